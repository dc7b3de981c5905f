"""Computer players: Easy, Medium, Hard and Expert, and the means to measure them.

Every bot implements :class:`Bot`: ``choose(view, rng)`` returns one of
``view.legal`` from the seat's :class:`~binokel_desktop.engine.SeatView` and
the ``random.Random`` it is given, never from the game state.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, RandomBot, decision_kind
from .pimc import expert, hard
from .rulebot import easy, medium

LEVELS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "easy": easy,
    "medium": medium,
    "hard": hard,
    "expert": expert,
}
"""Bot factories by name (``random`` is for measurement only)."""

_UNTIMED: dict[str, Callable[[], Bot]] = {
    "hard": lambda: hard(clock=False),
    "expert": lambda: expert(clock=False),
}


def make_bot(name: str, *, clock: bool = True) -> Bot:
    """A new bot of the named level.

    ``clock=False`` drops the search levels' time safety net, so every decision
    depends on the view and the seed alone (tests and measurements).
    """
    factory = LEVELS.get(name) if clock else _UNTIMED.get(name, LEVELS.get(name))
    if factory is None:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(LEVELS)})")
    return factory()


__all__ = ["LEVELS", "Bot", "RandomBot", "decision_kind", "make_bot"]
