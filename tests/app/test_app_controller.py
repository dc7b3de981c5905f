"""The controller and its seats without a window: a whole game between computer
seats, a person's seat answered by ``submit``, refused actions with their
reason, stale computer answers dropped, and every bot thinking on one thread.

The table's part is played by a tiny pacer: it answers every batch of events
with ``animations_did_finish`` on the next turn of the event loop, as the
window does when the animation is off.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer

from binokel_desktop.app.controller import GameController, Update
from binokel_desktop.app.seats import ComputerSeat, HumanSeat
from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.engine import IllegalAction, IllegalReason, replay
from binokel_desktop.engine.actions import PLAY, NextDeal
from binokel_desktop.engine.events import DealScored, DealStarted, GameEnded
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.state import Phase

TIMEOUT = 60_000


def make_controller(profile_name: str = "grupp1994-3", *, humans: tuple[int, ...] = (),
                    target: int | None = None, seed: int = 5,
                    level: str = "easy") -> GameController:
    profile = PROFILES[profile_name]
    if target is not None:
        profile = profile.with_options(target=target)
    names = ("You", "Anna", "Karl", "Lena")
    seats = tuple(SeatSetup(names[i], human=i in humans, level=level)
                  for i in range(profile.deal.seats))
    return GameController(GameSetup(profile, seats, "wuerttemberg", seed), seed=seed)


class Pacer:
    """Stands in for the table: every batch is 'shown' at once, then the game goes on."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        self.updates: list[Update] = []
        controller.did_update.connect(self.show)

    def show(self, update: Update) -> None:
        self.updates.append(update)
        if not self.controller.over:
            QTimer.singleShot(0, self.controller.animations_did_finish)


@pytest.mark.parametrize("name", ["grupp1994-3", "online-40", "altenburg-2"])
def test_computer_seats_play_a_game_to_the_end(qtbot, name):
    c = make_controller(name, target=300, seed=7)
    pacer = Pacer(c)
    with qtbot.waitSignal(c.game_did_end, timeout=TIMEOUT * 3) as ended:
        c.start()
    assert c.over and ended.args == [c.state.winner]
    # What the table was shown is exactly what the record replays to.
    assert replay(c.record) == c.state
    assert isinstance(pacer.updates[0].events[0], DealStarted)
    # Each update carries the viewer's view after its events: the last one is the end.
    last = pacer.updates[-1].view
    assert last.winner == c.state.winner and last.scores == c.state.scores
    assert isinstance(pacer.updates[-1].events[-1], GameEnded)
    c.stop()


def test_every_bot_thinks_on_one_executor_thread(qtbot):
    c = make_controller(seed=3)
    threads: set[int] = set()
    for seat in c.seats:
        assert isinstance(seat, ComputerSeat)
        inner = seat.bot

        class Recording:
            name = "recording"

            def choose(self, view, rng, inner=inner):
                threads.add(threading.get_ident())
                return inner.choose(view, rng)

        seat.bot = Recording()
    pacer = Pacer(c)  # noqa: F841 - kept alive: Qt holds only a weak reference
    c.start()
    qtbot.waitUntil(lambda: len(c.record.actions) >= 20, timeout=TIMEOUT)
    c.stop()
    assert len(threads) == 1
    assert threading.get_ident() not in threads


def test_a_person_answers_by_submit_and_the_question_moves_on(qtbot):
    c = make_controller(humans=(0,), seed=9)
    pacer = Pacer(c)  # noqa: F841 - kept alive: Qt holds only a weak reference
    asked: list[int] = []

    def act(seat: int, view) -> None:
        asked.append(seat)
        # The question carries the seat's own view.
        assert view.seat == view.to_act == seat and view.hand == c.state.hands[seat]
        QTimer.singleShot(0, lambda: c.submit(view.legal[0]))

    c.seat_must_act.connect(act)
    c.start()
    qtbot.waitUntil(lambda: c.state.deal_no >= 2 or c.over, timeout=TIMEOUT)
    c.stop()
    assert asked and set(asked) == {0}
    human = c.seats[0]
    assert isinstance(human, HumanSeat) and human.human
    assert replay(c.record) == c.state


