"""Autosave: the running game is saved after every action.

The game's thread only turns the record into bytes (each action is encoded
once, :class:`SaveWriter`) and hands them to one writer thread, which writes
them atomically (temporary file in the same directory, flush, fsync,
``os.replace``). A newer save handed over while one is being written
replaces the waiting one, so the disk never holds the game up. A failed write
(read-only or full directory) is reported once by ``save_did_fail`` and the
game goes on; the next success reports ``save_did_recover``.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject, Signal

from ..engine import GameRecord
from ..engine.events import AllPassed, DealScored, GameEnded
from .controller import GameController, Update
from .saves import AUTOSAVE, GameSave, SaveWriter
from .setup import GameSetup
from .statistics import Statistics
from .store import Store, atomic_write

log = logging.getLogger(__name__)

MAX_WAIT = 2.0
"""Seconds the game waits at most for the previous save's write before handing over the next."""


# A lesson's practice game is saved (it can be resumed) but not counted: the id says so,
# so a lesson resumed after a restart, by the lesson or the resume question, stays out too.
LESSON_ID_PREFIX = "lesson-"


def new_game_id(counted: bool = True) -> str:
    """A fresh id that ties a game's autosave and its statistics together
    (``counted=False``: a lesson's game, which the statistics leave out)."""
    return uuid.uuid4().hex if counted else LESSON_ID_PREFIX + uuid.uuid4().hex


def is_counted(game_id: str) -> bool:
    """Whether the game of ``game_id`` counts in the statistics (lessons do not)."""
    return not game_id.startswith(LESSON_ID_PREFIX)


