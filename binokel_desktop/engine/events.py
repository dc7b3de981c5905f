"""Events: what happened in one step, for the table to show and animate.

Events carry enums and numbers, never prose. They hold only what every seat
may know, except where a field names the one seat it is private to.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Call, Contract
from .cards import Card, Face, Suit
from .melds import Meld
from .scoring import DealResult


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events."""


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """A new deal was shuffled and dealt by ``dealer``."""

    deal_no: int
    dealer: int


@dataclass(frozen=True, slots=True)
class Called(Event):
    """An auction call and the value it names (0 for a pass)."""

    seat: int
    call: Call
    value: int


@dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    """The auction ended with a declarer at ``bid``."""

    seat: int
    bid: int


@dataclass(frozen=True, slots=True)
class AllPassed(Event):
    """Nobody bid: the deal is void and passes on (AMB-03)."""


@dataclass(frozen=True, slots=True)
class DabbShown(Event):
    """The dabb was turned face up for all."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DabbTaken(Event):
    """The declarer took the dabb into his hand."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardCalled(Event):
    """Rufen: the declarer called a face; ``giver`` handed it over (or -1: nobody held it)."""

    face: Face
    giver: int


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """Rufen: the declarer gave a card face down to ``seat`` (the card is private)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """The declarer laid away ``count`` cards."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class TrumpChosen(Event):
    """The declarer named trump."""

    seat: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class ContractAnnounced(Event):
    """The declarer announced a special contract or went out."""

    seat: int
    contract: Contract


@dataclass(frozen=True, slots=True)
class MeldsShown(Event):
    """A seat showed melds (possibly none)."""

    seat: int
    melds: tuple[Meld, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card went to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """A trick was completed and gathered by ``seat``."""

    seat: int
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """The deal ended with ``result``."""

    result: DealResult


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over; ``winner`` is a party index."""

    winner: int
