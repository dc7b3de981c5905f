"""RULES.md §3.3-3.6 and §3.10-3.12 through the state machine: dabb, going out,
discards, trump, melds, Durch, Bettel, Rufen, four-hand and Cross Binokel."""

import random

import pytest
from conftest import drive, win_auction_for_forehand

from binokel_desktop.engine import (
    Contract,
    IllegalAction,
    IllegalReason,
    Phase,
    apply,
    legal_actions,
    new_game,
    seat_view,
)
from binokel_desktop.engine.actions import (
    NEXT_DEAL,
    TAKE_DABB,
    Announce,
    CallCard,
    ChooseTrump,
    Discard,
    GiveCard,
    GoOut,
    ShowMelds,
)
from binokel_desktop.engine.cards import Suit, cards_of, face_mask, mask_of
from binokel_desktop.engine.events import DabbShown, DealScored, DealStarted, MeldsShown
from binokel_desktop.engine.profile import PROFILES


def to_phase(profile, phase, seed=3, value=150):
    state, events = drive(new_game(profile, seed), win_auction_for_forehand(value))
    if state.phase is Phase.DABB and phase is not Phase.DABB:
        state, ev = apply(state, TAKE_DABB)
        events += ev
    assert state.phase is phase, state.phase
    return state, events


def finish_deal(state, rng, pick=None):
    start = state.deal_no
    events = []
    while state.deal_no == start and state.phase is not Phase.GAME_OVER:
        legal = legal_actions(state)
        action = pick(state, legal) if pick else None
        state, ev = apply(state, action or rng.choice(legal))
        events += ev
    return state, events


def last_result(events):
    return [e.result for e in events if isinstance(e, DealScored)][-1]


def test_s3_3_dabb_is_shown_to_all_and_taken_up():
    g = PROFILES["grupp1994-3"]
    state, events = to_phase(g, Phase.DABB)
    d = state.declarer
    before = state.hands[d]
    state, events = apply(state, TAKE_DABB)
    assert [e for e in events if isinstance(e, DabbShown)][0].cards == tuple(cards_of(state.dabb))
    assert state.hands[d] == before | state.dabb and state.hands[d].bit_count() == 18
    for seat in range(3):
        view = seat_view(state, seat)
        assert view.auction.dabb == state.dabb
        assert view.known[d] & state.dabb == state.dabb


def test_s3_5_discard_needs_exactly_the_dabb_size_and_cards_in_hand():
    state, _ = to_phase(PROFILES["grupp1994-3"], Phase.DISCARD)
    hand = cards_of(state.hands[state.declarer])
    with pytest.raises(IllegalAction) as info:
        apply(state, Discard(mask_of(hand[:2])))
    assert info.value.reason is IllegalReason.WRONG_DISCARD_COUNT
    other = state.hands[(state.declarer + 1) % 3]
    with pytest.raises(IllegalAction) as info:
        apply(state, Discard(mask_of(cards_of(other)[:3])))
    assert info.value.reason is IllegalReason.NOT_IN_HAND
    state, _ = apply(state, Discard(mask_of(hand[:3])))
    assert state.phase is Phase.TRUMP and state.hands[state.declarer].bit_count() == 15
    assert seat_view(state, state.declarer).auction.discards == mask_of(hand[:3])
    assert seat_view(state, (state.declarer + 1) % 3).auction.discards == 0


def test_s3_4_going_out_costs_the_bid_and_pays_opponents_melds_plus_30():
    state, _ = to_phase(PROFILES["grupp1994-3"], Phase.DISCARD, value=200)
    assert GoOut(Suit.LEAVES) in legal_actions(state)
    state, events = apply(state, GoOut(Suit.LEAVES))
    result = last_result(events)
    assert result.contract is Contract.GO_OUT
    melds = {e.seat: sum(m.value for m in e.melds) for e in events if isinstance(e, MeldsShown)}
    assert result.changes[result.declarer] == -200
    for seat, value in melds.items():
        assert result.changes[seat] == value + 30
    # Going out never ends the game: the deal is over, and NextDeal deals the next one.
    assert state.phase is Phase.DEAL_OVER and legal_actions(state) == [NEXT_DEAL]
    state, events = apply(state, NEXT_DEAL)
    assert state.deal_no == 1 and isinstance(events[0], DealStarted)


