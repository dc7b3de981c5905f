"""Württemberg court figures: Kings, Obers on horseback, Unters with big hats.

Each function returns the upper half of a double-headed card. The suit sign
goes where the pattern puts it: in the King's corner, held high by the Ober,
held low by the Unter.
"""

from __future__ import annotations

import math
from typing import Final, NamedTuple

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.figures.horse import horse
from binokel_desktop.cardart.figures.kit import (
    crown,
    ermine,
    face,
    hand,
    line,
    mirror_about,
    orb,
    part,
    plume,
    sceptre,
    shade,
)
from binokel_desktop.cardart.glyphs import layout
from binokel_desktop.cardart.svg import circle, ellipse, g, num, place, use


class Scheme(NamedTuple):
    """The colours of one suit's figures."""

    robe: str
    cloak: str
    hair: str
    coat: str
    mane: str
    feather: str


SCHEMES: Final = {
    "acorns": Scheme(P.RED, P.BLUE, P.HAIR_GREY, P.CHESTNUT, P.HAIR_DARK, P.YELLOW),
    "leaves": Scheme(P.GREEN, P.RED, P.HAIR_DARK, "#6B4226", "#22150C", P.RED),
    # Every horse at least 3:1 against the frame's panel (WCAG's floor for shapes): the
    # Herz-Ober's white horse (#E9E5DC, 1.1:1) vanished at meld size; a grey with a dark
    # mane now (3.1:1), and the Schellen dun darker (#C79A58 was 2.2:1, now 3.2:1).
    "hearts": Scheme(P.BLUE, P.YELLOW, P.HAIR_FAIR, "#8C867C", "#3E3630", P.WHITE),
    "bells": Scheme(P.YELLOW, P.GREEN, "#B8B2A8", "#A87E45", "#4A3218", P.RED),
}


def _robe(cx: float, colour: str, top: float = -194, hem: float = 150) -> str:
    """A robe from the shoulders to the cut line, ``hem`` half as wide there (the French
    King's robe narrows to the cut, so the mirrored card is not widest in the middle)."""
    n = num
    d = (f"M{n(cx - hem)} 0L{n(cx - 144)} -120C{n(cx - 140)} -150 {n(cx - 130)} -166 "
         f"{n(cx - 112)} -176C{n(cx - 80)} {n(top + 4)} {n(cx - 40)} {n(top)} {n(cx)} {n(top)}"
         f"C{n(cx + 40)} {n(top)} {n(cx + 80)} {n(top + 4)} {n(cx + 112)} -176"
         f"C{n(cx + 130)} -166 {n(cx + 140)} -150 {n(cx + 144)} -120L{n(cx + hem)} 0Z")
    k = hem / 150
    folds = (f"M{n(cx - 60)} -130C{n(cx - 66)} -90 {n(cx - 70 * k)} -40 {n(cx - 72 * k)} 0"
             f"M{n(cx + 60)} -130C{n(cx + 66)} -90 {n(cx + 70 * k)} -40 {n(cx + 72 * k)} 0"
             f"M{n(cx - 108)} -120C{n(cx - 112 * k)} -80 {n(cx - 114 * k)} -40 "
             f"{n(cx - 116 * k)} 0")

    def side(y: float) -> float:  # half-width of the robe at height y (below -120)
        return 144 + (hem - 144) * (y + 120) / 120

    belt = (f"M{n(cx - side(-34) + 1)} -34H{n(cx + side(-34) - 1)}L{n(cx + side(-12))} -12"
            f"H{n(cx - side(-12))}Z")
    return g(part(d, colour), shade(folds), part(belt, P.BROWN, width=2.6),
             part(f"M{n(cx - 12)} -38H{n(cx + 12)}V-8H{n(cx - 12)}Z", P.YELLOW, width=2.6))


