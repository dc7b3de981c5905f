"""How a person likes their hand sorted: trumps first or last, high or low first,
suits in alternating colours. Pure data and one sort; remembered per player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.cards import Suit

RED = frozenset({Suit.HEARTS, Suit.BELLS})  # hearts and bells/diamonds; the others dark


@dataclass(frozen=True, slots=True)
class HandOrder:
    """A sorting of the hand (the default: by suit, trumps first, high to low)."""

    trumps_first: bool = True
    high_first: bool = True
    alternate_colours: bool = False

    def to_json(self) -> dict[str, bool]:
        """A JSON-ready dict."""
        return {"trumps_first": self.trumps_first, "high_first": self.high_first,
                "alternate_colours": self.alternate_colours}

    @staticmethod
    def from_json(data: Any) -> HandOrder:
        """Read a stored order; anything unreadable gives the default."""
        if not isinstance(data, dict):
            return HandOrder()
        values = {k: data.get(k) for k in ("trumps_first", "high_first", "alternate_colours")}
        if not all(isinstance(v, bool) for v in values.values()):
            return HandOrder()
        return HandOrder(**values)  # type: ignore[arg-type]

    def suits(self, present: list[int], trump: int | None) -> list[int]:
        """The order of the suits in hand."""
        rest = [s for s in sorted(set(present)) if s != trump]
        if self.alternate_colours and rest:
            ordered: list[int] = []
            last_red = None if trump is None or trump not in present else trump in RED
            while rest:
                pick = next((s for s in rest if last_red is None or (s in RED) != last_red),
                            rest[0])
                ordered.append(pick)
                rest.remove(pick)
                last_red = pick in RED
            rest = ordered
        if trump is None or trump not in present:
            return rest
        return [trump, *rest] if self.trumps_first else [*rest, trump]

    def sort(self, cards: list[int], trump: int | None) -> list[int]:
        """``cards`` (physical cards, suit = card >> 4) in this order."""
        suits = self.suits([c >> 4 for c in cards], trump)
        place = {s: i for i, s in enumerate(suits)}
        # A lower card number is a higher rank (RULES.md §1.2 order).
        return sorted(cards, key=lambda c: (place[c >> 4], c if self.high_first else -c))


def arranged(cards: list[int], trump: int | None, how: HandOrder,
             custom: tuple[int, ...] = ()) -> list[int]:
    """``cards`` as the person dragged them (``custom``), else sorted by ``how``.

    Cards of ``custom`` no longer in hand are skipped; cards not in it (taken up
    from the dabb after the drag) follow, sorted.
    """
    held = set(cards)
    first = [c for c in dict.fromkeys(custom) if c in held]
    placed = set(first)
    return first + [c for c in how.sort(cards, trump) if c not in placed]


DEFAULT_ORDER = HandOrder()
"""By suit, trumps first, high to low."""
