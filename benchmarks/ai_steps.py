"""Exact card values against values only to the steps where the result changes (issue 26).

    python benchmarks/ai_steps.py --profile grupp1994-3 --left 11 --deals 5
    python benchmarks/ai_steps.py --profile kreuz-4 --left 10 --deals 8
    python benchmarks/ai_steps.py --profile online-40 --left 11 --deals 8

Medium plays the deals; at each card with a choice and ``--left`` tricks to go, one
world is drawn for the seat to act and solved twice: every card's exact value
(``Solver.move_values``, what Expert does) and its value to ``Outcome.steps``
(``Solver.move_steps``). Prints the nodes of both and checks that every card's
utility is the same but for the tie-break. Where the game has no rounding (no
steps), the second search is one window from the contract's goal up instead.
"""

from __future__ import annotations

import argparse
import random
import time

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.common import points_of
from binokel_desktop.ai.knowledge import layout_of, sample_world
from binokel_desktop.ai.outcome import Outcome, game_of
from binokel_desktop.ai.solver import Solver
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Play
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.view import SeatView


def goal_of(out: Outcome, stash: int) -> int:
    """What the declarer's side must still take to make the contract."""
    disc = out.own_discards if out.own_discards >= 0 else points_of(stash)
    return out.bid - out.decl_melds - out.decl_points - (disc if out.count_discards else 0)


def views(profile: str, left: int, deals: int) -> list[SeatView]:
    """The views with ``left`` tricks to go and a choice of cards, Medium everywhere."""
    p = PROFILES[profile]
    medium = make_bot("medium")
    found = []
    for d in range(deals):
        state = new_game(p, 900 + d)
        rng = random.Random(d)
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            view = seat_view(state, state.to_act)
            tricks_left = p.deal.hand_size - len(state.plays) // p.hand_players
            if (state.phase is Phase.PLAY and tricks_left == left
                    and sum(isinstance(a, Play) for a in view.legal) > 1):
                found.append(view)
            state, _ = apply(state, medium.choose(view, rng))
    return found


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="grupp1994-3", choices=sorted(PROFILES))
    ap.add_argument("--left", type=int, default=11)
    ap.add_argument("--deals", type=int, default=5)
    args = ap.parse_args()
    exact_nodes = step_nodes = 0
    exact_s = step_s = 0.0
    differ = 0
    found = views(args.profile, args.left, args.deals)
    for i, view in enumerate(found):
        g, side = game_of(view)
        out = Outcome(view, side)
        world = sample_world(layout_of(view), random.Random(i))
        hands = list(world.hands)
        hands[view.seat] = view.hand
        pos = hands, view.trick, view.trick_seats, view.seat
        exact = Solver(g)
        t = time.perf_counter()
        values = exact.move_values(*pos)
        exact_s += time.perf_counter() - t
        stepped = Solver(g)
        steps = out.steps(world.stash, stepped.bound(hands, view.trick))
        t = time.perf_counter()
        if steps is None:
            goal = goal_of(out, world.stash)
            top = stepped.bound(hands, view.trick) + 1
            got = {c: stepped._fast_value(*pos, c, goal - 1, top) for c in values}
            got = {c: v if v is not None and v >= goal else 0 for c, v in got.items()}
        else:
            got = stepped.move_steps(*pos, steps)
        step_s += time.perf_counter() - t
        for c, v in values.items():
            low = got[c]
            # The same utility but for the tie-break (a twentieth of a point per point).
            if abs(out.utility(v, world.stash) - out.utility(low, world.stash)) > 0.05 * (
                    v - low) + 1e-9:
                differ += 1
        exact_nodes += exact.nodes
        step_nodes += stepped.nodes
    kind = "steps" if any(Outcome(v, game_of(v)[1]).steps(0, 1) is not None
                          for v in found[:1]) else "goal window"
    print(f"{args.profile}, {args.left} tricks left, {len(found)} positions ({kind}):")
    print(f"  exact values {exact_nodes:,} nodes, {exact_s:.2f} s; "
          f"to the steps {step_nodes:,} nodes, {step_s:.2f} s; "
          f"{exact_nodes / max(step_nodes, 1):.2f}x fewer nodes")
    print(f"  cards whose utility differs beyond the tie-break: {differ}")


if __name__ == "__main__":
    main()
