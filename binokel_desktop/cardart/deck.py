"""Deck assembly: single-card SVG documents and one sprite sheet per style.

>>> "leaves_O" in face_ids("wuerttemberg"), "spades_Q" in face_ids("french")
(True, True)
>>> back_ids()
('back_1', 'back_2', 'back_3', 'back_4')
"""

from __future__ import annotations

from functools import cache
from typing import Final

from binokel_desktop.cardart.backs import BACKS, back_body, back_defs
from binokel_desktop.cardart.face import card_defs, face_parts
from binokel_desktop.cardart.figures.kit import face_defs, gold_gradient
from binokel_desktop.cardart.glyphs import glyph_defs
from binokel_desktop.cardart.layout import VIEW_BOX, H, W
from binokel_desktop.cardart.styles import STYLES, Options, Style
from binokel_desktop.cardart.suits import sign_defs
from binokel_desktop.cardart.svg import document, g, num

__all__ = ["BACK_COUNT", "STYLES", "back_ids", "back_svg", "face_ids", "face_svg",
           "sprite_sheet"]

BACK_COUNT: Final = len(BACKS)
_GAP: Final = 30.0


@cache
def _shared_defs() -> dict[str, str]:
    return (sign_defs() | glyph_defs() | gold_gradient() | face_defs()
            | back_defs() | card_defs())


def _style(name: str) -> Style:
    try:
        return STYLES[name]
    except KeyError:
        raise ValueError(f"unknown deck style {name!r}; choose one of "
                         f"{', '.join(STYLES)}") from None


def face_ids(style: str) -> tuple[str, ...]:
    """Element ids of every face of ``style``, e.g. ``acorns_A`` … ``bells_7``."""
    return _style(style).face_ids()


def back_ids() -> tuple[str, ...]:
    """Element ids of the card backs."""
    return tuple(f"back_{n}" for n in range(1, BACK_COUNT + 1))


def face_svg(style: str, suit: str, rank: str, *, lang: str = "de", large_index: bool = False,
             outline_hearts: bool = False) -> str:
    """A standalone SVG document of one face; its card group has the id ``<suit>_<rank>``."""
    st = _style(style)
    if suit not in st.suits or rank not in st.ranks:
        raise ValueError(f"{style} has no card {rank} of {suit}")
    opts = Options(lang=lang, large_index=large_index, outline_hearts=outline_hearts)
    body, extra = face_parts(st, suit, rank, opts, f"{suit}_{rank}")
    return document(VIEW_BOX, _shared_defs() | extra, body)


def back_svg(style: str, n: int) -> str:
    """A standalone SVG document of back number ``n`` (1 … BACK_COUNT), id ``back_<n>``."""
    _style(style)
    if not 1 <= n <= BACK_COUNT:
        raise ValueError(f"back number must be 1 … {BACK_COUNT}, not {n}")
    return document(VIEW_BOX, _shared_defs(), g(back_body(n), id=f"back_{n}"))


def sprite_sheet(style: str, options: Options | None = None) -> str:
    """Every face and back of ``style`` in one SVG, laid out suit by suit in rows."""
    st = _style(style)
    opts = options or Options()
    defs = dict(_shared_defs())
    cells: list[str] = []
    cols = len(st.ranks)
    for row, suit in enumerate(st.suits):
        for col, rank in enumerate(st.ranks):
            gid = f"{suit}_{rank}"
            body, extra = face_parts(st, suit, rank, opts, gid)
            defs |= extra
            cells.append(_at(body, col, row))
    for n in range(1, BACK_COUNT + 1):
        cells.append(_at(g(back_body(n), id=f"back_{n}"), n - 1, len(st.suits)))
    rows = len(st.suits) + 1
    width = cols * W + (cols - 1) * _GAP
    height = rows * H + (rows - 1) * _GAP
    return document((0, 0, width, height), defs, "\n".join(cells))


def _at(card: str, col: int, row: int) -> str:
    """``card`` (a ``<g id=…>``) moved to its cell of the sheet."""
    x = W / 2 + col * (W + _GAP)
    y = H / 2 + row * (H + _GAP)
    return card.replace("<g ", f'<g transform="translate({num(x)} {num(y)})" ', 1)
