"""Learn to play (issue 30 §3): the guided first games as data, and where the learner stopped.

A :class:`Lesson` is one seeded game of one profile against two Easy computer
players, short (a target the first deal reaches), and a list of :class:`Step`
values: the moment of the game that brings the step (:class:`Moment`, read
from the learner's question or from an event), the key of its words (in
``ui/texts/lessons.py``), the part of the table it concerns (:class:`Part`) and
the section of the F1 help that explains the terms. The seeds are chosen so
that the learner's seat meets every step (``benchmarks/lesson_seeds.py`` finds
them, ``tests/app/test_app_lessons.py`` replays them); :func:`walk` replays a
lesson's game exactly as the window's controller plays it.

:class:`LessonProgress` keeps, in ``lessons.json`` of the data folder, which
lesson the learner is in, the furthest step reached and which lessons were
finished or skipped, so the menu can offer to continue where they stopped.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from ..ai import make_bot
from ..engine import (
    PROFILES,
    Action,
    Announce,
    Bid,
    DabbShown,
    DealScored,
    Event,
    GoOut,
    Hold,
    NextDeal,
    Phase,
    RuleProfile,
    SeatView,
    ShowMelds,
    apply,
    cards_of,
    new_game,
    seat_view,
    suit_of,
)
from .setup import GameSetup, SeatSetup
from .store import JsonValue, Store

LESSONS_FILE = "lessons.json"
LEVEL = "easy"
LEARNER = 0  # the learner's seat: at the bottom of the table
TARGET = 10  # the first deal ends the game: a lesson is one deal (the New Game dialog's lowest)


class Part(StrEnum):
    """The part of the table a step points at."""

    PANEL = "panel"  # the decision panel's buttons
    DABB = "dabb"
    HAND = "hand"
    TRUMP_BUTTONS = "trump_buttons"
    MELD_PLATE = "meld_plate"  # the learner's name plate, where the melds shown are listed
    TRICK = "trick"
    SCORE_BAR = "score_bar"


class Moment(StrEnum):
    """A moment of the game that can bring a step: the learner's decision of a kind,
    or (``DEAL_SCORED``) an event."""

    BIDDING = "bidding"
    DABB = "dabb"  # take the dabb (three-hand)
    DABB_SHOWN = "dabb_shown"  # the dabb is turned up and taken at once (online-40)
    LAY_AWAY = "lay_away"
    TRUMP = "trump"
    MELD = "meld"
    LEAD = "lead"  # the learner plays the first card of a trick
    FOLLOW = "follow"  # the learner holds the suit led: follow suit, head if possible
    TRUMP_IN = "trump_in"  # no card of the suit led, but trumps: trump, overtrump if possible
    LAST_TRICK = "last_trick"  # the learner's last card
    DEAL_SCORED = "deal_scored"


def question_moment(view: SeatView) -> Moment | None:
    """The moment a learner's question (their own view, their turn) stands for, if any."""
    phase = view.phase
    simple = {Phase.AUCTION: Moment.BIDDING, Phase.DABB: Moment.DABB,
              Phase.DISCARD: Moment.LAY_AWAY, Phase.TRUMP: Moment.TRUMP,
              Phase.MELD: Moment.MELD}
    if phase in simple:
        return simple[phase]
    if phase is not Phase.PLAY:
        return None
    if view.hand.bit_count() == 1:
        return Moment.LAST_TRICK
    if not view.trick:
        return Moment.LEAD
    led = suit_of(view.trick[0])
    suits = {suit_of(c) for c in cards_of(view.hand)}
    if led in suits:
        return Moment.FOLLOW
    if view.trump is not None and view.trump in suits:
        return Moment.TRUMP_IN
    return None


def event_moment(event: Event) -> Moment | None:
    """The moment an event of the table stands for, if any."""
    if isinstance(event, DabbShown):
        return Moment.DABB_SHOWN
    return Moment.DEAL_SCORED if isinstance(event, DealScored) else None


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson: when it comes, its words' key, what it points at, its help."""

    key: str  # the text's key in ui/texts/lessons.py
    moment: Moment
    part: Part
    help: str = "glossary"  # the F1 help's anchor for the terms it uses


