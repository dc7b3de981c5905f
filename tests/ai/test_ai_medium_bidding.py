"""Medium bids cautiously, below what its own estimate would bear; Hard and Expert,
built on Medium's rules, bid by their search and keep no such margin (issue 29)."""

from __future__ import annotations

import dataclasses
import random
import statistics

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.pimc import EXPERT_RULES, HARD_RULES
from binokel_desktop.ai.rulebot import RuleBot, medium
from binokel_desktop.engine import PROFILES, new_game, seat_view
from binokel_desktop.engine.state import GameState, Phase
from binokel_desktop.engine.view import SeatView


def _openings(profile: str, seeds: range) -> list[SeatView]:
    """The first call of the auction of each seeded deal."""
    views = []
    for seed in seeds:
        state = new_game(PROFILES[profile], seed)
        assert isinstance(state, GameState) and state.phase is Phase.AUCTION
        views.append(seat_view(state, state.to_act))
    return views


def test_medium_stops_well_below_its_own_estimate() -> None:
    bold = RuleBot("medium", dataclasses.replace(medium().cfg, bid_margin=0))
    gaps: list[int] = []
    for profile in ("online-40", "grupp1994-3"):
        step = PROFILES[profile].auction.bid_step
        for view in _openings(profile, range(30)):
            # The same random numbers: the same sampled dabbs, only the margin differs.
            full = bold.bid_limit(view, random.Random(5))
            if full < view.profile.min_bid + 60:
                continue  # a hand Medium passes either way
            cautious = medium().bid_limit(view, random.Random(5))
            assert cautious <= full
            gaps.append((full - cautious) // step * step)
    assert len(gaps) >= 20
    assert statistics.median(gaps) >= 40


def test_hard_and_expert_bid_without_medium_s_margin() -> None:
    assert HARD_RULES.bid_margin == EXPERT_RULES.bid_margin == 0
    for level in ("hard", "expert"):
        bot = make_bot(level, clock=False)
        assert isinstance(bot, RuleBot) and bot.cfg.bid_margin == 0
