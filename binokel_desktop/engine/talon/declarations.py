"""Sequential declarations under the class model of RULES.md §2.3.

A declaration belongs to a *class* (SUIT, BINOKEL, QUARTET) and has a *level*
inside it (pair < quintmajor; binokel < grand < double; four < eight). The
history of a deal is one bitmask per (class, level): the cards used in
declarations of that type. Two rules decide what may be declared:

* at least one card not yet declared in the class (the "new card" rule [AMB-38]);
* no card already in a class declaration of the same or a higher level
  (the build-up rule: reuse only upward).

Bézique uses the same kinds under its own names (marriage = pair, sequence =
quintmajor, bezique = binokel …), because the card numbering is shared.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import IntEnum, StrEnum
from itertools import combinations, product
from typing import Final

from ..actions import IllegalReason
from ..cards import SUIT_MASK, Rank, Suit, cards_of, face_mask, rank_mask
from ..profile import RuleProfile


class DeclKind(StrEnum):
    """Scoring announcements of the talon games (Altenburg names, §9.1)."""

    PAIR = "pair"
    TRUMP_PAIR = "trump_pair"
    QUINTMAJOR = "quintmajor"
    BINOKEL = "binokel"
    GRAND_BINOKEL = "grand_binokel"
    DOUBLE_BINOKEL = "double_binokel"
    FOUR_A = "four_A"
    FOUR_K = "four_K"
    FOUR_O = "four_O"
    FOUR_U = "four_U"
    EIGHT_A = "eight_A"
    EIGHT_K = "eight_K"
    EIGHT_O = "eight_O"
    EIGHT_U = "eight_U"
    # Scored, but not declarations of a class: never the argument of Declare.
    DISS = "diss"  # a trump 7: turned up, exchanged, shown or played in phase 1
    CARTE_BLANCHE = "carte_blanche"


class DeclClass(IntEnum):
    """The classes of §2.1 that sequential declarations use."""

    SUIT = 0
    BINOKEL = 1
    QUARTET = 2


LEVELS: Final = 3
"""Levels per class in the history (binokel < grand < double is the longest)."""

EMPTY_HISTORY: Final = (0,) * (len(DeclClass) * LEVELS)

FRENCH_NAMES: Final = {
    DeclKind.PAIR: "marriage",
    DeclKind.TRUMP_PAIR: "royal_marriage",
    DeclKind.QUINTMAJOR: "sequence",
    DeclKind.BINOKEL: "bezique",
    DeclKind.GRAND_BINOKEL: "grand_bezique",
    DeclKind.DOUBLE_BINOKEL: "double_bezique",
    DeclKind.FOUR_A: "four_aces",
    DeclKind.FOUR_K: "four_kings",
    DeclKind.FOUR_O: "four_queens",
    DeclKind.FOUR_U: "four_jacks",
    DeclKind.EIGHT_A: "eight_aces",
    DeclKind.EIGHT_K: "eight_kings",
    DeclKind.EIGHT_O: "eight_queens",
    DeclKind.EIGHT_U: "eight_jacks",
    DeclKind.DISS: "trump_seven",
    DeclKind.CARTE_BLANCHE: "carte_blanche",
}
"""Bézique identifiers (§9.1) of the shared kinds."""

_BY_NAME: Final = {k.value: k for k in DeclKind} | {v: k for k, v in FRENCH_NAMES.items()}

_FOURS: Final = {
    DeclKind.FOUR_A: Rank.ACE,
    DeclKind.FOUR_K: Rank.KING,
    DeclKind.FOUR_O: Rank.OBER,
    DeclKind.FOUR_U: Rank.UNTER,
}
_EIGHTS: Final = {
    DeclKind.EIGHT_A: Rank.ACE,
    DeclKind.EIGHT_K: Rank.KING,
    DeclKind.EIGHT_O: Rank.OBER,
    DeclKind.EIGHT_U: Rank.UNTER,
}

CLASS_LEVEL: Final[dict[DeclKind, tuple[DeclClass, int]]] = {
    DeclKind.PAIR: (DeclClass.SUIT, 1),
    DeclKind.TRUMP_PAIR: (DeclClass.SUIT, 1),
    DeclKind.QUINTMAJOR: (DeclClass.SUIT, 2),
    DeclKind.BINOKEL: (DeclClass.BINOKEL, 1),
    DeclKind.GRAND_BINOKEL: (DeclClass.BINOKEL, 2),
    DeclKind.DOUBLE_BINOKEL: (DeclClass.BINOKEL, 3),
    **{k: (DeclClass.QUARTET, 1) for k in _FOURS},
    **{k: (DeclClass.QUARTET, 2) for k in _EIGHTS},
}
"""Class and level (1 = lowest) of every declarable kind."""

_LETTER: Final = {Rank.ACE: "A", Rank.KING: "K", Rank.OBER: "O", Rank.UNTER: "U"}


def parse_kind(name: str) -> DeclKind:
    """A kind from its Altenburg or Bézique identifier.

    >>> parse_kind("royal_marriage")
    <DeclKind.TRUMP_PAIR: 'trump_pair'>
    """
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown declaration {name!r}") from None


def kind_name(kind: DeclKind, *, french: bool) -> str:
    """The §9.1 identifier of a kind in the profile's language."""
    return FRENCH_NAMES[kind] if french else kind.value


