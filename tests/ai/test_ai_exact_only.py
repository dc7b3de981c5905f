"""Expert weighs exact worlds only once few tricks remain (issue 26): a world the
solver cannot finish within its cap is left out instead of played out by a
greedy rollout, and the decision stops when the node budget is spent."""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_ai_exact_core import Recording, card_view, exact_utilities

from binokel_desktop.ai import pimc, solver

needs_core = pytest.mark.skipif(solver.BACKEND != "C", reason="the C core is not built")


def decide(view, cap: int, budget: int, exact_only: bool, threads: int = 1):  # noqa: ANN001, ANN201
    """Expert's card, its worlds and its recorder, with the given caps."""
    search = dataclasses.replace(
        pimc.expert(clock=False).search, exact_tricks=11, node_cap=cap, node_budget=budget,
        exact_only=exact_only, threads=threads,
    )
    bot = Recording(search)
    rng = random.Random(11)
    card = bot.play(view, rng)
    return card, bot.last_worlds, bot, rng.random()


@needs_core
@pytest.mark.parametrize(("left", "seed"), [(11, 21), (10, 7)])
def test_every_world_weighed_is_solved_exactly(left: int, seed: int) -> None:
    view = card_view("online-40", left, seed)
    cap, budget = (1_000_000, 4_000_000) if left == 11 else (300_000, 3_000_000)
    _, (solved, weighed), _, _ = decide(view, cap, budget, exact_only=False)
    assert 0 < solved < weighed, "some worlds go to rollouts, or the test shows nothing"
    _, (solved, weighed), bot, _ = decide(view, cap, budget, exact_only=True)
    assert 0 < solved == weighed
    # Each value weighed is an exact one, of the worlds drawn, in their order.
    exact = iter(exact_utilities(view, w) for w in bot.drawn)
    for _, utils in bot.samples:
        assert any(utils == u for u in exact), "a weighed world's values are not exact"


@needs_core
def test_more_threads_weigh_the_same_exact_worlds() -> None:
    view = card_view("online-40", 11, 21)
    one = decide(view, 1_000_000, 4_000_000, exact_only=True)
    two = decide(view, 1_000_000, 4_000_000, exact_only=True, threads=2)
    assert (one[0], one[1], one[2].samples, one[3]) == (two[0], two[1], two[2].samples, two[3])


@needs_core
def test_rollouts_only_when_no_world_can_be_solved() -> None:
    view = card_view("online-40", 11, 21)
    card, (solved, weighed), _, _ = decide(view, 50, 200, exact_only=True)
    # Expert with the core draws its 24 worlds and no more (no anytime worlds). Each
    # world left out costs its whole cap: the first three spend 150 of the 200 nodes,
    # the fourth meets a budget it spends to 0, and from it on every world is weighed
    # by a rollout.
    assert solved == 0 and weighed == pimc.expert(clock=False).search.worlds - 3
    assert card in view.legal
