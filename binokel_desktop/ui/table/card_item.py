"""``CardItem``: one physical card on the table, with one ``animate_to`` call.

An item keeps its identity for the whole deal, so a card can fly from a hand
to the trick and on to the winner's pile. Cards whose face the viewer may not
know are items without a card (``card is None``) and always show the back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..card_pixmaps import (
    CARD_RATIO,
    SHADOW_OFFSET,
    SHADOW_SPREAD,
    back_pixmap,
    face_pixmap,
    shadow_pixmap,
)


class CardItem(QGraphicsObject):
    """A card that can be face up or down, lifted, highlighted and animated."""

    clicked = Signal(object)  # self
    dropped = Signal(object)  # self, let go after a drag (only where ``may_drag`` allows)

    def __init__(self, card: int | None, style: str, width: int) -> None:
        super().__init__()
        self.card = card
        self.style = style
        self.width = width
        self.face_up = False
        self.legal = False  # may be played now: drawn with a glow
        self.marked = False  # e.g. a meld card during discarding
        self.selected_for_action = False
        self.dimmed = False
        self.focused = False  # the keyboard's card: arrows move it, Enter takes it
        self.hinted = False  # a hint points at it: a glow of its own, never raised
        self._animation: QParallelAnimationGroup | None = None
        # Where the table last wanted this card: (pos, z, rotation, face up).
        self.target: tuple[QPointF, float, float, bool] | None = None
        self.owner = -1  # the seat that played it (cards in the trick)
        self._lift = 0.0
        self.may_drag: Callable[[CardItem], bool] | None = None  # set by the table
        self._press: tuple[QPointF, QPointF] | None = None  # where a press began
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(width / 2, width * CARD_RATIO / 2)

    # -- appearance ------------------------------------------------------------

    @property
    def height(self) -> float:
        """Logical height of the card."""
        return self.width * CARD_RATIO

    def face_rect(self) -> QRectF:
        """Where the card itself is drawn (raised when picked), without glow or shadow."""
        return QRectF(0, -self._lift, self.width, self.height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        # The margin holds the glow, the focus rings and the shadow.
        return QRectF(-6, -6 - self._lift, self.width + 14, self.height + 14)

    def set_width(self, width: int) -> None:
        """Resize (the table scales with the window)."""
        self.prepareGeometryChange()
        self.width = width
        self.setTransformOriginPoint(width / 2, self.height / 2)
        self.update()

    def set_style(self, style: str) -> None:
        """Re-face with another deck artwork."""
        self.style = style
        self.update()

    def set_face_up(self, face_up: bool) -> None:
        """Show the face (only for items that know their card)."""
        self.face_up = face_up and self.card is not None
        self.update()

    def set_flags(self, *, legal: bool = False, marked: bool = False, selected: bool = False,
                  dimmed: bool = False, hinted: bool = False) -> None:
        """Highlight state for the current decision."""
        if selected != self.selected_for_action:
            self.prepareGeometryChange()
        self.legal, self.marked, self.hinted = legal, marked, hinted
        self.selected_for_action, self.dimmed = selected, dimmed
        self._lift = self.height * 0.18 if selected else 0.0
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal or selected
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # The widget, not painter.device(): the latter hands out None with a bad
        # reference count in some PySide6 paths (offscreen grabs).
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        dpr *= max(1.0, self.scene_scale())
        y = -self._lift
        if self.face_up and self.card is not None:
            pixmap = face_pixmap(self.style, self.card, self.width, dpr)
        else:
            pixmap = back_pixmap(self.width, dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # A soft shadow under the card (one cached pixmap per size), lifted cards higher.
        dx, dy = SHADOW_OFFSET
        spread = SHADOW_SPREAD
        painter.drawPixmap(QPointF(dx - spread, y + dy - spread + self._lift * 0.15),
                           shadow_pixmap(self.width, dpr))
        painter.drawPixmap(QPointF(0, y), pixmap)
        rect = QRectF(0, y, self.width, self.height)
        radius = self.width * 0.05
        if self.legal or self.selected_for_action:
            colour = QColor("#ffd54a") if self.selected_for_action else QColor("#7fe07f")
            painter.setPen(QPen(colour, max(2.0, self.width / 30)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        if self.hinted:
            # A magenta glow around the card: unlike the raised golden selection, the
            # green "playable" rim and the blue meld dashes (issue 23 §2.10).
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for grow, alpha in ((4.5, 70), (3.0, 140), (1.5, 255)):
                painter.setPen(QPen(QColor(214, 40, 160, alpha), max(2.0, self.width / 40)))
                painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow),
                                        radius + grow, radius + grow)
            # And a band inside the edge: the keyboard's focus rings, moved onto the
            # hinted card, cover the glow outside.
            painter.setPen(QPen(QColor(214, 40, 160, 210), max(2.0, self.width / 30)))
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), radius, radius)
        if self.marked:
            painter.setPen(QPen(QColor("#4aa3ff"), max(2.0, self.width / 40), Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), radius, radius)
        if self.dimmed:
            path = QPainterPath()
            path.addRoundedRect(rect, radius, radius)
            painter.fillPath(path, QColor(0, 0, 0, 70))
        if self.focused:
            # Two rings, dark and light, so the mark shows on any card face and the felt.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#0b2a6b"), max(3.0, self.width / 18)))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
            painter.setPen(QPen(QColor("#6fd3ff"), max(2.0, self.width / 30)))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)

    def set_focused(self, focused: bool) -> None:
        """Show or hide the keyboard's focus mark."""
        if focused != self.focused:
            self.focused = focused
            self.update()

    def scene_scale(self) -> float:
        """How much the view magnifies the scene (pixmaps are rendered to match)."""
        scene = self.scene()
        if scene is None or not scene.views():
            return 1.0
        return float(scene.views()[0].transform().m11())

    # -- input -----------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            if self.may_drag is not None and self.may_drag(self):
                # A card of the viewer's hand: a click (release without moving) plays
                # it, a drag only moves it within the hand.
                self._press = (event.scenePos(), self.pos())
                self._dragging = False
            else:
                self.clicked.emit(self)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        start, pos = self._press
        moved = event.scenePos() - start
        if not self._dragging and moved.manhattanLength() >= QApplication.startDragDistance():
            self._dragging = True
            self.setZValue(900)  # above the other cards while it is carried
        if self._dragging:
            # The hand may be laid out anew meanwhile (a bot played); the hand wins.
            if self._animation is not None:
                self._animation.stop()
                self._animation = None
            self.setPos(pos + moved)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        dragged = self._dragging
        self._press, self._dragging = None, False
        event.accept()
        if dragged:
            self.dropped.emit(self)
        else:
            self.clicked.emit(self)

    # -- animation ---------------------------------------------------------------

    def _get_rot(self) -> float:
        return float(self.rotation())

    def _set_rot(self, value: float) -> None:
        self.setRotation(value)

    rot = Property(float, _get_rot, _set_rot)

    def animate_to(self, pos: QPointF, z: float, rotation: float = 0.0,
                   face_up: bool | None = None, ms: int = 250) -> QParallelAnimationGroup | None:
        """Move to ``pos`` (and turn, and flip halfway); returns the running animation."""
        self.setZValue(z)
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        flip = face_up is not None and face_up != self.face_up
        if ms <= 0 or (self.pos() == pos and self.rotation() == rotation):
            self.setPos(pos)
            self.setRotation(rotation)
            if face_up is not None:
                self.set_face_up(face_up)
            return None
        group = QParallelAnimationGroup(self)
        move = QPropertyAnimation(self, b"pos", group)
        move.setDuration(ms)
        move.setEndValue(pos)
        move.setEasingCurve(QEasingCurve.Type.OutCubic)
        group.addAnimation(move)
        if rotation != self.rotation():
            turn = QPropertyAnimation(self, b"rot", group)
            turn.setDuration(ms)
            turn.setEndValue(rotation)
            group.addAnimation(turn)
        if flip and face_up is not None:
            QTimer.singleShot(ms // 2, self, lambda: self.set_face_up(face_up))
        self._animation = group  # a Python reference keeps the animation alive
        group.finished.connect(self._animation_done)
        group.start()
        return group

    def _animation_done(self) -> None:
        self._animation = None
