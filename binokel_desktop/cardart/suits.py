"""Suit signs, each drawn once inside a 100 × 100 box centred on (0, 0).

German signs (Eichel, Laub, Herz, Schellen) carry their own colours; French
signs are one flat colour that the style chooses. Hearts also come as outlines,
for players who confuse red and green.

>>> sorted(k for k in sign_defs() if k.startswith("s-"))
['s-acorns', 's-bells', 's-hearts', 's-hearts-o', 's-leaves']
"""

from __future__ import annotations

from typing import Final

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.svg import circle, el, ellipse, g, mirror_x, num, scale_path, use

HEART: Final = (
    "M0 44C-30 20 -48 2 -48 -18C-48 -36 -34 -46 -22 -46C-10 -46 -3 -38 0 -30"
    "C3 -38 10 -46 22 -46C34 -46 48 -36 48 -18C48 2 30 20 0 44Z"
)
SPADE: Final = (
    "M0 -48C-30 -22 -48 -6 -48 14C-48 31 -35 40 -23 40C-12 40 -5 33 -2 26"
    "C-3 36 -8 43 -16 48H16C8 43 3 36 2 26C5 33 12 40 23 40C35 40 48 31 48 14"
    "C48 -6 30 -22 0 -48Z"
)
CLUB: Final = (
    circle(0, -22, 19) + circle(-22, 8, 19) + circle(22, 8, 19)
    + "M-4 0H4C4 24 9 38 18 48H-18C-9 38 -4 24 -4 0Z"
)
DIAMOND: Final = "M0 -48Q15 -21 34.5 0Q15 21 0 48Q-15 21 -34.5 0Q-15 -21 0 -48Z"
INDEX_DIAMOND: Final = "M0 -48Q19 -20 42 0Q19 20 0 48Q-19 20 -42 0Q-19 -20 0 -48Z"
"""The corner index's diamond: fuller (0.88 as wide as tall) so it is not a 3 px sliver
at 60 px; still a pointed rhombus against the heart's round lobes."""

_LEAF_HALF: Final = (
    "M0 -48C-12 -36 -40 -22 -40 4C-40 22 -26 32 -11 32C-6 32 -2 30 0 26Z"
)
_LEAF: Final = (
    "M0 -48C12 -36 40 -22 40 4C40 22 26 32 11 32C6 32 2 30 0 26"
    "C-2 30 -6 32 -11 32C-26 32 -40 22 -40 4C-40 -22 -12 -36 0 -48Z"
)
_VEINS: Final = (
    "M0 -40V24M0 -20C-6 -23 -12 -27 -17 -32M0 -4C-9 -8 -19 -13 -27 -20"
    "M0 12C-10 9 -21 4 -30 -4"
)


def _gradient(gid: str, stops: list[tuple[float, str]], x2: float = 1, y2: float = 1) -> str:
    body = "".join(el("stop", offset=o, stop_color=c) for o, c in stops)
    return el("linearGradient", body, id=gid, x1=0, y1=0, x2=x2, y2=y2)


def _radial(gid: str, stops: list[tuple[float, str]], cx: float, cy: float, r: float) -> str:
    body = "".join(el("stop", offset=o, stop_color=c) for o, c in stops)
    return el("radialGradient", body, id=gid, cx=cx, cy=cy, r=r, fx=cx, fy=cy)


def _leaves() -> str:
    ink = P.GERMAN_INK["leaves"]
    return g(
        el("path", d="M-4 24C-3.5 38 1 48 10 56L14.5 51.5C7 44 4.5 35 4 24Z", fill=P.DARK_GREEN),
        el("path", d=_LEAF_HALF, fill="#9CCB55"),
        el("path", d=mirror_x(_LEAF_HALF), fill="#3F8A30"),
        el("path", d=_VEINS + mirror_x(_VEINS), fill="none", stroke=P.DARK_GREEN,
           stroke_width=2.6, stroke_linecap="round"),
        el("path", d=_LEAF, fill="none", stroke=ink, stroke_width=3.2),
        id="s-leaves", stroke="none",
    )


def _hearts() -> str:
    return g(
        el("path", d=HEART, fill="url(#gr-heart)", stroke=P.DARK_RED, stroke_width=3.2),
        el("path", d="M-36 -20C-37 -32 -28 -38 -20 -37C-27 -33 -31 -27 -32 -16Z",
           fill="#F4A0A0"),
        id="s-hearts", stroke="none",
    )


def _hearts_outline() -> str:
    return g(
        el("path", d=HEART, fill=P.PAPER, stroke=P.RED, stroke_width=8, stroke_linejoin="round"),
        id="s-hearts-o",
    )


