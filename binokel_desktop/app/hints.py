"""Hints: what the Hard player would do in a person's place, computed off the GUI thread.

A hint reads only the person's :class:`SeatView` (as a bot does) and is never
played: the game state is not touched.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import Signal

from ..ai import make_bot
from ..engine import Action, SeatView
from ..engine.state import Phase
from .jobs import LatestQuestion

HINT_LEVEL = "hard"


@dataclass(frozen=True, slots=True)
class Hint:
    """The advised action and, while bidding, the highest value worth bidding."""

    action: Action
    bid_limit: int | None = None


def hint_rng(view: SeatView) -> random.Random:
    """The same question gets the same hint (seeded by what the view shows).

    Not by the auction's calls: the bid limit is the hand's, drawn from the same
    samples at every call, so "bid up to" does not change from call to call while
    the hand has not (seeded by the calls too, it scattered by about 28 points)."""
    return random.Random(f"hint:{view.deal_no}:{view.phase.value}:{view.hand}:{len(view.plays)}")


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


class Hinter(LatestQuestion[Hint]):
    """Computes hints on a job runner of its own; ``hint_did_arrive(token, Hint or
    Exception)`` on the GUI thread, only for the hint still asked for.

    Give it no Qt parent: a hint asked for when the window goes keeps the hinter
    alive through its job, so a late answer reaches a living object (and nobody)
    rather than a deleted one.
    """

    hint_did_arrive = Signal(int, object)

    def __init__(self) -> None:
        super().__init__("hint", compute_hint)

    def answered(self, token: int, view: SeatView, result: object) -> None:
        """The hint (or why there is none) for the question of ``token``."""
        self.hint_did_arrive.emit(token, result)
