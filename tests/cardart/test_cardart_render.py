"""Rendered with QSvgRenderer: every face exists, draws, differs, and reads well."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageChops

from binokel_desktop.cardart import STYLES, back_ids, back_svg, face_ids, face_svg
from binokel_desktop.cardart.layout import INDEX_STRIP, LARGE_INDEX_STRIP, TEN_STRIP, X0, Y0
from binokel_desktop.cardart.palette import PAPER, contrast_ratio
from binokel_desktop.cardart.suits import sign_defs
from binokel_desktop.cardart.svg import document, use
from binokel_desktop.ui import svg_render as render_qt

Images = dict[str, dict[str, Image.Image]]


def _changed(a: Image.Image, b: Image.Image, level: int = 48) -> float:
    """Fraction of pixels whose colour differs by more than ``level`` in some channel."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    hist = diff.point(lambda v: 255 if v > level else 0).histogram()
    return hist[255] / (a.width * a.height)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_every_face_and_back_exists_in_the_sheet(style: str) -> None:
    renderer = render_qt.load(render_qt_sheet(style))
    for eid in (*face_ids(style), *back_ids()):
        assert renderer.elementExists(eid), eid


def render_qt_sheet(style: str) -> str:
    from binokel_desktop.cardart import sprite_sheet

    return sprite_sheet(style)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_every_face_renders_non_blank(style: str, rendered: Images) -> None:
    for eid, img in rendered[style].items():
        alpha = img.getchannel("A")
        assert alpha.getbbox() == (0, 0, img.width, img.height), f"{eid} does not fill its card"
        paper = Image.new("RGB", img.size, PAPER)
        assert _changed(img, paper) > 0.03, f"{eid} is (nearly) blank"


@pytest.mark.parametrize("style", sorted(STYLES))
def test_every_face_differs_from_every_other(style: str, rendered: Images) -> None:
    images = rendered[style]
    for a, b in itertools.combinations(images, 2):
        assert _changed(images[a], images[b]) > 0.005, f"{a} looks like {b}"


@pytest.mark.parametrize("style", sorted(STYLES))
def test_double_headed_faces_match_their_half_turn(style: str, rendered: Images) -> None:
    courts = [r for r in STYLES[style].ranks if r not in ("A", "10", "9", "8", "7")]
    assert len(courts) == 3
    for suit in STYLES[style].suits:
        for rank in courts:
            img = rendered[style][f"{suit}_{rank}"]
            turned = img.rotate(180)
            assert _changed(img, turned, level=64) < 0.01, f"{suit}_{rank} is not symmetric"


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("style", sorted(STYLES))
def test_index_sits_in_its_corner_strip(style: str, large: bool) -> None:
    st = STYLES[style]
    for suit, rank in itertools.product(st.suits, st.ranks):
        # the large "10" may reach a little further: its corner holds no picture
        strip = (TEN_STRIP if rank == "10" else LARGE_INDEX_STRIP) if large else INDEX_STRIP
        renderer = render_qt.load(face_svg(style, suit, rank, large_index=large))
        box = renderer.boundsOnElement(f"{suit}_{rank}-ix")
        assert box.left() >= X0 + 8 and box.top() >= Y0 + 8, (suit, rank)
        assert box.right() + 8 <= strip, (suit, rank, box.right())
        assert box.height() >= (200 if large else 150)


def test_large_index_is_larger(rendered: Images) -> None:
    small = render_qt.load(face_svg("french", "spades", "K"))
    large = render_qt.load(face_svg("french", "spades", "K", large_index=True))
    ratio = large.boundsOnElement("spades_K-ix-l").height() / small.boundsOnElement(
        "spades_K-ix-l").height()
    assert ratio > 1.5


@pytest.mark.parametrize("style", sorted(STYLES))
def test_suit_inks_contrast_at_least_4_5_to_1(style: str) -> None:
    st = STYLES[style]
    for suit in st.suits:
        assert contrast_ratio(st.inks[suit], PAPER) >= 4.5, suit
        # and as rendered: the darkest ink of the index label against the paper
        renderer = render_qt.load(face_svg(style, suit, "K"))
        img = render_qt.to_pil(render_qt.render(renderer, f"{suit}_K", 300)).convert("RGB")
        label = img.crop((8, 8, 55, 40))
        paper = img.getpixel((img.width // 2, 4))
        ink = min(label.get_flattened_data(), key=lambda p: sum(p))
        assert contrast_ratio(_hex(ink), _hex(paper)) >= 4.5, suit


def _hex(rgb: object) -> str:
    r, g, b = rgb[:3]  # type: ignore[index]
    return f"#{r:02X}{g:02X}{b:02X}"


def _sign_grey(sign: str) -> Image.Image:
    svg = document((-60, -60, 120, 120), sign_defs(), use(sign))
    renderer = render_qt.load(svg)
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, 120, 120))
    painter.end()
    return render_qt.to_pil(image).convert("L")


@pytest.mark.parametrize("hearts", ["s-hearts", "s-hearts-o"])
def test_hearts_and_leaves_differ_in_greyscale(hearts: str) -> None:
    heart, leaf = _sign_grey(hearts), _sign_grey("s-leaves")
    heart_ink = heart.point(lambda v: 255 if v < 200 else 0)
    leaf_ink = leaf.point(lambda v: 255 if v < 200 else 0)
    xor = ImageChops.logical_xor(heart_ink.convert("1"), leaf_ink.convert("1"))
    union = ImageChops.logical_or(heart_ink.convert("1"), leaf_ink.convert("1"))
    assert xor.histogram()[255] / union.histogram()[255] > 0.25, "shapes too alike"
    # the leaf's stalk reaches below the heart's point
    assert leaf_ink.getbbox()[3] > heart_ink.getbbox()[3] + 4  # type: ignore[index]


def test_single_face_document_renders_like_the_sheet(rendered: Images) -> None:
    for style, eid in (("wuerttemberg", "leaves_O"), ("french-4", "diamonds_J")):
        suit, rank = eid.split("_")
        renderer = render_qt.load(face_svg(style, suit, rank))
        alone = render_qt.to_pil(render_qt.render(renderer, eid, 72, 2.0))
        assert _changed(alone, rendered[style][eid]) < 0.002


def test_back_document_renders() -> None:
    renderer = render_qt.load(back_svg("wuerttemberg", 2))
    img = render_qt.to_pil(render_qt.render(renderer, "back_2", 60))
    assert img.getchannel("A").getbbox() == (0, 0, img.width, img.height)