def _sleeve(x0: float, y0: float, x1: float, y1: float, colour: str, w: float = 26,
            cuff: str = P.WHITE) -> str:
    """A sleeve from shoulder (x0, y0) to wrist (x1, y1): full at the top, a cuff at the end."""
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux
    w0, w1 = w * 1.5 / 2, w * 0.95 / 2
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    n = num

    def p(x: float, y: float) -> str:
        return f"{n(x)} {n(y)}"

    d = (f"M{p(x0 + nx * w0, y0 + ny * w0)}Q{p(mx + nx * w * 1.05, my + ny * w * 1.05)} "
         f"{p(x1 + nx * w1, y1 + ny * w1)}L{p(x1 - nx * w1, y1 - ny * w1)}"
         f"Q{p(mx - nx * w * 1.05, my - ny * w * 1.05)} {p(x0 - nx * w0, y0 - ny * w0)}Z")
    c0x, c0y = x1 - ux * 14, y1 - uy * 14
    cw = w1 + 4
    band = (f"M{p(c0x + nx * cw, c0y + ny * cw)}L{p(x1 + nx * cw, y1 + ny * cw)}"
            f"L{p(x1 - nx * cw, y1 - ny * cw)}L{p(c0x - nx * cw, c0y - ny * cw)}Z")
    fold = f"M{p(mx + nx * w * 0.3, my + ny * w * 0.3)}L{p(x1 - ux * 20, y1 - uy * 20)}"
    return g(part(d, colour), shade(fold, 2.4), part(band, cuff, width=2.6))


def _corner_sign(sign: str) -> str:
    return use(sign, place(150, -346, 0.62))


def _long_hair(cx: float, cy: float, colour: str) -> str:
    half = (f"M{num(cx - 6)} {num(cy - 52)}C{num(cx - 44)} {num(cy - 56)} {num(cx - 56)} "
            f"{num(cy - 20)} {num(cx - 58)} {num(cy + 20)}C{num(cx - 62)} {num(cy + 60)} "
            f"{num(cx - 70)} {num(cy + 80)} {num(cx - 78)} {num(cy + 92)}"
            f"C{num(cx - 56)} {num(cy + 98)} {num(cx - 40)} {num(cy + 80)} {num(cx - 34)} "
            f"{num(cy + 40)}L{num(cx - 6)} {num(cy - 30)}Z")
    return g(part(half, colour), part(mirror_about(half, cx), colour))


def _beard(cx: float, cy: float, colour: str) -> str:
    n = num
    d = (f"M{n(cx - 37)} {n(cy - 4)}C{n(cx - 42)} {n(cy + 40)} {n(cx - 26)} {n(cy + 90)} "
         f"{n(cx)} {n(cy + 112)}C{n(cx + 26)} {n(cy + 90)} {n(cx + 42)} {n(cy + 40)} "
         f"{n(cx + 37)} {n(cy - 4)}C{n(cx + 30)} {n(cy + 22)} {n(cx + 16)} {n(cy + 30)} "
         f"{n(cx)} {n(cy + 30)}C{n(cx - 16)} {n(cy + 30)} {n(cx - 30)} {n(cy + 22)} "
         f"{n(cx - 37)} {n(cy - 4)}Z")
    strands = (f"M{n(cx - 20)} {n(cy + 40)}C{n(cx - 18)} {n(cy + 64)} {n(cx - 12)} "
               f"{n(cy + 84)} {n(cx - 4)} {n(cy + 98)}M{n(cx + 20)} {n(cy + 40)}"
               f"C{n(cx + 18)} {n(cy + 64)} {n(cx + 12)} {n(cy + 84)} {n(cx + 4)} {n(cy + 98)}")
    tache = (f"M{n(cx - 26)} {n(cy + 26)}C{n(cx - 16)} {n(cy + 14)} {n(cx - 4)} {n(cy + 16)} "
             f"{n(cx)} {n(cy + 20)}C{n(cx + 4)} {n(cy + 16)} {n(cx + 16)} {n(cy + 14)} "
             f"{n(cx + 26)} {n(cy + 26)}C{n(cx + 14)} {n(cy + 24)} {n(cx + 6)} {n(cy + 26)} "
             f"{n(cx)} {n(cy + 26)}C{n(cx - 6)} {n(cy + 26)} {n(cx - 14)} {n(cy + 24)} "
             f"{n(cx - 26)} {n(cy + 26)}Z")
    return g(part(d, colour), shade(strands, 2.4), part(tache, colour, width=2.4))


