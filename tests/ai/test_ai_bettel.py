"""Bettel: the solver's game (the declarer maximises the defenders' tricks), the
chance of a hand, and the bots laying away, announcing and bidding for it."""

from __future__ import annotations

import random

import pytest

from binokel_desktop.ai import make_bot
from binokel_desktop.ai.bettel import (
    bettel_chance,
    bettel_discard,
    danger,
)
from binokel_desktop.ai.common import deck_of
from binokel_desktop.ai.outcome import bettel_card, game_of
from binokel_desktop.ai.solver import NO_POINTS, Game, Solver, brute_force
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Announce, Bid, Contract, Discard, Pass, TakeDabb
from binokel_desktop.engine.cards import cards_of
from binokel_desktop.engine.state import GameState, Phase
from binokel_desktop.engine.view import SeatView

BETTEL = PROFILES["grupp1994-3"].with_options(bettel=True)
DECK = deck_of(BETTEL)
ACE, UNTER, SEVEN = 0, 4, 7  # face indices (0 is the highest)



def _faces(*faces: int) -> int:
    """Every card of the deck with one of ``faces``."""
    return sum(1 << c for c in cards_of(DECK) if (c >> 1) & 7 in faces)


LOW = _faces(UNTER, SEVEN) & ~(1 << (2 * 16 + 2 * UNTER))  # 15 cards: one Unter fewer
ACES = (1 << 0) | (1 << 16) | (1 << 32)  # three Daus


def _to(state: GameState, phase: Phase) -> GameState:
    """Drive a deal to ``phase``: the first bidder wins at the minimum and takes the dabb."""
    while state.phase is not phase:
        view = seat_view(state, state.to_act)
        legal = list(view.legal)
        if state.phase is Phase.AUCTION:
            bids = [a for a in legal if isinstance(a, Bid)]
            action = bids[0] if bids and view.auction.holder < 0 else Pass()
            action = action if action in legal else legal[0]
        else:
            action = TakeDabb() if TakeDabb() in legal else legal[0]
        state, _ = apply(state, action)
    return state


def _with_hand(state: GameState, seat: int, hand: int) -> GameState:
    """The same state with ``hand`` for ``seat`` and the other cards dealt to the others."""
    others = [s for s in range(3) if s != seat]
    rest = cards_of(DECK & ~hand)
    size = len(rest) // len(others)
    hands = [0, 0, 0]
    hands[seat] = hand
    for i, s in enumerate(others):
        for c in rest[i * size : (i + 1) * size]:
            hands[s] |= 1 << c
    return state._replace(hands=tuple(hands), dabb=0, dabb_public=False)


def _view(hand: int, phase: Phase, profile: object = BETTEL) -> SeatView:
    state = _to(new_game(profile, 5), phase)  # type: ignore[arg-type]
    seat = state.to_act
    return seat_view(_with_hand(state, seat, hand), seat)


# -- the solver's Bettel game ----------------------------------------------------


def _bettel_position(seed: int) -> tuple[Game, list[int], int]:
    rng = random.Random(seed)
    cards = cards_of(DECK)
    rng.shuffle(cards)
    tricks = 4
    hands = [0, 0, 0]
    # The declarer (seat 0) mostly gets low cards, so the lost-out cut is reached.
    low = sorted(cards[:24], key=lambda c: -((c >> 1) & 7))
    for c in low[: tricks - 1] + cards[24 : 24 + 1]:
        hands[0] |= 1 << c
    rest = [c for c in cards if not hands[0] >> c & 1]
    for i, c in enumerate(rest[: 2 * tricks]):
        hands[1 + i % 2] |= 1 << c
    g = Game(
        trump=None,
        rules=BETTEL.tricks,
        order=(1, 2, 0),
        maxi=(True, False, False),
        points=NO_POINTS,
        trick_value=1,
        last_bonus=0,
        players=3,
        scorer=(False, True, True),
    )
    return g, hands, rng.randrange(3)


@pytest.mark.parametrize("seed", range(25))
def test_bettel_search_agrees_with_brute_force(seed: int) -> None:
    g, hands, leader = _bettel_position(seed)
    want = brute_force(g, hands, [], [], leader)
    assert Solver(g).value(hands, [], [], leader) == want
    assert Solver(g).at_least(hands, [], [], leader, 4) == (want == 4)


def test_bettel_search_lets_the_declarer_duck() -> None:
    # Declarer: the two Sevens of acorns; defenders hold higher acorns only.
    g, _, _ = _bettel_position(0)
    seven = 2 * SEVEN
    hands = [(1 << seven) | (1 << (seven + 1)), 0b11, 0b1100]  # Daus pair / Zehner pair
    assert Solver(g).value(hands, [], [], 1) == 2  # the defenders take both tricks
    # Leading himself, the declarer still loses: the defenders must head his Seven.
    assert Solver(g).value(hands, [], [], 0) == 2


