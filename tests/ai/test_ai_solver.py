"""The double-dummy solver agrees with brute force on small positions."""

from __future__ import annotations

import random

import pytest

from binokel_desktop.ai.common import CARD_POINTS
from binokel_desktop.ai.solver import (
    NO_POINTS,
    Game,
    SearchAborted,
    Solver,
    brute_force,
    distinct_moves,
    merge_copies,
)
from binokel_desktop.engine import PROFILES
from binokel_desktop.engine.cards import cards_of, deck_mask


def _deal(rng: random.Random, ranks: tuple[int, ...], hands: int, tricks: int) -> list[int]:
    deck = cards_of(deck_mask(ranks))
    cards = rng.sample(deck, hands * tricks)
    out = [0] * hands
    for i, c in enumerate(cards):
        out[i % hands] |= 1 << c
    return out


CASES = [
    # (profile, hands, maximising seats, trump?, per-trick value, points?)
    ("grupp1994-3", 3, (True, False, False), True, 0, True),  # declarer vs coalition
    ("grupp1994-3", 3, (False, True, True), True, 0, True),  # the coalition maximises
    ("grupp1994-3", 3, (True, False, False), False, 1, False),  # Durch: tricks
    ("kreuz-4", 4, (True, False, True, False), True, 0, True),  # teams
    ("online-40", 3, (True, False, False), True, 0, True),  # 40 cards
    ("grupp1994-3", 2, (True, False), True, 0, True),  # two hands
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{c[1]}h-{c[4]}" for c in CASES])
def test_solver_agrees_with_brute_force(case: tuple) -> None:  # type: ignore[type-arg]
    name, n, maxi, has_trump, trick_value, points = case
    profile = PROFILES[name]
    rng = random.Random(hash(case) & 0xFFFF)
    for k in range(12):
        tricks = 2 + k % 2 if n == 4 else 3
        hands = _deal(rng, profile.deck.ranks, n, tricks)
        game = Game(
            trump=rng.randrange(4) if has_trump else None,
            rules=profile.tricks,
            order=tuple((i + 1) % n for i in range(n)),
            maxi=maxi,
            points=CARD_POINTS if points else NO_POINTS,
            trick_value=trick_value,
            last_bonus=10 if points else 0,
            players=n,
        )
        leader = rng.randrange(n)
        # Some positions start inside a trick.
        trick: tuple[int, ...] = ()
        seats: tuple[int, ...] = ()
        continue_seat = leader
        if k % 3 == 2:
            # Start inside a trick: the leader has played his lowest card.
            lead = cards_of(hands[leader])[0]
            hands[leader] &= ~(1 << lead)
            trick, seats = (lead,), (leader,)
            continue_seat = (leader + 1) % n
        want = brute_force(game, hands, trick, seats, continue_seat)
        solver = Solver(game)
        assert solver.value(hands, trick, seats, continue_seat) == want
        assert Solver(game).value_mtdf(hands, trick, seats, continue_seat, 17) == want
        plain = Solver(game, table=False, ordering=False, merge=False)
        assert plain.value(hands, trick, seats, continue_seat) == want
        assert Solver(game).at_least(hands, trick, seats, continue_seat, want)
        assert not Solver(game).at_least(hands, trick, seats, continue_seat, want + 1)
        values = Solver(game).move_values(hands, trick, seats, continue_seat)
        best = max(values.values()) if maxi[continue_seat] else min(values.values())
        assert best == want


def test_identical_copies_merge() -> None:
    a_hearts = 2 * 16  # A-hearts copy 0
    both = (1 << a_hearts) | (1 << (a_hearts + 1))
    assert distinct_moves(both) == 1 << a_hearts
    assert merge_copies(1 << (a_hearts + 1)) == 1 << a_hearts
    assert merge_copies(both) == both


def test_node_cap_aborts() -> None:
    profile = PROFILES["grupp1994-3"]
    hands = _deal(random.Random(5), profile.deck.ranks, 3, 6)
    game = Game(
        trump=0,
        rules=profile.tricks,
        order=(1, 2, 0),
        maxi=(True, False, False),
        points=CARD_POINTS,
        trick_value=0,
        last_bonus=10,
        players=3,
    )
    with pytest.raises(SearchAborted):
        Solver(game, node_cap=50).value(hands, (), (), 0)
