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
from binokel_desktop.cardart.svg import circle, el, ellipse, g, mirror_x, use

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


def _acorns() -> str:
    ink = "#5A3410"
    cup = "M-27 -2C-29 -17 -16 -27 0 -27C16 -27 29 -17 27 -2C15 3 -15 3 -27 -2Z"
    hatch = (
        "M-22 -16L-15 -4M-12 -23L0 -3M2 -26L14 -5M15 -23L23 -9"
        "M-23 -7L-13 -24M-12 -3L2 -26M2 -3L14 -24M15 -4L23 -16"
    )
    oak = (
        "M4 -38C8 -46 14 -50 20 -48C22 -53 29 -54 31 -49C36 -50 40 -45 36 -41"
        "C41 -38 38 -32 33 -33C31 -28 24 -28 22 -32C16 -29 9 -32 4 -38Z"
    )
    return g(
        el("path", d=oak, fill="#5C9A3A", stroke=P.DARK_GREEN, stroke_width=2),
        el("path", d="M5 -38C14 -40 24 -43 33 -44", fill="none", stroke=P.DARK_GREEN,
           stroke_width=1.6),
        el("path", d="M-3 -25C-3 -33 0 -40 5 -44L9 -41C5 -37 3 -32 3 -25Z", fill=ink),
        el("path", d="M-21 -4C-23 18 -11 36 0 46C11 36 23 18 21 -4Z", fill="url(#gr-acorn)",
           stroke=ink, stroke_width=3),
        el("path", d="M-12 2C-14 14 -9 24 -3 31", fill="none", stroke="#F0C878",
           stroke_width=3.5, stroke_linecap="round"),
        el("path", d=cup, fill="#8A5A26", stroke=ink, stroke_width=3),
        el("path", d=hatch, fill="none", stroke=ink, stroke_width=1.5),
        id="s-acorns", stroke="none",
    )


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
        "fs-clubs": _french("fs-clubs", CLUB),
        "fs-spades": _french("fs-spades", SPADE),
        "fs-hearts": _french("fs-hearts", HEART),
        "fs-diamonds": _french("fs-diamonds", DIAMOND),
    }
    for deck, inks in (("f2", P.SUIT_INK), ("f4", P.FOUR_COLOUR_INK)):
        for suit in ("clubs", "spades", "hearts", "diamonds"):
            sid = f"{deck}-{suit}"
            defs[sid] = g(use(f"fs-{suit}"), id=sid, fill=inks[suit], stroke="none")
        sid = f"{deck}-hearts-o"
        defs[sid] = g(use("fs-hearts"), id=sid, fill=P.PAPER, stroke=inks["hearts"],
                      stroke_width=7, stroke_linejoin="round")
    return defs
