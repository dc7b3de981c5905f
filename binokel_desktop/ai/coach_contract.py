"""The coach as declarer: which cards to lay away, which trump, and whether to play
at all (going out, Durch, Bettel).

Every plan (a trump and a lay-away) is scored as Hard scores it
(``ContractSearch.plan_utility``): the deal rolled out with all cards open over
the same sampled layouts of the hidden cards, the contract made or failed. Going
out is worth -bid in every layout; a Bettel its value at the chance the solver
finds, a certain Durch its value.
"""

from __future__ import annotations

import random

from ..engine.actions import (
    DURCH_CONTRACTS,
    Action,
    Announce,
    ChooseTrump,
    Contract,
    Discard,
    GoOut,
)
from ..engine.cards import Suit, cards_of
from ..engine.scoring import special_value
from ..engine.view import SeatView
from .advice import Advice, Reason
from .bettel import bettel_discard, bettel_plan
from .coach_bid import contracts_of
from .coach_common import advice_from, weigh
from .common import SUIT_MASK, higher_than, points_of
from .contract_search import declarer_result
from .heuristics import (
    certain_durch,
    choose_discard,
    discard_candidates,
    durch_discard,
    meld_value,
)
from .knowledge import random_layouts
from .pimc import SearchBot
from .rulebot import go_out_options, go_out_suit

Plan = tuple[int, int]  # (trump, discard)


def plan_results(
    bot: SearchBot, view: SeatView, plan: Plan, layouts: list[list[int]]
) -> list[float]:
    """The declarer's score in each layout for ``plan`` (as ``plan_utility`` counts it)."""
    trump, discard = plan
    melds, raws = contracts_of(bot).plan_points(view, view.hand, discard, trump, layouts)
    return [declarer_result(view, melds, raw) for raw in raws]


def _layouts(bot: SearchBot, view: SeatView, rng: random.Random) -> list[list[int]]:
    pool = bot.outstanding(view) & ~view.hand
    return random_layouts(view, 0, pool, rng, contracts_of(bot).worlds)


def _made(results: list[float]) -> float:
    return sum(1 for r in results if r >= 0) / len(results)


def _go_out(view: SeatView) -> GoOut | None:
    """The go-out action the rules offer now, if any (naming our longest suit)."""
    if not go_out_options(view):
        return None
    g = GoOut(view.trump if view.trump is not None else go_out_suit(view.hand))
    return g if g in view.legal else None


def bettel_option(
    bot: SearchBot, view: SeatView, rng: random.Random, k: int, other: float, out: int
) -> tuple[int, float] | None:
    """As the bot decides (``bettel.bettel_plan``): the lay-away (0 when none is due)
    and the solver's chance when a Bettel is worth more than ``other`` expected
    points, else None."""
    return bettel_plan(view, rng, bot.cfg.bettel_worlds, k, other, out)


def _special(view: SeatView, action: Action, contract: Contract, chance: float,
             other: float, figures: dict[str, object]) -> Advice:
    v = special_value(view.profile, contract)
    figures.update(contract=contract.value, value=v, chance=round(chance, 2),
                   play=round(other, 1))
    return advice_from(view, action, [Reason.CONTRACT_BETTER], figures, [])


