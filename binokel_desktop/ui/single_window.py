"""One window per data folder (issue 25 §1): the first start holds the folder, a second asks.

The first window holds the folder's :class:`DataLock` and listens on a local
channel named after the folder. A second start finds the lock taken: it knocks
on that channel (the first window comes to the front, where the platform lets
it), then asks whether to take a read-only look (a copy of the folder in a
temporary place: nothing done there is kept) or to use another folder. It never
writes into a folder another window holds.
"""

from __future__ import annotations

import argparse
import logging
import sys
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..app.data_lock import DataLock, channel_name, close_look, open_look
from ..app.store import Store, remove_stale_temporaries
from . import texts

log = logging.getLogger(__name__)


class Choice(Enum):
    """What a second start does."""

    LOOK = "look"
    OTHER_FOLDER = "other"
    QUIT = "quit"


class FolderClaim(QObject):
    """This window's hold on its data folder: the lock and the channel a second start knocks on."""

    raise_requested = Signal()

    def __init__(self, lock: DataLock | None, look_dir: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock = lock
        self.look_dir = look_dir  # the temporary copy of a read-only look, else None
        self.server: QLocalServer | None = None
        self.app: object = None
        if lock is not None:
            self._listen(channel_name(lock.directory))

    @property
    def read_only(self) -> bool:
        """Whether this window only looks at a copy of a folder another window holds."""
        return self.look_dir is not None

    def _listen(self, name: str) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(name)  # we hold the lock: a channel left behind is stale
        if not server.listen(name):
            log.info("no channel for a second start (%s)", server.errorString())
            return
        server.newConnection.connect(self._knocked)
        self.server = server

    def _knocked(self) -> None:
        assert self.server is not None
        while (sock := self.server.nextPendingConnection()) is not None:
            sock.disconnectFromServer()
            sock.deleteLater()
        log.info("a second start on this data folder")
        self.raise_requested.emit()

    def attach(self, window: QWidget) -> None:
        """Bring ``window`` to the front whenever a second start knocks."""
        self.raise_requested.connect(lambda: bring_to_front(window))

    def find_window(self) -> None:
        """Attach to the program's main window once it is shown (the event loop runs)."""
        from PySide6.QtWidgets import QApplication, QMainWindow

        from .store_notices import StoreNotices

        for widget in QApplication.topLevelWidgets():
            if not isinstance(widget, QMainWindow):
                continue
            self.attach(widget)
            store = getattr(widget, "store", None)
            if isinstance(store, Store):
                StoreNotices(widget, store)  # a kept file that could not be read is told once
            show_problem = getattr(widget, "show_problem", None)
            if self.read_only and callable(show_problem):
                show_problem(look_note)
            return

    def release(self) -> None:
        """Give the folder free; remove a look's temporary copy (at quit)."""
        if self.server is not None:
            self.server.close()
        if self.lock is not None:
            self.lock.release()
        if self.look_dir is not None:
            close_look(self.look_dir)


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` unminimised and ask the window manager to raise it."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    log.info("the window is brought to the front")


def knock(directory: Path, timeout_ms: int = 1500) -> bool:
    """Ask the window holding ``directory`` to come to the front; whether it heard."""
    sock = QLocalSocket()
    sock.connectToServer(channel_name(directory))
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write(b"raise\n")
    sock.waitForBytesWritten(timeout_ms)
    sock.disconnectFromServer()
    return True


def already_open_box(directory: Path, parent: QWidget | None = None) -> QMessageBox:
    """The question of a second start: a read-only look, another folder, or quit."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(texts.translate("Folder", "Binokel is already open"))
    box.setText(texts.translate(
        "Folder", "The game is already open in another window. Two windows on one data "
        "folder would overwrite each other's game."))
    box.setInformativeText(texts.fill(
        #: %1 is the data folder's path
        texts.translate("Folder", "Data folder: %1"), str(directory)))
    look = box.addButton(texts.translate("Folder", "Look read-only"),
                         QMessageBox.ButtonRole.AcceptRole)
    other = box.addButton(texts.translate("Folder", "Use another folder…"),
                          QMessageBox.ButtonRole.ActionRole)
    quit_ = box.addButton(texts.translate("Folder", "Quit"), QMessageBox.ButtonRole.RejectRole)
    look.setProperty("choice", Choice.LOOK.value)
    other.setProperty("choice", Choice.OTHER_FOLDER.value)
    quit_.setProperty("choice", Choice.QUIT.value)
    box.setDefaultButton(look)
    box.setEscapeButton(quit_)
    return box


def ask_already_open(directory: Path) -> Choice:
    """Ask what a second start on ``directory`` does."""
    box = already_open_box(directory)
    box.exec()
    clicked = box.clickedButton()
    value = clicked.property("choice") if clicked is not None else None
    return Choice(value) if value in {c.value for c in Choice} else Choice.QUIT


def claim_folder(store: Store, *, ask: bool = True) -> tuple[Store, FolderClaim] | None:
    """Hold ``store``'s folder, or (a second start) ask and return a look or another folder.

    ``None``: quit (the person chose it, or ``ask`` is False and the folder is taken).
    """
    directory = store.directory
    while True:
        lock = DataLock(directory)
        if lock.acquire():
            log.info("holding the data folder %s", directory)
            remove_stale_temporaries(directory)
            return Store(directory), FolderClaim(lock)
        if lock.error() is not DataLock.LOCKED:
            # No lock can be made (a read-only folder): nothing can be written there
            # either, so two windows cannot overwrite each other.
            log.warning("%s: no lock (%s); going on without one", directory, lock.error())
            return Store(directory), FolderClaim(None)
        owner = lock.owner()
        heard = knock(directory)
        log.warning("%s is in use by another Binokel window (process %d on %s)%s",
                    directory, owner.pid, owner.host or "?",
                    "; it was asked to come to the front" if heard else "")
        if not ask:
            return None
        choice = ask_already_open(directory)
        if choice is Choice.LOOK:
            copy = open_look(directory)
            return Store(copy), FolderClaim(None, copy)
        if choice is Choice.QUIT:
            return None
        chosen = QFileDialog.getExistingDirectory(
            None, texts.translate("Folder", "Another data folder"), str(directory.parent))
        if not chosen:
            return None
        directory = Path(chosen)


def look_note() -> str:
    """The status line of a read-only look."""
    return texts.translate("Folder", "A read-only look: the game is open in another window, "
                           "and nothing done here is kept.")


def hold_for_window(args: argparse.Namespace) -> FolderClaim | None:
    """Before the window opens: hold ``args.data_dir`` (or ask, on a second start).

    Sets ``args.data_dir`` to the folder the window is to use (the one held,
    another one chosen, or a look's copy). Once the event loop runs, the
    claim finds the main window: a second start's knock brings it to the
    front, a look says so on its status line, and the store's notices are told
    there (:mod:`.store_notices`). ``None``: the window is not to open.
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ..app.store import data_dir
    from . import i18n

    # As the window logs (its own setup, later, is then a no-op).
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = Store(data_dir(args.data_dir))
    i18n.set_language(i18n.initial_language(args.lang, store))  # the question speaks it
    claimed = claim_folder(store, ask=not args.exit_when_done)
    if claimed is None:
        return None
    store, claim = claimed
    claim.app = app  # kept alive: the window's run() uses this application
    args.data_dir = store.directory
    QTimer.singleShot(0, claim, claim.find_window)
    return claim
