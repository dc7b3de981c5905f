"""The print palette of the cards and the WCAG contrast ratio used to check it.

>>> round(contrast_ratio("#000000", "#FFFFFF"), 1)
21.0
"""

from __future__ import annotations

from typing import Final

PAPER: Final = "#FFFDF6"
"""The card background: a warm white."""
PANEL: Final = "#F6EEDB"
"""The background inside a court card's frame."""
INK: Final = "#1E1A17"
"""Outlines and black print."""
EDGE: Final = "#B9B2A4"
"""The thin line round the card's edge."""

RED: Final = "#C4202C"
DARK_RED: Final = "#8E1420"
BLUE: Final = "#1F4E9A"
DARK_BLUE: Final = "#16366B"
SKY: Final = "#7FA8D8"
YELLOW: Final = "#EDBB3A"
GOLD: Final = "#D89A1E"
DARK_GOLD: Final = "#8A5A0B"
GREEN: Final = "#3D8A3A"
LIGHT_GREEN: Final = "#8DC24F"
DARK_GREEN: Final = "#24561F"
FLESH: Final = "#F7D2B0"
FLESH_SHADE: Final = "#E4AD86"
WHITE: Final = "#FFFFFF"
BROWN: Final = "#7A4A22"
CHESTNUT: Final = "#9B5B2A"
GREY: Final = "#8C8C8C"
HAIR_GREY: Final = "#D8D2C6"
HAIR_DARK: Final = "#4A3020"
HAIR_FAIR: Final = "#C9923A"

SUIT_INK: Final = {
    # Index ink of the French two-colour deck: black and red, >= 4.5:1 on PAPER.
    "clubs": "#1E1A17",
    "spades": "#1E1A17",
    "hearts": "#C4202C",
    "diamonds": "#C4202C",
}

GERMAN_INK: Final = {
    # Index ink of the Württemberg deck (and the darkest part of its signs). Chosen
    # by a search over dark brown / green / red / amber shades for the largest
    # smallest CIE76 difference between any two suits in normal vision and under
    # the Machado et al. (2009) deuteranopia and protanopia simulations (>= 23,
    # see docs/cardart.md), each keeping >= 4.5:1 on PAPER. Eichel is near-black,
    # Schellen amber; Laub is a bluish green (Okabe-Ito's colour-blind-safe green,
    # darkened) so deuteranopes see it blue-grey against Herz's olive, not as a
    # second olive; Herz a deep red.
    "acorns": "#2E1509",
    "leaves": "#2C7F6C",
    "hearts": "#AC3F2F",
    "bells": "#B25F00",
}

FOUR_COLOUR_INK: Final = {
    # German tournament four-colour deck (DSkV): clubs black, spades green,
    # hearts red, diamonds yellow-orange (darkened to keep 4.5:1 on paper). Spades
    # and hearts take the German deck's Laub and Herz inks: the DSkV green and red
    # (#16803C, #C4202C) became one olive under deuteranopia and protanopia.
    "clubs": "#1E1A17",
    "spades": "#2C7F6C",
    "hearts": "#AC3F2F",
    "diamonds": "#B25F00",
}


def _channel(c: int) -> float:
    s = c / 255
    return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """Relative luminance (WCAG 2) of a ``#RRGGBB`` colour."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast_ratio(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours, from 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
