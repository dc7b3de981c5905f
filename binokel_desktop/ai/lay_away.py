"""What a declarer lays away: a prior over the stash in the defenders' worlds.

Once the declarer has laid away face down, a defender's worlds may put any
hidden card in the stash, a trump Daus as readily as a lone side Unter. Real
declarers keep their trumps and Dauses and lay away side cards (in the 40-card
game often a side Ten, whose points then count for them). A level that uses
this prior moves each uniformly drawn world towards worlds whose stash is a
likely choice of the declarer (a short Metropolis walk that trades stash
cards with hand cards, ``ai/world_prior.py``), so the worlds it searches keep
weight 1 and cost what they did.

The model: each card has odds of being laid away by its kind (trump or side,
and rank); a stash ``S`` chosen from the cards ``U`` the declarer held has
probability ``prod(odds of S) / e_k(odds of U)`` (``e_k`` the elementary
symmetric sum over ``k = |S|`` cards). The odds are fitted from self-play by
``benchmarks/ai_lay_away_prior.py`` (Hard at every seat).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ..engine.actions import Contract
from ..engine.view import SeatView
from .knowledge import Layout, World

# Per profile: odds of side ranks A, 10, K, O, U, 9, 8, 7, then trump ranks the same
# (ranks a deck lacks keep the fit's start value). Fitted from 400 suit contracts each
# (``python benchmarks/ai_lay_away_prior.py --deals 400 --seed 11``): Hard lays away a
# side Ten in 82-88 % of the times it holds one, a side Daus in 2-16 %, a trump almost
# never; the floor of 0.001 keeps every card possible in the stash. (The figures are the
# fit as first run, floored afterwards; the benchmark now floors inside the fit and
# prints odds within 4 % of these for every rank a deck has. Expert was measured with
# these.)
ODDS: dict[str, tuple[float, ...]] = {
    "online-40": (0.0336, 1, 0.0949, 0.0583, 0.102, 0.112, 0.112, 0.112,
                  0.001, 0.00152, 0.00206, 0.001, 0.00144, 0.112, 0.112, 0.112),
    "grupp1994-3": (0.0038, 1, 0.0744, 0.0503, 0.0477, 0.091, 0.091, 0.0353,
                    0.001, 0.001, 0.001, 0.001, 0.001, 0.091, 0.091, 0.001),
    "kreuz-4": (0.0253, 1, 0.0846, 0.0573, 0.0932, 0.0915, 0.0915, 0.112,
                0.001, 0.00394, 0.001, 0.00133, 0.001, 0.0915, 0.0915, 0.001),
}


def card_kind(card: int, trump: int) -> int:
    """0-7: a side card's rank; 8-15: a trump's."""
    return 8 * (card >> 4 == trump) + (card >> 1 & 7)


@functools.cache
def card_odds(odds: tuple[float, ...], trump: int) -> tuple[float, ...]:
    """The odds of each of the 64 card indices, with ``trump`` trump (kept: every world
    of a decision asks for the same)."""
    return tuple(odds[card_kind(c, trump)] for c in range(64))


def elementary(weights: Sequence[float], k: int) -> float:
    """The elementary symmetric sum of degree ``k`` of ``weights``."""
    if k < 0:
        return 0.0
    e = [1.0] + [0.0] * k
    for w in weights:
        for j in range(k, 0, -1):
            e[j] += e[j - 1] * w
    return e[k]


def odds_of(view: SeatView) -> tuple[float, ...] | None:
    """The odds for the view's profile (by its deck if it has none of its own)."""
    return profile_row(ODDS, view)


def profile_row(
    table: dict[str, tuple[float, ...]], view: SeatView
) -> tuple[float, ...] | None:
    """The view's profile's row of a per-profile table of odds; a profile without one
    borrows that of its deck (five ranks: online-40's, else grupp1994-3's)."""
    p = view.profile
    if p.name in table:
        return table[p.name]
    return table.get("online-40" if len(p.deck.ranks) == 5 else "grupp1994-3")


def applies(view: SeatView, layout: Layout) -> bool:
    """True when another seat laid away face down in a suit contract."""
    return (
        layout.keeper >= 0
        and view.contract is Contract.SUIT
        and view.trump is not None
        and odds_of(view) is not None
    )


def held_cards(view: SeatView, hand: int, stash: int) -> int:
    """What the declarer held when he laid away: his hand now, his cards played, the stash."""
    held = hand | stash
    for seat, c in view.plays:
        if seat == view.declarer:
            held |= 1 << c
    return held


def _likelihood(held: int, stash: int, trump: int, odds: Sequence[float]) -> float:
    ws: list[float] = []
    num = 1.0
    c, rest = 0, held
    while rest:
        if rest & 1:
            w = odds[card_kind(c, trump)]
            ws.append(w)
            if stash >> c & 1:
                num *= w
        rest >>= 1
        c += 1
    total = elementary(ws, stash.bit_count())
    return num / total if total > 0 else 0.0


def stash_likelihood(view: SeatView, world: World, odds: Sequence[float]) -> float:
    """How likely the world's stash is as what its declarer laid away."""
    held = held_cards(view, world.hands[view.declarer], world.stash)
    return _likelihood(held, world.stash, int(view.trump), odds)  # type: ignore[arg-type]