def test_s4_2_online_abandon_comes_after_discard_and_with_trump():
    state, _ = to_phase(PROFILES["online-40"], Phase.DISCARD)
    assert not any(isinstance(a, GoOut) for a in legal_actions(state))
    state, _ = apply(state, legal_actions(state)[0])
    assert state.phase is Phase.TRUMP
    state, events = apply(state, GoOut(Suit.HEARTS))
    result = last_result(events)
    assert result.contract is Contract.GO_OUT
    assert all(result.changes[s] >= 50 for s in range(3) if s != result.declarer)


def test_s3_6_melds_are_shown_declarer_first_and_only_count_with_a_trick(rng):
    state, _ = to_phase(PROFILES["grupp1994-3"], Phase.DISCARD)
    state, _ = apply(state, legal_actions(state)[0])
    state, _ = apply(state, ChooseTrump(Suit.HEARTS))
    assert state.phase is Phase.MELD and state.to_act == state.declarer
    order = []
    while state.phase is Phase.MELD:
        order.append(state.to_act)
        state, _ = apply(state, ShowMelds((1 << len(state.evals[state.to_act])) - 1))
    assert order[0] == state.declarer and len(order) == 3
    assert state.phase is Phase.PLAY and state.to_act == (state.dealer + 1) % 3  # forehand leads
    shown = state.shown
    state, events = finish_deal(state, rng)
    result = last_result(events)
    for seat in range(3):
        part = result.parties[seat]
        assert part.melds == sum(m.value for m in shown[seat])
        assert part.melds_counted == (part.melds if part.tricks else 0)


def test_amb39_a_player_may_withhold_melds():
    state, _ = to_phase(PROFILES["grupp1994-3"], Phase.DISCARD, seed=11)
    state, _ = apply(state, legal_actions(state)[0])
    state, _ = apply(state, ChooseTrump(Suit.ACORNS))
    options = [a for a in legal_actions(state) if isinstance(a, ShowMelds)]
    assert ShowMelds(0) in options and len(options) == 1 << len(state.evals[state.to_act])
    state, _ = apply(state, ShowMelds(0))
    assert state.shown[state.declarer] == ()


@pytest.mark.parametrize("contract", [Contract.DURCH, Contract.DURCH_OPEN])
def test_s3_10_durch_declarer_leads_no_melds_and_fails_at_the_first_lost_trick(contract, rng):
    g = PROFILES["grupp1994-3"]
    for seed in range(6):
        state, _ = to_phase(g, Phase.DISCARD, seed=seed)
        state, _ = apply(state, legal_actions(state)[0])
        state, _ = apply(state, Announce(contract))
        assert state.phase is Phase.PLAY and state.to_act == state.declarer
        assert state.trump is None
        if contract is Contract.DURCH_OPEN:
            other = seat_view(state, (state.declarer + 1) % 3)
            assert other.known[state.declarer] == state.hands[state.declarer]
        d = state.declarer
        state, events = finish_deal(state, rng)
        result = last_result(events)
        assert result.contract is contract and state.shown == ((), (), ())
        value = {Contract.DURCH: 1000, Contract.DURCH_OPEN: 1500}[contract]
        if result.made:
            assert result.parties[d].tricks == 15 and result.changes[d] == value
        else:
            assert result.changes[d] == -2 * value
            assert sum(p.tricks for i, p in enumerate(result.parties) if i != d) == 1
        assert [c for i, c in enumerate(result.changes) if i != d] == [0, 0]


