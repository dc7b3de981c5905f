"""A level with its card-play search changed against the level as shipped: does
exact solving from earlier (or later) in the deal pay? (issues 26 and 29)

    python benchmarks/ai_exact_arena.py --level expert --profile online-40 --deals 60 \
        --set exact_tricks=11 --set node_cap=2000000 --set node_budget=10000000 \
        --json /tmp/expert-exact.json
    python benchmarks/ai_exact_arena.py --level expert --base shipped --set inference=0 ...
    python benchmarks/ai_exact_arena.py --level hard --base forecast-before ...
    python benchmarks/ai_exact_arena.py --level hard --base forecast-before --other medium ...
    python benchmarks/ai_exact_arena.py --level hard --base shipped --contract relative_pass=0 ...

Registers ``LEVEL-python`` (the level's search without the C core, which is
the same in both backends) or, with ``--base shipped``, ``LEVEL-shipped`` (the
level exactly as this backend ships it), or with ``--base forecast-before``
``LEVEL-forecast-before`` (the level as shipped but for its contract forecasts
as they were before `counted_discards`: the cards laid away before trump is
named not counted, and the old bias of 26 / 21 card points), and plays ``LEVEL`` as shipped,
changed by ``--set FIELD=INT`` (its card-play search) and ``--contract
FIELD=INT`` (its contract search), against it with ``binokel arena`` on duplicate
deals, both without the clock (every decision depends on the seed alone).
The arena's report: the paired difference in points per deal per seat,
A - B, with its 95 % interval. ``--other LEVEL`` plays LEVEL (as shipped) against
the base instead, e.g. the ladder's step from Medium to Hard as it was;
``--against LEVEL`` plays the changed level against LEVEL as shipped instead of
the base, e.g. the step from Medium to a changed Hard.
"""

from __future__ import annotations

import argparse
import dataclasses

from binokel_desktop.ai import _UNTIMED, LEVELS, pimc
from binokel_desktop.ai.common import deck_of, points_of
from binokel_desktop.ai.contract_search import ContractSearch
from binokel_desktop.cli import main as binokel
from binokel_desktop.engine.profile import RuleProfile
from binokel_desktop.engine.view import SeatView


class ForecastBefore(ContractSearch):
    """The contract search's forecasts as they were before the cards laid away ahead
    of naming trump were counted: a fixed bias stood in for them."""

    def bias(self, profile: RuleProfile) -> int:
        """The old bias: 26 card points with 40 cards, 21 with 48."""
        return 26 if deck_of(profile).bit_count() == 40 else 21

    def counted_discards(self, view: SeatView, discard: int) -> int:
        """Only the plan's own discard."""
        return points_of(discard) if view.profile.exchange.discards_count_for_declarer else 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", choices=("expert", "hard"), default="expert")
    ap.add_argument("--profile", default="online-40")
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", default="")
    ap.add_argument("--base", choices=("python", "shipped", "forecast-before"), default="python",
                    help="B: the search without the core, as shipped, or its old forecast")
    ap.add_argument("--against", metavar="LEVEL",
                    help="B: this level as shipped instead of the base (e.g. medium: "
                         "the ladder's step below a changed level)")
    ap.add_argument("--other", default="", help="A: this level as shipped, not LEVEL changed")
    ap.add_argument("--set", action="append", default=[], metavar="FIELD=NUMBER",
                    help="change a field of A's search (e.g. exact_tricks=9), repeatable")
    ap.add_argument("--contract", action="append", default=[], metavar="FIELD=INT",
                    help="change a field of A's contract search (e.g. relative_pass=0)")
    args = ap.parse_args()
    old = pimc.EXPERT_SEARCH if args.level == "expert" else pimc.HARD_SEARCH
    untimed = _UNTIMED[args.level]

    def reference() -> pimc.SearchBot:
        bot = untimed()
        if args.base == "python":
            bot.search = dataclasses.replace(old, time_cap=0.0)
        if args.base == "forecast-before" and bot.contracts is not None:
            before = ForecastBefore.__new__(ForecastBefore)
            before.__dict__.update(vars(bot.contracts))
            bot.contracts = before
        return bot

    # A field's value as its type reads it: 11, or 0.5 for a tolerance (keep_own).
    changes = {k: float(v) if "." in v else int(v)
               for k, v in (item.split("=", 1) for item in args.set)}
    contract = {k: int(v) for k, v in (item.split("=", 1) for item in args.contract)}

    def variant() -> pimc.SearchBot:
        bot = untimed()
        bot.search = dataclasses.replace(bot.search, **changes)
        for field, value in contract.items():
            if bot.contracts is None or not hasattr(bot.contracts, field):
                raise SystemExit(f"no contract search field {field!r}")
            setattr(bot.contracts, field, type(getattr(bot.contracts, field))(value))
        return bot

    name = f"{args.level}-{args.base}"
    # The workers are forked: they see these. Both without the clock.
    LEVELS[args.level] = _UNTIMED[args.level] = variant
    LEVELS[name] = _UNTIMED[name] = reference
    first = args.other or args.level
    second = args.against or name
    run_arena(args, f"{first},{second}")


def run_arena(args: argparse.Namespace, bots: str) -> None:
    """``binokel arena`` with the command line's profile, deals, seed, jobs and json."""
    argv = ["arena", "--profile", args.profile, "--bots", bots,
            "--deals", str(args.deals), "--seed", str(args.seed), "--jobs", str(args.jobs)]
    if args.json:
        argv += ["--json", args.json]
    binokel(argv)


if __name__ == "__main__":
    main()
