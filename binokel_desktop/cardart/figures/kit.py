"""Parts shared by every court figure: heads, hair, beards, crowns, hats, robes, props.

Flat "woodcut" fills with dark outlines. Every function returns SVG text in the
coordinates of a half card (x from -200 to 200, y from -402 to 0).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.svg import circle, el, ellipse, g, mirror_x, num, use

LINE: Final = 3.2
"""Outline width of every figure part."""

FIGURE: Final[dict[str, str | float]] = {
    "stroke": P.INK, "stroke_width": LINE, "stroke_linejoin": "round", "stroke_linecap": "round",
}
"""Attributes of the group round every figure: the defaults :func:`part` leaves out."""


def part(d: str, fill: str, stroke: str = P.INK, width: float = LINE) -> str:
    """One outlined shape (inside a group with :data:`FIGURE` attributes)."""
    return el("path", d=d, fill=fill, stroke=None if stroke == P.INK else stroke,
              stroke_width=None if width == LINE else width)


def line(d: str, stroke: str = P.INK, width: float = LINE) -> str:
    """An open stroke with round ends (inside a group with :data:`FIGURE` attributes)."""
    return el("path", d=d, fill="none", stroke=None if stroke == P.INK else stroke,
              stroke_width=None if width == LINE else width)


def shade(d: str, width: float = 3) -> str:
    """A soft dark stroke for folds and strands."""
    return el("path", d=d, fill="none", stroke=P.INK, stroke_opacity=0.3, stroke_width=width,
              stroke_linecap="round")


def sym(half: str) -> str:
    """Path data of ``half`` plus its mirror image, for symmetric shapes."""
    return half + mirror_x(half)


def _draw_face(rx: float, ry: float, young: bool, female: bool, turn: int = 0) -> str:
    """A face centred on (0, 0): oval, brows, eyes, nose, mouth. ``turn`` -1 or 1 turns
    it a quarter towards the left or right (the features move that way, the nose points
    there), as the English pattern's profile courts."""
    cx = cy = 0.0
    fx = turn * rx * 0.24  # where the features' middle line lies
    n = num
    ey = cy - ry * 0.12
    brow = (f"M{n(fx - rx * 0.62)} {n(ey - 11)}Q{n(fx - rx * 0.38)} {n(ey - 18)} "
            f"{n(fx - rx * 0.12)} {n(ey - 11)}")
    eye = (f"M{n(fx - rx * 0.6)} {n(ey)}Q{n(fx - rx * 0.38)} {n(ey - 10)} "
           f"{n(fx - rx * 0.14)} {n(ey)}Q{n(fx - rx * 0.38)} {n(ey + 7)} "
           f"{n(fx - rx * 0.6)} {n(ey)}Z")
    iris = circle(fx - rx * 0.36 + turn * 2, ey - 0.5, 4.2)
    lid = (f"M{n(fx - rx * 0.64)} {n(ey + 1)}Q{n(fx - rx * 0.38)} {n(ey - 11)} "
           f"{n(fx - rx * 0.12)} {n(ey)}")
    nose = (f"M{n(cx + 1)} {n(ey - 4)}C{n(cx + 3)} {n(cy + ry * 0.15)} {n(cx + 8)} "
            f"{n(cy + ry * 0.24)} {n(cx - 4)} {n(cy + ry * 0.27)}")
    if turn:
        # the nose juts out towards the turned side
        nose = (f"M{n(fx)} {n(ey - 4)}C{n(fx + turn * 4)} {n(cy + ry * 0.12)} "
                f"{n(fx + turn * 16)} {n(cy + ry * 0.22)} {n(fx + turn * 2)} {n(cy + ry * 0.28)}")
    my = cy + ry * 0.52
    mouth_w = rx * (0.26 if female else 0.3)
    mouth = (f"M{n(fx - mouth_w)} {n(my)}Q{n(fx)} {n(my + 6)} {n(fx + mouth_w)} {n(my)}")
    cheeks = circle(fx - rx * 0.5, cy + ry * 0.28, 7) + circle(fx + rx * 0.5, cy + ry * 0.28, 7)
    parts = [
        part(ellipse(cx, cy, rx, ry), P.FLESH),
        el("path", d=cheeks, fill="#F0A890" if (young or female) else "#EBAA8C", stroke="none"),
        line(brow + mirror_about(brow, fx), P.HAIR_DARK, 3),
        el("path", d=eye + mirror_about(eye, fx), fill=P.WHITE, stroke="none"),
        el("path", d=iris + mirror_about(iris, fx + turn * 2), fill="#3A2A1E", stroke="none"),
        line(lid + mirror_about(lid, fx), P.INK, 2.6),
        line(nose, "#9A5A3A", 2.6),
        line(mouth, "#A8323A" if female else "#8A3A2A", 3.4 if female else 2.8),
    ]
    return g(*parts)


