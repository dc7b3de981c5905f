"""Two ``binokel arena`` runs of the same pair of levels, profile, seed and deals, paired
deal by deal: how much a change of one level moved the step against the same other
level, on the same cards (issue 29).

    python benchmarks/arena_pair.py BEFORE.jsonl AFTER.jsonl
    python benchmarks/arena_pair.py docs/ai-runs/LADDER_RUN.json AFTER.jsonl
    python benchmarks/arena_pair.py B1 A1 B2 A2   (each pair, then the changes pooled)
    python benchmarks/arena_pair.py --renamed docs/ai-runs/LADDER_RUN.json VARIANT.json

Each ``.jsonl`` is the deal-by-deal file ``binokel arena --json OUT.json`` writes beside
``OUT.json``. A deal's ``diff`` is the first bot minus the second, per seat, over its
seatings; this prints AFTER − BEFORE of it over the deals both runs played, with a 95 %
bootstrap interval (the arena's own), and each run's mean over those deals.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from binokel_desktop.ai.arena import bootstrap_ci


def deals(path: Path) -> tuple[dict[str, object], dict[int, float]]:
    """A run's config line and its per-deal differences by deal number, from its
    ``.jsonl`` or from the summary ``.json`` (its ``by_deal``, deal 0 first: the
    ladder's runs in ``docs/ai-runs`` keep only those)."""
    if path.suffix == ".json":
        run = json.loads(path.read_text(encoding="utf-8"))
        return run["config"], dict(enumerate(map(float, run["paired_diff_per_deal"]["by_deal"])))
    lines = path.read_text(encoding="utf-8").splitlines()
    config = json.loads(lines[0])["config"]
    return config, {int(d["deal"]): float(d["diff"]) for d in map(json.loads, lines[1:])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs", type=Path, nargs="+", metavar="BEFORE AFTER",
                    help="pairs of runs; with more than one pair, their changes pooled too")
    ap.add_argument("--renamed", action="store_true",
                    help="the runs' bots may be named apart (a benchmark's variant of a "
                         "level, e.g. expert-oracle, against the level's own run)")
    args = ap.parse_args()
    if len(args.runs) % 2:
        raise SystemExit("runs come in pairs: BEFORE AFTER [BEFORE AFTER ...]")
    pooled: list[float] = []
    for before, after in zip(args.runs[::2], args.runs[1::2], strict=True):
        pooled += pair(before, after, args.renamed)
    if len(args.runs) > 2:
        lo, hi = bootstrap_ci(pooled)
        print(f"pooled over {len(pooled)} deals: after - before "
              f"{statistics.fmean(pooled):+.1f} [95% {lo:+.1f}, {hi:+.1f}]")


def pair(before: Path, after: Path, renamed: bool = False) -> list[float]:
    """Print one pair's change (as the module says) and return it deal by deal;
    ``renamed``: the bots' names need not match (the rest of the config must)."""
    (c0, d0), (c1, d1) = deals(before), deals(after)
    same = ({**c0, "bots": None} == {**c1, "bots": None}) if renamed else c0 == c1
    if not same:
        raise SystemExit(f"not the same pair, profile and seed: {c0} against {c1}")
    common = sorted(set(d0) & set(d1))
    if len(common) < 2:
        raise SystemExit("fewer than two deals in both runs")
    change = [d1[n] - d0[n] for n in common]
    lo, hi = bootstrap_ci(change)
    first, second = c0["bots"]  # type: ignore[misc]
    print(f"{c0['profile']} {first} - {second} over {len(common)} deals, seed {c0['seed']}: "
          f"before {statistics.fmean(d0[n] for n in common):+.1f}, "
          f"after {statistics.fmean(d1[n] for n in common):+.1f}; "
          f"after - before {statistics.fmean(change):+.1f} [95% {lo:+.1f}, {hi:+.1f}]")
    return change


if __name__ == "__main__":
    main()
