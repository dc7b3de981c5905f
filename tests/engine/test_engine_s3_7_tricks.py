"""RULES.md §1.4 and §3.7: the trick winner and the obligations, with their options."""

import pytest

from binokel_desktop.engine.cards import Suit, cards_of, format_card, mask_of, parse_cards
from binokel_desktop.engine.profile import PROFILES, TrickRules
from binokel_desktop.engine.tricks import PlayReason, legal_plays, trick_winner, why_not

RULES = PROFILES["grupp1994-3"].tricks
H, A, L, B = Suit.HEARTS, Suit.ACORNS, Suit.LEAVES, Suit.BELLS


def legal(played, hand, trump, rules=RULES, **kw):
    cards = parse_cards(played + hand)
    trick, h = cards[: len(played)], mask_of(cards[len(played):])
    return sorted(format_card(c) for c in cards_of(legal_plays(h, trick, trump, rules, **kw)))


WINNERS = [
    (["A-hearts", "A-hearts", "10-hearts"], A, 0),  # identical cards: the first wins
    (["10-bells", "U-hearts", "U-hearts"], H, 1),
    (["7-leaves", "A-acorns", "7-leaves"], B, 0),  # off-suit aces do not win
    (["K-acorns", "7-hearts", "A-hearts"], H, 2),
    (["K-acorns", "A-acorns", "10-acorns"], None, 1),  # Durch/Bettel: no trump
]


@pytest.mark.parametrize(("played", "trump", "winner"), WINNERS)
def test_s1_4_trick_winner(played, trump, winner):
    assert trick_winner(parse_cards(played), trump) == winner


LEGAL = [
    # follow suit and head
    (["K-bells", "10-bells"], ["A-bells", "O-bells", "A-hearts"], H, ["A-bells"]),
    # cannot head: any card of the suit
    (["A-bells"], ["O-bells", "U-bells", "A-hearts"], H, ["O-bells", "U-bells"]),
    # an identical card does not head
    (["O-leaves"], ["O-leaves", "U-leaves"], A, ["O-leaves", "U-leaves"]),
    # void: must trump
    (["A-acorns"], ["7-hearts", "K-hearts", "10-leaves"], H, ["7-hearts", "K-hearts"]),
    # must overtrump
    (["A-acorns", "O-hearts"], ["K-hearts", "U-hearts", "10-leaves"], H, ["K-hearts"]),
    # cannot overtrump: still must trump (AMB-10 default)
    (["A-acorns", "A-hearts"], ["K-hearts", "10-leaves"], H, ["K-hearts"]),
    # trick already trumped: any card of the led suit (AMB-11)
    (["K-acorns", "7-hearts"], ["A-acorns", "U-acorns"], H, ["A-acorns", "U-acorns"]),
    # neither suit nor trump: anything
    (["A-acorns", "10-acorns"], ["K-leaves", "U-bells"], H, ["K-leaves", "U-bells"]),
    # trump led: head with a higher trump
    (["K-hearts", "10-hearts"], ["A-hearts", "O-hearts", "A-acorns"], H, ["A-hearts"]),
    # no trump (Durch): void may play anything
    (["A-bells"], ["A-hearts", "U-leaves"], None, ["A-hearts", "U-leaves"]),
]


@pytest.mark.parametrize(("played", "hand", "trump", "expected"), LEGAL)
def test_s3_7_legal_cards(played, hand, trump, expected):
    assert legal(played, hand, trump) == sorted(expected)


def test_s3_7_leader_may_play_anything():
    assert legal([], ["A-hearts", "7-bells"], H) == ["7-bells", "A-hearts"]


def test_amb10_option_must_undertrump_off_frees_the_hand():
    rules = TrickRules(must_undertrump=False)
    assert legal(["A-acorns", "A-hearts"], ["K-hearts", "10-leaves"], H, rules) == [
        "10-leaves", "K-hearts"]


def test_amb43_option_must_head_after_ruff():
    rules = TrickRules(must_head_after_ruff=True)
    played = ["K-acorns", "7-hearts"]
    assert legal(played, ["A-acorns", "U-acorns"], H, rules) == ["A-acorns"]
    assert legal(played, ["A-acorns", "U-acorns"], H) == ["A-acorns", "U-acorns"]


def test_amb41_partner_exemption_lifts_heading_and_trumping():
    assert legal(["A-acorns"], ["7-hearts", "10-leaves"], H, exempt=True) == [
        "10-leaves", "7-hearts"]
    assert legal(["K-acorns"], ["A-acorns", "U-acorns"], H, exempt=True) == [
        "A-acorns", "U-acorns"]


@pytest.mark.parametrize(
    ("played", "hand", "card", "reason"),
    [
        (["K-bells"], ["A-bells", "O-bells", "A-hearts"], "A-hearts", PlayReason.MUST_FOLLOW_SUIT),
        (["K-bells"], ["A-bells", "O-bells"], "O-bells", PlayReason.MUST_HEAD),
        (["A-acorns"], ["7-hearts", "10-leaves"], "10-leaves", PlayReason.MUST_TRUMP),
        (["A-acorns", "O-hearts"], ["K-hearts", "U-hearts"], "U-hearts",
         PlayReason.MUST_OVERTRUMP),
        (["A-acorns"], ["7-hearts", "10-leaves"], "7-hearts", PlayReason.OK),
    ],
)
def test_s3_7_why_a_card_is_refused(played, hand, card, reason):
    cards = parse_cards(played + hand)
    trick, h = cards[: len(played)], mask_of(cards[len(played):])
    c = next(x for x in cards[len(played):] if format_card(x) == card)
    assert why_not(c, h, trick, H, RULES) is reason