FACES: Final = ((37, 46, False, False, 0), (32, 40, True, False, 0), (32, 41, True, False, 0),
                (36, 45, False, False, 0), (33, 42, False, True, 0), (36, 45, False, False, -1),
                (33, 42, False, True, 1), (33, 42, False, True, -1), (32, 40, True, False, 1),
                (32, 40, True, False, -1))
"""The faces the figures use (rx, ry, young, female, turn), each defined once."""


def _face_id(rx: float, ry: float, young: bool, female: bool, turn: int) -> str:
    side = {-1: "l", 0: "", 1: "r"}[turn]
    return f"face-{num(rx)}-{num(ry)}{'y' if young else ''}{'f' if female else ''}{side}"


def face_defs() -> dict[str, str]:
    """One definition per face in :data:`FACES`."""
    out = {}
    for rx, ry, young, female, turn in FACES:
        fid = _face_id(rx, ry, young, female, turn)
        out[fid] = g(_draw_face(rx, ry, young, female, turn), id=fid, **FIGURE)
    return out


def face(cx: float, cy: float, *, rx: float = 37, ry: float = 46, young: bool = False,
         female: bool = False, turn: int = 0) -> str:
    """A face centred on (cx, cy), turned by ``turn`` (-1 left, 1 right); one of
    :data:`FACES`."""
    if (rx, ry, young, female, turn) not in FACES:
        raise ValueError(f"no face {(rx, ry, young, female, turn)}; add it to FACES")
    return use(_face_id(rx, ry, young, female, turn), f"translate({num(cx)} {num(cy)})")


def mirror_about(d: str, cx: float) -> str:
    """Path data mirrored about the vertical line x = cx."""
    return shift(mirror_x(shift(d, -cx)), cx)


def shift(d: str, dx: float, dy: float = 0.0) -> str:
    """Path data moved by (dx, dy); absolute commands only."""
    out = []
    for cmd, args in re.findall(r"([MLHVCSQTZ])([^MLHVCSQTZ]*)", d):
        vals = [float(v) for v in re.findall(r"-?\d*\.?\d+", args)]
        if cmd == "H":
            vals = [v + dx for v in vals]
        elif cmd == "V":
            vals = [v + dy for v in vals]
        else:
            vals = [v + (dx if i % 2 == 0 else dy) for i, v in enumerate(vals)]
        out.append(cmd + " ".join(num(v) for v in vals))
    return "".join(out)


def crown(cx: float, base: float, width: float = 50, tall: float = 62,
          gem: str = P.RED) -> str:
    """A king's open crown with five points, pearls on the tips and gems on the band."""
    w, t = width, tall
    n = num
    pts = [(-w, 0), (-w - 4, -t * 0.78), (-w * 0.55, -t * 0.42), (-w * 0.3, -t),
           (0, -t * 0.5), (w * 0.3, -t), (w * 0.55, -t * 0.42), (w + 4, -t * 0.78), (w, 0)]
    d = "M" + "L".join(f"{n(cx + x)} {n(base + y)}" for x, y in pts) + "Z"
    band = (f"M{n(cx - w - 2)} {n(base - 18)}Q{n(cx)} {n(base - 26)} {n(cx + w + 2)} "
            f"{n(base - 18)}L{n(cx + w + 2)} {n(base + 2)}Q{n(cx)} {n(base - 6)} "
            f"{n(cx - w - 2)} {n(base + 2)}Z")
    pearls = "".join(circle(cx + x, base + y - 5, 6) for x, y in pts[1:-1:2])
    pearls += circle(cx, base - t * 0.5 - 6, 5)
    gems = ellipse(cx, base - 10, 7, 6) + ellipse(cx - w * 0.6, base - 8, 5, 5) + ellipse(
        cx + w * 0.6, base - 8, 5, 5)
    return g(
        part(d, P.YELLOW),
        line(f"M{n(cx - w * 0.3)} {n(base - t + 8)}V{n(base - 20)}M{n(cx + w * 0.3)} "
             f"{n(base - t + 8)}V{n(base - 20)}", P.GOLD, 3),
        part(band, P.GOLD),
        part(pearls, P.WHITE, width=2.4),
        part(gems, gem, width=2),
    )


