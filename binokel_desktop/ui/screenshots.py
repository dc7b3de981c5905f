"""``ScreenshotTaker``: the window at each phase's first appearance (``--screenshot-dir``)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject
from PySide6.QtGui import QPainter, QPixmap

from ..app.image_files import write_png

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)


def png_bytes(pixmap: QPixmap) -> bytes:
    """``pixmap`` encoded as PNG, in memory (the file is written by ``app/``)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    pixmap.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


class ScreenshotTaker(QObject):
    """Saves the window once per phase the window names (``phase_did_show``)."""

    def __init__(self, window: MainWindow, directory: Path) -> None:
        super().__init__(window)
        self.window = window
        self.directory = directory
        self.taken: list[str] = []
        window.phase_did_show.connect(self.take)

    def take(self, phase: str) -> None:
        """Grab the window once per phase."""
        if phase in self.taken:
            return
        self.taken.append(phase)
        name = f"{len(self.taken):02d}-{phase}.png"
        image = self.window.grab()
        dialog = self.window.open_dialog()
        if dialog is not None:
            # Dialogs are windows of their own: draw it centred over the table,
            # where a window manager puts it.
            shot = dialog.grab()
            painter = QPainter(image)
            painter.drawPixmap((image.width() - shot.width()) // 2,
                               (image.height() - shot.height()) // 2, shot)
            painter.end()
        write_png(self.directory / name, png_bytes(image))
        log.info("screenshot %s", name)
