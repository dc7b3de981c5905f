"""The coach off the GUI thread: ``advise(view)`` on a job runner, the answer on the GUI thread.

As the hint (``app/hints.py``), the coach reads only the person's
:class:`SeatView` and its answer is never played. Only the answer for the
question asked last arrives: asking again (the next question) withdraws the
job before it, and a late answer of a withdrawn job is dropped by its token.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..ai.advice import Advice
from ..ai.coach import advise as coach_advise
from ..engine import SeatView
from .jobs import Job, JobRunner

Advise = Callable[[SeatView], Advice]


class CoachJob(QObject):
    """Runs the coach on a job runner of its own; ``advice_did_arrive(view, Advice or
    Exception)`` on the GUI thread, only for the view asked about last.

    Give it no Qt parent (as :class:`~.hints.Hinter`): a job still running when the
    window goes keeps it alive, so a late answer reaches a living object and nobody.
    """

    advice_did_arrive = Signal(object, object)  # (SeatView asked, Advice or Exception)

    def __init__(self, advise: Advise = coach_advise) -> None:
        super().__init__()
        self._advise = advise
        self._jobs = JobRunner("coach")
        self._token = 0
        self._job: Job | None = None

    def ask(self, view: SeatView) -> int:
        """Start the advice for ``view`` (the one before is withdrawn); returns its token."""
        self.cancel()
        self._token += 1
        token, advise = self._token, self._advise

        def answer(result: object) -> None:
            if token == self._token:  # a newer question was asked meanwhile: stale
                self._job = None
                self.advice_did_arrive.emit(view, result)

        self._job = self._jobs.run(lambda _job: advise(view), success=answer, failure=answer)
        return token

    def cancel(self) -> None:
        """Withdraw the advice asked for: its answer, if it comes, is dropped."""
        self._token += 1
        if self._job is not None:
            self._job.cancel()
            self._job = None

    @property
    def busy(self) -> bool:
        """Whether an answer is still awaited."""
        return self._job is not None

    def shutdown(self) -> None:
        """No more advice (the window closes); a running job's answer is dropped."""
        self.cancel()
        self._jobs.shutdown()
