"""Python's cyclic garbage collector runs on the GUI thread only.

Computer players, hints and the deal review think on threads of their own
(``app/jobs.py``). Python collects reference cycles in whichever thread
happens to allocate when a threshold is reached, so a cycle holding a window
or dialog of an earlier game could be destroyed on a bot's thread: Qt cannot
stop that object's timers from there, and a timer firing later for the freed
object crashes the program (seen in the test suite: ``QTimerInfoList::
activateTimers`` on a freed receiver). The guard switches automatic
collection off and collects on the GUI thread instead, from a timer, as often
as Python's own thresholds would. For the same reason it takes over what a
bot's thread is done with (the finished call, its arguments and its future:
often the last references to a stopped game's seat or a closed review's
job) and drops it on the GUI thread.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, QTimer

from . import jobs

INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """Collects garbage on the thread it lives on (the GUI thread), never elsewhere."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        # What a job's thread is done with is dropped here too, not there (app/jobs.py).
        self._kept: list[object] = []
        self._lock = threading.Lock()
        jobs.keep_references_with(self.keep)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)

    def keep(self, references: object) -> None:
        """Hold ``references`` (from any thread) until the GUI thread drops them."""
        with self._lock:
            self._kept.append(references)

    def check(self) -> int:
        """Drop what the bots' threads handed over, then collect the generations whose
        counts passed their thresholds; the objects freed by the collection."""
        with self._lock:
            kept, self._kept = self._kept, []
        del kept  # the last references, if they are, go here on the GUI thread
        count0, count1, count2 = gc.get_count()
        t0, t1, t2 = self.thresholds
        if count0 <= t0:
            return 0
        generation = 2 if count2 > t2 else 1 if count1 > t1 else 0
        return gc.collect(generation)

    def stop(self) -> None:
        """Give collection back to Python (automatic, on any thread)."""
        self.timer.stop()
        jobs.keep_references_with(None)
        self.check()
        gc.enable()


_guard: GuiThreadCollector | None = None


def install(app: QObject) -> GuiThreadCollector:
    """The one collector of ``app`` (the QApplication), made on first call."""
    global _guard
    if _guard is None:
        _guard = GuiThreadCollector(app)
    return _guard
