"""The coach's app parts (issue 30 §1): on or off per player name in aids.json, and the
advice computed off the GUI thread with only the last question's answer delivered."""

from __future__ import annotations

import threading

from binokel_desktop.ai.advice import Advice, Reason
from binokel_desktop.app.aids_store import AidSettings
from binokel_desktop.app.coach_job import CoachJob
from binokel_desktop.app.store import Store
from binokel_desktop.engine import PROFILES, new_game, seat_view

TIMEOUT = 10_000


def a_view():
    state = new_game(PROFILES["grupp1994-3"], 3)
    return seat_view(state, state.to_act)


def test_the_coach_is_remembered_per_player_name(tmp_path):
    settings = AidSettings(Store(tmp_path))
    assert not settings.coach("You")  # off by default
    settings.set_coach("You", True)
    settings.set_coach("Anna", False)
    again = AidSettings(Store(tmp_path))
    assert again.coach("You") and not again.coach("Anna") and not again.coach("Karl")
    again.set_coach("You", False)
    assert not AidSettings(Store(tmp_path)).coach("You")


def test_a_damaged_coach_entry_reads_as_off(tmp_path):
    (tmp_path / "aids.json").write_text('{"schema": 1, "aids": {"coach": {"You": "yes"}}}')
    assert not AidSettings(Store(tmp_path)).coach("You")
    (tmp_path / "aids.json").write_text('{"schema": 1, "aids": {"coach": [1]}}')
    settings = AidSettings(Store(tmp_path))
    assert not settings.coach("You")
    settings.set_coach("You", True)  # a damaged table is replaced, not a crash
    assert AidSettings(Store(tmp_path)).coach("You")


def test_the_advice_is_computed_off_the_gui_thread_and_arrives_on_it(qtbot):
    view = a_view()
    threads: list[threading.Thread] = []

    def advise(v):
        threads.append(threading.current_thread())
        return Advice("bid", v.legal[0], (Reason.BEST_VALUE,))

    job = CoachJob(advise)
    got: list[tuple[object, object]] = []
    job.advice_did_arrive.connect(lambda v, a: got.append((v, a)))
    job.ask(view)
    assert job.busy
    qtbot.waitUntil(lambda: bool(got), timeout=TIMEOUT)
    assert got[0][0] is view and isinstance(got[0][1], Advice)
    assert got[0][1].action == view.legal[0] and not job.busy
    assert threads[0] is not threading.current_thread()
    job.shutdown()


def test_only_the_last_question_gets_its_answer(qtbot):
    first, second = a_view(), a_view()
    release = threading.Event()

    def advise(v):
        if v is first:
            release.wait(5)  # still thinking when the next question comes
        return Advice("bid", v.legal[0], (Reason.BEST_VALUE,))

    job = CoachJob(advise)
    got: list[object] = []
    job.advice_did_arrive.connect(lambda v, a: got.append(v))
    job.ask(first)
    job.ask(second)
    release.set()
    # One thread, in order: the first question's answer came back before the second's.
    qtbot.waitUntil(lambda: bool(got), timeout=TIMEOUT)
    assert got == [second]
    job.shutdown()


def test_a_failing_coach_answers_with_its_exception(qtbot):
    def advise(v):
        raise ValueError("no advice")

    job = CoachJob(advise)
    got: list[object] = []
    job.advice_did_arrive.connect(lambda v, a: got.append(a))
    job.ask(a_view())
    qtbot.waitUntil(lambda: bool(got), timeout=TIMEOUT)
    assert isinstance(got[0], ValueError)
    job.shutdown()


def test_a_question_withdrawn_while_thinking_gets_no_answer(qtbot):
    started, release = threading.Event(), threading.Event()

    def advise(v):
        started.set()
        release.wait(5)
        return Advice("bid", v.legal[0], (Reason.BEST_VALUE,))

    job = CoachJob(advise)
    got: list[object] = []
    job.advice_did_arrive.connect(lambda v, a: got.append(a))
    with qtbot.waitSignal(job._jobs.job_did_end, timeout=TIMEOUT):
        job.ask(a_view())
        assert started.wait(5)
        job.cancel()  # the question was answered while the coach thought
        release.set()
    assert got == [] and not job.busy
    job.shutdown()
