"""What a seat knows for certain, and worlds of hidden cards that agree with it.

Hard facts come from the view only: cards in the own hand, cards known in other
hands (the public dabb, shown melds, an open Durch, a card given in Rufen),
cards played, the own discards, and the "could not follow / could not head /
did not trump" facts implied by every card played. A *world* gives every
hidden card a place: another seat's hand or the stash (the dabb before it is
taken, or the declarer's discards).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import cards_of
from ..engine.profile import RuleProfile
from ..engine.tricks import legal_plays, trick_winner
from ..engine.view import SeatView
from .common import deck_of, hand_seats, party_of
from .rufen_facts import rufen_facts

STASH = -1
"""The location of hidden cards that are in no hand (dabb or discards)."""
GIVEN = -2
"""Rufen: the one hidden card of the giver's hand that the declarer gave him."""


def excluded_by_play(
    card: int,
    trick: Sequence[int],
    trump: int | None,
    profile: RuleProfile,
    exempt: bool,
    candidates: int,
) -> int:
    """Cards among ``candidates`` whose presence in the hand would have made ``card`` illegal."""
    if not trick:
        return 0
    rules = profile.tricks
    me = 1 << card
    out = 0
    m = candidates & ~me
    while m:
        low = m & -m
        if not legal_plays(me | low, trick, trump, rules, exempt=exempt) & me:
            out |= low
        m ^= low
    return out


def infer_forbidden(view: SeatView) -> tuple[int, ...]:
    """Per seat: cards it cannot hold now, proven by the cards it played."""
    profile = view.profile
    n = profile.hand_players
    trump = view.trump
    forb = [0] * profile.deal.seats
    deck = deck_of(profile)
    plays = view.plays
    teams_exempt = profile.deal.teams and profile.tricks.partner_exemption
    for i in range(0, len(plays), n):
        trick: list[int] = []
        seats: list[int] = []
        for seat, card in plays[i : i + n]:
            if trick:
                exempt = False
                if teams_exempt:
                    w = seats[trick_winner(trick, trump)]
                    exempt = party_of(profile, w) == party_of(profile, seat)
                # Only cards of the led suit or trump can make a card illegal.
                cand = deck & _suits_mask(trick[0] >> 4, trump)
                forb[seat] |= excluded_by_play(card, trick, trump, profile, exempt, cand)
            trick.append(card)
            seats.append(seat)
    return tuple(forb)


