"""The review's closer look (issue 26): when the first tricks were too close to judge in
the review's seconds, the same review with minutes goes back from the trick it settled
to trick 1, asking each long question in slices so that closing the window stops it."""

from __future__ import annotations

import dataclasses
import time

import pytest

from binokel_desktop.app.review import (
    CLOSER_SLICE_S,
    closer_look_from,
    improves,
    review_deal,
)
from binokel_desktop.engine import GameRecord
from tests.app.test_app_review import one_deal


def medium_deal(profile_name: str, seed: int) -> GameRecord:
    """One deal of Medium players (as ``benchmarks/aids_latency.py`` plays them)."""
    return one_deal(profile_name, seed)[0]


CLOSE = ("grupp1994-3", 17247)  # its first tricks take about a second to settle
HARD = ("grupp1994-3", 17681)  # the first trick takes minutes


class Stop(Exception):
    """What a closed window's progress callback raises."""


def test_a_closer_look_judges_from_the_first_trick_what_the_review_could_not() -> None:
    record = medium_deal(*CLOSE)
    first = review_deal(record, budget_s=0.15)
    start = closer_look_from(first)
    assert first.judged_from > 1 and start == first.settled_trick >= first.judged_from, first
    closer = review_deal(record, budget_s=60, slice_s=CLOSER_SLICE_S, start_trick=start,
                         progress=lambda done, most: None)
    assert closer.judged_from == 1 and improves(closer, first)
    # What a review with time enough from the start says, card for card.
    plain = review_deal(record, budget_s=120)
    assert plain.judged_from == 1
    assert (closer.winnable, closer.losses, closer.unsure) == (
        plain.winnable, plain.losses, plain.unsure)
    assert closer_look_from(closer) is None  # nothing left to look closer at


def test_slices_keep_the_answer_and_let_a_closed_window_stop_the_search() -> None:
    record = medium_deal(*CLOSE)
    start = closer_look_from(review_deal(record, budget_s=0.15))
    assert start
    whole = review_deal(record, budget_s=60, start_trick=start)
    sliced = review_deal(record, budget_s=60, start_trick=start, slice_s=0.05,
                         progress=lambda done, most: None)
    assert (sliced.judged_from, sliced.winnable, sliced.losses) == (
        whole.judged_from, whole.winnable, whole.losses)

    hard = medium_deal(*HARD)
    start = closer_look_from(review_deal(hard, budget_s=0.5))
    assert start and start > 1
    calls = []

    def closed(done: int, most: int) -> None:
        calls.append(done)
        if len(calls) > 3:  # the window closes a moment after the closer look began
            raise Stop

    began = time.perf_counter()
    with pytest.raises(Stop):
        review_deal(hard, budget_s=600, start_trick=start, slice_s=CLOSER_SLICE_S,
                    progress=closed)
    # Stopped within a few slices, not after the minutes the first trick takes.
    assert time.perf_counter() - began < 20


def test_no_closer_look_where_the_whole_deal_was_judged_or_nothing_searched() -> None:
    record = medium_deal(*CLOSE)
    whole = review_deal(record, budget_s=60)
    assert whole.judged_from == 1 and closer_look_from(whole) is None
    assert closer_look_from(review_deal(record, search=False)) is None
    unjudged = dataclasses.replace(whole, winnable=None, judged_from=0)
    assert closer_look_from(unjudged) == 0  # nothing settled: look again from trick 1
    assert improves(whole, unjudged) and not improves(unjudged, whole)


def test_a_lead_too_close_to_settle_leaves_every_later_card_judged() -> None:
    """17681's opening lead takes many minutes (one of its 13 leads alone more than 4);
    the closer look goes back card by card and judges from the lead's next card on,
    and says it is still looking at the lead."""
    hard = medium_deal(*HARD)
    first = review_deal(hard, budget_s=0.5)
    start = closer_look_from(first)
    assert start and start > 1
    closer = review_deal(hard, budget_s=45, start_trick=start, slice_s=CLOSER_SLICE_S,
                         progress=lambda done, most: None)
    assert (closer.judged_from, closer.judged_card) == (1, 1), closer
    assert closer.winnable is True and improves(closer, first)
    assert closer.settled_trick == 2
    assert closer_look_from(closer) == 2  # the lead is still open: a closer look would ask it
