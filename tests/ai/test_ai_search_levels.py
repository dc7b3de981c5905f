"""Hard and Expert: the defender baseline in bidding, lead inference, anytime worlds."""

from __future__ import annotations

import dataclasses
import random

import pytest

from binokel_desktop.ai import contract_search, make_bot, pimc
from binokel_desktop.ai.heuristics import meld_value
from binokel_desktop.ai.knowledge import World
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.state import GameState, Phase
from binokel_desktop.engine.view import SeatView


def auction_views(profile_name: str, deals: int) -> list[SeatView]:
    """The first auction view of every seat over a few deals."""
    views = []
    for seed in range(deals):
        state = new_game(PROFILES[profile_name], seed)
        v = seat_view(state, state.to_act)
        assert v.phase is Phase.AUCTION
        views.append(v)
    return views


def test_defender_estimate_grows_with_melds_and_is_zero_for_teams() -> None:
    views = auction_views("grupp1994-3", 12)
    est = [
        (
            contract_search.defender_estimate(v),
            sum(meld_value(v.hand, t, v.profile) for t in range(4)),
        )
        for v in views
    ]
    assert all(e >= 62.5 for e, _ in est)  # half the card points, split between two defenders
    richest = max(est, key=lambda x: x[1])
    poorest = min(est, key=lambda x: x[1])
    assert richest[0] > poorest[0]
    team_view = auction_views("kreuz-4", 1)[0]
    assert contract_search.defender_estimate(team_view) == 0.0


def test_hard_bids_less_when_passing_is_worth_a_defence() -> None:
    """With the defender baseline the limit is never higher, and lower for some hands."""
    lower = 0
    for v in auction_views("online-40", 15):
        with_base = pimc.hard(clock=False)
        without = pimc.hard(clock=False)
        assert without.contracts is not None
        without.contracts.defender_share = 0.0
        a = with_base.bid_limit(v, random.Random(3))
        b = without.bid_limit(v, random.Random(3))
        assert a <= b
        lower += a < b
    assert lower >= 3


def _low_lead_position() -> tuple[SeatView, World, World]:
    """Seat 0's view right after another seat led a side-suit card below the Daus
    while a third seat held that suit's Daus; the true world, and the same world
    with that Daus swapped into the leader's hand."""
    profile = PROFILES["grupp1994-3"]
    for seed in range(60):
        state = new_game(profile, seed)
        bots = [make_bot("medium", clock=False) for _ in range(profile.deal.seats)]
        rng = random.Random(seed)
        while state.phase is not Phase.GAME_OVER and state.deal_no == 0:
            state, _ = apply(state, bots[state.to_act].choose(seat_view(state, state.to_act), rng))
            if state.phase is not Phase.PLAY or state.trump is None or state.to_act != 0:
                continue
            i = len(state.plays) - 1
            if i < 0 or i % profile.hand_players:
                continue
            leader, card = state.plays[i]
            suit = card >> 4
            daus = 0b11 << (16 * suit)
            if leader == 0 or suit == int(state.trump) or not (card >> 1) & 7:
                continue
            hands = state.hands
            holders = [s for s in range(len(hands)) if s not in (0, leader) and hands[s] & daus]
            if hands[leader] & daus or not holders:
                continue
            other = [c for c in range(64) if hands[leader] >> c & 1 and c >> 4 != suit]
            if not other:
                continue
            h = holders[0]
            ace = (hands[h] & daus) & -(hands[h] & daus)
            x = 1 << other[0]
            moved = list(hands)
            moved[h] = (moved[h] & ~ace) | x
            moved[leader] = (moved[leader] & ~x) | ace
            return seat_view(state, 0), World(hands, 0), World(tuple(moved), 0)
    raise AssertionError("no low lead found")


def test_lead_inference_distrusts_a_low_lead_over_a_held_daus() -> None:
    view, truth, held = _low_lead_position()
    bot = pimc.expert(clock=False)
    trump = int(view.trump) if view.trump is not None else None
    w_true = bot._lead_weight(view, truth, trump)
    w_held = bot._lead_weight(view, held, trump)
    assert w_true > 0
    assert w_held == pytest.approx(w_true * pimc.LEAD_WEIGHT)


def _samples(diffs: list[float]) -> list[tuple[float, dict[int, float]]]:
    return [(1.0, {1: 10.0 + d, 2: 10.0}) for d in diffs]


def test_anytime_stops_early_on_clear_decisions_and_goes_on_on_close_ones() -> None:
    bot = pimc.expert(clock=False)
    bot.search = sc = pimc.EXPERT_SEARCH  # the fallback's Expert: anytime worlds kept
    assert sc.max_worlds > sc.worlds
    rng = random.Random(0)
    clear = _samples([50 + rng.uniform(-5, 5) for _ in range(sc.worlds)])
    assert bot.settled(clear)
    close = _samples([rng.uniform(-50, 51) for _ in range(sc.worlds)])
    assert not bot.settled(close)
    close += _samples([rng.uniform(-50, 51) for _ in range(sc.max_worlds - sc.worlds)])
    assert bot.settled(close)  # the cap ends it
    assert not bot.settled(clear[: sc.worlds - 1])  # never fewer than the minimum


