"""``HotSeat``: several people at one laptop -- who is looking and what each has seen.

A pure model (no Qt): the table session asks it whether a decision may be shown
at once or needs the pass screen first, and which events a person has not seen
yet (the pass screen's recap). The window only draws what it is told.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..engine import SeatView
from ..engine.events import DealStarted, Event


@dataclass(slots=True)
class HotSeat:
    """Who sits in front of the screen, what each person saw, a decision held back."""

    events: list[Event] = field(default_factory=list)  # what happened, in this game
    looked: dict[int, int] = field(default_factory=dict)  # per person: events seen
    looking: int | None = None  # the person in front of the screen, if known
    covered: bool = False  # the pass screen is up
    pending: tuple[int, SeatView] | None = None  # a decision behind the pass screen

    def note(self, event: Event) -> None:
        """An event was shown; the person looking (screen lifted) saw it."""
        self.events.append(event)
        if self.looking is not None and not self.covered:
            self.looked[self.looking] = len(self.events)

    def unseen(self, seat: int) -> list[Event]:
        """The events ``seat`` has not seen yet, oldest first."""
        return self.events[self.looked.get(seat, 0):]

    def resume(self, batches: Iterable[Sequence[Event]]) -> None:
        """A game resumed (after dinner): its deal so far is news to everybody, so the
        first pass screen tells each person where the deal stands."""
        events = [event for batch in batches for event in batch]
        starts = [i for i, event in enumerate(events) if isinstance(event, DealStarted)]
        self.events = events[starts[-1]:] if starts else events
        self.looked.clear()

    def has_looked(self, seat: int) -> bool:
        """Whether ``seat`` has lifted the pass screen in this game (what they missed is
        then news "since they last looked"; before, it is all there is so far)."""
        return seat in self.looked

    def saw_everything(self, seat: int) -> None:
        """``seat`` has seen all that happened (their own decision was just made)."""
        self.looked[seat] = len(self.events)

    def may_show(self, seat: int) -> bool:
        """Whether ``seat``'s decision may be shown without the pass screen first."""
        return seat == self.looking and not self.covered

    def hold(self, seat: int, view: SeatView) -> None:
        """``seat``'s decision waits behind the pass screen."""
        self.pending = (seat, view)
        self.covered = True

    def lift(self, seat: int) -> tuple[int, SeatView] | None:
        """``seat`` lifted the pass screen: the decision held back for them, if any."""
        self.looking = seat
        self.covered = False
        self.saw_everything(seat)
        pending, self.pending = self.pending, None
        return pending if pending is not None and pending[0] == seat else None
