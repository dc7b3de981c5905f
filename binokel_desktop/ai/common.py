"""Small card and seat helpers shared by the computer players (plain ints, bitmasks)."""

from __future__ import annotations

from typing import Final

from ..engine.actions import Contract
from ..engine.cards import BINOKEL_POINTS, SUIT_MASK, deck_mask, points_of
from ..engine.profile import RuleProfile
from ..engine.state import active_seats, party_of
from ..engine.view import SeatView

__all__ = [
    "BINOKEL_POINTS",
    "SUIT_MASK",
    "CARD_POINTS",
    "deck_of",
    "higher_than",
    "lower_than",
    "points_of",
    "side_of",
    "active_seats",
    "party_of",
    "played_mask",
    "rank",
    "suit",
]

CARD_POINTS: Final = tuple(BINOKEL_POINTS[(c >> 1) & 7] for c in range(64))
"""Card points by card id."""



def suit(card: int) -> int:
    """The suit index of a card."""
    return card >> 4


def rank(card: int) -> int:
    """The rank index of a card (0 = ace, the highest)."""
    return (card >> 1) & 7


def higher_than(card: int) -> int:
    """Cards of the same suit that rank strictly above ``card``."""
    return SUIT_MASK[card >> 4] & ((1 << ((card >> 1) << 1)) - 1)


def lower_than(card: int) -> int:
    """Cards of the same suit that rank strictly below ``card``."""
    return SUIT_MASK[card >> 4] & ~((1 << (((card >> 1) + 1) << 1)) - 1)


def deck_of(profile: RuleProfile) -> int:
    """Bitmask of every card in the profile's deck."""
    return deck_mask(profile.deck.ranks)


def played_mask(view: SeatView) -> int:
    """Every card played so far in this deal."""
    m = 0
    for _, c in view.plays:
        m |= 1 << c
    return m


def side_of(view: SeatView, seat: int) -> int:
    """0 for the declarer's side, 1 for the other side (teams or the coalition)."""
    p = view.profile
    if view.declarer < 0:
        return 1
    return 0 if party_of(p, seat) == party_of(p, view.declarer) else 1


def is_special(contract: Contract | None) -> bool:
    """Whether the contract is played without trump (Durch, Bettel)."""
    return contract is not None and contract not in (Contract.SUIT, Contract.GO_OUT)


def hand_seats(view: SeatView) -> tuple[int, ...]:
    """Seats that hold cards this deal, in playing order from forehand."""
    return active_seats(view.profile, view.dealer)


def total_points(profile: RuleProfile) -> int:
    """Card points in the deck plus the last-trick bonus."""
    return points_of(deck_of(profile)) + profile.tricks.last_trick_bonus
