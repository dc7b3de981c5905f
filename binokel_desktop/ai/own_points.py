"""A defender who keeps his own points where the defence loses nothing by it (issue 29).

In the three-hand games every defender scores his own melds and card points, and the
game is won by one player. The card-play search values a defender's card by what the
declarer makes (the defenders as one side, which is what beats a contract), so between
cards that are as good against the declarer it took the rule's card, which smears
points onto the partner's trick. Among such cards this defender plays the one that
keeps the most for himself, as a family's good player does: he helps beat the contract,
and does not give his partner points for nothing.
"""

from __future__ import annotations

from ..engine.actions import Contract
from ..engine.view import SeatView
from .common import side_of
from .outcome import rollout_after
from .solver import Game

OWN_WORLDS = 16
"""Worlds over which a defender's own points are played out for the cards near the best."""


def keeps_own(view: SeatView) -> bool:
    """Whether the seat defends a suit contract in which each defender scores for himself."""
    p = view.profile
    return (
        view.contract is Contract.SUIT
        and not p.deal.teams
        and p.hand_players >= 3
        and view.declarer >= 0
        and side_of(view, view.seat) == 1
    )


def own_points(g: Game, hands: list[int], view: SeatView, card: int) -> int:
    """What the seat scores itself when it plays ``card`` and the deal is played out:
    its card points, and its melds if it takes a trick (one without a trick scores none)."""
    n = view.profile.deal.seats
    future, tricks = [0] * n, [0] * n
    rollout_after(g, hands, view, card, future, tricks)
    me = view.seat
    melds = sum(m.value for m in view.auction.shown[me])
    return future[me] + (melds if view.tricks_won[me] + tricks[me] else 0)


def keep_own(
    g: Game,
    view: SeatView,
    totals: dict[int, float],
    weight_sum: float,
    worlds: list[tuple[float, list[int]]],
    tolerance: float,
) -> int | None:
    """Among the cards whose search total (``totals`` over worlds weighing ``weight_sum``)
    is within ``tolerance`` a world of the best, the one that keeps the seat the most
    points over ``worlds`` (weight, every hand); None when only one card is that near."""
    if not worlds or weight_sum <= 0:
        return None
    best = max(totals.values())
    near = [c for c, t in totals.items() if t >= best - tolerance * weight_sum]
    if len(near) < 2:
        return None
    mine = {c: sum(w * own_points(g, hands, view, c) for w, hands in worlds) for c in near}
    return max(near, key=lambda c: (mine[c], totals[c], -c))
