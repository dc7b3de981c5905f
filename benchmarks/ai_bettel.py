"""Bettel hands: how the cheap ``danger`` count relates to the solved chance, and what
the solving costs.

Random deals of a profile with Bettel switched on; the first bidder wins the
auction at the minimum, takes the dabb and lays away ``bettel_discard``. Each
hand whose danger is at most ``--solve-up-to`` is solved on ``--worlds`` random
layouts of the unseen cards. Prints, per danger count, how many hands there
were, their mean and best chance to lose every trick, and the solving time.

    python benchmarks/ai_bettel.py --profile grupp1994-3 --hands 20000 --worlds 16

With ``--play LEVEL``, every hand whose chance reaches ``MIN_CHANCE`` is also
played out as a Bettel against two defenders of that level (the declarer's
cards played by the same level), and the forecast is set against how many were
made: the calibration of the chance.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from typing import Any

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.bettel import (
    MIN_CHANCE,
    NODE_CAP,
    PLAUSIBLE_DANGER,
    bettel_chance,
    bettel_discard,
    danger,
)
from binokel_desktop.ai.common import deck_of, played_mask
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Announce, Bid, Contract, Discard, Pass, TakeDabb
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.view import SeatView


def declarer_view(profile_name: str, seed: int) -> SeatView:
    """The auction winner's view at the discard, the first bidder having won at the minimum."""
    return seat_view(*_at_discard(profile_name, seed))


def _at_discard(profile_name: str, seed: int) -> tuple[Any, int]:
    profile = PROFILES[profile_name].with_options(bettel=True)
    state = new_game(profile, seed)
    while state.phase is not Phase.DISCARD:
        view = seat_view(state, state.to_act)
        legal = list(view.legal)
        if state.phase is Phase.AUCTION:
            bids = [a for a in legal if isinstance(a, Bid)]
            action = bids[0] if bids and view.auction.holder < 0 else Pass()
            if action not in legal:
                action = legal[0]
        elif TakeDabb() in legal:
            action = TakeDabb()
        else:
            action = legal[0]
        state, _ = apply(state, action)
    return state, state.to_act


def play_bettel(profile_name: str, seed: int, level: str) -> bool:
    """Lay away the Bettel discard, announce Bettel and let ``level`` bots play it out."""
    state, declarer = _at_discard(profile_name, seed)
    bots = [make_bot(level) for _ in range(state.profile.deal.seats)]
    rngs = [random.Random(f"bettel:{seed}:{s}") for s in range(state.profile.deal.seats)]
    deal = state.deal_no
    while state.deal_no == deal and state.phase is not Phase.GAME_OVER:
        view = seat_view(state, state.to_act)
        if state.to_act == declarer and state.phase is Phase.DISCARD:
            k = view.hand.bit_count() - view.profile.deal.hand_size
            out = deck_of(view.profile) & ~(view.hand | played_mask(view) | view.auction.discards)
            action: Any = Discard(bettel_discard(view.hand, k, out))
        elif state.to_act == declarer and state.phase is Phase.TRUMP:
            action = Announce(Contract.BETTEL)
        else:
            action = bots[state.to_act].choose(view, rngs[state.to_act])
        state, _ = apply(state, action)
    result = state.results[-1]
    assert result.contract is Contract.BETTEL
    return result.made


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="grupp1994-3")
    ap.add_argument("--hands", type=int, default=400)
    ap.add_argument("--worlds", type=int, default=16)
    ap.add_argument("--node-cap", type=int, default=NODE_CAP)
    ap.add_argument("--play", default="", help="also play the likely Bettels with this level")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--solve-up-to", type=int, default=PLAUSIBLE_DANGER + 4)
    args = ap.parse_args()
    rows: dict[int, list[tuple[float, float]]] = defaultdict(list)
    played: list[tuple[float, bool]] = []
    for i in range(args.hands):
        seed = args.seed * 100_000 + i
        view = declarer_view(args.profile, seed)
        k = view.hand.bit_count() - view.profile.deal.hand_size
        out = deck_of(view.profile) & ~(view.hand | played_mask(view) | view.auction.discards)
        kept = view.hand & ~bettel_discard(view.hand, k, out)
        d = danger(kept, out)
        if d > args.solve_up_to:
            continue
        t0 = time.perf_counter()
        chance = bettel_chance(view, kept, out, random.Random(i), args.worlds, args.node_cap)
        rows[min(d, 30)].append((chance, time.perf_counter() - t0))
        if args.play and chance >= MIN_CHANCE:
            played.append((chance, play_bettel(args.profile, seed, args.play)))
    print(
        f"{args.profile}: {args.hands} hands, those at danger <= {args.solve_up_to} solved"
        f" on {args.worlds} layouts, node cap {args.node_cap}"
    )
    print(f"{'danger':>6} {'hands':>5} {'mean chance':>11} {'max chance':>10} {'ms/hand':>8}")
    for d in sorted(rows):
        ch = [c for c, _ in rows[d]]
        ms = [1000 * t for _, t in rows[d]]
        print(
            f"{d:>6} {len(ch):>5} {statistics.mean(ch):>11.2f} {max(ch):>10.2f}"
            f" {statistics.mean(ms):>8.1f}"
        )
    worth = [c for d, r in rows.items() if d <= PLAUSIBLE_DANGER for c, _ in r]
    above = [c for d, r in rows.items() if d > PLAUSIBLE_DANGER for c, _ in r]
    print(
        f"through the gate (danger <= {PLAUSIBLE_DANGER}): {len(worth)} of {args.hands} hands;"
        f" best chance above the gate: {max(above, default=0.0):.2f}"
    )

    if played:
        for lo, hi in ((MIN_CHANCE, 1.0), (1.0, 1.01), (MIN_CHANCE, 1.01)):
            group = [(c, m) for c, m in played if lo <= c < hi]
            if not group:
                continue
            made = sum(m for _, m in group)
            forecast = statistics.mean(c for c, _ in group)
            print(
                f"played by {args.play}: {len(group)} Bettels at chance in [{lo:.2f}, {hi:.2f}),"
                f" forecast {forecast:.2f}, made {made} ({made / len(group):.2f})"
            )


if __name__ == "__main__":
    main()
