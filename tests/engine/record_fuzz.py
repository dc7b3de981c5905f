"""Seeded mutations of valid game records (tests and benchmarks/fuzz_records.py).

``valid_records`` plays random legal actions in every profile and writes the
record; ``json_mutations.mutate`` damages its JSON (a value of
the wrong type, null, 1e400, a deleted or renamed key, a list for an object,
deep nesting, a 5,000-digit number, a cut text …); ``outcome`` reads and
replays it and names what happened: ``ok``, ``RecordError`` or anything else.
"""

from __future__ import annotations

import random

from binokel_desktop.engine import PROFILES, GameRecord, apply, legal_actions, new_game
from binokel_desktop.engine.record import RecordError, replay
from binokel_desktop.engine.state import Phase


def valid_records(rng: random.Random, per_profile: int = 2, max_actions: int = 150) -> list[str]:
    """Records of random legal play in every profile, as JSON text."""
    out = []
    for name in sorted(PROFILES):
        profile = PROFILES[name]
        for _ in range(per_profile):
            record = GameRecord(profile, rng.randrange(2**32), rng.randrange(profile.deal.seats))
            state = new_game(profile, record.seed, dealer=record.dealer)
            for _ in range(rng.randint(0, max_actions)):
                if state.phase is Phase.GAME_OVER:
                    break
                legal = legal_actions(state)
                action = legal[rng.randrange(len(legal))]
                state, _ = apply(state, action)
                record = record.with_action(action)
            out.append(record.to_json())
    return out


def outcome(text: str) -> str:
    """``ok`` (read and replayed), ``RecordError``, or the name of any other exception."""
    return outcome_and_message(text)[0]


def outcome_and_message(text: str) -> tuple[str, str]:
    """:func:`outcome` and the refusal's message ("" when read)."""
    try:
        replay(GameRecord.from_json(text))
    except RecordError as exc:
        return "RecordError", str(exc)
    except Exception as exc:  # noqa: BLE001 - counted: every other exception is a bug
        return f"{type(exc).__name__}: {str(exc)[:120]}", str(exc)
    return "ok", ""
