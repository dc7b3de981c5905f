"""Random house-rule sets against the profile checks (issue 14, docs/reliability.md).

Each set of random option values is either refused with a ``ValueError``
naming an option it changed, or it plays ``--deals`` random deals with every
card in one place. Prints the tries, refusals, accepted sets, deals played and
the other outcomes (which must be 0).

    python benchmarks/fuzz_profiles.py --sets 2000 --deals 200 --seed 1
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

from profile_fuzz import play_deals, random_options  # noqa: E402

from binokel_desktop.engine.profile import PROFILES  # noqa: E402
from binokel_desktop.engine.profile_checks import ProfileError  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", type=int, default=2000)
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(f"fuzz_profiles:{args.seed}")
    tally: Counter[str] = Counter()
    refused_by: Counter[str] = Counter()
    examples: dict[str, str] = {}
    deals = actions = 0
    start = time.perf_counter()
    for _ in range(args.sets):
        name, options = random_options(rng)
        try:
            profile = PROFILES[name].with_options(**options)
        except ProfileError as exc:
            ok = bool(exc.options & set(options))
            tally["refused, option named" if ok else "OTHER: refused, option not named"] += 1
            if not ok:
                examples.setdefault("not named", f"{name} {options}: {exc}")
            refused_by.update(p.options[0] for p in exc.problems)
            continue
        except ValueError as exc:
            named = str(exc).split(":")[0].removeprefix("option ") in options
            tally["refused (type), option named" if named else "OTHER: type, not named"] += 1
            continue
        except Exception as exc:  # noqa: BLE001 - counted: must stay 0
            tally[f"OTHER: {type(exc).__name__}"] += 1
            continue
        try:
            d, a = play_deals(profile, args.deals, rng)
            deals += d
            actions += a
            tally["accepted, played out"] += 1
        except Exception as exc:  # noqa: BLE001 - counted: must stay 0
            tally[f"OTHER: accepted but {type(exc).__name__}: {exc}"] += 1
            examples.setdefault(str(exc), f"{name} {options}")
    took = time.perf_counter() - start
    print(f"{args.sets} option sets (seed {args.seed}) in {took:.0f} s")
    for key, n in sorted(tally.items()):
        print(f"  {key}: {n}")
    print(f"  deals played: {deals}, actions: {actions}")
    print("  refusals by first option: " + ", ".join(f"{k} {n}" for k, n in
                                                      refused_by.most_common()))
    for key, text in examples.items():
        print(f"  example ({key}): {text}")
    other = sum(n for k, n in tally.items() if k.startswith("OTHER"))
    print(f"other outcomes: {other}")
    return 1 if other else 0


if __name__ == "__main__":
    sys.exit(main())
