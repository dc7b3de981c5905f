"""The deal review's search off the GUI thread: progress and the result on it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import GameRecord
from .jobs import Job, JobRunner
from .review import (
    BUDGET_S,
    CLOSER_BUDGET_S,
    CLOSER_SLICE_S,
    Review,
    closer_look_from,
    review_deal,
)


class ReviewJob(QObject):
    """Runs :func:`review_deal` on a job runner of its own; ``progress_did_change(done,
    most)`` and ``review_did_finish(Review or Exception)`` arrive on the GUI thread.

    When the review could not judge the deal from its first trick in its budget, a
    closer look follows at once (:attr:`closer` is True from just before
    ``review_did_finish`` until ``closer_look_did_finish(Review or Exception)``):
    the same review with minutes instead of seconds, from the trick the first one
    settled back to trick 1. It asks in slices, so that ``shutdown`` stops it soon.

    Give it no Qt parent: while a review still runs after its window was closed,
    its job keeps it alive, so a late answer reaches a living object (and
    nobody) instead of a deleted one.
    """

    progress_did_change = Signal(int, int)
    review_did_finish = Signal(object)  # Review or Exception
    closer_look_did_finish = Signal(object)  # Review or Exception
    work_did_end = Signal()  # a piece of the work ended, answered or dropped (after shutdown)

    def __init__(self) -> None:
        super().__init__()
        self._jobs = JobRunner("review")
        self._jobs.job_did_end.connect(lambda _token: self.work_did_end.emit())
        self._job: Job | None = None
        self.closer = False  # a closer look at the first tricks is under way
        self._stopped = False

    def start(self, record: GameRecord, budget_s: float = BUDGET_S,
              closer_s: float = CLOSER_BUDGET_S) -> None:
        """Begin the review of the record's last deal (``closer_s``: the closer look's
        budget; 0: none)."""
        def finished(answer: object) -> None:
            start = closer_look_from(answer) if isinstance(answer, Review) else None
            self.closer = bool(closer_s) and start is not None
            self.review_did_finish.emit(answer)
            if self.closer and not self._stopped:
                self._job = self._jobs.run(
                    lambda job: review_deal(record, budget_s=closer_s, progress=job.report,
                                            slice_s=CLOSER_SLICE_S, start_trick=start or 0),
                    success=looked, failure=looked)

        def looked(answer: object) -> None:
            self.closer = False
            self.closer_look_did_finish.emit(answer)

        def progressed(done: int, most: int) -> None:
            self.progress_did_change.emit(done, most)

        # The work stops at its next step once cancelled (job.report raises Cancelled).
        self._job = self._jobs.run(
            lambda job: review_deal(record, budget_s=budget_s, progress=job.report),
            success=finished, failure=finished, progress=progressed)

    @property
    def working(self) -> bool:
        """Whether the review's or the closer look's work is still running (it goes on
        for a slice after :meth:`shutdown`)."""
        return self._job is not None and self._job.working

    def shutdown(self) -> None:
        """Abandon the work (the window closes): it stops after the position in hand,
        and nothing more is said."""
        self._stopped = True
        self.closer = False
        self._jobs.shutdown()
