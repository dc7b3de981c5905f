"""The declarer's forecast counts the cards laid away, before and after trump is named."""

from __future__ import annotations

import random

import pytest

from binokel_desktop.ai import make_bot, pimc
from binokel_desktop.ai.common import points_of
from binokel_desktop.ai.knowledge import random_layouts
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Discard
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.view import SeatView


def _discard_then_trump(profile: str, seed: int) -> tuple[SeatView, int, SeatView] | None:
    """The declarer's view when laying away, the cards laid away, and his view when
    naming trump; None when the deal never gets there."""
    state = new_game(PROFILES[profile], seed)
    bot = make_bot("medium")
    rng = random.Random(seed)
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER, Phase.PLAY):
        view = seat_view(state, state.to_act)
        action = bot.choose(view, rng)
        state, _ = apply(state, action)
        if view.phase is Phase.DISCARD and isinstance(action, Discard):
            if state.phase is not Phase.TRUMP:
                return None
            return view, action.cards, seat_view(state, state.to_act)
    return None


@pytest.mark.parametrize("profile", ["online-40", "grupp1994-3"])
def test_a_plan_is_forecast_alike_before_and_after_its_discard(profile: str) -> None:
    search = pimc.hard(clock=False)
    contracts = search.contracts
    assert contracts is not None
    checked = laid_points = 0
    for seed in range(12):
        got = _discard_then_trump(profile, seed)
        if got is None:
            continue
        before, cards, after = got
        pool = search.outstanding(before) & ~before.hand
        layouts = random_layouts(before, 0, pool, random.Random(seed), 8)
        for trump in range(4):
            at_discard = contracts.plan_points(before, before.hand, cards, trump, layouts)
            at_trump = contracts.plan_points(after, after.hand, 0, trump, layouts)
            # The cards laid away count for the declarer either way (S5).
            assert at_trump == at_discard
        checked += 1
        laid_points += points_of(cards)
    assert checked >= 4
    assert laid_points > 0  # the test means something only when the cards laid away count
