"""Helpers for steering the engine to the positions a test needs."""

import random

import pytest

from binokel_desktop.engine import apply, legal_actions
from binokel_desktop.engine.actions import PASS, Bid


def drive(state, choose, limit=10_000):
    """Apply ``choose(state, legal)`` until it returns None; returns (state, events)."""
    events = []
    for _ in range(limit):
        legal = legal_actions(state)
        action = choose(state, legal)
        if action is None:
            return state, events
        state, ev = apply(state, action)
        events += ev
    raise AssertionError("drive did not stop")


def win_auction_for_forehand(value=150):
    """A chooser: forehand bids ``value``, everybody else passes; stops after the auction."""

    def choose(state, legal):
        if state.phase.value != "auction":
            return None
        return Bid(value) if not state.calls else PASS

    return choose


@pytest.fixture
def rng():
    return random.Random(2024)
