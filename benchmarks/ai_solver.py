"""Double-dummy solver benchmark: exact values of random 3-hand positions.

Deals ``--tricks`` cards to each of three hands from the 48-card deck (random
trump, random leader, declarer = seat 0 against the coalition), solves each
exactly with the full solver and with a plain alpha-beta (no table, no
ordering, no merging of identical cards), checks that both agree, and prints
the median time, nodes per second and the speed-up.

    python benchmarks/ai_solver.py --tricks 8 --positions 30 --seed 1
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from binokel_desktop.ai.common import CARD_POINTS
from binokel_desktop.ai.solver import Game, Solver
from binokel_desktop.engine import PROFILES
from binokel_desktop.engine.cards import cards_of, deck_mask


def positions(tricks: int, count: int, seed: int) -> list[tuple[Game, tuple[int, ...], int]]:
    p = PROFILES["grupp1994-3"]
    deck = cards_of(deck_mask(p.deck.ranks))
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        cards = rng.sample(deck, 3 * tricks)
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tricks", type=int, default=8)
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--plain",
        type=int,
        default=-1,
        help="positions also solved by plain alpha-beta (default: all)",
    )
    args = ap.parse_args()
    pos = positions(args.tricks, args.positions, args.seed)
    n_plain = len(pos) if args.plain < 0 else args.plain
    times, nodes = [], 0
    ptimes, pnodes = [], 0
    ratios = []
    for i, (game, hands, leader) in enumerate(pos):
        s = Solver(game)
        t0 = time.perf_counter()
        v = s.value(hands, (), (), leader)
        dt = time.perf_counter() - t0
        times.append(dt)
        nodes += s.nodes
        if i < n_plain:
            ps = Solver(game, table=False, ordering=False, merge=False)
            t0 = time.perf_counter()
            pv = ps.value(hands, (), (), leader)
            pdt = time.perf_counter() - t0
            assert pv == v, (i, v, pv)
            ptimes.append(pdt)
            pnodes += ps.nodes
            ratios.append(pdt / dt)
    print(f"{len(pos)} positions, {args.tricks} tricks left, 3 hands, seed {args.seed}")
    print(
        f"solver: median {statistics.median(times) * 1000:.1f} ms, "
        f"p90 {sorted(times)[int(0.9 * len(times)) - 1] * 1000:.1f} ms, "
        f"max {max(times) * 1000:.1f} ms, {nodes / sum(times):,.0f} nodes/s"
    )
    if ptimes:
        print(
            f"plain alpha-beta on {len(ptimes)} of them: median "
            f"{statistics.median(ptimes) * 1000:.1f} ms, {pnodes / sum(ptimes):,.0f} nodes/s"
        )
        print(
            f"speed-up: total time {sum(ptimes) / sum(times[: len(ptimes)]):.1f}x, "
            f"median per position {statistics.median(ratios):.1f}x, "
            f"nodes {pnodes / max(1, sum(1 for _ in ptimes)):,.0f} vs "
            f"{nodes / len(times):,.0f} per position"
        )


if __name__ == "__main__":
    main()
