"""What a declarer holds: a prior over his share of the hidden cards.

A defender's worlds, drawn uniformly, give the declarer as many trumps and
Dauses as any other hand, though he won the auction and named trump: in
self-play he held fewer trumps than a third of his cards in 1-3 % of the
contracts, the uniform worlds in 15-18 % (docs/ai.md, "The declarer's trump
length"). A level that uses this prior moves its worlds towards the hands
declarers hold (the walk of ``ai/world_prior.py``).

The model is that of ``ai/lay_away.py`` with other odds: each hidden card has
odds of being the declarer's (in his hand or laid away) by its kind, and his
share ``S`` of the hidden cards ``U`` has probability ``prod(odds of S) /
e_m(odds of U)``. The odds are fitted from self-play by
``benchmarks/ai_holding_prior.py`` (Hard at every seat, the views at the first
card, so with the melds shown and the dabb seen already taken out).
"""

from __future__ import annotations

from ..engine.actions import Contract
from ..engine.view import SeatView
from .lay_away import profile_row

# Per profile: odds of side ranks A, 10, K, O, U, 9, 8, 7, then trump ranks the same
# (ranks a deck lacks, or too seldom hidden to fit, get the mean of the others). Fitted
# from 400 suit contracts each: ``python benchmarks/ai_holding_prior.py --deals 400
# --seed 11``. The declarer holds 62 % of the trump Dauses a defender cannot see, 48 %
# of the side Dauses, 52 % of the hidden trumps and 45 % of the hidden side cards
# (online-40; the melds he showed and the dabb he took are not hidden).
HOLDING: dict[str, tuple[float, ...]] = {
    "online-40": (0.577, 0.585, 0.505, 0.411, 0.451, 0.595, 0.595, 0.595,
                  1, 0.534, 0.591, 0.67, 0.624, 0.595, 0.595, 0.595),
    "grupp1994-3": (0.679, 0.692, 0.613, 0.571, 0.527, 0.691, 0.691, 0.501,
                    1, 0.74, 0.618, 0.891, 0.765, 0.691, 0.691, 0.691),
    "kreuz-4": (0.65, 0.598, 0.47, 0.498, 0.454, 0.595, 0.595, 0.474,
                1, 0.736, 0.397, 0.653, 0.619, 0.595, 0.595, 0.595),
}


def holding_odds(view: SeatView) -> tuple[float, ...] | None:
    """The odds for the view's profile (by its deck if it has none of its own), when
    another seat declared a suit contract; else None."""
    if view.contract is not Contract.SUIT or view.trump is None:
        return None
    if view.declarer < 0 or view.declarer == view.seat:
        return None
    return profile_row(HOLDING, view)
