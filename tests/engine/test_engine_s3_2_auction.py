"""RULES.md §3.2 (raise bidding) and §4.1 (hold bidding) through the state machine."""

import pytest

from binokel_desktop.engine import IllegalAction, IllegalReason, Phase, apply, new_game, seat_view
from binokel_desktop.engine.actions import HOLD, NEXT_DEAL, PASS, Bid, Hold
from binokel_desktop.engine.events import AllPassed, AuctionWon
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.state import seat_labels


def run(profile_name, calls, **options):
    profile = PROFILES[profile_name].with_options(**options)
    state = new_game(profile, 7)
    labels = seat_labels(profile, state.dealer)
    events = []
    for seat, call, *value in calls:
        assert state.to_act == labels[seat], f"{seat} is not to act"
        action = Bid(value[0]) if call == "bid" else HOLD if call == "hold" else PASS
        state, ev = apply(state, action)
        events += ev
    names = {v: k for k, v in labels.items()}
    return state, events, names


RAISE = [
    ([("F", "bid", 150), ("M", "bid", 160), ("F", "bid", 170), ("M", "pass"),
      ("D", "bid", 180), ("F", "pass")], "D", 180),
    ([("F", "pass"), ("M", "bid", 150), ("D", "pass")], "M", 150),
    ([("F", "pass"), ("M", "pass"), ("D", "bid", 200)], "D", 200),
    ([("F", "bid", 300), ("M", "pass"), ("D", "bid", 350), ("F", "pass")], "D", 350),
]


@pytest.mark.parametrize(("calls", "declarer", "bid"), RAISE)
def test_s3_2_raise_bidding(calls, declarer, bid):
    state, events, names = run("grupp1994-3", calls)
    assert names[state.declarer] == declarer and state.bid == bid
    assert any(isinstance(e, AuctionWon) for e in events)
    assert state.phase is not Phase.AUCTION


def test_s3_2_all_pass_is_a_redeal_by_the_next_dealer():
    state, events, _ = run("grupp1994-3", [("F", "pass"), ("M", "pass"), ("D", "pass")])
    assert any(isinstance(e, AllPassed) for e in events)
    # The void deal ends like any other; the next dealer deals the next one.
    assert state.phase is Phase.DEAL_OVER and state.to_act == 1
    assert seat_view(state, 0).deal_result is None
    state, _ = apply(state, NEXT_DEAL)
    assert state.deal_no == 1 and state.dealer == 1 and state.phase is Phase.AUCTION
    assert state.scores == (0, 0, 0)


HOLD_CASES = [
    ([("F", "bid", 150), ("M", "bid", 160), ("F", "hold"), ("M", "bid", 170), ("F", "pass"),
      ("D", "bid", 180), ("M", "hold"), ("D", "bid", 190), ("M", "pass")], "D", 190),
    ([("F", "bid", 150), ("M", "bid", 160), ("F", "hold"), ("M", "pass"), ("D", "pass")],
     "F", 160),
    ([("F", "bid", 150), ("M", "pass"), ("D", "pass")], "F", 150),
]


@pytest.mark.parametrize(("calls", "declarer", "bid"), HOLD_CASES)
def test_s4_1_hold_bidding(calls, declarer, bid):
    state, _, names = run("online-40", calls)
    assert names[state.declarer] == declarer and state.bid == bid


@pytest.mark.parametrize(
    ("profile", "calls", "action", "reason"),
    [
        ("grupp1994-3", [], Bid(140), IllegalReason.BID_TOO_LOW),
        ("grupp1994-3", [], Bid(155), IllegalReason.BID_NOT_STEP),
        ("grupp1994-3", [("F", "bid", 150)], Bid(150), IllegalReason.BID_TOO_LOW),
        ("grupp1994-3", [], Hold(), IllegalReason.CANNOT_HOLD),
        ("online-40", [], PASS, IllegalReason.MUST_OPEN),
        ("online-40", [], Bid(160), IllegalReason.BID_TOO_HIGH),
        ("online-40", [("F", "bid", 150)], Bid(170), IllegalReason.BID_TOO_HIGH),
        ("online-40", [("F", "bid", 150), ("M", "bid", 160)], Bid(170),
         IllegalReason.MUST_HOLD_OR_PASS),
    ],
)
def test_s3_2_illegal_calls_are_refused_with_a_reason(profile, calls, action, reason):
    state, _, _ = run(profile, calls)
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    assert info.value.reason is reason


def test_s3_11_rufen_raises_the_minimum_bid_to_300():
    state, _, _ = run("grupp1994-3", [], rufen=True)
    with pytest.raises(IllegalAction):
        apply(state, Bid(290))
    state, _ = apply(state, Bid(300))
    assert state.bid == 300


def test_amb02_online_bids_go_up_by_exactly_ten():
    from binokel_desktop.engine import legal_actions

    state, _, _ = run("online-40", [("F", "bid", 150)])
    assert [a for a in legal_actions(state) if isinstance(a, Bid)] == [Bid(160)]
