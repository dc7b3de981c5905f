"""Card backs: geometric patterns drawn with paths, the same for every style.

>>> len(BACKS)
4
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.layout import RADIUS, H, W
from binokel_desktop.cardart.svg import circle, el, g, num, rounded_rect, use

_M: Final = 30.0
"""Width of the white margin round a back's pattern."""
_X1: Final = W / 2 - _M
_Y1: Final = H / 2 - _M


def _clip_diagonals(step: float, slope: float) -> str:
    """Parallel lines of ``slope`` every ``step`` units, cut to the pattern's rectangle."""
    out = []
    span = _Y1 + abs(slope) * _X1
    k = -math.ceil(span / step)
    while k * step <= span:
        c = k * step
        # y = slope * x + c, cut to |x| <= _X1, |y| <= _Y1
        xs = sorted(((-_Y1 - c) / slope, (_Y1 - c) / slope))
        lo, hi = max(-_X1, xs[0]), min(_X1, xs[1])
        if lo < hi:
            out.append(f"M{num(lo)} {num(slope * lo + c)}L{num(hi)} {num(slope * hi + c)}")
        k += 1
    return "".join(out)


def _field(colour: str) -> str:
    return el("path", d=rounded_rect(-_X1, -_Y1, _X1, _Y1, 14), fill=colour)


def _frame(colour: str) -> str:
    inset = 12
    return el("path", d=rounded_rect(-_X1 + inset, -_Y1 + inset, _X1 - inset, _Y1 - inset, 8),
              fill="none", stroke=colour, stroke_width=5)


def _lattice() -> str:
    lines = _clip_diagonals(40, 1.6) + _clip_diagonals(40, -1.6)
    return g(
        _field(P.DARK_BLUE),
        el("path", d=lines, fill="none", stroke=P.SKY, stroke_width=3),
        _frame(P.WHITE),
        _medallion(P.DARK_BLUE, P.SKY, P.WHITE),
    )


def _medallion(bg: str, petal: str, line_: str) -> str:
    petals = "".join(use("petal", f"rotate({a})", fill=petal) for a in range(0, 360, 30))
    return g(
        el("path", d=circle(0, 0, 112), fill=bg, stroke=line_, stroke_width=6),
        g(petals, stroke=line_, stroke_width=2.4),
        el("path", d=circle(0, 0, 26), fill=line_),
        el("path", d=circle(0, 0, 12), fill=bg),
    )


def _ray(angle: float, r0: float, r1: float) -> str:
    c, s = math.cos(angle), math.sin(angle)
    return f"M{num(r0 * c)} {num(r0 * s)}L{num(r1 * c)} {num(r1 * s)}"


def _rosette() -> str:
    rings = "".join(rounded_rect(-_X1 + i, -_Y1 + i, _X1 - i, _Y1 - i, max(4.0, 60.0 - i))
                    for i in range(28, 130, 18))
    rays = "".join(_ray(a * math.pi / 12, 150, 260) for a in range(24))
    return g(
        _field("#9E1B24"),
        el("path", d=rings + rays, fill="none", stroke="#D8646A", stroke_width=3),
        _frame(P.YELLOW),
        _medallion("#9E1B24", P.YELLOW, P.WHITE),
    )


def _tartan() -> str:
    bands = "".join(f"M{num(x)} {num(-_Y1)}V{num(_Y1)}" for x in range(-240, 241, 60))
    rows = "".join(f"M{num(-_X1)} {num(y)}H{num(_X1)}" for y in range(-390, 391, 60))
    return g(
        _field("#1E5E3A"),
        el("path", d=bands + rows, fill="none", stroke="#3E8E5A", stroke_width=18,
           stroke_opacity=0.7),
        el("path", d=bands + rows, fill="none", stroke=P.YELLOW, stroke_width=2.4),
        _frame(P.WHITE),
    )


def _stars() -> str:
    marks = "".join(
        use("star", f"translate({x} {y})")
        for y in range(-380, 381, 48)
        for x in range(-230 + (24 if (y // 48) % 2 else 0), 231, 48)
    )
    return g(
        _field("#2A2A48"),
        g(marks, fill=P.YELLOW),
        _frame(P.YELLOW),
    )


BACKS: Final[tuple[tuple[str, Callable[[], str]], ...]] = (
    ("blue lattice", _lattice),
    ("red rosette", _rosette),
    ("green tartan", _tartan),
    ("night stars", _stars),
)
"""Every back: a name and the function that draws its pattern."""


def back_defs() -> dict[str, str]:
    """Shapes the backs repeat."""
    return {
        "petal": el("path", id="petal", d="M0 -28C18 -50 18 -84 0 -104C-18 -84 -18 -50 0 -28Z"),
        "star": el("path", id="star", d="M0 -14L4 -4L14 0L4 4L0 14L-4 4L-14 0L-4 -4Z"),
    }


def back_body(n: int) -> str:
    """The picture of back number ``n`` (1-based) on a white card."""
    _, draw = BACKS[n - 1]
    card = el("path", d=rounded_rect(-W / 2, -H / 2, W / 2, H / 2, RADIUS), fill=P.PAPER)
    edge = el("path", d=rounded_rect(-W / 2 + 1.5, -H / 2 + 1.5, W / 2 - 1.5, H / 2 - 1.5,
                                     RADIUS - 1.5), fill="none", stroke=P.EDGE, stroke_width=3)
    return card + edge + draw()
