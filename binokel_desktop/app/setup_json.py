"""A game's setup as JSON: the ``last_game`` setting and the seats of a save.

Every value is checked when read; a bad one raises ``ValueError`` naming it.
"""

from __future__ import annotations

from typing import Any

from ..engine.profile import profile_from_dict, profile_to_dict
from .setup import DECK_STYLES, LEVELS, GameSetup, SeatSetup

MAX_NAME = 40


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def seat_to_json(seat: SeatSetup) -> dict[str, Any]:
    """One seat: name, person or computer, level."""
    return {"name": seat.name, "human": seat.human, "level": seat.level}


def seat_from_json(i: int, raw: object) -> SeatSetup:
    """Seat ``i`` (0-based) read back; ``ValueError`` naming what is wrong."""
    if not isinstance(raw, dict):
        raise ValueError(f"seat {i + 1} is not an object")
    name, human, level = raw.get("name"), raw.get("human"), raw.get("level", "medium")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise ValueError(f"seat {i + 1} has no valid name (1 to {MAX_NAME} characters)")
    if any(ord(c) < 32 for c in name):
        raise ValueError(f"seat {i + 1}'s name holds control characters")
    if type(human) is not bool:
        raise ValueError(f"seat {i + 1}: 'human' is not true or false")
    if level not in LEVELS:
        raise ValueError(f"seat {i + 1} has an unknown level {_short(level)}")
    return SeatSetup(name, human, str(level))


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    """The setup as the ``last_game`` setting stores it: rules with house rules, seats, deck."""
    return {"profile": profile_to_dict(setup.profile), "deck": setup.deck,
            "seats": [seat_to_json(s) for s in setup.seats]}


def setup_from_json(raw: object) -> GameSetup:
    """Read :func:`setup_to_json` output; ``ValueError`` naming what is wrong."""
    if not isinstance(raw, dict):
        raise ValueError("the last game is not an object")
    profile_raw = raw.get("profile")
    if not isinstance(profile_raw, dict):
        raise ValueError("the last game has no rules")
    try:
        profile = profile_from_dict(profile_raw)
    except (TypeError, KeyError, AttributeError) as exc:
        raise ValueError(f"bad rules: {exc}") from None
    seats_raw = raw.get("seats")
    if not isinstance(seats_raw, list) or len(seats_raw) != profile.deal.seats:
        raise ValueError(f"the last game needs {profile.deal.seats} seats")
    seats = tuple(seat_from_json(i, s) for i, s in enumerate(seats_raw))
    deck = raw.get("deck")
    if deck not in DECK_STYLES:
        raise ValueError(f"unknown deck {_short(deck)}")
    return GameSetup(profile, seats, str(deck))


def valid_setup(raw: object) -> bool:
    """Whether ``raw`` is a readable ``last_game`` setting (None: no last game yet)."""
    if raw is None:
        return True
    try:
        setup_from_json(raw)
    except (ValueError, RecursionError):
        return False
    return True
