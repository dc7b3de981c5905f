"""The moments that mattered, looked for off the GUI thread; the answer on it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import GameRecord
from .jobs import Job, JobRunner
from .moments import BUDGET_S, moments


class MomentsJob(QObject):
    """Runs :func:`~.moments.moments` on a job runner of its own;
    ``moments_did_arrive(list[Moment] or Exception)`` comes on the GUI thread.

    Give it no Qt parent (as :class:`~.review_job.ReviewJob`): a look still running
    when its summary closed keeps it alive, and its late answer reaches nobody.
    """

    moments_did_arrive = Signal(object)  # list[Moment] or Exception

    def __init__(self) -> None:
        super().__init__()
        self._jobs = JobRunner("moments")
        self._job: Job | None = None

    def start(self, record: GameRecord, seat: int, budget_s: float = BUDGET_S) -> None:
        """Look at ``seat``'s decisions in the record's last (finished) deal."""
        def arrived(answer: object) -> None:
            self.moments_did_arrive.emit(answer)

        # The work stops before its next card once cancelled (job.report raises Cancelled).
        self._job = self._jobs.run(lambda job: moments(record, seat, budget_s=budget_s,
                                                       progress=job.report),
                                   success=arrived, failure=arrived)

    def shutdown(self) -> None:
        """Abandon the look (the summary closed): nothing more is said."""
        self._jobs.shutdown()