def _suits_mask(led: int, trump: int | None) -> int:
    m = 0xFFFF << (16 * led)
    if trump is not None:
        m |= 0xFFFF << (16 * trump)
    return m


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the hidden cards may be: the pool, and how many go to each location."""

    pool: int  # hidden cards
    known: tuple[int, ...]  # per seat: cards known in that hand (own: the whole hand)
    stash_known: int  # cards known to be in the stash (own discards, or laid away openly)
    counts: tuple[tuple[int, int], ...]  # (location, number of hidden cards there)
    forbidden: tuple[int, ...]  # per seat: cards it cannot hold
    given_only: int = 0  # Rufen: cards only the stash or the GIVEN place may take
    giver: int = -1  # Rufen: the seat whose hand the GIVEN place is part of
    keeper: int = -1  # the declarer once he laid away: his hand may keep ``given_only`` cards


def layout_of(view: SeatView, forbidden: tuple[int, ...] | None = None) -> Layout:
    """The hidden cards of ``view`` and the places they must fill."""
    profile = view.profile
    deck = deck_of(profile)
    played = 0
    played_by = [0] * profile.deal.seats
    for s, c in view.plays:
        played |= 1 << c
        played_by[s] |= 1 << c
    known = list(view.known)
    known[view.seat] = view.hand
    known_all = 0
    for k in known:
        known_all |= k
    hidden = deck & ~(known_all | played)
    in_hands = sum(view.hand_sizes[seat] for seat in hand_seats(view))
    stash_total = deck.bit_count() - in_hands - len(view.plays)
    d = view.declarer
    # Once the declarer has laid away face down, the cards the table saw him take
    # (the public dabb, the called copy) are each in his hand or the stash.
    laid_away = 0 <= d != view.seat and stash_total > 0 and not view.auction.discards
    rufen = rufen_facts(view, known, played_by, hidden, laid_away)
    giver = view.auction.giver if rufen.given_only else -1
    given_only = rufen.given_only
    if giver >= 0 and view.hand_sizes[giver] == known[giver].bit_count():
        given_only = 0  # no hidden card left in the giver's hand: laid away or kept
    kept_or_laid = ((view.auction.dabb & hidden) | rufen.called_copy) & ~given_only
    if not laid_away:
        kept_or_laid = 0
    stash_known = view.auction.discards
    pool = hidden & ~stash_known
    counts: list[tuple[int, int]] = []
    for seat in hand_seats(view):
        if seat == view.seat:
            continue
        n_hidden = view.hand_sizes[seat] - known[seat].bit_count()
        if seat == giver and given_only:
            # One of the giver's hidden cards came from the declarer and may be a dabb card.
            counts.append((GIVEN, 1))
            n_hidden -= 1
        if n_hidden:
            counts.append((seat, n_hidden))
    stash_hidden = stash_total - stash_known.bit_count()
    if stash_hidden:
        counts.append((STASH, stash_hidden))
    if forbidden is None:
        forbidden = infer_forbidden(view)
    if rufen.forbidden:
        forbidden = tuple(f | r for f, r in zip(forbidden, rufen.forbidden, strict=True))
    if kept_or_laid:
        forbidden = tuple(f | (kept_or_laid if o != d else 0) for o, f in enumerate(forbidden))
    return Layout(pool, tuple(known), stash_known, tuple(counts), forbidden, given_only, giver,
                  d if laid_away else -1)


@dataclass(frozen=True, slots=True)
class World:
    """Every card placed: full hands per seat and the stash."""

    hands: tuple[int, ...]
    stash: int


def sample_world(layout: Layout, rng: random.Random, tries: int = 40) -> World:
    """A random world that agrees with every hard fact in ``layout``.

    Most-constrained cards are placed first; after ``tries`` dead ends an exact
    search is used, so a world is always found when one exists.
    """
    cards = cards_of(layout.pool)
    locs = [loc for loc, _ in layout.counts]
    allowed: dict[int, list[int]] = {}
    for c in cards:
        allowed[c] = [i for i, loc in enumerate(locs) if _may_hold(layout, loc, c)]
    constrained = any(len(a) < len(locs) for a in allowed.values())
    for _ in range(tries if constrained else 1):
        placed = _try_place(cards, allowed, layout, rng, constrained)
        if placed is not None:
            return _world(layout, locs, placed)
    placed = _exact_place(cards, allowed, layout, rng)
    if placed is None:
        raise ValueError("no world agrees with the view")
    return _world(layout, locs, placed)


def _may_hold(layout: Layout, loc: int, card: int) -> bool:
    if loc == STASH:
        return True
    if loc == GIVEN:
        return not layout.forbidden[layout.giver] >> card & 1
    # The giver's own cards were dealt to him: a dabb card there is the given one.
    given = layout.given_only if loc != layout.keeper else 0
    return not (layout.forbidden[loc] | given) >> card & 1


def _try_place(
    cards: list[int],
    allowed: dict[int, list[int]],
    layout: Layout,
    rng: random.Random,
    constrained: bool,
) -> list[int] | None:
    caps = [n for _, n in layout.counts]
    placed = [0] * len(caps)
    if not constrained:
        order = cards[:]
        rng.shuffle(order)
        pos = 0
        for i, n in enumerate(caps):
            for c in order[pos : pos + n]:
                placed[i] |= 1 << c
            pos += n
        return placed
    order = cards[:]
    rng.shuffle(order)
    order.sort(key=lambda c: len(allowed[c]))
    for c in order:
        opts = [i for i in allowed[c] if caps[i] > 0]
        if not opts:
            return None
        total = sum(caps[i] for i in opts)
        r = rng.randrange(total)
        for i in opts:
            r -= caps[i]
            if r < 0:
                break
        caps[i] -= 1
        placed[i] |= 1 << c
    return placed


def _exact_place(
    cards: list[int],
    allowed: dict[int, list[int]],
    layout: Layout,
    rng: random.Random,
) -> list[int] | None:
    caps = [n for _, n in layout.counts]
    placed = [0] * len(caps)
    order = sorted(cards, key=lambda c: len(allowed[c]))

    def go(k: int) -> bool:
        if k == len(order):
            return True
        c = order[k]
        opts = [i for i in allowed[c] if caps[i] > 0]
        rng.shuffle(opts)
        for i in opts:
            caps[i] -= 1
            placed[i] |= 1 << c
            if go(k + 1):
                return True
            caps[i] += 1
            placed[i] &= ~(1 << c)
        return False

    return placed if go(0) else None


def _world(layout: Layout, locs: list[int], placed: list[int]) -> World:
    hands = list(layout.known)
    stash = layout.stash_known
    for loc, cards in zip(locs, placed, strict=True):
        if loc == STASH:
            stash |= cards
        elif loc == GIVEN:
            hands[layout.giver] |= cards
        else:
            hands[loc] |= cards
    return World(tuple(hands), stash)


def random_layouts(
    view: SeatView, own: int, pool: int, rng: random.Random, n: int
) -> list[list[int]]:
    """``n`` random deals of ``pool`` to the other seats (hand size each), ``own`` for us."""
    p = view.profile
    others = [s for s in hand_seats(view) if s != view.seat]
    cards = cards_of(pool)
    size = p.deal.hand_size
    out = []
    for _ in range(n):
        rng.shuffle(cards)
        hands = [0] * p.deal.seats
        hands[view.seat] = own
        for i, s in enumerate(others):
            for c in cards[i * size : (i + 1) * size]:
                hands[s] |= 1 << c
        out.append(hands)
    return out
