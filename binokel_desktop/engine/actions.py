"""Actions a seat can take, the reasons an action is refused, and contracts.

Actions are small frozen values; each has a ``kind`` (the JSON tag) and is
written to and read from JSON by :func:`action_to_json` / :func:`action_from_json`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from .cards import (
    Card,
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
    """Base of all actions."""

    kind: ClassVar[str] = ""


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Name a value in the auction (raise, or the caller's value in hold bidding)."""

    value: int
    kind: ClassVar[str] = "bid"


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


@dataclass(frozen=True, slots=True)
class CallCard(Action):
    """Rufen: name a face the declarer holds fewer than two copies of."""

    face: Face
    kind: ClassVar[str] = "call_card"


@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """Rufen: the declarer hands a card of his choice to the player who gave the called card."""

    card: Card
    kind: ClassVar[str] = "give_card"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Drücken: lay away cards face down (a bitmask of cards)."""

    cards: int
    kind: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class ChooseTrump(Action):
    """Name the trump suit."""

    suit: Suit
    kind: ClassVar[str] = "choose_trump"


@dataclass(frozen=True, slots=True)
class Announce(Action):
    """Announce a special contract (Durch, open Durch, Bettel) instead of a trump."""

    contract: Contract
    kind: ClassVar[str] = "announce"


@dataclass(frozen=True, slots=True)
class ShowMelds(Action):
    """Show melds: bit i shows meld i of the seat's evaluation (all bits: show all)."""

    shown: int
    kind: ClassVar[str] = "show_melds"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card to the trick."""

    card: Card
    kind: ClassVar[str] = "play"


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
    out: dict[str, Any] = {"type": action.kind}
    if isinstance(action, Bid):
        out["value"] = action.value
    elif isinstance(action, GoOut):
        out["trump"] = action.trump.name.lower()
    elif isinstance(action, ChooseTrump):
        out["suit"] = action.suit.name.lower()
    elif isinstance(action, CallCard):
        out["face"] = format_face(action.face)
    elif isinstance(action, GiveCard | Play):
        out["card"] = _card_name(action.card)
    elif isinstance(action, Discard):
        out["cards"] = [_card_name(c) for c in cards_of(action.cards)]
    elif isinstance(action, Announce):
        out["contract"] = action.contract.value
    elif isinstance(action, ShowMelds):
        out["shown"] = action.shown
    else:
        from .talon.actions import talon_action_fields

        out.update(talon_action_fields(action))
    return out


def _card_name(card: Card) -> str:
    return f"{format_card(card)}#{card % 2 + 1}"


def _suit(value: Any) -> Suit:
    try:
        return Suit[str(value).upper()]
    except KeyError:
        raise ValueError(f"unknown suit {value!r}") from None


def action_from_json(data: Any) -> Action:
    """Read an action written by :func:`action_to_json`; errors name what is wrong."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"not an action: {data!r}")
    kind = data["type"]
    try:
        if kind == "bid":
            return Bid(int(data["value"]))
        if kind == "hold":
            return HOLD
        if kind == "pass":
            return PASS
        if kind == "take_dabb":
            return TAKE_DABB
        if kind == "next_deal":
            return NEXT_DEAL
        if kind == "go_out":
            return GoOut(_suit(data["trump"]))
        if kind == "choose_trump":
            return ChooseTrump(_suit(data["suit"]))
        if kind == "call_card":
            return CallCard(parse_face(data["face"]))
        if kind == "give_card":
            return GiveCard(parse_card(data["card"]))
        if kind == "play":
            return PLAY[parse_card(data["card"])]
        if kind == "discard":
            return Discard(mask_of(parse_card(c) for c in data["cards"]))
        if kind == "announce":
            return Announce(Contract(data["contract"]))
        if kind == "show_melds":
            return ShowMelds(int(data["shown"]))
    except KeyError as exc:
        raise ValueError(f"action {kind!r} lacks field {exc.args[0]!r}") from None
    from .talon.actions import talon_action_from_json

    talon_action = talon_action_from_json(data)
    if talon_action is not None:
        return talon_action
    raise ValueError(f"unknown action type {kind!r}")
