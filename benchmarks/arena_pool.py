"""``binokel arena`` runs of the same pair of levels and profile on different deal sets
(seeds), pooled deal by deal into one summary (issue 29).

    python benchmarks/arena_pool.py OUT.json RUN_SEED2024.json RUN_SEED2025.json ...

Each input is a summary ``binokel arena --json`` wrote. The runs must play the same two
bots, in the same order, on the same profile, with different seeds (the same deals
twice would count them twice). The pooled summary keeps the arena's format (so
``app/level_strength.step_from_summary`` reads it): the deals' differences one after
another, their mean and a 95 % bootstrap interval (the arena's own), and per bot the
contracts, made and going-out rates weighted by contracts. Latency is not pooled: a
percentile of two runs is not the percentile of either.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

from binokel_desktop.ai.arena import bootstrap_ci


def pool(runs: list[dict[str, Any]], names: list[str]) -> dict[str, Any]:
    """The pooled summary of ``runs`` (summaries of ``binokel arena --json``)."""
    configs = [r["config"] for r in runs]
    for key in ("profile", "bots", "rng"):
        if len({json.dumps(c.get(key)) for c in configs}) != 1:
            raise SystemExit(f"the runs differ in {key}: {[c.get(key) for c in configs]}")
    seeds = [c["seed"] for c in configs]
    if len(set(seeds)) != len(seeds):
        raise SystemExit(f"two runs share a seed (the same deals twice): {seeds}")
    for name, run in zip(names, runs, strict=True):
        if "by_deal" not in run["paired_diff_per_deal"]:
            raise SystemExit(f"{name} has no deal-by-deal differences (an arena of before "
                             "they were written): it cannot be pooled")
    diffs = [float(x) for r in runs for x in r["paired_diff_per_deal"]["by_deal"]]
    lo, hi = bootstrap_ci(diffs)
    bots: dict[str, dict[str, float]] = {}
    for key in runs[0]["bots"]:
        contracts = sum(r["bots"][key]["contracts"] for r in runs)
        weighted = {
            rate: sum(r["bots"][key][rate] * r["bots"][key]["contracts"] for r in runs)
            / max(contracts, 1)
            for rate in ("declarer_success", "going_out_rate")
        }
        bots[key] = {"contracts": contracts, **weighted}
    return {
        "config": {**configs[0], "seed": seeds, "pooled_from": names},
        "deals": len(diffs),
        "paired_diff_per_deal": {
            "mean": statistics.fmean(diffs),
            "sd": statistics.stdev(diffs),
            "ci95": [lo, hi],
            "meaning": runs[0]["paired_diff_per_deal"]["meaning"],
            "by_deal": diffs,
        },
        "bots": bots,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("runs", type=Path, nargs="+")
    args = ap.parse_args()
    if len(args.runs) < 2:
        raise SystemExit("pool at least two runs")
    runs = [json.loads(p.read_text(encoding="utf-8")) for p in args.runs]
    pooled = pool(runs, [p.name for p in args.runs])
    args.out.write_text(json.dumps(pooled, indent=1) + "\n", encoding="utf-8")
    paired = pooled["paired_diff_per_deal"]
    first, second = pooled["config"]["bots"]
    for path, run in zip(args.runs, runs, strict=True):
        own = run["paired_diff_per_deal"]
        print(f"{path.name}: {first} - {second} {own['mean']:+.1f} "
              f"[95% {own['ci95'][0]:+.1f}, {own['ci95'][1]:+.1f}] over {run['deals']} deals")
    print(f"pooled: {first} - {second} {paired['mean']:+.1f} "
          f"[95% {paired['ci95'][0]:+.1f}, {paired['ci95'][1]:+.1f}] over {pooled['deals']} deals")


if __name__ == "__main__":
    main()
