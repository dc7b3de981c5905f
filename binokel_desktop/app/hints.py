"""Hints: what the Hard player would do in a person's place, computed off the GUI thread.

A hint reads only the person's :class:`SeatView` (as a bot does) and is never
played: the game state is not touched.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..ai import make_bot
from ..engine import Action, SeatView
from ..engine.state import Phase
from .jobs import Job, JobRunner

HINT_LEVEL = "hard"


@dataclass(frozen=True, slots=True)
class Hint:
    """The advised action and, while bidding, the highest value worth bidding."""

    action: Action
    bid_limit: int | None = None


def hint_rng(view: SeatView) -> random.Random:
    """The same question gets the same hint (seeded by what the view shows)."""
    return random.Random(f"hint:{view.deal_no}:{view.phase.value}:{view.hand}:"
                         f"{len(view.plays)}:{len(getattr(view.detail, 'calls', ()))}")


def compute_hint(view: SeatView) -> Hint:
    """What the Hard player would do with ``view`` (its question must be open)."""
    if not view.legal:
        raise ValueError("no decision is open for this seat")
    bot = make_bot(HINT_LEVEL)
    action = bot.choose(view, hint_rng(view))
    limit = None
    bid_limit = getattr(bot, "bid_limit", None)
    if view.phase is Phase.AUCTION and callable(bid_limit):
        limit = int(bid_limit(view, hint_rng(view)))
    return Hint(action, limit)


class Hinter(QObject):
    """Computes hints on a job runner of its own; ``hint_did_arrive(token, Hint or Exception)``
    on the GUI thread, only for the hint still asked for.

    Give it no Qt parent: a hint asked for when the window goes keeps the hinter
    alive through its job, so a late answer reaches a living object (and nobody)
    rather than a deleted one.
    """

    hint_did_arrive = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self._jobs = JobRunner("hint")
        self._token = 0
        self._job: Job | None = None

    def ask(self, view: SeatView) -> int:
        """Start a hint for ``view``; the answer carries the returned token."""
        self.cancel()
        self._token += 1
        token = self._token

        def answer(result: object) -> None:
            self.hint_did_arrive.emit(token, result)

        self._job = self._jobs.run(lambda _job: compute_hint(view),
                                   success=answer, failure=answer)
        return token

    def cancel(self) -> None:
        """Drop the hint asked for (its answer, if it comes, is dropped)."""
        self._token += 1
        if self._job is not None:
            self._job.cancel()
            self._job = None

    @property
    def token(self) -> int:
        """The token of the hint being waited for."""
        return self._token

    def shutdown(self) -> None:
        """No more hints (the window closes)."""
        self.cancel()
        self._jobs.shutdown()