@dataclass(frozen=True, slots=True)
class Lesson:
    """A guided game: a profile, a seed and the steps the learner meets in it."""

    key: str
    profile_name: str
    seed: int
    steps: tuple[Step, ...]

    @property
    def profile(self) -> RuleProfile:
        """The lesson's rules: the named profile, ended by its first deal."""
        return PROFILES[self.profile_name].with_options(target=TARGET)

    def setup(self, learner: str = "You", opponents: tuple[str, str] = ("Anna", "Karl"),
              deck: str = "wuerttemberg") -> GameSetup:
        """The seats: the learner at the bottom, two Easy computer players. The seed is
        the controller's (given to ``new_game``), so a game after the lesson is a new one."""
        seats = (SeatSetup(learner, True, LEVEL),
                 *(SeatSetup(name, False, LEVEL) for name in opponents))
        return GameSetup(self.profile, seats, deck, None)


def _steps(dabb: Moment) -> tuple[Step, ...]:
    return (
        Step("bidding", Moment.BIDDING, Part.PANEL, "deal"),
        Step(dabb.value, dabb, Part.DABB, "glossary"),
        Step("lay_away", Moment.LAY_AWAY, Part.HAND, "glossary"),
        Step("trump", Moment.TRUMP, Part.TRUMP_BUTTONS, "glossary"),
        Step("meld", Moment.MELD, Part.MELD_PLATE, "melds"),
        Step("lead", Moment.LEAD, Part.HAND, "tricks"),
        Step("follow", Moment.FOLLOW, Part.TRICK, "tricks"),
        Step("trump_in", Moment.TRUMP_IN, Part.TRICK, "tricks"),
        Step("last_trick", Moment.LAST_TRICK, Part.TRICK, "tricks"),
        Step("score", Moment.DEAL_SCORED, Part.SCORE_BAR, "scoring"),
    )


LESSONS: dict[str, Lesson] = {
    lesson.key: lesson for lesson in (
        Lesson("three-hand", "grupp1994-3", 55, _steps(Moment.DABB)),
        Lesson("forty", "online-40", 17, _steps(Moment.DABB_SHOWN)),
    )
}
"""The lessons by key, in the order the menu offers them."""


# -- replaying a lesson's game (tests, benchmarks/lesson_seeds.py) ---------------------------

Chooser = Callable[[SeatView, random.Random], Action]


def walk(lesson: Lesson, learner: Chooser, seed: int | None = None,
         max_actions: int = 400) -> list[Moment]:
    """The moments the learner meets, in order, when ``learner`` decides for seat 0 and
    Easy players for the others, exactly as the window's controller asks them (the same
    random keys: the seed and the count of decisions so far). Ends with the game."""
    seed = lesson.seed if seed is None else seed
    state = new_game(lesson.profile, seed)
    bots = [make_bot(LEVEL) for _ in range(lesson.profile.deal.seats)]
    met: list[Moment] = []
    decisions = 0
    for _ in range(max_actions):
        if state.phase is Phase.GAME_OVER:
            break
        seat = int(state.to_act)
        if state.phase is Phase.DEAL_OVER:
            action: Action = NextDeal()
        else:
            view = seat_view(state, seat)
            rng = random.Random(f"{seed}:{decisions}")
            if seat == LEARNER:
                moment = question_moment(view)
                if moment is not None:
                    met.append(moment)
                action = learner(view, rng)
            else:
                action = bots[seat].choose(view, rng)
        state, events = apply(state, action)
        decisions += not isinstance(action, NextDeal)
        met += [m for e in events if (m := event_moment(e)) is not None]
    return met


