"""The corner index: the rank label drawn with path glyphs over a small suit sign.

The normal index follows the brief (label about 0.10 of the card's height);
the large one (about 0.16) is for fanned hands and low vision and has a dark
outline under the coloured strokes. Both end inside the left 20 % of the card.
"""

from __future__ import annotations

from typing import Final

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.glyphs import SPACING, layout
from binokel_desktop.cardart.layout import INDEX_STRIP, X0, Y0
from binokel_desktop.cardart.svg import g, num, place, use

_LEFT: Final = X0 + 18.0
"""Left edge of the index column (stroke included)."""
_RIGHT: Final = INDEX_STRIP - 12.0
"""Right edge of the index column: inside the strip a fanned hand shows."""
HALO: Final = 6.0
"""Extra width of the dark outline under a large index's strokes, in glyph units."""


def _label(text: str, ink: str, *, height: float, stroke: float, cx: float, top: float,
           max_w: float, halo: bool) -> str:
    placed, width = layout(text, 6.0 if halo else SPACING)
    s = height / 100.0
    pen = stroke + (HALO if halo else 0)
    # Squeeze a wide label at most to 80 % of its height's scale; beyond that shrink it.
    s = min(s, max_w / (width * 0.8 + pen))
    sx = min(s, (max_w - pen * s) / width)
    glyphs = "".join(use(gid, f"translate({num(x)} 0)") for gid, x in placed)
    tf = f"translate({num(cx - width * sx / 2)} {num(top)}) scale({sx:.4g} {s:.4g})"
    layers = []
    if halo:
        layers.append(g(glyphs, stroke=P.INK, stroke_width=stroke + HALO))
    layers.append(g(glyphs, stroke=ink, stroke_width=stroke))
    return g(*layers, transform=tf, fill="none", stroke_linecap="round",
             stroke_linejoin="round")


def index_group(gid: str, text: str, sign: str, ink: str, *, large: bool) -> str:
    """The top-left index as ``<g id=gid>``; the card turns it for the other corner."""
    if large:
        cx = (_LEFT + _RIGHT) / 2
        label = _label(text, ink, height=140, stroke=14, cx=cx, top=Y0 + 30,
                       max_w=_RIGHT - _LEFT, halo=True)
        pip = use(sign, place(cx, Y0 + 30 + 140 + 62, 0.8))
    else:
        cx = _LEFT + 38
        label = _label(text, ink, height=84, stroke=12, cx=cx, top=Y0 + 30,
                       max_w=84, halo=False)
        pip = use(sign, place(cx, Y0 + 30 + 84 + 44, 0.56))
    return g(label, pip, id=gid)
