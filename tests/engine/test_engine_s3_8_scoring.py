"""RULES.md §3.8-3.9, §4.5-4.6: deal scoring and the end of the game."""

import pytest

from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.scoring import (
    check_game_end,
    round10_half_up,
    score_go_out,
    score_suit_deal,
)

G = PROFILES["grupp1994-3"]
O40 = PROFILES["online-40"]


@pytest.mark.parametrize(
    ("x", "r"), [(0, 0), (4, 0), (5, 10), (14, 10), (15, 20), (244, 240), (245, 250), (255, 260)]
)
def test_s1_5_round10_half_up(x, r):
    assert round10_half_up(x) == r


SUIT_DEALS = [
    # profile, options, bid, melds, tricks, raw, made, changes
    (G, {}, 300, [150, 40, 20], [5, 4, 6], [174, 46, 30], True, [320, 90, 50]),
    (G, {}, 310, [60, 20, 40], [14, 1, 0], [244, 6, 0], False, [-620, 30, 0]),
    # exact check: 60 + 235 = 295 < 300 fails, though 235 rounds to 240
    (G, {}, 300, [60, 20, 0], [12, 2, 1], [235, 10, 5], False, [-600, 30, 10]),
    (G, {"contract_check_on": "rounded"}, 300, [60, 20, 0], [12, 2, 1], [235, 10, 5], True,
     [300, 30, 10]),
    # melds need a trick; opponents score regardless of the declarer
    (G, {}, 150, [0, 100, 0], [15, 0, 0], [250, 0, 0], True, [250, 0, 0]),
    (G, {"melds_require_trick": False}, 150, [0, 100, 0], [15, 0, 0], [250, 0, 0], True,
     [250, 100, 0]),
    # online-40: no rounding
    (O40, {}, 200, [100, 40, 0], [7, 3, 2], [113, 80, 57], True, [213, 120, 57]),
]


@pytest.mark.parametrize(
    ("profile", "options", "bid", "melds", "tricks", "raw", "made", "changes"), SUIT_DEALS
)
def test_s3_8_suit_deal(profile, options, bid, melds, tricks, raw, made, changes):
    p = profile.with_options(**options) if options else profile
    got_made, parts = score_suit_deal(p, bid, 0, melds, tricks, raw)
    assert got_made is made
    assert [x.change for x in parts] == changes


@pytest.mark.parametrize(
    ("profile", "options", "bid", "melds", "changes"),
    [
        (G, {}, 200, [0, 40, 0], [-200, 70, 30]),
        (O40, {}, 180, [0, 60, 20], [-180, 110, 70]),
        (G, {"go_out_bonus": 40}, 200, [0, 40, 0], [-200, 80, 40]),
        (G, {"go_out_by_half_bid": True}, 200, [0, 40, 0], [-200, 140, 100]),
    ],
)
def test_s3_4_going_out(profile, options, bid, melds, changes):
    p = profile.with_options(**options) if options else profile
    assert [x.change for x in score_go_out(p, bid, 0, melds)] == changes


GAME_END = [
    # scores after the deal, declarer, deal counts, winner, extra deal
    ([1530, 1540, 920], 0, True, 0, False),  # declarer precedence
    ([700, 1510, 1510], 0, True, None, True),  # tie among the others: extra deal
    ([1200, 1550, 1330], 0, False, None, False),  # going out never ends the game
    ([1320, 1570, 1500], 0, True, 1, False),  # exactly the target counts
    ([1499, 1000, 0], 1, True, None, False),
]


@pytest.mark.parametrize(("scores", "declarer", "counts", "winner", "extra"), GAME_END)
def test_s3_9_game_end(scores, declarer, counts, winner, extra):
    check = check_game_end(G, scores, declarer, counts)
    assert check.winner == winner and check.extra_deal is extra


def test_amb45_tie_rule_bid_winner_breaks_the_tie_by_the_higher_bid():
    p = G.with_options(tie_rule="bid_winner")
    check = check_game_end(p, [700, 1510, 1510], 0, True, last_bids=[300, 0, 160])
    assert check.winner == 2
