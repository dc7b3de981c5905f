"""Expert whose bid forecast weighs the other players' calls, against a level as shipped
(issue 29; measured, not shipped).

    python benchmarks/ai_bid_inference.py --profile grupp1994-3 --deals 150 --seed 2024 \
        --jobs 2 --json grupp1994-3_hard_expert_bid_inference.json
    python benchmarks/arena_pair.py --renamed docs/ai-runs/grupp1994-3_hard_expert_v8.json \
        grupp1994-3_hard_expert_bid_inference.json

All of bidding's ceiling in Grupp's game is what the dabb hides
(``ai_oracle_bid.py``). No call shows the dabb, but the others' calls say something
of their hands, and a card in an opponent's hand is not in the dabb. So Expert's bid
samples (a dabb and a layout each, pooled over the auction as shipped) are drawn again
in proportion to how likely each sample makes the calls heard so far: each other
player's limit is modelled as normal around ``A * h + B`` with spread ``SD``, ``h`` his
hand's heuristic plan value without a dabb (fitted on 600 hands of Hard's first
limit); a bid of B says limit >= B, a pass when T was to be bid says limit < T.
"""

from __future__ import annotations

import math
import random

from ai_oracle_bid import run_variant, variant_parser  # type: ignore[import-not-found]

from binokel_desktop.ai.bid_memory import BidMemory
from binokel_desktop.ai.common import deck_of, points_of
from binokel_desktop.ai.contract_search import (
    ContractSearch,
    Sample,
    bid_result,
    deal_game,
    defender_estimate,
    rollout_points,
)
from binokel_desktop.ai.heuristics import meld_value, plan_contract
from binokel_desktop.ai.knowledge import random_layouts
from binokel_desktop.engine.actions import Call
from binokel_desktop.engine.cards import cards_of
from binokel_desktop.engine.view import SeatView

A, B, SD = 0.807, 78.2, 27.3
"""Hard's first limit against its hand's plan value, grupp1994-3 (600 hands, seed 10000+)."""


def _above(x: float) -> float:
    """P(N(0, 1) >= -x): the chance a limit lies ``x`` spreads above a value or more."""
    return 0.5 * math.erfc(-x / math.sqrt(2.0))


def bounds(view: SeatView) -> dict[int, tuple[int, int]]:
    """Each other player's limit as the calls bound it: (at least, below), 0 = none."""
    p = view.profile
    step = p.auction.bid_step
    out: dict[int, tuple[int, int]] = {}
    high = 0
    for seat, call, value in view.auction.calls:
        lo, hi = out.get(seat, (0, 0))
        if call in (Call.BID, Call.HOLD):
            lo = max(lo, value)
            high = max(high, value)
        else:
            hi = (high + step) if high else p.min_bid
        if seat != view.seat:
            out[seat] = (lo, hi)
    return out


def likelihood(h: float, lo: int, hi: int) -> float:
    """How likely a hand of plan value ``h`` calls as (at least ``lo``, below ``hi``)."""
    mu = A * h + B
    w = 1.0
    if lo:
        w *= _above((mu - lo) / SD)
    if hi:
        w *= 1.0 - _above((mu - hi) / SD)
    return w


Drawn = tuple[int, int, tuple[float, ...]]
"""(melds, card points, each seat's hand's plan value in that layout)."""


class InferBid(ContractSearch):
    """The contract search with its bid samples weighed by the others' calls: drawn
    again in proportion (``weigh`` "resample") or weighted in the mean ("mean")."""

    weigh = "resample"

    def bid_values(self, view: SeatView, rng: random.Random) -> list[Sample]:
        """Samples as shipped, then drawn again by the calls' likelihood."""
        p = view.profile
        deck = deck_of(p)
        deck_cards = cards_of(deck & ~view.hand)
        k = p.deal.dabb_size
        bias = self.bias(p)
        new: list[Drawn] = []
        for _ in range(self.dabbs):
            dabb = 0
            for c in rng.sample(deck_cards, k):
                dabb |= 1 << c
            full = view.hand | dabb
            rest = deck & ~full
            plan = plan_contract(full, p, rest, k, top=self.plan_top)
            kept = full & ~plan.discard
            melds = meld_value(kept, plan.trump, p)
            disc = points_of(plan.discard) if p.exchange.discards_count_for_declarer else 0
            g, leader = deal_game(view, plan.trump)
            for lay in random_layouts(view, kept, rest, rng, self.per_dabb):
                hs = tuple(0.0 if s == view.seat or not lay[s] else
                           plan_contract(lay[s], p, deck & ~lay[s], 0, top=2).value
                           for s in range(len(lay)))
                new.append((melds, disc + rollout_points(g, lay, leader, bias), hs))
        memory: BidMemory[Drawn] = self.__dict__.setdefault("_drawn", BidMemory())  # per bot
        pool = memory.pooled(view, new)
        seen = bounds(view)
        weights = [math.prod(likelihood(d[2][s], lo, hi) for s, (lo, hi) in seen.items())
                   for d in pool]
        if not seen or sum(weights) <= 0.0:
            self._weights: list[float] | None = None
            return [(m, r) for m, r, _ in pool]
        if self.weigh == "mean":  # kept for suit_limit's weighted mean
            self._weights = weights
            return [(m, r) for m, r, _ in pool]
        self._weights = None
        return [(m, r) for m, r, _ in rng.choices(pool, weights, k=len(pool))]

    def suit_limit(self, view: SeatView, samples: list[Sample], go_out: bool) -> int:
        """As shipped, but each sample's result weighted (``weigh`` "mean")."""
        weights = getattr(self, "_weights", None)
        if weights is None or len(weights) != len(samples):
            return super().suit_limit(view, samples, go_out)
        p = view.profile
        own = self.defender_share * defender_estimate(view)
        fail = p.scoring.fail_multiplier
        step = p.auction.bid_step
        total = sum(weights)
        b, best = p.min_bid, p.min_bid - step
        while b <= p.auction.max_bid:
            mean = sum(w * bid_result(s, b, fail, go_out)
                       for s, w in zip(samples, weights, strict=True)) / total
            if mean < self.bid_margin * b + self._floor(p, own, b):
                break
            best = b
            b += step
        if best < p.min_bid:
            return best
        return min(best + self.limit_offset // step * step, p.auction.max_bid)


def main() -> None:
    ap = variant_parser(__doc__)
    ap.add_argument("--weigh", choices=("resample", "mean"), default="resample",
                    help="draw the samples again by their weights, or weigh the mean")
    args = ap.parse_args()
    name = "expert-infer" if args.weigh == "resample" else "expert-infer-mean"
    run_variant(args, name, InferBid, weigh=args.weigh)


if __name__ == "__main__":
    main()
