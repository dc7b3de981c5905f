"""Events of the talon games, in addition to the shared ones of :mod:`..events`.

Like those they hold only public facts: a drawn card is not named, because only
the drawer sees it (his view shows it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Suit
from ..events import Event
from .declarations import DeclKind


@dataclass(frozen=True, slots=True)
class TrumpTurnedUp(Event):
    """The card after the hands was turned up; its suit is trump."""

    card: Card
    trump: Suit


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """``seat`` scored ``points`` for a declaration, a trump 7 or carte blanche."""

    seat: int
    decl: DeclKind
    cards: int  # bitmask of the cards shown
    points: int


@dataclass(frozen=True, slots=True)
class SevenExchanged(Event):
    """``seat`` laid ``seven`` in the turn-up's place and took ``taken``."""

    seat: int
    seven: Card
    taken: Card


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """``seat`` drew the top card of the talon (face down)."""

    seat: int


@dataclass(frozen=True, slots=True)
class TurnUpTaken(Event):
    """``seat`` took the turn-up (or the 7 exchanged for it) as the last card."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TalonExhausted(Event):
    """Phase 2 begins: declared cards go back to the hands; obligations apply."""


@dataclass(frozen=True, slots=True)
class TargetClaimed(Event):
    """``seat`` reached the target during the deal (``mid_deal_claim``) [AMB-24]."""

    seat: int
    total: int
