"""The defenders' discard signal (issue 29): a discard denies the suit's Daus,
kept where the search leaves the choice, and read by the partner."""

from __future__ import annotations

import dataclasses
import random

import pytest

from binokel_desktop.ai import pimc, signals
from binokel_desktop.ai.knowledge import layout_of, sample_world
from binokel_desktop.ai.rulebot import medium
from binokel_desktop.ai.solver import distinct_moves
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Play
from binokel_desktop.engine.cards import cards_of
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.view import SeatView

DAUS = 0b11


def moves_of(view: SeatView) -> list[int]:
    legal = sum(1 << a.card for a in view.legal if isinstance(a, Play))
    return cards_of(distinct_moves(legal))


def views(profile: str, seeds: range, want) -> list[SeatView]:  # noqa: ANN001
    """Card-play views of Medium self-play that ``want`` picks."""
    p = PROFILES[profile]
    out = []
    for s in seeds:
        state = new_game(p, s)
        bots, rng = medium(), random.Random(s)
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            view = seat_view(state, state.to_act)
            if state.phase is Phase.PLAY and want(view):
                out.append(view)
            state, _ = apply(state, bots.choose(view, rng))
    return out


def signal_choice(view: SeatView) -> bool:
    kept = signals.signal_cards(view, moves_of(view))
    return 0 < len(kept) < len(moves_of(view))


def test_the_signal_cards_deny_their_suits_daus() -> None:
    found = views("online-40", range(40), signal_choice)
    assert len(found) >= 5
    for view in found:
        assert view.trick and view.seat != view.declarer
        led, trump = view.trick[0] >> 4, int(view.trump)
        for c in signals.signal_cards(view, moves_of(view)):
            assert c >> 4 not in (led, trump)
            assert (c >> 1) & 7, "a Daus is never the signal"
            assert not view.hand >> (16 * (c >> 4)) & DAUS
    # Declarers, and defenders who must follow or trump, give no signal.
    quiet = views("online-40", range(3), lambda v: v.seat == v.declarer or not v.trick)
    assert quiet and not any(signals.signal_cards(v, moves_of(v)) for v in quiet)


def test_a_defender_with_signals_discards_by_the_convention(monkeypatch) -> None:  # noqa: ANN001
    """With any cost allowed the signal is always kept; without signals Expert
    would have discarded otherwise at least once (so the test sees the mechanism)."""
    monkeypatch.setattr(pimc, "SIGNAL_TOLERANCE", 1e9)
    found = views("online-40", range(20), signal_choice)
    plain = pimc.expert(clock=False)
    plain.search = dataclasses.replace(plain.search, exact_tricks=6, threads=1)
    signalling = pimc.expert(clock=False)
    signalling.search = dataclasses.replace(plain.search, signals=True)
    differs = 0
    for view in found:
        kept = signals.signal_cards(view, moves_of(view))
        card = signalling.play(view, random.Random(3))
        assert isinstance(card, Play) and card.card in kept
        other = plain.play(view, random.Random(3))
        differs += isinstance(other, Play) and other.card not in kept
    assert differs >= 1


def partner_view(view: SeatView) -> bool:
    return bool(signals.partner_discards(view)) and len(moves_of(view)) > 1


@pytest.mark.parametrize("profile", ["online-40", "grupp1994-3"])
def test_the_partner_weighs_worlds_by_the_signal(profile: str) -> None:
    found = views(profile, range(12), partner_view)
    assert found
    for view in found[:6]:
        given = signals.partner_discards(view)
        for seat, suit, i in given:
            assert seat != view.seat and seat != view.declarer
            assert view.plays[i][0] == seat and view.plays[i][1] >> 4 == suit
        rng = random.Random(5)
        layout = layout_of(view)
        for _ in range(40):
            hands = list(sample_world(layout, rng).hands)
            broke = 0
            for seat, suit, i in given:
                held = hands[seat]
                for s, c in view.plays[i + 1 :]:
                    held |= (1 << c) if s == seat else 0
                broke += bool(held >> (16 * suit) & DAUS)
            assert signals.signal_weight(view, hands, given) == pytest.approx(
                signals.SIGNAL_WEIGHT**broke
            )


def open_signal(view: SeatView) -> bool:
    """A partner's signal that the cards seen leave open: of worlds drawn at random
    some keep it and some break it (not, say, a discarder who has since played the
    Daus, or whose voids leave the Daus nowhere else)."""
    if not partner_view(view):
        return False
    given = signals.partner_discards(view)
    layout, rng = layout_of(view), random.Random(0)
    broke = {
        signals.signal_weight(view, list(sample_world(layout, rng).hands), given) < 1
        for _ in range(24)
    }
    return broke == {False, True}


def open_views(deals: int) -> list[SeatView]:
    """The views with an open signal of the first ``deals`` deals (from seed 0) that
    have any (Medium's defenders do not signal: most discards say nothing)."""
    found: list[SeatView] = []
    for s in range(60):
        got = views("online-40", range(s, s + 1), open_signal)
        found += got
        deals -= bool(got)
        if not deals:
            return found
    raise AssertionError("too few deals with an open signal in 60")


def test_expert_with_signals_draws_fewer_worlds_against_them() -> None:
    """Expert's kept worlds put a signalled suit's Daus with the discarder less
    often than the worlds drawn at random (Expert weighing by inference, three worlds
    drawn for each kept, as it does without the C core), where the signal is open."""
    # Four deals, 14 views: 68 kept against 205 drawn (without the signals 228).
    found = open_views(4)
    bot = pimc.expert(clock=False)
    bot.search = dataclasses.replace(bot.search, signals=True, max_worlds=0, inference=True,
                                     oversample=3)
    drawn = kept = 0
    for view in found:
        given = signals.partner_discards(view)
        rng = random.Random(9)
        for world, _ in bot.worlds(view, layout_of(view), rng):
            kept += signals.signal_weight(view, list(world.hands), given) < 1
        rng = random.Random(9)
        for _ in range(bot.search.worlds):
            world = sample_world(layout_of(view), rng)
            drawn += signals.signal_weight(view, list(world.hands), given) < 1
    assert drawn >= 20
    assert kept < 0.8 * drawn
