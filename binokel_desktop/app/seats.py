"""Seats: who answers when the game asks a seat for an action.

Every seat answers through one path, :attr:`Answers.did_answer` (a token and
an action, or the exception a computer player raised), which the controller
connects to one slot. A :class:`HumanSeat` answers when the window calls
``submit``; a :class:`ComputerSeat` thinks on the controller's one job runner
(``app/jobs.py``) from a snapshot of its :class:`SeatView`. The token of each
question lets the controller drop answers to a question that is no longer open.
"""

from __future__ import annotations

import random
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from ..ai import Bot
from ..engine import Action, SeatView
from .jobs import Job, JobRunner


class Answers(QObject):
    """The one channel all seats answer through, on the GUI thread."""

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
    """A bot of some level that thinks on the controller's job runner."""

    human = False

    def __init__(self, name: str, bot: Bot, jobs: JobRunner, answers: Answers) -> None:
        self.name = name
        self.bot = bot
        self._jobs = jobs
        self._answers = answers
        self._job: Job | None = None

    def ask(self, token: int, view: SeatView, rng: random.Random) -> None:
        """Think on the runner's thread; the answer (an action, or the exception the
        bot raised) comes back on the GUI thread through ``Answers``."""
        bot = self.bot  # the work reads only the bot, the view snapshot and the rng

        def answer(result: object) -> None:
            self._answers.did_answer.emit(token, result)

        self._job = self._jobs.run(lambda _job: bot.choose(view, rng),
                                   success=answer, failure=answer)

    def cancel(self) -> None:
        """A question not yet started is dropped; a running one runs out and its
        answer is dropped."""
        if self._job is not None:
            self._job.cancel()
            self._job = None
