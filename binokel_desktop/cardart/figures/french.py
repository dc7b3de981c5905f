"""French court figures: King, Queen (Dame) and Jack (Bube), two-colour print style.

The classic French-pattern palette (red, blue, yellow, black) on every suit, the
suit sign in the frame's upper corner, each figure holding a simple attribute.
"""

from __future__ import annotations

from typing import Final

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.figures.german import _beard, _long_hair, _robe, _sleeve
from binokel_desktop.cardart.figures.kit import (
    crown,
    ermine,
    face,
    hand,
    line,
    part,
    plume,
    sceptre,
    shade,
)
from binokel_desktop.cardart.svg import circle, g, num, place, use

_ROBES: Final = {
    "clubs": (P.BLUE, P.RED),
    "spades": (P.RED, P.BLUE),
    "hearts": (P.RED, P.YELLOW),
    "diamonds": (P.BLUE, P.YELLOW),
}


def _sign(sign: str) -> str:
    return use(sign, place(-150, -350, 0.6))


def king(suit: str, sign: str) -> str:
    """King with crown, beard and a sword or sceptre."""
    robe, cloak = _ROBES[suit]
    cx, cy = 10.0, -254.0
    sword = suit in ("spades", "clubs")
    weapon = (
        g(line("M120 -20L120 -330", P.INK, 14), line("M120 -20L120 -330", "#D8DCE2", 7),
          line("M96 -100H144", P.INK, 12), line("M96 -100H144", P.YELLOW, 6))
        if sword else sceptre(120, -40, 128, -330)
    )
    return g(
        _long_hair(cx, cy, P.HAIR_FAIR if suit in ("hearts", "diamonds") else P.HAIR_GREY),
        # robe and cloak narrow to the cut line (mirrored: widest at the shoulders)
        _robe(cx, robe, hem=112),
        part("M-120 -140C-80 -164 100 -164 140 -140L106 0H-86Z", cloak),
        ermine("M-112 -176C-70 -206 90 -206 132 -176L138 -142C90 -164 -70 -164 -118 -142Z",
               [(-90, -168), (-50, -182), (-10, -186), (30, -186), (70, -182), (110, -168)]),
        face(cx, cy, rx=36, ry=45),
        _beard(cx, cy, P.HAIR_FAIR if suit in ("hearts", "diamonds") else P.HAIR_GREY),
        crown(cx, cy - 36, 44, 56, P.BLUE if robe == P.RED else P.RED),
        weapon,
        _sleeve(124, -164, 118, -90, cloak),
        hand(120, -92),
        _sleeve(-104, -164, -60, -70, cloak),
        hand(-56, -68),
        _sign(sign),
    )


def queen(suit: str, sign: str) -> str:
    """Queen (Dame) with a veil, a small crown and a flower."""
    robe, cloak = _ROBES[suit]
    cx, cy = 10.0, -246.0
    n = num
    veil = (f"M{n(cx - 44)} {n(cy - 30)}C{n(cx - 70)} {n(cy + 20)} {n(cx - 90)} {n(cy + 80)} "
            f"{n(cx - 110)} {n(cy + 110)}H{n(cx + 110)}C{n(cx + 90)} {n(cy + 80)} "
            f"{n(cx + 70)} {n(cy + 20)} {n(cx + 44)} {n(cy - 30)}Z")
    # the bodice narrows to the waist at the cut line (it flared there: a barrel)
    bodice = ("M-92 0L-126 -110C-120 -136 -104 -148 -80 -154C-40 -164 60 -164 100 -154"
              "C124 -148 140 -136 146 -110L112 0Z")
    neck = "M-60 -152C-30 -120 50 -120 80 -152L70 -160C40 -140 -20 -140 -50 -160Z"
    stem = "M-80 -40C-86 -90 -90 -140 -98 -190"
    flower = "".join(circle(-98 + dx, -204 + dy, 11) for dx, dy in
                     ((0, -14), (13, -4), (8, 12), (-8, 12), (-13, -4)))
    return g(
        part(veil, P.WHITE),
        # The white veil frames the face and the neck shows below the chin; dark hair
        # only above the forehead (hair closing under the chin read as a beard at 60 px).
        part(f"M{n(cx - 13)} {n(cy + 30)}H{n(cx + 13)}L{n(cx + 16)} -148H{n(cx - 16)}Z",
             P.FLESH),
        part(bodice, robe),
        part("M-20 -150H40L30 0H-10Z", cloak),
        shade("M-60 -100C-62 -60 -62 -30 -60 0M80 -100C82 -60 82 -30 80 0"),
        part(neck, P.YELLOW),
        face(cx, cy, rx=33, ry=42, female=True),
        part(f"M{n(cx - 33)} {n(cy - 14)}C{n(cx - 36)} {n(cy - 40)} {n(cx - 20)} {n(cy - 48)} "
             f"{n(cx)} {n(cy - 48)}C{n(cx + 20)} {n(cy - 48)} {n(cx + 36)} {n(cy - 40)} "
             f"{n(cx + 33)} {n(cy - 14)}C{n(cx + 24)} {n(cy - 30)} {n(cx - 24)} {n(cy - 30)} "
             f"{n(cx - 33)} {n(cy - 14)}Z", P.HAIR_DARK),
        crown(cx, cy - 34, 32, 34, P.RED if robe == P.BLUE else P.BLUE),
        line(stem, P.DARK_GREEN, 5),
        part("M-88 -120C-70 -130 -60 -120 -56 -110C-70 -106 -82 -110 -88 -120Z", P.GREEN),
        part(flower, P.RED if robe == P.BLUE else P.YELLOW, width=2.4),
        part(circle(-98, -204, 7), P.YELLOW, width=2),
        _sleeve(-100, -146, -80, -60, cloak),
        hand(-80, -56),
        _sleeve(110, -146, 90, -70, cloak),
        hand(88, -66),
        _sign(sign),
    )