def _shield(cx: float, cy: float, sign: str, field: str) -> str:
    n = num
    d = (f"M{n(cx - 46)} {n(cy - 56)}H{n(cx + 46)}V{n(cy + 4)}C{n(cx + 46)} {n(cy + 36)} "
         f"{n(cx + 20)} {n(cy + 54)} {n(cx)} {n(cy + 64)}C{n(cx - 20)} {n(cy + 54)} "
         f"{n(cx - 46)} {n(cy + 36)} {n(cx - 46)} {n(cy + 4)}Z")
    return g(part(d, field, width=4), line(d, P.YELLOW, 3), use(sign, place(cx, cy, 0.62)))


def _lyre(cx: float, cy: float) -> str:
    """An open lyre: two golden horned arms on a sound box, a crossbar and dark strings
    on a pale ground (drawn over the red cloak it read as a red box before)."""
    n = num
    arms = (f"M{n(cx - 26)} {n(cy + 40)}C{n(cx - 50)} {n(cy + 10)} {n(cx - 54)} {n(cy - 34)} "
            f"{n(cx - 36)} {n(cy - 58)}C{n(cx - 30)} {n(cy - 66)} {n(cx - 40)} {n(cy - 76)} "
            f"{n(cx - 50)} {n(cy - 70)}M{n(cx + 26)} {n(cy + 40)}C{n(cx + 50)} {n(cy + 10)} "
            f"{n(cx + 54)} {n(cy - 34)} {n(cx + 36)} {n(cy - 58)}C{n(cx + 30)} {n(cy - 66)} "
            f"{n(cx + 40)} {n(cy - 76)} {n(cx + 50)} {n(cy - 70)}")
    ground = (f"M{n(cx - 28)} {n(cy + 38)}C{n(cx - 46)} {n(cy + 10)} {n(cx - 50)} "
              f"{n(cy - 24)} {n(cx - 42)} {n(cy - 40)}H{n(cx + 42)}C{n(cx + 50)} {n(cy - 24)} "
              f"{n(cx + 46)} {n(cy + 10)} {n(cx + 28)} {n(cy + 38)}Z")
    strings = "".join(f"M{n(cx + dx)} {n(cy - 38)}V{n(cy + 36)}" for dx in (-18, -6, 6, 18))
    return g(
        part(ground, P.PANEL, width=0),
        line(strings, P.INK, 2.6),
        line(arms, P.INK, 15),
        line(arms, P.YELLOW, 8),
        line(f"M{n(cx - 44)} {n(cy - 42)}H{n(cx + 44)}", P.INK, 10),
        line(f"M{n(cx - 44)} {n(cy - 42)}H{n(cx + 44)}", P.GOLD, 5),
        part(f"M{n(cx - 34)} {n(cy + 34)}H{n(cx + 34)}C{n(cx + 34)} {n(cy + 52)} "
             f"{n(cx - 34)} {n(cy + 52)} {n(cx - 34)} {n(cy + 34)}Z", P.GOLD),
    )


