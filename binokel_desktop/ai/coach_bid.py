"""The coach before the cards are played: bid, hold or pass; take the dabb or play a
Durch from hand; Rufen's call and the card given back.

Bidding is weighed as Hard weighs it (``ContractSearch.bid_values``): for sampled
dabbs, the best trump and lay-away, then the deal rolled out over layouts of the
hidden cards. Each sample is the hand's melds and card points as declarer; a bid of
N is made in the samples where they reach N.
"""

from __future__ import annotations

import random

from ..engine.actions import (
    Action,
    Announce,
    Bid,
    CallCard,
    Contract,
    GiveCard,
    GoOut,
    Hold,
    Pass,
    TakeDabb,
)
from ..engine.cards import Suit
from ..engine.scoring import special_value
from ..engine.view import SeatView
from .advice import Advice, Reason
from .bettel import bettel_bid_limit
from .coach_common import advice_from, hand_rng
from .common import CARD_POINTS, SUIT_MASK, party_of
from .contract_search import ContractSearch, bid_result
from .heuristics import certain_durch, discard_loss, meld_value, plan_contract, play_expectation
from .pimc import SearchBot
from .rulebot import go_out_options, go_out_suit


def contracts_of(bot: SearchBot) -> ContractSearch:
    """The bot's contract search (the coach's bot always has one)."""
    if bot.contracts is None:
        raise ValueError("the coach needs a contract search")
    return bot.contracts


def advise_bid(bot: SearchBot, view: SeatView, rng: random.Random) -> Advice:
    """Bid, hold or pass, with the chance that each bid is made.

    The samples are drawn from the hand's own numbers (``hand_rng``), not ``rng``:
    the same at every call of the auction."""
    rng = hand_rng(view)
    p = view.profile
    contracts = contracts_of(bot)
    samples = contracts.bid_values(view, rng)
    go_out = p.exchange.go_out_allowed and bot.cfg.may_go_out and contracts.go_out_floor
    fail = p.scoring.fail_multiplier
    step = p.auction.bid_step
    n = len(samples)

    def chance(b: int) -> float:
        return sum(1 for m, r in samples if m + r >= b) / n

    # The highest bid whose expected result beats passing (as SearchBot.bid_limit).
    limit = contracts.suit_limit(view, samples, bool(go_out))
    bettel_floor = contracts.pass_floor(view, special_value(p, Contract.BETTEL))
    bettel = bettel_bid_limit(view, rng, bot.cfg.bettel_worlds, bettel_floor)
    limit = max(limit, bettel)
    if p.deal.teams and view.auction.holder >= 0 and view.auction.holder != view.seat and (
        party_of(p, view.auction.holder) == party_of(p, view.seat)
    ):
        limit = min(limit, view.auction.bid)  # never outbid the partner
    legal = view.legal
    bids = [a for a in legal if isinstance(a, Bid)]
    hold = next((a for a in legal if isinstance(a, Hold)), None)
    may_pass = any(isinstance(a, Pass) for a in legal)
    go_on: Action | None = hold
    named = view.auction.bid
    if hold is None and bids:
        low = min(bids, key=lambda a: a.value)
        named, go_on = low.value, low
    go = go_on is not None and (named <= limit or not may_pass)
    floor = contracts.pass_floor(view, named)
    action: Action = go_on if go and go_on is not None else Pass()
    shown = {s: v for s, v in view.trump_meld_values.items()}
    best_suit = max(Suit, key=lambda s: (shown[s], -s))
    figures: dict[str, object] = {
        "bid": named,
        "chance": round(chance(named), 2),
        "limit": limit,
        # How often the highest bid worth making is made (the advice says "bid up to").
        "limit_chance": round(chance(limit), 2) if limit >= p.min_bid else None,
        "value": round(sum(m + r for m, r in samples) / n),
        "points": round(sum(r for _, r in samples) / n),
        "dabb_melds": round(sum(m for m, _ in samples) / n),
        "melds": shown,
        "suit": best_suit,
        "chances": {v: round(chance(v), 2) for v in range(named, named + 4 * step, step)},
        "pass": round(floor, 1),
        "bettel": bettel >= 0 and bettel == limit,
    }
    reasons = (
        [Reason.BID_MADE_OFTEN, Reason.HOLD_VALUE] if not isinstance(action, Pass)
        else [Reason.PASS_TOO_WEAK, Reason.HOLD_VALUE]
    )
    weighed: list[dict[Action, float]] = []
    if go_on is not None and may_pass:
        weighed = [{go_on: bid_result(s, named, fail, go_out), Pass(): floor} for s in samples]
    return advice_from(view, action, reasons, figures, weighed)


