"""Laying away is face down (RULES.md §3.5): the other seats cannot tell which cards went.

The table saw the public dabb go into the declarer's hand; after he lays away,
another seat's view must be the same whether a dabb card went or stayed.
"""

import pytest
from conftest import drive, win_auction_for_forehand

from binokel_desktop.engine import PROFILES, Phase, apply, new_game, seat_view
from binokel_desktop.engine.actions import Discard, TakeDabb
from binokel_desktop.engine.cards import cards_of


def _at_discard(name: str, seed: int):  # type: ignore[no-untyped-def]
    state, _ = drive(new_game(PROFILES[name], seed), win_auction_for_forehand())
    if state.phase is Phase.DABB:
        state, _ = apply(state, TakeDabb())
    assert state.phase is Phase.DISCARD and state.dabb_public
    return state


@pytest.mark.parametrize("name", ["grupp1994-3", "online-40", "kreuz-4"])
@pytest.mark.parametrize("seed", range(4))
def test_no_seat_sees_whether_a_dabb_card_was_laid_away(name: str, seed: int) -> None:
    state = _at_discard(name, seed)
    d, n = state.declarer, PROFILES[name].deal.dabb_size
    own = cards_of(state.hands[d] & ~state.dabb)
    dabb = cards_of(state.dabb)
    kept = sum(1 << c for c in own[:n])  # every dabb card kept
    went = sum(1 << c for c in own[:n - 1] + dabb[:1])  # one of them laid away
    after_kept, _ = apply(state, Discard(kept))
    after_went, _ = apply(state, Discard(went))
    for seat in range(len(state.hands)):
        if seat == d:
            assert seat_view(after_kept, seat) != seat_view(after_went, seat)
        else:
            assert seat_view(after_kept, seat) == seat_view(after_went, seat)
            assert not seat_view(after_went, seat).known[d] & state.dabb
