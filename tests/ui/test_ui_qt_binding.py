"""The Qt binding we ship with must not lose references in Python overrides.

PySide6 6.12.0 drops one reference to None per call of a Python
``QGraphicsItem.paint`` override; on Python < 3.12 the game crashed
("deallocating None") a few minutes into a game. pyproject.toml excludes it.
"""

import sys

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsView


class _Plain(QGraphicsObject):
    def boundingRect(self):  # noqa: N802 - Qt API
        return QRectF(0, 0, 10, 10)

    def paint(self, painter, option, widget=None):
        pass


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_painting_does_not_drop_references_to_none(qtbot):
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    scene.addItem(_Plain())
    view.resize(100, 100)
    view.show()
    for _ in range(50):
        view.viewport().repaint()  # warm up caches
    before = sys.getrefcount(None)
    for _ in range(1000):
        view.viewport().repaint()
    assert sys.getrefcount(None) - before > -100
