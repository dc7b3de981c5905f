"""What declarers hold: the odds of ``ai/declarer_hand.py``, fitted from self-play.

Plays the auction and the exchange of ``--deals`` deals per profile with one
level at every seat (Hard by default, no clock). At the first card of each suit
contract, every other seat's view has a pool of hidden cards; of those, some are
the declarer's (in his hand or laid away) and the rest another player's. Each
card's odds of being the declarer's depend on whether it is trump and on its
rank; they are fitted so that the model (the declarer's share of the pool drawn
with probability proportional to the product of its cards' odds) gives him each
kind of card as often as the declarers had it. Prints, per profile, the share
of each kind that was the declarer's and the fitted odds as a Python table.

    python benchmarks/ai_holding_prior.py --profiles online-40,grupp1994-3,kreuz-4 --deals 400
"""

from __future__ import annotations

import time
from collections import Counter

from ai_headroom import contracts
from ai_lay_away_prior import arguments, report

from binokel_desktop.ai.common import hand_seats
from binokel_desktop.ai.knowledge import layout_of
from binokel_desktop.ai.lay_away import card_kind
from binokel_desktop.engine import seat_view

KINDS = 16  # side suit ranks 0-7, trump ranks 0-7
FLOOR = 0.001
RARE = 30  # hidden cards of a kind seen, below which its odds are not fitted

Record = tuple[tuple[int, ...], tuple[int, ...], int]
"""Per view: how many hidden cards of each kind, how many of those were the
declarer's, and how many hidden cards were his in all."""


def records(profile_name: str, deals: int, seed: int, level: str) -> list[Record]:
    """One record per view of a seat other than the declarer's, at the first card."""
    out: list[Record] = []
    for state in contracts(profile_name, deals, seed, level):
        d, trump = state.declarer, int(state.trump)  # type: ignore[arg-type]
        his = state.hands[d] | state.discards
        for seat in hand_seats(seat_view(state, d)):
            if seat == d:
                continue
            pool = layout_of(seat_view(state, seat)).pool
            n, m = [0] * KINDS, [0] * KINDS
            for c in range(64):
                if pool >> c & 1:
                    n[card_kind(c, trump)] += 1
                    m[card_kind(c, trump)] += his >> c & 1
            out.append((tuple(n), tuple(m), sum(m)))
    return out


def _poly(counts: tuple[int, ...], odds: list[float], k: int) -> list[float]:
    """Coefficients up to x^k of prod over kinds of (1 + odds x)^count."""
    p = [1.0] + [0.0] * k
    for kind, count in enumerate(counts):
        w = odds[kind]
        for _ in range(count):
            for j in range(k, 0, -1):
                p[j] += p[j - 1] * w
    return p


def expected(rec: Record, odds: list[float]) -> list[float]:
    """The model's expected number of the declarer's cards of each kind."""
    counts, _, k = rec
    out = [0.0] * KINDS
    if k == 0:
        return out
    total = _poly(counts, odds, k)[k]
    for kind, count in enumerate(counts):
        if not count:
            continue
        less = list(counts)
        less[kind] -= 1
        out[kind] = count * odds[kind] * _poly(tuple(less), odds, k - 1)[k - 1] / total
    return out


def fit(data: list[Record], rounds: int = 60) -> list[float]:
    """Odds per kind such that the expected number of each kind matches the real one."""
    seen = [0.0] * KINDS
    groups = Counter((counts, k) for counts, _, k in data)  # views alike count once, weighted
    for _, m, _ in data:
        for kind in range(KINDS):
            seen[kind] += m[kind]
    hidden = [0] * KINDS
    for counts, _, _ in data:
        for kind in range(KINDS):
            hidden[kind] += counts[kind]
    odds = [1.0] * KINDS
    for _ in range(rounds):
        expect = [0.0] * KINDS
        for (counts, k), times in groups.items():
            e = expected((counts, counts, k), odds)
            for kind in range(KINDS):
                expect[kind] += times * e[kind]
        for kind in range(KINDS):
            if expect[kind] > 0 and hidden[kind] >= RARE:
                odds[kind] *= (seen[kind] + 0.5) / (expect[kind] + 0.5)
        top = max(o for kind, o in enumerate(odds) if hidden[kind] >= RARE)
        odds = [max(o / top, FLOOR) for o in odds]
    # A kind seen too seldom to fit (kreuz-4's hidden trump Sevens: 6 in 400 contracts)
    # gets the plain mean of the others' odds, not an estimate driven to 0 or infinity.
    fitted = [o for kind, o in enumerate(odds) if hidden[kind] >= RARE]
    mean = sum(fitted) / len(fitted)
    return [o if hidden[kind] >= RARE else mean for kind, o in enumerate(odds)]


def main() -> None:
    args = arguments(__doc__)
    for name in args.profiles.split(","):
        t0 = time.perf_counter()
        data = records(name, args.deals, args.seed, args.level)
        hidden = [sum(r[0][k] for r in data) for k in range(KINDS)]
        his = [sum(r[1][k] for r in data) for k in range(KINDS)]
        head = f"{name}: {len(data)} views, {time.perf_counter() - t0:.0f} s"
        report(head, his, hidden, name, fit(data))


if __name__ == "__main__":
    main()
