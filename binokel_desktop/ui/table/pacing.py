"""``Pacing``: counts what the table is still showing and says once when it is done.

As KDE's card deck keeps ``cardsWaitedFor`` and emits ``cardAnimationDone``:
each piece of showing (one event, the end-of-batch settle) is held for as long
as it runs and let go by its own timer; when the last one is let go the table
has caught up and :attr:`Pacing.caught_up` is emitted, once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal


class Pacing(QObject):
    """A counter of what is running on the table, with a signal when it reaches zero."""

    caught_up = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running = 0

    @property
    def running(self) -> int:
        """How many pieces of showing have not yet run their time."""
        return self._running

    def hold(self, ms: int) -> None:
        """Count one piece of showing that runs ``ms`` (0: until the next turn of the
        event loop, so :attr:`caught_up` never comes from inside the caller).

        The count is let go by a timer of the piece's own length, not by
        ``QPropertyAnimation.finished``: an animation stopped by the next move of the
        same card never emits ``finished``, and the game would wait for ever.
        """
        self._running += 1
        # Parented to self: a table thrown away takes its pending timers with it.
        QTimer.singleShot(max(0, ms), self, self._let_go)

    def _let_go(self) -> None:
        self._running -= 1
        if self._running == 0:
            self.caught_up.emit()
