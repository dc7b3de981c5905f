"""RULES.md §1.1-1.3: card names, notation round-trip, CardSet, decks and points."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from binokel_desktop.engine.cards import (
    CardError,
    CardSet,
    Rank,
    Suit,
    cards_of,
    deck_mask,
    format_card,
    make_card,
    parse_card,
    parse_cards,
    points_of,
    rank_of,
    suit_of,
)
from binokel_desktop.engine.profile import PROFILES

GERMAN_RANKS = [Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER, Rank.SEVEN]


@given(st.sampled_from(list(Suit)), st.sampled_from(list(Rank)), st.integers(0, 1))
def test_s1_1_notation_round_trips(suit, rank, copy):
    card = make_card(suit, rank, copy)
    assert suit_of(card) == suit and rank_of(card) == rank
    for french in (False, True):
        text = format_card(card, french=french)
        assert parse_card(f"{text}#{copy + 1}") == card


@pytest.mark.parametrize(
    ("text", "expected"),
    [("O-leaves", "Q-spades"), ("U-bells", "J-diamonds"), ("A-acorns", "A-clubs"),
     ("10-hearts", "10-hearts"), ("7-bells", "7-diamonds")],
)
def test_s1_1_german_and_french_names_name_one_card(text, expected):
    assert format_card(parse_card(text), french=True) == expected
    assert parse_card(expected) == parse_card(text)


@pytest.mark.parametrize(
    ("bad", "token"),
    [("X-leaves", "'X'"), ("O-swords", "'swords'"), ("Oleaves", "Oleaves"), ("O-leaves#3", "#1")],
)
def test_s1_1_parse_errors_name_the_bad_token(bad, token):
    with pytest.raises(CardError, match=token):
        parse_card(bad)


def test_s1_1_repeated_names_take_both_copies_and_no_third():
    a, b = parse_cards(["A-hearts", "A-hearts"])
    assert a != b and a >> 1 == b >> 1
    with pytest.raises(CardError, match="two copies"):
        parse_cards(["A-hearts", "A-hearts", "A-hearts"])


def test_s1_cardset_behaves_as_a_set():
    s = CardSet.parse(["A-hearts", "7-bells", "A-hearts"])
    assert len(s) == 3
    assert parse_card("7-bells") in s
    assert len(s.of_suit(Suit.HEARTS)) == 2
    assert (s - CardSet.parse(["7-bells"])) == s.of_suit(Suit.HEARTS)
    assert sorted(s) == sorted(parse_cards(["A-hearts", "A-hearts", "7-bells"]))
    with pytest.raises(AttributeError):
        s.mask = 0  # type: ignore[misc]


@pytest.mark.parametrize(("profile", "size"), [("grupp1994-3", 48), ("online-40", 40)])
def test_s1_decks(profile, size):
    deck = cards_of(deck_mask(PROFILES[profile].deck.ranks))
    assert len(deck) == size
    assert len({c >> 1 for c in deck}) == size // 2


@pytest.mark.parametrize("ranks", [GERMAN_RANKS, GERMAN_RANKS[:-1]])
def test_s1_3_a_deck_holds_240_card_points(ranks):
    assert points_of(deck_mask(ranks)) == 240