def advise_discard(bot: SearchBot, view: SeatView, rng: random.Random) -> Advice:
    """Lay away: the plan with the best rolled-out score (or go out, Durch, Bettel)."""
    p = view.profile
    k = bot.to_discard(view)
    out = bot.outstanding(view)
    if view.contract is Contract.BETTEL:
        d = bettel_discard(view.hand, k, out)
        return advice_from(view, Discard(d), [Reason.CONTRACT_BETTER],
                           {"cards": d, "contract": Contract.BETTEL.value}, [])
    if p.contracts.durch and view.trump is None:
        d0 = durch_discard(view.hand, out, k)
        if d0 is not None:
            return _special(view, Discard(d0), Contract.DURCH, 1.0, 0.0, {"cards": d0})
    if view.contract in DURCH_CONTRACTS:
        # A Durch announced and not certain: lay away the cards most easily beaten.
        d = 0
        for c in sorted(cards_of(view.hand), key=lambda c: (-(out & higher_than(c)).bit_count(),
                                                            c))[:k]:
            d |= 1 << c
        return advice_from(view, Discard(d), [Reason.BEST_VALUE],
                           {"cards": d, "contract": view.contract.value if view.contract else ""},
                           [])
    trumps = [int(view.trump)] if view.trump is not None else _trump_order(view)[:3]
    layouts = _layouts(bot, view, rng)
    results: dict[Action, list[float]] = {}
    plans: dict[Action, Plan] = {}
    for t in trumps:
        for d in discard_candidates(view.hand, t, p, k, out):
            r = plan_results(bot, view, (t, d), layouts)
            a = Discard(d)
            if a not in results or sum(r) > sum(results[a]):
                results[a], plans[a] = r, (t, d)
    go = _go_out(view)
    if go is not None:
        results[go] = [float(-view.auction.bid)] * len(layouts)
    samples = [{a: r[i] for a, r in results.items()} for i in range(len(layouts))]
    means, _ = weigh(samples)
    best_plan = max(plans, key=lambda a: means[a])
    u = means[best_plan]
    other = max(u, -view.auction.bid) if go is not None else u
    bettel = bettel_option(bot, view, rng, k, other, out)
    if bettel is not None:
        return _special(view, Discard(bettel[0]), Contract.BETTEL, bettel[1], other,
                        {"cards": bettel[0]})
    action: Action = go if go is not None and u < -view.auction.bid else best_plan
    t, d = plans[best_plan]
    kept = view.hand & ~d
    voids = [Suit(s) for s in range(4) if view.hand & SUIT_MASK[s] and not kept & SUIT_MASK[s]]
    figures: dict[str, object] = {
        "cards": d,
        "points": points_of(d),
        "voids": voids,
        "suit": Suit(t),
        "trumps": (kept & SUIT_MASK[t]).bit_count(),
        "melds": meld_value(kept, t, p),
        "play": round(u, 1),
        "chance": round(_made(results[best_plan]), 2),
    }
    if go is not None:
        figures["out"] = -view.auction.bid
    if action == go:
        return advice_from(view, action, [Reason.GO_OUT_BETTER], figures, samples)
    reasons = []
    if figures["points"] and p.exchange.discards_count_for_declarer:
        reasons.append(Reason.KEEP_POINTS)
    if voids:
        reasons.append(Reason.MAKE_VOID)
    if not d & SUIT_MASK[t] and kept & SUIT_MASK[t]:
        reasons.append(Reason.KEEP_TRUMPS)
    if go is not None:
        reasons.append(Reason.PLAY_ON_BETTER)
    return advice_from(view, action, reasons or [Reason.BEST_VALUE], figures, samples)


def _trump_order(view: SeatView) -> list[int]:
    """Trumps by melds and length, as Hard's plans try them."""
    p = view.profile
    return sorted(range(4), key=lambda t: (
        -(meld_value(view.hand, t, p) + 12 * (view.hand & SUIT_MASK[t]).bit_count()), t))


def advise_trump(bot: SearchBot, view: SeatView, rng: random.Random) -> Advice:
    """Name the trump with the best rolled-out score, or announce, or go out."""
    p = view.profile
    out = bot.outstanding(view)
    k = bot.to_discard(view)
    melds = view.trump_meld_values
    figures: dict[str, object] = {"melds": dict(melds)}
    durch = Announce(Contract.DURCH_OPEN)
    if k == 0 and durch in view.legal and certain_durch(view.hand, out):
        return _special(view, durch, Contract.DURCH_OPEN, 1.0, 0.0, figures)
    layouts = _layouts(bot, view, rng)
    results: dict[Action, list[float]] = {}
    for t in range(4):
        d = choose_discard(view.hand, t, p, k, out) if k else 0
        results[ChooseTrump(Suit(t))] = plan_results(bot, view, (t, d), layouts)
    go = _go_out(view)
    if go is not None:
        results[go] = [float(-view.auction.bid)] * len(layouts)
    samples = [{a: r[i] for a, r in results.items()} for i in range(len(layouts))]
    means, _ = weigh(samples)
    best = max((ChooseTrump(Suit(t)) for t in range(4)), key=lambda a: (means[a], -a.suit))
    u = means[best]
    bettel = Announce(Contract.BETTEL)
    if bettel in view.legal:
        other = max(u, -view.auction.bid) if go is not None else u
        found = bettel_option(bot, view, rng, k, other, out)
        if found is not None:
            return _special(view, bettel, Contract.BETTEL, found[1], other, figures)
    t = int(best.suit)
    figures.update(
        suit=best.suit,
        trumps=(view.hand & SUIT_MASK[t]).bit_count(),
        value=melds[best.suit],
        play=round(u, 1),
        chance=round(_made(results[best]), 2),
    )
    if go is not None:
        figures["out"] = -view.auction.bid
        if u < -view.auction.bid:
            return advice_from(view, go, [Reason.GO_OUT_BETTER], figures, samples)
    reasons = [Reason.TRUMP_MELDS] + ([Reason.PLAY_ON_BETTER] if go is not None else [])
    return advice_from(view, best, reasons, figures, samples)
