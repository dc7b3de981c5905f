"""What the screen shows, written down for tests that drive the real program.

With ``BINOKEL_PROBE=FILE`` set, the program appends one JSON line to FILE
whenever what a person could see changes: the windows with their frames, every
visible button with the part of it that is on screen, the viewer's hand, whom
the table names, the pass screen and the score sheet's visible cells, and in a
dialog its combo boxes, the texts it cuts off and those scrolled out of view. A
journey test (``tests/journey``) reads these lines to know *where* to click,
as a person knows by looking, and then judges the click by its effect (the
autosave, the next lines, the pixels). Only what is on screen is written: a
cell hidden under another cell's span, or a button's half below the window's
edge, is not.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPoint, QRect, QRectF, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QTableWidget,
    QWidget,
)

from ..app.probe_log import ProbeLog

if TYPE_CHECKING:
    from .main_window import MainWindow

ENV = "BINOKEL_PROBE"
TICK_MS = 30


def _rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def _global(widget: QWidget, r: QRect) -> QRect:
    return QRect(widget.mapToGlobal(r.topLeft()), r.size())


def _shown(widget: QWidget) -> QRect:
    """The part of ``widget`` that is painted on screen, in screen coordinates."""
    visible = widget.visibleRegion().boundingRect()
    window = widget.window()
    # The window's own bounds on screen (a window reaching past the screen is cut there).
    on_screen = _global(widget, visible)
    frame = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
    screen = window.screen()
    shown = on_screen.intersected(frame)
    if screen is not None:
        shown = shown.intersected(screen.geometry())
    return shown


AREAS = ("ActionPanel", "PassScreen", "ScorePanel")


def cut_texts(top: QWidget) -> list[str]:
    """The visible word-wrapped labels of ``top`` whose text does not fit where it is
    drawn: shorter than their text needs at their width, or reaching past the window."""
    cut = []
    for label in top.findChildren(QLabel):
        if not (label.isVisible() and label.wordWrap() and label.text()):
            continue
        needs = label.heightForWidth(label.width())
        shown = label.visibleRegion().boundingRect()
        # In a scroll area a text may lie outside the view: scrolling reaches it.
        scrolled = _in_scroll_area(label, top)
        if label.height() < needs or (
                not scrolled and shown.height() < min(label.height(), needs)):
            cut.append(label.text())
    return cut


def scrolled_texts(top: QWidget) -> list[str]:
    """The visible labels of ``top`` in a scroll area that are not wholly in its view:
    a person has to scroll to read them."""
    hidden = []
    for label in top.findChildren(QLabel):
        if (label.isVisible() and label.text() and _in_scroll_area(label, top)
                and label.visibleRegion().boundingRect().size() != label.size()):
            hidden.append(label.text())
    return hidden


def _in_scroll_area(widget: QWidget, top: QWidget) -> bool:
    w = widget.parentWidget()
    while w is not None and w is not top:
        if isinstance(w, QAbstractScrollArea):
            return True
        w = w.parentWidget()
    return False


def _area(widget: QWidget) -> str:
    """The part of the window a control sits in: the decision panel, the pass screen…"""
    w: QWidget | None = widget
    while w is not None:
        if w.objectName() in AREAS:
            return w.objectName()
        w = w.parentWidget()
    return ""


def _role(button: QAbstractButton, keys: dict[int, str]) -> str:
    """What a button does, in words no translation changes: a call's letter key (P, B,
    O, D, A), or its role in a message box or a dialog's button row (AcceptRole …)."""
    if id(button) in keys:
        return keys[id(button)]
    w: QWidget | None = button.parentWidget()
    while w is not None:
        if isinstance(w, QMessageBox | QDialogButtonBox):
            role = w.buttonRole(button)
            return role.name if role is not None else ""
        w = w.parentWidget()
    return button.objectName()


