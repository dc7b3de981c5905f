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

from ..engine import GameRecord, new_game, steps
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
from ..engine.talon.events import (
    Scored,
    SevenExchanged,
    TalonExhausted,
    TargetClaimed,
    TrumpTurnedUp,
    TurnUpTaken,
)
from . import texts
from .deal_summary import party_members, party_names
from .i18n import QT_TRANSLATE_NOOP
from .texts.table import meld_line


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

    ``names`` are the stored seat names: a sentence about the seat "You" is a
    whole second-person message ("You take the dabb"), never "You takes".
    ``french``: name the cards as the deck shown does (None: the profile's naming).
    """
    translate, fill, plural = texts.translate, texts.fill, texts.plural
    bezique = profile.deck.french
    if french is None:
        french = bezique

    def who(seat: int) -> str:
        return texts.seat_name(names[seat]) if 0 <= seat < len(names) else "?"

    def you(seat: int) -> bool:
        return 0 <= seat < len(names) and texts.is_you(names[seat])

    def say(seat: int, you_text: str, other_text: str, *args: str) -> str:
        """``you_text`` fills ``args`` into %1 …; ``other_text`` has the name in %1."""
        if you(seat):
            return fill(translate("Log", you_text), *args)
        return fill(translate("Log", other_text), who(seat), *args)

    def card(c: int) -> str:
        return texts.card_name(c, french)

    if isinstance(entry, TrickLine):
        #: one card of a trick in a list: %1 is who played it (may be "Du"/"Tu", you),
        #: %2 the card; not a sentence
        plays = ", ".join(fill(translate("Log", "%1 %2"), who(s), card(c)) for s, c in entry.plays)
        if you(entry.winner):
            # %1 is the trick's number, %2 the cards played; the count is the trick's points
            text = plural("Log", "Trick %1: %2 — you take it (%n point(s))", entry.points)
            return fill(text, texts.number(entry.number), plays)
        # %1 the trick's number, %2 the cards played, %3 another player's name (never
        # you); the count is the trick's points
        text = plural("Log", "Trick %1: %2 — %3 takes it (%n point(s))", entry.points)
        return fill(text, texts.number(entry.number), plays, who(entry.winner))
    e = entry
    if isinstance(e, DealStarted):
        if you(e.dealer):
            return fill(translate("Log", "Deal %1, dealt by you"), texts.number(e.deal_no + 1))
        #: %1 is the deal's number, %2 the dealer's name (never you)
        return fill(translate("Log", "Deal %1, dealt by %2"), texts.number(e.deal_no + 1),
                    who(e.dealer))
    if isinstance(e, Called):
        #: a call in the auction: %1 is who called (may be "Du"/"Tu", you), %2 the call
        return fill(translate("Log", "%1: %2"), who(e.seat), texts.call_text(e.call, e.value))
    told = seat_event_text(e, names, french)
    if told is not None:
        return told
    if isinstance(e, AllPassed):
        return translate("Log", "Everybody passed; the deal is void")
    if isinstance(e, DabbShown):
        return fill(translate("Log", "The dabb: %1"), ", ".join(card(c) for c in e.cards))
    if isinstance(e, CardCalled):
        if e.giver < 0:
            return translate("Log", "A card was called; nobody holds it")
        return say(e.giver, QT_TRANSLATE_NOOP("Log", "A card was called; you hand it over"),
                   #: %1 is another player's name (never you)
                   QT_TRANSLATE_NOOP("Log", "A card was called; %1 hands it over"))
    if isinstance(e, CardGiven):
        return say(e.seat, QT_TRANSLATE_NOOP("Log", "You are given a card face down"),
                   #: %1 is another player's name (never you)
                   QT_TRANSLATE_NOOP("Log", "%1 is given a card face down"))
    if isinstance(e, Discarded):
        if you(e.seat):
            return plural("Log", "You lay away %n card(s)", e.count)
        # %1 is another player's name (never you); the count is the cards laid away
        return fill(plural("Log", "%1 lays away %n card(s)", e.count), who(e.seat))
    if isinstance(e, ContractAnnounced):
        return say(e.seat,
                   #: %1 is the contract (Durch, Bettel …)
                   QT_TRANSLATE_NOOP("Log", "You announce: %1"),
                   #: %1 is another player's name (never you), %2 the contract
                   QT_TRANSLATE_NOOP("Log", "%1 announces: %2"),
                   texts.contract_name(e.contract))
    if isinstance(e, MeldsShown):
        if not e.melds:  # not "You meld: no melds"
            return say(e.seat, QT_TRANSLATE_NOOP("Log", "You meld nothing"),
                       #: %1 is another player's name (never you)
                       QT_TRANSLATE_NOOP("Log", "%1 melds nothing"))
        return say(e.seat,
                   #: %1 lists the melds and their points
                   QT_TRANSLATE_NOOP("Log", "You meld: %1"),
                   #: %1 is another player's name (never you), %2 the melds and their points
                   QT_TRANSLATE_NOOP("Log", "%1 melds: %2"),
                   meld_line(e.melds, french, bezique, in_sentence=True))
    if isinstance(e, DealScored):
        return deal_line(e.result, names, profile)
    if isinstance(e, GameEnded):
        members = party_members(profile, names)
        return game_won_text(members[e.winner] if 0 <= e.winner < len(members) else ["?"])
    if isinstance(e, TrumpTurnedUp):
        return fill(translate("Log", "Turned up for trump: %1"), card(e.card))
    if isinstance(e, Scored):
        meld = texts.meld_in_sentence(e.decl, french, bezique=bezique)
        if you(e.seat):
            # %1 is the meld (talon games); the count is its points
            return fill(plural("Log", "You declare %1: %n point(s)", e.points), meld)
        # %1 is another player's name (never you), %2 the meld; the count is its points
        return fill(plural("Log", "%1 declares %2: %n point(s)", e.points), who(e.seat), meld)
    if isinstance(e, SevenExchanged):
        return say(e.seat,
                   #: %1 is the card taken for the trump seven, in running text
                   QT_TRANSLATE_NOOP("Log", "You exchange the trump seven for %1"),
                   #: %1 is another player's name (never you), %2 the card taken, in running
                   #: text
                   QT_TRANSLATE_NOOP("Log", "%1 exchanges the trump seven for %2"),
                   texts.card_in_sentence(e.taken, french))
    if isinstance(e, TurnUpTaken):
        return say(e.seat,
                   #: %1 is the turned-up card, in running text
                   QT_TRANSLATE_NOOP("Log", "You take the turned-up %1"),
                   #: %1 is another player's name (never you), %2 the turned-up card, in
                   #: running text
                   QT_TRANSLATE_NOOP("Log", "%1 takes the turned-up %2"),
                   texts.card_in_sentence(e.card, french))
    if isinstance(e, TalonExhausted):
        return translate("Log", "The talon is used up")
    if isinstance(e, TargetClaimed):
        return say(e.seat,
                   #: %1 is the score claimed
                   QT_TRANSLATE_NOOP("Log", "You claim to have reached the target (%1)"),
                   #: %1 is another player's name (never you), %2 the score claimed
                   QT_TRANSLATE_NOOP("Log", "%1 claims to have reached the target (%2)"),
                   texts.number(e.total))
    return ""


def seat_event_text(event: Event, names: Sequence[str], french: bool) -> str | None:
    """The words for winning the auction, taking the dabb and naming trump (None for other
    events): one narrator for the log and the pass screen's recap, so both tell it alike."""
    seat = getattr(event, "seat", -1)
    you = 0 <= seat < len(names) and texts.is_you(names[seat])
    name = texts.seat_name(names[seat]) if 0 <= seat < len(names) else "?"

    def say(you_text: str, other_text: str, *args: str) -> str:
        if you:
            return texts.fill(texts.translate("Log", you_text), *args)
        return texts.fill(texts.translate("Log", other_text), name, *args)

    if isinstance(event, AuctionWon):
        #: %1 is the winning bid
        return say(QT_TRANSLATE_NOOP("Log", "You win the bidding at %1"),
                   #: %1 is another player's name (never you), %2 the winning bid
                   QT_TRANSLATE_NOOP("Log", "%1 wins the bidding at %2"),
                   texts.number(event.bid))
    if isinstance(event, DabbTaken):
        return say(QT_TRANSLATE_NOOP("Log", "You take the dabb"),
                   #: %1 is another player's name (never you)
                   QT_TRANSLATE_NOOP("Log", "%1 takes the dabb"))
    if isinstance(event, TrumpChosen):
        #: %1 is a suit in running text
        return say(QT_TRANSLATE_NOOP("Log", "You name trump: %1"),
                   #: %1 is another player's name (never you), %2 a suit in running text
                   QT_TRANSLATE_NOOP("Log", "%1 names trump: %2"),
                   texts.suit_in_sentence(event.suit, french))
    return None


def game_won_text(winners: Sequence[str]) -> str:
    """"You win the game", "You and Karl win the game", "Anna and Lena win the game".

    ``winners`` are the stored names of the winning party's seats.
    """
    others = [texts.seat_name(n) for n in winners if not texts.is_you(n)]
    if len(others) < len(winners):
        if not others:
            return texts.translate("Log", "You win the game")
        #: %1 is your partner's name (or partners' names joined with "and")
        return texts.fill(texts.translate("Log", "You and %1 win the game"),
                          texts.and_join(others))
    # The count chooses the verb: "Anna wins the game", "Anna and Lena win the game".
    return texts.fill(texts.plural("Log", "%1 wins the game", len(others)),
                      texts.and_join(others))


def deal_line(result: DealResult, names: Sequence[str], profile: RuleProfile) -> str:
    """The score change of a deal: "Deal won (160): You +120, Anna −40, Karl −40"; a deal
    with no declarer (Altenburg, Bézique) was neither won nor lost: "Deal scored: …"."""
    parties = party_names(profile, names)
    #: a party and its score change in a list: %1 a name or team (may be you), %2 "+120"
    parts = ", ".join(texts.fill(texts.translate("Log", "%1 %2"), name, texts.signed(change))
                      for name, change in zip(parties, result.changes, strict=False))
    if result.declarer < 0:
        #: a deal of a game without declarer or bid (Altenburg, Bézique): %1 each party's
        #: score change
        return texts.fill(texts.translate("Log", "Deal scored: %1"), parts)
    if result.made:
        #: %1 is the bid or contract value, %2 each party's score change
        return texts.fill(texts.translate("Log", "Deal won (%1): %2"),
                          texts.number(result.value), parts)
    #: %1 is the bid or contract value, %2 each party's score change
    return texts.fill(texts.translate("Log", "Deal lost (%1): %2"),
                      texts.number(result.value), parts)


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