ACORN_NUT: Final = (
    "M0 -50C3 -50 4 -47 5 -45C16 -41 23 -27 23 -10C23 -2 22 4 20 8H-20"
    "C-22 4 -23 -2 -23 -10C-23 -27 -16 -41 -5 -45C-4 -47 -3 -50 0 -50Z"
)
ACORN_CUP: Final = (
    "M-29 0C-30 -5 -22 -9 0 -9C22 -9 30 -5 29 0C28 18 16 30 0 30C-16 30 -28 18 -29 0Z"
)
ACORN_STALK: Final = (
    "M-4 28C-4 36 -1 42 5 46C8 48 12 47 13 43L8 40C7 42 6 42 5 41C2 38 1 34 3 28Z"
)
"""The standing acorn of German cards: nut on top, cup below, stalk at the bottom
(as the Bavarian sign on Wikimedia Commons, Bay_eichel.svg, draws it)."""


def _chord(offset: float, slope: float) -> tuple[float, float]:
    """x range where the line through (offset, 10) with ``slope`` lies in the cup's ellipse."""
    rx, ry, cy = 24.0, 15.0, 11.0
    # (x/rx)² + ((slope (x - offset) + 10 - cy)/ry)² = 1, a quadratic in x
    c0 = -slope * offset + 10 - cy
    a = 1 / rx**2 + slope**2 / ry**2
    b = 2 * slope * c0 / ry**2
    c = c0**2 / ry**2 - 1
    disc = b * b - 4 * a * c
    if disc <= 0:
        return 0.0, 0.0
    r = disc**0.5
    return (-b - r) / (2 * a), (-b + r) / (2 * a)


def _hatch() -> str:
    """Cross-hatching for the acorn cup, every line ending inside the cup (no clipPath)."""
    out = []
    for k in range(-3, 4):
        for slope in (1.2, -1.2):
            x0, x1 = _chord(11.0 * k, slope)
            if x1 - x0 > 4:
                y0 = slope * (x0 - 11 * k) + 10
                y1 = slope * (x1 - 11 * k) + 10
                out.append(f"M{num(x0)} {num(y0)}L{num(x1)} {num(y1)}")
    return "".join(out)


def _acorns() -> str:
    ink = "#5A3410"
    return g(
        el("path", d=ACORN_STALK, fill=ink),
        el("path", d=ACORN_NUT, fill="url(#gr-acorn)", stroke=ink, stroke_width=3),
        el("path", d="M-12 -32C-16 -22 -16 -10 -13 -2", fill="none", stroke="#F0C878",
           stroke_width=3.5, stroke_linecap="round"),
        el("path", d=ACORN_CUP, fill="#8A5A26", stroke=ink, stroke_width=3),
        el("path", d=_hatch(), fill="none", stroke=ink, stroke_width=1.6),
        id="s-acorns", stroke="none",
    )


def index_signs() -> dict[str, str]:
    """Solid silhouettes of the German signs in their index ink, for the corner index.

    At index size (5–10 px) a multicoloured sign is a blob; a silhouette in the
    suit's ink shares the letter's colour, which is tuned for colour-blind
    players, and keeps the shape that tells the suits apart in any colour vision.
    """
    ink = P.GERMAN_INK

    def cut(d: str, width: float) -> str:  # a paper-coloured line through the silhouette
        return el("path", d=d, fill="none", stroke=P.PAPER, stroke_width=width,
                  stroke_linecap="round")

    stalk = "M-5 24C-4.5 38 0 48 9 56L15.5 50.5C8 43 5.5 35 5 24Z"
    return {
        # as wide as the shapes allow (the sign should be about a letter's width): the
        # acorn a little fuller than the pip's, the leaf broad, the bell round and banded;
        # the silhouettes differ in at least a fifth of their area (tests/cardart)
        "i-acorns": g(el("path", d=scale_path(ACORN_NUT + ACORN_CUP + ACORN_STALK, 1.15, 1.0)),
                      cut("M-33 -3C-13 -8 13 -8 33 -3", 4),
                      id="i-acorns", fill=ink["acorns"]),
        "i-leaves": g(el("path", d=scale_path(_LEAF, 1.1, 1.0) + stalk),
                      cut("M0 -34V20", 4),
                      id="i-leaves", fill=ink["leaves"]),
        "i-hearts": g(el("path", d=HEART), id="i-hearts", fill=ink["hearts"]),
        "i-bells": g(el("path", d=circle(0, 8, 40)),
                     el("path", d=circle(0, -39, 7), fill="none", stroke=ink["bells"],
                        stroke_width=6),
                     cut("M-36 -4Q0 3 36 -4M-36 14Q0 21 36 14", 4),
                     cut("M-15 28Q0 33 15 28", 5),
                     id="i-bells", fill=ink["bells"]),
    }


