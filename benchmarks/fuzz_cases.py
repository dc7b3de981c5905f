"""Seeded mutations of the shared rule cases through rules-check (issue 14, docs/reliability.md).

Counts, per damaged file, the worst line ``binokel rules-check`` would print
(PASS, SKIP, FAIL, ERROR), the files refused in one line (``unreadable``) and
any exception that escaped (a traceback; must be 0).

    python benchmarks/fuzz_cases.py --tries 200000 --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "cli")]

from case_fuzz import damaged, outcome, shared_cases  # noqa: E402

CLEAN = ("unreadable", "PASS", "SKIP", "FAIL", "ERROR", "empty")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tries", type=int, default=200_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(f"fuzz_cases:{args.seed}")
    cases = shared_cases()
    start = time.perf_counter()
    tally = Counter(outcome(damaged(rng, cases)) for _ in range(args.tries))
    took = time.perf_counter() - start
    print(f"{args.tries} mutations of {len(cases)} shared cases (seed {args.seed}) in {took:.0f} s")
    for key in CLEAN:
        print(f"  {key}: {tally.pop(key, 0)}")
    for key, n in tally.most_common():
        print(f"  TRACEBACK {key}: {n}")
    print(f"tracebacks: {sum(tally.values())}")
    return 1 if tally else 0


if __name__ == "__main__":
    sys.exit(main())