def king(suit: str, sign: str) -> str:
    """König: crowned and bearded, long hair, ermine; his attribute by suit."""
    s = SCHEMES[suit]
    cx, cy = 8.0, -256.0
    collar = ("M-112 -176C-70 -206 86 -206 128 -176L136 -138C90 -162 -74 -162 -120 -138Z")
    spots = [(-96, -166), (-60, -180), (-20, -184), (36, -184), (76, -180), (112, -166),
             (-100, -148), (116, -148)]
    front = "M-10 -150H26V0H-10Z"
    props: list[str] = []
    if suit == "acorns":
        props = [_sleeve(124, -166, 96, -64, s.cloak), hand(100, -62),
                 _shield(122, -96, sign, P.WHITE)]
    elif suit == "leaves":
        props = [_sleeve(124, -166, 104, -70, s.cloak), _lyre(118, -120), hand(106, -66)]
    elif suit == "hearts":
        props = [_sleeve(124, -166, 100, -82, s.cloak), hand(104, -84),
                 orb(110, -134, 32)]
    else:
        props = [_sleeve(124, -166, 70, -84, s.cloak), hand(66, -84, 15)]
    return g(
        _long_hair(cx, cy, s.hair),
        _robe(cx, s.robe),
        ermine(front, [(8, -120), (0, -80), (16, -40), (4, -14)]),
        ermine(collar, spots),
        face(cx, cy, rx=37, ry=46),
        _beard(cx, cy, s.hair),
        crown(cx, cy - 38, 46, 60),
        _sleeve(-104, -166, -92, -78, s.cloak),
        sceptre(-80, -20, -138, -318),
        hand(-92, -78),
        *props,
        "" if suit == "acorns" else _corner_sign(sign),
    )


def _banner(cx: float, cy: float) -> str:
    """A small ribbon with the word "Ober" drawn in path glyphs."""
    placed, width = layout("Ober")
    s = 0.3
    n = num
    w = width * s / 2 + 18
    ribbon = (f"M{n(cx - w)} {n(cy - 20)}H{n(cx + w)}L{n(cx + w + 16)} {n(cy - 6)}"
              f"L{n(cx + w)} {n(cy + 20)}H{n(cx - w)}L{n(cx - w - 16)} {n(cy + 6)}Z")
    glyphs = "".join(use(gid, f"translate({n(x)} 0)") for gid, x in placed)
    word = g(glyphs, transform=f"translate({n(cx - width * s / 2)} {n(cy - 15)}) scale({s})",
             fill="none", stroke=P.INK, stroke_width=13, stroke_linecap="round",
             stroke_linejoin="round")
    return g(part(ribbon, P.WHITE, width=2.6), word)


def _rider_leg(cx: float, hose: str) -> str:
    """The rider's leg over the horse's flank: thigh, boot and stirrup."""
    n = num
    thigh = (f"M{n(cx - 22)} -128C{n(cx - 4)} -120 {n(cx + 26)} -108 {n(cx + 38)} -86"
             f"L{n(cx + 30)} -40H{n(cx + 4)}L{n(cx + 8)} -90C{n(cx)} -100 {n(cx - 16)} -104 "
             f"{n(cx - 30)} -108Z")
    boot = (f"M{n(cx + 2)} -48H{n(cx + 32)}L{n(cx + 34)} -14C{n(cx + 44)} -12 {n(cx + 50)} -8 "
            f"{n(cx + 50)} -2H{n(cx - 2)}Z")
    stirrup = f"M{n(cx - 6)} -18H{n(cx + 44)}L{n(cx + 38)} 0H{n(cx)}Z"
    return g(
        line(f"M{n(cx + 16)} -122V-18", "#5A1E12", 5),
        part(thigh, hose),
        part(boot, "#3A2416"),
        part(stirrup, "none", P.DARK_GOLD, 5),
    )


