"""``TableView``: the view of the table scene, which always fills it.

Keys reach the scene (it moves the keyboard's focus among the cards); the view
only says when its size changed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView

from .table.scene import TableScene


class TableView(QGraphicsView):
    """The table on screen: no scroll bars, no frame, smooth card faces."""

    did_resize = Signal(float, float)

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(480, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        size = self.viewport().size()
        self.did_resize.emit(float(size.width()), float(size.height()))
