"""Medium plays by plan but does not count the cards played; Hard and Expert do (issue 29)."""

from __future__ import annotations

import random

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.knowledge import layout_of
from binokel_desktop.ai.pimc import EXPERT_RULES, HARD_RULES
from binokel_desktop.ai.rulebot import RuleBot, medium
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Discard
from binokel_desktop.engine.state import GameState, Phase


def _views(profile: str, seed: int):  # type: ignore[no-untyped-def]
    """Every seat view of one deal of ``profile`` played by Medium bots."""
    p = PROFILES[profile]
    bots = [make_bot("medium", clock=False) for _ in range(p.deal.seats)]
    state = new_game(p, seed)
    assert isinstance(state, GameState)
    rng = random.Random(seed)
    while state.phase is not Phase.GAME_OVER and state.deal_no == 0:
        view = seat_view(state, state.to_act)
        yield view
        state, _ = apply(state, bots[state.to_act].choose(view, rng))


def test_medium_forgets_what_hard_and_expert_remember() -> None:
    counted = 0
    for seed in range(6):
        for view in _views("online-40", seed):
            if view.phase is not Phase.PLAY:
                continue
            lay = layout_of(view)
            for o, ruled_out in enumerate(lay.forbidden):
                if o == view.seat or not ruled_out & ~view.hand:
                    continue
                # cards the facts rule out for that player (played, or a proven void)
                gone = ruled_out & ~view.hand
                assert medium().table(view).may_hold[o] & gone
                for rules in (HARD_RULES, EXPERT_RULES):
                    assert not RuleBot("search", rules).table(view).may_hold[o] & gone
                counted += 1
    assert counted > 50


def test_medium_lays_away_by_its_plan_every_time() -> None:
    # Easy lays away low cards at random one time in four; Medium, though it does
    # not count cards, keeps to its plan whatever its random numbers.
    discards = 0
    for seed in range(12):
        for view in _views("online-40", seed):
            first = medium().choose(view, random.Random(0))
            if not isinstance(first, Discard):
                continue
            assert {medium().choose(view, random.Random(s)) for s in range(1, 25)} == {first}
            discards += 1
    assert discards >= 3
