"""The coach off the GUI thread: ``advise(view)`` on a job runner, the answer on the GUI thread.

As the hint (``app/hints.py``), the coach reads only the person's
:class:`SeatView` and its answer is never played. Only the answer for the
question asked last arrives: asking again (the next question) withdraws the
job before it, and a late answer of a withdrawn job is dropped by its token.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal

from ..ai.advice import Advice
from ..ai.coach import advise as coach_advise
from ..engine import SeatView
from .jobs import LatestQuestion

Advise = Callable[[SeatView], Advice]


class CoachJob(LatestQuestion[Advice]):
    """Runs the coach on a job runner of its own; ``advice_did_arrive(view, Advice or
    Exception)`` on the GUI thread, only for the view asked about last.

    Give it no Qt parent (as :class:`~.hints.Hinter`): a job still running when the
    window goes keeps it alive, so a late answer reaches a living object and nobody.
    """

    advice_did_arrive = Signal(object, object)  # (SeatView asked, Advice or Exception)

    def __init__(self, advise: Advise = coach_advise) -> None:
        super().__init__("coach", advise)

    def answered(self, token: int, view: SeatView, result: object) -> None:
        """The advice (or why there is none) for ``view``."""
        if token == self.token:  # a newer question was asked meanwhile: stale
            self.advice_did_arrive.emit(view, result)
