"""The one background-job helper (app/jobs.py): work on one daemon thread, success,
failure and progress on the GUI thread, stale answers dropped by token, cancel."""

from __future__ import annotations

import threading
import weakref

import pytest
from PySide6.QtCore import QObject

from binokel_desktop.app.jobs import Cancelled, JobRunner

TIMEOUT = 10_000


def test_the_work_runs_off_the_gui_thread_and_the_answer_arrives_on_it(qtbot):
    jobs = JobRunner("test")
    worked_on: list[threading.Thread] = []
    answered_on: list[threading.Thread] = []
    answers: list[object] = []

    def work(_job):
        worked_on.append(threading.current_thread())
        return 42

    def success(value):
        answered_on.append(threading.current_thread())
        answers.append(value)

    with qtbot.waitSignal(jobs.job_did_end, timeout=TIMEOUT) as ended:
        job = jobs.run(work, success=success)
    assert ended.args == [job.token] and answers == [42]
    gui = threading.current_thread()
    assert answered_on == [gui]
    # One daemon thread: quitting never waits for it.
    assert worked_on[0] is not gui and worked_on[0].daemon and worked_on[0].name == "test"
    jobs.shutdown()


def test_every_job_of_a_runner_runs_on_its_one_thread_with_its_own_token(qtbot):
    jobs = JobRunner("test")
    threads: set[int] = set()
    got: list[int] = []

    def work(job):
        threads.add(threading.get_ident())
        return job.token

    tokens = [jobs.run(work, success=got.append).token for _ in range(5)]
    qtbot.waitUntil(lambda: len(got) == 5, timeout=TIMEOUT)
    assert got == tokens and len(set(tokens)) == 5 and len(threads) == 1
    jobs.shutdown()


def test_an_exception_is_a_failure_not_a_crash(qtbot):
    jobs = JobRunner("test")
    failures: list[Exception] = []
    successes: list[object] = []

    def work(_job):
        raise ValueError("no legal action")

    with qtbot.waitSignal(jobs.job_did_end, timeout=TIMEOUT):
        jobs.run(work, success=successes.append, failure=failures.append)
    assert successes == [] and [repr(f) for f in failures] == ["ValueError('no legal action')"]
    jobs.shutdown()


def test_without_a_failure_callback_the_exception_is_logged(qtbot, caplog):
    jobs = JobRunner("test")

    def work(_job):
        raise ValueError("broken")

    with qtbot.waitSignal(jobs.job_did_end, timeout=TIMEOUT):
        jobs.run(work, success=lambda _v: None)
    assert "background job failed: ValueError('broken')" in caplog.text
    jobs.shutdown()


def test_progress_arrives_on_the_gui_thread_before_the_result(qtbot):
    jobs = JobRunner("test")
    seen: list[tuple[object, ...]] = []
    gui = threading.current_thread()

    def work(job):
        for i in range(3):
            job.report(i, 3)
        return "done"

    def progress(done, most):
        assert threading.current_thread() is gui
        seen.append((done, most))

    with qtbot.waitSignal(jobs.job_did_end, timeout=TIMEOUT):
        jobs.run(work, success=lambda v: seen.append((v,)), progress=progress)
    assert seen == [(0, 3), (1, 3), (2, 3), ("done",)]
    jobs.shutdown()


def test_a_cancelled_running_job_stops_at_its_next_report_and_says_nothing(qtbot):
    jobs = JobRunner("test")
    started, go_on = threading.Event(), threading.Event()
    stopped: list[bool] = []
    heard: list[object] = []

    def work(job):
        started.set()
        go_on.wait(10)
        try:
            job.report(1, 2)
        except Cancelled:
            stopped.append(True)
            raise
        return "late"

    job = jobs.run(work, success=heard.append, failure=heard.append,
                   progress=lambda *a: heard.append(a))
    assert started.wait(10)
    job.cancel()
    assert job.cancelled
    with qtbot.waitSignal(jobs.job_did_end, timeout=TIMEOUT):
        go_on.set()
    assert stopped == [True] and heard == []
    jobs.shutdown()


def test_a_stale_answer_is_dropped_and_a_job_not_started_never_runs(qtbot):
    jobs = JobRunner("test")
    started, gate = threading.Event(), threading.Event()
    ran: list[str] = []
    heard: list[object] = []

    def slow(_job):
        started.set()
        gate.wait(10)
        ran.append("slow")
        return "stale"

    first = jobs.run(slow, success=heard.append)
    queued = jobs.run(lambda _job: ran.append("queued"), success=heard.append)
    assert started.wait(10)  # the first is running, the second waits in the queue
    first.cancel()
    queued.cancel()
    last = jobs.run(lambda _job: "fresh", success=heard.append)
    with qtbot.waitSignal(jobs.job_did_end, timeout=TIMEOUT,
                          check_params_cb=lambda token: token == last.token):
        gate.set()
    assert ran == ["slow"] and heard == ["fresh"]
    jobs.shutdown()


def test_after_shutdown_nothing_more_is_said(qtbot):
    jobs = JobRunner("test")
    started, gate = threading.Event(), threading.Event()
    heard: list[object] = []

    def work(_job):
        started.set()
        gate.wait(10)
        return "late"

    jobs.run(work, success=heard.append)
    assert started.wait(10)
    jobs.shutdown()
    with qtbot.waitSignal(jobs.job_did_end, timeout=TIMEOUT):
        gate.set()
    assert heard == []
    with pytest.raises(RuntimeError):
        jobs.run(work, success=heard.append)


def test_what_a_job_held_is_dropped_on_the_gui_thread(qtbot):
    # The guard is installed for every test (tests/conftest.py, app/gc_guard.py).
    obj = QObject()
    freed_on: list[str] = []
    weakref.finalize(obj, lambda: freed_on.append(threading.current_thread().name))
    jobs = JobRunner("test")
    # The work is the last reference to the object once the test lets go of it.
    with qtbot.waitSignal(jobs.job_did_end, timeout=TIMEOUT):
        jobs.run(lambda _job, o=obj: o.objectName(), success=lambda _v: None)
    del obj
    qtbot.waitUntil(lambda: bool(freed_on), timeout=5_000)
    assert freed_on == [threading.current_thread().name]
    jobs.shutdown()
