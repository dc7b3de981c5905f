"""``Pile``: a group of card items that lays out its own cards (as KDE's KCardPile).

Each place on the table — a hand, the trick, the dabb, the talon and its
turned-up card, the shown melds, the cards lying open, the discards, a
seat's won cards — is one pile. A pile knows where its cards go for a given
:class:`Layout` and view (its ``arrange`` function), how wide they are, on
which z level they lie and whether they show their face; the scene only moves
items from pile to pile and asks every pile to lay itself out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from ...engine import SeatView
from .card_item import CardItem
from .layout import Layout

Spot = tuple[float, float, float]
"""Where one card goes: x, y and rotation (degrees)."""

Arrange = Callable[[Layout, SeatView, Sequence[CardItem]], Sequence[Spot]]
Order = Callable[[SeatView, list[CardItem]], list[CardItem]]


@dataclass(eq=False)
class Pile:
    """Card items in one place, laid out by the pile itself."""

    name: str
    arrange: Arrange
    z: int  # the first card's z level; each next card lies above it
    width: Callable[[Layout], int]
    face_up: bool | None = None  # None: every card keeps the face it shows
    order: Order | None = None  # sorts the cards before each layout (a hand)

    def __post_init__(self) -> None:
        self.items: list[CardItem] = []

    def __iter__(self) -> Iterator[CardItem]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, index: int) -> CardItem:
        return self.items[index]

    def add(self, item: CardItem) -> None:
        """Put ``item`` on top of this pile."""
        self.items.append(item)

    def remove(self, item: CardItem) -> None:
        """Take ``item`` off this pile (it stays on the scene)."""
        self.items.remove(item)

    def take(self, items: Sequence[CardItem] | None = None) -> list[CardItem]:
        """Take ``items`` (default: all) off this pile, in pile order."""
        wanted = list(self.items) if items is None else list(items)
        for item in wanted:
            self.items.remove(item)
        return wanted

    def find(self, card: int) -> CardItem | None:
        """The item of ``card`` on this pile, if any."""
        return next((i for i in self.items if i.card == card), None)

    def lay_out(self, layout: Layout, view: SeatView, ms: int, place: bool = True) -> None:
        """Give every card its target; move it there unless ``place`` is False."""
        if self.order is not None:
            self.items[:] = self.order(view, self.items)
        if not self.items:
            return
        spots = self.arrange(layout, view, self.items)
        width = self.width(layout)
        for n, (item, (x, y, rotation)) in enumerate(zip(self.items, spots, strict=True)):
            item.set_width(width)
            up = item.face_up if self.face_up is None else self.face_up
            item.target = (QPointF(x, y), float(self.z + n), rotation, up)
            if place:
                item.animate_to(QPointF(x, y), self.z + n, rotation, up, ms)
