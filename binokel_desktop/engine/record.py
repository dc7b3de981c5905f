"""``GameRecord``: a game as profile + seed + actions, written as JSON.

A record is the save-game format, the bug-report format and the test fixture.
Replaying it through the engine gives the identical state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .actions import NEXT_DEAL, Action, IllegalAction, NextDeal, action_from_json, action_to_json
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
        """Read a record; raises RecordError naming what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not a Binokel game record")
        if data.get("version") not in READABLE:
            raise RecordError(f"record version {data.get('version')!r} is not supported")
        try:
            profile = profile_from_dict(data["profile"])
            seed = data["seed"]
            dealer = data.get("dealer", 0)
            if not isinstance(seed, int) or not isinstance(dealer, int):
                raise RecordError("seed and dealer must be whole numbers")
            actions = []
            for i, a in enumerate(data.get("actions", [])):
                try:
                    actions.append(action_from_json(a))
                except ValueError as exc:
                    raise RecordError(f"action {i + 1}: {exc}") from None
        except KeyError as exc:
            raise RecordError(f"record lacks {exc.args[0]!r}") from None
        except RecordError:
            raise
        except ValueError as exc:
            raise RecordError(str(exc)) from None
        return GameRecord(profile, seed, dealer, tuple(actions))

    @staticmethod
    def from_json(text: str) -> GameRecord:
        """Read a record from JSON text."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not valid JSON: {exc}") from None
        return GameRecord.from_dict(data)


def replay(record: GameRecord) -> AnyState:
    """The state after every action of the record; RecordError if one is illegal.

    Where a deal is over and the record goes on with another action, the
    ``NextDeal`` that records before version 2 lack is applied first.
    """
    state = new_game(record.profile, record.seed, dealer=record.dealer)
    for i, action in enumerate(record.actions):
        try:
            if state.phase is Phase.DEAL_OVER and not isinstance(action, NextDeal):
                state, _ = apply(state, NEXT_DEAL)
            state, _ = apply(state, action)
        except IllegalAction as exc:
            raise RecordError(f"action {i + 1} ({action.kind}) is illegal: {exc}") from None
    return state
