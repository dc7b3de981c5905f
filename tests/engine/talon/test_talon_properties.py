"""Properties of the talon games over random legal play (hypothesis and volume).

* every card is in exactly one place: a hand (table melds included), the
  talon, the turn-up, the current trick or the tricks won;
* every legal action applies; actions outside ``legal_actions`` raise;
* a GameRecord replays (also through JSON) to the identical state;
* a seat's view does not change when the hidden cards are shuffled.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from talon_testkit import all_cards, deck

from binokel_desktop.engine import (
    PROFILES,
    GameRecord,
    IllegalAction,
    Phase,
    apply,
    legal_actions,
    new_game,
    replay,
    seat_view,
)
from binokel_desktop.engine.actions import PLAY, Action
from binokel_desktop.engine.cards import cards_of
from binokel_desktop.engine.profile import option_names
from binokel_desktop.engine.talon.actions import CARTE_BLANCHE, DRAW, Declare, ExchangeSeven
from binokel_desktop.engine.talon.declarations import DeclKind
from binokel_desktop.engine.talon.state import TalonState

PROFILE_NAMES = ("altenburg-2", "bezique-2")
OPTION_SETS = (
    {},
    {"phase2_must_head": True, "carte_blanche": True},
    {"last_trick": "end_of_stock", "brisques_timing": "immediate", "mid_deal_claim": True},
    {"revoke_forfeit": "tricks", "quartets_distinct_suits": False}
    | ({"strict_penalties": True} if "strict_penalties" in option_names(PROFILES["bezique-2"])
       else {}),
    {"alt_bezique_for_black_red_trumps": True, "dealer_rotation": "last_trick_winner"},
)


def check_partition(state: TalonState) -> None:
    cards = all_cards(state)
    assert len(cards) == len(set(cards)) == deck(state.profile.name).bit_count()
    assert sum(1 << c for c in cards) == deck(state.profile.name)
    for seat in (0, 1):
        assert state.table[seat] & state.hands[seat] == 0
    if state.stage == 2:
        assert state.table == (0, 0) and state.stock == () and state.turn_up == -1


def illegal_samples(state: TalonState, legal: list[Action], rng: random.Random) -> list[Action]:
    """Actions that must be refused now."""
    out: list[Action] = [PLAY[c] for c in range(64) if PLAY[c] not in legal]
    if state.phase is Phase.PLAY:
        out.append(DRAW)
        out.append(Declare(DeclKind.PAIR, 0))
    if CARTE_BLANCHE not in legal:
        out.append(CARTE_BLANCHE)
    out.append(ExchangeSeven(rng.randrange(64)))
    out.append(Declare(DeclKind.FOUR_A, rng.getrandbits(64)))
    return [a for a in out if a not in legal]


def hidden_shuffled(state: TalonState, seat: int, rng: random.Random) -> TalonState:
    """The same position for ``seat`` with the cards it cannot see redistributed."""
    opp = 1 - seat
    public = state.table[opp] | state.revealed[opp]
    concealed = cards_of(state.hands[opp] & ~public)
    pool = concealed + list(state.stock)
    rng.shuffle(pool)
    n = len(concealed)
    hands = list(state.hands)
    hands[opp] = (state.hands[opp] & public) | sum(1 << c for c in pool[:n])
    return state._replace(hands=tuple(hands), stock=tuple(pool[n:]))


def play_checked(profile_name: str, seed: int, options: dict[str, object], *,
                 deep: bool) -> TalonState:
    """A random game with every invariant checked at every step."""
    p = PROFILES[profile_name].with_options(**options)
    rng = random.Random(seed)
    state = new_game(p, seed, dealer=seed % 2)
    assert isinstance(state, TalonState)
    record = GameRecord(p, seed, seed % 2)
    while True:
        check_partition(state)
        legal = list(legal_actions(state))
        if not legal:
            assert state.phase is Phase.GAME_OVER and state.winner in (0, 1)
            break
        assert len(set(legal)) == len(legal)
        if deep:
            for a in legal:
                apply(state, a)
            for a in illegal_samples(state, legal, rng):
                with pytest.raises(IllegalAction):
                    apply(state, a)
            for seat in (0, 1):
                view = seat_view(state, seat)
                assert view.known[1 - seat] & ~state.revealed[1 - seat] == 0
                other = hidden_shuffled(state, seat, rng)
                assert seat_view(other, seat) == view
        action = rng.choice(legal)
        state, _ = apply(state, action)
        record = record.with_action(action)
    assert replay(record) == state
    assert replay(GameRecord.from_json(record.to_json())) == state
    return state


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    profile=st.sampled_from(PROFILE_NAMES),
    seed=st.integers(0, 2**32),
    options=st.sampled_from(OPTION_SETS),
)
def test_property_random_games(profile: str, seed: int, options: dict[str, object]) -> None:
    play_checked(profile, seed, options, deep=True)


@pytest.mark.slow
@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_volume_500_random_deals(profile: str) -> None:
    deals = 0
    seed = 0
    while deals < 500:
        state = play_checked(profile, 10_000 + seed, OPTION_SETS[seed % len(OPTION_SETS)],
                             deep=False)
        deals += len(state.results)
        seed += 1
    assert deals >= 500


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_scores_are_the_sum_of_deal_results(profile: str) -> None:
    for seed in range(30):
        state = play_checked(profile, seed, {}, deep=False)
        totals = [sum(r.changes[s] for r in state.results) for s in (0, 1)]
        assert tuple(totals) == state.scores
        assert state.scores[state.winner] >= state.profile.scoring.target
