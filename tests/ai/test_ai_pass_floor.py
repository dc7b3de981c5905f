"""What passing is worth when bidding: our own defence, or (``relative_pass``, measured
and not adopted) weighed against the others, who take the contract instead."""

from __future__ import annotations

import random

import pytest

from binokel_desktop.ai import pimc
from binokel_desktop.ai.coach_bid import bid_result
from binokel_desktop.ai.contract_search import defender_estimate, mean_defender_score
from binokel_desktop.engine import PROFILES, new_game, seat_view
from binokel_desktop.engine.state import Phase


def _opening_views(profile: str, seeds: range):
    for seed in seeds:
        state = new_game(PROFILES[profile], seed)
        if state.phase is Phase.AUCTION:
            yield seed, seat_view(state, state.to_act)


@pytest.mark.parametrize("profile", ["online-40", "grupp1994-3"])
def test_relative_pass_bids_on_where_the_contract_is_worth_less_than_defence(profile: str) -> None:
    bot = pimc.hard(clock=False)
    contracts = bot.contracts
    assert contracts is not None
    contracts.relative_pass = True
    p = PROFILES[profile]
    fail = p.scoring.fail_multiplier
    found = 0
    for seed, view in _opening_views(profile, range(30)):
        limit = bot.bid_limit(view, random.Random(seed))
        if limit < p.min_bid:
            continue
        # The same random numbers give the samples the limit was drawn from.
        samples = contracts.bid_values(view, random.Random(seed))
        mean = sum(bid_result(s, limit, fail, True) for s in samples) / len(samples)
        assert mean >= contracts.pass_floor(view, limit)
        # Defending would score more than playing at the limit, but passing also
        # lets another player score the contract: the hand still bids it.
        found += mean < defender_estimate(view)
    assert found >= 3


def test_passing_is_worth_less_the_higher_the_bid_and_in_teams_only_the_defence() -> None:
    contracts = pimc.hard(clock=False).contracts
    assert contracts is not None
    (_, view), *_ = _opening_views("online-40", range(1))
    # As shipped, passing is worth our own defence at any bid.
    assert contracts.pass_floor(view, 300) == defender_estimate(view)
    contracts.relative_pass = True
    low, high = contracts.pass_floor(view, 200), contracts.pass_floor(view, 300)
    # Three hands: each 10 points more bid lowers passing's worth by 5.
    assert low - high == pytest.approx(50)
    own = defender_estimate(view)
    assert low == pytest.approx(own + (mean_defender_score(view.profile) - 200) / 2)
    (_, team_view), *_ = _opening_views("kreuz-4", range(1))
    assert contracts.pass_floor(team_view, 300) == defender_estimate(team_view)
