"""Expert's (or Hard's) card-play time with exact solving from more tricks left (issue 26).

    python benchmarks/ai_expert_exact.py --deals 6
    python benchmarks/ai_expert_exact.py --deals 6 --level hard
    python benchmarks/ai_expert_exact.py --deals 6 --exact 11
    python benchmarks/ai_expert_exact.py --deals 4 --node-cap 1000000
    python benchmarks/ai_expert_exact.py --deals 4 --threads 1
    python benchmarks/ai_expert_exact.py --deals 6 --exact-only 1 --node-cap 4000000 \
        --budget 16000000

online-40 deals (or ``--profile``): Medium players everywhere but in card play,
where the level decides every card with a choice: as shipped (Expert exact from
8 tricks left, Hard from 6, with either backend), or with ``--exact N`` every
world solved exactly from N tricks left, node caps raised (5 M per world, 100 M
per decision) so that the solves complete. Prints wall-clock and CPU p50 / p95 /
max of the decisions with 9-11 tricks left (CPU of the whole process: the
solver threads too), and of all, how many decisions stopped on the clock, and
how many worlds were solved exactly by tricks left.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time

from binokel_desktop.ai import make_bot, pimc, solver, world_solves
from binokel_desktop.ai.arena import percentile
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Play
from binokel_desktop.engine.state import Phase


def report(name: str, seconds: list[float]) -> None:
    """One line: count, p50, p95, max in ms."""
    ms = sorted(t * 1000 for t in seconds)
    print(f"  {name:24s} n={len(ms):4d}  p50 {percentile(ms, 0.5):6.0f} ms  "
          f"p95 {percentile(ms, 0.95):6.0f} ms  max {ms[-1]:6.0f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--exact", type=int, default=0, help="0: the level as shipped")
    ap.add_argument("--level", choices=("expert", "hard"), default="expert")
    ap.add_argument("--profile", default="online-40", choices=sorted(PROFILES))
    ap.add_argument("--node-cap", type=int, default=0, help="per world (0: the level's)")
    ap.add_argument("--budget", type=int, default=0, help="per decision (0: the level's)")
    ap.add_argument("--steps", type=int, default=-1,
                    help="1: solve worlds only to the steps of the result (-1: the level's)")
    ap.add_argument("--threads", type=int, default=-1,
                    help="solver threads (0: one per core, up to 4; -1: the level's)")
    ap.add_argument("--exact-only", type=int, default=-1,
                    help="1: weigh exact worlds only (-1: the level's)")
    args = ap.parse_args()
    bot = pimc.expert() if args.level == "expert" else pimc.hard()
    if args.exact:
        bot.search = dataclasses.replace(bot.search, exact_tricks=args.exact,
                                         node_cap=5_000_000, node_budget=100_000_000)
    if args.node_cap:
        bot.search = dataclasses.replace(bot.search, node_cap=args.node_cap)
    if args.budget:
        bot.search = dataclasses.replace(bot.search, node_budget=args.budget)
    if args.threads >= 0:
        bot.search = dataclasses.replace(bot.search, threads=args.threads)
    if args.steps >= 0:
        bot.search = dataclasses.replace(bot.search, steps=bool(args.steps))
    if args.exact_only >= 0:
        bot.search = dataclasses.replace(bot.search, exact_only=bool(args.exact_only))
    search = bot.search
    medium = make_bot("medium")
    profile = PROFILES[args.profile]
    tricks = profile.deal.hand_size
    late, late_cpu, every = [], [], []
    capped = 0
    exact_worlds: dict[int, list[int]] = {}
    for d in range(args.deals):
        state = new_game(profile, 900 + d)
        rng = random.Random(d)
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            view = seat_view(state, state.to_act)
            if state.phase is Phase.PLAY and sum(isinstance(a, Play) for a in view.legal) > 1:
                left = tricks - len(state.plays) // profile.hand_players
                wall, cpu = time.perf_counter(), time.process_time()
                bot.last_worlds = (0, 0)
                action = bot.choose(view, random.Random(len(state.plays)))
                every.append(time.perf_counter() - wall)
                got = exact_worlds.setdefault(left, [0, 0, 0])
                got[0] += bot.last_worlds[0]
                got[1] += bot.last_worlds[1]
                got[2] += 1
                capped += time.process_time() - cpu >= search.time_cap
                if 9 <= left <= 11:
                    late.append(every[-1])
                    late_cpu.append(time.process_time() - cpu)
            else:
                action = medium.choose(view, rng)
            state, _ = apply(state, action)
    print(f"{args.level}, exact from {search.exact_tricks} tricks left (node cap "
          f"{search.node_cap:,}, budget {search.node_budget:,}, "
          f"{world_solves.thread_count(search.threads)} solver threads), {args.deals} "
          f"{args.profile} deals, solver {solver.BACKEND}:")
    report("9-11 tricks left (wall)", late)
    report("9-11 tricks left (CPU)", late_cpu)
    report("every card (wall)", every)
    print(f"  stopped by the {search.time_cap} s CPU cap: {capped} of {len(every)}")
    print("  worlds solved exactly, by tricks left: " + ", ".join(
        f"{k}: {a}/{b} ({100 * a / b:.0f} %)" for k, (a, b, _) in sorted(exact_worlds.items())
        if b and k >= 6))
    print("  worlds weighed a decision, by tricks left: " + ", ".join(
        f"{k}: {b / n:.1f}" for k, (_, b, n) in sorted(exact_worlds.items()) if n and k >= 6))


if __name__ == "__main__":
    main()
