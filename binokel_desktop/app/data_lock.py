"""One program per data folder: a lock file held while a window uses the folder (issue 25 §1).

Two windows on one folder would replace each other's autosave with every move.
:class:`DataLock` holds ``.binokel.lock`` (a ``QLockFile``) in the data folder for
as long as the window is open; a second start finds it taken and must not write.
A lock left by a killed program is stale (its process is gone) and is taken over.
A second start may instead look at a copy of the folder (:func:`open_look`),
removed again at quit (:func:`close_look`).
"""

from __future__ import annotations

import hashlib
import logging
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

log = logging.getLogger(__name__)

LOCK_FILE = ".binokel.lock"
LOOK_PREFIX = "binokel-look-"
"""The temporary folder of a read-only look: ``binokel-look-XXXX/look``."""


@dataclass(frozen=True, slots=True)
class LockOwner:
    """Who holds a data folder: process id and host, as the lock file says (0, "" unknown)."""

    pid: int
    host: str


def channel_name(directory: Path) -> str:
    """The name of the local channel a folder's first window listens on (one per folder)."""
    try:
        key = str(directory.resolve())
    except OSError:
        key = str(directory.absolute())
    return "binokel-" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:20]


class DataLock:
    """The lock of one data folder; :meth:`acquire` takes it if nobody holds it."""

    LOCKED = QLockFile.LockError.LockFailedError
    """:meth:`error` after an :meth:`acquire` that found the folder held by another program."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self._lock = QLockFile(str(directory / LOCK_FILE))
        # Held for hours: only a dead owner makes it stale, never its age.
        self._lock.setStaleLockTime(0)

    def acquire(self) -> bool:
        """Take the lock (False: another program holds it, or the folder cannot be made)."""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        return bool(self._lock.tryLock(0))

    @property
    def held(self) -> bool:
        """Whether this program holds the lock."""
        return bool(self._lock.isLocked())

    def error(self) -> QLockFile.LockError:
        """Why the last :meth:`acquire` failed."""
        return self._lock.error()

    def owner(self) -> LockOwner:
        """Who holds the lock, as far as the lock file says."""
        info = self._lock.getLockInfo()
        if isinstance(info, tuple) and len(info) >= 2 and info[0]:
            return LockOwner(int(info[0]), str(info[1]))
        return LockOwner(0, "")

    def release(self) -> None:
        """Give the folder free (at quit)."""
        if self._lock.isLocked():
            self._lock.unlock()


def look_copy(directory: Path, into: Path) -> Path:
    """A copy of the folder's regular files (and of ``saves/``) under ``into``, for a
    read-only look: what the second window does there never reaches the real folder."""
    target = into / "look"
    for sub in ("", "saves"):
        source = directory / sub
        (target / sub).mkdir(parents=True, exist_ok=True)
        try:
            entries = list(source.iterdir())
        except OSError:
            continue
        for entry in entries:
            try:
                # Only regular files: a FIFO or a device would hang or never end the copy.
                if entry.name == LOCK_FILE or not stat.S_ISREG(entry.stat().st_mode):
                    continue
                shutil.copy2(entry, target / sub / entry.name)
            except OSError:
                continue
    return target


def open_look(directory: Path) -> Path:
    """A read-only look at ``directory``: its copy in a new temporary folder (:func:`look_copy`)."""
    return look_copy(directory, Path(tempfile.mkdtemp(prefix=LOOK_PREFIX)))


def close_look(copy: Path) -> None:
    """Remove the temporary folder :func:`open_look` made for ``copy`` (at quit).

    Only such a folder (``binokel-look-*/look``) is removed, never anything else.
    """
    temp = copy.parent
    if copy.name != "look" or not temp.name.startswith(LOOK_PREFIX):
        log.warning("%s is not a look's copy; left as it is", copy)
        return
    shutil.rmtree(temp, ignore_errors=True)
