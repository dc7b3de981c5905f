"""The coach's time per decision (issue 30: p95 <= 300 ms), per decision kind and overall.

    nice -n 10 python benchmarks/coach_latency.py --positions 40

Plays seeded games of every profile (and grupp1994-3 / kreuz-4 with Rufen and
Bettel switched on), half the actions random legal ones and half Medium's, and
asks ``ai.coach.advise`` about up to ``--positions`` decisions of every kind in
every profile (card play sampled across the deal). Prints p50 / p95 / max in
milliseconds per kind and overall -- wall clock, and this thread's CPU time (what
the coach costs without the other work on the machine) -- and the load average.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections import defaultdict

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.base import decision_kind
from binokel_desktop.ai.coach import advise
from binokel_desktop.engine import PROFILES, AnyState, apply, new_game, seat_view
from binokel_desktop.engine.actions import GoOut, Pass
from binokel_desktop.engine.profile import RuleProfile
from binokel_desktop.engine.state import Phase

BUDGET_MS = 300.0


def profiles() -> list[RuleProfile]:
    """Every profile, and two with Rufen (one with Bettel)."""
    out = list(PROFILES.values())
    out.append(PROFILES["grupp1994-3"].with_options(rufen=True, rufen_min_bid=150, bettel=True))
    out.append(PROFILES["kreuz-4"].with_options(rufen=True, rufen_min_bid=150))
    return out


def percentile(xs: list[float], q: float) -> float:
    """The ``q`` quantile of sorted ``xs`` (nearest rank)."""
    if not xs:
        return 0.0
    return xs[min(len(xs) - 1, int(q * len(xs)))]


Times = dict[str, list[tuple[float, float]]]


def measure(profile: RuleProfile, positions: int, seed: int) -> Times:
    """(wall, CPU) milliseconds per advice, by decision kind, over seeded games."""
    times: Times = defaultdict(list)
    medium = make_bot("medium", clock=False)
    game = 0
    n = 0
    while game < 40 and any(len(times[k]) < positions for k in ("bid", "play")):
        rng = random.Random(seed * 1000 + game)
        state: AnyState = new_game(profile, seed * 1000 + game)
        game += 1
        for _ in range(3):  # deals per game
            deal = state.deal_no
            while state.deal_no == deal and state.phase is not Phase.GAME_OVER:
                view = seat_view(state, state.to_act)
                kind = decision_kind(view)
                n += 1
                if view.phase is not Phase.DEAL_OVER and len(times[kind]) < positions and (
                    kind != "play" or n % 3 == 0
                ):
                    t, c = time.perf_counter(), time.thread_time()
                    advise(view)
                    times[kind].append(((time.perf_counter() - t) * 1000.0,
                                        (time.thread_time() - c) * 1000.0))
                legal = view.legal
                if view.phase is Phase.AUCTION:
                    legal = [*legal[:2], *(a for a in legal[2:] if isinstance(a, Pass))]
                action = legal[rng.randrange(len(legal))]
                if rng.random() < 0.5 or isinstance(action, GoOut):
                    action = medium.choose(view, rng)
                state, _ = apply(state, action)
            if state.phase is Phase.GAME_OVER:
                break
    return times


def line(name: str, pairs: list[tuple[float, float]]) -> str:
    """p50 / p95 / max of wall and CPU milliseconds, and how many walls were over budget."""
    wall = sorted(w for w, _ in pairs)
    cpu = sorted(c for _, c in pairs)
    over = sum(1 for x in wall if x > BUDGET_MS)

    def three(xs: list[float]) -> str:
        return (f"{percentile(xs, 0.5):6.1f} / {percentile(xs, 0.95):6.1f} / "
                f"{xs[-1] if xs else 0.0:6.1f}")

    return f"{name:<14} {len(pairs):>5}  wall {three(wall)}  cpu {three(cpu)}  over {over}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=40,
                    help="decisions per kind and profile (default 40)")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--profile", action="append", default=[],
                    help="only these profiles (by name, repeatable)")
    args = ap.parse_args()
    load = os.getloadavg()[0]
    by_kind: Times = defaultdict(list)
    for p in profiles():
        if args.profile and p.name not in args.profile:
            continue
        times = measure(p, args.positions, args.seed)
        label = p.name + ("+r" if p.contracts.rufen else "")
        every = [x for xs in times.values() for x in xs]
        print(line(label, every), "  wall p95:", ", ".join(
            f"{k} {percentile(sorted(w for w, _ in v), 0.95):.0f}"
            for k, v in sorted(times.items()) if v))
        for k, v in times.items():
            by_kind[k] += v
    print(f"\n{'':<14} {'n':>5}  wall p50 / p95 / max ms   cpu p50 / p95 / max ms")
    for k in sorted(by_kind):
        print(line(k, by_kind[k]))
    print(line("overall", [x for xs in by_kind.values() for x in xs]))
    print(f"load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end "
          f"({os.cpu_count()} cores); budget p95 <= {BUDGET_MS:.0f} ms")


if __name__ == "__main__":
    main()
