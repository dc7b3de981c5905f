"""The deal review's search off the GUI thread: progress and the result on it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import GameRecord
from .jobs import Job, JobRunner
from .review import BUDGET_S, review_deal


class ReviewJob(QObject):
    """Runs :func:`review_deal` on a job runner of its own; ``progress_did_change(done,
    most)`` and ``review_did_finish(Review or Exception)`` arrive on the GUI thread.

    Give it no Qt parent: while a review still runs after its window was closed,
    its job keeps it alive, so a late answer reaches a living object (and
    nobody) instead of a deleted one.
    """

    progress_did_change = Signal(int, int)
    review_did_finish = Signal(object)  # Review or Exception

    def __init__(self) -> None:
        super().__init__()
        self._jobs = JobRunner("review")
        self._job: Job | None = None

    def start(self, record: GameRecord, budget_s: float = BUDGET_S) -> None:
        """Begin the review of the record's last deal."""
        def finished(answer: object) -> None:
            self.review_did_finish.emit(answer)

        def progressed(done: int, most: int) -> None:
            self.progress_did_change.emit(done, most)

        # The work stops at its next step once cancelled (job.report raises Cancelled).
        self._job = self._jobs.run(
            lambda job: review_deal(record, budget_s=budget_s, progress=job.report),
            success=finished, failure=finished, progress=progressed)

    def shutdown(self) -> None:
        """Abandon the work (the window closes): it stops after the position in hand,
        and nothing more is said."""
        self._jobs.shutdown()
