"""The rules engine: standard library only, no Qt, no I/O, no global random.

The public API: profiles (:data:`PROFILES`, :func:`get_profile`), the state
machine (:func:`new_game`, :func:`legal_actions`, :func:`apply`), what one seat
sees (:func:`seat_view`) and records (:class:`GameRecord`, :func:`replay`).
"""

from .actions import Action, Contract, IllegalAction, IllegalReason
from .cards import Card, CardSet, Rank, Suit, format_card, parse_card, parse_cards
from .game import AnyState, apply, legal_actions, new_game, play_refusal
from .profile import PROFILES, RuleProfile, get_profile
from .record import GameRecord, RecordError, replay
from .state import GameState, Phase
from .view import SeatView, seat_view

__all__ = [
    "PROFILES",
    "Action",
    "AnyState",
    "Card",
    "CardSet",
    "Contract",
    "GameRecord",
    "GameState",
    "IllegalAction",
    "IllegalReason",
    "Phase",
    "Rank",
    "RecordError",
    "RuleProfile",
    "SeatView",
    "Suit",
    "apply",
    "format_card",
    "get_profile",
    "legal_actions",
    "new_game",
    "parse_card",
    "parse_cards",
    "play_refusal",
    "replay",
    "seat_view",
]
