"""Cards, suits, ranks, card notation and the bitmask :class:`CardSet`.

A card is a small int naming one *physical* card: ``suit * 16 + rank * 2 + copy``.
Every deck holds two identical copies of each face, so ``copy`` is 0 or 1. One
numbering serves the German Binokel deck (A 10 K O U 7) and the French Bézique
deck (A 10 K Q J 9 8 7): the rank index is the strength order, highest first,
and the Binokel 7 shares the index of the French 7.

>>> c = parse_card("O-leaves")
>>> format_card(c)
'O-leaves'
>>> format_card(c, french=True)
'Q-spades'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final

Card = int
"""A physical card: ``suit * 16 + rank * 2 + copy``."""

Face = int
"""A card face without its copy: ``card >> 1``."""

CardMask = int
"""A set of physical cards as a bitmask: bit ``card`` set when the card is in it
(python-chess's ``Bitboard``). :func:`cards_of` lists one; :class:`CardSet` wraps one."""


class Suit(IntEnum):
    """The four suits; German names with their French equivalents."""

    ACORNS = 0  # Eichel, clubs
    LEAVES = 1  # Laub/Schippen, spades
    HEARTS = 2  # Herz, hearts
    BELLS = 3  # Schellen, diamonds


class Rank(IntEnum):
    """Ranks in trick-taking order, highest first (RULES.md §1.2)."""

    ACE = 0  # Daus / A
    TEN = 1
    KING = 2
    OBER = 3  # Q in French decks
    UNTER = 4  # J in French decks
    NINE = 5
    EIGHT = 6
    SEVEN = 7  # Diss in Binokel


GERMAN_SUIT_NAMES: Final = ("acorns", "leaves", "hearts", "bells")
FRENCH_SUIT_NAMES: Final = ("clubs", "spades", "hearts", "diamonds")
GERMAN_RANK_NAMES: Final = ("A", "10", "K", "O", "U", "9", "8", "7")
FRENCH_RANK_NAMES: Final = ("A", "10", "K", "Q", "J", "9", "8", "7")

_SUIT_BY_NAME: Final = {n: Suit(i) for i, n in enumerate(GERMAN_SUIT_NAMES)} | {
    n: Suit(i) for i, n in enumerate(FRENCH_SUIT_NAMES)
}
_RANK_BY_NAME: Final = {n: Rank(i) for i, n in enumerate(GERMAN_RANK_NAMES)} | {
    n: Rank(i) for i, n in enumerate(FRENCH_RANK_NAMES)
}

SUIT_MASK: Final = tuple(0xFFFF << (16 * s) for s in range(4))
"""Bitmask of every card of a suit (index by :class:`Suit`)."""

FULL_MASK: Final = (1 << 64) - 1

BINOKEL_POINTS: Final = (11, 10, 4, 3, 2, 0, 0, 0)
"""Card points ("Augen") by rank index (RULES.md §1.3)."""


class CardError(ValueError):
    """A card name could not be read; the message names the bad token."""


def make_card(suit: int, rank: int, copy: int = 0) -> Card:
    """The card of ``suit`` and ``rank``, copy 0 or 1."""
    return suit * 16 + rank * 2 + copy


def suit_of(card: Card) -> Suit:
    """The suit of a card."""
    return Suit(card >> 4)


def rank_of(card: Card) -> Rank:
    """The rank of a card."""
    return Rank((card >> 1) & 7)


def face_of(card: Card) -> Face:
    """The face (suit and rank) of a card, ignoring which copy it is."""
    return card >> 1


def face_mask(face: Face) -> int:
    """Bitmask of both copies of a face."""
    return 3 << (face * 2)


def rank_mask(rank: int) -> int:
    """Bitmask of both copies of ``rank`` in all four suits."""
    m = 0
    for s in range(4):
        m |= 3 << (s * 16 + rank * 2)
    return m


def format_card(card: Card, *, french: bool = False) -> str:
    """The notation ``<rank>-<suit>`` of a card (RULES.md §1.1)."""
    ranks = FRENCH_RANK_NAMES if french else GERMAN_RANK_NAMES
    suits = FRENCH_SUIT_NAMES if french else GERMAN_SUIT_NAMES
    return f"{ranks[(card >> 1) & 7]}-{suits[card >> 4]}"


def format_face(face: Face, *, french: bool = False) -> str:
    """The notation of a face."""
    return format_card(face * 2, french=french)


def parse_face(text: str) -> Face:
    """Read ``<rank>-<suit>`` (German or French names) into a face.

    >>> format_face(parse_face("10-bells"))
    '10-bells'
    """
    if not isinstance(text, str):
        raise CardError(f"bad card {text!r}: expected a name like 'O-leaves'")
    token = text.strip()
    rank_name, sep, suit_name = token.partition("-")
    if not sep:
        raise CardError(f"bad card {text!r}: expected <rank>-<suit>, e.g. 'O-leaves'")
    rank = _RANK_BY_NAME.get(rank_name.upper() if rank_name != "10" else rank_name)
    if rank is None:
        raise CardError(f"bad card {text!r}: unknown rank {rank_name!r}")
    suit = _SUIT_BY_NAME.get(suit_name.lower())
    if suit is None:
        raise CardError(f"bad card {text!r}: unknown suit {suit_name!r}")
    return suit * 8 + rank


def parse_suit(name: str) -> Suit:
    """Read a suit name, German or French (``leaves`` or ``spades``)."""
    suit = _SUIT_BY_NAME.get(name.strip().lower())
    if suit is None:
        raise CardError(f"unknown suit {name!r}")
    return suit


def parse_card(text: str) -> Card:
    """Read one card; ``#2`` after the name selects the second copy."""
    if not isinstance(text, str):
        raise CardError(f"bad card {text!r}: expected a name like 'O-leaves'")
    name, _, copy_text = text.partition("#")
    copy = 0
    if copy_text:
        if copy_text.strip() not in ("1", "2"):
            raise CardError(f"bad card {text!r}: copy must be #1 or #2")
        copy = int(copy_text) - 1
    return parse_face(name) * 2 + copy


def parse_cards(names: Iterable[str]) -> list[Card]:
    """Read several cards; repeated faces take the next free copy.

    >>> [format_card(c) + f"#{c % 2 + 1}" for c in parse_cards(["A-hearts", "A-hearts"])]
    ['A-hearts#1', 'A-hearts#2']
    """
    cards: list[Card] = []
    taken: set[Card] = set()
    for name in names:
        if "#" in name:
            card = parse_card(name)
        else:
            face = parse_face(name)
            card = face * 2
            if card in taken:
                card += 1
        if card in taken:
            raise CardError(f"bad card {name!r}: a deck holds only two copies of a card")
        taken.add(card)
        cards.append(card)
    return cards


class CardSet:
    """An immutable set of physical cards backed by an int bitmask.

    >>> s = CardSet.of(parse_cards(["A-hearts", "7-bells"]))
    >>> len(s), parse_card("A-hearts") in s
    (2, True)
    """

    __slots__ = ("mask",)

    mask: int

    def __init__(self, mask: int = 0) -> None:
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    @classmethod
    def of(cls, cards: Iterable[Card]) -> CardSet:
        """The set of the given cards."""
        m = 0
        for c in cards:
            m |= 1 << c
        return cls(m)

    @classmethod
    def parse(cls, names: Iterable[str]) -> CardSet:
        """The set of the named cards (see :func:`parse_cards`)."""
        return cls.of(parse_cards(names))

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_of(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and bool(self.mask >> card & 1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __bool__(self) -> bool:
        return self.mask != 0

    def __repr__(self) -> str:
        return f"CardSet.parse({[format_card(c) for c in self]!r})"

    def of_suit(self, suit: int) -> CardSet:
        """The cards of one suit."""
        return CardSet(self.mask & SUIT_MASK[suit])


def cards_of(mask: CardMask) -> list[Card]:
    """The cards of a bitmask as a list, ascending: the one "mask to cards" of the package."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[Card]) -> CardMask:
    """The bitmask of some cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def deck_mask(ranks: Iterable[int]) -> int:
    """Both copies of the given ranks in all four suits."""
    m = 0
    for r in ranks:
        m |= rank_mask(r)
    return m


def points_of(mask: int, table: tuple[int, ...] = BINOKEL_POINTS) -> int:
    """Card points of the cards in a bitmask."""
    total = 0
    for r in range(8):
        p = table[r]
        if p:
            total += p * (mask & _RANK_MASKS[r]).bit_count()
    return total


_RANK_MASKS: Final = tuple(rank_mask(r) for r in range(8))
