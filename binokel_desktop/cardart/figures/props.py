"""Objects the French courts hold, one set per suit as printed packs give them: a sword,
a battle-axe, an arrow, a rose, a fan, a feather.

Every function returns SVG text in half-card coordinates (inside a group with
``kit.FIGURE`` attributes); shafts and blades are given by their two ends.
"""

from __future__ import annotations

import math

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.figures.kit import line, part
from binokel_desktop.cardart.svg import circle, g, num

STEEL = "#D8DCE2"
WOOD = "#B07A40"


def _pt(x: float, y: float) -> str:
    return f"{num(x)} {num(y)}"


class _Axis:
    """Points along the line from (x0, y0) to (x1, y1): ``at(t, s)`` is ``t`` units along
    it from (x0, y0) and ``s`` units to its side (the normal, turned left of the way)."""

    def __init__(self, x0: float, y0: float, x1: float, y1: float) -> None:
        self.x0, self.y0 = x0, y0
        self.length = math.hypot(x1 - x0, y1 - y0)
        self.ux, self.uy = (x1 - x0) / self.length, (y1 - y0) / self.length

    def at(self, t: float, s: float = 0.0) -> str:
        return _pt(self.x0 + self.ux * t - self.uy * s, self.y0 + self.uy * t + self.ux * s)


def sword(x0: float, y0: float, x1: float, y1: float) -> str:
    """A straight sword from its pommel (x0, y0) to its point (x1, y1)."""
    a = _Axis(x0, y0, x1, y1)
    end = a.length
    blade = (f"M{a.at(40, 8)}L{a.at(end - 22, 6)}L{a.at(end)}L{a.at(end - 22, -6)}"
             f"L{a.at(40, -8)}Z")
    guard = f"M{a.at(40, 26)}L{a.at(40, -26)}"
    grip = f"M{a.at(0)}L{a.at(40)}"
    return g(
        part(blade, STEEL),
        line(f"M{a.at(40)}L{a.at(end - 30)}", "#9AA0A8", 2),
        line(grip, P.INK, 12),
        line(grip, P.BROWN, 6),
        line(guard, P.INK, 12),
        line(guard, P.YELLOW, 6),
        part(circle(x0, y0, 8), P.YELLOW, width=2.4),
    )


def axe(x0: float, y0: float, x1: float, y1: float, side: int = 1) -> str:
    """A battle-axe: a wooden haft from (x0, y0) to (x1, y1), a crescent blade near the top
    on the ``side`` (1 right, -1 left, for a haft pointing up) and a spike on the other."""
    a = _Axis(x0, y0, x1, y1)
    b = a.length - 30  # the blade's middle on the haft
    k = -side  # the normal points left of the way up
    blade = (f"M{a.at(b - 26)}C{a.at(b - 30, 40 * k)} {a.at(b - 60, 60 * k)} "
             f"{a.at(b - 50, 70 * k)}C{a.at(b, 56 * k)} {a.at(b + 40, 70 * k)} "
             f"{a.at(b + 50, 70 * k)}C{a.at(b + 50, 50 * k)} {a.at(b + 30, 30 * k)} "
             f"{a.at(b + 20)}Z")
    spike = f"M{a.at(b - 12, -4 * k)}L{a.at(b, -34 * k)}L{a.at(b + 12, -4 * k)}Z"
    haft = f"M{a.at(0)}L{a.at(a.length)}"
    return g(
        line(haft, P.INK, 12),
        line(haft, WOOD, 6),
        part(blade, STEEL),
        part(spike, STEEL, width=2.4),
        part(circle(x1, y1, 6), P.YELLOW, width=2),
    )


def arrow(x0: float, y0: float, x1: float, y1: float) -> str:
    """An arrow from its fletching (x0, y0) to its head (x1, y1)."""
    a = _Axis(x0, y0, x1, y1)
    end = a.length
    head = f"M{a.at(end)}L{a.at(end - 34, 14)}L{a.at(end - 26)}L{a.at(end - 34, -14)}Z"
    vanes = "".join(f"M{a.at(t)}L{a.at(t + 36, s * 16)}L{a.at(t + 46)}Z"
                    for t in (4, 30) for s in (1, -1))
    shaft = f"M{a.at(0)}L{a.at(end - 26)}"
    return g(
        line(shaft, P.INK, 9),
        line(shaft, WOOD, 4),
        part(vanes, P.RED, width=2),
        part(head, STEEL),
    )


def rose(cx: float, cy: float, stem_end: tuple[float, float], r: float = 20) -> str:
    """A red rose at (cx, cy) on a stem down to ``stem_end``, with one leaf."""
    sx, sy = stem_end
    swirl = (f"M{_pt(cx - r * 0.55, cy)}C{_pt(cx - r * 0.5, cy - r * 0.6)} "
             f"{_pt(cx + r * 0.5, cy - r * 0.6)} {_pt(cx + r * 0.5, cy)}"
             f"C{_pt(cx + r * 0.45, cy + r * 0.4)} {_pt(cx - r * 0.2, cy + r * 0.4)} "
             f"{_pt(cx - r * 0.2, cy)}")
    a = _Axis(sx, sy, cx, cy + r)
    m = a.length / 2
    leaf = f"M{a.at(m)}C{a.at(m + 4, -26)} {a.at(m - 14, -34)} {a.at(m - 18, -38)}Z"
    return g(
        line(f"M{_pt(sx, sy)}L{_pt(cx, cy + r)}", P.DARK_GREEN, 5),
        part(leaf, P.GREEN, width=2.4),
        part(circle(cx, cy, r), P.RED),
        line(swirl, P.DARK_RED, 3),
    )


def fan(cx: float, cy: float, r: float = 58, colour: str = P.SKY) -> str:
    """An open folding fan pivoting at (cx, cy), spread upwards over a half circle."""
    n = num
    arc = (f"M{n(cx)} {n(cy)}L{n(cx - r)} {n(cy - r * 0.35)}"
           f"A{n(r)} {n(r)} 0 0 1 {n(cx + r)} {n(cy - r * 0.35)}Z")
    ribs = "".join(
        f"M{n(cx)} {n(cy)}L{n(cx + r * math.cos(a))} {n(cy - r * math.sin(a))}"
        for a in (math.radians(d) for d in (40, 65, 90, 115, 140)))
    return g(part(arc, colour), line(ribs, P.INK, 2),
             part(f"M{n(cx - r * 0.94)} {n(cy - r * 0.34)}A{n(r * 0.94)} {n(r * 0.94)} 0 0 1 "
                  f"{n(cx + r * 0.94)} {n(cy - r * 0.34)}", "none", P.YELLOW, 5),
             part(circle(cx, cy, 6), P.GOLD, width=2))


def feather(x0: float, y0: float, x1: float, y1: float, colour: str = P.WHITE) -> str:
    """A long quill feather from its quill (x0, y0) to its tip (x1, y1)."""
    a = _Axis(x0, y0, x1, y1)
    end, q = a.length, a.length * 0.3
    vane = (f"M{a.at(q)}C{a.at(q, 26)} {a.at(end - 40, 24)} {a.at(end)}"
            f"C{a.at(end - 40, -20)} {a.at(q, -20)} {a.at(q)}Z")
    barbs = "".join(f"M{a.at(t)}L{a.at(t + 26, 16)}" for t in (q + 30, q + 70, q + 110))
    return g(part(vane, colour), line(barbs, P.INK, 2),
             line(f"M{a.at(0)}L{a.at(end - 20)}", P.INK, 3))
