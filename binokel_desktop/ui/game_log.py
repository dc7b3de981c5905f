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

from ..engine import GameRecord, apply, new_game
from ..engine.actions import NEXT_DEAL, NextDeal
from ..engine.events import (
    AllPassed,
    AuctionWon,
    Called,
    CardCalled,
    CardGiven,
    CardPlayed,
    ContractAnnounced,
    DabbShown,
    DabbTaken,
    DealScored,
    DealStarted,
    Discarded,
    Event,
    GameEnded,
    MeldsShown,
    TrickWon,
    TrumpChosen,
)
from ..engine.profile import RuleProfile
from ..engine.scoring import DealResult
from ..engine.state import Phase
from ..engine.talon.events import (
    Scored,
    SevenExchanged,
    TalonExhausted,
    TargetClaimed,
    TrumpTurnedUp,
    TurnUpTaken,
)
from . import texts
from .deal_summary import party_names
from .table_texts import meld_line


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
        for action in record.actions:
            if state.phase is Phase.DEAL_OVER and not isinstance(action, NextDeal):
                state, events = apply(state, NEXT_DEAL)
                book.extend(events)
            state, events = apply(state, action)
            book.add_batch(events)
        return book


def entry_text(entry: Entry, names: Sequence[str], profile: RuleProfile) -> str:
    """One entry in words in the current language; "" for what is not told."""
    translate, fill = texts.translate, texts.fill
    french = profile.deck.french

    def who(seat: int) -> str:
        return texts.seat_name(names[seat]) if 0 <= seat < len(names) else "?"

    def card(c: int) -> str:
        return texts.card_name(c, french)

    if isinstance(entry, TrickLine):
        plays = ", ".join(fill(translate("Log", "%1 %2"), who(s), card(c)) for s, c in entry.plays)
        return fill(translate("Log", "Trick %1: %2 — %3 takes it (%4 points)"),
                    texts.number(entry.number), plays, who(entry.winner),
                    texts.number(entry.points))
    e = entry
    if isinstance(e, DealStarted):
        return fill(translate("Log", "Deal %1, dealt by %2"), texts.number(e.deal_no + 1),
                    who(e.dealer))
    if isinstance(e, Called):
        return fill(translate("Log", "%1: %2"), who(e.seat), texts.call_text(e.call, e.value))
    if isinstance(e, AuctionWon):
        return fill(translate("Log", "%1 wins the bidding at %2"), who(e.seat), texts.number(e.bid))
    if isinstance(e, AllPassed):
        return translate("Log", "Everybody passed; the deal is void")
    if isinstance(e, DabbShown):
        return fill(translate("Log", "The dabb: %1"), ", ".join(card(c) for c in e.cards))
    if isinstance(e, DabbTaken):
        return fill(translate("Log", "%1 takes the dabb"), who(e.seat))
    if isinstance(e, CardCalled):
        return (fill(translate("Log", "A card was called; %1 hands it over"), who(e.giver))
                if e.giver >= 0 else translate("Log", "A card was called; nobody holds it"))
    if isinstance(e, CardGiven):
        return fill(translate("Log", "%1 is given a card face down"), who(e.seat))
    if isinstance(e, Discarded):
        return fill(translate("Log", "%1 lays away %2 cards"), who(e.seat), texts.number(e.count))
    if isinstance(e, TrumpChosen):
        return fill(translate("Log", "%1 names trump: %2"), who(e.seat),
                    texts.suit_name(e.suit, french))
    if isinstance(e, ContractAnnounced):
        return fill(translate("Log", "%1 announces: %2"), who(e.seat),
                    texts.contract_name(e.contract))
    if isinstance(e, MeldsShown):
        return fill(translate("Log", "%1 melds: %2"), who(e.seat), meld_line(e.melds, french))
    if isinstance(e, DealScored):
        return deal_line(e.result, names, profile)
    if isinstance(e, GameEnded):
        parties = party_names(profile, names)
        winner = parties[e.winner] if 0 <= e.winner < len(parties) else "?"
        return fill(translate("Log", "%1 wins the game"), winner)
    if isinstance(e, TrumpTurnedUp):
        return fill(translate("Log", "Turned up for trump: %1"), card(e.card))
    if isinstance(e, Scored):
        return fill(translate("Log", "%1 declares %2: %3 points"), who(e.seat),
                    texts.meld_name(e.decl, french), texts.number(e.points))
    if isinstance(e, SevenExchanged):
        return fill(translate("Log", "%1 exchanges the trump seven for %2"), who(e.seat),
                    card(e.taken))
    if isinstance(e, TurnUpTaken):
        return fill(translate("Log", "%1 takes the turned-up %2"), who(e.seat), card(e.card))
    if isinstance(e, TalonExhausted):
        return translate("Log", "The talon is used up")
    if isinstance(e, TargetClaimed):
        return fill(translate("Log", "%1 claims to have reached the target (%2)"), who(e.seat),
                    texts.number(e.total))
    return ""


def deal_line(result: DealResult, names: Sequence[str], profile: RuleProfile) -> str:
    """The score change of a deal: "Score: You +120, Anna −40, Karl −40"."""
    parties = party_names(profile, names)
    parts = [texts.fill(texts.translate("Log", "%1 %2"), name, texts.signed(change))
             for name, change in zip(parties, result.changes, strict=False)]
    made = (texts.translate("Log", "made") if result.made
            else texts.translate("Log", "lost"))
    return texts.fill(texts.translate("Log", "Deal %1 (%2): %3"), made,
                      texts.number(result.value), ", ".join(parts))


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
        text = entry_text(entry, self.names, self.profile)
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

