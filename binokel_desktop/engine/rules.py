"""``Rules``: the one interface over both game families (OpenSpiel's shape).

A family (the auction games, the two-hand talon games) implements it once;
:mod:`.families` picks the family from the profile. Callers never branch on
the game kind: they ask ``rules_for(profile)`` or use the engine's
``new_game`` / ``legal_actions`` / ``apply`` / ``seat_view``, which do.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from .actions import Action
from .events import Event
from .profile import GameKind, RuleProfile
from .state import GameState
from .talon.state import TalonState
from .view import SeatView

AnyState = GameState | TalonState
"""The state of any profile: an auction game or a two-hand talon game."""


S = TypeVar("S", GameState, TalonState)


class Rules(Protocol[S]):
    """The rules of one game family: a state machine plus what each seat sees."""

    @property
    def kind(self) -> GameKind:
        """The family's game kind (the profile field that chooses it)."""
        ...

    def new_game(self, profile: RuleProfile, seed: int, *, dealer: int = 0) -> S:
        """A new game: scores at zero and the first deal dealt from ``seed``."""
        ...

    def legal_actions(self, state: S) -> Sequence[Action]:
        """Every action the seat to act may take; empty only when the game is over."""
        ...

    def apply(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """The new state and what happened; :class:`~.actions.IllegalAction` if refused."""
        ...

    def seat_view(self, state: S, seat: int) -> SeatView:
        """What ``seat`` may know now."""
        ...
