"""The lay-away prior: a defender's worlds keep the declarer's trumps out of the stash."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.knowledge import World, layout_of, sample_world
from binokel_desktop.ai.lay_away import (
    ODDS,
    applies,
    card_kind,
    elementary,
    odds_of,
    stash_likelihood,
)
from binokel_desktop.ai.pimc import SearchBot
from binokel_desktop.ai.world_prior import draw_world
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Contract
from binokel_desktop.engine.cards import cards_of
from binokel_desktop.engine.state import GameState, Phase
from binokel_desktop.engine.view import SeatView


def _defender_views(profile: str, seeds: range) -> list[tuple[SeatView, GameState]]:
    """A defender's view at the first card of each suit contract Medium reached."""
    p = PROFILES[profile]
    out = []
    for seed in seeds:
        state = new_game(p, seed)
        assert isinstance(state, GameState)
        bots = [make_bot("medium", clock=False) for _ in range(p.deal.seats)]
        rng = random.Random(seed)
        while state.phase is not Phase.PLAY and state.deal_no == 0:
            state, _ = apply(state, bots[state.to_act].choose(seat_view(state, state.to_act), rng))
        if state.deal_no or state.contract is not Contract.SUIT or not state.discards:
            continue
        seat = (state.declarer + 1) % p.deal.seats
        out.append((seat_view(state, seat), state))
    return out


def test_elementary_sums_agree_with_counting_subsets() -> None:
    rng = random.Random(3)
    ws = [rng.uniform(0.01, 2) for _ in range(7)]
    for k in range(0, 8):
        brute = sum(math.prod(s) for s in itertools.combinations(ws, k))
        assert elementary(ws, k) == pytest.approx(brute)


def test_the_stashes_of_one_hand_have_likelihoods_that_sum_to_one() -> None:
    view, state = _defender_views("online-40", range(40))[0]
    odds = odds_of(view)
    assert odds is not None
    d = view.declarer
    held = state.hands[d] | state.discards
    k = state.discards.bit_count()
    total = 0.0
    for stash in itertools.combinations(cards_of(held), k):
        s = sum(1 << c for c in stash)
        world = World(tuple(h if o != d else held & ~s for o, h in enumerate(state.hands)), s)
        total += stash_likelihood(view, world, odds)
    assert total == pytest.approx(1.0)


@pytest.mark.parametrize("profile", ["online-40", "grupp1994-3", "kreuz-4"])
def test_a_defenders_worlds_seldom_lay_away_trumps(profile: str) -> None:
    views = _defender_views(profile, range(60))[:8]
    assert len(views) >= 4
    plain = prior = slots = 0
    for view, _ in views:
        layout = layout_of(view)
        assert applies(view, layout)
        trump = int(view.trump)  # type: ignore[arg-type]
        rng = random.Random(5)
        for _ in range(60):
            for world, count in (
                (sample_world(layout, rng), 0),
                (draw_world(view, layout, rng, 48), 1),
            ):
                n = sum(1 for c in cards_of(world.stash) if card_kind(c, trump) >= 8)
                if count:
                    prior += n
                else:
                    plain += n
            slots += 1
    # Drawn uniformly, a stash holds 0.5-0.8 trumps; with the prior about a fifth of that
    # (the rest where the facts leave a trump nowhere else to go).
    assert prior < plain / 3, (prior, plain, slots)


def test_the_prior_is_off_where_nothing_was_laid_away_face_down() -> None:
    view, state = _defender_views("online-40", range(40))[0]
    declarer = seat_view(state, state.declarer)
    assert not applies(declarer, layout_of(declarer))
    rng_a, rng_b = random.Random(9), random.Random(9)
    lay = layout_of(declarer)
    assert draw_world(declarer, lay, rng_a, 48) == sample_world(lay, rng_b)


def test_every_profile_with_a_dabb_has_odds() -> None:
    assert set(ODDS) >= {"online-40", "grupp1994-3", "kreuz-4"}
    for odds in ODDS.values():
        assert len(odds) == 16 and min(odds) > 0
    # The variants without odds of their own borrow those of their deck.
    for name, base in (("grupp1994-4", "grupp1994-3"), ("online-40-4p", "online-40")):
        view, _ = _defender_views(name, range(60))[0]
        assert odds_of(view) == ODDS[base]


def test_expert_draws_its_worlds_with_the_prior_and_hard_without() -> None:
    expert, hard = make_bot("expert", clock=False), make_bot("hard", clock=False)
    assert isinstance(expert, SearchBot) and isinstance(hard, SearchBot)
    assert expert.search.lay_away > 1
    assert hard.search.lay_away <= 1
