"""Bidding samples pooled over the auction's calls (``ai/bid_memory.py``): a hand's
limit is estimated from every sample drawn for it, so it no longer scatters from
call to call, and the bot no longer passes at the lowest of several estimates."""

from __future__ import annotations

import random
import statistics

from binokel_desktop.ai import pimc
from binokel_desktop.engine import PROFILES, new_game, seat_view
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.view import SeatView


def _opening_view(profile: str, seed: int) -> SeatView:
    state = new_game(PROFILES[profile], seed)
    assert state.phase is Phase.AUCTION
    return seat_view(state, state.to_act)


def test_the_samples_of_a_hand_are_pooled_and_a_new_hand_starts_afresh() -> None:
    contracts = pimc.hard(clock=False).contracts
    assert contracts is not None and contracts.pool_samples
    view, other = _opening_view("online-40", 1), _opening_view("online-40", 2)
    one = len(contracts.bid_values(view, random.Random(0)))
    assert one == contracts.dabbs * contracts.per_dabb
    first = list(contracts.bid_values(view, random.Random(0)))
    assert len(contracts.bid_values(view, random.Random(1))) == 3 * one
    # The pool holds what each call drew: the same numbers draw the same samples.
    assert first[one:] == first[:one]
    assert len(contracts.bid_values(other, random.Random(0))) == one
    assert len(contracts.bid_values(view, random.Random(0))) == one


def test_a_hands_limit_settles_over_the_auctions_calls() -> None:
    """Drawn afresh at every call, Hard's limit for one hand scattered by about 28
    bid points (sd over 10 calls, online-40); pooled, the later calls agree."""
    fresh_sd, pooled_sd = [], []
    for seed in range(8):
        view = _opening_view("online-40", 300 + seed)
        fresh = pimc.hard(clock=False)
        assert fresh.contracts is not None
        fresh.contracts.pool_samples = False
        pooled = pimc.hard(clock=False)
        alone = [fresh.bid_limit(view, random.Random(f"{seed}:{k}")) for k in range(10)]
        together = [pooled.bid_limit(view, random.Random(f"{seed}:{k}")) for k in range(10)]
        fresh_sd.append(statistics.pstdev(alone[5:]))
        pooled_sd.append(statistics.pstdev(together[5:]))
    assert statistics.mean(fresh_sd) > 15
    assert statistics.mean(pooled_sd) < statistics.mean(fresh_sd) / 2
