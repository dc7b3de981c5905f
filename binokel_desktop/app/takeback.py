"""Take back: where a person's previous decision in the current deal lies in the record.

The record is the truth: taking back shortens it to the actions before that
decision, and the state is the shortened record replayed. Nothing is undone
by hand, so an undone game is exactly a game that was played that way.
"""

from __future__ import annotations

from ..engine import AnyState, GameRecord, Phase, steps
from ..engine.actions import NextDeal

_OVER = frozenset({Phase.DEAL_OVER, Phase.GAME_OVER})


def take_back_point(record: GameRecord, seat: int,
                    start: tuple[int, AnyState] | None = None) -> int | None:
    """How many actions to keep so that ``seat`` decides again at its last decision.

    Only decisions of the deal in play count: None when the deal is over or
    ``seat`` has not decided yet in this deal (nothing to take back). ``start``,
    a known state after that many actions of this record, saves replaying them.
    """
    last: int | None = None
    state = start[1] if start is not None else None
    for step in steps(record, start):
        if isinstance(step.action, NextDeal):
            last = None  # a new deal: earlier decisions are settled
        elif step.before.to_act == seat:
            last = step.index
        state = step.after
    if state is not None and state.phase in _OVER:
        return None
    return last


def taken_back(record: GameRecord, keep: int) -> GameRecord:
    """The record cut to its first ``keep`` actions."""
    return GameRecord(record.profile, record.seed, record.dealer, record.actions[:keep])


class DealStart:
    """Where the current deal of a growing record began, so each question replays
    only this deal (a long game's whole record takes tens of milliseconds)."""

    def __init__(self) -> None:
        self._start: tuple[int, AnyState] | None = None

    def point(self, record: GameRecord, seat: int) -> int | None:
        """:func:`take_back_point`, from the remembered start of the deal."""
        start = self._start
        if start is not None and start[0] > len(record.actions):
            start = None  # the record was cut before it
        last_next = max((i + 1 for i, a in enumerate(record.actions[start[0] if start else 0:],
                                                      start[0] if start else 0)
                         if isinstance(a, NextDeal)), default=None)
        if last_next is not None:
            cut = taken_back(record, last_next)
            for step in steps(cut, start):
                start = (last_next, step.after)
        self._start = start
        return take_back_point(record, seat, start)
