"""Index letters and numerals as stroked paths, so no font is needed anywhere.

Each glyph sits in a box 100 units high (y grows downwards, baseline at 100)
and is meant to be stroked with round caps, about 12 units wide.

>>> layout("10")
([('g-1', 0.0), ('g-0', 26.0)], 66.0)
"""

from __future__ import annotations

from typing import Final

from binokel_desktop.cardart.svg import el, ellipse, scale_path

_O = ellipse(30, 50, 30, 50)

GLYPHS: Final[dict[str, tuple[str, float]]] = {
    # character: (path data, advance width)
    "A": ("M0 100L30 0L60 100M13 62H47", 60),
    "K": ("M2 0V100M54 0L4 62M24 40L56 100", 56),
    "Q": (_O + "M36 74L62 104", 62),
    "O": (_O, 60),
    "U": ("M2 0V62C2 88 14 100 29 100C44 100 56 88 56 62V0", 58),
    "D": ("M2 0V100H18C44 100 58 80 58 50C58 20 44 0 18 0Z", 58),
    "B": ("M2 0V100H30C47 100 57 90 57 75C57 59 46 50 29 50H2M2 0H26C42 0 51 9 51 24"
          "C51 40 42 50 26 50", 57),
    "R": ("M2 100V0H28C45 0 54 11 54 26C54 42 44 52 28 52H2M28 52L56 100", 56),
    "J": ("M54 0V66C54 89 43 100 27 100C11 100 1 90 0 72", 54),
    "V": ("M0 0L29 100L58 0", 58),
    "7": ("M0 0H56C38 25 26 58 22 100", 56),
    "8": ("M28 0C40 0 50 11 50 25C50 39 40 48 28 48C16 48 6 39 6 25C6 11 16 0 28 0Z"
          "M28 48C44 48 56 59 56 74C56 89 44 100 28 100C12 100 0 89 0 74C0 59 12 48 28 48Z",
          56),
    "9": ("M55 33C55 15 43 0 28 0C12 0 1 15 1 32C1 50 13 63 28 63C43 63 55 51 55 33"
          "C55 73 42 100 12 100", 56),
    # A narrow "1" (flag, no foot) and a narrow "0": the "10" keeps a clear gap and
    # room for the 0's hole at full letter height (with a foot it had to be squeezed
    # and shortened in the large index, and its 0 filled in at 60-72 px).
    "1": ("M0 22L14 2V100", 14),
    "0": (ellipse(20, 50, 20, 50), 40),
    # lower case for the word "Ober"
    "b": ("M2 0V100M2 69C2 50 14 38 28 38C43 38 54 51 54 69C54 87 43 100 28 100"
          "C14 100 2 88 2 69", 54),
    "e": ("M3 70H51C51 51 41 38 27 38C12 38 2 52 2 69C2 87 13 100 28 100C38 100 45 96 50 88",
          52),
    "r": ("M2 38V100M2 64C6 47 18 38 36 40", 36),
}

SPACING: Final = 12.0
"""Gap between two glyphs of one label, in glyph units."""


def label_path(text: str, sx: float, sy: float, gap: float) -> tuple[str, float]:
    """Path data of ``text`` scaled by (sx, sy) with ``gap`` between glyph boxes, and its width.

    The result is in the caller's units with the top-left of the first glyph at
    (0, 0); the stroke is added by the caller, so it stays round however the
    glyphs are squeezed.
    """
    out = []
    x = 0.0
    for i, c in enumerate(text):
        if i:
            x += gap
        d, adv = GLYPHS[c]
        out.append(scale_path(d, sx, sy, x, 0.0))
        x += adv * sx
    return "".join(out), x


def glyph_defs() -> dict[str, str]:
    """One ``<path id="g-X">`` definition per glyph."""
    return {f"g-{c}": el("path", id=f"g-{c}", d=d) for c, (d, _) in GLYPHS.items()}


def layout(text: str, spacing: float = SPACING) -> tuple[list[tuple[str, float]], float]:
    """Glyph ids with their x offsets, and the total width of ``text``."""
    placed: list[tuple[str, float]] = []
    x = 0.0
    for i, c in enumerate(text):
        if i:
            x += spacing
        placed.append((f"g-{c}", x))
        x += GLYPHS[c][1]
    return placed, x
