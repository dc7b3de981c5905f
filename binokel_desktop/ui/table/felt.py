"""The table's felt (issue 28 §5): a green cloth with a little depth.

A lamp's soft light over the middle, where the trick lies, darker towards the
edges (a vignette), over the old top-to-bottom shading. Drawn once per table
size and screen into a pixmap that the scene copies from when it paints its
background: no gradient is computed per frame.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPixmap, QRadialGradient

FELT = QColor("#1f5e3a")
_cache: dict[tuple[int, int, float], QPixmap] = {}


def felt_pixmap(width: float, height: float, dpr: float = 1.0) -> QPixmap:
    """The felt for a table of ``width`` × ``height`` logical px (the last sizes kept)."""
    key = (int(width), int(height), dpr)
    pixmap = _cache.get(key)
    if pixmap is None:
        if len(_cache) > 4:  # a window being resized leaves many sizes behind
            _cache.clear()
        pixmap = _cache[key] = QPixmap.fromImage(_felt(key[0], key[1], dpr))
    return pixmap


def _felt(width: int, height: int, dpr: float) -> QImage:
    image = QImage(max(1, int(width * dpr)), max(1, int(height * dpr)),
                   QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    rect = QRectF(0, 0, width, height)
    shade = QLinearGradient(0, 0, 0, height)
    shade.setColorAt(0, FELT.lighter(112))
    shade.setColorAt(1, FELT.darker(120))
    painter.fillRect(rect, shade)
    # The lamp and the vignette: a circle stretched to the table's shape, centred
    # where the trick lies (the layout's centre, 46 % down).
    painter.translate(width / 2, height * 0.46)
    painter.scale(max(1.0, width / max(1.0, height)), 1.0)
    radius = max(1.0, height) * 0.9
    light = QRadialGradient(QPointF(0, 0), radius)
    light.setColorAt(0.0, QColor(255, 250, 215, 24))
    light.setColorAt(0.2, QColor(255, 250, 215, 16))
    light.setColorAt(0.5, QColor(255, 250, 215, 0))
    light.setColorAt(0.78, QColor(0, 0, 0, 30))
    light.setColorAt(1.0, QColor(0, 0, 0, 80))
    painter.fillRect(QRectF(-radius * 2, -radius * 2, radius * 4, radius * 4), light)
    painter.end()
    return image
