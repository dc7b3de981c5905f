"""The rules engine: standard library only, no Qt, no I/O, no global random.

The public API: profiles (:data:`PROFILES`, :func:`get_profile`), the state
machine (:func:`new_game`, :func:`legal_actions`, :func:`apply`), what one seat
sees (:func:`seat_view`) and records (:class:`GameRecord`, :func:`replay`).
Each goes through the :class:`Rules` of the profile's family (:func:`rules_for`).

This package is also the one surface ``ui/`` imports (issue 24 §7,
``tests/test_layers_import_graph.py``): the vocabulary of cards, actions, events,
melds, results and profiles, and the :class:`SeatView` whose properties carry the
facts the table shows (``meld_marks``, ``trump_meld_values``, ``parties``,
``meld_order``). The submodules stay the engine's own, and ai's and app's.
"""

from .actions import (
    DURCH_CONTRACTS,
    PLAY,
    Action,
    Announce,
    Bid,
    Call,
    CallCard,
    ChooseTrump,
    Contract,
    Discard,
    GiveCard,
    GoOut,
    Hold,
    IllegalAction,
    IllegalReason,
    NextDeal,
    Pass,
    Play,
    ShowMelds,
    TakeDabb,
)
from .cards import (
    FRENCH_RANK_NAMES,
    FRENCH_SUIT_NAMES,
    GERMAN_RANK_NAMES,
    GERMAN_SUIT_NAMES,
    Card,
    CardMask,
    CardSet,
    Rank,
    Suit,
    cards_of,
    format_card,
    make_card,
    parse_card,
    parse_cards,
    rank_of,
    suit_of,
)
from .events import (
    AllPassed,
    AuctionWon,
    Called,
    CardCalled,
    CardGiven,
    CardPlayed,
    ContractAnnounced,
    DabbShown,
    DabbTaken,
    DealScored,
    DealStarted,
    Discarded,
    Event,
    GameEnded,
    MeldsShown,
    TrickWon,
    TrumpChosen,
)
from .families import FAMILIES, apply, legal_actions, new_game, rules_for, seat_view
from .game import play_refusal
from .melds import Meld, MeldKind
from .profile import PARTS, PROFILES, GoOutTiming, Packet, RuleProfile, get_profile
from .profile_checks import Problem, ProblemKind, ProfileError
from .profile_options import ProfileOption, profile_options
from .profile_talon import CardScoring
from .record import GameRecord, RecordError, ReplayError, Step, replay, steps, upgraded
from .rules import AnyState, Rules
from .scoring import DealResult, PartyResult, special_value
from .state import GameState, Phase, parties
from .talon.declarations import DeclKind
from .talon.events import (
    CardDrawn,
    Scored,
    SevenExchanged,
    TalonExhausted,
    TargetClaimed,
    TrumpTurnedUp,
    TurnUpTaken,
)
from .talon.state import Declaration
from .view import AuctionDetail, SeatView, TalonDetail

__all__ = [
    # the state machine, its families and records
    "FAMILIES",
    "AnyState",
    "GameRecord",
    "GameState",
    "RecordError",
    "ReplayError",
    "Rules",
    "Step",
    "apply",
    "legal_actions",
    "new_game",
    "play_refusal",
    "replay",
    "rules_for",
    "seat_view",
    "steps",
    "upgraded",
    # what one seat sees, and the facts the table shows
    "AuctionDetail",
    "Phase",
    "SeatView",
    "TalonDetail",
    "parties",
    # cards
    "FRENCH_RANK_NAMES",
    "FRENCH_SUIT_NAMES",
    "GERMAN_RANK_NAMES",
    "GERMAN_SUIT_NAMES",
    "Card",
    "CardMask",
    "CardSet",
    "Rank",
    "Suit",
    "cards_of",
    "format_card",
    "make_card",
    "parse_card",
    "parse_cards",
    "rank_of",
    "suit_of",
    # actions
    "DURCH_CONTRACTS",
    "PLAY",
    "Action",
    "Announce",
    "Bid",
    "Call",
    "CallCard",
    "ChooseTrump",
    "Contract",
    "Discard",
    "GiveCard",
    "GoOut",
    "Hold",
    "IllegalAction",
    "IllegalReason",
    "NextDeal",
    "Pass",
    "Play",
    "ShowMelds",
    "TakeDabb",
    # events (both families)
    "AllPassed",
    "AuctionWon",
    "Called",
    "CardCalled",
    "CardDrawn",
    "CardGiven",
    "CardPlayed",
    "ContractAnnounced",
    "DabbShown",
    "DabbTaken",
    "DealScored",
    "DealStarted",
    "Discarded",
    "Event",
    "GameEnded",
    "MeldsShown",
    "Scored",
    "SevenExchanged",
    "TalonExhausted",
    "TargetClaimed",
    "TrickWon",
    "TrumpChosen",
    "TrumpTurnedUp",
    "TurnUpTaken",
    # melds, declarations and results
    "DeclKind",
    "Declaration",
    "DealResult",
    "Meld",
    "MeldKind",
    "PartyResult",
    "special_value",
    # profiles, their options and their problems
    "PARTS",
    "PROFILES",
    "CardScoring",
    "GoOutTiming",
    "Packet",
    "Problem",
    "ProblemKind",
    "ProfileError",
    "ProfileOption",
    "RuleProfile",
    "get_profile",
    "profile_options",
]
