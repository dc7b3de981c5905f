"""Actions of the talon games and their JSON form.

Besides :class:`~binokel_desktop.engine.actions.Play`, the trick winner of
phase 1 declares, exchanges or shows a trump 7, and then draws. Each class
writes and reads its own JSON fields and registers itself with the base.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..actions import Action, card_name
from ..cards import Card, CardMask, cards_of, mask_of, parse_card
from .declarations import DeclKind, parse_kind


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Declare one combination: its kind and its cards (a bitmask) (§2.3)."""

    decl: DeclKind
    cards: CardMask
    kind: ClassVar[str] = "declare"

    def fields(self) -> dict[str, Any]:
        cards = [card_name(c) for c in cards_of(self.cards)]
        return {"declaration": self.decl.value, "cards": cards}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(parse_kind(data["declaration"]), mask_of(parse_card(c) for c in data["cards"]))


@dataclass(frozen=True, slots=True)
class ExchangeSeven(Action):
    """Exchange a trump 7 for the turn-up (+10 if that 7 has not scored) (§5.2, §6.4)."""

    card: Card
    kind: ClassVar[str] = "exchange_seven"

    def fields(self) -> dict[str, Any]:
        return {"card": card_name(self.card)}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(parse_card(data["card"]))


@dataclass(frozen=True, slots=True)
class ShowSeven(Action):
    """Show a trump 7 that has not scored yet (+10); it stays in hand."""

    card: Card
    kind: ClassVar[str] = "show_seven"

    def fields(self) -> dict[str, Any]:
        return {"card": card_name(self.card)}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(parse_card(data["card"]))


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
