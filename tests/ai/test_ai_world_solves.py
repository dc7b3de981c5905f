"""Expert solves its worlds on several threads (issue 26) and decides exactly as on one:
the same card, the same worlds solved, the same values, the same random numbers left."""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_ai_exact_core import Recording, card_view

from binokel_desktop.ai import pimc, solver, world_solves

needs_core = pytest.mark.skipif(solver.BACKEND != "C", reason="the C core is not built")


def decide(view, threads: int, cap: int, budget: int):  # noqa: ANN001, ANN201 - test helper
    """Expert's card with ``threads`` solver threads and a small node budget that binds.

    With worlds past the budget played out by rollouts (``exact_only`` off), so that
    exact and rolled-out worlds mix; exact worlds alone: ``test_ai_exact_only.py``."""
    search = dataclasses.replace(
        pimc.expert(clock=False).search, threads=threads, node_cap=cap, node_budget=budget,
        exact_only=False,
    )
    bot = Recording(search)
    rng = random.Random(11)
    card = bot.play(view, rng)
    return card, bot.last_worlds, bot.samples, rng.random()


@needs_core
@pytest.mark.parametrize(
    ("profile", "left", "seed", "cap", "budget"),
    [
        ("online-40", 11, 21, 1_000_000, 4_000_000),
        ("online-40", 10, 7, 300_000, 3_000_000),
        ("online-40", 9, 7, 300_000, 3_000_000),
        ("grupp1994-3", 10, 3, 1_000_000, 4_000_000),
        ("kreuz-4", 9, 5, 300_000, 3_000_000),
    ],
)
def test_more_threads_decide_the_same(
    profile: str, left: int, seed: int, cap: int, budget: int
) -> None:
    view = card_view(profile, left, seed)
    # Caps small enough that some worlds stop at them and the budget runs out:
    # a world begun ahead with the budget of its start must count as stopped.
    one = decide(view, 1, cap, budget)
    solved, weighed = one[1]
    assert 0 < solved < weighed, "the budget should bind, or the test shows nothing"
    for threads in (2, 4):
        assert decide(view, threads, cap, budget) == one, f"{threads} threads"


@needs_core
def test_a_world_begun_ahead_is_held_to_the_cap_it_would_have_had() -> None:
    view = card_view("online-40", 11, 21)
    g, _ = pimc.game_of(view)
    bot = Recording(pimc.expert(clock=False).search)
    world = next(iter(bot.worlds(view, pimc.layout_of(view), random.Random(1))))[0]
    hands = list(world.hands)
    hands[view.seat] = view.hand
    full = world_solves.solve_world(g, hands, view, 0, 0.0, 0.0)
    assert full.values is not None and full.nodes > 1000
    solves = world_solves.WorldSolves(g, view, 2, 0.0)
    solves.ahead(0, hands, full.nodes + 5, 0.0)
    # Its turn comes with less budget left than when it began: stopped at that cap.
    assert solves.take(0, hands, full.nodes - 1, 0.0) == (None, full.nodes)
    solves.ahead(1, hands, 10 * full.nodes, 0.0)
    assert solves.take(1, hands, full.nodes, 0.0) == (full.values, full.nodes)
    solves.close()


def test_thread_counts() -> None:
    assert 1 <= world_solves.thread_count(0) <= world_solves.MAX_THREADS
    assert world_solves.thread_count(3) == 3
    try:
        world_solves.limit_threads(1)
        assert world_solves.thread_count(0) == world_solves.thread_count(3) == 1
    finally:
        world_solves.limit_threads(0)


def test_drawing_ahead_leaves_the_random_numbers_as_one_by_one() -> None:
    def items(rng: random.Random):  # noqa: ANN202 - a generator of draws
        for _ in range(5):
            yield rng.random()

    for asked in range(7):
        rng = random.Random(4)
        ahead = world_solves.Lookahead(items(rng), rng)
        for i in range(6):
            ahead.get(i)
        ahead.rewind(asked)
        one = random.Random(4)
        gen = items(one)
        for _ in range(asked):
            next(gen, None)
        assert rng.random() == one.random(), asked
