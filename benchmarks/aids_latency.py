"""How long the play aids take: a hint (Hard in a person's place) and a deal review.

    python benchmarks/aids_latency.py --profile grupp1994-3 --deals 6 --what hint,review

Hints are asked at every decision of seat 0 over deals of Medium players;
reviews are of the same deals once finished. Prints p50 / p95 / max in
milliseconds (time.perf_counter, one process, the machine as it is), and for
the reviews from which trick each deal's card play was judged (1: the whole deal).
"""

from __future__ import annotations

import argparse
import random
import time

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.arena import percentile
from binokel_desktop.app.hints import compute_hint
from binokel_desktop.engine import PROFILES, GameRecord, apply, new_game, seat_view
from binokel_desktop.engine.actions import Contract
from binokel_desktop.engine.state import Phase


def played_deals(profile_name: str, deals: int, seed: int) -> list[GameRecord]:
    """Records of single deals played by Medium players (one record a deal)."""
    profile = PROFILES[profile_name]
    bot = make_bot("medium")
    out = []
    for d in range(deals):
        rng = random.Random(seed * 1000 + d)
        state = new_game(profile, seed * 1000 + d)
        record = GameRecord(profile, seed * 1000 + d)
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            action = bot.choose(seat_view(state, state.to_act), rng)
            state, _ = apply(state, action)
            record = record.with_action(action)
        out.append(record)
    return out


def report(name: str, times: list[float]) -> None:
    """One line: count, p50, p95, max in ms."""
    ms = sorted(t * 1000 for t in times)
    print(f"{name:8s} n={len(ms):4d}  p50 {percentile(ms, 0.5):8.1f} ms  "
          f"p95 {percentile(ms, 0.95):8.1f} ms  max {ms[-1]:8.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="grupp1994-3")
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--what", default="hint,review")
    ap.add_argument("--closer", action="store_true",
                    help="after a review not judged from trick 1, the closer look the "
                         "review window runs (ReviewJob's calls)")
    args = ap.parse_args()
    records = played_deals(args.profile, args.deals, args.seed)
    what = args.what.split(",")
    if "hint" in what:
        times = []
        for record in records:
            state = new_game(record.profile, record.seed)
            for action in record.actions:
                if state.to_act == 0:
                    view = seat_view(state, 0)
                    t = time.perf_counter()
                    compute_hint(view)
                    times.append(time.perf_counter() - t)
                state, _ = apply(state, action)
        report("hint", times)
    if "review" in what:
        from binokel_desktop.app.review import (
            CLOSER_BUDGET_S,
            CLOSER_SLICE_S,
            closer_look_from,
            improves,
            judged_at,
            review_deal,
        )

        times = []
        starts = []  # (trick, card) judged from, per deal with card play to judge
        unsure = 0
        for i, record in enumerate(records):
            t = time.perf_counter()
            review = review_deal(record)
            times.append(time.perf_counter() - t)
            start = closer_look_from(review) if args.closer else None
            if start is not None:
                t = time.perf_counter()
                closer = review_deal(record, budget_s=CLOSER_BUDGET_S, slice_s=CLOSER_SLICE_S,
                                     start_trick=start, progress=lambda done, most: None)
                print(f"closer look, deal {i} (seed {record.seed}): from (trick, card) "
                      f"{judged_at(review)} to {judged_at(closer)} in "
                      f"{time.perf_counter() - t:.1f} s")
                if improves(closer, review):
                    review = closer
            if review.result is not None and review.contract is not Contract.GO_OUT:
                starts.append(judged_at(review))  # (0, 0): not even the last trick judged
            unsure += review.unsure
        report("review", times)
        whole = sum(1 for k in starts if k == (1, 0))
        print(f"review judged {len(starts)} deals with card play: {whole} from the first trick, "
              f"the others from (trick, card) {sorted(k for k in starts if k != (1, 0))}; "
              f"{unsure} cards not judged")


if __name__ == "__main__":
    main()