def ober(suit: str, sign: str) -> str:
    """Ober: a rider in the saddle holding the suit sign high, and the word "Ober"."""
    s = SCHEMES[suit]
    cx, cy = 56.0, -246.0
    n = num
    body = (f"M{n(cx - 62)} -118C{n(cx - 66)} -150 {n(cx - 58)} -172 {n(cx - 46)} -182"
            f"C{n(cx - 20)} -196 {n(cx + 20)} -196 {n(cx + 50)} -182C{n(cx + 62)} -172 "
            f"{n(cx + 68)} -150 {n(cx + 64)} -118Z")
    collar = (f"M{n(cx - 44)} -186C{n(cx - 20)} -200 {n(cx + 20)} -200 {n(cx + 44)} -186"
              f"L{n(cx + 34)} -166C{n(cx + 10)} -176 {n(cx - 10)} -176 {n(cx - 34)} -166Z")
    brim = ellipse(cx, cy - 44, 64, 15)
    hat = (f"M{n(cx - 40)} {n(cy - 46)}C{n(cx - 44)} {n(cy - 90)} {n(cx + 38)} {n(cy - 96)} "
           f"{n(cx + 40)} {n(cy - 46)}Z")
    hair = (f"M{n(cx - 36)} {n(cy - 24)}C{n(cx - 48)} {n(cy + 10)} {n(cx - 46)} {n(cy + 40)} "
            f"{n(cx - 30)} {n(cy + 50)}L{n(cx + 30)} {n(cy + 50)}C{n(cx + 46)} {n(cy + 40)} "
            f"{n(cx + 48)} {n(cy + 10)} {n(cx + 36)} {n(cy - 24)}Z")
    return g(
        horse(s.coat, s.mane, s.cloak),
        _sleeve(cx + 40, -176, 136, -292, s.robe, 28),
        part(hair, s.hair),
        part(body, s.robe),
        line(f"M{n(cx)} -176V-118", P.YELLOW, 8),
        part(f"M{n(cx - 63)} -134H{n(cx + 65)}L{n(cx + 66)} -118H{n(cx - 64)}Z", P.BROWN,
             width=2.6),
        part(collar, s.cloak),
        face(cx, cy, rx=32, ry=40, young=True),
        part(f"M{n(cx - 22)} {n(cy + 22)}C{n(cx - 10)} {n(cy + 16)} {n(cx + 10)} {n(cy + 16)} "
             f"{n(cx + 22)} {n(cy + 22)}C{n(cx + 10)} {n(cy + 20)} {n(cx - 10)} {n(cy + 20)} "
             f"{n(cx - 22)} {n(cy + 22)}Z", s.hair, width=2),
        plume(cx + 10, cy - 80, (s.feather, P.INK), lean=-1),
        part(hat, s.cloak),
        part(brim, s.cloak),
        line(f"M{n(cx - 38)} {n(cy - 54)}C{n(cx - 10)} {n(cy - 62)} {n(cx + 10)} {n(cy - 62)} "
             f"{n(cx + 38)} {n(cy - 54)}", P.YELLOW, 6),
        _rider_leg(cx + 30, s.robe),
        _sleeve(cx - 40, -170, -14, -128, s.robe, 24),
        line("M-16 -128L-128 -128", "#5A1E12", 4),
        hand(-12, -128),
        hand(138, -296),
        use(sign, place(138, -352, 0.78)),
        _banner(-92, -370),
    )


