"""Where an arena's step comes from: its per-deal differences split by how the auctions
went and how the contracts ended (issue 29).

    python benchmarks/arena_sources.py RUN.jsonl [RUN2.jsonl ...]

Each ``.jsonl`` is the deal-by-deal file ``binokel arena --json OUT.json`` writes beside
``OUT.json``. A deal is played in every mixed seating; each seat holds bot A in as many
seatings as bot B. So when both bots declared equally often, the auction did not depend
on who sat where (mostly one hand declared throughout), and the deal's difference comes
from the contract's choices and the card play; when one bot declared more often, it
outbid the other with the same cards. Within each, a deal where some seating's
declarer failed or went out is counted apart. For every group: its deals, its share of
the mean difference (A - B per seat, the deal's difference where the deal is in the
group and 0 elsewhere, averaged over all deals) with a 95 % bootstrap interval, and its
mean per deal. The shares add up to the run's mean.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from binokel_desktop.ai.arena import bootstrap_ci


def group_of(deal: dict[str, Any], first: str, second: str) -> str:
    """The deal's group: who declared more often, and whether every contract was made."""
    played = [c for c in deal["contracts"] if not c.get("void") and c["bot"] >= 0]
    if not played:
        return "no contract"
    a = sum(1 for c in played if c["bot"] == 0)
    b = len(played) - a
    auction = ("both declared equally often" if a == b
               else f"{first} declared more often" if a > b
               else f"{second} declared more often")
    made = all(c["made"] and c["contract"] != "go_out" for c in played)
    return f"{auction}, {'all made' if made else 'one failed or went out'}"


def sources(deals: list[dict[str, Any]], first: str, second: str) -> list[tuple[str, int, float,
                                                                              float, float, float]]:
    """Per group: name, deals, share of the mean, its 95 % interval, mean per deal."""
    labels = [group_of(d, first, second) for d in deals]
    n = len(deals)
    out = []
    for g in sorted(set(labels)):
        share = [float(d["diff"]) if label == g else 0.0 for d, label in zip(deals, labels,
                                                                            strict=True)]
        count = labels.count(g)
        lo, hi = bootstrap_ci(share)
        out.append((g, count, sum(share) / n, lo, hi, sum(share) / count))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs", type=Path, nargs="+")
    args = ap.parse_args()
    for path in args.runs:
        lines = path.read_text(encoding="utf-8").splitlines()
        config = json.loads(lines[0])["config"]
        deals = [json.loads(line) for line in lines[1:]]
        first, second = config["bots"]
        mean = sum(float(d["diff"]) for d in deals) / len(deals)
        print(f"{path.name}: {config['profile']}, seed {config['seed']}, {len(deals)} deals, "
              f"{first} - {second} {mean:+.1f} per deal")
        for g, count, share, lo, hi, per in sources(deals, first, second):
            print(f"  {g:58s} {count:4d} deals  share {share:+6.2f} [{lo:+.2f}, {hi:+.2f}]"
                  f"  per deal {per:+7.1f}")


if __name__ == "__main__":
    main()
