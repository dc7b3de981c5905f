"""The hint's "bid up to" is the hand's: one value through the whole auction."""

from __future__ import annotations

import random

from binokel_desktop.app.hints import compute_hint
from binokel_desktop.engine import apply, new_game, seat_view
from binokel_desktop.engine.actions import Bid, Hold, Pass
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.state import Phase


def test_the_hints_bid_limit_stays_one_value_through_an_auction() -> None:
    """Seeded by the number of calls, each call's hint drew new samples and its
    limit for one unchanged hand moved by tens of points."""
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = new_game(PROFILES["online-40"], seed)
        limits: dict[int, set[int | None]] = {}
        while state.phase is Phase.AUCTION:
            view = seat_view(state, state.to_act)
            if len(view.legal) > 1:
                limits.setdefault(view.seat, set()).add(compute_hint(view).bid_limit)
            # Raise by a step, hold or (now and then) pass: long auctions.
            calls = [a for a in view.legal if isinstance(a, Hold)] or sorted(
                (a for a in view.legal if isinstance(a, Bid)), key=lambda a: a.value)[:1]
            go_on = calls and (rng.random() < 0.85 or Pass() not in view.legal)
            state, _ = apply(state, calls[0] if go_on else Pass())
        for seen in limits.values():
            assert len(seen) == 1, seen
            checked += 1
    assert checked >= 12
