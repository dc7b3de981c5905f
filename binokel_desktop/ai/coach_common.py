"""What every part of the coach shares: its rng, its search, and options from samples.

The coach searches like Hard without the clock (so that its word depends on the
view alone) and turns each sample of that search -- a sampled dabb, a layout of
the hidden cards, a world -- into the value of every choice in it. From these
samples come the options' values, how often each was the best, how sure the
coach is and whether the best two are close.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence

from ..engine.actions import Action
from ..engine.view import SeatView
from .advice import Advice, Option, Reason
from .base import decision_kind
from .contract_search import ContractSearch
from .pimc import HARD_RULES, HARD_SEARCH, SearchBot

CLOSE_POINTS = 5.0
"""The best two options are "close" when their values differ by at most this many
points: either is a fair choice."""

MAX_OPTIONS = 4
"""Options an advice lists (the recommendation first)."""


def coach_rng(view: SeatView) -> random.Random:
    """The same question gets the same advice: seeded by what the view shows only."""
    calls = getattr(view.detail, "calls", ())
    return random.Random(
        f"coach:{view.profile.name}:{view.deal_no}:{view.phase.value}:{view.seat}:{view.hand}:"
        f"{view.plays}:{view.trick}:{calls}:{view.trump}:{view.contract}"
    )


def hand_rng(view: SeatView) -> random.Random:
    """Seeded by the deal, the seat and its hand only: the bidding advice draws the same
    samples at every call of one auction, so its "bid up to" does not change from call
    to call while nothing about the hand has (it scattered by about 28 bid points)."""
    return random.Random(f"coach-hand:{view.profile.name}:{view.deal_no}:{view.seat}:{view.hand}")


class CoachBot(SearchBot):
    """Hard's search without the clock (so the advice depends on the view alone), which
    keeps the per-world values of its last card-play search for the coach to show."""

    def __init__(self) -> None:
        super().__init__(
            "coach",
            HARD_RULES,
            dataclasses.replace(HARD_SEARCH, time_cap=0.0),
            # Hard's contract search, with the greedy lay-away's neighbours as options.
            ContractSearch(16, 10, 3, discard_variants=True),
        )
        self.samples: list[tuple[float, dict[int, float]]] = []

    def settled(self, samples: list[tuple[float, dict[int, float]]]) -> bool:
        # The card-play search asks this before each world with the worlds so far:
        # the list it passes is the one it fills, so the last one holds them all.
        self.samples = samples
        return super().settled(samples)


def coach_bot() -> CoachBot:
    """A fresh instance of the search the coach reasons with."""
    return CoachBot()


def advice_from(
    view: SeatView,
    action: Action,
    reasons: Sequence[Reason],
    figures: dict[str, object],
    samples: Sequence[Mapping[Action, float]],
) -> Advice:
    """An advice for ``action`` with options weighed over ``samples`` (one dict of
    values per sample; every dict has the same actions). Without samples the
    recommendation is the only option (worth ``figures["value"]``, if any) and the
    coach is sure."""
    if not reasons:
        raise ValueError("an advice needs a reason")
    if not samples:
        value = figures.get("value", 0.0)
        only = Option(action, float(value) if isinstance(value, int | float) else 0.0, 1.0)
        return Advice(decision_kind(view), action, tuple(reasons), figures, (only,), 1.0, False)
    means, shares = weigh(samples)
    # The recommendation first (it is the search's best; ties keep the coach's pick).
    ranked = sorted(means, key=lambda a: (a != action, -means[a]))
    options = tuple(Option(a, round(means[a], 1), round(shares[a], 2))
                    for a in ranked[:MAX_OPTIONS])
    close = len(options) > 1 and abs(options[0].value - options[1].value) <= CLOSE_POINTS
    return Advice(decision_kind(view), action, tuple(reasons), figures, options,
                  options[0].best_share, close)


def weigh(
    samples: Sequence[Mapping[Action, float]],
) -> tuple[dict[Action, float], dict[Action, float]]:
    """Each action's mean value over the samples, and the share of samples in which it
    was the best (equal best count for each: two equal cards are both "the best")."""
    actions = list(samples[0])
    total = dict.fromkeys(actions, 0.0)
    best = dict.fromkeys(actions, 0.0)
    for s in samples:
        top = max(s.values())
        for a in actions:
            total[a] += s[a]
            if s[a] >= top - 1e-9:
                best[a] += 1.0
    n = len(samples)
    return {a: total[a] / n for a in actions}, {a: best[a] / n for a in actions}


def best_of(samples: Sequence[Mapping[Action, float]]) -> Action:
    """The action with the highest mean value (the first of equals)."""
    means, _ = weigh(samples)
    return max(means, key=lambda a: means[a])
