"""``GameRecord``: a game as profile + seed + actions, written as JSON.

A record is the save-game format, the bug-report format and the test fixture.
Replaying it through the engine gives the identical state.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import Any

from .actions import NEXT_DEAL, Action, IllegalAction, NextDeal, action_from_json, action_to_json
from .events import Event
from .families import apply, new_game
from .profile import RuleProfile, profile_from_dict, profile_to_dict
from .rules import AnyState
from .state import Phase

FORMAT = "binokel-record"
VERSION = 2
"""Version 2 records hold each ``NextDeal``; version 1 (before it existed) is read too."""
READABLE = frozenset({1, VERSION})


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says where."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Everything needed to reproduce a game."""

    profile: RuleProfile
    seed: int
    dealer: int = 0
    actions: tuple[Action, ...] = field(default=())

    def with_action(self, action: Action) -> GameRecord:
        """The record with one more action."""
        return GameRecord(self.profile, self.seed, self.dealer, self.actions + (action,))

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "profile": profile_to_dict(self.profile),
            "seed": self.seed,
            "dealer": self.dealer,
            "actions": [action_to_json(a) for a in self.actions],
        }

    def to_json(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_dict(), indent=1)

    @staticmethod
    def from_dict(data: Any) -> GameRecord:
        """Read a record; raises RecordError naming what is wrong, and nothing else."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not a Binokel game record")
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version not in READABLE:
            raise RecordError(f"record version {_short(data.get('version'))} is not supported")
        if "profile" not in data:
            raise RecordError("record lacks 'profile'")
        if not isinstance(data["profile"], dict):
            raise RecordError("profile: must be an object")
        try:
            profile = profile_from_dict(data["profile"])
        except (ValueError, TypeError, AttributeError, KeyError, RecursionError) as exc:
            raise RecordError(f"profile: {_short(exc, 300)}") from None
        if "seed" not in data:
            raise RecordError("record lacks 'seed'")
        seed = _whole(data["seed"], "seed", -SEED_LIMIT, SEED_LIMIT - 1)
        dealer = _whole(data.get("dealer", 0), "dealer", 0, profile.deal.seats - 1)
        raw = data.get("actions", [])
        if not isinstance(raw, list):
            raise RecordError(f"actions: expected a list, got {_short(raw)}")
        actions = []
        for i, a in enumerate(raw):
            try:
                action = action_from_json(a)
            except (ValueError, TypeError, AttributeError, KeyError, OverflowError,
                    RecursionError) as exc:
                raise RecordError(f"action {i + 1}: {_short(exc, 200)}") from None
            actions.append(_checked(action, i))
        record = GameRecord(profile, seed, dealer, tuple(actions))
        return upgraded(record) if version == 1 else record

    @staticmethod
    def from_json(text: str) -> GameRecord:
        """Read a record from JSON text."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not valid JSON: {exc}") from None
        except RecursionError:
            raise RecordError("not valid JSON: nested too deeply") from None
        except ValueError as exc:  # a number of more than 4,300 digits
            raise RecordError(f"not valid JSON: {_short(exc, 120)}") from None
        return GameRecord.from_dict(data)


SEED_LIMIT = 2**64
"""Seeds lie in [-2**64, 2**64): far more than any shuffle needs, and printable."""


def _short(value: object, limit: int = 60) -> str:
    """A value or message cut to ``limit`` characters, safe for huge or deep values."""
    try:
        text = repr(value) if not isinstance(value, BaseException) else str(value)
    except (ValueError, RecursionError):  # an int too long to print, or deep nesting
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _whole(value: object, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{name}: expected a whole number, got {_short(value)}")
    if not low <= value <= high:
        raise RecordError(f"{name}: {_short(value)} is outside {low}–{high}")
    return value


def _checked(action: Action, index: int) -> Action:
    """``action`` if its numbers fit a card game: cards 0–63, masks of 64 bits, no negatives."""
    for f in fields(action):
        value = getattr(action, f.name)
        if isinstance(value, bool) or not isinstance(value, int):
            continue
        high = 63 if f.name in ("card", "face") else 2**64 - 1
        if not 0 <= value <= high:
            raise RecordError(f"action {index + 1} ({action.kind}): {f.name} "
                              f"{_short(value)} is outside 0–{high}")
    return action


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a record: the state it was taken in, the state after it, its events."""

    index: int
    """The action's place in the record, from 0."""
    before: AnyState
    action: Action
    after: AnyState
    events: list[Event]


class ReplayError(RecordError):
    """An action of a record that the engine refuses; ``index`` counts from 0."""

    def __init__(self, index: int, action: Action, cause: Exception) -> None:
        super().__init__(f"action {index + 1} ({action.kind}) is illegal: {cause}")
        self.index = index
        self.action = action
        self.cause = cause


_REFUSALS = (IllegalAction, ValueError, TypeError, KeyError, IndexError, AttributeError)
"""What ``apply`` raises on an action it cannot take (a hand-edited record's card)."""


def steps(record: GameRecord, start: tuple[int, AnyState] | None = None) -> Iterator[Step]:
    """Walk the record: every replay in the program goes through here.

    ``start``, a state known to follow the record's first ``n`` actions, saves
    replaying them. :class:`ReplayError` at the first action the engine refuses;
    a new game that cannot start raises what :func:`new_game` raises.
    Version-1 records were upgraded when read (:func:`upgraded`), so every
    ``NextDeal`` is in the record.
    """
    if start is None:
        if not 0 <= record.dealer < record.profile.deal.seats:
            raise RecordError(f"dealer: {record.dealer} is outside "
                              f"0–{record.profile.deal.seats - 1}")
        first, state = 0, new_game(record.profile, record.seed, dealer=record.dealer)
    else:
        first, state = start
    for i in range(first, len(record.actions)):
        action = record.actions[i]
        try:
            after, events = apply(state, _checked(action, i))
        except _REFUSALS as exc:
            raise ReplayError(i, action, exc) from None
        yield Step(i, state, action, after, events)
        state = after


def upgraded(record: GameRecord) -> GameRecord:
    """A version-1 record with every ``NextDeal`` spelled out (version 1 had none).

    Where a deal is over and the record goes on with another action, ``NextDeal``
    is put before it. An action the engine refuses ends the upgrade: the rest
    stays as it was, for :func:`steps` to refuse with its place.
    """
    try:
        state = new_game(record.profile, record.seed, dealer=record.dealer)
    except (ValueError, TypeError, OverflowError):
        return record
    out: list[Action] = []
    for i, action in enumerate(record.actions):
        try:
            if state.phase is Phase.DEAL_OVER and not isinstance(action, NextDeal):
                state, _ = apply(state, NEXT_DEAL)
                out.append(NEXT_DEAL)
            state, _ = apply(state, action)
        except _REFUSALS:
            return GameRecord(record.profile, record.seed, record.dealer,
                              tuple(out) + record.actions[i:])
        out.append(action)
    return GameRecord(record.profile, record.seed, record.dealer, tuple(out))


def replay(record: GameRecord) -> AnyState:
    """The state after every action of the record; RecordError if one is illegal."""
    state: AnyState | None = None
    for step in steps(record):
        state = step.after
    return state if state is not None else new_game(record.profile, record.seed,
                                                    dealer=record.dealer)
