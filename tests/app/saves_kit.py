"""Games for the save tests: played by Easy bots through the engine, no window."""

from __future__ import annotations

import random

from binokel_desktop.ai import make_bot
from binokel_desktop.app.saves import GameSave
from binokel_desktop.app.setup import GameSetup, default_seats
from binokel_desktop.engine import PROFILES, GameRecord, Phase, apply, new_game, seat_view
from binokel_desktop.engine.actions import NEXT_DEAL


def played(profile_name: str = "grupp1994-3", seed: int = 5,
           limit: int | None = None) -> GameSave:
    """A game played by Easy bots, stopped after ``limit`` actions (None: to its end)."""
    profile = PROFILES[profile_name]
    state = new_game(profile, seed)
    record = GameRecord(profile, seed)
    bots = [make_bot("easy") for _ in range(profile.deal.seats)]
    while state.winner < 0 and (limit is None or len(record.actions) < limit):
        if state.phase is Phase.DEAL_OVER:
            action = NEXT_DEAL
        else:
            view = seat_view(state, state.to_act)
            action = bots[state.to_act].choose(view, random.Random(len(record.actions)))
        state, _ = apply(state, action)
        record = record.with_action(action)
    setup = GameSetup(profile, default_seats(profile.deal.seats), "french", seed)
    return GameSave(setup, record, state.winner >= 0, 1_700_000_000.0,
                    tuple(state.scores), state.deal_no, "g1", state)
