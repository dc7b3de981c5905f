"""Bidding near the limit: the bot's call and the other call, both played to the end.

A level plays deals against itself. At up to ``--forks`` auction decisions a
deal whose value lies within ``--window`` of the bidder's limit, the deal is
forked: one branch makes the bot's call, the other the opposite one (pass
instead of bidding or holding; the lowest bid, or hold, instead of passing),
and both are played to the end by the same bots with the same random numbers.
The report gives, by the margin (limit minus the value in question), the mean
gain of the other call over the bot's, for the bidder's own score and relative
to the others' mean (what the arena counts): a margin band where the other call
wins says the limit is set too high or too low there.

    python benchmarks/ai_bid_deviation.py --profile online-40 --deals 400 --jsonl OUT
    python benchmarks/ai_bid_deviation.py --read OUT
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Iterator
from typing import Any

from ai_go_out import collected, play_to_end

from binokel_desktop.ai import make_bot, pimc, rulebot
from binokel_desktop.ai.arena import bootstrap_ci
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Action, Bid, Hold, Pass
from binokel_desktop.engine.state import GameState, Phase, party_of


def seat_changes(state: GameState, seat: int) -> tuple[float, float]:
    """The last deal's change for ``seat``'s party, and relative to the others' mean."""
    ch = state.results[-1].changes
    me = party_of(state.profile, seat)
    others = [c for i, c in enumerate(ch) if i != me]
    return float(ch[me]), ch[me] - statistics.mean(others)


def other_call(action: Action, legal: list[Action]) -> Action | None:
    """The opposite call: pass for a bid or hold; hold or the lowest bid for a pass."""
    if isinstance(action, Bid | Hold):
        return Pass() if Pass() in legal else None
    holds = [a for a in legal if isinstance(a, Hold)]
    bids = [a for a in legal if isinstance(a, Bid)]
    if holds:
        return holds[0]
    return min(bids, key=lambda a: a.value) if bids else None


def records(
    profile_name: str, deals: int, level: str, seed: int, window: int, forks: int
) -> Iterator[dict[str, Any]]:
    """One record per forked auction decision (see the module docstring)."""
    profile = PROFILES[profile_name]
    n = profile.deal.seats
    limits: list[int] = []
    search_limit = pimc.SearchBot.bid_limit
    rule_limit = rulebot.RuleBot.bid_limit

    def recording(real: Any) -> Any:
        def f(self: Any, view: Any, rng: random.Random) -> int:
            v: int = real(self, view, rng)
            limits.append(v)
            return v

        return f

    pimc.SearchBot.bid_limit = recording(search_limit)  # type: ignore[method-assign]
    rulebot.RuleBot.bid_limit = recording(rule_limit)  # type: ignore[method-assign]
    try:
        for i in range(deals):
            state = new_game(profile, seed * 1000 + i, dealer=i % n)
            bots = [make_bot(level) for _ in range(n)]
            rngs = [random.Random(f"{i}:{s}") for s in range(n)]
            forked = 0
            while True:
                view = seat_view(state, state.to_act)
                limits.clear()
                seat = state.to_act
                action = bots[seat].choose(view, rngs[seat])
                if view.phase is Phase.AUCTION and limits and forked < forks:
                    legal = list(view.legal)
                    value = (
                        view.auction.bid
                        if any(isinstance(a, Hold) for a in legal)
                        else min((a.value for a in legal if isinstance(a, Bid)), default=0)
                    )
                    other = other_call(action, legal)
                    margin = limits[-1] - value
                    if value and other is not None and abs(margin) <= window:
                        forked += 1
                        after = [r.getstate() for r in rngs]
                        ends = []
                        for a in (action, other):
                            for r, s in zip(rngs, after, strict=True):
                                r.setstate(s)
                            nxt, _ = apply(state, a)
                            end = nxt if nxt.deal_no != state.deal_no else play_to_end(
                                nxt, bots, rngs)
                            ends.append(seat_changes(end, seat) if end.results else (0.0, 0.0))
                        for r, s in zip(rngs, after, strict=True):
                            r.setstate(s)
                        yield {
                            "deal": i,
                            "value": value,
                            "margin": margin,
                            "call": "pass" if isinstance(action, Pass) else "bid",
                            "bot": ends[0],
                            "other": ends[1],
                        }
                new, _ = apply(state, action)
                if new.deal_no != state.deal_no or new.phase is Phase.GAME_OVER:
                    break
                state = new
    finally:
        pimc.SearchBot.bid_limit = search_limit  # type: ignore[method-assign]
        rulebot.RuleBot.bid_limit = rule_limit  # type: ignore[method-assign]


def report(rows: list[dict[str, Any]], band: int) -> None:
    """The other call's gain over the bot's by margin band, with a 95 % interval."""
    print(f"{len(rows)} decisions forked")
    bands: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for r in rows:
        bands.setdefault((r["call"], r["margin"] // band), []).append(r)
    for (call, b), rs in sorted(bands.items()):
        line = f"  bot {call:4s} margin [{band * b:+4d}, {band * b + band:+4d}): n={len(rs):4d}"
        for name, k in (("own", 0), ("rel", 1)):
            d = [r["other"][k] - r["bot"][k] for r in rs]
            lo, hi = bootstrap_ci(d) if len(d) > 1 else (d[0], d[0])
            line += f"  {name} {statistics.mean(d):+7.1f} [{lo:+.1f}, {hi:+.1f}]"
        print(line)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="online-40")
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--window", type=int, default=40, help="fork within this of the limit")
    ap.add_argument("--forks", type=int, default=2, help="forks a deal at most")
    ap.add_argument("--band", type=int, default=20)
    ap.add_argument("--jsonl", help="append the records here")
    ap.add_argument("--read", action="append", help="report on these records instead")
    a = ap.parse_args()
    rows = collected(a.read, a.jsonl, lambda: records(
        a.profile, a.deals, a.level, a.seed, a.window, a.forks))
    if rows:
        report(rows, a.band)


if __name__ == "__main__":
    main()
