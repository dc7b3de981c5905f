"""A card number outside the deck (``Play(-1)``) is illegal in every profile (issue 25 §9).

Before, the auction games shifted a bit mask by the number and raised
``ValueError: negative shift count`` instead of ``IllegalAction``.
"""

from __future__ import annotations

import random

import pytest

from binokel_desktop.engine import PROFILES, apply, legal_actions, new_game
from binokel_desktop.engine.actions import GiveCard, IllegalAction, IllegalReason, Play

BAD_CARDS = (-1, -2, -64, -(10**20), 64, 10**20)


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_a_card_outside_the_deck_is_refused_as_illegal_in_every_phase(name):
    rng = random.Random(f"bad-card:{name}")
    tried = 0
    for seed in range(3):
        state = new_game(PROFILES[name], seed)
        for _ in range(150):
            actions = legal_actions(state)
            if not actions:
                break
            for card in BAD_CARDS:
                for bad in (Play(card), GiveCard(card)):
                    with pytest.raises(IllegalAction):
                        apply(state, bad)
                    tried += 1
            state, _ = apply(state, rng.choice(actions))
    assert tried > 1000


def test_play_minus_one_during_card_play_says_not_in_hand():
    state = new_game(PROFILES["grupp1994-3"], 1)
    while not any(isinstance(a, Play) for a in legal_actions(state)):
        state, _ = apply(state, legal_actions(state)[0])
    with pytest.raises(IllegalAction) as caught:
        apply(state, Play(-1))
    assert caught.value.reason is IllegalReason.NOT_IN_HAND
