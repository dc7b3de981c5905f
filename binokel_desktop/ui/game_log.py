"""The game log: every call, the dabb, trump, melds, each trick and each score, in words.

Entries are kept as the engine's public events (and one :class:`TrickLine` per
finished trick); words are made only when shown, so a language switch
re-translates the whole log. After a take back the log is rebuilt from the
record, which is the truth.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget

from ..engine import (
    CardPlayed,
    DealScored,
    DealStarted,
    Event,
    GameEnded,
    GameRecord,
    RuleProfile,
    TrickWon,
    new_game,
    steps,
)
from . import texts
from .deal_summary import party_members, party_names
from .texts.narration import deal_line, game_won_text, narrate, trick_line


@dataclass(frozen=True, slots=True)
class TrickLine:
    """A finished trick: who played what, in order, who won it and its points."""

    deal_no: int
    number: int  # 1-based within the deal
    plays: tuple[tuple[int, int], ...]  # (seat, card)
    winner: int
    points: int


Entry = Event | TrickLine


class LogBook:
    """The entries of a game, fed event by event (or rebuilt from a record)."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self._trick: list[tuple[int, int]] = []
        self._deal = 0
        self._tricks = 0
        # After each batch of events (one action's): where the book stood, so a take
        # back can cut it to the actions that remain.
        self._marks: list[tuple[int, tuple[tuple[int, int], ...], int, int]] = []

    def add_batch(self, events: Iterable[Event]) -> None:
        """The events of one action (or of the deal shown at the start), then a mark."""
        self.extend(events)
        self._marks.append((len(self.entries), tuple(self._trick), self._deal, self._tricks))

    def undo(self, batches: int) -> None:
        """Forget the last ``batches`` batches (actions taken back); the first stays."""
        keep = max(1, len(self._marks) - batches)
        if keep > len(self._marks):
            return
        n, trick, deal, tricks = self._marks[keep - 1]
        del self.entries[n:]
        del self._marks[keep:]
        self._trick, self._deal, self._tricks = list(trick), deal, tricks

    def add(self, event: Event) -> None:
        """One event in the order the game produced it."""
        if isinstance(event, DealStarted):
            self._deal, self._tricks, self._trick = event.deal_no, 0, []
        if isinstance(event, CardPlayed):
            self._trick.append((event.seat, event.card))
            return
        if isinstance(event, TrickWon):
            self._tricks += 1
            self.entries.append(TrickLine(self._deal, self._tricks, tuple(self._trick),
                                          event.seat, event.points))
            self._trick = []
            return
        self.entries.append(event)

    def extend(self, events: Iterable[Event]) -> None:
        """Several events in order."""
        for event in events:
            self.add(event)

    @property
    def trick_so_far(self) -> tuple[tuple[int, int], ...]:
        """The cards of the trick in progress."""
        return tuple(self._trick)

    def last_trick(self) -> TrickLine | None:
        """The last finished trick of the deal in play, if any."""
        for entry in reversed(self.entries):
            if isinstance(entry, DealStarted):
                return None
            if isinstance(entry, TrickLine):
                return entry
        return None

    @classmethod
    def from_record(cls, record: GameRecord) -> LogBook:
        """The log of a record, replayed through the engine."""
        book = cls()
        state = new_game(record.profile, record.seed, dealer=record.dealer)
        book.add_batch([DealStarted(state.deal_no, state.dealer)])
        for step in steps(record):
            book.add_batch(step.events)
        return book


def entry_text(entry: Entry, names: Sequence[str], profile: RuleProfile,
               french: bool | None = None) -> str:
    """One entry in words in the current language; "" for what is not told.

    Told by the one narrator (:mod:`.texts.narration`), as the pass screen's recap.
    ``names`` are the stored seat names; ``french``: name the cards as the deck shown
    does (None: the profile's naming).
    """
    bezique = profile.deck.french
    if french is None:
        french = bezique
    if isinstance(entry, TrickLine):
        return trick_line(entry.number, entry.plays, entry.winner, entry.points, names, french)
    if isinstance(entry, DealScored):
        return deal_line(entry.result, party_names(profile, names))
    if isinstance(entry, GameEnded):
        members = party_members(profile, names)
        return game_won_text(members[entry.winner] if 0 <= entry.winner < len(members)
                             else ["?"])
    return narrate(entry, names, french=french, bezique=bezique) or ""


class GameLogDock(QDockWidget):
    """The log panel beside the table; it can be hidden and shown (Aids ▸ Game log)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.setWidget(self.list)
        self.book = LogBook()
        self.names: Sequence[str] = ()
        self.profile: RuleProfile | None = None
        # Whether the deck shown names its cards the French way (None: as the profile).
        self.french: bool | None = None
        self.retranslate()

    def reset(self, book: LogBook, names: Sequence[str], profile: RuleProfile) -> None:
        """Show ``book`` (a new game or a take back)."""
        self.book, self.names, self.profile = book, names, profile
        self.refill()

    def add_events(self, events: Iterable[Event]) -> None:
        """One action's events: appended at the bottom, which stays in sight."""
        before = len(self.book.entries)
        self.book.add_batch(events)
        for entry in self.book.entries[before:]:
            self._append(entry)
        self.list.scrollToBottom()

    def _append(self, entry: Entry) -> None:
        if self.profile is None:
            return
        text = entry_text(entry, self.names, self.profile, self.french)
        if not text:
            return
        item = QListWidgetItem(text)
        if isinstance(entry, DealStarted | DealScored | GameEnded):
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        self.list.addItem(item)

    def refill(self) -> None:
        """Every entry again, in the current language."""
        self.list.clear()
        for entry in self.book.entries:
            self._append(entry)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        """The texts shown, top to bottom."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def retranslate(self) -> None:
        """Title and entries in the current language."""
        self.setWindowTitle(texts.translate("Log", "Game log"))
        self.refill()

