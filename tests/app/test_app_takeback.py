"""Take back (issue 16): the record cut at a person's previous decision of the deal,
replayed, is exactly the state the game had before that decision."""

from __future__ import annotations

import random

import pytest

from binokel_desktop.app.takeback import take_back_point, taken_back
from binokel_desktop.engine import GameRecord, apply, legal_actions, new_game, replay
from binokel_desktop.engine.actions import NextDeal
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.state import Phase


def played(profile_name: str, seed: int, steps: int):
    """A game of random legal actions: its record and the state before each action."""
    profile = PROFILES[profile_name]
    rng = random.Random(seed)
    state = new_game(profile, seed)
    record = GameRecord(profile, seed)
    before = []
    for _ in range(steps):
        if state.phase is Phase.GAME_OVER:
            break
        action = rng.choice(list(legal_actions(state)))
        before.append(state)
        state, _ = apply(state, action)
        record = record.with_action(action)
    return record, before, state


@pytest.mark.parametrize("profile_name", ["grupp1994-3", "online-40", "kreuz-4", "bezique-2"])
@pytest.mark.parametrize("seed", range(6))
def test_take_back_is_the_state_before_the_persons_last_decision(profile_name, seed):
    rng = random.Random(seed)
    record, before, state = played(profile_name, seed, rng.randrange(5, 160))
    seat = 0
    keep = take_back_point(record, seat)
    # Where the deal is still on and seat 0 decided in it, the cut lies at its
    # last decision after the last NextDeal; otherwise there is nothing to take back.
    deal_start = max((i + 1 for i, a in enumerate(record.actions) if isinstance(a, NextDeal)),
                     default=0)
    mine = [i for i in range(deal_start, len(record.actions)) if before[i].to_act == seat]
    if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) or not mine:
        assert keep is None
        return
    assert keep == mine[-1]
    back = replay(taken_back(record, keep))
    assert back == before[keep]
    assert back.to_act == seat
    # Again and again: each take back goes one decision further, never past the deal.
    for earlier in reversed(mine[:-1]):
        record = taken_back(record, keep)
        keep = take_back_point(record, seat)
        assert keep == earlier
        assert replay(taken_back(record, keep)) == before[earlier]
    assert take_back_point(taken_back(record, keep), seat) is None


@pytest.mark.parametrize("seed", range(4))
def test_the_deal_start_cache_agrees_with_a_full_replay(seed):
    from binokel_desktop.app.takeback import DealStart

    record, _, _ = played("grupp1994-3", seed, 400)
    cache = DealStart()
    for n in range(0, len(record.actions), 7):
        part = taken_back(record, n)
        assert cache.point(part, 0) == take_back_point(part, 0)
        assert cache.point(part, 1) == take_back_point(part, 1)