INDEX_EXTENT: Final = {
    # (width, height) of each corner-index sign inside its 100-unit box, for sizing
    # the large index's sign to a width (index.LARGE_SIGN)
    "i-acorns": (71.0, 97.0),
    "i-leaves": (88.0, 104.0),
    "i-hearts": (96.0, 90.0),
    "i-bells": (80.0, 97.0),
    "clubs": (82.0, 89.0),
    "spades": (96.0, 96.0),
    "hearts": (96.0, 90.0),
    "hearts-o": (103.0, 97.0),
    "diamonds-i": (84.0, 96.0),
}
PIP_EXTENT: Final = {
    # (width, height) of each pip's sign inside its 100-unit box (strokes included)
    "s-acorns": (61.0, 100.0),
    "s-leaves": (83.0, 106.0),
    "s-hearts": (99.0, 93.0),
    "s-hearts-o": (104.0, 98.0),
    "s-bells": (75.0, 85.0),
    "clubs": (82.0, 89.0),
    "spades": (96.0, 96.0),
    "hearts": (96.0, 90.0),
    "hearts-o": (103.0, 97.0),
    "diamonds": (69.0, 96.0),
}


def extent(table: dict[str, tuple[float, float]], sign_id: str) -> tuple[float, float]:
    """The (width, height) of sign ``sign_id`` in ``table``; French ids lose their deck
    prefix ("f4-hearts-o" is "hearts-o").

    >>> extent(INDEX_EXTENT, "f2-diamonds-i"), extent(PIP_EXTENT, "s-bells")
    ((84.0, 96.0), (75.0, 85.0))
    """
    if sign_id in table:
        return table[sign_id]
    return table[sign_id.split("-", 1)[1]]


def _bells() -> str:
    ink = "#7A3A0A"
    band = "M-35.6 -3Q0 4 35.6 -3L35.6 8Q0 15 -35.6 8Z"
    return g(
        el("path", d=circle(0, -37, 6.5), fill="none", stroke=ink, stroke_width=4),
        el("path", d=circle(0, 2, 36), fill="url(#gr-bell)", stroke=ink, stroke_width=3.2),
        el("path", d=band, fill="#D9451E", stroke=ink, stroke_width=2.2),
        el("path", d="M-14 24Q0 28 14 24", fill="none", stroke=ink, stroke_width=4,
           stroke_linecap="round"),
        el("path", d=circle(-15, 24, 4) + circle(15, 24, 4), fill=ink),
        el("path", d=ellipse(-14, -16, 9, 6), fill="#FFF3C4"),
        id="s-bells", stroke="none",
    )


def _french(shape_id: str, d: str) -> str:
    return el("path", id=shape_id, d=d)


def sign_defs() -> dict[str, str]:
    """Every suit-sign definition and the gradients they use, by id."""
    defs = {
        "gr-heart": _gradient("gr-heart", [(0, "#EE5A5F"), (0.45, P.RED), (1, "#9A1420")]),
        "gr-acorn": _gradient("gr-acorn", [(0, "#E2AE55"), (0.6, "#C07A28"), (1, "#8C5118")],
                              x2=1, y2=0.3),
        "gr-bell": _radial("gr-bell", [(0, "#FFE98A"), (0.55, "#F2C230"), (1, "#C98612")],
                           0.38, 0.32, 0.75),
        "s-leaves": _leaves(),
        "s-hearts": _hearts(),
        "s-hearts-o": _hearts_outline(),
        "s-acorns": _acorns(),
        "s-bells": _bells(),
        **index_signs(),
        "fs-clubs": _french("fs-clubs", CLUB),
        "fs-spades": _french("fs-spades", SPADE),
        "fs-hearts": _french("fs-hearts", HEART),
        "fs-diamonds": _french("fs-diamonds", DIAMOND),
    }
    for deck, inks in (("f2", P.SUIT_INK), ("f4", P.FOUR_COLOUR_INK)):
        for suit in ("clubs", "spades", "hearts", "diamonds"):
            sid = f"{deck}-{suit}"
            defs[sid] = g(use(f"fs-{suit}"), id=sid, fill=inks[suit], stroke="none")
        defs[f"{deck}-diamonds-i"] = el("path", id=f"{deck}-diamonds-i", d=INDEX_DIAMOND,
                                        fill=inks["diamonds"])
        sid = f"{deck}-hearts-o"
        defs[sid] = g(use("fs-hearts"), id=sid, fill=P.PAPER, stroke=inks["hearts"],
                      stroke_width=7, stroke_linejoin="round")
    return defs
