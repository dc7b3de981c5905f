"""Watch a game record: every seat plays the record's next action, at a pace to follow."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QTimer

from ..engine import Action, GameRecord, SeatView
from .controller import GameController
from .seats import Answers


class RecordedSeat:
    """A seat that plays the next action of a record (Open record: watch a game)."""

    human = False

    def __init__(self, name: str, answers: Answers, script: tuple[Action, ...],
                 position: Callable[[], int], delay_ms: int,
                 at_end: Callable[[], None]) -> None:
        self.name = name
        self._answers = answers
        self._script = script
        self._position = position
        self._delay_ms = delay_ms
        self._at_end = at_end
        self._token: int | None = None

    def ask(self, token: int, view: SeatView, rng: random.Random) -> None:
        """Answer with the recorded action after a pause to watch it."""
        self._token = token
        QTimer.singleShot(self._delay_ms, self._answers, self._answer)

    def cancel(self) -> None:
        """Forget the question."""
        self._token = None

    def _answer(self) -> None:
        token, self._token = self._token, None
        if token is None:
            return
        i = self._position()
        if i < len(self._script):
            self._answers.did_answer.emit(token, self._script[i])
        else:
            self._at_end()


def play_record(controller: GameController, record: GameRecord, delay_ms: int,
                at_end: Callable[[], None]) -> None:
    """Let ``controller``'s seats play ``record`` (a new controller for its seed and profile)."""
    def position() -> int:
        return len(controller.record.actions)

    controller.seats = [
        RecordedSeat(seat.name, controller.answers, record.actions, position, delay_ms, at_end)
        for seat in controller.seats
    ]
