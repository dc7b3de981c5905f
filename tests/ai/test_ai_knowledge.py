"""Hard facts and sampled worlds: every world agrees with the view and the past plays."""

from __future__ import annotations

import random

import pytest

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.common import deck_of
from binokel_desktop.ai.knowledge import infer_forbidden, layout_of, sample_world
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.profile import GameKind
from binokel_desktop.engine.state import GameState, Phase
from binokel_desktop.engine.tricks import legal_plays, trick_winner


@pytest.mark.parametrize("name", [n for n, p in PROFILES.items() if p.game is GameKind.AUCTION])
def test_sampled_worlds_agree_with_every_fact(name: str) -> None:
    profile = PROFILES[name]
    bots = [make_bot("medium" if i % 2 else "easy") for i in range(profile.deal.seats)]
    state = new_game(profile, 5)
    assert isinstance(state, GameState)
    rng = random.Random(3)
    checked = 0
    deals = 0
    while deals < 6 and state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        view = seat_view(state, seat)
        if view.phase is Phase.PLAY and len(view.plays) % 4 == 1:
            lay = layout_of(view)
            # The true world is one of the worlds the facts allow.
            for o, hand in enumerate(state.hands):
                if o != seat:
                    assert not hand & lay.forbidden[o]
            for _ in range(5):
                world = sample_world(lay, rng)
                _check_world(view, world.hands, world.stash, state)
                checked += 1
        action = bots[seat].choose(view, rng)
        deal = state.deal_no
        state, _ = apply(state, action)
        deals += state.deal_no != deal
    assert checked > 20


def _check_world(view, hands, stash, state) -> None:  # type: ignore[no-untyped-def]
    n = view.profile.hand_players
    # Same hand sizes, same known cards, every card in one place.
    total = stash
    for o, hand in enumerate(hands):
        assert hand.bit_count() == view.hand_sizes[o]
        assert hand & view.known[o] == view.known[o]
        assert not total & hand
        total |= hand
    played = 0
    for _, c in view.plays:
        played |= 1 << c
    assert total | played == deck_of(view.profile)
    # Replaying the plays with these hands: every card played was legal.
    later = [0] * len(hands)
    for seat, c in view.plays:
        later[seat] |= 1 << c
    held = [hands[o] | later[o] for o in range(len(hands))]
    plays = view.plays
    for i in range(0, len(plays), n):
        trick: list[int] = []
        for seat, c in plays[i : i + n]:
            ok = legal_plays(held[seat], trick, view.trump, view.profile.tricks, exempt=False)
            assert ok >> c & 1
            held[seat] &= ~(1 << c)
            trick.append(c)
        if len(trick) == n:
            trick_winner(trick, view.trump)


def test_forbidden_cards_follow_from_a_failure_to_follow() -> None:
    profile = PROFILES["grupp1994-3"]
    bots = [make_bot("random") for _ in range(3)]
    state = new_game(profile, 1)
    rng = random.Random(2)
    while state.phase is not Phase.PLAY or len(state.plays) < 30:
        view = seat_view(state, state.to_act)
        state, _ = apply(state, bots[0].choose(view, rng))
    view = seat_view(state, state.to_act)
    forb = infer_forbidden(view)
    for o, hand in enumerate(state.hands):
        assert not hand & forb[o]
    assert any(forb)
