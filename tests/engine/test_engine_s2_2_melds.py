"""RULES.md §2.2: simultaneous meld evaluation, with the §8 derivations."""

from collections import Counter

import pytest

from binokel_desktop.engine.cards import Suit, mask_of, parse_cards
from binokel_desktop.engine.melds import evaluate
from binokel_desktop.engine.profile import PROFILES

G = PROFILES["grupp1994-3"]
O40 = PROFILES["online-40"]
FILL = ["10-acorns", "10-leaves", "7-acorns", "7-leaves", "U-acorns"]


def melds_of(hand, trump, profile=G, **options):
    rules = profile.with_options(**options).melds if options else profile.melds
    found = evaluate(mask_of(parse_cards(hand)), trump, rules)
    return Counter((m.kind.value, m.value) for m in found), sum(m.value for m in found)


PROCESSION = ["K-acorns", "O-acorns", "K-leaves", "O-leaves", "K-hearts", "O-hearts",
              "K-bells", "O-bells"]

TABLE = [
    # (hand, trump, options, expected total, expected melds)
    (PROCESSION, Suit.HEARTS, {}, 240,
     {("four_K", 80): 1, ("four_O", 60): 1, ("trump_pair", 40): 1, ("pair", 20): 3}),
    (PROCESSION + ["A-hearts", "10-hearts", "U-hearts"], Suit.HEARTS, {}, 350,
     {("trump_family", 150): 1, ("four_K", 80): 1, ("four_O", 60): 1, ("pair", 20): 3}),
    (PROCESSION + ["A-acorns", "10-acorns", "U-acorns"], Suit.HEARTS, {}, 320,
     {("family", 100): 1, ("four_K", 80): 1, ("four_O", 60): 1, ("trump_pair", 40): 1,
      ("pair", 20): 2}),
    (["K-leaves", "O-leaves", "U-bells"], Suit.HEARTS, {}, 60,
     {("binokel", 40): 1, ("pair", 20): 1}),
    (["K-leaves", "O-leaves", "U-bells"], Suit.HEARTS, {"grand_binokel_enabled": True}, 100,
     {("grand_binokel", 80): 1, ("pair", 20): 1}),
    (["O-leaves", "O-leaves", "U-bells", "U-bells", "K-leaves"], Suit.ACORNS, {}, 320,
     {("double_binokel", 300): 1, ("pair", 20): 1}),
    # A King and two Obers are one pair, not two.
    (["K-bells", "O-bells", "O-bells"], Suit.HEARTS, {}, 20, {("pair", 20): 1}),
    (["K-bells", "K-bells", "O-bells", "O-bells"], Suit.BELLS, {}, 80, {("trump_pair", 40): 2}),
    # Eight of a kind supersedes two fours; tens make no four.
    (["A-acorns", "A-leaves", "A-hearts", "A-bells"] * 2, Suit.HEARTS, {}, 1000,
     {("eight_A", 1000): 1}),
    (["10-acorns", "10-leaves", "10-hearts", "10-bells"], Suit.HEARTS, {}, 0, {}),
    (["A-acorns", "A-leaves", "A-hearts", "A-bells"] * 2, Suit.HEARTS,
     {"doubled_melds": "twice"}, 200, {("eight_A", 200): 1}),
    # Diss: each trump 7.
    (["7-hearts", "7-hearts", "7-bells"], Suit.HEARTS, {}, 20, {("diss", 10): 2}),
    (["7-hearts"], Suit.BELLS, {}, 0, {}),
]


@pytest.mark.parametrize(("hand", "trump", "options", "total", "melds"), TABLE)
def test_s2_2_eval_table(hand, trump, options, total, melds):
    got, got_total = melds_of(hand, trump, **options)
    assert got_total == total
    assert got == Counter(melds)


@pytest.mark.parametrize(
    ("trump", "kind", "value"),
    [(Suit.HEARTS, "trump_double_family", 1500), (Suit.BELLS, "double_family", 1000)],
)
def test_s4_online_double_family_depends_on_trump(trump, kind, value):
    hand = ["A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts"] * 2
    got, total = melds_of(hand, trump, O40)
    assert got == Counter({(kind, value): 1}) and total == value


def test_s2_2_double_family_disabled_counts_two_families_and_no_pairs():
    hand = ["A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts"] * 2
    got, total = melds_of(hand, Suit.ACORNS, double_family_enabled=False)
    assert got == Counter({("family", 100): 2}) and total == 200


def test_s2_2_meld_cards_are_physical_cards_of_the_hand():
    hand = mask_of(parse_cards(PROCESSION + ["A-hearts", "10-hearts", "U-hearts"]))
    for meld in evaluate(hand, Suit.HEARTS, G.melds):
        assert meld.cards & ~hand == 0
        assert meld.cards


def test_s3_5_announced_discarded_diss_scores_for_the_declarer():
    diss = mask_of(parse_cards(["7-leaves"]))
    found = evaluate(0, Suit.LEAVES, G.melds, diss_extra=diss)
    assert [(m.kind.value, m.value) for m in found] == [("diss", 10)]