def test_s3_10_durch_from_hand_leaves_the_dabb_hidden():
    state, _ = to_phase(PROFILES["grupp1994-3"], Phase.DABB)
    assert set(legal_actions(state)) == {TAKE_DABB, Announce(Contract.DURCH_OPEN_FROM_HAND)}
    state, _ = apply(state, Announce(Contract.DURCH_OPEN_FROM_HAND))
    d = state.declarer
    assert state.phase is Phase.PLAY and state.hands[d].bit_count() == 15
    for seat in range(3):
        view = seat_view(state, seat)
        assert view.auction.dabb == 0
        assert view.known[d] == state.hands[d]


def test_s3_10_bettel_is_lost_when_the_declarer_takes_a_trick(rng):
    g = PROFILES["grupp1994-3"].with_options(bettel=True, bettel_value=500)
    state, _ = to_phase(g, Phase.DISCARD)
    state, _ = apply(state, legal_actions(state)[0])
    assert Announce(Contract.BETTEL) in legal_actions(state)
    state, _ = apply(state, Announce(Contract.BETTEL))
    d = state.declarer
    assert state.to_act == d
    state, events = finish_deal(state, rng)
    result = last_result(events)
    assert result.changes[d] == (500 if result.made else -1000)
    assert result.made == (result.parties[d].tricks == 0)


def test_s3_10_bettel_forehand_leads_when_the_option_says_so():
    g = PROFILES["grupp1994-3"].with_options(bettel=True, bettel_leader="forehand")
    for seed in range(5):
        state, _ = to_phase(g, Phase.DISCARD, seed=seed)
        state, _ = apply(state, legal_actions(state)[0])
        state, _ = apply(state, Announce(Contract.BETTEL))
        assert state.to_act == (state.dealer + 1) % 3


def test_s3_10_bettel_is_refused_when_disabled():
    state, _ = to_phase(PROFILES["grupp1994-3"], Phase.DISCARD)
    state, _ = apply(state, legal_actions(state)[0])
    with pytest.raises(IllegalAction) as info:
        apply(state, Announce(Contract.BETTEL))
    assert info.value.reason is IllegalReason.CONTRACT_NOT_ALLOWED


def test_s3_11_rufen_exchanges_the_called_card():
    g = PROFILES["grupp1994-3"].with_options(rufen=True)
    state, _ = to_phase(g, Phase.CALL, value=300)
    d = state.declarer
    giver = (d + 1) % 3
    third = (d + 2) % 3
    face = next(f for f in range(32)
                if state.hands[giver] & face_mask(f) and not state.hands[d] & face_mask(f)
                and not state.hands[third] & face_mask(f))
    state, _ = apply(state, CallCard(face))
    assert state.phase is Phase.GIVE and state.giver == giver
    received = state.received
    assert received >> 1 == face and state.hands[d] >> received & 1
    with pytest.raises(IllegalAction) as info:
        apply(state, GiveCard(received))
    assert info.value.reason is IllegalReason.CANNOT_GIVE_CALLED
    give = next(c for c in cards_of(state.hands[d]) if c != received)
    state, _ = apply(state, GiveCard(give))
    assert state.phase is Phase.DISCARD
    assert state.hands[giver] >> give & 1 and state.hands[giver].bit_count() == 15
    assert seat_view(state, d).known[giver] & (1 << give)
    assert not seat_view(state, third).known[giver] & (1 << give)
    assert seat_view(state, third).known[d] & (1 << received)


def test_s3_12_viererspiel_the_dealer_sits_out(rng):
    g = PROFILES["grupp1994-4"]
    state = new_game(g, 5)
    for _ in range(4):
        dealer = state.dealer
        assert state.hands[dealer] == 0
        assert sum(h.bit_count() for h in state.hands) == 45
        start = state.deal_no
        while state.deal_no == start:
            assert state.to_act != dealer
            state, _ = apply(state, rng.choice(legal_actions(state)))
        assert state.dealer == (dealer + 1) % 4


