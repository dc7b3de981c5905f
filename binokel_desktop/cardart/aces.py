"""Aces: the Württemberg Daus (two diagonal signs and a still-life) and the French ace."""

from __future__ import annotations

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.figures.kit import FIGURE, part
from binokel_desktop.cardart.stilllife import still_life
from binokel_desktop.cardart.svg import circle, ellipse, g, place, use


def daus(suit: str, sign: str) -> str:
    """Württemberg Daus as printed: two signs on a diagonal, food and drink as the picture.

    The still-life fills about 60 % of the card's width in the middle; the signs sit
    upper left and lower right, inside the index strips' reach but clear of them.
    """
    return g(
        part(ellipse(0, 20, 240, 185), "#F3E7C8", "#C9B48A", 3),
        g(still_life(suit), transform="translate(0 44) scale(1.45)"),
        use(sign, place(-95, -270, 1.25)),
        use(sign, place(95, 290, 1.25, 180)),
        **FIGURE,
    )


def french_ace(suit: str, sign: str) -> str:
    """French ace: one large pip; the ace of spades gets the traditional ornament."""
    if suit != "spades":
        return use(sign, place(0, 0, 1.9))
    ring = circle(0, 0, 150)
    return g(
        part(ring, "none", P.INK, 4),
        part(circle(0, 0, 136), "none", P.INK, 1.6),
        *(use(sign, f"rotate({a}) translate(0 -143) scale(0.2)") for a in range(0, 360, 30)),
        use(sign, place(0, 0, 2.2)),
        **FIGURE,
    )
