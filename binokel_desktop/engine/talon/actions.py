"""Actions of the talon games and their JSON form.

Besides :class:`~binokel_desktop.engine.actions.Play`, the trick winner of
phase 1 declares, exchanges or shows a trump 7, and then draws.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..actions import Action
from ..cards import Card, cards_of, format_card, mask_of, parse_card
from .declarations import DeclKind, parse_kind


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Declare one combination: its kind and its cards (a bitmask) (§2.3)."""

    decl: DeclKind
    cards: int
    kind: ClassVar[str] = "declare"


@dataclass(frozen=True, slots=True)
class ExchangeSeven(Action):
    """Exchange a trump 7 for the turn-up (+10 if that 7 has not scored) (§5.2, §6.4)."""

    card: Card
    kind: ClassVar[str] = "exchange_seven"


@dataclass(frozen=True, slots=True)
class ShowSeven(Action):
    """Show a trump 7 that has not scored yet (+10); it stays in hand."""

    card: Card
    kind: ClassVar[str] = "show_seven"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """End the winner's turn: the winner draws from the talon, then the loser."""

    kind: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class ShowCarteBlanche(Action):
    """Show a hand without K, Q or J before the first trick (option ``carte_blanche``)."""

    kind: ClassVar[str] = "carte_blanche"


DRAW = Draw()
CARTE_BLANCHE = ShowCarteBlanche()


def _name(card: Card) -> str:
    return f"{format_card(card)}#{card % 2 + 1}"


def talon_action_fields(action: Action) -> dict[str, Any]:
    """The JSON fields of a talon action (besides its "type")."""
    if isinstance(action, Declare):
        cards = [_name(c) for c in cards_of(action.cards)]
        return {"declaration": action.decl.value, "cards": cards}
    if isinstance(action, ExchangeSeven | ShowSeven):
        return {"card": _name(action.card)}
    return {}


def talon_action_from_json(data: dict[str, Any]) -> Action | None:
    """Read a talon action, or None if ``data`` is not one."""
    try:
        return _from_json(data)
    except KeyError as exc:
        raise ValueError(f"action {data['type']!r} lacks field {exc.args[0]!r}") from None


def _from_json(data: dict[str, Any]) -> Action | None:
    kind = data["type"]
    if kind == "declare":
        cards = mask_of(parse_card(c) for c in data["cards"])
        return Declare(parse_kind(data["declaration"]), cards)
    if kind == "exchange_seven":
        return ExchangeSeven(parse_card(data["card"]))
    if kind == "show_seven":
        return ShowSeven(parse_card(data["card"]))
    if kind == "draw":
        return DRAW
    if kind == "carte_blanche":
        return CARTE_BLANCHE
    return None