def test_greedy_bettel_cards() -> None:
    decl = (True, False, False)
    king, seven = 2 * 2, 2 * SEVEN
    # The declarer under a led Daus ducks with his highest card that still loses.
    legal = (1 << king) | (1 << seven)
    assert bettel_card(legal, [0], [1], None, decl, 0) == king
    # A defender before the declarer plays low; behind a winning declarer he ducks.
    assert bettel_card((1 << 2) | (1 << seven), [8], [2], None, decl, 1) == seven
    assert bettel_card((1 << 0) | (1 << seven), [2 * 3], [0], None, decl, 1) == seven
    # A defender leads low into a suit where the declarer holds a higher card.
    bells_seven, acorn_unter = 16 + seven, 2 * UNTER
    mine = (1 << bells_seven) | (1 << acorn_unter)
    assert bettel_card(mine, [], [], None, decl, 1, 1 << king) == acorn_unter
    assert bettel_card(mine, [], [], None, decl, 1, 1 << (16 + king)) == bells_seven


# -- the chance of a hand ---------------------------------------------------------


def test_a_hand_of_low_cards_is_a_sure_bettel_and_daus_are_not() -> None:
    view = _view(LOW | ACES, Phase.DISCARD)
    out = DECK & ~view.hand
    assert bettel_discard(view.hand, 3, out) == ACES
    assert danger(LOW, out) == 0
    assert bettel_chance(view, LOW, out, random.Random(1), 12, 5_000) == 1.0
    high = _faces(ACE, 1) & ~1  # Daus and Zehner: the declarer's first lead wins
    assert danger(high, DECK & ~high) > 0
    assert bettel_chance(view, high, DECK & ~high, random.Random(1), 12, 5_000) == 0.0


# -- the bots --------------------------------------------------------------------


def _at_trump(hand: int, discard: int, profile: object = BETTEL) -> tuple[GameState, int]:
    """The declarer with ``hand`` has laid away ``discard``; his turn to name the game."""
    state = _to(new_game(profile, 5), Phase.DISCARD)  # type: ignore[arg-type]
    seat = state.to_act
    state, _ = apply(_with_hand(state, seat, hand), Discard(discard))
    while state.to_act != seat or state.phase is not Phase.TRUMP:
        state, _ = apply(state, seat_view(state, state.to_act).legal[0])
    return state, seat


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_bots_lay_away_the_daus_and_announce_a_sure_bettel(level: str) -> None:
    bot = make_bot(level, clock=False)
    view = _view(LOW | ACES, Phase.DISCARD)
    assert bot.choose(view, random.Random(2)) == Discard(ACES)
    state, seat = _at_trump(LOW | ACES, ACES)
    assert bot.choose(seat_view(state, seat), random.Random(3)) == Announce(Contract.BETTEL)


def test_easy_never_plays_bettel_and_no_bot_does_where_it_is_off() -> None:
    state, seat = _at_trump(LOW | ACES, ACES)
    view = seat_view(state, seat)
    assert Announce(Contract.BETTEL) in view.legal
    for seed in range(8):
        easy = make_bot("easy", clock=False)
        assert easy.choose(view, random.Random(seed)) != Announce(Contract.BETTEL)
    off = _view(LOW | ACES, Phase.DISCARD, PROFILES["grupp1994-3"])
    assert make_bot("hard", clock=False).choose(off, random.Random(2)) != Discard(ACES)
    state, seat = _at_trump(LOW | ACES, ACES, PROFILES["grupp1994-3"])
    assert Announce(Contract.BETTEL) not in seat_view(state, seat).legal


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_a_bettel_hand_bids_up_to_the_bettel_value(level: str) -> None:
    bot = make_bot(level, clock=False)
    hand = LOW  # whatever the dabb brings can be laid away again
    view = _view(hand, Phase.AUCTION)
    assert view.phase is Phase.AUCTION
    limit = bot.bid_limit(view, random.Random(4))  # type: ignore[attr-defined]
    assert limit >= min(BETTEL.auction.max_bid, BETTEL.contracts.bettel_value)
    plain = _view(hand, Phase.AUCTION, PROFILES["grupp1994-3"])
    assert bot.bid_limit(plain, random.Random(4)) < limit  # type: ignore[attr-defined]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_sure_bettel_is_announced_played_and_made(level: str) -> None:
    state = _to(new_game(BETTEL, 5), Phase.DISCARD)
    declarer = state.to_act
    state = _with_hand(state, declarer, LOW | ACES)
    bots = [make_bot(level, clock=False) for _ in range(3)]
    rng = random.Random(6)
    deal = state.deal_no
    while state.deal_no == deal and state.phase is not Phase.GAME_OVER:
        view = seat_view(state, state.to_act)
        if view.phase is Phase.PLAY:
            # The search plays it the right way round: the declarer maximises
            # the tricks the defenders take.
            g, side = game_of(view)
            assert side == 1
            assert g.maxi == tuple(s == declarer for s in range(3))
            assert g.scores == tuple(s != declarer for s in range(3))
        action = bots[state.to_act].choose(view, rng)
        assert action in view.legal
        state, _ = apply(state, action)
    result = state.results[-1]
    assert result.contract is Contract.BETTEL
    assert result.declarer == declarer
    assert result.made
