"""The immutable game state and the facts derived from seats and profile.

``GameState`` is a NamedTuple: immutable, cheap to copy with ``_replace``
(search copies it millions of times), and compared field by field, so a
replayed record can be checked for identity with ``==``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, TypeVar

from .actions import Call, Contract
from .cards import Suit
from .melds import Meld
from .profile import RuleProfile
from .scoring import DealResult

T = TypeVar("T")


def with_item(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the item at ``index`` replaced (per-seat tuples of a state)."""
    return values[:index] + (value,) + values[index + 1 :]


class Phase(StrEnum):
    """The phases of a deal, in order."""

    AUCTION = "auction"
    DABB = "dabb"  # take the dabb, or announce Durch from hand
    CALL = "call"  # Rufen: call a card
    GIVE = "give"  # Rufen: give a card back
    DISCARD = "discard"
    TRUMP = "trump"
    MELD = "meld"
    DECLARE = "declare"  # talon games: the trick winner may declare before drawing
    PLAY = "play"
    DEAL_OVER = "deal_over"  # the deal is scored; NextDeal deals the next one
    GAME_OVER = "game_over"


class GameState(NamedTuple):
    """Everything about a game in progress. Seats are numbered in playing order."""

    profile: RuleProfile
    seed: int
    deal_no: int
    dealer: int
    phase: Phase
    to_act: int
    scores: tuple[int, ...]  # per party (a seat, or a team in Cross Binokel)
    hands: tuple[int, ...]  # per seat, card bitmasks
    dabb: int  # the dabb as dealt (stays for the record after it is taken)
    dabb_public: bool
    discards: int
    bid: int  # highest value named; 0 before the first bid
    holder: int  # seat holding the highest value, -1 before the first bid
    caller: int  # seat challenging the holder, -1 if none
    queue: tuple[int, ...]  # seats yet to enter the auction
    calls: tuple[tuple[int, Call, int], ...]  # (seat, call, value)
    declarer: int
    contract: Contract | None
    trump: Suit | None
    called: int  # Rufen: the called face, -1 if none
    giver: int  # Rufen: the seat that handed the called card over, -1 if none
    received: int  # Rufen: the card the declarer received, -1 if none
    evals: tuple[tuple[Meld, ...], ...]  # per seat: what it may meld (meld phase)
    shown: tuple[tuple[Meld, ...], ...]  # per seat: melds shown
    trick: tuple[int, ...]
    trick_seats: tuple[int, ...]
    plays: tuple[tuple[int, int], ...]  # (seat, card) in this deal, in order
    won: tuple[int, ...]  # per seat, cards taken in tricks
    tricks_won: tuple[int, ...]
    last_winner: int
    revealed: tuple[int, ...]  # per seat: cards of its hand every seat knows are there
    private: tuple[tuple[int, int, int], ...]  # (viewer, owner, cards) known to one seat
    results: tuple[DealResult, ...]  # every scored deal, for the score sheet
    winner: int  # winning party, -1 while the game runs
    passed_out: int = 0  # deals in a row that everybody passed (issue 14)


def n_parties(profile: RuleProfile) -> int:
    """How many parties keep a score: seats, or two teams in Cross Binokel."""
    return 2 if profile.deal.teams else profile.deal.seats


def party_of(profile: RuleProfile, seat: int) -> int:
    """The party a seat scores for (partners sit opposite in Cross Binokel)."""
    return seat % 2 if profile.deal.teams else seat


def parties(profile: RuleProfile) -> tuple[tuple[int, ...], ...]:
    """The seats of each party, by party number (``((0, 2), (1, 3))`` in Cross Binokel)."""
    seats = range(profile.deal.seats)
    return tuple(tuple(s for s in seats if party_of(profile, s) == p)
                 for p in range(n_parties(profile)))


def active_seats(profile: RuleProfile, dealer: int) -> tuple[int, ...]:
    """Seats that receive cards, in playing order from forehand (dealer's right)."""
    seats = profile.deal.seats
    order = tuple((dealer + 1 + i) % seats for i in range(seats))
    return order[:-1] if profile.deal.dealer_sits_out else order


def next_active(profile: RuleProfile, dealer: int, seat: int) -> int:
    """The seat after ``seat`` in playing order, skipping a sitting-out dealer."""
    nxt = (seat + 1) % profile.deal.seats
    if profile.deal.dealer_sits_out and nxt == dealer:
        nxt = (nxt + 1) % profile.deal.seats
    return nxt


def meld_order(profile: RuleProfile, dealer: int, declarer: int) -> tuple[int, ...]:
    """The seats in the order they show melds: the declarer, then round the table."""
    seats = active_seats(profile, dealer)
    at = seats.index(declarer)
    return seats[at:] + seats[:at]


def seat_labels(profile: RuleProfile, dealer: int) -> dict[str, int]:
    """RULES.md seat letters (F, M, D; or F, M, R, D) mapped to seat numbers."""
    seats = profile.deal.seats
    letters = ("F", "M", "D") if seats == 3 else ("F", "M", "R", "D") if seats == 4 else ("F", "D")
    return {letters[i]: (dealer + 1 + i) % seats for i in range(seats)}
