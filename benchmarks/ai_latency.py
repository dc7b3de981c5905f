"""Decision latency per bot level and decision kind (all seats played by the level).

    python benchmarks/ai_latency.py --profile grupp1994-3 \\
        --levels easy,medium,hard,expert --deals 20

Prints p50 / p95 / max in milliseconds per level and decision kind, and the
share of decisions over the level's budget (Easy 50 ms, Medium 150 ms, Hard
1 s, Expert 2.5 s) and how many exceed it by more than 100 ms. On an idle
machine the figures are typical; run it beside other work to see the worst
case under load.
"""

from __future__ import annotations

import argparse
import json

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.arena import DEAL_SEED_STRIDE, _play_one_deal, percentile
from binokel_desktop.engine import PROFILES

BUDGET_MS = {"random": 50.0, "easy": 50.0, "medium": 150.0, "hard": 1000.0, "expert": 2500.0}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="grupp1994-3")
    ap.add_argument("--levels", default="easy,medium,hard,expert")
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=JSON",
        help="a house rule, e.g. bettel=true (repeatable)",
    )
    args = ap.parse_args()
    options = {k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)}
    profile = PROFILES[args.profile].with_options(**options) if options else PROFILES[args.profile]
    for level in args.levels.split(","):
        lat: dict[str, dict[str, list[float]]] = {level: {}}
        names = [level] * profile.deal.seats
        for i in range(args.deals):
            bots = [make_bot(level) for _ in range(profile.deal.seats)]
            _play_one_deal(
                profile,
                args.seed * DEAL_SEED_STRIDE + i,
                i % profile.deal.seats,
                bots,
                f"lat:{i}",
                lat,
                names,
            )
        allms = sorted(x for v in lat[level].values() for x in v)
        over = sum(1 for x in allms if x > BUDGET_MS[level]) / max(1, len(allms))
        # The hard limit: no decision more than 100 ms over the budget.
        beyond = sum(1 for x in allms if x > BUDGET_MS[level] + 100.0)
        print(
            f"{args.profile} {level}: {len(allms)} decisions, p50 {percentile(allms, 0.5):.1f} "
            f"p95 {percentile(allms, 0.95):.1f} max {allms[-1]:.1f} ms; "
            f"over budget {over:.1%}, more than 100 ms over: {beyond}"
        )
        for kind, v in sorted(lat[level].items()):
            v.sort()
            print(
                f"    {kind:8} n={len(v):5d}  p50 {percentile(v, 0.5):8.1f}  "
                f"p95 {percentile(v, 0.95):8.1f}  max {v[-1]:8.1f}"
            )


if __name__ == "__main__":
    main()
