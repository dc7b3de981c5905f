"""The rules engine: standard library only, no Qt, no I/O, no global random.

The public API: profiles (:data:`PROFILES`, :func:`get_profile`), the state
machine (:func:`new_game`, :func:`legal_actions`, :func:`apply`), what one seat
sees (:func:`seat_view`) and records (:class:`GameRecord`, :func:`replay`).
Each goes through the :class:`Rules` of the profile's family (:func:`rules_for`).
"""

from .actions import Action, Contract, IllegalAction, IllegalReason
from .cards import Card, CardSet, Rank, Suit, format_card, parse_card, parse_cards
from .families import FAMILIES, apply, legal_actions, new_game, rules_for, seat_view
from .game import play_refusal
from .profile import PROFILES, RuleProfile, get_profile
from .record import GameRecord, RecordError, ReplayError, Step, replay, steps, upgraded
from .rules import AnyState, Rules
from .state import GameState, Phase
from .view import AuctionDetail, SeatView, TalonDetail

__all__ = [
    "FAMILIES",
    "PROFILES",
    "Action",
    "AnyState",
    "AuctionDetail",
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
    "Rules",
    "SeatView",
    "Suit",
    "TalonDetail",
    "apply",
    "format_card",
    "get_profile",
    "legal_actions",
    "new_game",
    "parse_card",
    "parse_cards",
    "play_refusal",
    "replay",
    "ReplayError",
    "Step",
    "steps",
    "upgraded",
    "rules_for",
    "seat_view",
]
