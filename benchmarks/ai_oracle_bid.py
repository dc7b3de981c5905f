"""A ceiling for bidding: Expert whose bid limit sees the hidden cards, against a
level as shipped (issue 29). Benchmark only: no level ever sees hidden cards.

    python benchmarks/ai_oracle_bid.py --profile grupp1994-3 --deals 150 --seed 2024 \
        --jobs 2 --json grupp1994-3_hard_expert_oracle_bid.json
    python benchmarks/arena_pair.py docs/ai-runs/grupp1994-3_hard_expert_v8.json \
        grupp1994-3_hard_expert_oracle_bid.jsonl

``expert-oracle`` is Expert as shipped (no clock) but for its bid limit: the
forecast's sampled dabbs and layouts are replaced by the true dabb and the other
players' true hands (the same plan, the same greedy play-out and bias). Its trump,
lay-away, going out and card play are Expert's own. So the paired gain over Expert
as shipped is what a bidder that guessed the hidden cards perfectly would add with
this forecast: if even that is small, no bidding method can add more through it.
The bots play in the ladder's order (``--other,expert-oracle``), so the run pairs
deal by deal with the ladder's Hard/Expert run on the same seed.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from ai_exact_arena import run_arena  # type: ignore[import-not-found]

from binokel_desktop.ai import _UNTIMED, LEVELS, arena
from binokel_desktop.ai.common import points_of
from binokel_desktop.ai.contract_search import ContractSearch, Sample, deal_game, rollout_points
from binokel_desktop.ai.heuristics import meld_value, plan_contract
from binokel_desktop.ai.knowledge import random_layouts
from binokel_desktop.engine.view import SeatView

_STATE: list[Any] = [None]
"""The state whose view a bot is deciding on (set by the arena's patched ``seat_view``)."""


def _seeing_view(state: Any, seat: int) -> SeatView:
    _STATE[0] = state
    return _SEAT_VIEW(state, seat)


_SEAT_VIEW = arena.seat_view


class OracleBid(ContractSearch):
    """The contract search with a bid forecast on the true dabb and hands (``see``
    "all"), or on the true dabb with the others' hands sampled as shipped ("dabb")."""

    see = "all"

    def bid_values(self, view: SeatView, rng: random.Random) -> list[Sample]:
        """The forecast of the hand with the true dabb: one sample on the others' true
        hands, or as many as shipped on sampled ones."""
        state = _STATE[0]
        p = view.profile
        k = p.deal.dabb_size
        full = view.hand | state.dabb
        rest = _others(state, view.seat, full)
        plan = plan_contract(full, p, rest, k, top=self.plan_top)
        kept = full & ~plan.discard
        melds = meld_value(kept, plan.trump, p)
        disc = points_of(plan.discard) if p.exchange.discards_count_for_declarer else 0
        g, leader = deal_game(view, plan.trump)
        if self.see == "dabb":
            bias = self.bias(p)
            return [(melds, disc + rollout_points(g, lay, leader, bias))
                    for lay in random_layouts(view, kept, rest, rng, self.dabbs * self.per_dabb)]
        hands = list(state.hands)
        hands[view.seat] = kept
        return [(melds, disc + rollout_points(g, hands, leader, self.bias(p)))]


def _others(state: Any, seat: int, full: int) -> int:
    rest = 0
    for s, h in enumerate(state.hands):
        if s != seat:
            rest |= h
    return rest & ~full


def variant_parser(doc: str) -> argparse.ArgumentParser:
    """The arena's options for an Expert variant of the bidding benchmarks."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--profile", default="grupp1994-3")
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", default="")
    ap.add_argument("--other", default="hard", help="the level as shipped it plays against")
    return ap


def run_variant(args: argparse.Namespace, name: str, cls: type[ContractSearch],
                **fields: object) -> None:
    """Expert as shipped (no clock) with its contract search made a ``cls`` with
    ``fields`` set, registered as ``name`` and played against ``--other``."""
    def make() -> Any:
        bot = _UNTIMED["expert"]()
        assert bot.contracts is not None
        search = cls.__new__(cls)
        search.__dict__.update(vars(bot.contracts))
        search.__dict__.update(fields)
        bot.contracts = search
        return bot

    LEVELS[name] = _UNTIMED[name] = make  # the workers are forked: they see it
    run_arena(args, f"{args.other},{name}")


def main() -> None:
    ap = variant_parser(__doc__)
    ap.add_argument("--see", choices=("all", "dabb"), default="all",
                    help="all: the true dabb and hands; dabb: the true dabb only")
    args = ap.parse_args()
    arena.seat_view = _seeing_view  # the workers are forked: they see this
    name = "expert-oracle" if args.see == "all" else f"expert-sees-{args.see}"
    run_variant(args, name, OracleBid, see=args.see)


if __name__ == "__main__":
    main()
