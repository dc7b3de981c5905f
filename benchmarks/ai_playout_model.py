"""How well does a play-out predict the declarer's card points on the true cards? (issue 29)

    python benchmarks/ai_playout_model.py --profile online-40 --deals 60 --seed 5
    python benchmarks/ai_playout_model.py --profile online-40 --deals 80 --seed 6 --tails 0,4,6,8,10

A level (Hard, no clock) plays deals against itself. For every suit contract
played, the deal's true hands at the first card are played out by each model
and compared with the card points the declarer really took: the greedy
open-card rollout the contract search uses (``0``), the same with its last k
tricks solved exactly (``k``), and the whole deal solved exactly (``all``).
Prints each model's mean gap (taken − predicted), its spread, and its time
per play-out. The contract search adds ``contract_search.ROLLOUT_BIAS`` to its
forecast over *random* layouts; a mean gap near 0 here, on the *true* layout,
says that bias comes from the layouts (what the auction tells about the other
hands), not from the greedy play.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from binokel_desktop.ai import contract_search as cs
from binokel_desktop.ai import make_bot
from binokel_desktop.ai.common import points_of
from binokel_desktop.ai.outcome import rollout
from binokel_desktop.ai.solver import Solver
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Contract
from binokel_desktop.engine.state import GameState, Phase
from binokel_desktop.engine.view import SeatView


def played_contracts(profile: str, deals: int, level: str, seed: int):
    """Per suit contract played: the declarer's view at the first card, the true
    hands, the leader, and the card points the declarer took."""
    p = PROFILES[profile]
    for i in range(deals):
        state: GameState = new_game(p, seed * 1000 + i, dealer=i % p.deal.seats)
        bots = [make_bot(level, clock=False) for _ in range(p.deal.seats)]
        rngs = [random.Random(f"{i}:{s}") for s in range(p.deal.seats)]
        first: tuple[SeatView, list[int], int] | None = None
        while True:
            if state.phase is Phase.PLAY and first is None:
                first = (seat_view(state, state.declarer), list(state.hands), state.to_act)
            action = bots[state.to_act].choose(seat_view(state, state.to_act), rngs[state.to_act])
            new, _ = apply(state, action)
            if new.deal_no != state.deal_no or new.phase is Phase.GAME_OVER:
                state = new
                break
            state = new
        if first is None or not state.results or state.results[-1].contract is not Contract.SUIT:
            continue
        r = state.results[-1]
        yield (*first, r.parties[r.declarer_party].raw_points)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="online-40")
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--tails", default="0,4,6,8,all", help="models: 0 greedy, k exact tail, all")
    args = ap.parse_args()
    models = args.tails.split(",")
    gaps: dict[str, list[int]] = {m: [] for m in models}
    secs = dict.fromkeys(models, 0.0)
    for view, hands, leader, taken in played_contracts(
        args.profile, args.deals, args.level, args.seed
    ):
        assert view.trump is not None
        g, _ = cs.deal_game(view, int(view.trump))
        disc = points_of(view.auction.discards)
        if not view.profile.exchange.discards_count_for_declarer:
            disc = 0
        for m in models:
            t = time.perf_counter()
            if m == "all":
                v = Solver(g).value(hands, [], [], leader)
            else:
                v = rollout(g, list(hands), [], [], leader, exact_tail=int(m))
            secs[m] += time.perf_counter() - t
            gaps[m].append(taken - disc - v)
    n = len(gaps[models[0]])
    print(f"{args.profile}, {args.level} self-play, seed {args.seed}: {n} suit contracts")
    for m in models:
        name = {"0": "greedy", "all": "exact, whole deal"}.get(m, f"exact last {m} tricks")
        gap, sd = statistics.mean(gaps[m]), statistics.pstdev(gaps[m])
        ms = 1000 * secs[m] / n
        print(f"  {name:22s} gap {gap:+6.1f}  sd {sd:5.1f}  {ms:7.1f} ms a play-out")


if __name__ == "__main__":
    main()