def ermine(d: str, xs: Sequence[tuple[float, float]]) -> str:
    """A white ermine band ``d`` sprinkled with black tails at points ``xs``."""
    tails = "".join(
        f"M{num(x)} {num(y - 6)}L{num(x + 4)} {num(y + 6)}L{num(x)} {num(y + 3)}"
        f"L{num(x - 4)} {num(y + 6)}Z" for x, y in xs
    )
    return g(part(d, P.WHITE), el("path", d=tails, fill=P.INK, stroke="none"))


def hand(cx: float, cy: float, r: float = 14) -> str:
    """A closed hand (fist) seen from the side."""
    n = num
    fingers = (f"M{n(cx - r * 0.7)} {n(cy - r * 0.3)}H{n(cx + r * 0.6)}"
               f"M{n(cx - r * 0.7)} {n(cy + r * 0.25)}H{n(cx + r * 0.6)}")
    return g(part(ellipse(cx, cy, r, r * 0.9), P.FLESH), line(fingers, "#B07A5A", 1.8))


def sceptre(x0: float, y0: float, x1: float, y1: float) -> str:
    """A golden sceptre from (x0, y0) to its fleur tip at (x1, y1)."""
    n = num
    tip = (f"M{n(x1)} {n(y1 - 22)}C{n(x1 + 10)} {n(y1 - 12)} {n(x1 + 14)} {n(y1 - 2)} "
           f"{n(x1 + 4)} {n(y1 + 6)}L{n(x1)} {n(y1 + 2)}L{n(x1 - 4)} {n(y1 + 6)}"
           f"C{n(x1 - 14)} {n(y1 - 2)} {n(x1 - 10)} {n(y1 - 12)} {n(x1)} {n(y1 - 22)}Z")
    return g(
        line(f"M{n(x0)} {n(y0)}L{n(x1)} {n(y1)}", P.INK, 11),
        line(f"M{n(x0)} {n(y0)}L{n(x1)} {n(y1)}", P.YELLOW, 5.5),
        part(circle(x1, y1 + 10, 8), P.GOLD),
        part(tip, P.YELLOW),
    )


def orb(cx: float, cy: float, r: float = 30) -> str:
    """A golden orb with a band and a cross."""
    n = num
    return g(
        part(f"M{n(cx - 4)} {n(cy - r - 24)}H{n(cx + 4)}V{n(cy - r - 14)}H{n(cx + 12)}"
             f"V{n(cy - r - 6)}H{n(cx + 4)}V{n(cy - r + 2)}H{n(cx - 4)}V{n(cy - r - 6)}"
             f"H{n(cx - 12)}V{n(cy - r - 14)}H{n(cx - 4)}Z", P.YELLOW, width=2.4),
        part(circle(cx, cy, r), "url(#gr-gold)"),
        line(f"M{n(cx - r)} {n(cy)}Q{n(cx)} {n(cy + 10)} {n(cx + r)} {n(cy)}"
             f"M{n(cx)} {n(cy - r)}V{n(cy + r)}", P.DARK_GOLD, 3),
    )


def plume(x: float, y: float, colours: tuple[str, str], *, lean: float = 1.0) -> str:
    """A curling feather rising from (x, y); ``lean`` 1 curls right, -1 left."""
    n = num
    k = lean
    outer = (f"M{n(x)} {n(y)}C{n(x + 10 * k)} {n(y - 50)} {n(x + 60 * k)} {n(y - 80)} "
             f"{n(x + 110 * k)} {n(y - 62)}C{n(x + 80 * k)} {n(y - 58)} {n(x + 50 * k)} "
             f"{n(y - 40)} {n(x + 30 * k)} {n(y - 14)}C{n(x + 24 * k)} {n(y - 6)} "
             f"{n(x + 14 * k)} {n(y + 2)} {n(x)} {n(y)}Z")
    inner = (f"M{n(x + 8 * k)} {n(y - 8)}C{n(x + 24 * k)} {n(y - 50)} {n(x + 60 * k)} "
             f"{n(y - 66)} {n(x + 96 * k)} {n(y - 62)}")
    return g(part(outer, colours[0]), line(inner, colours[1], 3))


def gold_gradient() -> dict[str, str]:
    """Gradients the figure parts refer to."""
    stops = "".join(el("stop", offset=o, stop_color=c)
                    for o, c in ((0, "#FFE58A"), (0.5, P.YELLOW), (1, "#B57A10")))
    return {"gr-gold": el("linearGradient", stops, id="gr-gold", x1=0, y1=0, x2=1, y2=1)}
