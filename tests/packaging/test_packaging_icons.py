"""The icons drawn from the card art: every hicolor size, the .ico and the .icns."""

from __future__ import annotations

from pathlib import Path

import pytest
from packaging_testkit import run_script
from PIL import IcoImagePlugin, Image, ImageChops

from binokel_desktop.ui.app_icon import ICON_SIZES, icon_image
from binokel_desktop.version import APP_ID


@pytest.fixture(scope="module")
def icons(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("icons")
    result = run_script("packaging/make_icons.py", str(out))
    assert result.returncode == 0, result.stderr
    return out


def test_hicolor_sizes_16_to_512(icons: Path) -> None:
    assert ICON_SIZES == (16, 24, 32, 48, 64, 128, 256, 512)
    for size in ICON_SIZES:
        img = Image.open(icons / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
        assert img.size == (size, size) and img.mode == "RGBA"
        alpha = img.getchannel("A")
        # Transparent around the cards, solid where they are; drawn, not one flat colour.
        assert alpha.getpixel((0, 0)) == 0 and alpha.getpixel((size - 1, 0)) == 0
        covered = sum(alpha.histogram()[201:]) / size**2
        assert 0.35 < covered < 0.85, (size, covered)
        colours = img.convert("RGB").quantize(64).getcolors()
        assert colours is not None and len(colours) > 8, size


def test_small_icons_have_a_dark_rim_large_ones_do_not(icons: Path) -> None:
    # The 16 px icon is not a plain resampling of the large drawing.
    plain = icon_image(512).resize((16, 16), Image.Resampling.LANCZOS)
    drawn = Image.open(icons / "hicolor" / "16x16" / "apps" / f"{APP_ID}.png")
    assert ImageChops.difference(plain, drawn).getbbox() is not None
    data = drawn.tobytes()
    pixels = [data[i:i + 4] for i in range(0, len(data), 4)]
    dark = [p for p in pixels if p[3] > 100 and max(p[:3]) < 90]
    assert len(dark) > 16


def test_ico_holds_our_own_small_drawings(icons: Path) -> None:
    path = icons / f"{APP_ID}.ico"
    with path.open("rb") as f:
        ico = IcoImagePlugin.IcoFile(f)
        assert set(ico.sizes()) == {(s, s) for s in (16, 24, 32, 48, 64, 128, 256)}
        frame = ico.getimage((16, 16)).convert("RGBA")
    png = Image.open(icons / "hicolor" / "16x16" / "apps" / f"{APP_ID}.png")
    assert ImageChops.difference(frame, png).getbbox() is None


def test_icns_for_macos(icons: Path) -> None:
    img = Image.open(icons / f"{APP_ID}.icns")
    assert img.format == "ICNS"
    assert (512, 512, 2) in img.info["sizes"] and (16, 16, 2) in img.info["sizes"]
    img.load()
    assert img.size == (1024, 1024)


@pytest.mark.parametrize("size", [0, 7, 1025])
def test_icon_size_out_of_range_is_refused(size: int) -> None:
    with pytest.raises(ValueError, match="icon size"):
        icon_image(size)
