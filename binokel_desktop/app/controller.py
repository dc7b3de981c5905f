"""``GameController``: owns the game, asks seats for actions, paces the table.

The controller applies one action at a time. It hands the resulting engine
events to the table together with the viewer's :class:`SeatView` after them
(one :class:`Update` by ``did_update``) and waits for the table's
``animations_did_finish()`` before it asks the next seat; the table reads
nothing else. Every seat
(:mod:`.seats`) answers through one signal into ``_answered``: a person's
seat when the window calls ``submit(action)``, a computer seat when its bot,
thinking on the controller's one job runner (:mod:`.jobs`, one thread) from a
snapshot of its :class:`SeatView`, has chosen. The window keeps painting meanwhile. A bot or
rule error is reported (``error_did_occur``) and the game goes on with a
random legal action instead of freezing.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from ..ai import make_bot
from ..engine import (
    Action,
    AnyState,
    GameRecord,
    IllegalAction,
    IllegalReason,
    SeatView,
    apply,
    legal_actions,
    new_game,
    replay,
    seat_view,
)
from ..engine.actions import NEXT_DEAL, NextDeal
from ..engine.events import DealStarted, Event
from ..engine.state import Phase
from .jobs import JobRunner
from .seats import Answers, ComputerSeat, HumanSeat, Seat
from .setup import GameSetup
from .takeback import DealStart

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Update:
    """What the table is to show: the events of one action and the view after them."""

    events: tuple[Event, ...]
    view: SeatView  # the viewer's view once every event has happened


class GameController(QObject):
    """Drives one game between human and computer seats."""

    did_update = Signal(object)  # Update: one action's events and the viewer's view
    seat_must_act = Signal(int, object)  # a person's seat is to act, with its SeatView
    bot_is_thinking = Signal(int)
    action_was_refused = Signal(object)  # IllegalAction
    error_did_occur = Signal(str)
    game_did_end = Signal(int)  # the winning party
    did_take_back = Signal(object, int)  # the viewer's SeatView, and how many actions were undone
    deal_did_finish = Signal(object)  # GameRecord through the deal just ended (deal review)

    def __init__(
        self, setup: GameSetup, seed: int | None = None, parent: QObject | None = None,
        *, record: GameRecord | None = None,
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        self.seed = seed if seed is not None else (
            setup.seed if setup.seed is not None else random.randrange(1 << 31)
        )
        if record is not None:
            # A resumed game: the record is the truth, replayed through the engine.
            self.seed = record.seed
            self.state: AnyState = replay(record)
            self.record = record
        else:
            self.state = new_game(setup.profile, self.seed)
            self.record = GameRecord(setup.profile, self.seed)
        self.resumed = bool(self.record.actions)
        # One thread thinks for every computer seat, one decision after another. No Qt
        # parent on purpose (see JobRunner): a bot still thinking when the controller
        # is deleted keeps the runner alive, so its late answer is dropped there.
        self.jobs = JobRunner("bot")
        # The one channel every seat answers through, on the GUI thread.
        self.answers = Answers()
        self.answers.did_answer.connect(self._answered)
        self.seats: list[Seat] = [
            HumanSeat(s.name, self.answers) if s.human
            else ComputerSeat(s.name, make_bot(s.level), self.jobs, self.answers)
            for s in setup.seats
        ]
        self._token = 0  # answers of an older question are dropped
        self._busy = False  # the table is still animating the last events
        self._waiting_for: int | None = None
        self._stopped = False
        # Actions other than NextDeal: the bots' rng key (a resumed game plays on as it would).
        self._decisions = sum(not isinstance(a, NextDeal) for a in self.record.actions)
        self.taken_back: set[int] = set()  # score sheet rows of deals with a take back
        self._deal_start = DealStart()  # where the deal in play began in the record
        humans = [i for i, seat in enumerate(setup.seats) if seat.human]
        self.viewer = humans[0] if humans else 0  # the seat the table shows; the window sets it
        # Several people: each new deal is shown to the person asked first in it.
        self.follow_first_person = False

    # -- what the table reads ------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now."""
        return seat_view(self.state, seat)

    @property
    def to_act(self) -> int:
        """The seat to act, -1 when nobody is."""
        return int(self.state.to_act)

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat``."""
        return 0 <= seat < len(self.seats) and self.seats[seat].human

    def first_person(self) -> int:
        """The person who will be asked first from here: the seat to act if a person
        plays it, else the person the computers' moves lead to (whatever they choose:
        one move of each kind is tried, a few moves deep); the first person's seat if
        that cannot be told. The pass screen names them before the deal is shown."""
        humans = [i for i, seat in enumerate(self.seats) if seat.human]
        fallback = humans[0] if humans else 0
        found: set[int] = set()
        frontier: list[AnyState] = [self.state]
        for _ in range(2 * len(self.seats)):
            later: list[AnyState] = []
            for state in frontier:
                seat = int(state.to_act)
                if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) or seat < 0:
                    continue
                if self.is_human(seat):
                    found.add(seat)
                    continue
                kinds: dict[str, Action] = {}
                for action in legal_actions(state):
                    kinds.setdefault(type(action).__name__, action)
                for action in kinds.values():
                    try:
                        later.append(apply(state, action)[0])
                    except IllegalAction:
                        continue
            if found or not later:
                break
            frontier = later
        return found.pop() if len(found) == 1 else fallback

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return bool(getattr(self.state, "winner", -1) >= 0)

    # -- driving -------------------------------------------------------------

    def start(self) -> None:
        """Begin: the table shows the first deal dealt, then the first seat is asked."""
        view = self.view(self.viewer)
        self._busy = True
        # A resumed game is shown as it stands (no events), a new one dealt.
        events = () if self.resumed else (DealStarted(view.deal_no, view.dealer),)
        self.did_update.emit(Update(events, view))

    def stop(self) -> None:
        """Stop asking seats (the window is closing)."""
        self._stopped = True
        self._token += 1
        for seat in self.seats:
            seat.cancel()
        self.jobs.shutdown()

    @Slot()
    def animations_did_finish(self) -> None:
        """The table has shown the last events; go on."""
        self._busy = False
        self._advance()

    @Slot(object)
    def submit(self, action: Action) -> None:
        """A person's action for the seat to act; refused actions leave the game unchanged."""
        seat = self.to_act
        if self._busy or not self.is_human(seat) or self._waiting_for != seat:
            return
        human = self.seats[seat]
        assert isinstance(human, HumanSeat)
        human.submit(action)

    def _advance(self) -> None:
        if self._stopped or self._busy or self.over:
            return
        if self.state.phase is Phase.DEAL_OVER:
            # The table has shown the end of the deal (and its summary was closed,
            # at once in autoplay): deal the next one.
            self._apply(NEXT_DEAL)
            return
        seat = self.to_act
        if seat < 0:
            return
        self._waiting_for = seat
        self._token += 1
        rng = random.Random(f"{self.seed}:{self._decisions}")
        view = self.view(seat)
        self.seats[seat].ask(self._token, view, rng)
        if self.is_human(seat):
            self.seat_must_act.emit(seat, view)
        else:
            self.bot_is_thinking.emit(seat)

    @Slot(int, object)
    def _answered(self, token: int, answer: object) -> None:
        """Every seat's answer arrives here; answers to a closed question are dropped."""
        if token != self._token or self._stopped or self._waiting_for is None:
            return
        seat = self._waiting_for
        if self.seats[seat].human:
            if not isinstance(answer, Action):
                self.action_was_refused.emit(IllegalAction(
                    IllegalReason.UNKNOWN_ACTION, repr(answer)))
                return
            try:
                self._apply(answer)
            except IllegalAction as exc:
                self.action_was_refused.emit(exc)  # the question stays open
            return
        name = self.seats[seat].name
        if isinstance(answer, Exception):
            self._report(f"computer player {name} failed: {answer!r}")
            answer = self._fallback()
        try:
            if not isinstance(answer, Action):
                raise TypeError(f"not an action: {answer!r}")
            self._apply(answer)
        except (IllegalAction, TypeError, AttributeError) as exc:
            self._report(f"computer player {name} chose an illegal "
                         f"action ({exc}); a random legal one is played instead")
            self._apply(self._fallback())

    def _fallback(self) -> Action:
        legal: Sequence[Action] = legal_actions(self.state)
        return random.Random(self._decisions).choice(legal)

    def _report(self, text: str) -> None:
        log.error(text)
        self.error_did_occur.emit(text)

    def _apply(self, action: Action) -> None:
        state, events = apply(self.state, action)
        self.state = state
        self.record = self.record.with_action(action)
        self._decisions += not isinstance(action, NextDeal)
        if self._waiting_for is not None:
            self.seats[self._waiting_for].cancel()
        self._waiting_for = None
        self._busy = True
        if isinstance(action, NextDeal) and self.follow_first_person:
            self.viewer = self.first_person()
        self.did_update.emit(Update(tuple(events), self.view(self.viewer)))
        if self.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and not isinstance(
                action, NextDeal):
            self.deal_did_finish.emit(self.record)
        if self.over:
            self.game_did_end.emit(int(self.state.winner))

    # -- take back (issue 16) -------------------------------------------------------

    def can_take_back(self, seat: int) -> bool:
        """Whether ``seat`` (a person) has a decision of this deal to take back."""
        return self.is_human(seat) and self._deal_start.point(self.record, seat) is not None

    def take_back(self, seat: int) -> bool:
        """Go back to ``seat``'s previous decision in this deal; False if there is none.

        The record is cut and replayed; a bot still thinking is dropped by the new
        token. ``did_take_back`` hands the table the viewer's view to redraw; then
        the seat to act (the person again) is asked.
        """
        from ..engine import replay
        from .takeback import taken_back

        keep = self._deal_start.point(self.record, seat) if self.is_human(seat) else None
        if keep is None or self._stopped:
            return False
        self._token += 1
        if self._waiting_for is not None:
            self.seats[self._waiting_for].cancel()
        self._waiting_for = None
        undone = len(self.record.actions) - keep
        self.record = taken_back(self.record, keep)
        self.state = replay(self.record)
        self._decisions = sum(not isinstance(a, NextDeal) for a in self.record.actions)
        self.taken_back.add(len(self.state.results))  # the row this deal will have
        self._busy = False
        self.did_take_back.emit(self.view(self.viewer), undone)
        self._advance()
        return True