def _face(suit: int, rank: int) -> int:
    return suit * 8 + rank


def bezique_faces(trump: int, profile: RuleProfile) -> tuple[int, int, int]:
    """Faces of the binokel/bezique Q and J and the grand binokel's K [AMB-27]."""
    q_suit, j_suit = Suit.LEAVES, Suit.BELLS  # O-leaves + U-bells = Q-spades + J-diamonds
    if profile.talon.alt_bezique_for_black_red_trumps and trump in (Suit.LEAVES, Suit.BELLS):
        q_suit, j_suit = Suit.ACORNS, Suit.HEARTS  # Q-clubs + J-hearts
    return _face(q_suit, Rank.OBER), _face(j_suit, Rank.UNTER), _face(q_suit, Rank.KING)


def kind_value(kind: DeclKind, profile: RuleProfile) -> int:
    """Points of a kind under the profile; 0 if the profile does not have it."""
    m = profile.melds
    if kind in _FOURS:
        return int(getattr(m, f"four_{_LETTER[_FOURS[kind]]}"))
    if kind in _EIGHTS:
        rank = _EIGHTS[kind]
        return int(getattr(m, f"eight_{_LETTER[rank]}")) if rank in m.eight_ranks else 0
    values = {
        DeclKind.PAIR: m.pair,
        DeclKind.TRUMP_PAIR: m.trump_pair,
        DeclKind.QUINTMAJOR: profile.talon.quintmajor,
        DeclKind.BINOKEL: m.binokel,
        DeclKind.GRAND_BINOKEL: m.grand_binokel if m.grand_binokel_enabled else 0,
        DeclKind.DOUBLE_BINOKEL: m.double_binokel,
        DeclKind.DISS: m.diss,
        DeclKind.CARTE_BLANCHE: profile.talon.carte_blanche_value,
    }
    return values[kind]


def _one_each(cards: int, faces: tuple[int, ...]) -> bool:
    """``cards`` is exactly one copy of each face."""
    want = 0
    for f in faces:
        got = cards & face_mask(f)
        if got.bit_count() != 1:
            return False
        want |= got
    return want == cards


def forms(kind: DeclKind, cards: int, trump: int, profile: RuleProfile) -> bool:
    """Whether ``cards`` (a bitmask) are exactly a declaration of ``kind``."""
    if kind not in CLASS_LEVEL or kind_value(kind, profile) <= 0:
        return False
    if kind in (DeclKind.PAIR, DeclKind.TRUMP_PAIR):
        for s in Suit:
            if cards & ~SUIT_MASK[s] == 0:
                return (s == trump) == (kind is DeclKind.TRUMP_PAIR) and _one_each(
                    cards, (_face(s, Rank.KING), _face(s, Rank.OBER))
                )
        return False
    if kind is DeclKind.QUINTMAJOR:
        return _one_each(cards, tuple(_face(trump, r) for r in _QUINT_RANKS))
    q, j, k = bezique_faces(trump, profile)
    if kind is DeclKind.BINOKEL:
        return _one_each(cards, (q, j))
    if kind is DeclKind.GRAND_BINOKEL:
        return _one_each(cards, (k, q, j))
    if kind is DeclKind.DOUBLE_BINOKEL:
        return cards == face_mask(q) | face_mask(j)
    if kind in _EIGHTS:
        return cards == rank_mask(_EIGHTS[kind])
    rank = _FOURS[kind]
    if cards & ~rank_mask(rank) or cards.bit_count() != 4:
        return False
    if profile.talon.quartets_distinct_suits:
        return all(cards & SUIT_MASK[s] for s in Suit)
    return True


