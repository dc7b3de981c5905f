"""What declarers lay away: the odds of ``ai/lay_away.py``, fitted from self-play.

Plays the auction and the exchange of ``--deals`` deals per profile with one
level at every seat (Hard by default, no clock) and keeps each suit contract's
declarer hand before laying away (hand and stash at the first card) and what he
laid away. Each card's odds of being laid away depend on whether it is trump and
on its rank; they are fitted so that the model (the stash drawn with
probability proportional to the product of its cards' odds) lays away each kind
of card as often as the declarers did. Prints, per profile, the laid-away share
of each kind and the fitted odds as a Python table.

    python benchmarks/ai_lay_away_prior.py --profiles online-40,grupp1994-3,kreuz-4 --deals 400
"""

from __future__ import annotations

import argparse
import time

from ai_headroom import contracts

from binokel_desktop.ai.lay_away import card_kind, elementary

KINDS = 16  # side suit ranks 0-7, trump ranks 0-7
FLOOR = 0.001


def records(profile_name: str, deals: int, seed: int, level: str) -> list[tuple[list[int], int]]:
    """Per suit contract: the kinds of the declarer's cards before laying away, and the
    indices of those laid away (as a bitmask over that list)."""
    out: list[tuple[list[int], int]] = []
    for state in contracts(profile_name, deals, seed, level):
        d, trump = state.declarer, int(state.trump)  # type: ignore[arg-type]
        held = state.hands[d] | state.discards
        kinds, laid = [], 0
        for c in range(64):
            if held >> c & 1:
                if state.discards >> c & 1:
                    laid |= 1 << len(kinds)
                kinds.append(card_kind(c, trump))
        out.append((kinds, laid))
    return out


def fit(data: list[tuple[list[int], int]], rounds: int = 200) -> list[float]:
    """Odds per kind such that the expected number laid away of each kind matches."""
    seen = [0.0] * KINDS
    for kinds, laid in data:
        for j, kind in enumerate(kinds):
            seen[kind] += laid >> j & 1
    odds = [1.0] * KINDS
    for _ in range(rounds):
        expect = [0.0] * KINDS
        for kinds, laid in data:
            k = laid.bit_count()
            ws = [odds[kind] for kind in kinds]
            total = elementary(ws, k)
            for j, kind in enumerate(kinds):
                rest = ws[:j] + ws[j + 1 :]
                expect[kind] += ws[j] * elementary(rest, k - 1) / total
        for kind in range(KINDS):
            if expect[kind] > 0:
                odds[kind] *= (seen[kind] + 0.5) / (expect[kind] + 0.5)
        top = max(odds)
        # A floor: no kind is ever ruled out (a declarer may lay away a trump).
        odds = [max(o / top, FLOOR) for o in odds]
    return odds


def arguments(doc: str) -> argparse.Namespace:
    """The command line of this fit and of ``ai_holding_prior.py``."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--profiles", default="online-40,grupp1994-3,kreuz-4")
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--level", default="hard")
    return ap.parse_args()


def report(head: str, part: list[int], whole: list[int], name: str, odds: list[float]) -> None:
    """Print ``part``/``whole`` per kind, side ranks then trump ranks, and the odds as a
    row of the module's table."""
    print(head)
    for trump in (0, 1):
        row = [f"{part[8 * trump + r]}/{whole[8 * trump + r]}" for r in range(8)]
        print("  trump" if trump else "  side ", " ".join(row))
    print(f'    "{name}": (' + ", ".join(f"{o:.3g}" for o in odds) + "),", flush=True)


def main() -> None:
    args = arguments(__doc__)
    for name in args.profiles.split(","):
        t0 = time.perf_counter()
        data = records(name, args.deals, args.seed, args.level)
        held = [0] * KINDS
        laid = [0] * KINDS
        for kinds, mask in data:
            for j, kind in enumerate(kinds):
                held[kind] += 1
                laid[kind] += mask >> j & 1
        head = f"{name}: {len(data)} contracts, {time.perf_counter() - t0:.0f} s"
        report(head, laid, held, name, fit(data))


if __name__ == "__main__":
    main()
