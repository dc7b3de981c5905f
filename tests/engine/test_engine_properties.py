"""Properties of random legal play for every auction profile (RULES.md §1-4).

Cards stay partitioned; legal actions exist until the game ends and each one
applies; every other action raises IllegalAction; replay gives the identical
state; a SeatView holds no card its seat may not know.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from binokel_desktop.engine import (
    GameRecord,
    IllegalAction,
    Phase,
    apply,
    legal_actions,
    new_game,
    replay,
    seat_view,
)
from binokel_desktop.engine.actions import (
    HOLD,
    PASS,
    PLAY,
    TAKE_DABB,
    Announce,
    Bid,
    CallCard,
    ChooseTrump,
    Contract,
    Discard,
    GiveCard,
    GoOut,
    ShowMelds,
)
from binokel_desktop.engine.cards import Suit, cards_of, deck_mask
from binokel_desktop.engine.profile import PROFILES, GameKind

AUCTION_PROFILES = sorted(n for n, p in PROFILES.items() if p.game is GameKind.AUCTION)
OPEN = (Contract.DURCH_OPEN, Contract.DURCH_OPEN_FROM_HAND)


def partition_holds(state):
    deck = deck_mask(state.profile.deck.ranks)
    taken = state.phase not in (Phase.AUCTION, Phase.DABB) and (
        state.contract is not Contract.DURCH_OPEN_FROM_HAND
    )
    pieces = [*state.hands, *state.won, sum(1 << c for c in state.trick), state.discards]
    if not taken:
        pieces.append(state.dabb)
    union = 0
    for piece in pieces:
        assert union & piece == 0, "a card is in two places"
        union |= piece
    assert union == deck


def justified(state, seat, owner, card):
    """Why ``seat`` may know that ``owner`` holds ``card`` — an oracle independent of view.py."""
    if owner == state.declarer:
        if state.dabb_public and state.dabb >> card & 1:
            return True
        if state.contract in OPEN or card == state.received:
            return True
    if any(m.cards >> card & 1 for m in state.shown[owner]):
        return True
    return seat == state.declarer and any(
        v == seat and o == owner and c >> card & 1 for v, o, c in state.private
    )


def view_is_clean(state):
    for seat in range(len(state.hands)):
        view = seat_view(state, seat)
        assert view.hand == state.hands[seat]
        # Laid-away cards are the declarer's secret, unless an open Durch showed the
        # hand before they went (trump before the discard).
        open_before = (state.contract is Contract.DURCH_OPEN
                       and state.profile.exchange.trump_before_discard)
        if seat != state.declarer and not open_before:
            assert view.auction.discards == 0
        for owner, known in enumerate(view.known):
            if owner == seat:
                continue
            assert known & ~state.hands[owner] == 0
            for card in cards_of(known):
                assert justified(state, seat, owner, card), (seat, owner, card)


def universe(state, rng):
    """Many candidate actions, legal or not."""
    out = [PASS, HOLD, TAKE_DABB]
    out += [Bid(v) for v in (0, 140, 150, 155, state.bid, state.bid + 10, state.bid + 20, 3000)]
    out += [PLAY[c] for c in range(64)]
    out += [ChooseTrump(s) for s in Suit] + [GoOut(s) for s in Suit]
    out += [Announce(c) for c in Contract]
    out += [CallCard(f) for f in range(0, 32, 3)] + [GiveCard(c) for c in range(0, 64, 5)]
    n = len(state.evals[state.to_act]) if state.to_act >= 0 else 0
    out += [ShowMelds(m) for m in (0, (1 << n) - 1, 1 << n, -1)]
    hand = cards_of(state.hands[state.declarer]) if state.declarer >= 0 else []
    for k in (2, 3, 4, 5):
        if len(hand) >= k:
            out.append(Discard(sum(1 << c for c in rng.sample(hand, k))))
    other = state.hands[(state.declarer + 1) % len(state.hands)]
    out.append(Discard(sum(1 << c for c in cards_of(other)[:3])))
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(AUCTION_PROFILES), seed=st.integers(0, 2**32))
def test_random_legal_play_keeps_every_invariant(name, seed):
    rng = random.Random(seed)
    profile = PROFILES[name].with_options(target=600)
    state = new_game(profile, seed)
    record = GameRecord(profile, seed)
    for _ in range(120):
        if state.phase is Phase.GAME_OVER:
            assert legal_actions(state) == []
            break
        partition_holds(state)
        view_is_clean(state)
        legal = legal_actions(state)
        assert len(legal) > 0
        legal_set = set(legal) if len(legal) < 5000 else None
        for candidate in universe(state, rng):
            ok = candidate in legal if legal_set is None else candidate in legal_set
            if ok:
                apply(state, candidate)  # must not raise
            else:
                with pytest.raises(IllegalAction):
                    apply(state, candidate)
        action = rng.choice(legal)
        state, _ = apply(state, action)
        record = record.with_action(action)
    assert replay(record) == state
    assert replay(GameRecord.from_json(record.to_json())) == state
