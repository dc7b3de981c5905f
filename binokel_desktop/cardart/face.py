"""One card face: paper, picture (pips, ace or double-headed court) and corner indices."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.aces import daus, french_ace
from binokel_desktop.cardart.figures import french, german
from binokel_desktop.cardart.figures.kit import FIGURE
from binokel_desktop.cardart.index import index_group
from binokel_desktop.cardart.layout import FRAME, FRENCH_PIP_SIZE, GERMAN_PIP_SIZE, RADIUS, H, W
from binokel_desktop.cardart.pips import pip_field
from binokel_desktop.cardart.styles import Options, Style
from binokel_desktop.cardart.suits import INDEX_EXTENT, extent
from binokel_desktop.cardart.svg import el, g, rounded_rect, use

COURTS: Final[dict[tuple[bool, str], Callable[[str, str], str]]] = {
    (True, "K"): german.king,
    (True, "O"): german.ober,
    (True, "U"): german.unter,
    (False, "K"): french.king,
    (False, "Q"): french.queen,
    (False, "J"): french.jack,
}
"""The figure of each court rank, by (German?, rank)."""

LARGE_SHRINK: Final = 0.76
"""How much the picture shrinks to make room for a large index."""
LARGE_PIP_COLS: Final = LARGE_SHRINK
LARGE_PIP_ROWS: Final = LARGE_SHRINK
"""With a large index the pip grid shrinks towards the centre, clear of the index."""
LARGE_PIP_BOX: Final = 78.0
"""With a large index every pip is drawn in a 78-unit box (German pips 0.78 of their
normal size, French 0.83): the corner sign (``index.LARGE_SIGN``) is then 1.3-1.6 times
a pip, clearly bigger and grouped with its letter."""


def large_pip_shrink(german: bool) -> float:
    """The pip-size factor that draws a pip in :data:`LARGE_PIP_BOX` units."""
    return LARGE_PIP_BOX / ((GERMAN_PIP_SIZE if german else FRENCH_PIP_SIZE) * W)


def card_defs() -> dict[str, str]:
    """The blank card and the court frame, shared by every face."""
    x0, y0, x1, y1 = FRAME
    card = g(
        el("path", d=rounded_rect(-W / 2, -H / 2, W / 2, H / 2, RADIUS), fill=P.PAPER),
        el("path", d=rounded_rect(-W / 2 + 1.5, -H / 2 + 1.5, W / 2 - 1.5, H / 2 - 1.5,
                                  RADIUS - 1.5), fill="none", stroke=P.EDGE, stroke_width=3),
        id="card",
    )
    frame = g(
        el("path", d=rounded_rect(x0, y0, x1, y1, 10), fill=P.PANEL, stroke=P.INK,
           stroke_width=4),
        id="frame",
    )
    frame_line = el("path", id="frame-line", d=rounded_rect(x0, y0, x1, y1, 10), fill="none",
                    stroke=P.INK, stroke_width=4)
    return {"card": card, "frame": frame, "frame-line": frame_line}


def is_double_headed(style: Style, rank: str) -> bool:
    """True for faces drawn as two halves turned by 180° (the courts)."""
    return (style.german, rank) in COURTS


def face_parts(style: Style, suit: str, rank: str, opts: Options,
               gid: str) -> tuple[str, dict[str, str]]:
    """The face as ``<g id=gid>`` and the definitions made only for it."""
    sign = style.sign(suit, opts.outline_hearts)
    extra: dict[str, str] = {}
    court = COURTS.get((style.german, rank))
    if court is not None:
        half_id = f"h-{gid}"
        extra[half_id] = g(court(suit, sign), id=half_id, **FIGURE)
        x0, _, x1, _ = FRAME
        picture = g(
            use("frame"),
            use(half_id),
            use(half_id, "rotate(180)"),
            el("path", d=f"M{x0 + 14:g} 0H{x1 - 14:g}", stroke=P.INK, stroke_width=3),
            use("frame-line"),
        )
    elif rank == "A":
        picture = (daus if style.german else french_ace)(suit, sign)
    elif opts.large_index:
        picture = pip_field(rank, sign, german=style.german, shrink=LARGE_PIP_COLS,
                            size_shrink=large_pip_shrink(style.german),
                            shrink_y=LARGE_PIP_ROWS)
    else:
        picture = pip_field(rank, sign, german=style.german)
    if opts.large_index and (court is not None or rank == "A"):
        picture = g(picture, transform=f"scale({LARGE_SHRINK})")
    ix_id = f"{gid}-ix"
    ink = style.inks[suit]
    # German corner signs are ink silhouettes (suits.index_signs); French signs are flat
    # anyway, only the diamond is drawn fuller in the corner.
    if style.german:
        ix_sign = f"i-{suit}"
    elif suit == "diamonds":
        ix_sign = f"{style.sign_prefix}-diamonds-i"
    else:
        ix_sign = sign
    index = index_group(ix_id, style.label(rank, opts.lang), ix_sign, ink,
                        large=opts.large_index, extent=extent(INDEX_EXTENT, ix_sign))
    body = g(use("card"), picture, index, use(ix_id, "rotate(180)"), id=gid)
    return body, extra
