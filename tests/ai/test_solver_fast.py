"""The fast (packed) search agrees with brute force on rule variants and odd seatings."""

from __future__ import annotations

import dataclasses
import random

import pytest

from binokel_desktop.ai.common import CARD_POINTS
from binokel_desktop.ai.solver import BACKEND, NO_POINTS, Game, Solver, brute_force
from binokel_desktop.engine import PROFILES
from binokel_desktop.engine.cards import cards_of, deck_mask


def _position(seed: int) -> tuple[Game, list[int], list[int], list[int], int]:
    rng = random.Random(seed)
    profile = PROFILES[rng.choice(["grupp1994-3", "kreuz-4", "online-40"])]
    rules = dataclasses.replace(
        profile.tricks,
        must_head=rng.random() < 0.7,
        must_trump=rng.random() < 0.7,
        must_overtrump=rng.random() < 0.7,
        must_undertrump=rng.random() < 0.5,
        must_head_after_ruff=rng.random() < 0.5,
    )
    n = rng.choice([2, 3, 4])
    # Three players of four seats: one seat sits out (and holds nothing).
    seats_total = 4 if n == 3 and rng.random() < 0.3 else n
    active = sorted(rng.sample(range(seats_total), n))
    order = [active[0]] * seats_total
    for i, s in enumerate(active):
        order[s] = active[(i + 1) % n]
    maxi = tuple(s in active and (active.index(s) % 2 == 0) for s in range(seats_total))
    durch = rng.random() < 0.3
    # Half the trick-count games are Bettel: the maximiser counts the others' tricks.
    bettel = durch and random.Random(seed * 7 + 1).random() < 0.5
    scorer = tuple(s in active and not maxi[s] for s in range(seats_total))
    game = Game(
        trump=rng.choice([None, 0, 1, 2, 3]),
        rules=rules,
        order=tuple(order),
        maxi=maxi,
        points=NO_POINTS if durch else CARD_POINTS,
        trick_value=1 if durch else 0,
        last_bonus=0 if durch else 10,
        players=n,
        exemption=n == 4 and rng.random() < 0.5,
        scorer=scorer if bettel else None,
    )
    deck = cards_of(deck_mask(profile.deck.ranks))
    tricks = 3 if n < 4 else 2
    hands = [0] * seats_total
    for i, c in enumerate(rng.sample(deck, n * tricks)):
        hands[active[i % n]] |= 1 << c
    seat = rng.choice(active)
    trick: list[int] = []
    seats: list[int] = []
    for _ in range(rng.randrange(n)):
        card = cards_of(game.legal(hands[seat], trick, seats, seat))[0]
        hands[seat] &= ~(1 << card)
        trick.append(card)
        seats.append(seat)
        seat = order[seat]
    return game, hands, trick, seats, seat


@pytest.mark.parametrize("seed", range(60))
def test_fast_search_agrees_with_brute_force(seed: int) -> None:
    game, hands, trick, seats, seat = _position(seed)
    assert Solver(game)._supported(hands, trick, seats, seat)
    want = brute_force(game, hands, trick, seats, seat)
    assert Solver(game).value(hands, trick, seats, seat) == want
    assert Solver(game).value_mtdf(hands, trick, seats, seat, 7) == want
    assert Solver(game).at_least(hands, trick, seats, seat, want)
    assert not Solver(game).at_least(hands, trick, seats, seat, want + 1)
    values = Solver(game).move_values(hands, trick, seats, seat)
    plain = Solver(game, table=False, ordering=False, merge=False)
    assert values == {c: plain.move_values(hands, trick, seats, seat)[c] for c in values}


def test_irregular_position_takes_the_plain_path() -> None:
    game, hands, trick, seats, seat = _position(3)
    hands = list(hands)
    for s in range(len(hands)):
        if s != seat and hands[s]:
            hands[s] &= hands[s] - 1  # one card short
            break
    solver = Solver(game)
    assert not solver._supported(hands, trick, seats, seat)
    plain = Solver(game, table=False, ordering=False, merge=False)
    assert solver.value(hands, trick, seats, seat) == plain.value(hands, trick, seats, seat)


def _narrow_position(seed: int) -> tuple[Game, list[int], int]:
    # Three hands of four cards from two suits of the 40-card deck: most cards
    # then sit next to another of the same hand among the cards still out.
    rng = random.Random(seed)
    profile = PROFILES["online-40"]
    suits = rng.sample(range(4), 2)
    deck = [c for c in cards_of(deck_mask(profile.deck.ranks)) if c >> 4 in suits]
    hands = [0, 0, 0]
    for i, c in enumerate(rng.sample(deck, 12)):
        hands[i % 3] |= 1 << c
    maxi = tuple(s == rng.randrange(3) for s in range(3))
    game = Game(
        trump=rng.choice([None, None, *suits]),  # no trump: every top run is sure
        rules=profile.tricks,
        order=(1, 2, 0),
        maxi=maxi if any(maxi) else (True, False, False),
        points=CARD_POINTS,
        trick_value=0,
        last_bonus=10,
        players=3,
    )
    return game, hands, rng.randrange(3)


@pytest.mark.parametrize("seed", range(40))
def test_equivalent_cards_left_unsearched_change_no_value(seed: int) -> None:
    # Of a run of cards that beat and lose to the same cards, the search plays
    # only the dearest or the cheapest where the play settles who takes the
    # trick (a lead from an unbeatable top run, the last card of a trick): the
    # values stay brute force's, in both backends, for every first card.
    game, hands, seat = _narrow_position(seed)
    want = brute_force(game, hands, [], [], seat)
    plain = Solver(game, table=False, ordering=False, merge=False)
    exact = plain.move_values(hands, [], [], seat)
    for backend in ("C", "Python"):
        if backend == "C" and BACKEND != "C":
            continue
        assert Solver(game, backend=backend).value(hands, [], [], seat) == want
        values = Solver(game, backend=backend).move_values(hands, [], [], seat)
        assert values == {c: exact[c] for c in values}
