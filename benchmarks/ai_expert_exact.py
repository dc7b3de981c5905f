"""Expert's card-play time with exact solving from more tricks left (issue 26).

    python benchmarks/ai_expert_exact.py --deals 6 --exact 11

online-40 deals: Medium players everywhere but in card play, where Expert
decides every card with a choice. ``--exact N`` solves every world exactly
from N tricks left, with node caps raised (5 M per world, 100 M per decision)
so that the solves complete; 8 is Expert as shipped. Prints wall-clock and
CPU p50 / p95 / max of the decisions with 9-11 tricks left, and of all.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time

from binokel_desktop.ai import make_bot, pimc
from binokel_desktop.ai.arena import percentile
from binokel_desktop.ai.contract_search import ContractSearch
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
    ap.add_argument("--exact", type=int, default=8)
    args = ap.parse_args()
    search = pimc.EXPERT_SEARCH
    if args.exact != search.exact_tricks:
        search = dataclasses.replace(search, exact_tricks=args.exact, node_cap=5_000_000,
                                     node_budget=100_000_000)
    bot = pimc.SearchBot("expert", pimc.EXPERT_RULES, search,
                         ContractSearch(32, 16, 4, discard_variants=True, plan_top=3))
    medium = make_bot("medium")
    profile = PROFILES["online-40"]
    tricks = profile.deal.hand_size
    late, late_cpu, every = [], [], []
    for d in range(args.deals):
        state = new_game(profile, 900 + d)
        rng = random.Random(d)
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            view = seat_view(state, state.to_act)
            if state.phase is Phase.PLAY and sum(isinstance(a, Play) for a in view.legal) > 1:
                left = tricks - len(state.plays) // profile.hand_players
                wall, cpu = time.perf_counter(), time.thread_time()
                action = bot.choose(view, random.Random(len(state.plays)))
                every.append(time.perf_counter() - wall)
                if 9 <= left <= 11:
                    late.append(every[-1])
                    late_cpu.append(time.thread_time() - cpu)
            else:
                action = medium.choose(view, rng)
            state, _ = apply(state, action)
    print(f"Expert, exact from {args.exact} tricks left, {args.deals} online-40 deals:")
    report("9-11 tricks left (wall)", late)
    report("9-11 tricks left (CPU)", late_cpu)
    report("every card (wall)", every)


if __name__ == "__main__":
    main()
