"""The still-lifes under the Württemberg Daus: food and drink, no arms or logos.

Stock pot (Eichel), a glass with lying bottles (Laub), standing bottles (Herz)
and a single wine glass (Schellen). Drawn around (0, 0) within about 300 × 150.
"""

from __future__ import annotations

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.figures.kit import line, part, shade
from binokel_desktop.cardart.svg import ellipse, g, num

_GLASS_GREEN = "#3E7A4A"
_WINE = "#8E1420"


def _bottle(x: float, y: float, h: float = 130, colour: str = _GLASS_GREEN,
            angle: float = 0) -> str:
    """A wine bottle standing with its base centre at (x, y), optionally tilted."""
    w = h * 0.26
    d = (f"M{num(-w)} 0V{num(-h * 0.55)}C{num(-w)} {num(-h * 0.7)} {num(-w * 0.35)} "
         f"{num(-h * 0.72)} {num(-w * 0.3)} {num(-h * 0.8)}V{num(-h)}H{num(w * 0.3)}"
         f"V{num(-h * 0.8)}C{num(w * 0.35)} {num(-h * 0.72)} {num(w)} {num(-h * 0.7)} "
         f"{num(w)} {num(-h * 0.55)}V0Z")
    label = f"M{num(-w)} {num(-h * 0.42)}H{num(w)}V{num(-h * 0.2)}H{num(-w)}Z"
    cap = f"M{num(-w * 0.36)} {num(-h)}H{num(w * 0.36)}V{num(-h * 0.9)}H{num(-w * 0.36)}Z"
    tf = f"translate({num(x)} {num(y)})" + (f" rotate({num(angle)})" if angle else "")
    return g(part(d, colour), part(label, P.PAPER, width=2.4), part(cap, P.RED, width=2.4),
             line(f"M{num(-w * 0.55)} {num(-h * 0.5)}V{num(-h * 0.08)}", "#FFFFFF", 4),
             transform=tf)


def _glass(x: float, y: float, h: float = 100) -> str:
    """A stemmed wine glass, half full of red wine, base at (x, y)."""
    n = num
    bowl = (f"M{n(x - 30)} {n(y - h)}C{n(x - 32)} {n(y - h * 0.55)} {n(x - 18)} "
            f"{n(y - h * 0.42)} {n(x)} {n(y - h * 0.42)}C{n(x + 18)} {n(y - h * 0.42)} "
            f"{n(x + 32)} {n(y - h * 0.55)} {n(x + 30)} {n(y - h)}Z")
    wine = (f"M{n(x - 29)} {n(y - h * 0.75)}C{n(x - 26)} {n(y - h * 0.5)} {n(x + 26)} "
            f"{n(y - h * 0.5)} {n(x + 29)} {n(y - h * 0.75)}Z")
    stem = f"M{n(x)} {n(y - h * 0.42)}V{n(y - 4)}"
    foot = ellipse(x, y - 4, 26, 6)
    return g(part(bowl, "#EAF2F4"), part(wine, _WINE, width=2), line(stem, P.INK, 7),
             line(stem, "#EAF2F4", 3), part(foot, "#EAF2F4", width=2.6))


def _pot() -> str:
    body = "M-96 -70C-100 -20 -80 20 -50 30H50C80 20 100 -20 96 -70Z"
    rim = ellipse(0, -72, 104, 16)
    lid = "M-80 -80C-70 -112 70 -112 80 -80Z"
    return g(
        line("M70 -90C100 -120 120 -140 130 -160", P.INK, 10),
        line("M70 -90C100 -120 120 -140 130 -160", "#A0A4AA", 5),
        part(body, "#4A4A50"),
        shade("M-70 -50C-72 -20 -60 4 -40 16", 6),
        part(rim, "#6A6A72"),
        part(lid, "#6A6A72"),
        part(ellipse(0, -104, 12, 7), P.YELLOW, width=2.4),
        part("M-104 -60C-124 -60 -124 -34 -104 -36M104 -60C124 -60 124 -34 104 -36",
             "none", width=5),
        line("M-30 -130C-40 -150 -20 -160 -30 -180M10 -134C0 -154 20 -164 10 -184", P.GREY, 3),
        part(ellipse(-60, 40, 14, 8) + ellipse(60, 40, 14, 8), "#6A6A72", width=2.4),
    )


def still_life(suit: str) -> str:
    """The Daus motif of ``suit``, centred on the origin."""
    ground = line("M-150 40H150", P.INK, 3)
    if suit == "acorns":
        return g(_pot(), ground)
    if suit == "leaves":
        return g(_bottle(-40, 36, 130, _GLASS_GREEN, -78), _bottle(40, 6, 120, "#5A3A1A", -84),
                 _glass(110, 40, 96), ground)
    if suit == "hearts":
        return g(_bottle(-56, 40, 140, _GLASS_GREEN), _bottle(0, 40, 150, "#5A3A1A"),
                 _bottle(56, 40, 132, "#2E5E7A"), ground)
    return g(_glass(0, 40, 170), ground)
