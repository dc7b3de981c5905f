"""With the C core, Expert solves its worlds exactly from 11 tricks left, within its
node budget (issue 26): every world from 10 tricks left, some at 11. Hard from 8."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from binokel_desktop.ai import pimc, solver
from binokel_desktop.ai.knowledge import Layout, World
from binokel_desktop.ai.outcome import Outcome, game_of
from binokel_desktop.ai.rulebot import medium
from binokel_desktop.ai.solver import Solver, distinct_moves
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Play
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.view import SeatView

needs_core = pytest.mark.skipif(solver.BACKEND != "C", reason="the C core is not built")


class Recording(pimc.SearchBot):
    """Expert's card play, keeping the worlds it drew and what it made of them."""

    def __init__(self, search: pimc.SearchConfig, level: str = "expert") -> None:
        bot = pimc.expert(clock=False) if level == "expert" else pimc.hard(clock=False)
        super().__init__(level, bot.cfg, search, bot.contracts)
        self.drawn: list[World] = []
        self.samples: list[tuple[float, dict[int, float]]] = []

    def worlds(
        self, view: SeatView, layout: Layout, rng: random.Random
    ) -> Iterator[tuple[World, float]]:
        for world, weight in super().worlds(view, layout, rng):
            self.drawn.append(world)
            yield world, weight

    def settled(self, samples: list[tuple[float, dict[int, float]]]) -> bool:
        self.samples = samples  # the list the search fills: at the end it holds them all
        return super().settled(samples)


def card_view(profile: str, tricks_left: int, seed: int) -> SeatView:
    """The first card-play view with ``tricks_left`` tricks to go and a choice of
    cards, in the first deal from ``seed`` on that is played out (Medium players)."""
    p = PROFILES[profile]
    for s in range(seed, seed + 20):
        state = new_game(p, s)
        bots, rng = medium(), random.Random(s)
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            view = seat_view(state, state.to_act)
            left = p.deal.hand_size - len(state.plays) // p.hand_players
            if state.phase is Phase.PLAY and left <= tricks_left:
                legal = sum(1 << a.card for a in view.legal if isinstance(a, Play))
                if distinct_moves(legal).bit_count() > 1:
                    return view
            state, _ = apply(state, bots.choose(view, rng))
    raise AssertionError("no such view")


def exact_utilities(view: SeatView, world: World) -> dict[int, float]:
    """What solving this world exactly makes of each card."""
    g, maxi_side = game_of(view)
    hands = list(world.hands)
    hands[view.seat] = view.hand
    values = Solver(g).move_values(hands, view.trick, view.trick_seats, view.seat)
    out = Outcome(view, maxi_side)
    return {c: out.utility(v, world.stash) for c, v in values.items()}


@needs_core
@pytest.mark.parametrize(("left", "seed", "least"), [(10, 7, 12), (10, 21, 12), (11, 22, 8)])
def test_expert_solves_worlds_exactly_from_eleven_tricks_left(
    left: int, seed: int, least: int
) -> None:
    # Worlds are solved exactly until the decision's node budget is spent, and
    # only exact worlds are weighed (a world past its cap is left out).
    view = card_view("online-40", left, seed)
    bot = Recording(pimc.expert(clock=False).search)
    assert bot.search.exact_tricks >= 11
    bot.play(view, random.Random(3))
    solved, weighed = bot.last_worlds
    assert solved == weighed == len(bot.samples) >= least
    exact = iter(exact_utilities(view, world) for world in bot.drawn)
    for _, utils in bot.samples:  # each an exact world's, in the order drawn
        assert any(utils == u for u in exact)
