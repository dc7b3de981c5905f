"""Trick winner (RULES.md §1.4) and the legal cards to play (§3.7).

Both work on plain ints: cards and bitmasks. A lower rank index is a higher
rank, and within one suit a lower card id is a higher card, which keeps
"may I head this trick" a single mask operation.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from .actions import IllegalReason
from .cards import SUIT_MASK, Card
from .profile import TrickRules


class PlayReason(IntEnum):
    """Why a card may not be played (a subset of :class:`IllegalReason`)."""

    OK = 0
    MUST_FOLLOW_SUIT = 1
    MUST_HEAD = 2
    MUST_TRUMP = 3
    MUST_OVERTRUMP = 4

    @property
    def refusal(self) -> IllegalReason | None:
        """The :class:`IllegalReason` an engine gives for this obligation (None for OK)."""
        return None if self is PlayReason.OK else IllegalReason[self.name]


def trick_winner(cards: Sequence[Card], trump: int | None) -> int:
    """Index of the winning card; identical cards: the earlier one wins.

    >>> from .cards import parse_cards
    >>> trick_winner(parse_cards(["A-hearts", "A-hearts", "10-hearts"]), 0)
    0
    """
    # One pass: a card takes the lead if it is of the leading card's suit and
    # strictly higher (lower face number), or a trump over a non-trump.
    best = 0
    top = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if c >> 4 == top >> 4:
            if c >> 1 < top >> 1:
                best, top = i, c
        elif c >> 4 == trump:
            best, top = i, c
    return best


def _beats(same: int, card: Card) -> int:
    """The cards in ``same`` (one suit) that rank strictly above ``card``."""
    return same & ((1 << ((card >> 1) << 1)) - 1)


def legal_plays(
    hand: int,
    trick: Sequence[Card],
    trump: int | None,
    rules: TrickRules,
    *,
    exempt: bool = False,
) -> int:
    """The bitmask of cards in ``hand`` that may be played to ``trick``.

    ``exempt`` lifts heading and trumping while one's partner holds the trick
    (Cross Binokel option ``partner_exemption``, AMB-41).
    """
    if not trick:
        return hand
    lead = trick[0] >> 4
    w = trick[trick_winner(trick, trump)]
    same = hand & SUIT_MASK[lead]
    if same:
        if exempt or not rules.must_head:
            return same
        if w >> 4 == lead:
            higher = _beats(same, w)
            return higher or same
        if rules.must_head_after_ruff:  # [AMB-43] beat the best card of the led suit
            best = min(c for c in trick if c >> 4 == lead)
            return _beats(same, best) or same
        return same
    if trump is None or exempt or not rules.must_trump:
        return hand
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    if w >> 4 == trump and rules.must_overtrump:
        higher = _beats(trumps, w)
        if higher:
            return higher
        return trumps if rules.must_undertrump else hand
    return trumps


def why_not(
    card: Card,
    hand: int,
    trick: Sequence[Card],
    trump: int | None,
    rules: TrickRules,
    *,
    exempt: bool = False,
) -> PlayReason:
    """The obligation that ``card`` (held in ``hand``) would break, or OK."""
    if legal_plays(hand, trick, trump, rules, exempt=exempt) >> card & 1:
        return PlayReason.OK
    lead = trick[0] >> 4
    if hand & SUIT_MASK[lead]:
        return PlayReason.MUST_FOLLOW_SUIT if card >> 4 != lead else PlayReason.MUST_HEAD
    if trump is not None and card >> 4 == trump:
        return PlayReason.MUST_OVERTRUMP
    return PlayReason.MUST_TRUMP