def test_fixed_effort_levels_stop_at_their_world_count() -> None:
    bot = pimc.hard(clock=False)
    assert bot.search.max_worlds == 0
    close = _samples([random.Random(1).uniform(-50, 51) for _ in range(bot.search.worlds)])
    assert bot.settled(close)
    assert not bot.settled(close[:-1])


def test_expert_searches_more_worlds_than_hard() -> None:
    """Without the core, more worlds on close decisions; with it, every world exact from
    11 tricks left instead of Hard's rollouts before its last 6."""
    hard = pimc.hard(clock=False).search
    assert pimc.EXPERT_SEARCH.max_worlds > hard.worlds
    core = pimc.EXPERT_CORE_SEARCH
    assert core.exact_only and core.exact_tricks > hard.exact_tricks
    assert core.node_budget > hard.node_budget


def test_expert_with_the_core_draws_no_anytime_worlds() -> None:
    """Its anytime worlds showed no gain on the ladder's deals (docs/ai.md, "Expert's
    anytime worlds") and were dropped, as issue 29 asks of an extra without one."""
    assert pimc.EXPERT_CORE_SEARCH.max_worlds == 0
    assert pimc.EXPERT_CORE_SEARCH.worlds == pimc.EXPERT_SEARCH.worlds


def test_expert_weighs_by_inference_only_without_the_core() -> None:
    """With the C core Expert's inference weights showed no gain and were dropped
    (docs/ai.md, "Expert's extras, one at a time"); the fallback's Expert keeps them."""
    assert pimc.EXPERT_SEARCH.inference and pimc.EXPERT_SEARCH.oversample == 3
    assert not pimc.EXPERT_CORE_SEARCH.inference and pimc.EXPERT_CORE_SEARCH.oversample == 1
    expected = pimc.EXPERT_CORE_SEARCH if pimc.BACKEND == "C" else pimc.EXPERT_SEARCH
    assert dataclasses.replace(pimc.expert(clock=False).search, time_cap=0.0) == \
        dataclasses.replace(expected, time_cap=0.0)


def test_discard_candidates_start_with_the_greedy_discard() -> None:
    from binokel_desktop.ai.common import deck_of
    from binokel_desktop.ai.heuristics import choose_discard, discard_candidates

    profile = PROFILES["grupp1994-3"]
    state = new_game(profile, 4)
    hand = state.hands[0] | state.dabb
    out = deck_of(profile) & ~hand
    cands = discard_candidates(hand, 0, profile, 3, out)
    assert cands[0] == choose_discard(hand, 0, profile, 3, out)
    assert len(cands) == len(set(cands)) >= 2
    assert all(d.bit_count() == 3 and d & ~hand == 0 for d in cands)


def test_expert_weighs_more_discards_than_hard() -> None:
    assert pimc.expert(clock=False).contracts is not None
    assert pimc.hard(clock=False).contracts is not None
    assert pimc.expert(clock=False).contracts.discard_variants
    assert not pimc.hard(clock=False).contracts.discard_variants


def _first_card_of_a_suit_contract(profile_name: str) -> tuple[GameState, SeatView, World]:
    """The state at the first card of a suit contract, a defender's view of it and
    the true world."""
    profile = PROFILES[profile_name]
    bot = make_bot("medium", clock=False)
    for seed in range(40):
        state = new_game(profile, seed)
        rng = random.Random(seed)
        while state.phase not in (Phase.PLAY, Phase.DEAL_OVER, Phase.GAME_OVER):
            state, _ = apply(state, bot.choose(seat_view(state, state.to_act), rng))
        if state.phase is Phase.PLAY and state.trump is not None:
            seat = next(s for s in range(profile.deal.seats) if s != state.declarer)
            return state, seat_view(state, seat), World(tuple(state.hands), 0)
    raise AssertionError("no suit contract reached")


@pytest.mark.parametrize("profile_name", ["online-40", "grupp1994-3"])
def test_trump_inference_distrusts_a_declarer_short_of_trumps(profile_name: str) -> None:
    """A world that moves the declarer's trumps to the other defender, for that
    defender's side cards, explains the trump he named badly."""
    state, view, truth = _first_card_of_a_suit_contract(profile_name)
    bot = pimc.expert(clock=False)
    trump, d = int(view.trump), view.declarer
    other = next(s for s in range(len(truth.hands)) if s not in (d, view.seat))
    hands = list(truth.hands)
    trumps = [c for c in range(64) if hands[d] >> c & 1 and c >> 4 == trump]
    sides = [c for c in range(64) if hands[other] >> c & 1 and c >> 4 != trump]
    for t, s in zip(trumps[: len(trumps) - 2], sides, strict=False):
        hands[d] ^= (1 << t) | (1 << s)
        hands[other] ^= (1 << t) | (1 << s)
    short = World(tuple(hands), 0)
    played: dict[int, int] = {}
    w_true = bot._trump_weight(view, truth, trump, played)
    w_short = bot._trump_weight(view, short, trump, played)
    assert w_true >= pimc.TRUMP_LEVEL, "the declarer's true hand explains his trump"
    assert w_short == pytest.approx(pimc.TRUMP_SHORTER * pimc.TRUMP_FEW)
    # The declarer does not weigh his own hand.
    assert bot._trump_weight(seat_view(state, d), short, trump, played) == 1.0
