"""Helpers for the talon-game tests: build positions from card names, play randomly."""

from __future__ import annotations

import random
from typing import Any

from binokel_desktop.engine import PROFILES, apply, legal_actions, new_game
from binokel_desktop.engine.cards import cards_of, deck_mask, parse_cards
from binokel_desktop.engine.talon.conformance import _declare_state, _suit
from binokel_desktop.engine.talon.state import TalonState


def position(
    profile: str = "bezique-2",
    *,
    trump: str,
    hand: list[str],
    table: list[tuple[str, list[str]]] | None = None,
    turn_up: str | None = None,
    stage: int = 1,
    won_trick: bool = True,
    options: dict[str, Any] | None = None,
) -> TalonState:
    """Seat 0 to act: just won a phase-1 trick (DECLARE) unless told otherwise."""
    p = PROFILES[profile].with_options(**(options or {}))
    case: dict[str, Any] = {
        "table_declared": [{"type": k, "cards": c} for k, c in (table or [])],
        "hand": hand,
        "phase": stage,
        "won_trick": won_trick,
    }
    if turn_up:
        case["turn_up"] = turn_up
    s = _suit(trump)
    assert s is not None
    return _declare_state(case, p, s)


def mask(names: list[str]) -> int:
    """Bitmask of named cards (repeats take the second copy)."""
    m = 0
    for c in parse_cards(names):
        m |= 1 << c
    return m


def random_game(profile: str, seed: int, options: dict[str, Any] | None = None) -> TalonState:
    """Play one complete game with uniformly random legal actions."""
    p = PROFILES[profile].with_options(**(options or {}))
    rng = random.Random(seed)
    state = new_game(p, seed)
    while True:
        legal = legal_actions(state)
        if not legal:
            assert isinstance(state, TalonState)
            return state
        state, _ = apply(state, rng.choice(legal))


def deck(profile: str) -> int:
    """Every card of a profile's deck."""
    return deck_mask(PROFILES[profile].deck.ranks)


def all_cards(state: TalonState) -> list[int]:
    """Every card's location in one list, to check the partition."""
    out: list[int] = []
    for m in (*state.hands, *state.table, *state.won):
        out += cards_of(m)
    out += list(state.stock) + list(state.trick)
    if state.turn_up >= 0:
        out.append(state.turn_up)
    return out
