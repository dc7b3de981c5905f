"""Aces: the Württemberg Daus (big suit sign, laurel, still-life) and the French ace."""

from __future__ import annotations

import math

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.figures.kit import FIGURE, line, part
from binokel_desktop.cardart.stilllife import still_life
from binokel_desktop.cardart.svg import circle, el, ellipse, g, num, place, use


def laurel(r: float, cy: float) -> str:
    """Two laurel branches curving round a circle of radius ``r`` centred at (0, cy)."""
    out = [line(f"M-20 {num(cy + r + 18)}C{num(-r * 1.3)} {num(cy + r)} {num(-r * 1.3)} "
                f"{num(cy - r * 0.4)} {num(-r * 0.8)} {num(cy - r * 0.95)}", P.DARK_GREEN, 5)]
    out.append(line(f"M20 {num(cy + r + 18)}C{num(r * 1.3)} {num(cy + r)} {num(r * 1.3)} "
                    f"{num(cy - r * 0.4)} {num(r * 0.8)} {num(cy - r * 0.95)}", P.DARK_GREEN, 5))
    leaves = []
    for i in range(9):
        t = 0.12 + i * 0.1
        ang = math.pi * (0.5 + 1.02 * t)
        x, y = r * 1.08 * math.cos(ang), cy + r * 1.08 * math.sin(ang)
        deg = math.degrees(ang) + 60
        for sx in (1, -1):
            leaves.append(use("leaf", f"translate({num(sx * x)} {num(y)}) "
                                      f"rotate({num(deg if sx == 1 else 180 - deg)})"))
    return g(*out, *leaves)


def leaf_def() -> dict[str, str]:
    """The laurel leaf shape."""
    return {"leaf": el("path", id="leaf", d="M0 0C8 -10 26 -12 40 0C26 12 8 10 0 0Z",
                       fill=P.GREEN, stroke=P.DARK_GREEN, stroke_width=2)}


def daus(suit: str, sign: str) -> str:
    """Württemberg Daus: the big sign in a wreath, small signs in two corners, a still-life."""
    return g(
        part(ellipse(0, -100, 170, 176), "#F3E7C8", "#C9B48A", 3),
        laurel(150, -100),
        use(sign, place(0, -100, 2.6)),
        use(sign, place(210, -380, 0.5)),
        use(sign, place(-210, 380, 0.5, 180)),
        g(still_life(suit), transform="translate(0 300)"),
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
