"""Decision time on hands that pass the Bettel gate (the only hands where the
Bettel search runs): each level's first bid with such a hand, and its discard.
60 hands of grupp1994-3 with Bettel on; the views come from the Bettel tests.

    python benchmarks/ai_bettel_latency.py
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_bettel import declarer_view  # noqa: E402

from binokel_desktop.ai import make_bot  # noqa: E402
from binokel_desktop.ai.bettel import PLAUSIBLE_DANGER, bettel_discard, danger  # noqa: E402
from binokel_desktop.ai.common import deck_of, played_mask  # noqa: E402
from binokel_desktop.engine.state import Phase  # noqa: E402
from tests.ai.test_ai_bettel import _view  # noqa: E402


def _q(xs: list[float]) -> str:
    p95 = sorted(xs)[int(0.95 * len(xs)) - 1]
    return f"p50 {statistics.median(xs):.0f}, p95 {p95:.0f}, max {max(xs):.0f} ms"


def gated_hands(n: int) -> list[tuple[int, int]]:
    """(kept cards, hand with the dabb) of the first ``n`` random hands through the gate."""
    hands = []
    i = 0
    while len(hands) < n:
        v = declarer_view("grupp1994-3", 900_000 + i)
        i += 1
        k = v.hand.bit_count() - v.profile.deal.hand_size
        out = deck_of(v.profile) & ~(v.hand | played_mask(v) | v.auction.discards)
        kept = v.hand & ~bettel_discard(v.hand, k, out)
        if danger(kept, out) <= PLAUSIBLE_DANGER:
            hands.append((kept, v.hand))
    return hands


def _timed(level: str, view: object, seed: int) -> float:
    bot = make_bot(level)
    t = time.perf_counter()
    bot.choose(view, random.Random(seed))  # type: ignore[arg-type]
    return 1000 * (time.perf_counter() - t)


def main() -> None:
    hands = gated_hands(60)
    for level in ("medium", "hard", "expert"):
        bid = [_timed(level, _view(kept, Phase.AUCTION), j) for j, (kept, _) in enumerate(hands)]
        disc = [_timed(level, _view(full, Phase.DISCARD), j) for j, (_, full) in enumerate(hands)]
        print(level, "bid:", _q(bid), "| discard:", _q(disc), flush=True)


if __name__ == "__main__":
    main()
