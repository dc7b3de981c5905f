"""``LogBook``: what happened in a game, as events, fed batch by batch or rebuilt
from a record (through the engine's one walk, ``steps``).

Entries are the engine's public events and one :class:`TrickLine` per finished
trick; the window words them when it shows them (``ui/game_log.py``), so a
language switch re-words the whole log. A take back cuts the book back by the
batches (actions) undone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..engine import GameRecord, new_game, steps
from ..engine.actions import NextDeal
from ..engine.events import CardPlayed, DealStarted, Event, TrickWon


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
        return cls.from_batches(record_batches(record))

    @classmethod
    def from_batches(cls, batches: Iterable[Sequence[Event]]) -> LogBook:
        """The log of these batches of events (``record_batches``)."""
        book = cls()
        for batch in batches:
            book.add_batch(batch)
        return book


def record_batches(record: GameRecord) -> list[Sequence[Event]]:
    """A record's events through the engine's one walk: the first deal's start, then
    one batch per action."""
    state = new_game(record.profile, record.seed, dealer=record.dealer)
    return [[DealStarted(state.deal_no, state.dealer)], *(step.events for step in steps(record))]


def last_finished_deal(record: GameRecord) -> GameRecord | None:
    """The record up to the end of the last deal that was followed by another (what
    the review looks at), or None before that."""
    actions = record.actions
    ends = [i for i, a in enumerate(actions) if isinstance(a, NextDeal)]
    if not ends:
        return None
    return GameRecord(record.profile, record.seed, record.dealer, actions[:ends[-1]])
