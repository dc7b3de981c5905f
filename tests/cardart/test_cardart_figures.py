"""The court figures as a player sees them: horses that stand out, courts that differ."""

from __future__ import annotations

from statistics import median

import pytest
from PIL import Image

from binokel_desktop.cardart import STYLES, face_svg
from binokel_desktop.cardart.face import LARGE_SHRINK
from binokel_desktop.cardart.index import use_large_index
from binokel_desktop.cardart.layout import H, W
from binokel_desktop.cardart.measure import hex_of
from binokel_desktop.cardart.palette import PANEL, contrast_ratio
from binokel_desktop.ui import svg_render as render_qt

MELD_HEIGHTS = (68, 72, 93)
"""Card heights of the table's meld rows (1024x600 and 1366x768, docs/cardart.md)."""
MIN_HORSE_CONTRAST = 3.0
"""WCAG 2.1 (1.4.11): graphical objects at least 3:1 against what is around them."""


def face_image(style: str, suit: str, rank: str, height: int, dpr: float = 1.0,
               large: bool | None = None) -> Image.Image:
    """One face rendered as the table draws it ``height`` logical px high (device px)."""
    if large is None:
        large = use_large_index(height)
    renderer = render_qt.load(face_svg(style, suit, rank, large_index=large))
    img = render_qt.render(renderer, f"{suit}_{rank}", round(height * W / H), dpr, 0xFFFFFFFF)
    return render_qt.to_pil(img).convert("RGB")


def _patch(img: Image.Image, box: tuple[float, float, float, float], scale: float) -> str:
    """Median colour of the card-unit box (x0, y0, x1, y1), the picture scaled by ``scale``."""
    s = img.width / W
    x0, y0, x1, y1 = (round((v * scale + (W if i % 2 == 0 else H) / 2) * s)
                      for i, v in enumerate(box))
    pixels = [img.getpixel((x, y)) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]
    return hex_of(tuple(round(median(p[c] for p in pixels)) for c in range(3)))  # type: ignore[index]


HORSE_NECK = (-120.0, -75.0, -40.0, -25.0)
"""A patch of the horse's neck and chest in the upper half (card units): coat only."""


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("height", MELD_HEIGHTS)
def test_every_obers_horse_stands_out_from_the_panel_at_meld_size(height: int,
                                                                  dpr: float) -> None:
    # The Herz-Ober's white horse (#E9E5DC on the panel #F6EEDB, 1.1:1) vanished in
    # the meld rows; the Schellen dun measured 2.2:1.
    for suit in STYLES["wuerttemberg"].suits:
        img = face_image("wuerttemberg", suit, "O", height, dpr)
        scale = LARGE_SHRINK if use_large_index(height) else 1.0
        coat = _patch(img, HORSE_NECK, scale)
        assert contrast_ratio(coat, PANEL) >= MIN_HORSE_CONTRAST, (suit, coat)


FIGURE_BOX = (-170.0, -398.0, 170.0, 398.0)
"""The court picture inside its frame, clear of the index corners (card units)."""
SIGN_BOXES = ((-192.0, -392.0, -108.0, -308.0), (108.0, 308.0, 192.0, 392.0))
"""The frame's own small suit signs (French courts), left out: they differ anyway."""
MIN_OUTLINE_CHANGE = 0.25
"""Two courts of one rank differ in at least this share of their outline pixels (XOR over
union of the dark line work): the drawing differs, not only the colours."""
MIN_PIXEL_CHANGE = 0.10
"""...and in at least this share of the figure's pixels."""


def _figure_pixels(img: Image.Image) -> list[tuple[int, int, int]]:
    """The figure's pixels (row by row) without the frame's corner signs, as RGB."""
    s = img.width / W

    def inside(x: int, y: int, box: tuple[float, float, float, float]) -> bool:
        u, v = x / s - W / 2, y / s - H / 2
        return box[0] <= u <= box[2] and box[1] <= v <= box[3]

    return [img.getpixel((x, y)) for y in range(img.height) for x in range(img.width)  # type: ignore[misc]
            if inside(x, y, FIGURE_BOX) and not any(inside(x, y, b) for b in SIGN_BOXES)]


def _dark(p: tuple[int, int, int]) -> bool:
    """An outline pixel: near the print's black (#1E1A17) in every channel, so a dark
    robe or hair is not line work."""
    return max(p) < 80


def court_difference(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """(share of outline pixels that differ, share of figure pixels that differ)."""
    pa, pb = _figure_pixels(a), _figure_pixels(b)
    union = sum(1 for p, q in zip(pa, pb, strict=True) if _dark(p) or _dark(q))
    xor = sum(1 for p, q in zip(pa, pb, strict=True) if _dark(p) != _dark(q))
    changed = sum(1 for p, q in zip(pa, pb, strict=True)
                  if max(abs(p[c] - q[c]) for c in range(3)) > 48)
    return xor / union, changed / len(pa)


# Two seconds a case: the fast tier keeps the kings of both French styles.
@pytest.mark.parametrize("rank", ["K", pytest.param("Q", marks=pytest.mark.slow),
                                  pytest.param("J", marks=pytest.mark.slow)])
@pytest.mark.parametrize("style", ["french", "french-4"])
def test_french_courts_of_one_rank_are_drawn_apart(style: str, rank: str) -> None:
    # One template per rank, recoloured: K of hearts and K of diamonds differed only in
    # the corner. Printed packs give each suit's court its own objects, headgear, face.
    import itertools

    faces = {suit: face_image(style, suit, rank, 400, large=False)
             for suit in STYLES[style].suits}
    for a, b in itertools.combinations(faces, 2):
        outline, pixels = court_difference(faces[a], faces[b])
        assert outline >= MIN_OUTLINE_CHANGE and pixels >= MIN_PIXEL_CHANGE, (
            a, b, round(outline, 3), round(pixels, 3))