def jack(suit: str, sign: str) -> str:
    """Jack (Bube) with a feathered cap and a halberd."""
    robe, cloak = _ROBES[suit]
    cx, cy = 0.0, -236.0
    n = num
    cap = (f"M{n(cx - 50)} {n(cy - 30)}C{n(cx - 50)} {n(cy - 80)} {n(cx + 40)} {n(cy - 90)} "
           f"{n(cx + 56)} {n(cy - 40)}C{n(cx + 20)} {n(cy - 44)} {n(cx - 20)} {n(cy - 40)} "
           f"{n(cx - 50)} {n(cy - 30)}Z")
    hair = (f"M{n(cx - 38)} {n(cy - 30)}C{n(cx - 50)} {n(cy)} {n(cx - 48)} {n(cy + 34)} "
            f"{n(cx - 30)} {n(cy + 44)}H{n(cx + 30)}C{n(cx + 48)} {n(cy + 34)} "
            f"{n(cx + 50)} {n(cy)} {n(cx + 38)} {n(cy - 30)}Z")
    # the doublet narrows to the cut line, so the mirrored Jack is not a block
    doublet = ("M-106 0L-134 -124C-130 -150 -116 -164 -90 -172C-50 -184 50 -184 90 -172"
               "C116 -164 130 -150 134 -124L106 0Z")
    blade = "M124 -330C150 -350 156 -310 146 -290C136 -296 128 -300 120 -296Z"
    return g(
        part(hair, P.HAIR_FAIR),
        part(doublet, robe),
        part("M-40 -176H40L30 0H-30Z", cloak),
        line("M0 -160V0", P.INK, 3),
        part("".join(circle(0, y, 5) for y in (-130, -95, -60, -25)), P.YELLOW, width=2),
        part("M-86 -170C-50 -186 50 -186 86 -170L80 -150C40 -164 -40 -164 -80 -150Z",
             P.WHITE),
        face(cx, cy, rx=32, ry=40, young=True),
        plume(cx + 24, cy - 62, (P.YELLOW if cloak != P.YELLOW else P.RED, P.INK), lean=-1),
        part(cap, cloak),
        line(f"M{n(cx - 50)} {n(cy - 32)}C{n(cx - 20)} {n(cy - 42)} {n(cx + 20)} "
             f"{n(cy - 46)} {n(cx + 56)} {n(cy - 40)}", P.INK, 4),
        line("M110 -10L124 -340", P.INK, 11),
        line("M110 -10L124 -340", "#B07A40", 5),
        part(blade, "#D8DCE2"),
        part("M124 -340L118 -372L112 -340Z", "#D8DCE2"),
        part("M-115 -40H115L110 -18H-110Z", P.BROWN, width=2.6),
        _sleeve(92, -164, 118, -112, cloak),
        hand(119, -108),
        _sleeve(-94, -164, -96, -70, cloak),
        hand(-96, -64),
        _sign(sign),
    )