def scripted_learner(pick: str) -> Chooser:
    """A learner as the seeds were chosen for: bids the lowest value (or holds) until
    the auction is won, takes the dabb, never goes out nor announces a special contract,
    shows every meld, and otherwise takes the ``pick`` of the legal actions: "first",
    "last" or "easy" (what an Easy player would choose)."""
    easy = make_bot(LEVEL)

    def choose(view: SeatView, rng: random.Random) -> Action:
        legal = [a for a in view.legal if not isinstance(a, GoOut | Announce)]
        if view.phase is Phase.AUCTION:
            raise_or_hold = [a for a in legal if isinstance(a, Bid | Hold)]
            return raise_or_hold[0] if raise_or_hold else legal[0]
        if view.phase is Phase.MELD:
            return ShowMelds((1 << len(view.auction.melds_available)) - 1)
        if pick == "easy":
            chosen = easy.choose(view, rng)
            if chosen in legal:
                return chosen
        return legal[-1] if pick == "last" else legal[0]

    return choose


# -- progress ------------------------------------------------------------------------------


class Status(StrEnum):
    """How far a learner got with a lesson."""

    NEW = "new"
    STARTED = "started"
    FINISHED = "finished"
    SKIPPED = "skipped"


class LessonProgress:
    """Which lesson the learner is in and the furthest step reached, in ``lessons.json``.

    Read on every question, so two windows never keep a stale copy; a file that
    cannot be read counts as no progress (the store reports it and keeps it aside
    before it is written anew), and a value of the wrong kind is reported too.
    """

    def __init__(self, store: Store) -> None:
        self.store = store

    def _table(self) -> dict[str, JsonValue]:
        data = self.store.read_json(LESSONS_FILE) or {}
        table = data.get("lessons", {})
        if not isinstance(table, dict):
            self.store.repaired(LESSONS_FILE, "'lessons' is not an object", ("lessons",))
            return {}
        return dict(table)

    def _entry(self, key: str) -> tuple[Status, int]:
        entry = self._table().get(key)
        if entry is None:
            return Status.NEW, 0
        status, step = (entry.get("status"), entry.get("step")) if isinstance(
            entry, dict) else (None, None)
        if status not in tuple(Status) or type(step) is not int or step < 0:
            self.store.repaired(LESSONS_FILE, f"lesson {key!r} is not readable", (key,))
            return Status.NEW, 0
        return Status(str(status)), step

    def status(self, key: str) -> Status:
        """Whether lesson ``key`` is new, started, finished or skipped."""
        return self._entry(key)[0]

    def reached(self, key: str) -> int:
        """The index of the furthest step of lesson ``key`` the learner was shown."""
        return self._entry(key)[1]

    def current(self) -> str | None:
        """The lesson the learner stopped in (started, not finished nor skipped)."""
        data = self.store.read_json(LESSONS_FILE) or {}
        key = data.get("current")
        if isinstance(key, str) and key in LESSONS and self.status(key) is Status.STARTED:
            return key
        return None

    def _write(self, key: str, status: Status, step: int) -> None:
        table = self._table()
        table[key] = {"status": status.value, "step": step}
        current: JsonValue = key if status is Status.STARTED else None
        # Unwritable: not remembered, but the lesson goes on for this session.
        with contextlib.suppress(OSError):
            self.store.write_json(LESSONS_FILE, {"lessons": table, "current": current})

    def start(self, key: str, step: int = 0) -> None:
        """The learner begins (or continues) lesson ``key`` at ``step``."""
        self._write(key, Status.STARTED, step)

    def reach(self, key: str, step: int) -> None:
        """The learner was shown step ``step`` of lesson ``key`` (the furthest counts)."""
        self._write(key, Status.STARTED, max(step, self.reached(key)))

    def finish(self, key: str) -> None:
        """Every step of lesson ``key`` was shown."""
        self._write(key, Status.FINISHED, len(LESSONS[key].steps))

    def skip(self, key: str) -> None:
        """The learner skipped lesson ``key``: it is not offered to continue."""
        self._write(key, Status.SKIPPED, self.reached(key))