class ScreenProbe(QObject):
    """Has a line written to ``path`` each time the visible state of ``window`` changes
    (the file is :class:`~binokel_desktop.app.probe_log.ProbeLog`'s)."""

    def __init__(self, window: MainWindow, path: Path) -> None:
        super().__init__(window)
        self.window = window
        self.log = ProbeLog(path)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.write)
        self._timer.start(TICK_MS)

    def write(self) -> None:
        """Append the state if it changed since the last line."""
        self.log.append(self.snapshot())

    def snapshot(self) -> dict[str, Any]:
        """What is on screen now."""
        w = self.window
        windows = []
        buttons = []
        combos = []
        keys = {id(b): k for k, b in w.panel.keyed.items()}
        for top in QApplication.topLevelWidgets():
            if not top.isVisible():
                continue
            labels = ([label.text() for label in top.findChildren(QLabel)
                       if label.isVisible() and label.text()]
                      if isinstance(top, QDialog) else [])
            windows.append({"kind": type(top).__name__, "title": top.windowTitle(),
                            "texts": labels,
                            "cut": cut_texts(top) if isinstance(top, QDialog) else [],
                            "scrolled": scrolled_texts(top) if isinstance(top, QDialog) else [],
                            "frame": _rect(top.frameGeometry()),
                            "client": _rect(QRect(top.mapToGlobal(QPoint(0, 0)), top.size())),
                            "maximised": top.isMaximized(), "active": top.isActiveWindow()})
            for b in top.findChildren(QAbstractButton):
                if not b.isVisible() or (b.window() is not top):
                    continue
                shown = _shown(b)
                if shown.isEmpty():
                    continue
                buttons.append({"text": b.text().replace("&", ""), "window": type(top).__name__,
                                "in": _area(b), "role": _role(b, keys),
                                "rect": _rect(_global(b, b.rect())), "shown": _rect(shown),
                                "enabled": b.isEnabled(), "checked": b.isChecked()})
            if isinstance(top, QDialog):
                for c in top.findChildren(QComboBox):
                    shown = _shown(c) if c.isVisible() else QRect()
                    if not shown.isEmpty():
                        combos.append({"text": c.currentText(), "window": type(top).__name__,
                                       "rect": _rect(_global(c, c.rect())),
                                       "shown": _rect(shown), "enabled": c.isEnabled()})
        state: dict[str, Any] = {"windows": windows, "buttons": buttons, "combos": combos,
                                 "panel": w.panel.prompt.text(),
                                 "pass_screen": (w.pass_screen.title.text()
                                                 if w.pass_screen.isVisible() else None),
                                 "info": w.info.text(), "status": w.status.text(),
                                 # Where the status line is drawn and its ground's colour,
                                 # for a test to judge on the screen whether it is seen.
                                 "status_box": (_rect(_global(w.status, w.status.rect()))
                                                if w.status.isVisible() else None),
                                 "status_ground": w.status.palette().color(
                                     w.status.backgroundRole()).name()}
        state.update(self._table())
        if w.score_sheet.isVisible():
            state["sheet"] = self._cells(w.score_sheet.table)
        return state

    def _table(self) -> dict[str, Any]:
        w = self.window
        scene, view = w.scene, getattr(w, "table_view", None)
        if scene is None or view is None or not view.isVisible():
            return {}
        viewer = w.session.viewer if w.session is not None else 0
        cards = []

        def on_screen(r: QRectF) -> list[int]:
            top_left = view.viewport().mapToGlobal(view.mapFromScene(r.topLeft()))
            bottom_right = view.viewport().mapToGlobal(view.mapFromScene(r.bottomRight()))
            return [top_left.x(), top_left.y(), bottom_right.x() - top_left.x(),
                    bottom_right.y() - top_left.y()]

        for item in scene.hands[viewer]:
            # "rect" holds the card's glow and shadow too; "face" is the card itself.
            cards.append({"card": item.card, "face_up": bool(item.card is not None
                                                              and item.face_up),
                          "legal": item.legal, "selected": item.selected_for_action,
                          "rect": on_screen(item.mapRectToScene(item.boundingRect())),
                          "face": on_screen(item.mapRectToScene(item.face_rect()))})
        return {"viewer": viewer, "hand": cards, "turn": scene.turn}

    @staticmethod
    def _cells(table: QTableWidget) -> list[list[str]]:
        """The score sheet's rows as drawn: a cell under another cell's span is not shown."""
        rows = []
        header = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
        rows.append([h.text() if h is not None else "" for h in header])
        for r in range(table.rowCount()):
            row = []
            for c in range(table.columnCount()):
                covered = any(
                    table.rowSpan(r2, c2) > r - r2 and table.columnSpan(r2, c2) > c - c2
                    for r2 in range(r + 1) for c2 in range(c + 1) if (r2, c2) != (r, c))
                item = table.item(r, c)
                hidden = table.isColumnHidden(c) or table.columnWidth(c) < 8
                row.append("" if covered or hidden or item is None else item.text())
            rows.append(row)
        return rows


def install(window: MainWindow) -> ScreenProbe | None:
    """Start the probe when ``BINOKEL_PROBE`` names a file."""
    path = os.environ.get(ENV)
    if not path:
        return None
    return ScreenProbe(window, Path(path))
