"""Deal review (issue 16): hands, tricks and "could I have won?" from the record; the
best score equals a brute-force search on a position small enough for it."""

from __future__ import annotations

import random

import pytest

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.outcome import game_of
from binokel_desktop.ai.solver import brute_force
from binokel_desktop.app.review import review_deal
from binokel_desktop.engine import GameRecord, apply, new_game, seat_view
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.state import Phase


def one_deal(profile_name: str, seed: int, **options):
    profile = PROFILES[profile_name]
    if options:
        profile = profile.with_options(**options)
    bot = make_bot("medium")
    rng = random.Random(seed)
    state = new_game(profile, seed)
    record = GameRecord(profile, seed)
    states = [state]
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        action = bot.choose(seat_view(state, state.to_act), rng)
        state, _ = apply(state, action)
        record = record.with_action(action)
        states.append(state)
    return record, states


@pytest.mark.parametrize(("profile_name", "seed"), [
    ("grupp1994-3", 1), ("grupp1994-3", 2), ("online-40", 3), ("kreuz-4", 4),
    ("grupp1994-4", 5), ("online-40-2p", 6)])
def test_best_score_equals_brute_force_three_tricks_from_the_end(profile_name, seed):
    record, states = one_deal(profile_name, seed)
    end = states[-1]
    review = review_deal(record, max_tricks=3)
    assert review.dealt == states[0].hands
    assert [p for t in review.tricks for p in t] == list(end.plays)
    if end.declarer < 0 or not end.plays:
        assert review.best is None
        return
    players = record.profile.hand_players
    total = len(end.plays) // players
    assert review.tricks_searched == 3
    start = next(s for s in states if s.phase is Phase.PLAY and not s.trick
                 and len(s.plays) == (total - 3) * players)
    game, maxi_side = game_of(seat_view(start, end.declarer))
    value = brute_force(game, start.hands, (), (), start.to_act)
    if maxi_side == 1:
        value = 3 - value
    assert review.best == value
    # What the declarer's side took is the engine's count.
    assert review.actual is not None and review.made == end.results[-1].made
    for loss in review.losses:
        assert loss.lost > 0 and loss.trick > total - 3


def test_the_review_reaches_back_within_its_budget():
    record, states = one_deal("grupp1994-3", 7)
    review = review_deal(record, budget_s=2.0)
    if states[-1].declarer >= 0 and states[-1].plays:
        assert review.tricks_searched >= 3
        assert review.best is not None


def test_a_deal_in_progress_is_refused():
    record, _ = one_deal("grupp1994-3", 8)
    with pytest.raises(ValueError, match="not over"):
        review_deal(GameRecord(record.profile, record.seed, 0, record.actions[:-3]))
