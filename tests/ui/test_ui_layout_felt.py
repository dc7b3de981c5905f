"""The felt has a little depth (issue 28 §5): lighter where the trick lies, darker
towards every edge, drawn once per table size (the old felt was one top-to-bottom
gradient: a row was one colour from edge to edge)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView

from binokel_desktop.ui.table.felt import felt_pixmap
from binokel_desktop.ui.table.scene import TableScene


def test_the_felt_is_lit_in_the_middle_and_darker_at_the_edges(qtbot):
    scene = TableScene(3, 0, ["You", "Anna", "Karl"], "wuerttemberg", False)
    view = QGraphicsView(scene)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    qtbot.addWidget(view)
    view.resize(1008, 473)
    scene.resize(1008, 473)
    view.show()
    image = view.grab().toImage()
    mid_y = int(473 * 0.46)

    def light(x: int, y: int) -> float:
        return image.pixelColor(x, y).lightnessF()
    centre = light(504, mid_y)
    assert centre > light(8, mid_y) + 0.04 and centre > light(1000, mid_y) + 0.04
    assert centre > light(504, 8) and centre > light(504, 465)
    assert light(4, 468) < light(504, 468)  # corners darkest


def test_the_felt_is_drawn_once_per_size():
    a = felt_pixmap(1008, 473)
    assert a.cacheKey() == felt_pixmap(1008, 473).cacheKey()
    assert felt_pixmap(1350, 641).cacheKey() != a.cacheKey()
    assert felt_pixmap(1350, 641, 2.0).width() == 2700
