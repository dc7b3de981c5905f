"""Going out or playing: both branches of every such decision, played to the end.

A level plays deals against itself. Whenever a declarer may go out, the deal is
forked: one branch goes out, the other plays the contract search's best plan to
the end (the declarer may not go out later in it), with the same bots and the
same random numbers. Each record holds the forecast the decision saw (mean
result and make chance of the best plan), the bid, what the bot chose, and each
branch's score change for the declarer and relative to the others (the
declarer's change minus the others' mean: what decides a game, and what the
arena counts). Since both branches are played on every record, a different rule
can be scored offline on the same records, paired (``--rules``).

    python benchmarks/ai_go_out.py --profile online-40 --deals 150 --level hard --jsonl OUT
    python benchmarks/ai_go_out.py --read OUT [--read MORE]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
from collections.abc import Callable, Iterator
from typing import Any

from binokel_desktop.ai import contract_search as cs
from binokel_desktop.ai import make_bot, pimc
from binokel_desktop.ai.arena import bootstrap_ci
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import ChooseTrump, Discard, GoOut
from binokel_desktop.engine.cards import Suit
from binokel_desktop.engine.state import GameState, Phase


def play_to_end(state: GameState, bots: list[Any], rngs: list[random.Random]) -> GameState:
    """The deal played on by ``bots`` until it is scored."""
    while True:
        view = seat_view(state, state.to_act)
        new, _ = apply(state, bots[state.to_act].choose(view, rngs[state.to_act]))
        if new.deal_no != state.deal_no or new.phase is Phase.GAME_OVER:
            return new
        state = new


def changes(state: GameState) -> tuple[float, float]:
    """The last deal's change for its declarer, and relative to the others' mean."""
    res = state.results[-1]
    ch = res.changes
    d = res.declarer_party
    others = [c for i, c in enumerate(ch) if i != d]
    return float(ch[d]), ch[d] - statistics.mean(others)


def records(profile_name: str, deals: int, level: str, seed: int) -> Iterator[dict[str, Any]]:
    """One record per decision where a declarer may go out (see the module docstring)."""
    profile = PROFILES[profile_name]
    n = profile.deal.seats
    plans: list[tuple[int, int, float]] = []
    best_plan = cs.ContractSearch.best_plan
    utility = cs.ContractSearch.plan_utility
    made: list[tuple[float, float]] = []  # (mean result, make chance) of each plan weighed

    def recording_plan(self: cs.ContractSearch, *a: Any, **k: Any) -> tuple[int, int, float]:
        made.clear()
        out = best_plan(self, *a, **k)
        plans.append(out)
        return out

    def recording_utility(self: cs.ContractSearch, *a: Any, **k: Any) -> tuple[float, float]:
        u, m = utility(self, *a, **k)
        made.append((u, m))
        return u, m

    cs.ContractSearch.best_plan = recording_plan  # type: ignore[method-assign]
    cs.ContractSearch.plan_utility = recording_utility  # type: ignore[method-assign]
    real_options = pimc.go_out_options
    try:
        for i in range(deals):
            state = new_game(profile, seed * 1000 + i, dealer=i % n)
            bots = [make_bot(level) for _ in range(n)]
            rngs = [random.Random(f"{i}:{s}") for s in range(n)]
            while True:
                view = seat_view(state, state.to_act)
                plans.clear()
                fork = view.phase in (Phase.DISCARD, Phase.TRUMP) and bool(
                    pimc.go_out_options(view)
                )
                action = bots[state.to_act].choose(view, rngs[state.to_act])
                if fork and plans and isinstance(action, GoOut | Discard | ChooseTrump):
                    t, d, u = plans[-1]
                    chance = max(made)[1] if made else 0.0
                    play = Discard(d) if view.phase is Phase.DISCARD else ChooseTrump(Suit(t))
                    after = [r.getstate() for r in rngs]
                    out_state, _ = apply(state, action if isinstance(action, GoOut) else
                                         GoOut(pimc.go_out_suit(view.hand)))
                    out_end = out_state if out_state.deal_no != state.deal_no else play_to_end(
                        out_state, bots, rngs)
                    for r, s in zip(rngs, after, strict=True):
                        r.setstate(s)
                    pimc.go_out_options = lambda _v: []  # the played branch plays it out
                    try:
                        play_end = play_to_end(apply(state, play)[0], bots, rngs)
                    finally:
                        pimc.go_out_options = real_options
                    yield {
                        "deal": i,
                        "bid": view.auction.bid,
                        "phase": view.phase.name,
                        "forecast": u,
                        "chance": chance,
                        "chose": "out" if isinstance(action, GoOut) else "play",
                        "out": changes(out_end),
                        "play": changes(play_end),
                        "made": play_end.results[-1].made,
                    }
                    break  # one fork a deal: the later decisions belong to a branch
                new, _ = apply(state, action)
                if new.deal_no != state.deal_no or new.phase is Phase.GAME_OVER:
                    break
                state = new
    finally:
        cs.ContractSearch.best_plan = best_plan  # type: ignore[method-assign]
        cs.ContractSearch.plan_utility = utility  # type: ignore[method-assign]


Rule = Callable[[dict[str, Any]], bool]
"""True: go out on this record."""

def below_forecast(margin: int) -> Rule:
    """Go out when the plan's mean result is below -bid + ``margin``."""
    return lambda r: r["forecast"] < -r["bid"] + margin