def test_s3_12_kreuz_binokel_scores_per_team(rng):
    g = PROFILES["kreuz-4"]
    state = new_game(g, 9)
    assert len(state.scores) == 2
    assert [h.bit_count() for h in state.hands] == [11, 11, 11, 11]
    assert state.dabb.bit_count() == 4
    state, events = finish_deal(state, rng)
    scored = [e.result for e in events if isinstance(e, DealScored)]
    for result in scored:
        assert len(result.parties) == 2
        assert list(state.scores) == [p.change for p in result.parties]


def test_s3_12_kreuz_go_out_partner_may_not_meld():
    g = PROFILES["kreuz-4"]
    state, _ = to_phase(g, Phase.DISCARD, value=250)
    d = state.declarer
    state, events = apply(state, GoOut(Suit.HEARTS))
    shown = {e.seat for e in events if isinstance(e, MeldsShown)}
    assert shown == {(d + 1) % 4, (d + 3) % 4}
    result = last_result(events)
    opp = sum(sum(m.value for m in e.melds) for e in events if isinstance(e, MeldsShown))
    assert result.changes[d % 2] == -250 and result.changes[1 - d % 2] == opp + 30


def test_s3_2_a_played_out_deal_sums_to_250_raw_points(rng):
    g = PROFILES["grupp1994-3"]
    for seed in range(20):
        state, _ = to_phase(g, Phase.DISCARD, seed=seed)
        state, _ = apply(state, legal_actions(state)[0])
        state, _ = apply(state, ChooseTrump(Suit(seed % 4)))
        state, events = finish_deal(state, random.Random(seed))
        result = last_result(events)
        assert sum(p.raw_points for p in result.parties) == 250


def test_amb35_strict_penalties_punish_a_wrong_discard_instead_of_refusing_it():
    g = PROFILES["grupp1994-3"].with_options(strict_penalties=True)
    state, _ = to_phase(g, Phase.DISCARD, value=200)
    d = state.declarer
    state, events = apply(state, Discard(mask_of(cards_of(state.hands[d])[:2])))
    result = last_result(events)
    assert result.changes[d] == -400 and not result.made
    assert state.phase is Phase.DEAL_OVER and state.deal_no == 0


def test_amb40_strict_penalties_punish_a_revoke_by_an_opponent(rng):
    from binokel_desktop.engine import play_refusal

    g = PROFILES["grupp1994-3"].with_options(strict_penalties=True)
    for seed in range(40):
        state, _ = to_phase(g, Phase.DISCARD, seed=seed, value=200)
        state, _ = apply(state, legal_actions(state)[0])
        state, _ = apply(state, ChooseTrump(Suit.HEARTS))
        while state.phase is Phase.MELD:
            state, _ = apply(state, ShowMelds(0))
        state, _ = apply(state, legal_actions(state)[0])  # forehand leads
        seat = state.to_act
        bad = [c for c in cards_of(state.hands[seat]) if play_refusal(state, c) is not None]
        if seat == state.declarer or not bad:
            continue
        from binokel_desktop.engine.actions import PLAY

        d = state.declarer
        state, events = apply(state, PLAY[bad[0]])
        result = last_result(events)
        assert result.changes[seat] == -400 and result.changes[d] == 200
        return
    pytest.fail("no position with a possible revoke found")


@pytest.mark.parametrize(("name", "hand"), [("online-40-2p", 18), ("online-40-4p", 9)])
def test_amb45_online_with_two_or_four_players(name, hand, rng):
    g = PROFILES[name]
    state = new_game(g, 4)
    assert [h.bit_count() for h in state.hands] == [hand] * g.deal.seats
    assert state.dabb.bit_count() == 4
    state, events = finish_deal(state, rng)
    assert any(isinstance(e, DealScored) for e in events)
