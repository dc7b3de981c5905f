"""The play aids' remembered choices, in their own file ``aids.json`` of the store.

Each value is checked when read: a missing, unreadable or wrong value gives
its default, so a damaged file never stops the game.
"""

from __future__ import annotations

import contextlib

from .hand_order import HandOrder
from .store import JsonValue, Store

AIDS_FILE = "aids.json"


class AidSettings:
    """Take back with several people, forced cards, hand order and the coach per player,
    the log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _values(self) -> dict[str, JsonValue]:
        data = self.store.read_json(AIDS_FILE) or {}
        values = data.get("aids")
        return dict(values) if isinstance(values, dict) else {}

    def _flag(self, key: str) -> bool:
        value = self._values().get(key, False)
        return value if isinstance(value, bool) else False

    def _set(self, key: str, value: JsonValue) -> None:
        values = self._values()
        values[key] = value
        # Unwritable: not remembered, but the choice still holds for this session.
        with contextlib.suppress(OSError):
            self.store.write_json(AIDS_FILE, {"aids": values})

    @property
    def take_back_several(self) -> bool:
        """Take back also when several people play (off by default)."""
        return self._flag("take_back_several")

    @take_back_several.setter
    def take_back_several(self, on: bool) -> None:
        self._set("take_back_several", bool(on))

    @property
    def forced_cards(self) -> bool:
        """Whether a person's only legal card plays itself."""
        return self._flag("forced_cards")

    @forced_cards.setter
    def forced_cards(self, on: bool) -> None:
        self._set("forced_cards", bool(on))

    @property
    def show_log(self) -> bool:
        """Whether the game log panel is shown."""
        return self._flag("show_log")

    @show_log.setter
    def show_log(self, on: bool) -> None:
        self._set("show_log", bool(on))

    def hand_order(self, player: str) -> HandOrder:
        """How ``player`` sorts their hand."""
        orders = self._values().get("hand_order")
        return HandOrder.from_json(orders.get(player) if isinstance(orders, dict) else None)

    def set_hand_order(self, player: str, order: HandOrder) -> None:
        """Remember ``player``'s hand order."""
        orders = self._values().get("hand_order")
        table = dict(orders) if isinstance(orders, dict) else {}
        table[player] = dict(order.to_json())
        self._set("hand_order", table)

    def coach(self, player: str) -> bool:
        """Whether the coach explains ``player``'s decisions (View ▸ Coach; off by default)."""
        table = self._values().get("coach")
        on = table.get(player, False) if isinstance(table, dict) else False
        return on if isinstance(on, bool) else False

    def set_coach(self, player: str, on: bool) -> None:
        """Remember whether the coach is on for ``player``."""
        table = self._values().get("coach")
        kept = dict(table) if isinstance(table, dict) else {}
        kept[player] = bool(on)
        self._set("coach", kept)

    def hand_arrangement(self, player: str, deal: str) -> tuple[int, ...]:
        """The cards of ``player``'s hand as they dragged them in ``deal`` (else empty)."""
        table = self._values().get("hand_arrangement")
        entry = table.get(player) if isinstance(table, dict) else None
        if not isinstance(entry, dict) or entry.get("deal") != deal:
            return ()
        cards = entry.get("cards")
        if not isinstance(cards, list) or not all(
                type(c) is int and 0 <= c < 64 for c in cards):
            return ()
        return tuple(c for c in cards if isinstance(c, int))

    def set_hand_arrangement(self, player: str, deal: str, cards: tuple[int, ...]) -> None:
        """Remember ``player``'s dragged hand for ``deal`` (no cards: forget it)."""
        table = self._values().get("hand_arrangement")
        kept = dict(table) if isinstance(table, dict) else {}
        if cards:
            kept[player] = {"deal": deal, "cards": list(cards)}
        else:
            kept.pop(player, None)
        self._set("hand_arrangement", kept)