def advise_dabb(bot: SearchBot, view: SeatView, rng: random.Random) -> Advice:
    """Take the dabb, or announce an open Durch from hand when it cannot fail."""
    p = view.profile
    durch = Announce(Contract.DURCH_OPEN_FROM_HAND)
    value = special_value(p, Contract.DURCH_OPEN_FROM_HAND)
    sure = certain_durch(view.hand, bot.outstanding(view))
    samples = contracts_of(bot).bid_values(view, rng)
    bid, fail = view.auction.bid, p.scoring.fail_multiplier
    go_out = p.exchange.go_out_allowed and bot.cfg.may_go_out
    play = [bid_result(s, bid, fail, go_out) for s in samples]
    # A Durch is weighed only when it cannot fail (a lost one costs twice its value).
    weighed: list[dict[Action, float]] = [
        {TakeDabb(): u, durch: float(value)} if sure else {TakeDabb(): u} for u in play
    ]
    action: Action = durch if sure and durch in view.legal else TakeDabb()
    figures: dict[str, object] = {
        "play": round(sum(play) / len(play), 1),
        "durch": value,
        "chance": 1.0 if sure else 0.0,
        "bid": bid,
    }
    reasons = [Reason.CONTRACT_BETTER] if action == durch else [Reason.PLAY_ON_BETTER]
    return advice_from(view, action, reasons, figures, weighed)


def advise_call(bot: SearchBot, view: SeatView, rng: random.Random) -> Advice:
    """Rufen: call the face that adds most to the melds, or go out."""
    p = view.profile
    out = bot.outstanding(view)
    plan = plan_contract(view.hand, p, out, bot.to_discard(view))
    play = play_expectation(plan.value, view.auction.bid, p)
    outs = go_out_options(view)
    values: dict[CallCard, float] = {}
    for a in view.legal:
        if isinstance(a, CallCard):
            card = a.face * 2 + (1 if view.hand >> (a.face * 2) & 1 else 0)
            full = view.hand | (1 << card)
            values[a] = float(max(meld_value(full, t, p) for t in range(4)))
    now = max(meld_value(view.hand, t, p) for t in range(4))
    best_call = max(values, key=lambda a: (values[a], -(a.face & 7))) if values else None
    figures: dict[str, object] = {"play": round(play, 1), "bid": view.auction.bid, "melds_now": now}
    if outs and (best_call is None or play < -view.auction.bid):
        g = GoOut(go_out_suit(view.hand))
        figures["out"] = -view.auction.bid
        weighed: dict[Action, float] = {g: float(-view.auction.bid)}
        if best_call is not None:
            weighed[best_call] = play
        return advice_from(view, g, [Reason.GO_OUT_BETTER], figures, [weighed])
    assert best_call is not None
    figures["value"] = int(values[best_call])
    figures["gain"] = int(values[best_call]) - now
    reasons = [Reason.TRUMP_MELDS]
    if outs:
        figures["out"] = -view.auction.bid
        reasons.append(Reason.PLAY_ON_BETTER)
    weighed_calls: dict[Action, float] = dict(values.items())
    return advice_from(view, best_call, reasons, figures, [weighed_calls])


def advise_give(bot: SearchBot, view: SeatView, rng: random.Random) -> Advice:
    """Rufen: give back the card that costs least (melds, winners and points kept)."""
    p = view.profile
    out = bot.outstanding(view)
    plan = plan_contract(view.hand, p, out, 0, top=1)
    melds_now = meld_value(view.hand, plan.trump, p)
    cost: dict[Action, float] = {}
    for a in view.legal:
        if isinstance(a, GiveCard):
            cost[a] = discard_loss(view.hand, a.card, plan.trump, p, out, melds_now)
            cost[a] += 2 * CARD_POINTS[a.card]
    gives = [a for a in cost if isinstance(a, GiveCard)]
    action = min(gives, key=lambda a: (cost[a], a.card))
    card = action.card
    figures: dict[str, object] = {
        "cards": 1 << card, "points": CARD_POINTS[card], "suit": Suit(plan.trump),
        "trumps": (view.hand & SUIT_MASK[plan.trump]).bit_count(),
    }
    reasons = [Reason.BEST_VALUE]
    if card >> 4 != plan.trump and view.hand & SUIT_MASK[plan.trump]:
        reasons.insert(0, Reason.KEEP_TRUMPS)
    return advice_from(view, action, reasons, figures, [{a: -c for a, c in cost.items()}])
