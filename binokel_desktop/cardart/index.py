"""The corner index: the rank label drawn as stroked paths over the suit sign.

Two sizes. The normal index (label 0.105 of the card's height) stays inside
the left 22 % of the card; the large one (0.165, strokes 1.5 times as heavy)
is for small cards and low vision and may use the left 28 %, which a meld
row (42 % showing) and the fanned hand (at least 60 %) still show. The table switches to the
large index below :data:`LARGE_INDEX_BELOW_PX` of on-screen card height.

>>> use_large_index(60), use_large_index(120)
(True, False)
"""

from __future__ import annotations

from typing import Final, NamedTuple

from binokel_desktop.cardart.glyphs import GLYPHS, label_path
from binokel_desktop.cardart.layout import INDEX_STRIP, LARGE_INDEX_STRIP, TEN_STRIP, X0, Y0
from binokel_desktop.cardart.svg import el, g, place, use


class IndexSize(NamedTuple):
    """Geometry of one index size, in card units (the card is 910 high)."""

    height: float  # label height
    stroke: float  # pen width of the label
    left: float  # left edge of the index column (stroke included)
    right: float  # right edge of the index column
    sign: float  # scale of the 100-unit suit sign under the label
    max_squeeze: float  # narrowest glyph width as a fraction of the height's scale
    gap: float  # space between two glyphs' boxes, in strokes (one stroke less is clear)
    wide_right: float  # right edge for a two-glyph label ("10")


NORMAL: Final = IndexSize(height=96, stroke=17, left=X0 + 16, right=INDEX_STRIP - 10,
                          sign=0.75, max_squeeze=0.72, gap=2.0, wide_right=INDEX_STRIP - 10)
"""The normal index's sign is scaled to :data:`NORMAL_SIGN_WIDTH` but never above
``sign`` = 0.75, under 0.8 of the smallest pip (the French pip's 94-unit box)."""
NORMAL_SIGN_WIDTH: Final = 70.0
"""About the width of a normal index letter (K: 71 units)."""
LARGE: Final = IndexSize(height=150, stroke=28, left=X0 + 15, right=LARGE_INDEX_STRIP - 10,
                         sign=0.0, max_squeeze=0.9, gap=1.7, wide_right=TEN_STRIP - 10)
"""The large index sizes its sign by :data:`LARGE_SIGN`, not by one scale (``sign``)."""

LARGE_SIGN: Final = (100.0, 108.0)
"""The large index's sign: as wide as a letter (100 of the letters' 110-120 units), at most
108 high. Each sign is scaled to that width unless it would get taller, so the narrow
acorn and leaf come out about 75-80 wide. The pips beside a large index are drawn in an
78-unit box (``face.LARGE_PIP_BOX``): the corner sign is 1.2-1.7 times a pip, clearly
bigger, never about the same size (which made a 10 of hearts look like 11 hearts)."""

LARGE_INDEX_BELOW_PX: Final = 86
"""Card height (logical px) below which the table draws the large index.

Measured: the normal index's label strokes reach 1.5 px from a card height of
about 80 px (``python3 benchmarks/cardart_render.py --index``); the threshold
keeps a small margin above that, and tests/cardart checks it against renders.
"""


def use_large_index(card_height_px: float) -> bool:
    """True when a card drawn ``card_height_px`` high should carry the large index."""
    return card_height_px < LARGE_INDEX_BELOW_PX


def _label(text: str, ink: str, size: IndexSize, left: float, top: float,
           gid: str) -> tuple[str, float]:
    """The label from ``left`` and its height; wide labels are squeezed, then shortened.

    Labels start at the column's left edge, so a letter keeps clear of a court's
    frame. The "10" may reach to ``size.wide_right`` (a pip card's corner is empty
    there), so in the large index it keeps the letters' height and an open "0".
    """
    w = size.stroke
    advance = sum(GLYPHS[c][1] for c in text)
    gaps = (len(text) - 1) * size.gap * w
    room = (size.right if len(text) == 1 else size.wide_right) - size.left - w
    sy = size.height / 100
    sx = min(sy, (room - gaps) / advance)
    if sx < size.max_squeeze * sy:
        sy = sx / size.max_squeeze
    d, _ = label_path(text, sx, sy, size.gap * w)
    # A shortened label ("10") is centred on the letters' height.
    y = top + (size.height - sy * 100) / 2
    path = el("path", id=gid, d=d, transform=f"translate({left + w / 2:.1f} {y:.1f})",
              fill="none", stroke=ink, stroke_width=w, stroke_linecap="round",
              stroke_linejoin="round")
    return path, sy * 100


def sign_scale(size: IndexSize, extent: tuple[float, float]) -> float:
    """Scale of the 100-unit sign under the label; ``extent`` is its drawn (width, height)."""
    if size is not LARGE:
        return min(size.sign, NORMAL_SIGN_WIDTH / extent[0])
    return min(LARGE_SIGN[0] / extent[0], LARGE_SIGN[1] / extent[1])


def index_group(gid: str, text: str, sign: str, ink: str, *, large: bool,
                extent: tuple[float, float] = (100.0, 100.0)) -> str:
    """The top-left index as ``<g id=gid>`` (label ``gid-l``); the card turns it for the
    other corner."""
    size = LARGE if large else NORMAL
    top = Y0 + 22 + size.stroke / 2
    label, _ = _label(text, ink, size, size.left, top, f"{gid}-l")
    # The sign sits close under the label (closer than to any pip, so it reads as part
    # of the index), centred under a letter's width: as wide as the pip rule allows.
    cx = size.left + (size.height * 0.58 + size.stroke) / 2
    scale = sign_scale(size, extent)
    sign_y = top + size.height + size.stroke * (1.5 if size is NORMAL else 0.9) + 50 * scale
    return g(label, use(sign, place(cx, sign_y, scale)), id=gid)
