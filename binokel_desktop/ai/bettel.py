"""Bettel for the computer players: which cards to lay away, and how likely a hand
is to lose every trick, found by solving sampled layouts of the unseen cards.

The solver's Bettel game lets the declarer's side maximise the tricks the
defenders take; the Bettel is made when they can be made to take them all.
Where the exact search is too dear, a layout is played out greedily, which is
kinder to the declarer than perfect defenders; the bots therefore ask for a
high chance (``MIN_CHANCE``), well above the break-even one.
"""

from __future__ import annotations

import random

from ..engine.actions import Contract
from ..engine.cards import cards_of
from ..engine.profile import Leader, RuleProfile
from ..engine.scoring import special_value
from ..engine.view import SeatView
from .common import SUIT_MASK, deck_of, hand_seats, lower_than, party_of
from .knowledge import random_layouts
from .outcome import rollout, view_game
from .solver import Game, SearchAborted, Solver

NODE_CAP = 5_000
"""Solver nodes per layout; a layout not settled within them is played out greedily.
The exact search settles hands with no exposed card at once and finds quick
refutations; proving a hand with a few exposed cards is out of reach (in a trial,
a million nodes settled none of 18 layouts of four hands at danger 3 to 6)."""

MIN_CHANCE = 0.95
"""The bots play a Bettel only at this chance or more: the greedy play-outs are
kinder to the declarer than real defenders. Of 13 Bettels forecast at 0.9 or
more and played out by Hard, those forecast at 1.0 were all made (7 of 7),
those at 0.94 only 4 of 6 (``benchmarks/ai_bettel.py --play hard``, seed 2)."""

BID_DABBS = 3
"""Dabbs sampled when a hand that might play Bettel judges how far to bid."""

PLAUSIBLE_DANGER = 16
"""Layouts are solved only for hands whose kept cards have at most this many lower
cards still out behind them (``danger``). Over 20,000 random grupp1994-3 hands
no hand above 16 reached ``MIN_CHANCE``, and 1.8 % of hands are at or below it
(``benchmarks/ai_bettel.py``)."""


def danger(hand: int, out: int) -> int:
    """How exposed a Bettel hand is: per card, the lower cards of its suit still out.

    A defender who leads or plays one of them under our card forces us to head
    the trick with it (Stichzwang), so every such pair is a way to lose.
    """
    return sum((lower_than(c) & out).bit_count() for c in cards_of(hand))


def bettel_discard(hand: int, k: int, out: int) -> int:
    """The ``k`` cards to lay away for a Bettel: the most exposed ones first, then the
    highest, and the last cards of short suits before those of long ones."""

    def key(c: int) -> tuple[int, int, int]:
        length = (hand & SUIT_MASK[c >> 4]).bit_count()
        return (-(lower_than(c) & out).bit_count(), (c >> 1) & 7, length)

    d = 0
    for c in sorted(cards_of(hand), key=key)[:k]:
        d |= 1 << c
    return d


def bettel_game(view: SeatView) -> tuple[Game, int]:
    """The solver's Bettel game with the viewer as declarer, and the first leader."""
    p = view.profile
    mine = party_of(p, view.seat)
    maxi = tuple(party_of(p, s) == mine for s in range(p.deal.seats))
    scorer = tuple(not m for m in maxi)
    g = view_game(view, None, maxi, tricks=True, scorer=scorer)
    lead = view.seat if p.contracts.bettel_leader is Leader.DECLARER else hand_seats(view)[0]
    return g, lead


