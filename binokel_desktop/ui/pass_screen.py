"""``PassScreen``: between two people's turns at one laptop, a cover over the table.

It names who is next, tells that person what happened since they last looked
(calls, cards played, who took the trick), and lifts only when they click — so
nobody else sees their hand or their decision. Public things (the trick, the
melds, the scores) are on the table again as soon as it lifts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import (
    AuctionWon,
    Called,
    CardPlayed,
    ContractAnnounced,
    DabbShown,
    DabbTaken,
    DealStarted,
    Event,
    MeldsShown,
    TrickWon,
    TrumpChosen,
)
from . import texts
from .texts.narration import narrate

# A click this soon after the screen came up was meant for the decision before it.
GUARD_MS = 400
RECAP_LINES = 14


class PassScreen(QWidget):
    """Covers the table and the decision panel until the named person clicks."""

    did_lift = Signal(int)  # the seat of the person who is now looking

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("PassScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "QWidget#PassScreen { background: #12331f; } "
            "QWidget#PassScreen QLabel { color: white; } "
            "QLabel#PassTitle { font-size: 20pt; font-weight: bold; } "
            "QLabel#PassRecap { color: #e8e3c8; font-size: 11pt; } "
            "QPushButton#PassButton { font-size: 14pt; padding: 10px 24px; }")
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 24, 24, 24)
        box.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("PassTitle")
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.title)
        self.recap = QLabel()
        self.recap.setObjectName("PassRecap")
        self.recap.setWordWrap(True)
        self.recap.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.recap)
        self.button = QPushButton()
        self.button.setObjectName("PassButton")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._clicked)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        box.addStretch(1)
        self.guard_ms = GUARD_MS
        self._shown = QElapsedTimer()
        self._shown.start()
        self.seat = -1
        self._name = ""
        self._lines: list[Callable[[], str]] = []
        self._first = False
        self.hide()

    def cover(self, seat: int, name: str, lines: Sequence[Callable[[], str]], *,
              first: bool = False) -> None:
        """Cover the table for ``seat`` (shown as ``name``) with what they missed
        (``first``: they have not looked yet in this game, so it is all so far).

        Covering again for the person already named (their decision arriving behind
        the screen) keeps the screen's age: its click guard is for clicks meant for
        something else, and the person has been looking at this screen all along.
        """
        again = self.isVisible() and seat == self.seat
        self.seat, self._name, self._lines = seat, name, list(lines)[-RECAP_LINES:]
        self._first = first
        self.retranslate()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        if not again:
            self._shown.restart()
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(title_text(self._name))
        if self._lines:
            # Not "since you last looked" to someone who has not looked yet.
            head = (texts.translate("PassScreen", "So far:") if self._first
                    else texts.translate("PassScreen", "Since you last looked:"))
            self.recap.setText(head + "\n" + "\n".join(line() for line in self._lines))
        else:
            self.recap.setText("")
        self.button.setText(button_text(self._name))

    def _clicked(self) -> None:
        if self._shown.elapsed() < self.guard_ms or not self.isVisible():
            return  # a click meant for the decision before
        self.hide()
        self.did_lift.emit(self.seat)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton:
            self._clicked()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._clicked()
        event.accept()


def title_text(stored: str) -> str:
    """The cover's headline for the seat of that stored name ("You" is spoken to)."""
    if texts.is_you(stored):
        return texts.translate("PassScreen", "Your turn — click when only you are looking")
    #: %1 is the name of the person whose turn it is (never you), twice
    return texts.fill(texts.translate(
        "PassScreen", "%1's turn — click when only %1 is looking"), texts.seat_name(stored))


def button_text(stored: str) -> str:
    """The button the named person clicks ("That's me", not "I am You")."""
    if texts.is_you(stored):
        return texts.translate("PassScreen", "That's me: show my cards")
    #: said by the person who clicks: %1 is their name (never you)
    return texts.fill(texts.translate("PassScreen", "I am %1: show my cards"),
                      texts.seat_name(stored))


# What a person who was away learns since they last looked: the calls, the cards
# played and who took each trick, a new deal, the dabb, trump and the melds. The rest
# is on the table when the screen lifts, or private.
# A Durch or Bettel announced is news too: the next person's recap went from the dabb
# taken to the declarer's first card, and the Durch was nowhere in it.
RECAP_EVENTS = (Called, AuctionWon, DabbTaken, DabbShown, TrumpChosen, ContractAnnounced,
                MeldsShown, CardPlayed, TrickWon, DealStarted)


def recap_line(event: object, names: Sequence[str], french: bool) -> Callable[[], str] | None:
    """What a person who was away should learn of ``event`` (None: nothing to tell).

    Told by the game log's narrator, in the log's words. A function, so a language
    switch re-translates it. ``names`` are the stored seat names.
    """
    if not isinstance(event, RECAP_EVENTS):
        return None
    # Only Binokel games show melds this way: Binokel names, whatever the deck shown.
    return partial(_told, event, tuple(names), french)


def _told(event: Event, names: Sequence[str], french: bool) -> str:
    return narrate(event, names, french=french, bezique=False) or ""
