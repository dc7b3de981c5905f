"""Hand evaluation and rule-based decisions shared by the Easy and Medium players.

Everything works on bitmasks. The estimates are deliberately simple: a meld
total from the engine's ``evaluate`` plus a trick-point guess from top cards,
suit lengths and trumps. Search-based levels use them as priors and fallbacks.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.actions import Contract
from ..engine.cards import Suit, cards_of
from ..engine.melds import evaluate
from ..engine.profile import RuleProfile
from ..engine.tricks import trick_winner
from .common import CARD_POINTS, SUIT_MASK, deck_of, higher_than, points_of


def meld_value(hand: int, trump: int | None, profile: RuleProfile) -> int:
    """What ``hand`` may meld with ``trump`` (the engine's maximum evaluation)."""
    return sum(
        m.value for m in evaluate(hand, None if trump is None else _suit(trump), profile.melds)
    )


def meld_cards(hand: int, trump: int | None, profile: RuleProfile) -> int:
    """Cards of ``hand`` that belong to some meld (Diss excluded: it may be discarded)."""
    out = 0
    for m in evaluate(hand, None if trump is None else _suit(trump), profile.melds):
        if m.kind != "diss":
            out |= m.cards
    return out


def _suit(s: int) -> Suit:
    return Suit(s)


def play_estimate(hand: int, trump: int | None, profile: RuleProfile, outstanding: int) -> float:
    """A rough guess of the card points ``hand`` wins in play as declarer.

    ``outstanding`` holds the cards the other seats may have.
    """
    n_opp = max(1, profile.hand_players - 1)
    n_out = max(1, outstanding.bit_count())
    avg_other = points_of(outstanding) / n_out
    per_trick_extra = n_opp * avg_other
    winners = 0.0
    won_points = 0.0
    trump_len = (hand & SUIT_MASK[trump]).bit_count() if trump is not None else 0
    opp_trumps = (outstanding & SUIT_MASK[trump]).bit_count() if trump is not None else 0
    spare_ruffs = 0.0
    for s in range(4):
        mine = cards_of(hand & SUIT_MASK[s])
        opp = outstanding & SUIT_MASK[s]
        n_opp_cards = opp.bit_count()
        if not mine:
            if s != trump and trump is not None and n_opp_cards:
                spare_ruffs += min(2.0, n_opp_cards / n_opp / 2)
            continue
        suit_w = 0.0
        suit_pts = 0.0
        for i, c in enumerate(mine):
            h = (opp & higher_than(c)).bit_count()
            twin = opp >> (c ^ 1) & 1 if (c >> 1) == ((c ^ 1) >> 1) else 0
            if h == 0:
                p = 0.7 if twin else 1.0
            elif h <= i:
                p = 0.5
            else:
                p = 0.15 if s == trump else 0.05
            suit_w += p
            suit_pts += p * (CARD_POINTS[c] + per_trick_extra)
        if s != trump and trump is not None:
            cap = max(1.0, 0.8 * n_opp_cards / n_opp)
            if suit_w > cap:
                suit_pts *= cap / suit_w
                suit_w = cap
            if len(mine) <= 2 and n_opp_cards:
                spare_ruffs += 0.5 * (3 - len(mine))
        winners += suit_w
        won_points += suit_pts
    if trump is not None:
        extra = max(0.0, trump_len - opp_trumps / n_opp - 1.0)
        ruffs = min(spare_ruffs, max(0.0, trump_len - 2.0)) * 0.6
        won_points += (extra * 0.7 + ruffs) * (per_trick_extra + 2)
        if trump_len >= 5:
            won_points += profile.tricks.last_trick_bonus * 0.6
        else:
            won_points += profile.tricks.last_trick_bonus * 0.25
    return won_points


def certain_durch(hand: int, outstanding: int) -> bool:
    """True when leading every card wins: no outstanding card beats any of ours."""
    m = hand
    while m:
        low = m & -m
        c = low.bit_length() - 1
        if outstanding & higher_than(c):
            return False
        m ^= low
    return True


def durch_discard(hand: int, outstanding: int, k: int) -> int | None:
    """A discard of ``k`` cards that leaves a certain Durch, or None."""
    bad = 0
    for c in cards_of(hand):
        if outstanding & higher_than(c):
            bad |= 1 << c
    if bad.bit_count() > k:
        return None
    rest = cards_of(hand & ~bad)
    rest.sort(key=lambda c: -CARD_POINTS[c])  # bank points with the filler
    for c in rest[: k - bad.bit_count()]:
        bad |= 1 << c
    return bad


def discard_loss(
    hand: int, card: int, trump: int | None, profile: RuleProfile, outstanding: int, melds_now: int
) -> float:
    """How much discarding ``card`` costs (negative: it gains, e.g. banking a loose ten)."""
    pts = CARD_POINTS[card]
    s = card >> 4
    if trump is not None and s == trump:
        return 60.0 + pts
    rest = hand & ~(1 << card)
    loss = float(melds_now - meld_value(rest, trump, profile))
    opp = outstanding & SUIT_MASK[s]
    h = (opp & higher_than(card)).bit_count()
    if h == 0:
        loss += 6.0 + 0.6 * (pts + 10)  # a winner: keep it
    loss -= pts
    if not rest & SUIT_MASK[s] and trump is not None:
        loss -= 8.0  # a void lets us ruff
    return loss


def choose_discard(
    hand: int,
    trump: int | None,
    profile: RuleProfile,
    k: int,
    outstanding: int,
    runner_up_at: int = -1,
) -> int:
    """A greedy discard of ``k`` cards for a planned ``trump``.

    At step ``runner_up_at`` (if any) the second-cheapest card is taken instead.
    """
    chosen = 0
    cur = hand
    for step in range(k):
        melds_now = meld_value(cur, trump, profile)
        ranked = sorted(
            cards_of(cur),
            key=lambda c: discard_loss(cur, c, trump, profile, outstanding, melds_now),
        )
        c = ranked[1] if step == runner_up_at and len(ranked) > 1 else ranked[0]
        chosen |= 1 << c
        cur &= ~(1 << c)
    return chosen


def discard_candidates(
    hand: int, trump: int | None, profile: RuleProfile, k: int, outstanding: int
) -> list[int]:
    """The greedy discard and its neighbours: at each of the ``k`` steps in turn the
    runner-up card is taken instead, and the rest chosen greedily. Distinct, greedy first."""
    out: list[int] = []
    for step in range(-1, k):
        d = choose_discard(hand, trump, profile, k, outstanding, step)
        if d not in out:
            out.append(d)
    return out


@dataclass(frozen=True, slots=True)
class Plan:
    """A declarer's plan: trump, discard and estimated total (melds + card points)."""

    trump: int
    discard: int
    value: float


def plan_contract(
    hand: int,
    profile: RuleProfile,
    outstanding: int,
    k: int,
    trumps: Sequence[int] = (0, 1, 2, 3),
    top: int = 2,
) -> Plan:
    """The best trump and discard for ``hand`` (k = cards still to discard, 0 if done)."""
    pre = []
    for t in trumps:
        pre.append((meld_value(hand, t, profile) + 12 * (hand & SUIT_MASK[t]).bit_count(), t))
    pre.sort(reverse=True)
    best: Plan | None = None
    for _, t in pre[:top]:
        d = choose_discard(hand, t, profile, k, outstanding) if k else 0
        rest = hand & ~d
        v = meld_value(rest, t, profile) + play_estimate(rest, t, profile, outstanding)
        v += points_of(d) if profile.exchange.discards_count_for_declarer else 0
        if best is None or v > best.value:
            best = Plan(t, d, v)
    assert best is not None
    return best


def make_probability(value: float, bid: int, spread: float = 30.0) -> float:
    """Chance that an estimated total ``value`` reaches ``bid``."""
    x = (value - bid) / spread
    return 1.0 / (1.0 + math.exp(-1.7 * x))


def play_expectation(value: float, bid: int, profile: RuleProfile) -> float:
    """Expected score of playing a contract estimated at ``value``."""
    p = make_probability(value, bid)
    return p * value - (1 - p) * profile.scoring.fail_multiplier * bid


# --------------------------------------------------------------------------
# card play


@dataclass(slots=True)
class Table:
    """The card-play situation seen by one seat."""

    seat: int
    trump: int | None
    contract: Contract | None
    trick: tuple[int, ...]
    trick_seats: tuple[int, ...]
    hand: int
    legal: int
    later: tuple[int, ...]  # seats still to play to this trick after us
    my_side: int
    side: dict[int, int]  # seat -> 0 declarer side, 1 other side
    may_hold: dict[int, int]  # seat -> cards it may hold
    need_trick: bool  # our side has melds that count only with a trick, and no trick yet


def opponents_may_hold(t: Table) -> int:
    """Cards the other side may hold."""
    m = 0
    for seat, cards in t.may_hold.items():
        if t.side[seat] != t.my_side:
            m |= cards
    return m


def _can_beat(t: Table, seat: int, trick: tuple[int, ...]) -> bool:
    """Whether ``seat`` may hold a card that takes over ``trick``."""
    cards = t.may_hold[seat]
    led = trick[0] >> 4
    w = trick[trick_winner(trick, t.trump)]
    has_led = cards & SUIT_MASK[led]
    if w >> 4 == led:
        if cards & higher_than(w) & SUIT_MASK[led]:
            return True
        if not has_led and t.trump is not None and t.trump != led:
            return bool(cards & SUIT_MASK[t.trump])
        return False
    # trumped
    if has_led:
        return False
    return bool(cards & higher_than(w))


def safe_win(t: Table, card: int) -> bool:
    """Whether playing ``card`` wins the trick whatever the later seats hold."""
    trick = t.trick + (card,)
    if trick_winner(trick, t.trump) != len(trick) - 1:
        return False
    return not any(t.side[o] != t.my_side and _can_beat(t, o, trick) for o in t.later)


def keep_value(t: Table, card: int, opp: int) -> float:
    """How much a card is worth keeping for later tricks."""
    v = 0.0
    if t.trump is not None and card >> 4 == t.trump:
        v += 10.0 + (4.0 if not opp & higher_than(card) else 0.0)
    elif not opp & higher_than(card):
        v += 7.0
    return v


def rule_play(t: Table, outstanding: int) -> int:
    """The rule-based card: head, smear, duck or lead (bitmasks in, card out)."""
    legal = cards_of(t.legal)
    if len(legal) == 1:
        return legal[0]
    opp = opponents_may_hold(t)
    if t.contract is Contract.BETTEL:
        return _bettel_play(t, legal)
    if t.contract is not None and t.contract not in (Contract.SUIT, Contract.GO_OUT):
        return _durch_play(t, legal, opp)
    if not t.trick:
        return _lead(t, legal, opp, outstanding)
    w_idx = trick_winner(t.trick, t.trump)
    w_seat = t.trick_seats[w_idx]
    trick_pts = sum(CARD_POINTS[c] for c in t.trick)
    partner_winning = t.side[w_seat] == t.my_side
    winners = [c for c in legal if trick_winner(t.trick + (c,), t.trump) == len(t.trick)]
    if partner_winning:
        w_card = t.trick[w_idx]
        partner_safe = not any(t.side[o] != t.my_side and _can_beat(t, o, t.trick) for o in t.later)
        del w_card
        if partner_safe:
            return max(legal, key=lambda c: (CARD_POINTS[c] - keep_value(t, c, opp), -c))
        safe = [c for c in winners if safe_win(t, c)]
        if safe:
            return max(safe, key=lambda c: (CARD_POINTS[c] - keep_value(t, c, opp), -c))
        return min(legal, key=lambda c: (CARD_POINTS[c] + keep_value(t, c, opp), c))
    if winners:
        safe = [c for c in winners if safe_win(t, c)]
        if safe:
            return max(safe, key=lambda c: (CARD_POINTS[c] - keep_value(t, c, opp), -c))
        if trick_pts >= 10 or t.need_trick:
            # Not safe: take it with the strongest card, the best chance to hold.
            return min(winners, key=lambda c: (_strength(c, t.trump), -CARD_POINTS[c]))
    return min(legal, key=lambda c: (CARD_POINTS[c] + keep_value(t, c, opp), c))


def _strength(card: int, trump: int | None) -> int:
    """Lower is stronger: trumps first, then by rank."""
    return ((card >> 1) & 7) - (16 if trump is not None and card >> 4 == trump else 0)


def _lead(t: Table, legal: list[int], opp: int, outstanding: int) -> int:
    trump = t.trump
    opp_trumps = opp & SUIT_MASK[trump] if trump is not None else 0
    masters = [c for c in legal if not opp & higher_than(c)]
    declarer = t.my_side == 0
    if declarer and trump is not None and opp_trumps:
        trump_masters = [c for c in masters if c >> 4 == trump]
        if trump_masters:
            return max(trump_masters, key=lambda c: (CARD_POINTS[c], -c))
    side_masters = []
    for c in masters:
        s = c >> 4
        if s == trump:
            continue
        # A master is only safe if no opponent may be void there while holding trumps.
        risky = False
        if trump is not None:
            for seat, cards in t.may_hold.items():
                if (
                    t.side[seat] != t.my_side
                    and not cards & SUIT_MASK[s]
                    and (cards & SUIT_MASK[trump])
                ):
                    risky = True
        if not risky:
            side_masters.append(c)
    if side_masters:
        return max(side_masters, key=lambda c: (CARD_POINTS[c], -c))
    non_trump = [c for c in legal if trump is None or c >> 4 != trump] or legal
    # Lead low from the longest side suit: it costs least and keeps masters.
    lengths = [(t.hand & SUIT_MASK[s]).bit_count() for s in range(4)]
    return min(non_trump, key=lambda c: (CARD_POINTS[c], -lengths[c >> 4], c))


def _durch_play(t: Table, legal: list[int], opp: int) -> int:
    declarer = t.my_side == 0
    if not t.trick:
        if declarer:
            masters = [c for c in legal if not opp & higher_than(c)]
            return min(masters or legal, key=lambda c: ((c >> 1) & 7, c))
        return min(legal, key=lambda c: ((c >> 1) & 7, c))
    winners = [c for c in legal if trick_winner(t.trick + (c,), None) == len(t.trick)]
    w_seat = t.trick_seats[trick_winner(t.trick, None)]
    if winners and t.side[w_seat] != t.my_side:
        return min(winners, key=lambda c: ((c >> 1) & 7, c))
    return max(legal, key=lambda c: ((c >> 1) & 7, c))


def _bettel_play(t: Table, legal: list[int]) -> int:
    declarer = t.my_side == 0
    if not t.trick:
        return (
            max(legal, key=lambda c: ((c >> 1) & 7, c))
            if declarer
            else min(legal, key=lambda c: ((c >> 1) & 7, c))
        )
    losers = [c for c in legal if trick_winner(t.trick + (c,), None) != len(t.trick)]
    if declarer:
        if losers:
            return min(losers, key=lambda c: ((c >> 1) & 7, c))  # highest loser
        return max(legal, key=lambda c: ((c >> 1) & 7, c))
    return max(legal, key=lambda c: ((c >> 1) & 7, c))


def outstanding_for(profile: RuleProfile, hand: int, seen: int) -> int:
    """Cards the other seats may hold: the deck minus the own hand and cards seen gone."""
    return deck_of(profile) & ~(hand | seen)
