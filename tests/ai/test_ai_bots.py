"""The computer players: legal actions only, reproducible from the seed, no peeking."""

from __future__ import annotations

import copy
import dataclasses
import random
import time
from collections.abc import Iterator

import pytest

from binokel_desktop.ai import LEVELS, make_bot, pimc
from binokel_desktop.ai.base import Bot, decision_kind
from binokel_desktop.engine import PROFILES, AnyState, apply, new_game, seat_view
from binokel_desktop.engine.actions import Action, Contract
from binokel_desktop.engine.game import DiscardChoices
from binokel_desktop.engine.profile import GameKind, RuleProfile
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.talon.state import TalonState
from binokel_desktop.engine.view import SeatView

FAST_LEVELS = ("random", "easy", "medium")
# The search levels' contracts are checked twice: at full strength (slow: every
# decision spends the level's whole budget) and, in the fast tier, through the same
# code paths with a tiny effort (tiny_bot).
EFFORTS = [pytest.param("full", marks=pytest.mark.slow), "tiny"]
# Games of (level, seeds, deals). Medium's six games of six deals are slow; the fast
# tier plays a table of Medium alone and one with Random, a deal each (every kind of
# decision still comes up).
BOT_RUNS = [pytest.param(level, 6, 6, id=level) for level in ("random", "easy")] + [
    pytest.param("medium", 6, 6, marks=pytest.mark.slow, id="medium"),
    pytest.param("medium", 2, 1, id="medium-quick"),
]


def tiny_bot(level: str) -> Bot:
    """``level`` without the clock; Hard and Expert with a tiny effort.

    The level's own switches stay (inference, anytime worlds, discard variants, the
    rollouts before and the exact search in the last tricks); only the counts shrink:
    two worlds (up to four while close), exact search in the last three tricks, small
    node budgets, a few sampled dabbs and layouts.
    """
    bot = make_bot(level, clock=False)
    if not isinstance(bot, pimc.SearchBot) or bot.contracts is None:
        return bot
    search = bot.search
    bot.search = dataclasses.replace(
        search, worlds=2, exact_tricks=3, node_cap=2_000, node_budget=5_000, time_cap=0,
        max_worlds=min(search.max_worlds, 4), batch=2,
    )
    bot.cfg = dataclasses.replace(bot.cfg, dabb_samples=2, bettel_worlds=2)
    contracts = copy.copy(bot.contracts)
    contracts.worlds, contracts.dabbs, contracts.per_dabb = 4, 2, 1
    bot.contracts = contracts
    return bot


def bot_of(level: str, effort: str) -> Bot:
    """The bot a contract test plays: full strength without the clock, or tiny."""
    return make_bot(level, clock=False) if effort == "full" else tiny_bot(level)


def all_profiles() -> list[RuleProfile]:
    """Every profile, plus variants that switch on Rufen and Bettel."""
    out = list(PROFILES.values())
    base = PROFILES["grupp1994-3"]
    out.append(base.with_options(rufen=True, rufen_min_bid=150, bettel=True))
    out.append(
        PROFILES["kreuz-4"].with_options(rufen=True, rufen_min_bid=150, partner_exemption=True)
    )
    return out


def play_deals(
    profile: RuleProfile, bots: list[Bot], seed: int, deals: int, rng_seed: int
) -> Iterator[tuple[AnyState, SeatView, Action]]:
    """Play ``deals`` deals; yield every decision with the view it was made from."""
    state: AnyState = new_game(profile, seed)
    rng = random.Random(rng_seed)
    done = 0
    while done < deals and state.phase is not Phase.GAME_OVER:
        view = seat_view(state, state.to_act)
        action = bots[state.to_act].choose(view, rng)
        yield state, view, action
        deal = state.deal_no
        state, _ = apply(state, action)
        if state.deal_no != deal:
            done += 1


@pytest.mark.parametrize(
    "profile", all_profiles(), ids=lambda p: p.name + str("+r" if p.contracts.rufen else "")
)
@pytest.mark.parametrize(("level", "seeds", "deals"), BOT_RUNS)
def test_bots_only_return_legal_actions(
    profile: RuleProfile, level: str, seeds: int, deals: int
) -> None:
    seats = profile.deal.seats
    others = ("random", "easy") if level != "random" else ("easy", "medium")
    kinds: set[str] = set()
    for seed in range(seeds):
        mix = [level, level, others[seed % 2]] if seed % 3 else [level]
        bots = [make_bot(mix[(i + seed) % len(mix)], clock=False) for i in range(seats)]
        for state, view, action in play_deals(profile, bots, seed, deals, seed):
            assert action in view.legal, (view.phase, action)
            if bots[state.to_act].name == level:
                kinds.add(decision_kind(view))
    expected = {"bid", "play", "meld", "discard", "trump"}
    if profile.game is GameKind.TALON:
        expected = {"play", "declare"}
    if profile.contracts.rufen:
        expected |= {"call"}
    assert expected <= kinds


def test_every_level_is_registered() -> None:
    assert {"random", "easy", "medium"} <= set(LEVELS)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("nobody")


@pytest.mark.parametrize("level", FAST_LEVELS)
def test_games_are_reproducible_from_the_seed(level: str) -> None:
    profile = PROFILES["grupp1994-3"]

    def run() -> list[Action]:
        bots = [make_bot(level, clock=False) for _ in range(3)]
        return [a for _, _, a in play_deals(profile, bots, 7, 3, 11)]

    assert run() == run()


