"""``TableSession``: one game at the table, without a widget.

It owns what the table needs to know between the controller and the screen:
the events still to be shown, the view on screen, the open question, the
person the table shows (the viewer), who at the laptop has seen what
(:class:`HotSeat`), the game's log book, take back, the forced card and the
hint. The window draws what the session's signals say and reports back by
slots: an action chosen (:meth:`submit`), the table has caught up
(:meth:`table_caught_up`), the pass screen lifted (:meth:`lifted`), take back
(:meth:`take_back`), a hint asked for (:meth:`ask_hint`).

Pacing: the session hands the window one event at a time (``event_is_due``);
the window shows it and calls :meth:`table_caught_up` when it is done (a
dialog closed, or the scene's animations ended). After the last event of a
batch comes ``batch_did_end`` with the view to settle the table on; the next
:meth:`table_caught_up` lets the controller go on.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import GameRecord, IllegalAction, SeatView
from ..engine.actions import Action, Play
from ..engine.events import DealStarted, Event
from ..engine.state import Phase
from .controller import GameController, Update
from .hints import Hinter
from .hot_seat import HotSeat
from .log_book import LogBook, last_finished_deal, record_batches
from .setup import GameSetup

FORCED_CARD_MS = 350  # a moment to see the only card before it plays itself


class TableSession(QObject):
    """The table's side of one game: pacing, the open question, the hot seat."""

    restored = Signal(object)  # SeatView: a resumed game's deal as it stands
    turn_did_change = Signal(object)  # SeatView after an action: whose turn it is now
    event_is_due = Signal(object, object)  # (Event, SeatView after its batch)
    batch_did_end = Signal(object)  # SeatView to settle the table on
    viewer_did_change = Signal(int, object)  # the table turns to a seat (its SeatView)
    hand_should_hide = Signal(bool)  # the viewer's hand face down (True) or shown
    curtain_did_fall = Signal(int, object)  # (seat, unseen events): the pass screen
    waiting_for = Signal(int)  # the seat whose decision is awaited (a person or a computer)
    question_did_open = Signal(int, object)  # (seat, SeatView): a person decides now
    action_was_refused = Signal(object)  # IllegalAction, after the question was reopened
    problem_did_occur = Signal(str)  # a computer player's mistake (English detail)
    did_take_back = Signal(object, int)  # (SeatView, actions undone)
    hint_did_arrive = Signal(object, object)  # (SeatView asked, Hint or Exception)
    log_did_grow = Signal()  # the log book has the events of one more action
    deal_did_finish = Signal(object)  # GameRecord through the deal just ended (review)

    def __init__(self, controller: GameController, *, several_people: bool,
                 resumed: bool = False, hinter: Hinter | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setup: GameSetup = controller.setup
        self.several_people = several_people
        self.hot = HotSeat()
        self.viewer = controller.viewer
        self.view: SeatView | None = None  # the view of the last update or question
        self.asked: SeatView | None = None  # a person's open question, with its view
        self.actions_seen = int(resumed)  # a resumed game is one to lose
        self.deal_started = -1  # the number of the deal whose start the table showed
        self.forced_cards = False  # the only legal card plays itself (Aids menu)
        self._restore = resumed  # the first update shows the deal as it stands
        record = controller.record
        # What happened so far, as events (a resumed game's from its record), and the
        # record up to the last finished deal (what the review looks at).
        batches = record_batches(record) if resumed else []
        self.log_book = LogBook.from_batches(batches)
        if resumed and several_people:
            self.hot.resume(batches)
        self.finished_deal = last_finished_deal(record) if resumed else None
        self._queue: list[tuple[Event, SeatView]] = []
        self._showing = False  # an event or a batch's end is on the table now
        self._settled = False  # the last thing shown was a batch's end (then go on)
        self._hinter = hinter  # shared by the window's sessions (one thread for hints)
        self._hint: tuple[int, SeatView] | None = None  # (token, question) asked about
        if hinter is not None:
            hinter.hint_did_arrive.connect(self._hint_arrived)
        controller.did_update.connect(self._update)
        controller.seat_must_act.connect(self._must_act)
        controller.bot_is_thinking.connect(self.waiting_for)
        controller.action_was_refused.connect(self._refused)
        controller.error_did_occur.connect(self.problem_did_occur)
        controller.did_take_back.connect(self._taken_back)
        controller.deal_did_finish.connect(self._deal_finished)

    # -- what the window asks ------------------------------------------------------

    def name(self, seat: int) -> str:
        """The stored name of ``seat`` (translated when shown)."""
        return self.setup.seats[seat].name

    def names(self) -> list[str]:
        """The seats' stored names."""
        return [s.name for s in self.setup.seats]

    @property
    def record(self) -> GameRecord:
        """The game's record so far."""
        return self.controller.record

    def game_in_progress(self, autoplay: bool) -> bool:
        """Whether ending now would lose a game a person is playing."""
        if self.view is None or autoplay or self.view.winner >= 0:
            return False
        return any(s.human for s in self.setup.seats) and self.actions_seen > 0

    def start(self) -> None:
        """Deal (or show the resumed deal): the controller's first update follows."""
        self.controller.start()

    def stop(self) -> None:
        """The game is left: no more questions, no hint."""
        self.controller.stop()
        if self._hinter is not None:  # once: a window closing stops its game again
            self._hinter.hint_did_arrive.disconnect(self._hint_arrived)
            self._hinter = None
            self._hint = None

    # -- pacing -----------------------------------------------------------------------

    def _update(self, update: Update) -> None:
        if not update.events:
            self.view = update.view
        elif self._hint is not None and self._hinter is not None:
            self._hinter.cancel()  # the question the hint was for is answered
            self._hint = None
        if self._restore and not update.events:
            # Shown as it stands counts as shown from its start (the info line follows
            # to the deal's end); no action, so no batch of the log (a take back
            # counts one batch per action). A deal that had ended can be reviewed.
            self.deal_started = update.view.deal_no
            if update.view.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
                self.finished_deal = self.controller.record
        else:
            self.log_book.add_batch(update.events)
            self.log_did_grow.emit()
        if self._restore:
            self._restore = False
            self.restored.emit(update.view)
        if not any(isinstance(e, DealStarted) for e in update.events):
            self.actions_seen += 1  # someone has played: there is a game to lose
        self._queue.extend((event, update.view) for event in update.events)
        if update.events:
            self.turn_did_change.emit(update.view)
        if not self._showing:
            self._next()

    def table_caught_up(self) -> None:
        """The table has shown what it was given: the next event, or go on."""
        if not self._showing:
            return  # nothing was on its way (a game replaced, a take back)
        self._showing = False
        if self.view is not None and not self._queue and self._settled:
            if self.view.winner < 0:
                self.controller.animations_did_finish()
            return
        self._next()

    def _next(self) -> None:
        if not self._queue:
            if self.view is None:
                return
            self._showing, self._settled = True, True
            self.batch_did_end.emit(self.view)
            return
        event, view = self._queue.pop(0)
        self.view = view
        self._showing, self._settled = True, False
        if self.several_people:
            self.hot.note(event)
        if isinstance(event, DealStarted):
            self.deal_started = view.deal_no
            if self.several_people:
                if view.seat != self.viewer:
                    # The new deal is shown to the person asked first in it (the
                    # controller's view is theirs): the pass screen names them.
                    self.viewer = view.seat
                    self.viewer_did_change.emit(view.seat, view)
                self._cover_the_deal(view)
        self.event_is_due.emit(event, view)

    # -- several people ----------------------------------------------------------------

    def cover_first_deal(self) -> None:
        """A new or resumed game among several people: the first hand is dealt under
        the pass screen, for its owner alone to lift."""
        if self.several_people:
            self.hot.covered = True
            # Nothing yet in a new game; a resumed one's deal so far (``HotSeat.resume``).
            self.curtain_did_fall.emit(self.viewer, self.hot.unseen(self.viewer))

    def _cover_the_deal(self, view: SeatView) -> None:
        """A new deal among several people: after a summary anybody may sit in front of
        the laptop, so the new hand is dealt face down, for its owner alone to lift."""
        if not self.hot.covered and (view.deal_no > 0 or self.hot.looking != self.viewer):
            self.hot.looking = None
            self.hot.covered = True
            self.curtain_did_fall.emit(self.viewer, self.hot.unseen(self.viewer))
        if self.hot.covered and self.hot.looking != self.viewer:
            self.hand_should_hide.emit(True)

    def has_looked(self, seat: int) -> bool:
        """Whether the person at ``seat`` has seen the table in this game."""
        return self.hot.has_looked(seat)

    def lifted(self, seat: int) -> None:
        """The person named on the pass screen clicked: they alone are looking now."""
        pending = self.hot.lift(seat)
        if pending is not None:
            self._present(*pending)
        elif seat == self.viewer:
            self.hand_should_hide.emit(False)

    # -- questions ---------------------------------------------------------------------

    def _must_act(self, seat: int, view: SeatView) -> None:
        self.view = view
        if self.several_people and not self.hot.may_show(seat):
            # Another person's turn: cover the table until they alone are looking.
            self.asked = None
            self.hot.hold(seat, view)
            self.waiting_for.emit(seat)
            self.hand_should_hide.emit(True)
            self.curtain_did_fall.emit(seat, self.hot.unseen(seat))
            return
        self._present(seat, view)

    def _present(self, seat: int, view: SeatView) -> None:
        self.view = self.asked = view
        self.hot.looking = seat
        if seat != self.viewer:
            # Another person at the same laptop: the table turns to them; what lies
            # on the table stays where everyone saw it.
            self.viewer = seat
            self.controller.viewer = seat
            self.viewer_did_change.emit(seat, view)
        else:
            self.hand_should_hide.emit(False)
        self.question_did_open.emit(seat, view)
        legal = view.legal
        if (self.forced_cards and len(legal) == 1 and isinstance(legal[0], Play)
                and view.phase is Phase.PLAY):
            QTimer.singleShot(FORCED_CARD_MS, self, lambda: self._play_forced(view))

    def _play_forced(self, view: SeatView) -> None:
        if self.asked is view:
            self.submit(view.legal[0])

    def submit(self, action: Action) -> None:
        """A person's choice for the open question."""
        self.asked = None
        self.hot.saw_everything(self.viewer)
        self.controller.submit(action)

    def _refused(self, error: IllegalAction) -> None:
        view = self.view
        if view is not None and view.to_act == self.viewer and view.legal:
            self._must_act(self.viewer, view)  # the question is still open
        self.action_was_refused.emit(error)

    # -- take back ---------------------------------------------------------------------

    def can_take_back(self) -> bool:
        """Whether the viewer has a decision of this deal to take back."""
        return self.controller.can_take_back(self.viewer)

    def take_back(self) -> bool:
        """The viewer decides again at their previous decision of this deal."""
        return self.controller.take_back(self.viewer)

    def _taken_back(self, view: SeatView, undone: int) -> None:
        self._queue.clear()  # what was still to be shown is undone
        self.view = view
        self.asked = None
        self.log_book.undo(undone)  # one batch of events per action
        self.did_take_back.emit(view, undone)

    def _deal_finished(self, record: GameRecord) -> None:
        self.finished_deal = record
        self.deal_did_finish.emit(record)

    # -- hint --------------------------------------------------------------------------

    def ask_hint(self) -> bool:
        """Think about the open question (what the Hard player would do); the answer
        comes by ``hint_did_arrive`` while that question is still open, never played."""
        view = self.asked
        if self._hinter is None or view is None or not view.legal:
            return False
        self._hint = (self._hinter.ask(view), view)
        return True

    def _hint_arrived(self, token: int, answer: object) -> None:
        if self._hint is None or token != self._hint[0] or self.asked is not self._hint[1]:
            return  # a hint for a question no longer open
        self.hint_did_arrive.emit(self._hint[1], answer)