class BackgroundWriter:
    """One thread that writes the latest bytes handed to it for each path."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, bytes] = {}
        self._busy = False
        self._closed = False
        self.write_seconds: list[float] = []  # each write's duration, for benchmarks
        self.failures = 0
        self.coalesced = 0  # saves replaced unwritten because the disk stalled
        self.last_error: OSError | None = None
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, path: Path, data: bytes, wait: float = MAX_WAIT) -> None:
        """Write ``data`` to ``path`` soon, once the write handed over before is done.

        The lag is bounded (issue 25 §6): the previous save is on disk before
        this one is handed over, so a kill loses at most the save just handed
        over (one action). Waiting costs nothing while the disk keeps up (a
        person's moves); a fast computer game plays at the disk's pace. A disk
        that has not finished a write in ``wait`` seconds is no longer waited
        for: the newer save then replaces the one still waiting (``coalesced``).
        """
        with self._cond:
            deadline = time.monotonic() + wait
            while (self._pending or self._busy) and not self._closed:
                left = deadline - time.monotonic()
                if left <= 0:
                    if not self.coalesced:
                        log.warning("the disk has not finished a save in %.1f s; the game "
                                    "no longer waits for it", wait)
                    self.coalesced += 1
                    break
                self._cond.wait(left)
            self._pending[path] = data
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything handed over is written; False on timeout."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def close(self) -> None:
        """Write what is waiting, then stop the thread."""
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=5)

    def report(self, error: OSError | None) -> None:
        """Called on the writer thread after each write (``None``: it worked)."""

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._closed:
                    self._cond.wait()
                if not self._pending:
                    return
                path, data = self._pending.popitem()
                self._busy = True
            start = time.perf_counter()
            error: OSError | None = None
            try:
                atomic_write(path, data, sync_directory=False)
            except OSError as exc:
                error = exc
            elapsed = time.perf_counter() - start
            with self._cond:
                self._busy = False
                self.write_seconds.append(elapsed)
                if error is not None:
                    self.failures += 1
                    self.last_error = error
                self._cond.notify_all()
            self.report(error)


class Autosaver(QObject):
    """Saves one game after each action into ``name`` (``autosave.json``) of the data directory."""

    save_did_fail = Signal(str)  # once, when saving starts failing; the reason
    save_did_recover = Signal()

    def __init__(self, directory: Path, setup: GameSetup, game_id: str,
                 parent: QObject | None = None, name: str = AUTOSAVE,
                 counted_from: int = 0) -> None:
        super().__init__(parent)
        self.path = directory / name
        self.game_id = game_id
        self._writer = SaveWriter(setup, game_id, counted_from)
        self._saved: tuple[int, tuple[int, ...]] | None = None  # what is on disk
        self._failing = False
        self.encode_seconds: list[float] = []  # time on the game's thread per autosave
        outer = self

        class _Writer(BackgroundWriter):
            def report(self, error: OSError | None) -> None:
                outer._reported(error)

        self.background = _Writer()

    def save(self, record: GameRecord, *, deal_no: int, scores: tuple[int, ...],
             finished: bool, taken_back: tuple[int, ...] = ()) -> None:
        """Save the game after its latest action (nothing when it has not changed)."""
        # A record only grows or is cut by a take back, so its length and the
        # take-back marks tell whether the disk already holds it.
        key = (len(record.actions), taken_back)
        if key == self._saved:
            return
        start = time.perf_counter()
        data = self._writer.text(record, deal_no=deal_no, scores=scores, finished=finished,
                                 taken_back=taken_back)
        self.background.submit(self.path, data)
        self.encode_seconds.append(time.perf_counter() - start)
        if self._saved is None:
            log.info("autosave of game %s to %s", self.game_id, self.path)
        # For benchmarks/kill_resume.py (BINOKEL_LOG_LEVEL=DEBUG): what was handed over.
        log.debug("autosave: %d actions handed over", len(record.actions))
        self._saved = key

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the last save is on disk."""
        return self.background.flush(timeout)

    def close(self) -> None:
        """Write the last save and stop the writer thread."""
        self.background.close()

    def _reported(self, error: OSError | None) -> None:
        # On the writer thread: signals reach the window queued, on its thread. A saver
        # whose Qt object is gone (the window was destroyed unclosed) says nothing.
        if not shiboken6.isValid(self):
            return
        if error is not None and not self._failing:
            self._failing = True
            log.warning("autosave to %s failed: %s", self.path, error)
            self.save_did_fail.emit(error.strerror or str(error))
        elif error is None and self._failing:
            self._failing = False
            self.save_did_recover.emit()


class GameKeeper(QObject):
    """Keeps one running game on disk: its autosave after every action, its statistics.

    Connected to the controller's ``did_update``; the statistics are counted
    again from the record whenever a deal or the game ends.
    """

    save_did_fail = Signal(str)
    save_did_recover = Signal()

    def __init__(self, controller: GameController, store: Store, game_id: str,
                 parent: QObject | None = None, name: str = AUTOSAVE,
                 counted_from: int = 0) -> None:
        super().__init__(parent)
        self.controller = controller
        self.game_id = game_id
        self.counted_from = counted_from
        self.statistics = Statistics(store)
        self.autosaver = Autosaver(store.directory, controller.setup, game_id, self, name,
                                   counted_from)
        self.autosaver.save_did_fail.connect(self.save_did_fail)
        self.autosaver.save_did_recover.connect(self.save_did_recover)
        controller.did_update.connect(self._did_update)
        # A take back is saved at once: a crash before the next move must not bring
        # the taken-back moves back (issue 16).
        controller.did_take_back.connect(self._did_take_back)

    @property
    def record(self) -> GameRecord:
        """The game so far."""
        return self.controller.record

    def current_save(self) -> GameSave:
        """The running game as a save."""
        c = self.controller
        return GameSave(c.setup, c.record, c.over, time.time(),
                        tuple(int(s) for s in c.state.scores), int(c.state.deal_no),
                        self.game_id, c.state, tuple(sorted(c.taken_back)), self.counted_from)

    def close(self) -> None:
        """Write the last autosave and stop the writer."""
        self.autosaver.close()

    def _save(self) -> None:
        c = self.controller
        state = c.state
        self.autosaver.save(c.record, deal_no=int(state.deal_no),
                            scores=tuple(int(s) for s in state.scores), finished=c.over,
                            taken_back=tuple(sorted(c.taken_back)))

    def _did_take_back(self, _view: object, _undone: int) -> None:
        self._save()

    def _did_update(self, update: Update) -> None:
        c = self.controller
        self._save()
        if is_counted(self.game_id) and any(isinstance(e, DealScored | AllPassed | GameEnded)
                                            for e in update.events):
            try:
                self.statistics.record_game(self.game_id, c.setup, c.record, c.over,
                                            self.counted_from)
            except OSError as exc:
                self.save_did_fail.emit(exc.strerror or str(exc))