_QUINT_RANKS: Final = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER)


def reuse_refusal(kind: DeclKind, cards: int, history: tuple[int, ...]) -> IllegalReason | None:
    """The class rule ``cards`` would break as a ``kind`` declaration, or None (§2.3.3–4)."""
    cls, level = CLASS_LEVEL[kind]
    base = cls * LEVELS
    used = history[base : base + LEVELS]
    if not cards & ~(used[0] | used[1] | used[2]):
        return IllegalReason.DECLARATION_NEEDS_NEW_CARD
    blocking = 0
    for lv in range(level - 1, LEVELS):
        blocking |= used[lv]
    if cards & blocking:
        return IllegalReason.CARD_ALREADY_DECLARED
    return None


def record(kind: DeclKind, cards: int, history: tuple[int, ...]) -> tuple[int, ...]:
    """The history after declaring ``cards`` as ``kind``."""
    cls, level = CLASS_LEVEL[kind]
    i = cls * LEVELS + level - 1
    return history[:i] + (history[i] | cards,) + history[i + 1 :]


_RANK_MASKS: Final = tuple(rank_mask(r) for r in range(8))
_FACE_MASKS: Final = tuple(face_mask(f) for f in range(32))


def _copies(held: int, face: int) -> list[int]:
    m = held & _FACE_MASKS[face]
    return [b for b in (m & -m, m & (m - 1)) if b]


def _products(held: int, faces: tuple[int, ...]) -> Iterator[int]:
    for f in faces:
        if not held & _FACE_MASKS[f]:
            return
    for combo in product(*[_copies(held, f) for f in faces]):
        yield sum(combo)


def candidates(held: int, trump: int, profile: RuleProfile) -> Iterator[tuple[DeclKind, int]]:
    """Every (kind, cards) that ``held`` can form, before the class rules."""
    kings = held & _RANK_MASKS[Rank.KING]
    obers = held & _RANK_MASKS[Rank.OBER]
    for s in Suit:
        if kings & SUIT_MASK[s] and obers & SUIT_MASK[s]:
            kind = DeclKind.TRUMP_PAIR if s == trump else DeclKind.PAIR
            for cards in _products(held, (_face(s, Rank.KING), _face(s, Rank.OBER))):
                yield kind, cards
    yield from ((DeclKind.QUINTMAJOR, c) for c in _products(held, _QUINT_FACES[trump]))
    q, j, k = bezique_faces(trump, profile)
    if held & _FACE_MASKS[q] and held & _FACE_MASKS[j]:
        for cards in _products(held, (q, j)):
            yield DeclKind.BINOKEL, cards
        if profile.melds.grand_binokel_enabled:
            for cards in _products(held, (k, q, j)):
                yield DeclKind.GRAND_BINOKEL, cards
        both = _FACE_MASKS[q] | _FACE_MASKS[j]
        if held & both == both:
            yield DeclKind.DOUBLE_BINOKEL, both
    distinct = profile.talon.quartets_distinct_suits
    eights = profile.melds.eight_ranks
    for kind, rank in _FOURS.items():
        of_rank = held & _RANK_MASKS[rank]
        if of_rank.bit_count() < 4:
            continue
        if distinct:
            faces = tuple(_face(s, rank) for s in Suit)
            yield from ((kind, c) for c in _products(of_rank, faces))
        else:
            bits = [1 << c for c in cards_of(of_rank)]
            for combo in combinations(bits, 4):
                yield kind, sum(combo)
        if of_rank == _RANK_MASKS[rank] and rank in eights:
            yield _EIGHT_OF[rank], of_rank


_QUINT_FACES: Final = tuple(tuple(_face(s, r) for r in _QUINT_RANKS) for s in Suit)
_EIGHT_OF: Final = {rank: kind for kind, rank in _EIGHTS.items()}


def legal_declarations(
    held: int, trump: int, history: tuple[int, ...], profile: RuleProfile
) -> list[tuple[DeclKind, int]]:
    """Every declaration ``held`` may make now under the class rules."""
    return [
        (kind, cards)
        for kind, cards in candidates(held, trump, profile)
        if reuse_refusal(kind, cards, history) is None and kind_value(kind, profile) > 0
    ]
