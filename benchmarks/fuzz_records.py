"""Seeded mutations of valid game records (issue 14, docs/reliability.md).

Reads and replays each damaged record; counts clean reads, ``RecordError``
refusals and any other exception (which must be 0).

    python benchmarks/fuzz_records.py --tries 100000 --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "engine")]

from json_mutations import mutate  # noqa: E402
from record_fuzz import outcome, valid_records  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tries", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(f"fuzz_records:{args.seed}")
    records = valid_records(rng, per_profile=4)
    tally: Counter[str] = Counter()
    start = time.perf_counter()
    for _ in range(args.tries):
        tally[outcome(mutate(rng, rng.choice(records)))] += 1
    took = time.perf_counter() - start
    print(f"{args.tries} mutations of {len(records)} records (seed {args.seed}) in {took:.0f} s")
    print(f"  read and replayed: {tally.pop('ok', 0)}")
    print(f"  RecordError: {tally.pop('RecordError', 0)}")
    for key, n in tally.most_common():
        print(f"  OTHER {key}: {n}")
    print(f"other exceptions: {sum(tally.values())}")
    return 1 if tally else 0


if __name__ == "__main__":
    sys.exit(main())
