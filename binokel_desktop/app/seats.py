"""Seats: who answers when the game asks a seat for an action.

Every seat answers through one path, :attr:`Answers.did_answer` (a token and
an action, or the exception a computer player raised), which the controller
connects to one slot. A :class:`HumanSeat` answers when the window calls
``submit``; a :class:`ComputerSeat` thinks on the controller's one executor
from a snapshot of its :class:`SeatView`. The token of each question lets the
controller drop answers to a question that is no longer open.
"""

from __future__ import annotations

import contextlib
import queue
import random
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal

from ..ai import Bot
from ..engine import Action, SeatView

T = TypeVar("T")

# Where a finished call's references are dropped. A call often holds the last
# reference to a Qt object of the GUI thread (a stopped game's seat, a closed
# review's worker); dropped on the bot's thread, Qt would destroy it there and a
# later timer or event for it crashes the process. The window installs a keeper
# that holds them until the GUI thread drops them (ui/gc_guard.py); without one
# (the arena, the benchmarks: no Qt objects) they are dropped at once.
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


class Answers(QObject):
    """The one channel all seats answer through (thread-safe: a queued signal)."""

    did_answer = Signal(int, object)  # token, Action or Exception


class Seat(Protocol):
    """A player at the table: asked with its view, answers through ``Answers``."""

    human: bool
    name: str

    def ask(self, token: int, view: SeatView, rng: random.Random) -> None:
        """The game waits for this seat's action on the question ``token``."""
        ...

    def cancel(self) -> None:
        """The open question is withdrawn (a new game, the window closes)."""
        ...


class HumanSeat:
    """A person: the window shows the decision and calls :meth:`submit`."""

    human = True

    def __init__(self, name: str, answers: Answers) -> None:
        self.name = name
        self._answers = answers
        self._token: int | None = None

    @property
    def asked(self) -> bool:
        """Whether a question is open for this person."""
        return self._token is not None

    def ask(self, token: int, view: SeatView, rng: random.Random) -> None:
        """Remember the question; the window learns of it from the controller."""
        self._token = token

    def cancel(self) -> None:
        """Forget the open question."""
        self._token = None

    def submit(self, action: Action) -> bool:
        """Answer the open question; False when none is open."""
        if self._token is None:
            return False
        self._answers.did_answer.emit(self._token, action)
        return True


class ComputerSeat:
    """A bot of some level that thinks on the shared executor."""

    human = False

    def __init__(self, name: str, bot: Bot, executor: Executor, answers: Answers) -> None:
        self.name = name
        self.bot = bot
        self._executor = executor
        self._answers = answers
        self._future: Future[None] | None = None

    def ask(self, token: int, view: SeatView, rng: random.Random) -> None:
        """Think on the executor; the answer comes back by the queued signal."""
        self._future = self._executor.submit(self._think, self.bot, token, view, rng)

    def cancel(self) -> None:
        """A question not yet started is dropped; a running one is answered and ignored."""
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def _think(self, bot: Bot, token: int, view: SeatView, rng: random.Random) -> None:
        # Runs on the executor's thread: only the view snapshot and the rng are used.
        try:
            answer: object = bot.choose(view, rng)
        except Exception as exc:  # noqa: BLE001 - any bot failure is reported, not fatal
            answer = exc
        with contextlib.suppress(RuntimeError):  # the controller was deleted meanwhile
            self._answers.did_answer.emit(token, answer)
