"""Windows and dialogs that fit the screen they are on.

Laptops of 1024×600 are common in the family this game is for: every window
opens no larger than the screen's free area (without panels and docks), and
the main window remembers where it was.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

# Room for a window manager's title bar and borders, which Qt's sizes leave out.
FRAME_W, FRAME_H = 16, 40


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen ``widget`` is on (its parent's for a dialog not shown yet)."""
    w: QWidget | None = widget
    while w is not None:
        screen = w.screen()
        if screen is not None:
            return screen
        w = w.parentWidget()
    return QGuiApplication.primaryScreen()


def available(widget: QWidget) -> QRect:
    """The free area of ``widget``'s screen (a generous default without a screen)."""
    screen = screen_of(widget)
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def fit_size(widget: QWidget, width: int, height: int) -> None:
    """Resize to ``width``×``height`` or to the screen's free area, whichever is smaller."""
    area = available(widget)
    w = min(width, area.width() - FRAME_W)
    h = min(height, area.height() - FRAME_H)
    # A minimum size larger than the screen would push the buttons off it.
    minimum = widget.minimumSize()
    widget.setMinimumSize(min(minimum.width(), w), min(minimum.height(), h))
    widget.resize(max(200, w), max(150, h))


def fit_window(window: QWidget, width: int = 1280, height: int = 800) -> None:
    """Open ``window`` at its remembered place, else as large as wanted and centred."""
    if restore_geometry(window):
        return
    fit_size(window, width, height)
    area = available(window)
    window.move(area.x() + max(0, (area.width() - window.width() - FRAME_W) // 2),
                area.y() + max(0, (area.height() - window.height() - FRAME_H) // 2))


def restore_geometry(window: QWidget) -> bool:
    """Put ``window`` where it was last closed; False when nothing (usable) is remembered."""
    from .i18n import settings

    data = settings().value("window/geometry")
    if not isinstance(data, QByteArray | bytes) or not data:
        return False
    if not window.restoreGeometry(QByteArray(data)):
        return False
    # A screen that shrank or went away since: keep the window on the free area.
    area = available(window)
    frame = window.frameGeometry()
    if not area.intersects(frame) or frame.width() > area.width() or \
            frame.height() > area.height():
        fit_size(window, window.width(), window.height())
        window.move(area.topLeft())
    return True


def save_geometry(window: QWidget) -> None:
    """Remember ``window``'s size, position and maximised state."""
    from .i18n import settings

    store = settings()
    store.setValue("window/geometry", window.saveGeometry())
    store.sync()