def below_chance(chance: float) -> Rule:
    """Go out when the plan's make chance is below ``chance``."""
    return lambda r: r["chance"] < chance


RULES: dict[str, Rule] = {
    "as chosen": lambda r: r["chose"] == "out",
    "never": lambda r: False,
    **{f"forecast < -bid + {m}": below_forecast(m) for m in (-60, -40, -20, 20, 40)},
    **{f"chance < {c}": below_chance(c) for c in (0.2, 0.3, 0.4, 0.5)},
}


def report(rows: list[dict[str, Any]]) -> None:
    """Each rule's mean per record against the bot's choice, paired, with a 95 % interval."""
    print(f"{len(rows)} decisions; went out in {sum(r['chose'] == 'out' for r in rows)}")
    for which, k in (("own", 0), ("relative", 1)):
        print(f"{which} score change per decision, rule minus as chosen [95 %]:")
        base = [r["out"][k] if r["chose"] == "out" else r["play"][k] for r in rows]
        for name, rule in RULES.items():
            got = [r["out"][k] if rule(r) else r["play"][k] for r in rows]
            diff = [a - b for a, b in zip(got, base, strict=True)]
            lo, hi = bootstrap_ci(diff)
            outs = sum(rule(r) for r in rows)
            print(f"  {name:22s} out {outs:4d}  mean {statistics.mean(got):+7.1f}  "
                  f"diff {statistics.mean(diff):+6.1f} [{lo:+.1f}, {hi:+.1f}]")
    print("forecast - (-bid) -> played branch made, own change played / out:")
    bands: dict[int, list[dict[str, Any]]] = {}
    for r in rows:
        bands.setdefault(max(-3, min(5, int((r["forecast"] + r["bid"]) // 60))), []).append(r)
    for b in sorted(bands):
        rs = bands[b]
        print(f"  [{60 * b:+4d}, {60 * b + 60:+4d}): n={len(rs):4d} made "
              f"{statistics.mean(r['made'] for r in rs):.2f} "
              f"played {statistics.mean(r['play'][0] for r in rs):+7.1f} "
              f"out {statistics.mean(r['out'][0] for r in rs):+7.1f} "
              f"rel played {statistics.mean(r['play'][1] for r in rs):+7.1f} "
              f"rel out {statistics.mean(r['out'][1] for r in rs):+7.1f}")


def collected(read: list[str] | None, jsonl: str | None,
              made: Callable[[], Iterator[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The records of the files ``read``, or else those ``made`` now (appended to
    ``jsonl`` as they come, so that a long run stopped early keeps what it made)."""
    if read:
        return [json.loads(line) for f in read for line in open(f, encoding="utf-8")]
    rows = []
    with open(jsonl or os.devnull, "a", encoding="utf-8") as sink:
        for r in made():
            rows.append(r)
            sink.write(json.dumps(r) + "\n")
            sink.flush()
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="online-40")
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jsonl", help="append the records here")
    ap.add_argument("--read", action="append", help="report on these records instead")
    a = ap.parse_args()
    rows = collected(a.read, a.jsonl, lambda: records(a.profile, a.deals, a.level, a.seed))
    if rows:
        report(rows)


if __name__ == "__main__":
    main()