def bettel_chance(
    view: SeatView,
    kept: int,
    pool: int,
    rng: random.Random,
    worlds: int,
    node_cap: int,
    need: float = 0.0,
    deadline: float = 0.0,
) -> float:
    """The share of ``worlds`` random layouts of ``pool`` in which ``kept`` loses every
    trick. Each layout is solved exactly if the solver settles it within
    ``node_cap`` nodes (and by ``deadline``); otherwise it is played out greedily
    (``outcome.bettel_card`` for every seat). Stops early, returning the share so
    far, once the share cannot reach ``need`` any more."""
    if worlds <= 0:
        return 0.0
    g, lead = bettel_game(view)
    tricks = view.profile.deal.hand_size
    made = 0
    layouts = random_layouts(view, kept, pool, rng, worlds)
    for i, hands in enumerate(layouts):
        solver = Solver(g, node_cap=node_cap, deadline=deadline)
        try:
            ok = solver.at_least(hands, [], [], lead, tricks)
        except SearchAborted:
            ok = rollout(g, list(hands), [], [], lead) == tricks
        made += ok
        if made + (worlds - i - 1) < need * worlds:
            return made / (i + 1)
    return made / worlds


def bettel_result(profile: RuleProfile, chance: float) -> float:
    """The expected score of a Bettel made with ``chance``: its value, or twice it lost."""
    v = special_value(profile, Contract.BETTEL)
    return chance * v - (1.0 - chance) * 2 * v


def break_even(profile: RuleProfile, other: float) -> float:
    """The chance above which a Bettel is worth more than ``other`` points (above 1:
    never)."""
    v = special_value(profile, Contract.BETTEL)
    return max(0.0, (other + 2 * v) / (3 * v))


def bettel_plan(
    view: SeatView, rng: random.Random, worlds: int, k: int, other: float, out: int
) -> tuple[int, float] | None:
    """As declarer before trump is named: the discard (0 when none is due) that makes
    a Bettel worth more than ``other`` points expected, with the solver's chance of
    making it; None to play otherwise.
    ``out``: the cards not in our hand, not played and not laid away by us."""
    p = view.profile
    if worlds <= 0 or not p.contracts.bettel or view.trump is not None:
        return None
    if view.contract is not None:
        return None
    d = bettel_discard(view.hand, k, out) if k else 0
    kept = view.hand & ~d
    if danger(kept, out) > PLAUSIBLE_DANGER:
        return None
    need = max(MIN_CHANCE, break_even(p, other))
    if need > 1.0:
        return None
    chance = bettel_chance(view, kept, out, rng, worlds, NODE_CAP, need=need)
    return (d, chance) if chance >= need and bettel_result(p, chance) > other else None


def bettel_choice(
    view: SeatView, rng: random.Random, worlds: int, k: int, other: float, out: int
) -> int | None:
    """The discard of :func:`bettel_plan`, or None to play otherwise."""
    plan = bettel_plan(view, rng, worlds, k, other, out)
    return plan[0] if plan is not None else None


def bettel_bid_limit(view: SeatView, rng: random.Random, worlds: int, floor: float) -> int:
    """How far to bid for a Bettel (its value replaces the bid): up to that value when
    its expected result over sampled dabbs beats ``floor``; else -1."""
    p = view.profile
    if worlds <= 0 or not p.contracts.bettel:
        return -1
    k = p.deal.dabb_size
    deck = deck_of(p)
    out = deck & ~view.hand
    # A cheap gate first: almost no hand gets near a Bettel.
    if danger(view.hand & ~bettel_discard(view.hand, k, out), out) > PLAUSIBLE_DANGER:
        return -1
    unknown = cards_of(out)
    chances = []
    for _ in range(BID_DABBS):
        full = view.hand
        for c in rng.sample(unknown, k):
            full |= 1 << c
        rest = deck & ~full
        kept = full & ~bettel_discard(full, k, rest)
        if danger(kept, rest) > PLAUSIBLE_DANGER:
            chances.append(0.0)
            continue
        chances.append(bettel_chance(view, kept, rest, rng, max(1, worlds // 2), NODE_CAP))
    chance = sum(chances) / len(chances)
    if chance < MIN_CHANCE or bettel_result(p, chance) <= floor:
        return -1
    return min(p.auction.max_bid, special_value(p, Contract.BETTEL))
