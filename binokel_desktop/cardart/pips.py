"""Pip cards: suit signs laid out on the grids of :mod:`layout`.

A pip below the card's middle is turned upside down, as on printed cards.
"""

from __future__ import annotations

from binokel_desktop.cardart.layout import (
    FRENCH_PIP_SIZE,
    FRENCH_PIPS,
    GERMAN_PIP_SIZE,
    GERMAN_PIPS,
    W,
    to_card,
)
from binokel_desktop.cardart.svg import g, place, use


def pip_field(rank: str, sign: str, *, german: bool, shrink: float = 1.0,
              size_shrink: float | None = None, shrink_y: float | None = None) -> str:
    """The pips of ``rank``; ``shrink`` < 1 pulls them towards the centre
    (``shrink_y``, default ``shrink``, vertically).

    ``size_shrink`` (default ``shrink``) scales the pips themselves: with a large
    index the pips keep most of their size so the corner sign stays clearly smaller.
    """
    grid = (GERMAN_PIPS if german else FRENCH_PIPS)[rank]
    size = (GERMAN_PIP_SIZE if german else FRENCH_PIP_SIZE) * W * (
        shrink if size_shrink is None else size_shrink)
    sy = shrink if shrink_y is None else shrink_y
    out = []
    for u, v in grid:
        x, y = to_card(u, v)
        out.append(use(sign, place(x * shrink, y * sy, size / 100, 180 if v > 0.5 else 0)))
    return g(*out)
