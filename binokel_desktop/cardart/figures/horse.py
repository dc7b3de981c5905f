"""The Ober's horse in profile, facing left: head, neck, chest, a raised foreleg and the
body under a saddle cloth, cut by the card's middle line like the rest of the figure.

In the double-headed card the other half shows the same horse turned round, so
the two bodies meet at the cut line, as on printed Obers.
"""

from __future__ import annotations

from binokel_desktop.cardart import palette as P
from binokel_desktop.cardart.figures.kit import line, part
from binokel_desktop.cardart.svg import circle, el, g

_NECK_HEAD = (
    "M-166 0C-160 -36 -146 -66 -132 -92C-146 -96 -164 -94 -178 -98"
    "C-194 -102 -198 -122 -190 -138C-174 -172 -150 -210 -128 -238"
    "L-126 -274L-106 -250C-92 -254 -80 -248 -72 -240"
    "C-40 -210 -6 -150 6 -90C10 -60 12 -30 12 0Z"
)
_MUZZLE = (
    "M-178 -98C-194 -102 -198 -122 -190 -138C-180 -150 -164 -146 -160 -132"
    "C-158 -116 -164 -102 -178 -98Z"
)
_EAR = "M-106 -250L-98 -290L-84 -246Z"
_MANE = (
    "M-104 -250C-86 -262 -66 -250 -58 -232C-44 -226 -36 -210 -34 -196"
    "C-20 -190 -16 -172 -14 -158C-2 -150 2 -132 0 -118C10 -108 12 -92 8 -80"
    "C-10 -120 -30 -170 -72 -240C-80 -248 -92 -252 -104 -250Z"
)
_BRIDLE = (
    "M-186 -128C-170 -132 -156 -142 -148 -156M-176 -168C-160 -160 -140 -150 -128 -128"
    "M-150 -206C-136 -180 -132 -156 -128 -128M-118 -244C-124 -226 -136 -214 -150 -206"
)


_BODY = "M-60 -118C0 -140 110 -140 186 -124V0H-40C-70 -40 -80 -90 -60 -118Z"
_FORELEG_UPPER = "M-150 -52L-182 -82"
_FORELEG_LOWER = "M-182 -82L-178 -34"


def horse(coat: str, mane: str, cloth: str) -> str:
    """The horse of one half: body, raised foreleg, neck and head, bridle, saddle cloth."""
    saddle = "M0 -132C50 -140 120 -140 172 -130L178 -46C120 -36 50 -36 6 -46Z"
    trim = "M8 -56C50 -48 120 -48 176 -58"
    leg = _FORELEG_UPPER + _FORELEG_LOWER[_FORELEG_LOWER.index("L"):]
    return g(
        part(_BODY, coat),
        line("M40 -20C80 -30 130 -30 180 -20", P.INK, 2.4),
        line(leg, P.INK, 26),
        line(leg, coat, 19),
        part("M-188 -40H-168L-166 -22H-190Z", P.INK, width=2),
        part(_EAR, coat),
        part(_NECK_HEAD, coat),
        el("path", d=_MUZZLE, fill=P.INK, fill_opacity=0.22, stroke="none"),
        line("M-138 -100C-128 -112 -120 -130 -124 -150", P.INK, 2.4),
        part(_MANE, mane, width=2.4),
        line("M-96 -236C-80 -220 -66 -206 -56 -190M-66 -214C-52 -200 -40 -184 -34 -170", mane, 2),
        el("path", d=circle(-146, -196, 8), fill=P.WHITE, stroke="none"),
        el("path", d=circle(-147, -196, 5.5), fill=P.INK, stroke="none"),
        line("M-184 -128C-180 -122 -174 -122 -172 -128", P.INK, 3),
        line(_BRIDLE, "#5A1E12", 5),
        part(circle(-128, -128, 5), P.YELLOW, width=2),
        part(saddle, cloth),
        line(trim, P.YELLOW, 6),
    )
