"""Double-dummy solver benchmark: exact values of random 3-hand positions.

Deals ``--tricks`` cards to each of three hands from the 48- or 40-card deck
(``--deck``; random trump, random leader, declarer = seat 0 against the
coalition; the cards left over sit out), solves each exactly with the full
solver in the backend in use (``BINOKEL_SOLVER=python`` forces the Python one)
and optionally with the Python backend too (``--python N``: the first N
positions, same values and node counts asserted) and with a plain alpha-beta
(``--plain N``: no table, no ordering, no merging of identical cards), and
prints the median, p90 and maximum time, nodes per second and the speed-ups.

    python benchmarks/ai_solver.py --tricks 8 --positions 30 --seed 1 --plain 10
    python benchmarks/ai_solver.py --deck 40 --tricks 12 --positions 100 --plain 0
    python benchmarks/ai_solver.py --deck 48 --tricks 15 --positions 20 --plain 0
    python benchmarks/ai_solver.py --tricks 8 --positions 30 --plain 0 --python 30
    python benchmarks/ai_solver.py --deck 40 --tricks 12 --positions 30 --plain 0 --threshold 70

``--threshold T`` times the question "can the declarer take at least T?"
(``Solver.at_least``, a zero-window search) instead of the exact value.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from binokel_desktop.ai.common import CARD_POINTS
from binokel_desktop.ai.solver import BACKEND, Game, SearchAborted, Solver, backend_note
from binokel_desktop.engine import PROFILES
from binokel_desktop.engine.cards import cards_of, deck_mask

DECKS = {48: "grupp1994-3", 40: "online-40"}


def positions(
    tricks: int, count: int, seed: int, deck: int = 48
) -> list[tuple[Game, tuple[int, ...], int]]:
    """``count`` seeded positions: three hands of ``tricks`` cards from the deck."""
    p = PROFILES[DECKS[deck]]
    cards_all = cards_of(deck_mask(p.deck.ranks))
    if 3 * tricks > len(cards_all):
        raise SystemExit(f"a {deck}-card deck holds at most {len(cards_all) // 3} tricks")
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        cards = rng.sample(cards_all, 3 * tricks)
        hands = [0, 0, 0]
        for i, c in enumerate(cards):
            hands[i % 3] |= 1 << c
        game = Game(
            trump=rng.randrange(4),
            rules=p.tricks,
            order=(1, 2, 0),
            maxi=(True, False, False),
            points=CARD_POINTS,
            trick_value=0,
            last_bonus=p.tricks.last_trick_bonus,
            players=3,
        )
        out.append((game, tuple(hands), rng.randrange(3)))
    return out


def _ms(t: float) -> str:
    return f"{t * 1000:.1f} ms"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deck", type=int, choices=sorted(DECKS), default=48)
    ap.add_argument("--tricks", type=int, default=8)
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--plain",
        type=int,
        default=-1,
        help="positions also solved by plain alpha-beta (default: all)",
    )
    ap.add_argument(
        "--deadline",
        type=float,
        default=0.0,
        help="give up a position after this many seconds (counted as that long)",
    )
    ap.add_argument(
        "--threshold", type=int, default=-1, help="time at_least(T), not the exact value"
    )
    ap.add_argument(
        "--python",
        type=int,
        default=0,
        help="positions also solved by the Python backend (with the C core in use)",
    )
    args = ap.parse_args()
    pos = positions(args.tricks, args.positions, args.seed, args.deck)
    n_plain = len(pos) if args.plain < 0 else args.plain
    n_py = min(args.python, len(pos)) if BACKEND == "C" else 0
    times, nodes, counts = [], 0, []
    ptimes, pnodes = [], 0
    ratios = []
    pytimes: list[float] = []
    pyidx: list[int] = []
    given_up: list[int] = []
    yes = 0
    for i, (game, hands, leader) in enumerate(pos):
        t0 = time.perf_counter()
        s = Solver(game, deadline=t0 + args.deadline if args.deadline else 0.0)
        try:
            if args.threshold >= 0:
                v = int(s.at_least(hands, (), (), leader, args.threshold))
            else:
                v = s.value(hands, (), (), leader)
        except SearchAborted:
            given_up.append(i)
            v = -1
        dt = time.perf_counter() - t0
        times.append(dt)
        nodes += s.nodes
        counts.append(s.nodes)
        if v < 0:
            continue
        yes += v if args.threshold >= 0 else 0
        if i < n_py:
            ys = Solver(game, backend="Python")
            t0 = time.perf_counter()
            if args.threshold >= 0:
                yv = int(ys.at_least(hands, (), (), leader, args.threshold))
            else:
                yv = ys.value(hands, (), (), leader)
            pytimes.append(time.perf_counter() - t0)
            pyidx.append(i)
            assert (yv, ys.nodes) == (v, s.nodes), (i, v, yv, s.nodes, ys.nodes)
        if i < n_plain:
            ps = Solver(game, table=False, ordering=False, merge=False)
            t0 = time.perf_counter()
            if args.threshold >= 0:
                pv = int(ps.at_least(hands, (), (), leader, args.threshold))
            else:
                pv = ps.value(hands, (), (), leader)
            pdt = time.perf_counter() - t0
            assert pv == v, (i, v, pv)
            ptimes.append(pdt)
            pnodes += ps.nodes
            ratios.append(pdt / dt)
    query = f"at_least({args.threshold})" if args.threshold >= 0 else "exact value"
    print(
        f"{len(pos)} positions, {args.deck}-card deck, {args.tricks} tricks left, 3 hands, "
        f"seed {args.seed}, {query}; {backend_note()}, load {os.getloadavg()[0]:.1f}"
    )
    if args.threshold >= 0:
        print(f"at least {args.threshold}: {yes} of {len(pos) - len(given_up)}")
    print(
        f"solver: median {_ms(statistics.median(times))}, "
        f"p90 {_ms(sorted(times)[max(0, int(0.9 * len(times)) - 1)])}, "
        f"max {_ms(max(times))}, {nodes / sum(times):,.0f} nodes/s, "
        f"median {statistics.median(counts):,.0f} nodes, total {nodes:,} nodes"
    )
    slow = sorted(range(len(times)), key=lambda i: -times[i])[:3]
    print("slowest: " + ", ".join(f"#{i} {_ms(times[i])} ({counts[i]:,} nodes)" for i in slow))
    if given_up:
        print(f"given up after {args.deadline:.0f} s: {len(given_up)} positions {given_up}")
    if pytimes:
        ct = [times[i] for i in pyidx]
        print(
            f"Python backend on {len(pytimes)} of them (same values and nodes): median "
            f"{_ms(statistics.median(pytimes))}, max {_ms(max(pytimes))}; C is "
            f"{sum(pytimes) / sum(ct):.1f}x faster in total, median per position "
            f"{statistics.median(p / t for p, t in zip(pytimes, ct, strict=True)):.1f}x"
        )
    if ptimes:
        print(
            f"plain alpha-beta on {len(ptimes)} of them: median "
            f"{_ms(statistics.median(ptimes))}, {pnodes / sum(ptimes):,.0f} nodes/s"
        )
        print(
            f"speed-up: total time {sum(ptimes) / sum(times[: len(ptimes)]):.1f}x, "
            f"median per position {statistics.median(ratios):.1f}x, "
            f"nodes {pnodes / max(1, len(ptimes)):,.0f} vs "
            f"{nodes / len(times):,.0f} per position"
        )


if __name__ == "__main__":
    main()
