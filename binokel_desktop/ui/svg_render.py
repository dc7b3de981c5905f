"""Rasterise card SVG with Qt's QSvgRenderer. The only cardart module that imports Qt.

Used by ``binokel cards export``, the tests and the benchmark; the generator
modules stay free of Qt.
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


def render(renderer: QSvgRenderer, element: str, width: int, dpr: float = 1.0,
           background: int = 0x00000000) -> QImage:
    """Element ``element`` drawn into a card-shaped image ``width`` logical pixels wide."""
    w, h = round(width * dpr), round(card_height(width) * dpr)
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(background)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, element, QRectF(0, 0, width, card_height(width)))
    painter.end()
    return image


def to_pil(image: QImage) -> Image.Image:
    """A Pillow RGBA copy of a Qt image."""
    img = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(img.constBits())
    return Image.frombuffer("RGBA", (img.width(), img.height()), data, "raw", "RGBA",
                            img.bytesPerLine(), 1).copy()
