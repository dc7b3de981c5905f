"""The program's icon, drawn from our own card art: a Binokel (Ober of leaves, Unter of bells).

The faces come from :mod:`binokel_desktop.cardart` as SVG, Qt's QSvgRenderer
rasterises them and Pillow fans them out. ``packaging/make_icons.py`` writes
the PNG, ``.ico`` and ``.icns`` files from :func:`icon_image`; the window uses
:func:`window_icon`.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageFilter
from PySide6.QtGui import QIcon, QImage, QPixmap

from binokel_desktop.cardart import face_svg
from binokel_desktop.cardart.layout import H, W
from binokel_desktop.ui import svg_render

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor sizes the Linux bundle installs."""

CARDS = (("leaves", "O", 13.0), ("bells", "U", -11.0))
"""(suit, rank, degrees anticlockwise), back to front: the meld that names the game."""

_LARGE, _SMALL = 1024, 256  # drawn once at one of these sizes, then scaled down


def _face(suit: str, rank: str, width: int) -> Image.Image:
    # Large corner indices keep the rank letter and suit sign legible at 32 px.
    renderer = svg_render.load(face_svg("wuerttemberg", suit, rank, large_index=True))
    return svg_render.to_pil(svg_render.render(renderer, None, width))


@lru_cache(maxsize=2)
def _master(side: int) -> Image.Image:
    canvas = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    card_h = round(side * 0.77)
    card_w = round(card_h * W / H)
    for i, (suit, rank, angle) in enumerate(CARDS):
        card = _face(suit, rank, card_w).rotate(angle, Image.Resampling.BICUBIC, expand=True)
        # Fan from a point below the cards, as a hand is held.
        dx = round((-0.12 if i == 0 else 0.12) * side)
        x = (side - card.width) // 2 + dx
        y = (side - card.height) // 2 - round(0.01 * side)
        shadow = Image.new("RGBA", card.size, (0, 0, 0, 0))
        shadow.putalpha(card.getchannel("A").point(lambda a: a * 90 // 255))
        shadow = shadow.filter(ImageFilter.GaussianBlur(side // 96))
        canvas.alpha_composite(shadow, (x + side // 96, y + side // 64))
        canvas.alpha_composite(card, (x, y))
    return canvas


def icon_image(size: int) -> Image.Image:
    """The icon as a ``size``×``size`` RGBA image (transparent around the cards)."""
    if not 8 <= size <= _LARGE:
        raise ValueError(f"icon size must be 8 … {_LARGE} pixels, not {size}")
    # The small drawing keeps the window's icon quick to make at start-up.
    side = _SMALL if size <= _SMALL else _LARGE
    image = _master(side)
    if size == side:
        return image.copy()
    small = image.resize((size, size), Image.Resampling.LANCZOS)
    # Lanczos rings: a faint halo of alpha 1…7 around the cards would grey the corners.
    small.putalpha(small.getchannel("A").point(lambda a: 0 if a < 8 else a))
    if size > 48:
        return small
    # The pale cards vanish on a light panel at small sizes: a one-pixel dark rim.
    rim = Image.new("RGBA", small.size, (40, 40, 40, 0))
    rim.putalpha(small.getchannel("A").filter(ImageFilter.MaxFilter(3)).point(
        lambda a: min(a, 190)))
    rim.alpha_composite(small)
    return rim


def window_icon() -> QIcon:
    """The icon at the sizes window managers ask for."""
    icon = QIcon()
    for size in (16, 32, 64, 128):
        img = icon_image(size)
        data = img.tobytes("raw", "RGBA")
        qimage = QImage(data, size, size, 4 * size, QImage.Format.Format_RGBA8888)
        icon.addPixmap(QPixmap.fromImage(qimage.copy()))
    return icon
