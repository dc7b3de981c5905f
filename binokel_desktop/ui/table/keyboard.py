"""``CardFocus``: keyboard play over the viewer's cards (as KDE's ``KCardScene``
``keyboardFocusLeft/Right/Select``).

While a question is open the keyboard's focus mark lies on one of the cards the
question lets the viewer take: the legal cards to play, or every card of the
hand when laying away or giving. The arrows move the mark along them, left to
right; Enter or Space takes the marked card (as a click would). While picking
cards to lay away, Enter once every card is picked confirms instead. Digits
(the decision panel's buttons) are the window's business.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from ...engine import Phase, Play, SeatView
from .card_item import CardItem

STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
CONFIRM_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter})
TAKE_KEYS = CONFIRM_KEYS | {Qt.Key.Key_Space}
KEYS = frozenset(STEPS) | TAKE_KEYS
"""Every key the table takes (without modifiers, the keypad's aside)."""

PICKING = (Phase.DISCARD, Phase.GIVE)


def picks_needed(view: SeatView) -> int:
    """How many cards ``view``'s question picks on the table (0: none)."""
    if view.phase is Phase.DISCARD:
        return view.auction.dabb_size
    if view.phase is Phase.GIVE:
        return 1
    return 0


class CardFocus:
    """The keyboard's focus mark among the cards the open question offers."""

    def __init__(self, mine: Callable[[], list[CardItem]],
                 every: Callable[[], list[CardItem]],
                 take: Callable[[CardItem], object], confirm: Callable[[], object]) -> None:
        # ``mine``: the viewer's cards (hand and cards lying open); ``every``: all cards.
        self._mine, self._every = mine, every
        self._take, self._confirm = take, confirm
        self.question: SeatView | None = None

    def offer(self, view: SeatView) -> None:
        """A question is open: the mark goes on the first card it lets the viewer take."""
        self.question = view
        choices = self.choices()
        self.focus(choices[0] if choices else None)

    def withdraw(self) -> None:
        """No question (answered, or the table turns away): no mark."""
        self.question = None
        self.focus(None)

    def choices(self) -> list[CardItem]:
        """The cards the keyboard moves among now, left to right."""
        view = self.question
        if view is None:
            return []
        items = [i for i in self._mine() if i.card is not None]
        if view.phase in PICKING:
            items = [i for i in items if view.hand >> (i.card or 0) & 1]
        elif any(isinstance(a, Play) for a in view.legal):
            items = [i for i in items if view.legal_cards >> (i.card or 0) & 1]
        else:
            return []
        # Where the table wants a card, not where an animation has it just now.
        return sorted(items, key=lambda i: (i.target[0].x() if i.target else i.x(), i.y()))

    def focused(self) -> CardItem | None:
        """The card the mark is on (None: none, or not one the question offers)."""
        return next((i for i in self.choices() if i.focused), None)

    def focus(self, item: CardItem | None) -> None:
        """Put the mark on ``item`` (None: take it away)."""
        for other in self._every():
            other.set_focused(other is item)

    def key(self, key: int) -> None:
        """An arrow moves the mark; Enter or Space takes the marked card (or confirms)."""
        choices = self.choices()
        if not choices:
            return
        current = self.focused()
        index = choices.index(current) if current in choices else -1
        step = STEPS.get(Qt.Key(key))
        if step is not None:
            self.focus(choices[(index + step) % len(choices)] if index >= 0 else choices[0])
            return
        view = self.question
        if current is None or view is None:
            self.focus(choices[0])
            return
        picking = view.phase in PICKING
        if picking and key in CONFIRM_KEYS and self._all_picked(view, choices):
            self._confirm()  # everything is picked: Enter lays away
            return
        self._take(current)
        if picking:
            self.focus(current)  # the mark stays while more cards are picked

    @staticmethod
    def _all_picked(view: SeatView, choices: list[CardItem]) -> bool:
        """Whether as many cards are picked (raised) as the question needs."""
        need = picks_needed(view)
        return need > 0 and sum(i.selected_for_action for i in choices) == need
