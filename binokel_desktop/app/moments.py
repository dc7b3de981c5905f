"""After the deal: the moments that mattered (issue 30 §4).

For the last finished deal of a record, each card one seat chose (where it had a
choice) is priced by exact double-dummy solving, as the deal review prices a
card (``app/review.py``): every card is known now the deal is over, the solver's
value is what the declarer's side takes from there on (card points with the last
trick's bonus; tricks in a Durch or Bettel), and a card's loss is the distance
from the best card's value, seen from the seat's side. The one to three largest
losses are the moments; where nothing was lost, the choices that gained most
against the weakest card. The cards are looked at from the last to the first:
late positions are solved at once and fill the solver's table for the earlier
ones, and what the time budget does not reach is left out.

No Qt here: ``app/moments_job.py`` runs it off the GUI thread.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..ai.outcome import game_of
from ..ai.solver import SearchAborted, Solver, distinct_moves
from ..engine import GameRecord, Play, seat_view, steps
from ..engine.actions import Contract, NextDeal
from ..engine.record import Step
from ..engine.state import GameState, Phase

BUDGET_S = 3.0
"""Wall-clock time the whole look may take; the earliest cards are left out after it."""
MIN_POINTS = 5
"""A card's loss (or gain) in card points below this is not a moment: a Seven for a King."""
MIN_TRICKS = 1
"""In a Durch or Bettel (counted in tricks) every trick counts."""
MOST = 3
"""At most this many moments."""


@dataclass(frozen=True, slots=True)
class Moment:
    """One decision of the seat that mattered.

    ``step``: the action's index in the record; ``trick``: 1-based; ``taken``: the
    action chosen; ``other``: the best action when the choice lost (``gained`` false),
    the weakest one when it is a choice that gained; ``points``: how much the choice
    lost against the best (or gained over the weakest), in card points, or in tricks
    when ``in_points`` is false (Durch, Bettel)."""

    step: int
    trick: int
    seat: int
    taken: Play
    other: Play
    points: int
    gained: bool = False
    in_points: bool = True


@dataclass(frozen=True, slots=True)
class _Priced:
    step: int
    trick: int
    taken: int
    best: int
    worst: int
    loss: int
    gain: int


def last_deal_steps(record: GameRecord) -> list[Step]:
    """The steps of the record's last deal (after its last ``NextDeal``)."""
    out: list[Step] = []
    for step in steps(record):
        if isinstance(step.action, NextDeal):
            out = []
        else:
            out.append(step)
    return out


def play_place(record: GameRecord, index: int) -> tuple[int, int] | None:
    """The trick (1-based) and the card's place in it (0-based) of the card played by
    the record's action ``index``, in the last deal; None if that is no card of it."""
    players = record.profile.hand_players
    played = 0
    for step in last_deal_steps(record):
        if isinstance(step.action, Play) and isinstance(step.before, GameState):
            if step.index == index:
                return played // players + 1, played % players
            played += 1
    return None


def moments(record: GameRecord, seat: int, *, budget_s: float = BUDGET_S,
            progress: Callable[[int, int], None] | None = None) -> list[Moment]:
    """The one to three decisions of ``seat`` in the last deal of ``record`` (which must
    be over) that changed its result most, in the order played; [] when nothing
    mattered, the game has no contract to solve, or the budget reached no card.
    ``progress(done, most)`` before each card solved (the job's report, which stops the
    work once the job is cancelled)."""
    deadline = time.perf_counter() + budget_s
    deal = last_deal_steps(record)
    if not deal:
        raise ValueError("the record has no deal")
    end = deal[-1].after
    if end.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        raise ValueError("the deal is not over yet")
    plays = [s for s in deal if isinstance(s.action, Play) and isinstance(s.before, GameState)]
    if (not isinstance(end, GameState) or not plays or end.declarer < 0
            or end.contract is Contract.GO_OUT):
        return []  # talon games, passed-out deals, going out: no card play to solve
    first = plays[0].before
    assert isinstance(first, GameState)
    game, _ = game_of(seat_view(first, end.declarer))
    solver = Solver(game, deadline=deadline)
    in_points = game.trick_value == 0
    maxi = game.maxi[seat]
    players = record.profile.hand_players
    priced: list[_Priced] = []
    # From the last card to the first: see the module's docstring.
    for k in range(len(plays) - 1, -1, -1):
        step = plays[k]
        pos = step.before
        assert isinstance(pos, GameState) and isinstance(step.action, Play)
        if pos.to_act != seat:
            continue
        legal = distinct_moves(game.legal(pos.hands[seat], pos.trick, pos.trick_seats, seat))
        if legal & (legal - 1) == 0:
            continue  # one card (or both copies of one face): no choice
        if time.perf_counter() >= deadline:
            break
        if progress is not None:
            progress(len(plays) - 1 - k, len(plays))
        try:
            values = solver.move_values(pos.hands, pos.trick, pos.trick_seats, seat)
        except SearchAborted:
            break
        card = step.action.card
        mine = values.get(card, values.get(card ^ 1))
        if mine is None:
            continue
        # The seat's side's view: the declarer's side wants the value high.
        sign = 1 if maxi else -1
        best = max(values, key=lambda c: (sign * values[c], c == card))
        worst = min(values, key=lambda c: (sign * values[c], c != card))
        priced.append(_Priced(step.index, k // players + 1, card, best, worst,
                              sign * (values[best] - mine), sign * (mine - values[worst])))
    least = MIN_POINTS if in_points else MIN_TRICKS
    losses = [p for p in priced if p.loss >= least]
    if losses:
        chosen = sorted(losses, key=lambda p: -p.loss)[:MOST]
        found = [Moment(p.step, p.trick, seat, Play(p.taken), Play(p.best), p.loss,
                        in_points=in_points) for p in chosen]
    else:
        gains = [p for p in priced if p.gain >= least]
        chosen = sorted(gains, key=lambda p: -p.gain)[:MOST]
        found = [Moment(p.step, p.trick, seat, Play(p.taken), Play(p.worst), p.gain,
                        gained=True, in_points=in_points) for p in chosen]
    return sorted(found, key=lambda m: m.step)
