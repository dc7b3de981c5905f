"""Simultaneous meld evaluation, ``EVAL(hand, trump, P)`` of RULES.md §2.2.

Cards may be reused across the classes SUIT, BINOKEL, QUARTET and DISS, but
each physical card counts once within a class. The evaluation is the maximum
a hand may meld; a player may show any part of it [AMB-39].
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import SUIT_MASK, Rank, Suit, make_card, rank_mask
from .profile import DoubledMelds, MeldRules


class MeldKind(StrEnum):
    """Meld identifiers of RULES.md §9.1."""

    DISS = "diss"
    PAIR = "pair"
    TRUMP_PAIR = "trump_pair"
    FAMILY = "family"
    TRUMP_FAMILY = "trump_family"
    DOUBLE_FAMILY = "double_family"
    TRUMP_DOUBLE_FAMILY = "trump_double_family"
    BINOKEL = "binokel"
    GRAND_BINOKEL = "grand_binokel"
    DOUBLE_BINOKEL = "double_binokel"
    FOUR_A = "four_A"
    FOUR_K = "four_K"
    FOUR_O = "four_O"
    FOUR_U = "four_U"
    EIGHT_A = "eight_A"
    EIGHT_10 = "eight_10"
    EIGHT_K = "eight_K"
    EIGHT_O = "eight_O"
    EIGHT_U = "eight_U"


@dataclass(frozen=True, slots=True)
class Meld:
    """One scored meld: its kind, suit (where it has one), value and cards."""

    kind: MeldKind
    suit: Suit | None
    value: int
    cards: int  # bitmask of the physical cards shown


_RANK_LETTER = {Rank.ACE: "A", Rank.TEN: "10", Rank.KING: "K", Rank.OBER: "O", Rank.UNTER: "U"}
_FAMILY_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER)
_QUARTET_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER)

O_LEAVES = (Suit.LEAVES * 8 + Rank.OBER) * 2
U_BELLS = (Suit.BELLS * 8 + Rank.UNTER) * 2
K_LEAVES = (Suit.LEAVES * 8 + Rank.KING) * 2


def _take(avail: int, suit: int, rank: int) -> int:
    """One copy of (suit, rank) from ``avail`` as a bit, lowest copy first."""
    bit = 1 << make_card(suit, rank)
    if avail & bit:
        return bit
    return bit << 1 if avail & (bit << 1) else 0


_POP2 = (0, 1, 1, 2)  # copies held, from the two bits of one face


def _family_value(rules: MeldRules, trump_suit: bool) -> int:
    return rules.trump_family if trump_suit else rules.family


def evaluate(hand: int, trump: Suit | None, rules: MeldRules, *, diss_extra: int = 0) -> list[Meld]:
    """The maximum meld decomposition of ``hand`` (a bitmask) under ``trump``.

    ``diss_extra`` is a bitmask of announced, discarded trump 7s that also
    score for the declarer (§3.5).
    """
    melds: list[Meld] = []
    twice = rules.doubled_melds is DoubledMelds.TWICE
    # SUIT class
    for s in Suit:
        chunk = hand >> (16 * s)
        counts = [_POP2[chunk >> (2 * r) & 3] for r in _FAMILY_RANKS]
        f = min(counts)
        is_trump = s == trump
        avail = hand & SUIT_MASK[s]
        if f == 2 and rules.double_family_enabled:
            if twice:
                value = 2 * _family_value(rules, is_trump)
            else:
                value = rules.trump_double_family if is_trump else rules.double_family
            kind = MeldKind.TRUMP_DOUBLE_FAMILY if is_trump and not twice and (
                rules.trump_double_family != rules.double_family
            ) else MeldKind.DOUBLE_FAMILY
            cards = 0
            for r in _FAMILY_RANKS:
                cards |= 3 << make_card(s, r)
            melds.append(Meld(kind, s, value, cards))
            continue
        for _ in range(f):
            cards = 0
            for r in _FAMILY_RANKS:
                bit = _take(avail, s, r)
                cards |= bit
            avail &= ~cards
            kind = MeldKind.TRUMP_FAMILY if is_trump else MeldKind.FAMILY
            melds.append(Meld(kind, s, _family_value(rules, is_trump), cards))
        pairs = min(counts[2] - f, counts[3] - f)
        for _ in range(pairs):
            cards = _take(avail, s, Rank.KING) | _take(avail, s, Rank.OBER)
            avail &= ~cards
            if is_trump:
                melds.append(Meld(MeldKind.TRUMP_PAIR, s, rules.trump_pair, cards))
            else:
                melds.append(Meld(MeldKind.PAIR, s, rules.pair, cards))
    # BINOKEL class
    n_o = (hand >> O_LEAVES & 3).bit_count()
    n_u = (hand >> U_BELLS & 3).bit_count()
    if n_o >= 2 and n_u >= 2:
        cards = (3 << O_LEAVES) | (3 << U_BELLS)
        melds.append(Meld(MeldKind.DOUBLE_BINOKEL, None, rules.double_binokel, cards))
    elif n_o >= 1 and n_u >= 1:
        cards = _take(hand, Suit.LEAVES, Rank.OBER) | _take(hand, Suit.BELLS, Rank.UNTER)
        if rules.grand_binokel_enabled and hand >> K_LEAVES & 3:
            cards |= _take(hand, Suit.LEAVES, Rank.KING)
            melds.append(Meld(MeldKind.GRAND_BINOKEL, None, rules.grand_binokel, cards))
        else:
            melds.append(Meld(MeldKind.BINOKEL, None, rules.binokel, cards))
    # QUARTET class
    for r, mask, four_kind, eight_kind in _QUARTETS:
        of_rank = hand & mask
        if not of_rank:
            continue
        if of_rank == mask and r in rules.eight_ranks:
            if twice and four_kind is not None:
                value = 2 * int(getattr(rules, four_kind.value))
            else:
                value = int(getattr(rules, eight_kind.value))
            melds.append(Meld(eight_kind, None, value, of_rank))
        elif four_kind is not None and (
            of_rank & _SUIT0 and of_rank & _SUIT1 and of_rank & _SUIT2 and of_rank & _SUIT3
        ):
            cards = 0
            for s in Suit:
                cards |= _take(of_rank, s, r)
            melds.append(Meld(four_kind, None, int(getattr(rules, four_kind.value)), cards))
    # DISS class: each trump 7 held, plus announced discarded ones
    if trump is not None:
        for c in (make_card(trump, Rank.SEVEN, 0), make_card(trump, Rank.SEVEN, 1)):
            if (hand | diss_extra) >> c & 1:
                melds.append(Meld(MeldKind.DISS, trump, rules.diss, 1 << c))
    return melds


_SUIT0, _SUIT1, _SUIT2, _SUIT3 = SUIT_MASK
# (rank, both copies in all suits, its four of a kind (tens have none), its eight)
_QUARTETS: tuple[tuple[Rank, int, MeldKind | None, MeldKind], ...] = tuple(
    (r, rank_mask(r), None if r == Rank.TEN else MeldKind(f"four_{_RANK_LETTER[r]}"),
     MeldKind(f"eight_{_RANK_LETTER[r]}"))
    for r in _QUARTET_RANKS
)

