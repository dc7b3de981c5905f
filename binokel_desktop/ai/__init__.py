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


def make_bot(name: str) -> Bot:
    """A new bot of the named level."""
    try:
        return LEVELS[name]()
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(LEVELS)})") from None


__all__ = ["LEVELS", "Bot", "RandomBot", "decision_kind", "make_bot"]
