"""Windows and dialogs that fit the screen they are on.

Laptops of 1024×600 are common in the family this game is for: every window
opens no larger than the screen's free area (without panels and docks), and
the main window remembers where it was.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from ..app.store import Store

log = logging.getLogger(__name__)

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


def centre_over(widget: QWidget, over: QWidget) -> None:
    """Move ``widget`` (a window) over the middle of ``over``, its frame inside the screen."""
    area = available(over)
    centre = over.frameGeometry().center()
    w, h = widget.width() + FRAME_W, widget.height() + FRAME_H
    x = max(area.left(), min(centre.x() - w // 2, area.right() + 1 - w))
    y = max(area.top(), min(centre.y() - h // 2, area.bottom() + 1 - h))
    widget.move(x, y)


def keep_inside(widget: QWidget) -> None:
    """Move ``widget`` (a shown window that may have grown) so its frame is on the
    screen's free area again; a window already inside stays where it is."""
    area = available(widget)
    frame = widget.frameGeometry()
    x = max(area.left(), min(frame.x(), area.right() + 1 - frame.width()))
    y = max(area.top(), min(frame.y(), area.bottom() + 1 - frame.height()))
    if (x, y) != (frame.x(), frame.y()):
        widget.move(x, y)


def fit_window(window: QWidget, store: Store | None = None, width: int = 1280,
               height: int = 800) -> Place | None:
    """Open ``window`` at its remembered place (returned), else as large as wanted and centred.

    On a screen too small for ``width``×``height`` (a 1366×768 or 1024×600 laptop) the
    window opens maximised: every pixel of height goes to the cards and the decision
    panel, as a family expects of a game on a small laptop. Full screen is the caller's
    to enter once the window is shown (``place["full_screen"]``).
    """
    if store is not None and (place := restore_geometry(window, store)) is not None:
        return place
    area = available(window)
    fit_size(window, width, height)
    window.move(area.x() + max(0, (area.width() - window.width() - FRAME_W) // 2),
                area.y() + max(0, (area.height() - window.height() - FRAME_H) // 2))
    if width + FRAME_W > area.width() or height + FRAME_H > area.height():
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    return None


WINDOW_FILE = "window.json"
Place = dict[str, int | bool | str]


def window_place(value: object) -> Place | None:
    """A remembered window {"x", "y", "width", "height", "maximised", "full_screen"}, or
    None if not one. ``full_screen`` came later: missing or not a bool, it is False."""
    if not isinstance(value, dict):
        return None
    try:
        place = {k: value[k] for k in ("x", "y", "width", "height", "maximised")}
    except KeyError:
        return None
    if not all(type(place[k]) is int and abs(place[k]) < 100_000
               for k in ("x", "y", "width", "height")):
        return None
    if place["width"] <= 0 or place["height"] <= 0 or type(place["maximised"]) is not bool:
        return None
    place["full_screen"] = value.get("full_screen") is True
    # Later still: x, y are the frame's corner ("frame": true) and the frame's margins.
    frame = value.get("frame")
    place["frame"] = frame if frame in ("measured", "estimated") else "inside"
    for k in ("frame_left", "frame_top", "frame_right", "frame_bottom"):
        m = value.get(k)
        place[k] = m if type(m) is int and 0 <= m <= 200 else 0
    return place


def restore_geometry(window: QWidget, store: Store) -> Place | None:
    """Put ``window`` where it was last closed: the place, or None when nothing usable is
    remembered.

    The place is the frame's top left corner (title bar included) and the size of the
    inside, as Qt's ``move`` and ``resize`` take them: restoring what was saved puts
    the window exactly where it was, so it never creeps by a title bar per start. The
    whole frame is kept inside the screen's free area.
    """
    place = window_place(store.read_json(WINDOW_FILE))
    if place is None:
        return None
    x, y, w, h = (int(place[k]) for k in ("x", "y", "width", "height"))
    left, top, right, bottom = frame_margins(place)
    if place["frame"] == "inside":
        x, y = x - left, y - top  # an older file kept the inside's corner
    area = available(window)
    extra_w, extra_h = left + right, top + bottom
    w = max(200, min(w, area.width() - extra_w))
    h = max(150, min(h, area.height() - extra_h))
    minimum = window.minimumSize()
    window.setMinimumSize(min(minimum.width(), w), min(minimum.height(), h))
    window.resize(w, h)
    rect = QRect(x, y, w + extra_w, h + extra_h)
    if not area.intersects(rect):
        # The screen it was on went away: the free area of this one.
        rect.moveTopLeft(area.topLeft())
    window.move(max(area.left(), min(rect.x(), area.right() + 1 - rect.width())),
                max(area.top(), min(rect.y(), area.bottom() + 1 - rect.height())))
    if place["maximised"]:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    return place


def frame_margins(place: Place) -> tuple[int, int, int, int]:
    """The window manager's frame (left, top, right, bottom) measured when the place was
    saved, else a title bar's worth of estimate."""
    if place["frame"] == "measured":
        return (int(place["frame_left"]), int(place["frame_top"]), int(place["frame_right"]),
                int(place["frame_bottom"]))
    return ESTIMATE


ESTIMATE = (FRAME_W // 2, FRAME_H - FRAME_W // 2, FRAME_W // 2, FRAME_W // 2)


def save_geometry(window: QWidget, store: Store, maximised: bool | None = None) -> None:
    """Remember ``window``'s place, size, frame, maximised and full-screen state (the
    normal place and size when maximised or full screen). ``maximised``: whether the
    window was maximised before it went full screen (None: as it is now)."""
    full = window.isFullScreen()
    inside, frame = window.geometry(), window.frameGeometry()
    margins = (inside.x() - frame.x(), inside.y() - frame.y(),
               frame.right() - inside.right(), frame.bottom() - inside.bottom())
    measured = not (full or window.isMaximized()) and all(0 <= m <= 200 for m in margins)
    if not measured:
        # A maximised or full-screen frame is drawn without borders: the normal window's
        # frame is not known now; the estimate stands for it.
        margins = ESTIMATE
    normal = window.normalGeometry() if window.isMaximized() or full else inside
    if not normal.isValid():
        normal = inside
    try:
        store.write_json(WINDOW_FILE, {"x": normal.x() - margins[0],
                                       "y": normal.y() - margins[1],
                                       "width": normal.width(), "height": normal.height(),
                                       "frame": "measured" if measured else "estimated",
                                       "frame_left": margins[0], "frame_top": margins[1],
                                       "frame_right": margins[2], "frame_bottom": margins[3],
                                       "maximised": window.isMaximized() if maximised is None
                                       else maximised,
                                       "full_screen": full})
    except (OSError, ValueError) as exc:  # a full disk must not stop the window closing
        log.warning("window place not saved: %s", exc)
