"""A level with its card-play search changed against the level as shipped: does
exact solving from earlier (or later) in the deal pay? (issues 26 and 29)

    python benchmarks/ai_exact_arena.py --level expert --profile online-40 --deals 60 \
        --set exact_tricks=11 --set node_cap=2000000 --set node_budget=10000000 \
        --json /tmp/expert-exact.json
    python benchmarks/ai_exact_arena.py --level expert --base shipped --set inference=0 ...

Registers ``LEVEL-python`` (the level's search without the C core, which is
the same in both backends) or, with ``--base shipped``, ``LEVEL-shipped`` (the
level exactly as this backend ships it), and plays ``LEVEL`` as shipped,
changed by ``--set FIELD=INT``, against it with ``binokel arena`` on duplicate
deals, both without the clock (every decision depends on the seed alone).
The arena's report: the paired difference in points per deal per seat,
A - B, with its 95 % interval.
"""

from __future__ import annotations

import argparse
import dataclasses

from binokel_desktop.ai import _UNTIMED, LEVELS, pimc
from binokel_desktop.cli import main as binokel


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", choices=("expert", "hard"), default="expert")
    ap.add_argument("--profile", default="online-40")
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", default="")
    ap.add_argument("--base", choices=("python", "shipped"), default="python",
                    help="B: the search without the core, or the level as shipped")
    ap.add_argument("--set", action="append", default=[], metavar="FIELD=INT",
                    help="change a field of A's search (e.g. exact_tricks=9), repeatable")
    args = ap.parse_args()
    old = pimc.EXPERT_SEARCH if args.level == "expert" else pimc.HARD_SEARCH
    untimed = _UNTIMED[args.level]

    def reference() -> pimc.SearchBot:
        bot = untimed()
        if args.base == "python":
            bot.search = dataclasses.replace(old, time_cap=0.0)
        return bot

    changes = {k: int(v) for k, v in (item.split("=", 1) for item in args.set)}

    def variant() -> pimc.SearchBot:
        bot = untimed()
        bot.search = dataclasses.replace(bot.search, **changes)
        return bot

    name = f"{args.level}-{args.base}"
    # The workers are forked: they see these. Both without the clock.
    LEVELS[args.level] = _UNTIMED[args.level] = variant
    LEVELS[name] = _UNTIMED[name] = reference
    argv = ["arena", "--profile", args.profile, "--bots", f"{args.level},{name}",
            "--deals", str(args.deals), "--seed", str(args.seed), "--jobs", str(args.jobs)]
    if args.json:
        argv += ["--json", args.json]
    binokel(argv)


if __name__ == "__main__":
    main()
