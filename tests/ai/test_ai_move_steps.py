"""Values only to the steps where a deal's result changes (issue 26).

With rounding to tens a suit contract's result changes only at its goal and at the
tens' halves above it; Durch and Bettel at one count of tricks. ``Solver.move_steps``
finds each card's value to those steps by zero-window tests, and ``Outcome.steps``
says where they are.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from binokel_desktop.ai import pimc, solver
from binokel_desktop.ai.knowledge import layout_of, sample_world
from binokel_desktop.ai.outcome import Outcome, game_of
from binokel_desktop.ai.solver import Solver
from binokel_desktop.engine.actions import Contract
from tests.ai.test_ai_exact_core import Recording, card_view
from tests.ai.test_solver_backends import FAMILIES, position

BACKENDS = ("C", "Python") if solver.BACKEND == "C" else ("Python",)


def floor_to(steps: tuple[int, ...], v: int) -> int:
    return max((s for s in steps if s <= v), default=0)


@pytest.mark.parametrize("family", FAMILIES)
def test_move_steps_are_the_exact_values_floored_to_the_steps(family: str) -> None:
    for seed in range(40):
        game, hands, trick, seats, seat = position(family, 500 + seed)
        exact = Solver(game).move_values(hands, trick, seats, seat)
        rng = random.Random(seed)
        most = Solver(game).bound(hands, trick)
        steps = tuple(sorted(rng.sample(range(1, most + 1), min(most, rng.randint(1, 6)))))
        want = {c: floor_to(steps, v) for c, v in exact.items()}
        nodes = []
        for backend in BACKENDS:
            s = Solver(game, backend=backend)
            assert s.move_steps(hands, trick, seats, seat, steps) == want, (family, seed)
            nodes.append(s.nodes)
        assert len(set(nodes)) == 1, (family, seed, nodes)  # the same search in both


def _world_view(profile: str, left: int, seed: int):  # type: ignore[no-untyped-def]
    view = card_view(profile, left, seed)
    world = sample_world(layout_of(view), random.Random(seed))
    hands = list(world.hands)
    hands[view.seat] = view.hand
    return view, world, hands


@pytest.mark.parametrize("profile", ["grupp1994-3", "grupp1994-4", "kreuz-4"])
def test_the_steps_keep_every_utility_but_for_its_tie_break(profile: str) -> None:
    for seed in (3, 11, 19):
        view, world, hands = _world_view(profile, 6, seed)
        g, side = game_of(view)
        out = Outcome(view, side)
        most = Solver(g).bound(hands, view.trick)
        steps = out.steps(world.stash, most)
        assert steps is not None and 0 < len(steps) <= most // 10 + 2
        for f in range(most + 1):
            low = floor_to(steps, f)
            # The tie-break is a twentieth of a point per card point.
            assert abs(out.utility(f, world.stash) - out.utility(low, world.stash)) <= (
                0.05 * (f - low) + 1e-9
            ), (profile, seed, f, low, steps)


def test_an_unrounded_game_has_no_steps_to_spare() -> None:
    view, world, hands = _world_view("online-40", 6, 3)
    g, side = game_of(view)
    assert Outcome(view, side).steps(world.stash, 100) is None


@pytest.mark.parametrize("contract", [Contract.DURCH_OPEN, Contract.BETTEL])
def test_durch_and_bettel_turn_on_one_count_of_tricks(contract: Contract) -> None:
    view = card_view("grupp1994-3", 6, 5)
    tricks = view.profile.deal.hand_size
    done = tricks - 6
    decl_won = done if contract is Contract.DURCH_OPEN else 0
    won = tuple(decl_won if s == view.declarer else 0 for s in range(len(view.tricks_won)))
    if contract is Contract.BETTEL:  # the defenders took every trick so far
        won = tuple(0 if s == view.declarer else (done if s == (view.declarer + 1) % 3 else 0)
                    for s in range(len(won)))
    v = dataclasses.replace(view, contract=contract, tricks_won=won)
    g, side = game_of(v)
    out = Outcome(v, side)
    assert out.steps(0, 6) == (6,)
    for f in range(7):
        assert abs(out.utility(f, 0) - out.utility(floor_to((6,), f), 0)) <= 0.01 * 6
    lost = dataclasses.replace(v, tricks_won=tuple(1 for _ in won))
    assert Outcome(lost, side).steps(0, 6) == ()  # lost already: nothing left to find


@pytest.mark.skipif(solver.BACKEND != "C", reason="the C core is not built")
def test_expert_solves_more_worlds_exactly_with_the_steps() -> None:
    # Grupp's game at 11 tricks left: within the same node budget the steps leave
    # room for many more exact worlds (in this position all 64 instead of 6; over
    # whole deals 86 % instead of 18 %, docs/ai.md).
    view = card_view("grupp1994-3", 11, 60)
    got = []
    for steps in (False, True):
        search = dataclasses.replace(
            pimc.EXPERT_CORE_SEARCH, time_cap=0.0, threads=1, steps=steps
        )
        bot = Recording(search)
        bot.choose(view, random.Random(4))
        got.append(bot.last_worlds[0])
    assert got[1] >= 2 * max(got[0], 1), got
