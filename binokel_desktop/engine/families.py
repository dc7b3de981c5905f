"""The registry of game families, and the engine's entry points that use it.

``FAMILIES`` maps each :class:`~.profile.GameKind` to the :class:`~.rules.Rules`
of that family; the profile chooses once (``rules_for``, ``new_game``), and
from then on the state's type names its family: ``legal_actions``, ``apply``
and ``seat_view`` cost one dictionary lookup, and nothing branches on the kind.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, overload

from . import game as auction
from .actions import Action
from .events import Event
from .profile import GameKind, RuleProfile
from .rules import AnyState, Rules, S
from .state import GameState
from .talon import game as talon
from .talon.state import TalonState
from .talon.view import talon_seat_view
from .view import SeatView, auction_seat_view


@dataclass(frozen=True, slots=True)
class Family(Generic[S]):
    """A family's rules as its four functions (so a call costs no extra layer)."""

    kind: GameKind
    new_game: Callable[..., S]
    legal_actions: Callable[[S], Sequence[Action]]
    apply: Callable[[S, Action], tuple[S, list[Event]]]
    seat_view: Callable[[S, int], SeatView]


AUCTION: Family[GameState] = Family(
    GameKind.AUCTION, auction.new_auction_game, auction.legal_actions, auction.apply,
    auction_seat_view,
)
"""Three-hand, four-hand, Cross Binokel and the 40-card games (RULES.md §3, §4)."""

TALON: Family[TalonState] = Family(
    GameKind.TALON, talon.new_game, talon.legal_actions, talon.apply, talon_seat_view,
)
"""The two-hand talon games: Altenburg Binokel and Bézique (RULES.md §5, §6)."""

FAMILIES: dict[GameKind, Rules[Any]] = {f.kind: f for f in (AUCTION, TALON)}
"""Every game family by kind."""

# The same registry by the type of a family's state: a state knows its family,
# and a lookup by type is cheaper than hashing the profile's enum on every move.
_BY_STATE: dict[type, Rules[Any]] = {GameState: AUCTION, TalonState: TALON}


def rules_for(profile: RuleProfile) -> Rules[Any]:
    """The rules of the profile's game family."""
    return FAMILIES[profile.game]


def new_game(profile: RuleProfile, seed: int, *, dealer: int = 0) -> AnyState:
    """A new game: scores at zero and the first deal dealt from ``seed``."""
    state: AnyState = FAMILIES[profile.game].new_game(profile, seed, dealer=dealer)
    return state


def legal_actions(state: AnyState) -> Sequence[Action]:
    """Every action the seat to act may take; empty only when the game is over."""
    return _BY_STATE[type(state)].legal_actions(state)


@overload
def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]: ...


@overload
def apply(state: TalonState, action: Action) -> tuple[TalonState, list[Event]]: ...


@overload
def apply(state: AnyState, action: Action) -> tuple[AnyState, list[Event]]: ...


def apply(state: AnyState, action: Action) -> tuple[AnyState, list[Event]]:
    """Carry out ``action`` for the seat to act: the new state and what happened.

    Raises :class:`~.actions.IllegalAction` with a reason when the rules refuse it.
    """
    step: tuple[AnyState, list[Event]] = _BY_STATE[type(state)].apply(state, action)
    return step


def seat_view(state: AnyState, seat: int) -> SeatView:
    """The view of ``seat``: its own cards, public facts and what it alone knows."""
    return _BY_STATE[type(state)].seat_view(state, seat)
