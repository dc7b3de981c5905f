"""Bidding calibration: the rollout's forecast against what the declarer really took.

A level plays deals against itself. Whenever a declarer decides its discard,
trump or going out, the contract search forecasts card points and the chance
to make the bid from open-card rollouts over random layouts. For every suit
contract that is then played, this prints the mean forecast and the mean card
points actually taken (the gap is what ``contract_search.ROLLOUT_BIAS`` corrects), and a
table of forecast make chance against how often the contract was made.

    python benchmarks/ai_calibration.py --profile online-40 --deals 150 --level hard
"""

from __future__ import annotations

import argparse
import random
import statistics
from typing import Any

from binokel_desktop.ai import contract_search as cs
from binokel_desktop.ai import make_bot
from binokel_desktop.ai.common import deck_of
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import ChooseTrump, Contract
from binokel_desktop.engine.state import Phase


def forecasts(profile_name: str, deals: int, level: str, seed: int) -> list[dict[str, Any]]:
    """One record per played suit contract: forecast points, their spread, and the outcome."""
    profile = PROFILES[profile_name]
    seen: list[tuple[int, list[int]]] = []
    plan_points = cs.ContractSearch.plan_points

    def recording(
        self: cs.ContractSearch,
        view: Any,
        hand: int,
        discard: int,
        trump: int,
        layouts: list[list[int]],
    ) -> tuple[int, list[int]]:
        melds, raws = plan_points(self, view, hand, discard, trump, layouts)
        seen.append((trump, raws))
        return melds, raws

    cs.ContractSearch.plan_points = recording  # type: ignore[method-assign]
    out: list[dict[str, Any]] = []
    try:
        for i in range(deals):
            state = new_game(profile, seed * 1000 + i, dealer=i % profile.deal.seats)
            bots = [make_bot(level) for _ in range(profile.deal.seats)]
            rngs = [random.Random(f"{i}:{s}") for s in range(profile.deal.seats)]
            plan: list[tuple[int, list[int]]] = []
            trump = None
            while True:
                view = seat_view(state, state.to_act)
                seen.clear()
                action = bots[state.to_act].choose(view, rngs[state.to_act])
                if view.phase in (Phase.DISCARD, Phase.TRUMP) and seen:
                    plan = list(seen)
                    if isinstance(action, ChooseTrump):
                        trump = int(action.suit)
                    elif view.trump is not None:
                        trump = int(view.trump)
                new, _ = apply(state, action)
                if new.deal_no != state.deal_no or new.phase is Phase.GAME_OVER:
                    state = new
                    break
                state = new
            if not state.results or state.results[-1].contract is not Contract.SUIT:
                continue
            raws = [r for t, r in plan if t == trump]
            if not raws:
                continue
            res = state.results[-1]
            party = res.parties[res.declarer_party]
            made_forecast = sum(1 for r in raws[-1] if party.melds + r >= res.value)
            out.append(
                {
                    "forecast": statistics.mean(raws[-1]),
                    "taken": party.raw_points,
                    "make_forecast": made_forecast / len(raws[-1]),
                    "made": res.made,
                }
            )
    finally:
        cs.ContractSearch.plan_points = plan_points  # type: ignore[method-assign]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="grupp1994-3")
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--bias", type=int, default=None, help="the bias to add (default: as shipped)")
    a = ap.parse_args()
    if a.bias is not None:
        cs.ROLLOUT_BIAS[deck_of(PROFILES[a.profile]).bit_count()] = a.bias
    rows = forecasts(a.profile, a.deals, a.level, a.seed)
    if not rows:
        print("no suit contract was played")
        return
    gap = [r["taken"] - r["forecast"] for r in rows]
    print(f"{a.profile}, {a.level} self-play: {len(rows)} suit contracts played")
    print(
        f"forecast card points {statistics.mean(r['forecast'] for r in rows):.1f}, "
        f"taken {statistics.mean(r['taken'] for r in rows):.1f}, "
        f"gap {statistics.mean(gap):+.1f} (sd {statistics.pstdev(gap):.1f}); "
        f"bias already added: {cs.rollout_bias(PROFILES[a.profile])}"
    )
    print("forecast make chance -> made")
    bins: dict[int, list[dict[str, Any]]] = {}
    for r in rows:
        bins.setdefault(min(4, int(r["make_forecast"] * 5)), []).append(r)
    for k in sorted(bins):
        b = bins[k]
        print(
            f"  {20 * k:3d}-{20 * k + 20:3d} %: forecast "
            f"{statistics.mean(r['make_forecast'] for r in b):.2f}, "
            f"made {statistics.mean(r['made'] for r in b):.2f}  (n={len(b)})"
        )


if __name__ == "__main__":
    main()
