"""Rasterise card SVG with Qt's QSvgRenderer: the one place where card art becomes pixels.

Used by the table's pixmaps, the window and packaging icons, ``binokel cards
export``, the tests and the benchmark; the generator modules in ``cardart``
stay free of Qt.
"""

from __future__ import annotations

import os

from PIL import Image
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from binokel_desktop.cardart.layout import H, W


def ensure_app() -> QGuiApplication:
    """The running QGuiApplication, or a new offscreen one when there is no display."""
    app = QGuiApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([])
    assert isinstance(app, QGuiApplication)
    return app


def load(svg: str) -> QSvgRenderer:
    """A renderer for SVG text; raises ValueError when Qt cannot read it."""
    ensure_app()
    renderer = QSvgRenderer(QByteArray(svg.encode()))
    if not renderer.isValid():
        raise ValueError("QSvgRenderer could not read the SVG")
    return renderer


def card_height(width: int) -> int:
    """Pixel height of a card ``width`` pixels wide."""
    return round(width * H / W)


def render(renderer: QSvgRenderer, element: str | None, width: int, dpr: float = 1.0,
           background: int = 0x00000000) -> QImage:
    """Element ``element`` (None: the whole document) drawn into a card-shaped
    image ``width`` logical pixels wide, ``dpr`` device pixels per logical one."""
    w, h = max(1, round(width * dpr)), max(1, round(card_height(width) * dpr))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(background)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    target = QRectF(0, 0, w / dpr, h / dpr)
    if element is None:
        renderer.render(painter, target)
    else:
        renderer.render(painter, element, target)
    painter.end()
    return image


def to_pil(image: QImage) -> Image.Image:
    """A Pillow RGBA copy of a Qt image."""
    img = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(img.constBits())
    return Image.frombuffer("RGBA", (img.width(), img.height()), data, "raw", "RGBA",
                            img.bytesPerLine(), 1).copy()
