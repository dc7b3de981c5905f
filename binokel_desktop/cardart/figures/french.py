"""French court figures: King, Queen (Dame) and Jack (Bube), two-colour print style.

The classic French-pattern palette (red, blue, yellow, black) on every suit, the
suit sign in the frame's upper corner. As in printed packs (the English pattern
after the Rouen one) each suit's court is a figure of its own, not one drawing
recoloured: the Kings hold an orb and sceptre (clubs), an upright sword (spades),
a sword behind the head (hearts) and a battle-axe with the face turned (diamonds);
the Queens a flower, a sceptre, a rose and a fan; the Jacks an arrow, a halberd,
a feather and an axe, two of them with the face turned; hair, headgear and
turned faces differ too.
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
    orb,
    part,
    plume,
    sceptre,
    shade,
)
from binokel_desktop.cardart.figures.props import arrow, axe, fan, feather, rose, sword
from binokel_desktop.cardart.svg import circle, ellipse, g, num, place, use

_ROBES: Final = {
    # (robe, cloak): the cloak covers most of the body, so every suit's differs
    "clubs": (P.BLUE, P.RED),
    "spades": (P.RED, P.BLUE),
    "hearts": (P.BLUE, P.YELLOW),
    "diamonds": (P.RED, P.GREEN),
}


_KING_HAIR: Final = {"clubs": P.HAIR_GREY, "spades": P.HAIR_DARK, "hearts": P.HAIR_FAIR,
                     "diamonds": P.CHESTNUT}
_JACK_HAIR: Final = {"clubs": P.HAIR_FAIR, "spades": P.HAIR_DARK, "hearts": P.CHESTNUT,
                     "diamonds": P.HAIR_FAIR}


def _sign(sign: str) -> str:
    return use(sign, place(-150, -350, 0.6))


def king(suit: str, sign: str) -> str:
    """King with crown and beard; orb and sceptre (clubs), an upright sword (spades), a
    sword raised behind the head (hearts), a battle-axe and the face turned (diamonds)."""
    robe, cloak = _ROBES[suit]
    cx, cy = 10.0, -254.0
    hair = _KING_HAIR[suit]
    behind = ""  # drawn before the head
    right = [_sleeve(124, -164, 118, -90, cloak), hand(120, -92)]
    left = [_sleeve(-104, -164, -60, -70, cloak), hand(-56, -68)]
    if suit == "clubs":
        right = [sceptre(120, -40, 128, -330), *right]
        left = [_sleeve(-104, -164, -66, -84, cloak), hand(-62, -84), orb(-62, -126, 28)]
    elif suit == "spades":
        right = [sword(120, -40, 124, -372), *right]
    elif suit == "hearts":
        behind = sword(170, -176, -120, -392)
        right = [_sleeve(124, -164, 150, -186, cloak), hand(153, -190)]
    else:
        right = [axe(112, -24, 118, -356), *right]
    return g(
        behind,
        _long_hair(cx, cy, hair),
        # robe and cloak narrow to the cut line (mirrored: widest at the shoulders)
        _robe(cx, robe, hem=112),
        part("M-120 -140C-80 -164 100 -164 140 -140L106 0H-86Z", cloak),
        ermine("M-112 -176C-70 -206 90 -206 132 -176L138 -142C90 -164 -70 -164 -118 -142Z",
               [(-90, -168), (-50, -182), (-10, -186), (30, -186), (70, -182), (110, -168)]),
        face(cx, cy, rx=36, ry=45, turn=-1 if suit == "diamonds" else 0),
        _beard(cx, cy, hair),
        crown(cx, cy - 36, 44, 56, P.BLUE if robe == P.RED else P.RED),
        *right,
        *left,
        _sign(sign),
    )


def queen(suit: str, sign: str) -> str:
    """Queen (Dame) with a small crown: a veil and a flower (clubs); long hair, a taller
    crown and a sceptre (spades); a veil, a rose held up and the face turned to it
    (hearts); a short hood, a necklace, a fan and the face turned left (diamonds)."""
    robe, cloak = _ROBES[suit]
    cx, cy = 10.0, -246.0
    n = num
    drop, spread = (60, 84) if suit == "diamonds" else (110, 110)  # a hood: shoulder-long
    veil = (f"M{n(cx - 44)} {n(cy - 30)}C{n(cx - 70)} {n(cy + 20)} {n(cx - 90)} "
            f"{n(cy + drop * 0.7)} {n(cx - spread)} {n(cy + drop)}H{n(cx + spread)}"
            f"C{n(cx + 90)} {n(cy + drop * 0.7)} {n(cx + 70)} {n(cy + 20)} {n(cx + 44)} "
            f"{n(cy - 30)}Z")
    # the bodice narrows to the waist at the cut line (it flared there: a barrel)
    bodice = ("M-92 0L-126 -110C-120 -136 -104 -148 -80 -154C-40 -164 60 -164 100 -154"
              "C124 -148 140 -136 146 -110L112 0Z")
    neck = "M-60 -152C-30 -120 50 -120 80 -152L70 -160C40 -140 -20 -140 -50 -160Z"
    stem = "M-80 -40C-86 -90 -90 -140 -98 -190"
    flower = "".join(circle(-98 + dx, -204 + dy, 11) for dx, dy in
                     ((0, -14), (13, -4), (8, 12), (-8, 12), (-13, -4)))
    head = part(veil, P.WHITE)
    front = ""
    right = [_sleeve(110, -146, 90, -70, cloak), hand(88, -66)]
    left = [_sleeve(-100, -146, -80, -60, cloak), hand(-80, -56)]
    if suit == "clubs":
        left = [line(stem, P.DARK_GREEN, 5),
                part("M-88 -120C-70 -130 -60 -120 -56 -110C-70 -106 -82 -110 -88 -120Z",
                     P.GREEN),
                part(flower, P.YELLOW, width=2.4),
                part(circle(-98, -204, 7), P.RED, width=2), *left]
    elif suit == "spades":
        head = _long_hair(cx, cy, P.HAIR_DARK)
        right = [sceptre(90, -40, 112, -330), *right]
    elif suit == "hearts":
        front = line("M-6 -140L34 -110M34 -140L-6 -110M-4 -100L32 -70M32 -100L-4 -70",
                     P.INK, 2.4)
        right = [_sleeve(110, -146, 124, -190, cloak), rose(132, -252, (126, -196), 22),
                 hand(126, -194)]
    else:
        front = g(line("M-100 -96C-40 -84 60 -84 120 -96M-98 -60C-40 -48 60 -48 118 -60",
                       P.YELLOW, 6),
                  line(f"M{n(cx - 40)} -150C{n(cx - 20)} -118 {n(cx + 20)} -118 "
                       f"{n(cx + 40)} -150", P.GOLD, 4),
                  part(circle(cx, -120, 9), P.RED, width=2.4))
        left = [*left, fan(-84, -70, 62)]
    turn = {"hearts": 1, "diamonds": -1}.get(suit, 0)
    return g(
        head,
        # The white veil frames the face and the neck shows below the chin; dark hair
        # only above the forehead (hair closing under the chin read as a beard at 60 px).
        part(f"M{n(cx - 13)} {n(cy + 30)}H{n(cx + 13)}L{n(cx + 16)} -148H{n(cx - 16)}Z",
             P.FLESH),
        part(bodice, robe),
        part("M-20 -150H40L30 0H-10Z", cloak),
        shade("M-60 -100C-62 -60 -62 -30 -60 0M80 -100C82 -60 82 -30 80 0"),
        part(neck, P.YELLOW),
        front,
        face(cx, cy, rx=33, ry=42, female=True, turn=turn),
        part(f"M{n(cx - 33)} {n(cy - 14)}C{n(cx - 36)} {n(cy - 40)} {n(cx - 20)} {n(cy - 48)} "
             f"{n(cx)} {n(cy - 48)}C{n(cx + 20)} {n(cy - 48)} {n(cx + 36)} {n(cy - 40)} "
             f"{n(cx + 33)} {n(cy - 14)}C{n(cx + 24)} {n(cy - 30)} {n(cx - 24)} {n(cy - 30)} "
             f"{n(cx - 33)} {n(cy - 14)}Z", P.HAIR_DARK),
        crown(cx, cy - 34, *((38, 50) if suit == "spades" else (32, 34)),
              P.RED if robe == P.BLUE else P.BLUE),
        *left,
        *right,
        _sign(sign),
    )


def _halberd() -> str:
    blade = "M124 -330C150 -350 156 -310 146 -290C136 -296 128 -300 120 -296Z"
    return g(line("M110 -10L124 -340", P.INK, 11), line("M110 -10L124 -340", "#B07A40", 5),
             part(blade, "#D8DCE2"), part("M124 -340L118 -372L112 -340Z", "#D8DCE2"))


def _jack_hat(suit: str, cx: float, cy: float, cloak: str) -> str:
    """The Jack's headgear: a feathered cap (clubs, hearts: the plume on either side), a flat
    beret (spades), a brimmed hat with a band (diamonds)."""
    n = num
    plume_colours = (P.YELLOW if cloak != P.YELLOW else P.RED, P.INK)
    if suit == "spades":
        return g(part(ellipse(cx + 6, cy - 40, 60, 20), cloak),
                 part(ellipse(cx + 6, cy - 52, 44, 16), cloak),
                 part(circle(cx + 6, cy - 68, 7), P.YELLOW, width=2))
    if suit == "diamonds":
        return g(part(f"M{n(cx - 36)} {n(cy - 40)}C{n(cx - 38)} {n(cy - 96)} {n(cx + 38)} "
                      f"{n(cy - 96)} {n(cx + 36)} {n(cy - 40)}Z", cloak),
                 line(f"M{n(cx - 36)} {n(cy - 52)}H{n(cx + 36)}", P.RED, 8),
                 part(ellipse(cx, cy - 38, 72, 14), cloak))
    lean = -1 if suit == "clubs" else 1
    cap = (f"M{n(cx - 50)} {n(cy - 30)}C{n(cx - 50)} {n(cy - 80)} {n(cx + 40)} {n(cy - 90)} "
           f"{n(cx + 56)} {n(cy - 40)}C{n(cx + 20)} {n(cy - 44)} {n(cx - 20)} {n(cy - 40)} "
           f"{n(cx - 50)} {n(cy - 30)}Z")
    return g(
        plume(cx + 24 * -lean, cy - 62, plume_colours, lean=lean),
        part(cap, cloak),
        line(f"M{n(cx - 50)} {n(cy - 32)}C{n(cx - 20)} {n(cy - 42)} {n(cx + 20)} "
             f"{n(cy - 46)} {n(cx + 56)} {n(cy - 40)}", P.INK, 4),
    )


def jack(suit: str, sign: str) -> str:
    """Jack (Bube): an arrow (clubs), a halberd and the face turned right (spades), a quill
    feather and the face turned left (hearts), a battle-axe (diamonds)."""
    robe, cloak = _ROBES[suit]
    cx, cy = 0.0, -236.0
    n = num
    hair = (f"M{n(cx - 38)} {n(cy - 30)}C{n(cx - 50)} {n(cy)} {n(cx - 48)} {n(cy + 34)} "
            f"{n(cx - 30)} {n(cy + 44)}H{n(cx + 30)}C{n(cx + 48)} {n(cy + 34)} "
            f"{n(cx + 50)} {n(cy)} {n(cx + 38)} {n(cy - 30)}Z")
    # A doublet broad at the chest, belted at the waist, a short skirt and legs in hose
    # down to the cut: mirrored, a man standing on his legs (it was a block reaching
    # the cut with a belt just above it, two belts side by side on the card).
    doublet = ("M-104 -106L-134 -134C-130 -156 -116 -166 -90 -174C-50 -186 50 -186 90 -174"
               "C116 -166 130 -156 134 -134L104 -106Z")
    skirt = "M-100 -110L-108 -66C-60 -58 60 -58 108 -66L100 -110Z"
    legs = ("M-74 -68C-70 -44 -64 -20 -58 0H-14C-12 -22 -10 -44 -6 -64Z"
            "M74 -68C70 -44 64 -20 58 0H14C12 -22 10 -44 6 -64Z")
    held = {"clubs": arrow(108, -14, 126, -372), "spades": _halberd(),
            "hearts": feather(112, -70, 160, -350), "diamonds": axe(108, -10, 118, -350)}[suit]
    turn = {"spades": 1, "hearts": -1}.get(suit, 0)
    return g(
        part(hair, _JACK_HAIR[suit]),
        part(legs, P.YELLOW if cloak != P.YELLOW else P.WHITE),
        part(skirt, cloak),
        part(doublet, robe),
        part("M-40 -178H40L34 -108H-34Z", cloak),
        line("M0 -162V-108", P.INK, 3),
        part("".join(circle(0, y, 5) for y in (-154, -132)), P.YELLOW, width=2),
        part("M-86 -170C-50 -186 50 -186 86 -170L80 -150C40 -164 -40 -164 -80 -150Z",
             P.WHITE),
        face(cx, cy, rx=32, ry=40, young=True, turn=turn),
        _jack_hat(suit, cx, cy, cloak),
        held,
        part("M-106 -118H106L103 -102H-103Z", P.BROWN, width=2.6),
        part("M-12 -120H12V-100H-12Z", P.YELLOW, width=2.4),
        _sleeve(92, -164, 118, -112, cloak),
        hand(119, -108),
        _sleeve(-94, -164, -96, -70, cloak),
        hand(-96, -64),
        _sign(sign),
    )
