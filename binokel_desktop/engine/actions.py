"""Actions a seat can take, the reasons an action is refused, and contracts.

Actions are small frozen values; each has a ``kind`` (the JSON tag) and
writes and reads its own JSON fields (``fields`` / ``from_fields``). Every
subclass with a ``kind`` registers itself, so :func:`action_from_json` reads
the actions of every game family without knowing them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from .cards import (
    Card,
    CardError,
    CardMask,
    Face,
    Suit,
    cards_of,
    format_card,
    format_face,
    mask_of,
    parse_card,
    parse_face,
)


class Contract(StrEnum):
    """What the declarer plays (RULES.md §9.2 names)."""

    SUIT = "suit"
    GO_OUT = "go_out"  # abgehen; "abandon" in the 40-card game
    DURCH = "durch"
    DURCH_OPEN = "durch_open"
    DURCH_OPEN_FROM_HAND = "durch_open_from_hand"
    BETTEL = "bettel"


NO_TRUMP_CONTRACTS = frozenset({Contract.DURCH, Contract.DURCH_OPEN,
                                Contract.DURCH_OPEN_FROM_HAND, Contract.BETTEL})
DURCH_CONTRACTS = frozenset({Contract.DURCH, Contract.DURCH_OPEN, Contract.DURCH_OPEN_FROM_HAND})


class Call(StrEnum):
    """An auction call as the history and the events name it."""

    BID = "bid"
    HOLD = "hold"
    PASS = "pass"


class IllegalReason(StrEnum):
    """Why an action was refused; the UI translates these into words."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    BID_TOO_LOW = "bid_too_low"
    BID_NOT_STEP = "bid_not_step"
    BID_TOO_HIGH = "bid_too_high"
    MUST_OPEN = "must_open"
    CANNOT_HOLD = "cannot_hold"
    MUST_HOLD_OR_PASS = "must_hold_or_pass"
    NOT_IN_HAND = "not_in_hand"
    WRONG_DISCARD_COUNT = "wrong_discard_count"
    GO_OUT_NOT_ALLOWED = "go_out_not_allowed"
    CONTRACT_NOT_ALLOWED = "contract_not_allowed"
    TRUMP_ALREADY_NAMED = "trump_already_named"
    CALL_NOT_ALLOWED = "call_not_allowed"
    CANNOT_GIVE_CALLED = "cannot_give_called"
    MELDS_NOT_HELD = "melds_not_held"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_HEAD = "must_head"
    MUST_TRUMP = "must_trump"
    MUST_OVERTRUMP = "must_overtrump"
    UNKNOWN_ACTION = "unknown_action"
    # Talon games (RULES.md §2.3, §5, §6)
    MUST_WIN_TRICK_TO_DECLARE = "must_win_trick_to_declare"
    NO_DECLARATIONS_AFTER_TALON = "no_declarations_after_talon"
    ONE_DECLARATION_PER_TRICK = "one_declaration_per_trick"
    NOT_A_DECLARATION = "not_a_declaration"
    DECLARATION_NEEDS_NEW_CARD = "declaration_needs_new_card"
    CARD_ALREADY_DECLARED = "card_already_declared"
    TRUMP_SEVEN_NOT_ALLOWED = "trump_seven_not_allowed"
    CARTE_BLANCHE_NOT_ALLOWED = "carte_blanche_not_allowed"
    MUST_DRAW = "must_draw"


