"""The talon games as a state machine (placeholder until the talon engine lands)."""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action
from ..events import Event
from ..profile import RuleProfile
from .state import TalonState


def new_game(profile: RuleProfile, seed: int, *, dealer: int = 0) -> TalonState:
    """A new two-hand game."""
    raise NotImplementedError(f"the talon game {profile.name!r} is not built yet")


def legal_actions(state: TalonState) -> Sequence[Action]:
    """The legal actions of the seat to act."""
    raise NotImplementedError


def apply(state: TalonState, action: Action) -> tuple[TalonState, list[Event]]:
    """Carry out one action."""
    raise NotImplementedError
