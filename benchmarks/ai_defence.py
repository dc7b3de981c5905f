"""Defence on fixed contracts: how often a declarer makes his contract against each
level's defenders (issue 29: "measured as the declarer's success rate against
Hard and against Expert defenders").

The contracts are those of ``ai_headroom.py`` (Medium bidding, exchange and
trump; suit contracts only). From the first card on, the declarer's cards are
played by one level (``--declarer``, Hard by default) and both defenders' by
each level of ``--defenders`` in turn, from the same position with the same
random numbers, all without the clock. Per level: the declarer's success rate,
his mean raw card points and score change, and the defenders' mean score; and
against the first level and the one before, the paired difference in the
declarer's raw points with a 95 % bootstrap interval (fewer for the declarer is
better defence).

    python benchmarks/ai_defence.py --profile online-40 --deals 60 --defenders medium,hard,expert
    python benchmarks/ai_defence.py --defenders medium,hard --set relative=1   # adds hard-set
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import time

from ai_headroom import contracts

from binokel_desktop.ai import Bot, make_bot
from binokel_desktop.ai.pimc import SearchBot
from binokel_desktop.engine import apply, seat_view
from binokel_desktop.engine.state import GameState, Phase

CHANGES: dict[str, int] = {}
"""``--set``: fields of the last level's search changed for the level ``LEVEL-set``."""


def bot_of(level: str) -> Bot:
    """The named level without the clock; ``LEVEL-set``: that level with ``CHANGES``."""
    if not level.endswith("-set"):
        return make_bot(level, clock=False)
    bot = make_bot(level[: -len("-set")], clock=False)
    assert isinstance(bot, SearchBot)
    bot.search = dataclasses.replace(bot.search, **CHANGES)
    return bot


def defend(start: GameState, declarer: str, level: str, k: int) -> tuple[bool, int, int, float]:
    """Made?, the declarer's raw points and score change, the defenders' mean score."""
    state = start
    d = state.declarer
    seats = state.profile.deal.seats
    bots = [make_bot(declarer, clock=False) if s == d else bot_of(level) for s in range(seats)]
    rngs = [random.Random(f"defence:{k}:{s}") for s in range(seats)]
    while state.deal_no == 0 and state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        state, _ = apply(state, bots[seat].choose(seat_view(state, seat), rngs[seat]))
    res = state.results[-1]
    part = res.parties[res.declarer_party]
    others = [c for p, c in enumerate(res.changes) if p != res.declarer_party]
    return res.made, part.raw_points, res.changes[res.declarer_party], statistics.mean(others)


def bootstrap(diffs: list[float], rng: random.Random, n: int = 4000) -> tuple[float, float]:
    """95 % interval of the mean of ``diffs`` (percentile bootstrap)."""
    means = sorted(statistics.mean(rng.choices(diffs, k=len(diffs))) for _ in range(n))
    return means[int(0.025 * n)], means[int(0.975 * n) - 1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="online-40")
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--declarer", default="hard")
    ap.add_argument("--defenders", default="medium,hard,expert")
    ap.add_argument("--set", action="append", default=[], metavar="FIELD=INT",
                    help="add the last defender level with this search field changed")
    ap.add_argument("--json", default="", help="write each contract's results per level here")
    args = ap.parse_args()
    starts = contracts(args.profile, args.deals, args.seed)
    levels = args.defenders.split(",")
    if args.set:
        CHANGES.update((k, int(v)) for k, v in (item.split("=", 1) for item in args.set))
        levels.append(levels[-1] + "-set")
    results: dict[str, list[tuple[bool, int, int, float]]] = {}
    for level in levels:
        t = time.perf_counter()
        results[level] = [defend(s, args.declarer, level, k) for k, s in enumerate(starts)]
        print(f"  ({level}: {time.perf_counter() - t:.0f} s)", flush=True)
    print(
        f"{args.profile}: {len(starts)} fixed suit contracts (Medium bidding), the declarer "
        f"played by {args.declarer}, both defenders by each level"
    )
    for level in levels:
        res = results[level]
        made = sum(r[0] for r in res) / len(res)
        line = (
            f"  {level:7} declarer made {made:6.1%}  raw {statistics.mean(r[1] for r in res):6.1f}"
            f"  score {statistics.mean(r[2] for r in res):+7.1f}"
            f"  defenders {statistics.mean(r[3] for r in res):+6.1f}"
        )
        # Paired against the first level and against the one before.
        before = levels[: levels.index(level)]
        for other in dict.fromkeys(before[:1] + before[-1:]):
            diffs = [float(a[1] - b[1]) for a, b in zip(res, results[other], strict=True)]
            lo, hi = bootstrap(diffs, random.Random(0))
            line += f"  raw vs {other} {statistics.mean(diffs):+5.1f} [{lo:+.1f}, {hi:+.1f}]"
        print(line, flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"args": vars(args), "results": results}, f)


if __name__ == "__main__":
    main()
