"""Background jobs: work off the GUI thread, answers on it (as Anki's ``QueryOp``).

Computer players, hints and the deal review all run through one
:class:`JobRunner`::

    jobs = JobRunner("hint")                      # one daemon thread
    job = jobs.run(lambda job: compute(view),     # runs on that thread
                   success=show,                  # each of these on the GUI thread
                   failure=report,                # an Exception the work raised
                   progress=advance)              # (done, most) from job.report()
    job.cancel()                                  # not started: never runs;
                                                  # running: its answer is dropped

Every job has a token; an answer reaches its callbacks only while its job is
neither cancelled nor finished, so a stale answer is dropped here, once. The
work reports progress with ``job.report(done, most)``, which raises
:class:`Cancelled` once the job is cancelled (the work stops between two
steps). The work must not touch Qt objects of the GUI thread: it gets a
snapshot (a view, a record) and returns a value.

The thread is a daemon (:class:`BotThread`): quitting never waits for a
thought. What the thread is done with (the call, its arguments, its future) is
handed to the keeper that :func:`keep_references_with` installs, so the last
reference to a Qt object is dropped on the GUI thread (``app/gc_guard.py``).
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ..engine import SeatView

log = logging.getLogger(__name__)

T = TypeVar("T")

# Where a finished call's references are dropped. A call often holds the last
# reference to a Qt object of the GUI thread (a stopped game's seat, a closed
# review's job); dropped on the worker's thread, Qt would destroy it there and
# a later timer or event for it crashes the process. The program installs a
# keeper that holds them until the GUI thread drops them (app/gc_guard.py);
# without one (the arena, the benchmarks: no Qt objects) they are dropped at once.
_keep: Callable[[object], None] | None = None


def keep_references_with(keeper: Callable[[object], None] | None) -> None:
    """Hand every finished call's function and arguments to ``keeper`` (thread-safe)."""
    global _keep
    _keep = keeper


class BotThread(Executor):
    """One daemon thread that runs the submitted calls one after another.

    Unlike ``ThreadPoolExecutor``, whose threads the interpreter joins at exit,
    a daemon thread lets the program quit at once while a bot is still
    thinking; the thought is abandoned, as its answer would be dropped anyway.
    """

    def __init__(self, name: str = "bot") -> None:
        self._calls: queue.SimpleQueue[
            tuple[Future[Any], Callable[..., Any], tuple[Any, ...]] | None
        ] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()
        self._closed = False

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        """Queue ``fn(*args)``; its future is done when it has run."""
        if self._closed:
            raise RuntimeError("the bot thread is shut down")
        if kwargs:
            raise TypeError("BotThread.submit takes positional arguments only")
        future: Future[T] = Future()
        self._calls.put((future, fn, args))
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """No more calls; with ``cancel_futures`` the queued ones are cancelled."""
        self._closed = True
        if cancel_futures:
            with contextlib.suppress(queue.Empty):
                while True:
                    item = self._calls.get_nowait()
                    if item is not None:
                        item[0].cancel()
        self._calls.put(None)
        if wait:
            self._thread.join()

    def _run(self) -> None:
        while (item := self._calls.get()) is not None:
            future, fn, args = item
            del item
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn(*args))
                except BaseException as exc:  # noqa: BLE001 - handed to the future's owner
                    future.set_exception(exc)
            keep = _keep
            if keep is not None:
                keep((future, fn, args))  # dropped later, on the GUI thread
            del future, fn, args


class Cancelled(Exception):  # noqa: N818 - a control-flow signal, not an error
    """Raised by :meth:`Job.report` in the work of a cancelled job: stop here."""


