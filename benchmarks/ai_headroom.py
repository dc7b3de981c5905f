"""Card-play headroom on fixed contracts: random = 0 %, the all-seeing bot = 100 %.

Medium bots bid, take the dabb, discard and name trump for every seat; deals
that end in a suit contract are kept. Then the declarer's cards are played by
each level in turn against Medium defenders, from the same position with the
same random seeds. The figure per level is the declarer's mean score change
(and raw card points), placed on the line from the random bot to the oracle
(the Expert search run on the true cards). The level ``exact`` is the exact
all-seeing bound: every declarer card chosen by solving the true deal exactly
from trick 1 (the most card points for the declarer's side against any
defence; one solver, and its table, for the whole deal): the position's value,
then one zero-window test a card for reaching it, the lowest card that does
chosen. ``exact-values`` chooses the same card from every card's
exact value (the reference; slower).

    python benchmarks/ai_headroom.py --profile grupp1994-3 --deals 100
    python benchmarks/ai_headroom.py --profile online-40 --deals 40 --levels random,oracle,exact
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.knowledge import World
from binokel_desktop.ai.outcome import game_of
from binokel_desktop.ai.pimc import OracleBot
from binokel_desktop.ai.solver import Solver
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Action, Contract, Play
from binokel_desktop.engine.state import GameState, Phase


class ExactOracle:
    """The declarer's cards by exact solving of the true deal, from the first trick on."""

    def __init__(self, by_values: bool = False) -> None:
        self.solver: Solver | None = None
        self.seconds = 0.0  # time spent solving, over all decisions
        self.by_values = by_values  # every card's exact value (the reference)

    def choose(self, state: GameState) -> Action:
        """The card with the highest exact value for the declarer's side (ties: lowest id)."""
        view = seat_view(state, state.to_act)
        legal = [a for a in view.legal if isinstance(a, Play)]
        if len(legal) <= 1:
            return legal[0] if legal else view.legal[0]  # one card, or the next deal
        if self.solver is None:
            self.solver = Solver(game_of(view)[0])
        t = time.perf_counter()
        pos = (state.hands, state.trick, state.trick_seats, state.to_act)
        if self.by_values:
            values = self.solver.move_values(*pos)
        else:
            # The best value, then which cards reach it (the same card as by values).
            best = self.solver.value(*pos)
            values = self.solver.move_steps(*pos, (best,)) if best > 0 else {
                a.card: 0 for a in legal}
        self.seconds += time.perf_counter() - t
        best = max(values.values())
        card = min(c for c, v in values.items() if v == best)
        return next(a for a in legal if a.card in (card, card ^ 1))


def contracts(profile_name: str, deals: int, seed: int, level: str = "") -> list[GameState]:
    """Positions at the first card of suit contracts reached by Medium bidding (or by
    ``level`` at every seat, without the clock)."""
    profile = PROFILES[profile_name]
    out: list[GameState] = []
    i = 0
    while len(out) < deals:
        i += 1
        state = new_game(profile, seed * 100_003 + i, dealer=i % profile.deal.seats)
        assert isinstance(state, GameState)
        bots = [make_bot(level, clock=False) if level else make_bot("medium")
                for _ in range(profile.deal.seats)]
        rng = random.Random(i)
        while state.phase is not Phase.PLAY and state.deal_no == 0:
            state, _ = apply(state, bots[state.to_act].choose(seat_view(state, state.to_act), rng))
        if state.deal_no == 0 and state.contract is Contract.SUIT:
            out.append(state)
    return out


def play_out(start: GameState, level: str, k: int) -> tuple[int, int]:
    """The declarer's score change and raw points with ``level`` playing his cards."""
    state = start
    d = state.declarer
    oracle = OracleBot() if level == "oracle" else None
    exact = ExactOracle(level == "exact-values") if level.startswith("exact") else None
    bot = oracle or make_bot("random" if exact else level)
    defenders = [make_bot("medium") for _ in range(state.profile.deal.seats)]
    rng_d = random.Random(f"decl:{k}")
    rng_o = random.Random(f"def:{k}")
    while state.deal_no == 0 and state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        view = seat_view(state, seat)
        if seat == d:
            if oracle is not None:
                oracle.truth = World(state.hands, state.discards)
            action = exact.choose(state) if exact is not None else bot.choose(view, rng_d)
        else:
            action = defenders[seat].choose(view, rng_o)
        state, _ = apply(state, action)
    res = state.results[-1]
    part = res.parties[res.declarer_party]
    return res.changes[res.declarer_party], part.raw_points


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="grupp1994-3")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--levels", default="random,easy,medium,hard,expert,oracle")
    ap.add_argument("--json", default="", help="write each contract's results per level here")
    args = ap.parse_args()
    starts = contracts(args.profile, args.deals, args.seed)
    levels = args.levels.split(",")
    score: dict[str, float] = {}
    raw: dict[str, float] = {}
    made: dict[str, float] = {}
    per: dict[str, list[tuple[int, int]]] = {}
    for level in levels:
        t = time.perf_counter()
        res = per[level] = [play_out(s, level, k) for k, s in enumerate(starts)]
        print(f"  ({level}: {time.perf_counter() - t:.0f} s)", flush=True)
        score[level] = statistics.mean(r[0] for r in res)
        raw[level] = statistics.mean(r[1] for r in res)
        made[level] = sum(1 for r in res if r[0] > 0) / len(res)
    lo, hi = score.get("random", 0.0), score.get("oracle", 1.0)
    rlo, rhi = raw.get("random", 0.0), raw.get("oracle", 1.0)
    print(
        f"{args.profile}: {len(starts)} fixed suit contracts (Medium bidding), "
        f"declarer played by each level against Medium defenders"
    )
    for level in levels:
        h = (score[level] - lo) / (hi - lo) if hi != lo else float("nan")
        hr = (raw[level] - rlo) / (rhi - rlo) if rhi != rlo else float("nan")
        print(
            f"  {level:7} score {score[level]:+7.1f}  made {made[level]:5.1%}  "
            f"raw {raw[level]:6.1f}  headroom by score {h:6.1%}  by points {hr:6.1%}"
        )
    if {"hard", "expert", "exact"} <= set(per):
        gap_ratio(per)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"profile": args.profile, "seed": args.seed, "levels": per}, f)


def gap_ratio(per: dict[str, list[tuple[int, int]]], reps: int = 4000) -> None:
    """Print Expert's and Hard's gaps to the exact bound in raw card points, and the
    ratio of the two with a 95 % bootstrap interval over the contracts (issue 29 asks
    for at most one half)."""
    rng = random.Random(0)
    n = len(per["exact"])

    def gaps(idx: list[int]) -> tuple[float, float]:
        ex = sum(per["exact"][i][1] for i in idx)
        return ex - sum(per["expert"][i][1] for i in idx), ex - sum(per["hard"][i][1] for i in idx)

    e, h = gaps(list(range(n)))
    ratios = []
    for _ in range(reps):
        ge, gh = gaps([rng.randrange(n) for _ in range(n)])
        ratios.append(ge / gh if gh > 0 else float("inf"))
    ratios.sort()
    lo, hi = ratios[int(0.025 * reps)], ratios[int(0.975 * reps) - 1]
    print(f"  gap to exact: expert {e / n:.1f}, hard {h / n:.1f} card points; "
          f"ratio {e / h:.2f} [{lo:.2f}, {hi:.2f}]")


if __name__ == "__main__":
    main()
