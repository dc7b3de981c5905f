"""A defender of a three-hand suit contract keeps his own points among cards as good
against the declarer (issue 29, ai/own_points.py)."""

from __future__ import annotations

import dataclasses
import random

from binokel_desktop.ai import own_points, pimc
from binokel_desktop.ai.knowledge import layout_of, sample_world
from binokel_desktop.ai.outcome import game_of
from binokel_desktop.ai.rulebot import medium
from binokel_desktop.ai.solver import distinct_moves
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Play
from binokel_desktop.engine.cards import cards_of
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.view import SeatView


def moves_of(view: SeatView) -> list[int]:
    return cards_of(distinct_moves(view.legal_cards))


def play_views(profile: str, seeds: range) -> list[SeatView]:
    """Card-play views with a choice, from Medium self-play."""
    out = []
    for s in seeds:
        state = new_game(PROFILES[profile], s)
        bot, rng = medium(), random.Random(s)
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            view = seat_view(state, state.to_act)
            if state.phase is Phase.PLAY and len(moves_of(view)) > 1:
                out.append(view)
            state, _ = apply(state, bot.choose(view, rng))
    return out


def test_only_a_defender_of_a_three_hand_suit_contract_keeps_his_own() -> None:
    views = play_views("online-40", range(3))
    defenders = [v for v in views if own_points.keeps_own(v)]
    assert defenders and all(v.seat != v.declarer for v in defenders)
    assert any(v.seat == v.declarer for v in views)
    # Partners in Cross Binokel score together: nothing of their own to keep.
    assert not any(own_points.keeps_own(v) for v in play_views("kreuz-4", range(2)))


def test_among_cards_near_the_best_the_one_that_keeps_the_most_is_played() -> None:
    views = [v for v in play_views("online-40", range(4)) if own_points.keeps_own(v)]
    checked = 0
    for view in views:
        g, _ = game_of(view)
        rng = random.Random(1)
        worlds = []
        for _ in range(4):
            hands = list(sample_world(layout_of(view), rng).hands)
            hands[view.seat] = view.hand
            worlds.append((1.0, hands))
        moves = moves_of(view)
        mine = {c: sum(own_points.own_points(g, h, view, c) for _, h in worlds) for c in moves}
        if len(set(mine.values())) < 2:
            continue
        checked += 1
        # Every card as good against the declarer: the one keeping the most is played.
        level = dict.fromkeys(moves, 0.0)
        kept = own_points.keep_own(g, view, level, 4.0, worlds, 0.5)
        assert kept is not None and mine[kept] == max(mine.values())
        # A card better against the declarer by more than the tolerance stays the choice.
        poorest = min(moves, key=lambda c: mine[c])
        ahead = {c: (10.0 if c == poorest else 0.0) for c in moves}
        assert own_points.keep_own(g, view, ahead, 4.0, worlds, 0.5) is None
    assert checked >= 5


def test_the_search_with_it_changes_some_defenders_cards_and_no_declarers() -> None:
    """Hard's search (fast) with and without keep_own on the same random numbers."""
    views = play_views("online-40", range(3))
    plain = pimc.hard(clock=False)
    keeping = pimc.hard(clock=False)
    keeping.search = dataclasses.replace(plain.search, keep_own=0.5)
    changed = 0
    for view in views:
        a, b = plain.play(view, random.Random(7)), keeping.play(view, random.Random(7))
        assert isinstance(b, Play) and b.card in moves_of(view) or b == a
        if a != b:
            assert own_points.keeps_own(view)
            changed += 1
    assert changed >= 3
