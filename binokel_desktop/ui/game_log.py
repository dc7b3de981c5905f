"""The game log: every call, the dabb, trump, melds, each trick and each score, in words.

Entries are kept in the session's :class:`~binokel_desktop.app.log_book.LogBook`
as the engine's public events (and one ``TrickLine`` per finished trick); words are
made only when shown, so a language switch
re-translates the whole log. After a take back the log is rebuilt from the
record, which is the truth.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget

from ..app.log_book import Entry, LogBook, TrickLine
from ..engine import DealScored, DealStarted, GameEnded, RuleProfile
from . import texts
from .deal_summary import party_members, party_names
from .texts.narration import deal_line, game_won_text, narrate, trick_line


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
        self._shown = 0  # entries of the book in the list
        self.names: Sequence[str] = ()
        self.profile: RuleProfile | None = None
        # Whether the deck shown names its cards the French way (None: as the profile).
        self.french: bool | None = None
        self.retranslate()

    def reset(self, book: LogBook, names: Sequence[str], profile: RuleProfile) -> None:
        """Show ``book`` (a new game or a take back)."""
        self.book, self.names, self.profile = book, names, profile
        self.refill()

    def show_new(self) -> None:
        """The book grew (one more action): its new entries at the bottom, in sight."""
        for entry in self.book.entries[self._shown:]:
            self._append(entry)
        self._shown = len(self.book.entries)
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
        """Every entry again, in the current language (also after a take back)."""
        self.list.clear()
        for entry in self.book.entries:
            self._append(entry)
        self._shown = len(self.book.entries)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        """The texts shown, top to bottom."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def retranslate(self) -> None:
        """Title and entries in the current language."""
        self.setWindowTitle(texts.translate("Log", "Game log"))
        self.refill()