class Job:
    """One piece of work of a :class:`JobRunner`: its token, cancel and progress."""

    def __init__(self, token: int, runner: JobRunner) -> None:
        self.token = token
        self._runner = runner
        self._cancelled = threading.Event()
        self._future: Future[None] | None = None

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called (any thread may ask)."""
        return self._cancelled.is_set()

    @property
    def working(self) -> bool:
        """Whether its work is queued or still running on the worker thread."""
        return self._future is not None and not self._future.done()

    def cancel(self) -> None:
        """Withdraw the job (GUI thread): not started, it never runs; running, its
        answer and its progress are dropped, and ``report`` stops it."""
        self._cancelled.set()
        if self._future is not None:
            self._future.cancel()
        self._runner._forget(self.token)

    def report(self, done: int, most: int) -> None:
        """From the work: ``done`` of ``most`` steps; raises :class:`Cancelled` once cancelled."""
        if self.cancelled:
            raise Cancelled
        with contextlib.suppress(RuntimeError):  # the runner was deleted meanwhile
            self._runner._job_did_progress.emit(self.token, done, most)


@dataclass(frozen=True, slots=True)
class _Callbacks(Generic[T]):
    job: Job
    success: Callable[[T], None]
    failure: Callable[[Exception], None] | None
    progress: Callable[[int, int], None] | None


def _log_failure(exc: Exception) -> None:
    log.error("background job failed: %r", exc, exc_info=exc)


class JobRunner(QObject):
    """Runs jobs one after another on one daemon thread; answers on the GUI thread.

    Make it on the GUI thread and give it no Qt parent: a job still running
    when its owner goes keeps the runner alive through the running call, so the
    late answer reaches a living object (and is dropped there) rather than a
    deleted one.
    """

    job_did_end = Signal(int)  # token: a job that ran has answered (delivered or dropped)
    # From the worker thread; queued to the GUI thread, where the runner lives.
    _job_did_answer = Signal(int, object, object)  # token, result, Exception or None
    _job_did_progress = Signal(int, int, int)  # token, done, most

    def __init__(self, name: str) -> None:
        super().__init__()
        self._thread = BotThread(name)
        self._last_token = 0
        self._waiting: dict[int, _Callbacks[Any]] = {}
        queued = Qt.ConnectionType.QueuedConnection
        self._job_did_answer.connect(self._answered, queued)
        self._job_did_progress.connect(self._progressed, queued)

    def run(self, work: Callable[[Job], T], *, success: Callable[[T], None],
            failure: Callable[[Exception], None] | None = None,
            progress: Callable[[int, int], None] | None = None) -> Job:
        """Queue ``work(job)``; its value goes to ``success``, an exception it raises to
        ``failure`` (logged when none is given), its reports to ``progress``."""
        self._last_token += 1
        job = Job(self._last_token, self)
        self._waiting[job.token] = _Callbacks(job, success, failure, progress)
        job._future = self._thread.submit(self._perform, job, work)
        return job

    def cancel_all(self) -> None:
        """Withdraw every job not yet answered."""
        for callbacks in list(self._waiting.values()):
            callbacks.job.cancel()

    def shutdown(self) -> None:
        """Withdraw every job and stop the thread, without waiting for a running job."""
        self.cancel_all()
        self._thread.shutdown(wait=False, cancel_futures=True)

    def _forget(self, token: int) -> None:
        self._waiting.pop(token, None)

    def _perform(self, job: Job, work: Callable[[Job], object]) -> None:
        # On the worker thread: only the work's own snapshot is used.
        result: object = None
        error: Exception | None = None
        try:
            result = work(job)
        except Exception as exc:  # noqa: BLE001 - handed to the job's failure callback
            error = exc
        with contextlib.suppress(RuntimeError):  # the runner was deleted meanwhile
            self._job_did_answer.emit(job.token, result, error)

    @Slot(int, object, object)
    def _answered(self, token: int, result: object, error: object) -> None:
        callbacks = self._waiting.pop(token, None)
        try:
            if callbacks is None or callbacks.job.cancelled or isinstance(error, Cancelled):
                return  # withdrawn: a stale answer
            if isinstance(error, Exception):
                (callbacks.failure or _log_failure)(error)
            else:
                callbacks.success(result)
        finally:
            self.job_did_end.emit(token)

    @Slot(int, int, int)
    def _progressed(self, token: int, done: int, most: int) -> None:
        callbacks = self._waiting.get(token)
        if callbacks is not None and callbacks.progress is not None:
            callbacks.progress(done, most)


class LatestQuestion(QObject, Generic[T]):
    """Thinks about one open question at a time on a runner of its own (the hint, the
    coach): asking again withdraws the job before, so only the answer for the last
    question asked can arrive (:meth:`answered`, on the GUI thread, with its token).

    Give it no Qt parent (as :class:`JobRunner`): a job still running when its owner
    goes keeps it alive, so a late answer reaches a living object and nobody.
    """

    def __init__(self, name: str, think: Callable[[SeatView], T]) -> None:
        super().__init__()
        self._think = think
        self._jobs = JobRunner(name)
        self._token = 0
        self._job: Job | None = None

    def ask(self, view: SeatView) -> int:
        """Start thinking about ``view`` (the question before is withdrawn); its token."""
        self.cancel()
        self._token += 1
        token, think = self._token, self._think

        def answer(result: object) -> None:
            if token == self._token:
                self._job = None
            self.answered(token, view, result)

        self._job = self._jobs.run(lambda _job: think(view), success=answer, failure=answer)
        return token

    def answered(self, token: int, view: SeatView, result: object) -> None:
        """The answer (a value or the exception) for the question of ``token``."""

    def cancel(self) -> None:
        """Withdraw the question asked: its answer, if it comes, is dropped."""
        self._token += 1
        if self._job is not None:
            self._job.cancel()
            self._job = None

    @property
    def token(self) -> int:
        """The token of the question being thought about."""
        return self._token

    @property
    def busy(self) -> bool:
        """Whether an answer is still awaited."""
        return self._job is not None

    def shutdown(self) -> None:
        """No more questions (the window closes); a running job's answer is dropped."""
        self.cancel()
        self._jobs.shutdown()
