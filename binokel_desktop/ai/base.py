"""The bot protocol: a bot picks an action from a ``SeatView`` and the ``Random`` it is given."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from ..engine.actions import NEXT_DEAL, Action
from ..engine.state import Phase
from ..engine.view import SeatView


@runtime_checkable
class Bot(Protocol):
    """A computer player. ``choose`` sees only the view and draws only from ``rng``."""

    name: str

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """One of ``view.legal``."""
        ...


_KIND = {
    Phase.AUCTION: "bid",
    Phase.DABB: "dabb",
    Phase.CALL: "call",
    Phase.GIVE: "give",
    Phase.DISCARD: "discard",
    Phase.TRUMP: "trump",
    Phase.MELD: "meld",
    Phase.DECLARE: "declare",
    Phase.PLAY: "play",
    Phase.DEAL_OVER: "next_deal",
}


def decision_kind(view: SeatView) -> str:
    """A short name of the decision the view asks for (for latency tables)."""
    return _KIND.get(view.phase, str(view.phase))


class RandomBot:
    """Picks a uniformly random legal action (a floor for measurements, never offered)."""

    name = "random"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """A uniformly random legal action."""
        if view.phase is Phase.DEAL_OVER:
            return NEXT_DEAL  # no choice: the rng is left for real decisions
        legal = view.legal
        return legal[rng.randrange(len(legal))]
