"""Random house-rule sets for the profile checks (tests and benchmarks/fuzz_profiles.py).

``random_options`` draws option values, sane and insane, sometimes as a
consistent new deal shape; ``play_deals`` plays random legal actions and checks
that every card stays in exactly one place.
"""

from __future__ import annotations

import random
from typing import Any

from binokel_desktop.engine import apply, legal_actions, new_game
from binokel_desktop.engine.actions import Contract
from binokel_desktop.engine.cards import Rank, deck_mask
from binokel_desktop.engine.profile import PROFILES, GameKind, RuleProfile
from binokel_desktop.engine.state import Phase

NAMES = sorted(PROFILES)
WILD = (-100, -1, 0, 1, 2, 3, 5, 10, 50, 150, 300, 2500, 3000, 5000, 10_000, 10_001, 10**7)


def _int(rng: random.Random) -> int:
    return rng.choice(WILD) if rng.random() < 0.6 else rng.randint(-10, 3000)


def _shape(rng: random.Random, profile: RuleProfile) -> dict[str, Any]:
    """A deal shape: ranks, seats, hand size, dabb and packets, mostly consistent."""
    ranks = rng.sample(list(Rank), rng.randint(1, 8))
    deck = 8 * len(ranks)
    talon = profile.game is GameKind.TALON
    seats = 2 if talon else rng.choice((2, 3, 4, 4, 5))
    teams = seats == 4 and not talon and rng.random() < 0.5
    sits_out = seats == 4 and not teams and not talon and rng.random() < 0.8
    players = seats - sits_out
    dabb = 0 if talon else rng.randint(0, 6)
    hand = (deck - dabb) // players if not talon else rng.randint(1, deck // 2)
    if rng.random() < 0.2:
        hand += rng.choice((-1, 1))
    packets: list[list[Any]] = []
    left = hand
    while left > 0:
        n = rng.randint(1, left)
        packets.append(["each", n])
        left -= n
    if dabb:
        packets.insert(rng.randint(0, len(packets)), ["dabb", dabb])
    opts: dict[str, Any] = {"ranks": [int(r) for r in ranks], "hand_size": hand,
                            "dabb_size": dabb, "packets": packets, "seats": seats,
                            "teams": teams, "dealer_sits_out": sits_out}
    opts["eight_ranks"] = [int(r) for r in ranks if r in profile.melds.eight_ranks]
    if rng.random() < 0.1:
        opts["eight_ranks"] = [int(r) for r in rng.sample(list(Rank), 2)]
    return opts


INT_OPTIONS = ("min_bid", "max_bid", "bid_step", "rufen_min_bid", "target", "go_out_bonus",
               "fail_multiplier", "pass_out_warning", "family", "last_trick_bonus",
               "durch_value", "bettel_value", "quintmajor", "brisque", "hand_size", "dabb_size",
               "seats")
BOOL_OPTIONS = ("rufen", "bettel", "durch", "forehand_must_open", "allow_jump_bids",
                "go_out_allowed", "strict_penalties", "must_head", "teams", "dealer_sits_out")


def random_options(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A base profile name and 1–5 random options for it."""
    name = rng.choice(NAMES)
    opts: dict[str, Any] = {}
    if rng.random() < 0.35:
        opts.update(_shape(rng, PROFILES[name]))
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.7:
            opts[rng.choice(INT_OPTIONS)] = _int(rng)
        else:
            opts[rng.choice(BOOL_OPTIONS)] = rng.random() < 0.5
    if rng.random() < 0.3:  # a bid range that fits, so that more sets are accepted
        low = rng.randint(1, 3000)
        opts.update(min_bid=low, max_bid=rng.randint(low, min(10_000, low + 3000)),
                    bid_step=rng.choice((1, 5, 10, 50)))
    return name, opts


def conserved(state: Any) -> bool:
    """Every card of the deck in exactly one place."""
    deck = deck_mask(state.profile.deck.ranks)
    if state.profile.game is GameKind.TALON:
        places = [*state.hands, *state.table, *state.won, *(1 << c for c in state.stock),
                  *(1 << c for c in state.trick)]
        if state.turn_up >= 0:
            places.append(1 << state.turn_up)
    else:
        taken = state.declarer >= 0 and state.phase not in (Phase.AUCTION, Phase.DABB) and (
            state.contract is not Contract.DURCH_OPEN_FROM_HAND)
        places = [*state.hands, *state.won, *(1 << c for c in state.trick), state.discards]
        if not taken:
            places.append(state.dabb)
    union = 0
    for p in places:
        if union & p:
            return False
        union |= p
    return union == deck


def play_deals(profile: RuleProfile, deals: int, rng: random.Random,
               max_actions: int = 5_000) -> tuple[int, int]:
    """Play ``deals`` deals with random legal actions (a new game after each game's end).

    Returns (deals, actions). Raises AssertionError if a card is lost or
    doubled, no action is legal before the end, or a deal takes more than
    ``max_actions`` actions.
    """
    state = new_game(profile, rng.randrange(2**32), dealer=rng.randrange(profile.deal.seats))
    actions = 0
    for _ in range(deals):
        for _ in range(100):  # a game can be over at once: a turned-up 7 reaching target 1
            if state.phase is not Phase.GAME_OVER:
                break
            state = new_game(profile, rng.randrange(2**32))
        deal_no = state.deal_no
        for _ in range(max_actions):
            legal = legal_actions(state)
            assert len(legal) > 0, f"no legal action in {state.phase}"
            state, _ = apply(state, legal[rng.randrange(len(legal))])
            actions += 1
            assert conserved(state), f"cards lost or doubled in {state.phase}"
            if state.deal_no != deal_no or state.phase is Phase.GAME_OVER:
                break
        else:
            raise AssertionError(f"deal {deal_no} did not end in {max_actions} actions")
    return deals, actions
