"""At least 500 random complete deals per auction profile, checked at every deal's end."""

import random

import pytest

from binokel_desktop.engine import Contract, apply, legal_actions, new_game
from binokel_desktop.engine.events import DealScored
from binokel_desktop.engine.profile import PROFILES, GameKind
from binokel_desktop.engine.state import Phase

AUCTION_PROFILES = sorted(n for n, p in PROFILES.items() if p.game is GameKind.AUCTION)
DEALS = 500


@pytest.mark.slow
@pytest.mark.parametrize("name", AUCTION_PROFILES)
def test_500_random_deals(name):
    rng = random.Random(name)
    # Random bids are wild, so games rarely reach a target; new games keep coming.
    profile = PROFILES[name].with_options(target=1000)
    scored = played = 0
    game = 0
    while scored < DEALS:
        state = new_game(profile, game)
        totals = [0] * len(state.scores)
        for _ in range(40):  # deals per game at most
            if state.phase is Phase.GAME_OVER:
                break
            start = state.deal_no
            while state.deal_no == start and state.phase is not Phase.GAME_OVER:
                legal = legal_actions(state)
                assert len(legal) > 0
                state, events = apply(state, rng.choice(legal))
                for e in events:
                    if not isinstance(e, DealScored):
                        continue
                    scored += 1
                    result = e.result
                    totals = [t + c for t, c in zip(totals, result.changes, strict=True)]
                    if result.contract is Contract.SUIT:
                        played += 1
                        assert sum(p.raw_points for p in result.parties) == 250
                        assert sum(p.tricks for p in result.parties) == profile.deal.hand_size
        bonus = profile.scoring.sitting_out_dealer_bonus
        assert bonus or list(state.scores) == totals
        game += 1
    assert played > 50, "too few played-out suit deals to mean anything"
