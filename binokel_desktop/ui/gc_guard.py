"""Python's cyclic garbage collector runs on the GUI thread only.

Computer players, hints and the deal review think on threads of their own
(``app/seats.py``). Python collects reference cycles in whichever thread
happens to allocate when a threshold is reached, so a cycle holding a window
or dialog of an earlier game could be destroyed on a bot's thread: Qt cannot
stop that object's timers from there, and a timer firing later for the freed
object crashes the program (seen in the test suite: ``QTimerInfoList::
activateTimers`` on a freed receiver). The guard switches automatic
collection off and collects on the GUI thread instead, from a timer, as often
as Python's own thresholds would.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """Collects garbage on the thread it lives on (the GUI thread), never elsewhere."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)

    def check(self) -> int:
        """Collect the generations whose counts passed their thresholds; the objects freed."""
        count0, count1, count2 = gc.get_count()
        t0, t1, t2 = self.thresholds
        if count0 <= t0:
            return 0
        generation = 2 if count2 > t2 else 1 if count1 > t1 else 0
        return gc.collect(generation)

    def stop(self) -> None:
        """Give collection back to Python (automatic, on any thread)."""
        self.timer.stop()
        gc.enable()


_guard: GuiThreadCollector | None = None


def install(app: QObject) -> GuiThreadCollector:
    """The one collector of ``app`` (the QApplication), made on first call."""
    global _guard
    if _guard is None:
        _guard = GuiThreadCollector(app)
    return _guard