def test_an_illegal_action_is_refused_with_its_reason_and_changes_nothing(qtbot):
    c = make_controller(humans=(0, 1, 2), seed=2)
    pacer = Pacer(c)  # noqa: F841 - kept alive: Qt holds only a weak reference
    with qtbot.waitSignal(c.seat_must_act, timeout=TIMEOUT) as asked:
        c.start()
    seat, view = asked.args
    assert view.phase.value == "auction"
    state, n = c.state, len(c.record.actions)
    card = (view.hand & -view.hand).bit_length() - 1
    with qtbot.waitSignal(c.action_was_refused, timeout=TIMEOUT) as refused:
        c.submit(PLAY[card])  # a card in the auction
    error = refused.args[0]
    assert isinstance(error, IllegalAction)
    assert error.reason is IllegalReason.WRONG_PHASE
    assert c.state is state and len(c.record.actions) == n
    # Not an action at all: refused as well, the question stays open.
    with qtbot.waitSignal(c.action_was_refused, timeout=TIMEOUT) as refused:
        c.answers.did_answer.emit(c._token, "pass")
    assert refused.args[0].reason is IllegalReason.UNKNOWN_ACTION
    # The same question still takes a legal answer.
    c.submit(view.legal[0])
    assert len(c.record.actions) == n + 1
    c.stop()


def test_a_submit_when_no_person_is_asked_is_ignored(qtbot):
    c = make_controller(seed=2)  # computers only
    n = len(c.record.actions)
    c.submit(c.view(c.to_act).legal[0])
    assert len(c.record.actions) == n
    c.stop()


def test_a_stale_computer_answer_is_dropped(qtbot):
    c = make_controller(humans=(0,), seed=4)
    pacer = Pacer(c)  # noqa: F841 - kept alive: Qt holds only a weak reference
    gate = threading.Event()
    started = threading.Event()
    # Find a computer seat that will be asked, and make it wait for the gate.
    for s in c.seats:
        if isinstance(s, ComputerSeat):
            inner = s.bot

            class Gated:
                name = "gated"

                def choose(self, view, rng, inner=inner):
                    started.set()
                    gate.wait(30)
                    return inner.choose(view, rng)

            s.bot = Gated()
    c.seat_must_act.connect(lambda s, v: QTimer.singleShot(0, lambda: c.submit(v.legal[0])))
    c.start()
    qtbot.waitUntil(started.is_set, timeout=TIMEOUT)
    n, state = len(c.record.actions), c.state
    c.stop()  # the question is withdrawn while the bot still thinks
    # The bot still answers, and the answer is dropped (app/jobs.py: by its job's token).
    with qtbot.waitSignal(c.jobs.job_did_end, timeout=TIMEOUT):
        gate.set()
    assert len(c.record.actions) == n and c.state is state


def test_an_answer_to_an_older_question_is_dropped(qtbot):
    c = make_controller(humans=(0, 1, 2), seed=6)
    pacer = Pacer(c)  # noqa: F841 - kept alive: Qt holds only a weak reference
    with qtbot.waitSignal(c.seat_must_act, timeout=TIMEOUT):
        c.start()
    first = c._token
    view = c.view(c.to_act)
    c.submit(view.legal[0])
    qtbot.waitUntil(lambda: c._token > first, timeout=TIMEOUT)
    n, state = len(c.record.actions), c.state
    c.answers.did_answer.emit(first, c.view(c.to_act).legal[0])  # the old question
    assert len(c.record.actions) == n and c.state is state
    c.stop()


def test_the_next_deal_waits_for_the_table_at_the_end_of_a_deal(qtbot):
    c = make_controller(seed=8)
    updates: list[Update] = []
    c.did_update.connect(updates.append)
    over: list[Update] = []

    def show(update: Update) -> None:
        # The table "shows" everything at once, except that it holds the deal's end.
        if update.view.phase is Phase.DEAL_OVER:
            over.append(update)
        else:
            QTimer.singleShot(0, c.animations_did_finish)

    c.did_update.connect(show)
    c.start()
    qtbot.waitUntil(lambda: bool(over), timeout=TIMEOUT)
    end = over[0]
    assert isinstance(end.events[-1], DealScored)
    assert end.view.deal_result is not None and end.view.deal_result == end.view.results[-1]
    assert end.view.trump == c.state.trump and end.view.auction.shown == c.state.shown
    n, deal = len(c.record.actions), end.view.deal_no
    qtbot.wait(100)  # the bots would have gone on by now if the controller did not wait
    assert len(c.record.actions) == n and c.state.phase is Phase.DEAL_OVER
    c.animations_did_finish()  # the summary is closed
    assert isinstance(c.record.actions[-1], NextDeal)
    assert isinstance(updates[-1].events[0], DealStarted)
    assert updates[-1].view.deal_no == deal + 1
    c.stop()
