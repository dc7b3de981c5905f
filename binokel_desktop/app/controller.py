"""``GameController``: owns the game, asks seats for actions, paces the table.

The controller applies one action at a time. It hands the resulting engine
events to the table (``events_did_occur``) and waits for the table's
``animations_did_finish()`` before it asks the next seat. Human seats answer
through ``submit(action)``; computer seats think on a worker thread from a
snapshot of their :class:`SeatView` and answer by signal, so the window keeps
painting. A bot or rule error is reported (``error_did_occur``) and the game
goes on with a random legal action instead of freezing.
"""

from __future__ import annotations

import contextlib
import logging
import random
import threading
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot

from ..ai import Bot, make_bot
from ..engine import (
    Action,
    AnyState,
    GameRecord,
    IllegalAction,
    SeatView,
    apply,
    legal_actions,
    new_game,
    seat_view,
)
from ..engine.actions import NEXT_DEAL, NextDeal
from ..engine.state import Phase
from .setup import GameSetup

log = logging.getLogger(__name__)


class _BotRelay(QObject):
    """Carries a bot's answer from its worker thread to the GUI thread."""

    did_choose = Signal(int, object)  # token, action or exception


class GameController(QObject):
    """Drives one game between human and computer seats."""

    events_did_occur = Signal(object)  # list[Event] of one action, in order
    seat_must_act = Signal(int)  # a human seat is to act
    bot_is_thinking = Signal(int)
    action_was_refused = Signal(object)  # IllegalAction
    error_did_occur = Signal(str)
    game_did_end = Signal(int)  # the winning party

    def __init__(
        self, setup: GameSetup, seed: int | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        self.seed = seed if seed is not None else (
            setup.seed if setup.seed is not None else random.randrange(1 << 31)
        )
        self.state: AnyState = new_game(setup.profile, self.seed)
        self.record = GameRecord(setup.profile, self.seed)
        self._bots: dict[int, Bot] = {}
        for i, seat in enumerate(setup.seats):
            if not seat.human:
                self._bots[i] = make_bot(seat.level)
        self._relay = _BotRelay(self)
        self._relay.did_choose.connect(self._bot_did_choose)
        self._token = 0  # answers of an older question are dropped
        self._busy = False  # the table is still animating the last events
        self._waiting_for: int | None = None
        self._stopped = False
        self._decisions = 0  # actions other than NextDeal: the bots' rng key

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
        return 0 <= seat < len(self.setup.seats) and self.setup.seats[seat].human

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return bool(getattr(self.state, "winner", -1) >= 0)

    # -- driving -------------------------------------------------------------

    def start(self) -> None:
        """Begin: ask the first seat."""
        self._advance()

    def stop(self) -> None:
        """Stop asking seats (the window is closing)."""
        self._stopped = True
        self._token += 1

    @Slot()
    def animations_did_finish(self) -> None:
        """The table has shown the last events; go on."""
        self._busy = False
        self._advance()

    @Slot(object)
    def submit(self, action: Action) -> None:
        """A human seat's action; refused actions leave the game unchanged."""
        seat = self.to_act
        if self._busy or not self.is_human(seat) or self._waiting_for != seat:
            return
        try:
            self._apply(action)
        except IllegalAction as exc:
            self.action_was_refused.emit(exc)

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
        if self.is_human(seat):
            self.seat_must_act.emit(seat)
            return
        self._token += 1
        token = self._token
        view = self.view(seat)
        bot = self._bots[seat]
        rng = random.Random(f"{self.seed}:{self._decisions}")
        self.bot_is_thinking.emit(seat)
        threading.Thread(
            target=self._think, args=(bot, view, rng, token), daemon=True,
            name=f"bot-{seat}",
        ).start()

    def _think(self, bot: Bot, view: SeatView, rng: random.Random, token: int) -> None:
        # Runs on a worker thread: only the view snapshot and the rng are used.
        try:
            answer: object = bot.choose(view, rng)
        except Exception as exc:  # noqa: BLE001 - any bot failure is reported, not fatal
            answer = exc
        with contextlib.suppress(RuntimeError):  # the window closed while it thought
            self._relay.did_choose.emit(token, answer)

    @Slot(int, object)
    def _bot_did_choose(self, token: int, answer: object) -> None:
        if token != self._token or self._stopped:
            return
        seat = self.to_act
        if isinstance(answer, Exception):
            self._report(f"computer player {self.setup.seats[seat].name} failed: {answer!r}")
            answer = self._fallback()
        try:
            self._apply(answer)  # type: ignore[arg-type]
        except (IllegalAction, TypeError, AttributeError) as exc:
            self._report(f"computer player {self.setup.seats[seat].name} chose an illegal "
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
        self._waiting_for = None
        self._busy = True
        self.events_did_occur.emit(list(events))
        if self.over:
            self.game_did_end.emit(int(self.state.winner))
