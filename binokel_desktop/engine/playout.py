"""Random legal play, for tests, benchmarks and the random reference bot."""

from __future__ import annotations

import random

from .game import AnyState, apply, legal_actions


def deal_number(state: AnyState) -> int:
    """The number of the deal in progress (redeals count as deals)."""
    return int(getattr(state, "deal_no", 0))


def is_over(state: AnyState) -> bool:
    """Whether the game has ended."""
    return bool(getattr(state, "winner", -1) >= 0)


def play_random_deal(state: AnyState, rng: random.Random) -> tuple[AnyState, int]:
    """Play random legal actions until the deal in progress ends; (state, actions taken)."""
    start = deal_number(state)
    steps = 0
    while deal_number(state) == start and not is_over(state):
        state, _ = apply(state, rng.choice(legal_actions(state)))
        steps += 1
    return state, steps
