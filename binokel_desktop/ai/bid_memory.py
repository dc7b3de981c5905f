"""The bidding samples a bot has drawn for its hand, pooled over its calls.

A sampling bot estimates its hand's limit from random dabbs (and layouts) at
every call of the auction. Estimated afresh each time, the limit scatters, and
a bot that passes at the first estimate below the value in question passes on
the lowest of several: too early, by about the scatter (benchmarks/
ai_bid_deviation.py). Pooling every sample drawn for the hand makes each call's
estimate the mean of all of them, at the same cost per call.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Generic, TypeVar

from ..engine.view import SeatView
from .common import hand_seats

S = TypeVar("S")


def hand_key(view: SeatView) -> Hashable:
    """What the samples depend on: the rules, the seat, its hand and who leads first."""
    return (view.profile, view.seat, view.hand, hand_seats(view)[0])


class BidMemory(Generic[S]):
    """The samples of the hand in the auction now under way (one hand at a time)."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._samples: list[S] = []

    def pooled(self, view: SeatView, new: Sequence[S]) -> list[S]:
        """``new`` added to the samples drawn before for the same hand; all of them."""
        key = hand_key(view)
        if key != self._key:
            self._key, self._samples = key, []
        self._samples.extend(new)
        return self._samples
