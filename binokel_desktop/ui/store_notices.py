"""Tell the player, once, about a kept file that could not be read (issue 25 §3).

The store reports each problem as a :class:`Notice` (a file unreadable, newer,
mended value by value, or house rules this version cannot use). Here they are
gathered for a moment and shown in one message that does not block the table,
and on the status line.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from ..app.store import Notice, NoticeKind, Store
from . import texts
from .i18n import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

FILE_NAMES = {
    "settings.json": QT_TRANSLATE_NOOP("Kept", "The settings"),
    "statistics.json": QT_TRANSLATE_NOOP("Kept", "The statistics"),
    "house_rules.json": QT_TRANSLATE_NOOP("Kept", "The saved house rules"),
    "window.json": QT_TRANSLATE_NOOP("Kept", "The window's place"),
    "aids.json": QT_TRANSLATE_NOOP("Kept", "The play aids' choices"),
}
OTHER_FILE = QT_TRANSLATE_NOOP("Kept", "The file %1")


def notice_text(notice: Notice) -> str:
    """One notice as a sentence in the player's language."""
    what = texts.translate("Kept", FILE_NAMES.get(notice.file, OTHER_FILE))
    what = texts.fill(what, notice.file) if "%1" in what else f"{what} ({notice.file})"
    if notice.kind is NoticeKind.NEWER:
        #: %1 names the file ("The statistics (statistics.json)")
        text = texts.translate("Kept", "%1: written by a newer Binokel Desktop, so not used "
                               "here. The file is kept under a name of its own before anything "
                               "new is written.")
    elif notice.kind is NoticeKind.REPAIRED:
        #: %1 names the file, %2 lists what was mended (player names, setting names)
        text = texts.translate("Kept", "%1: some values could not be used (%2) and were "
                               "mended; the rest is kept, and the file as it was is kept under "
                               "a name of its own.")
    elif notice.kind is NoticeKind.SKIPPED:
        #: %1 names the file, %2 the titles of the sets left out
        text = texts.translate("Kept", "%1: some sets cannot be used by this version (%2). "
                               "They are left out of the lists and stay in the file as they "
                               "are.")
    else:
        #: %1 names the file
        text = texts.translate("Kept", "%1: the file could not be read, so it is not used. It "
                               "is kept under a name of its own before anything new is "
                               "written.")
    items = ", ".join(notice.items[:8]) + (" …" if len(notice.items) > 8 else "")
    return texts.fill(text, what, items)


class StoreNotices(QObject):
    """Shows the store's notices on ``window``: one message per batch, and the status line."""

    def __init__(self, window: QWidget, store: Store) -> None:
        super().__init__(window)
        self.window = window
        self.pending: list[Notice] = list(store.notices)  # those found before the window
        self.shown: list[Notice] = []
        self.last_box: QMessageBox | None = None
        store.listeners.append(self._heard)
        if self.pending:
            QTimer.singleShot(0, self, self._show)

    def _heard(self, notice: Notice) -> None:
        self.pending.append(notice)
        if len(self.pending) == 1:
            # Gathered for one turn of the event loop: one message for all, never one per file.
            QTimer.singleShot(0, self, self._show)

    def _show(self) -> None:
        batch, self.pending = self.pending, []
        if not batch:
            return
        self.shown.extend(batch)
        lines = [notice_text(n) for n in batch]
        log.info("the player is told: %s", " | ".join(f"{n.file}: {n.kind.value}" for n in batch))
        show_problem = getattr(self.window, "show_problem", None)
        if callable(show_problem):
            first = batch[0]
            show_problem(lambda: notice_text(first))
        box = QMessageBox(QMessageBox.Icon.Warning,
                          texts.translate("Kept", "A kept file could not be read"),
                          "\n\n".join(lines), QMessageBox.StandardButton.Ok, self.window)
        self.last_box = box
        box.open()