def _talon_permutation(state: TalonState, seat: int, rng: random.Random) -> TalonState:
    """Talon games: shuffle the opponent's unseen cards with the face-down talon."""
    view = seat_view(state, seat)
    opp = 1 - seat
    hidden = state.hands[opp] & ~view.known[opp]
    pool = [c for c in range(64) if hidden >> c & 1] + list(state.stock)
    rng.shuffle(pool)
    n = hidden.bit_count()
    new = 0
    for c in pool[:n]:
        new |= 1 << c
    hands = list(state.hands)
    hands[opp] = (state.hands[opp] & view.known[opp]) | new
    return state._replace(hands=tuple(hands), stock=tuple(pool[n:]))


def _hidden_permutation(state: AnyState, seat: int, rng: random.Random) -> AnyState:
    """Deal the cards ``seat`` cannot see anew among the places it cannot see into."""
    if isinstance(state, TalonState):
        return _talon_permutation(state, seat, rng)
    view = seat_view(state, seat)
    hands = list(state.hands)
    places: list[tuple[str, int, int]] = []  # (kind, seat, hidden cards)
    for o, hand in enumerate(state.hands):
        if o != seat:
            places.append(("hand", o, hand & ~view.known[o]))
    before_pickup = state.phase in (Phase.AUCTION, Phase.DABB) or (
        state.contract is Contract.DURCH_OPEN_FROM_HAND
    )
    if before_pickup:
        places.append(("dabb", -1, state.dabb))
    elif seat != state.declarer and state.discards and not (
            state.contract is Contract.DURCH_OPEN and state.profile.exchange.trump_before_discard):
        # Laid away face down: even the public dabb's cards and the called copy may be
        # among them or still in the declarer's hand, as far as this seat can tell.
        places.append(("discards", -1, state.discards))
    pool = [c for _, _, m in places for c in range(64) if m >> c & 1]
    rng.shuffle(pool)
    changes: dict[str, int] = {}
    pos = 0
    for kind, o, m in places:
        n = m.bit_count()
        new = 0
        for c in pool[pos : pos + n]:
            new |= 1 << c
        pos += n
        if kind == "hand":
            hands[o] = (state.hands[o] & view.known[o]) | new
        elif kind == "discards":
            changes[kind] = (state.discards & ~m) | new
        else:
            changes[kind] = new
    return state._replace(hands=tuple(hands), **changes)


def _same_view(a: SeatView, b: SeatView) -> bool:
    for name in a.__slots__:
        if name == "legal":
            continue
        if getattr(a, name) != getattr(b, name):
            return False
    la, lb = a.legal, b.legal
    if isinstance(la, DiscardChoices) or len(la) > 50:
        return len(la) == len(lb) and list(la[:20]) == list(lb[:20])
    return list(la) == list(lb)


def positions(profile: RuleProfile, every: int) -> Iterator[tuple[AnyState, SeatView]]:
    """A spread of decision points from games between Medium and Easy."""
    bots: list[Bot] = [
        make_bot("medium" if i % 2 else "easy", clock=False) for i in range(profile.deal.seats)
    ]
    for i, (state, view, _) in enumerate(play_deals(profile, bots, 3, 10, 5)):
        if i % every == 0 or view.phase not in (Phase.PLAY, Phase.AUCTION):
            yield state, view


@pytest.mark.parametrize(
    "profile", all_profiles(), ids=lambda p: p.name + str("+r" if p.contracts.rufen else "")
)
@pytest.mark.parametrize("effort", EFFORTS)
def test_no_peeking(profile: RuleProfile, effort: str) -> None:
    """A decision does not change when the hidden cards are dealt anew."""
    rng = random.Random(1)
    levels = [lvl for lvl in LEVELS if lvl in ("easy", "medium", "hard", "expert")]
    checked = 0
    for state, view in positions(profile, 5):
        other = _hidden_permutation(state, state.to_act, rng)
        if other == state:
            continue
        other_view = seat_view(other, state.to_act)
        assert _same_view(view, other_view)
        for level in levels:
            if level in ("hard", "expert") and view.phase is Phase.PLAY and checked % 4:
                continue
            a = bot_of(level, effort).choose(view, random.Random(42))
            b = bot_of(level, effort).choose(other_view, random.Random(42))
            assert a == b, (level, view.phase)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize(
    "profile", all_profiles(), ids=lambda p: p.name + str("+r" if p.contracts.rufen else "")
)
@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("effort", EFFORTS)
def test_search_levels_only_return_legal_actions(
    profile: RuleProfile, level: str, effort: str
) -> None:
    bots = [
        bot_of(level, effort) if i % 2 == 0 else make_bot("medium", clock=False)
        for i in range(profile.deal.seats)
    ]
    n = 0
    for state, view, action in play_deals(profile, bots, 11, 2, 3):
        assert action in view.legal, (view.phase, action)
        n += bots[state.to_act].name == level
    assert n > 0


def test_bots_without_the_clock_have_no_time_cap() -> None:
    timed, untimed = make_bot("hard"), make_bot("hard", clock=False)
    assert isinstance(timed, pimc.SearchBot) and isinstance(untimed, pimc.SearchBot)
    wall, cpu = timed.deadline()
    # The cap counts the bot thread's CPU time; the wall clock is the looser net.
    assert timed.search.time_cap > 0 and wall > 0 and cpu > 0
    assert wall - time.perf_counter() > cpu - time.thread_time()
    assert untimed.search.time_cap == 0 and untimed.deadline() == (0.0, 0.0)
    assert make_bot("easy", clock=False).name == "easy"