class IllegalAction(ValueError):  # noqa: N818 - the name the architecture uses
    """An action the rules refuse, with a reason the UI can translate."""

    def __init__(self, reason: IllegalReason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions; a subclass with a ``kind`` is registered for JSON."""

    kind: ClassVar[str] = ""

    def __init_subclass__(cls) -> None:
        # No super(): dataclass(slots=True) rebuilds the class, which breaks its cell.
        if cls.kind:
            # dataclass(slots=True) makes a second class: the last one registered wins.
            _FORMS[cls.kind] = cls

    def fields(self) -> dict[str, Any]:
        """The JSON fields besides ``type`` (none for an action without data)."""
        return {}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        """Read the action from its JSON object (KeyError names a missing field)."""
        return cls()


_FORMS: dict[str, type[Action]] = {}


def card_name(card: Card) -> str:
    """A card in notation with its copy, e.g. ``O-leaves#2`` (records, golden files)."""
    return f"{format_card(card)}#{card % 2 + 1}"


def read_suit(value: Any) -> Suit:
    """A suit written by :func:`action_to_json` (``acorns``, ``leaves``, ...)."""
    try:
        return Suit[str(value).upper()]
    except KeyError:
        raise ValueError(f"unknown suit {value!r}") from None


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Name a value in the auction (raise, or the caller's value in hold bidding)."""

    value: int
    kind: ClassVar[str] = "bid"

    def fields(self) -> dict[str, Any]:
        return {"value": self.value}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(int(data["value"]))


@dataclass(frozen=True, slots=True)
class Hold(Action):
    """Hold bidding: accept the value just named and stay in."""

    kind: ClassVar[str] = "hold"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Leave the auction ("weg")."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class TakeDabb(Action):
    """The declarer takes up the dabb (the widow)."""

    kind: ClassVar[str] = "take_dabb"


@dataclass(frozen=True, slots=True)
class GoOut(Action):
    """Give up the deal (abgehen / abbandono), naming the trump for the opponents' melds."""

    trump: Suit
    kind: ClassVar[str] = "go_out"

    def fields(self) -> dict[str, Any]:
        return {"trump": self.trump.name.lower()}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(read_suit(data["trump"]))


@dataclass(frozen=True, slots=True)
class CallCard(Action):
    """Rufen: name a face the declarer holds fewer than two copies of."""

    face: Face
    kind: ClassVar[str] = "call_card"

    def fields(self) -> dict[str, Any]:
        return {"face": format_face(self.face)}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(parse_face(data["face"]))


@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """Rufen: the declarer hands a card of his choice to the player who gave the called card."""

    card: Card
    kind: ClassVar[str] = "give_card"

    def fields(self) -> dict[str, Any]:
        return {"card": card_name(self.card)}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(parse_card(data["card"]))


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Drücken: lay away cards face down (a bitmask of cards)."""

    cards: CardMask
    kind: ClassVar[str] = "discard"

    def fields(self) -> dict[str, Any]:
        return {"cards": [card_name(c) for c in cards_of(self.cards)]}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(mask_of(parse_card(c) for c in data["cards"]))


@dataclass(frozen=True, slots=True)
class ChooseTrump(Action):
    """Name the trump suit."""

    suit: Suit
    kind: ClassVar[str] = "choose_trump"

    def fields(self) -> dict[str, Any]:
        return {"suit": self.suit.name.lower()}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(read_suit(data["suit"]))


@dataclass(frozen=True, slots=True)
class Announce(Action):
    """Announce a special contract (Durch, open Durch, Bettel) instead of a trump."""

    contract: Contract
    kind: ClassVar[str] = "announce"

    def fields(self) -> dict[str, Any]:
        return {"contract": self.contract.value}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(Contract(data["contract"]))


@dataclass(frozen=True, slots=True)
class ShowMelds(Action):
    """Show melds: bit i shows meld i of the seat's evaluation (all bits: show all)."""

    shown: int
    kind: ClassVar[str] = "show_melds"

    def fields(self) -> dict[str, Any]:
        return {"shown": self.shown}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return cls(int(data["shown"]))


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card to the trick."""

    card: Card
    kind: ClassVar[str] = "play"

    def fields(self) -> dict[str, Any]:
        return {"card": card_name(self.card)}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        return PLAY[parse_card(data["card"])]


@dataclass(frozen=True, slots=True)
class NextDeal(Action):
    """Deal the next deal, once the last one is over (phase ``DEAL_OVER``).

    Records made before this action existed lack it; :func:`~.record.replay`
    supplies it where a deal ended and another action follows.
    """

    kind: ClassVar[str] = "next_deal"


PASS = Pass()
HOLD = Hold()
NEXT_DEAL = NextDeal()
TAKE_DABB = TakeDabb()
PLAY: tuple[Play, ...] = tuple(Play(c) for c in range(64))
"""Interned play actions, one per card."""


def action_to_json(action: Action) -> dict[str, Any]:
    """A JSON object for an action; cards are written in notation with their copy."""
    return {"type": action.kind} | action.fields()


def action_from_json(data: Any) -> Action:
    """Read an action written by :func:`action_to_json`; errors name what is wrong."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"not an action: {data!r}")
    kind = data["type"]
    form = _FORMS.get(kind) if isinstance(kind, str) else None
    if form is None:
        raise ValueError(f"unknown action type {kind!r}")
    try:
        return form.from_fields(data)
    except KeyError as exc:
        raise ValueError(f"action {kind!r} lacks field {exc.args[0]!r}") from None
    except CardError:
        raise  # it names the bad card already
    except (TypeError, AttributeError, ValueError, OverflowError):
        # A field of the wrong type or value: say which action and what it held, not
        # Python's own words ("'int' object has no attribute 'partition'").
        fields = {k: v for k, v in data.items() if k != "type"}
        shown = repr(fields) if len(repr(fields)) <= 80 else repr(fields)[:77] + "..."
        raise ValueError(f"action {kind!r} has a field of the wrong type or value: "
                         f"{shown}") from None
