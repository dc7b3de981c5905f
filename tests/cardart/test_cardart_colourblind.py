"""The four German suits stay apart at index size for deuteranopes and protanopes.

Simulation: Machado, Oliveira and Fernandes (2009), "A Physiologically-based
Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6):1291-1298,
severity 1.0, in linear sRGB (:mod:`binokel_desktop.cardart.measure`).

The measure, for each pair of suits, on the corner index as rendered:
- colour: CIE76 ΔE between the two letter inks must be at least 20, and between
  the mean simulated colours of the two index signs' bodies at least 15. A ΔE of
  about 2.3 is just noticeable on large patches; marks 5-10 px across need many
  times that to be told apart at a glance. The inks the review failed
  (deuteranopia: acorn, leaf and heart "one olive") score 6.5 to 7 at their
  closest pair.
- shape: the signs' silhouettes must differ in at least a fifth of their
  combined area (XOR over union), so the shape alone tells them apart too,
  whatever the colour vision: at 2x for every pair, and at 1x (a sign 3-5 px
  wide) for the pairs closest in colour (Laub-Herz, Eichel-Herz, Herz-Schellen).

The French four-colour deck keeps the DSkV colours; for it each pair must
differ either in colour (rendered ΔE >= 15 under both simulations) or in shape
(>= 0.2): its hearts and diamonds are both red-orange for deuteranopes, but a
heart and a diamond are different shapes.
"""

from __future__ import annotations

import itertools

import pytest
from PIL import Image

from binokel_desktop.cardart import STYLES, face_svg
from binokel_desktop.cardart.index import use_large_index
from binokel_desktop.cardart.layout import H, W
from binokel_desktop.cardart.measure import delta_e, hex_of, simulate
from binokel_desktop.cardart.palette import PAPER
from binokel_desktop.ui import svg_render as render_qt

KINDS = ("deuteranopia", "protanopia")
MIN_DELTA_E = 20.0
"""Between two letter inks (flat colours)."""
MIN_SIGN_DELTA_E = 18.0
"""Between two rendered signs' body colours: the sign has paper-coloured cuts (midrib,
band, cup rim) and its pixels blend with the paper, which pulls all four towards
the paper, so the flat-ink floor of 20 becomes 18."""
CLOSE_IN_COLOUR = (("leaves", "hearts"), ("acorns", "hearts"), ("hearts", "bells"))
MIN_SHAPE_DIFFERENCE = 0.2
SUITS = STYLES["wuerttemberg"].suits


def sign_image(suit: str, height: int, dpr: float, style: str = "wuerttemberg") -> Image.Image:
    """The index sign of a 7 as drawn at ``height`` px, on the card's paper."""
    eid = f"{suit}_7"
    renderer = render_qt.load(face_svg(style, suit, "7",
                                       large_index=use_large_index(height)))
    paper = 0xFF000000 | int(PAPER[1:], 16)
    img = render_qt.to_pil(render_qt.render(renderer, eid, round(height * W / H), dpr,
                                            paper)).convert("RGB")
    index, label = renderer.boundsOnElement(f"{eid}-ix"), renderer.boundsOnElement(f"{eid}-ix-l")
    s = img.width / W
    return img.crop((int((index.left() + W / 2) * s), int((label.bottom() + H / 2) * s) + 1,
                     int((index.right() + W / 2) * s) + 1,
                     int((index.bottom() + H / 2) * s) + 1))


def inked(img: Image.Image) -> list[tuple[int, int, int]]:
    """The body of the mark: pixels at least 60 % as far from the paper as its inkiest
    one (the anti-aliased rim is a blend with the paper, not the sign's colour)."""
    pixels: list[tuple[int, int, int]] = list(img.get_flattened_data())  # type: ignore[arg-type]
    far = {p: delta_e(hex_of(p), PAPER) for p in set(pixels)}
    top = max(far.values())
    return [p for p in pixels if far[p] >= 0.6 * top]


def mean_colour(pixels: list[tuple[int, int, int]], kind: str | None) -> str:
    seen = [simulate(hex_of(p), kind) if kind else hex_of(p) for p in pixels]
    channels = [[int(c[i : i + 2], 16) for c in seen] for i in (1, 3, 5)]
    return hex_of(tuple(round(sum(ch) / len(ch)) for ch in channels))


def silhouette(img: Image.Image) -> set[tuple[int, int]]:
    px = img.load()
    assert px is not None
    return {(x, y) for y in range(img.height) for x in range(img.width)
            if delta_e(hex_of(px[x, y]), PAPER) > 15}  # type: ignore[arg-type]


@pytest.mark.parametrize("style", ["wuerttemberg", "french-4"])
@pytest.mark.parametrize("kind", [None, *KINDS])
def test_letter_inks_differ_for_every_pair(kind: str | None, style: str) -> None:
    # The four-colour deck too (issue 28 §4): its spades and hearts were one olive
    # for deuteranopes and protanopes (ΔE 15.6 / 16.0); they take the German deck's
    # tuned green and red.
    inks = STYLES[style].inks
    for a, b in itertools.combinations(STYLES[style].suits, 2):
        ia = simulate(inks[a], kind) if kind else inks[a]
        ib = simulate(inks[b], kind) if kind else inks[b]
        assert delta_e(ia, ib) >= MIN_DELTA_E, (kind, a, b, round(delta_e(ia, ib), 1))


def shape_difference(a: Image.Image, b: Image.Image) -> float:
    sa, sb = silhouette(a), silhouette(b)
    return len(sa ^ sb) / len(sa | sb)


SIZES = [(60, 1.0), (60, 2.0), (72, 1.0), (72, 2.0), (90, 1.0), (90, 2.0)]


@pytest.mark.parametrize(("height", "dpr"), SIZES)
def test_index_signs_differ_in_colour_and_shape(height: int, dpr: float) -> None:
    signs = {s: sign_image(s, height, dpr) for s in SUITS}
    for a, b in itertools.combinations(SUITS, 2):
        pa, pb = inked(signs[a]), inked(signs[b])
        assert pa and pb
        for kind in KINDS:
            de = delta_e(mean_colour(pa, kind), mean_colour(pb, kind))
            assert de >= MIN_SIGN_DELTA_E, (height, dpr, kind, a, b, round(de, 1))
        if dpr == 2.0 or (a, b) in CLOSE_IN_COLOUR:
            shape = shape_difference(signs[a], signs[b])
            assert shape >= MIN_SHAPE_DIFFERENCE, (height, dpr, a, b, round(shape, 2))


@pytest.mark.parametrize(("height", "dpr"), SIZES)
def test_four_colour_signs_differ_in_colour_or_shape(height: int, dpr: float) -> None:
    suits = STYLES["french-4"].suits
    signs = {s: sign_image(s, height, dpr, "french-4") for s in suits}
    for a, b in itertools.combinations(suits, 2):
        pa, pb = inked(signs[a]), inked(signs[b])
        de = min(delta_e(mean_colour(pa, k), mean_colour(pb, k)) for k in KINDS)
        shape = shape_difference(signs[a], signs[b])
        assert de >= 15 or shape >= MIN_SHAPE_DIFFERENCE, (a, b, round(de, 1), round(shape, 2))
