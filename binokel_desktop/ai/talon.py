"""Decisions of the two-hand talon games (Altenburg Binokel, Bézique), RULES.md §5–6.

Phase 1 has no obligations: keep meld cards and trumps, win tricks that hold
points cheaply, throw low cards otherwise. After each trick won: exchange or
show the trump 7, make the most valuable declaration, then draw. Phase 2 is a
plain trick game with every card known (the talon is gone), which the search
levels solve exactly.
"""

from __future__ import annotations

import random

from ..engine.actions import Action, Play
from ..engine.cards import BINOKEL_POINTS
from ..engine.melds import evaluate
from ..engine.profile import RuleProfile
from ..engine.talon.actions import Declare, Draw, ExchangeSeven, ShowCarteBlanche, ShowSeven
from ..engine.talon.declarations import kind_value
from ..engine.talon.game import phase2_rules
from ..engine.talon.scoring import BRISQUE_MASK
from ..engine.tricks import trick_winner
from ..engine.view import SeatView
from .common import SUIT_MASK, deck_of, higher_than, played_mask
from .solver import Game

__all__ = ["card_values", "declare_choice", "talon_game", "talon_play", "talon_pool"]


def card_values(profile: RuleProfile) -> tuple[int, ...]:
    """What each card is worth when taken in a trick."""
    from ..engine.profile_talon import CardScoring

    if profile.talon.card_scoring is CardScoring.BRISQUES:
        b = profile.talon.brisque
        return tuple(b if BRISQUE_MASK >> c & 1 else 0 for c in range(64))
    return tuple(BINOKEL_POINTS[(c >> 1) & 7] for c in range(64))


def declare_choice(view: SeatView, rng: random.Random) -> Action:
    """Trump 7 first, then the best declaration, then draw."""
    legal = list(view.legal)
    for kind in (ExchangeSeven, ShowSeven):
        for a in legal:
            if isinstance(a, kind):
                return a
    decls = [a for a in legal if isinstance(a, Declare)]
    if decls:
        return max(
            decls, key=lambda a: (kind_value(a.decl, view.profile), a.cards.bit_count(), -a.cards)
        )
    for a in legal:
        if isinstance(a, Draw):
            return a
    return legal[0]


def _meld_keep(view: SeatView) -> int:
    """Cards worth keeping in phase 1: those in melds of the current hand."""
    p = view.profile
    held = view.hand | (view.talon.on_table[view.seat] if view.talon.on_table else 0)
    keep = 0
    for m in evaluate(held, view.trump, p.melds):
        keep |= m.cards
    return keep


def talon_pool(view: SeatView) -> int:
    """Cards that may be in the opponent's hand (in phase 2: exactly his hand)."""
    seen = view.hand | played_mask(view)
    for t in view.talon.on_table:
        seen |= t
    if view.talon.turn_up >= 0:
        seen |= 1 << view.talon.turn_up
    return deck_of(view.profile) & ~seen


def talon_play(view: SeatView, rng: random.Random, noise: float) -> Action:
    """A card by simple rules for either phase."""
    legal = [a for a in view.legal if isinstance(a, Play)]
    for a in view.legal:
        if isinstance(a, ShowCarteBlanche):
            return a
    if len(legal) == 1:
        return legal[0]
    if noise and rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    vals = card_values(view.profile)
    trump = int(view.trump) if view.trump is not None else None
    keep = _meld_keep(view) if view.talon.stage == 1 else 0
    opp_cards = talon_pool(view) | view.talon.on_table[1 - view.seat]

    def cost(c: int) -> float:
        v = vals[c] + (6 if c >> 4 == trump else 0) + (8 if keep >> c & 1 else 0)
        if not opp_cards & higher_than(c) and c >> 4 == trump:
            v += 6
        return v

    cards = [a.card for a in legal]
    if not view.trick:
        # Lead a cheap card; in phase 2 lead a sure winner first.
        if view.talon.stage == 2:
            masters = [
                c
                for c in cards
                if not opp_cards & higher_than(c)
                and (
                    c >> 4 == trump
                    or not opp_cards & SUIT_MASK[c >> 4]
                    or not (trump is not None and opp_cards & SUIT_MASK[trump])
                )
            ]
            if masters:
                return Play(max(masters, key=lambda c: (vals[c], -c)))
        return Play(min(cards, key=lambda c: (cost(c), c)))
    lead = view.trick[0]
    wins = [c for c in cards if trick_winner((lead, c), trump) == 1]
    stake = vals[lead]
    if wins:
        best = min(wins, key=lambda c: (cost(c), c))
        if stake > 0 or cost(best) <= 2 or view.talon.stage == 2:
            return Play(best)
    return Play(min(cards, key=lambda c: (cost(c), c)))


def talon_game(view: SeatView) -> Game:
    """The solver's game for phase 2: the seat to act maximises its card points."""
    p = view.profile
    me = view.seat
    return Game(
        trump=int(view.trump) if view.trump is not None else None,
        rules=phase2_rules(p.talon.phase2_must_head),
        order=(1, 0),
        maxi=(me == 0, me == 1),
        points=card_values(p),
        trick_value=0,
        last_bonus=p.tricks.last_trick_bonus,
        players=2,
    )


def phase2_hands(view: SeatView) -> list[int]:
    """Both hands in phase 2, where every card is known (incl. cards on the table)."""
    hands = [0, 0]
    me = view.seat
    hands[me] = view.hand | view.talon.on_table[me]
    hands[1 - me] = talon_pool(view) | view.talon.on_table[1 - me]
    return hands