def unter(suit: str, sign: str) -> str:
    """Unter: a journeyman in a big hat, with a stick, holding the suit sign low."""
    s = SCHEMES[suit]
    cx, cy = 0.0, -228.0
    n = num
    pack = ""
    if suit == "bells":
        pack = g(part("M60 -200C100 -230 150 -220 162 -180C176 -130 160 -90 140 -80"
                      "C110 -90 80 -130 60 -200Z", "#9B6A3A"),
                 line("M80 -196C110 -200 140 -190 150 -170", "#5A3A1A", 4))
    # Broad at the chest, tapered to a belt well above the cut line, a short skirt
    # that does not flare, and long legs in hose down to the cut: mirrored, a
    # standing man (legs to legs), not a barrel widest at the cut.
    jerkin = ("M-58 -100C-70 -116 -92 -132 -98 -150C-102 -164 -100 -174 -88 -182"
              "C-56 -194 56 -194 88 -182C100 -174 102 -164 98 -150C92 -132 70 -116 58 -100Z")
    skirt = "M-62 -94L-68 -70C-40 -64 40 -64 68 -70L62 -94Z"
    legs = ("M-64 -72C-62 -48 -56 -24 -50 0H-12C-10 -24 -8 -48 -4 -68Z"
            "M64 -72C62 -48 56 -24 50 0H12C10 -24 8 -48 4 -68Z")
    cape = ("M-94 -182C-60 -198 60 -198 94 -182C106 -170 108 -156 104 -142"
            "C56 -160 -56 -160 -104 -142C-108 -156 -106 -170 -94 -182Z")
    brim = (f"M{n(cx - 126)} {n(cy - 40)}C{n(cx - 110)} {n(cy - 72)} {n(cx + 110)} "
            f"{n(cy - 84)} {n(cx + 130)} {n(cy - 52)}C{n(cx + 120)} {n(cy - 30)} "
            f"{n(cx - 110)} {n(cy - 20)} {n(cx - 126)} {n(cy - 40)}Z")
    crown_ = (f"M{n(cx - 56)} {n(cy - 54)}C{n(cx - 60)} {n(cy - 118)} {n(cx + 52)} "
              f"{n(cy - 126)} {n(cx + 58)} {n(cy - 60)}Z")
    hair = (f"M{n(cx - 36)} {n(cy - 30)}C{n(cx - 50)} {n(cy)} {n(cx - 46)} {n(cy + 30)} "
            f"{n(cx - 34)} {n(cy + 40)}L{n(cx + 34)} {n(cy + 40)}C{n(cx + 46)} {n(cy + 30)} "
            f"{n(cx + 50)} {n(cy)} {n(cx + 36)} {n(cy - 30)}Z")
    buttons = "".join(circle(0, y, 5) for y in (-162, -140, -118))
    return g(
        pack,
        part(hair, s.hair),
        part(legs, s.hair if suit == "hearts" else P.YELLOW),
        part(skirt, s.cloak),
        part(jerkin, s.cloak),
        line("M0 -176V-104", P.INK, 3),
        line("M-34 -66C-30 -44 -30 -22 -31 0M34 -66C30 -44 30 -22 31 0", P.INK, 2),
        part(buttons, P.YELLOW, width=2),
        part(cape, s.robe),
        face(cx, cy, rx=32, ry=41, young=True),
        part(f"M{n(cx - 22)} {n(cy + 20)}C{n(cx - 10)} {n(cy + 13)} {n(cx + 10)} {n(cy + 13)} "
             f"{n(cx + 22)} {n(cy + 20)}C{n(cx + 10)} {n(cy + 18)} {n(cx - 10)} {n(cy + 18)} "
             f"{n(cx - 22)} {n(cy + 20)}Z", s.hair, width=2),
        part(crown_, s.robe),
        line(f"M{n(cx - 56)} {n(cy - 62)}C{n(cx - 20)} {n(cy - 74)} {n(cx + 20)} {n(cy - 76)} "
             f"{n(cx + 58)} {n(cy - 66)}", P.YELLOW, 7),
        plume(cx + 40, cy - 70, (s.feather, P.INK), lean=1),
        part(brim, s.robe),
        line("M-146 -12L-124 -330", P.INK, 12),
        line("M-146 -12L-124 -330", "#B07A40", 6),
        part("M-60 -106H60L62 -92H-62Z", P.BROWN, width=2.6),
        _sleeve(-96, -168, -134, -92, s.robe, 26, P.YELLOW),
        hand(-141, -86),
        _sleeve(96, -168, 118, -104, s.robe, 26, P.YELLOW),
        use(sign, place(122, -52, 0.72)),
        hand(120, -96),
    )
