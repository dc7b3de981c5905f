"""What the coach says about one decision, as data: the choice, why, and how sure.

The coach (:mod:`.coach`) fills an :class:`Advice` from a person's
:class:`SeatView` alone -- never from a hidden card -- with the figures its
search computed; the window words it (``ui/texts/coach.py``) in the person's
language. Nothing here is a sentence: reasons are :class:`Reason` values with
numbers, so a translation can never disagree with the figures.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from ..engine.actions import Action


class Reason(StrEnum):
    """Why a choice is recommended (each has its own words in every language)."""

    # bidding
    BID_MADE_OFTEN = "bid_made_often"  # bidding to N is made in about k of 10 layouts
    HOLD_VALUE = "hold_value"  # the hand is worth about N with the best trump
    PASS_TOO_WEAK = "pass_too_weak"  # the next bid is made too rarely
    # the dabb, laying away, trump
    KEEP_POINTS = "keep_points"  # the cards laid away keep N points safe
    MAKE_VOID = "make_void"  # laying these away leaves no card of a suit
    KEEP_TRUMPS = "keep_trumps"  # the trumps stay in hand
    TRUMP_MELDS = "trump_melds"  # this trump melds N (the others: …)
    # going out, Durch, Bettel
    GO_OUT_BETTER = "go_out_better"  # expected score of going out beats playing
    PLAY_ON_BETTER = "play_on_better"
    CONTRACT_BETTER = "contract_better"  # Durch / Bettel expected score
    # card play
    FORCED = "forced"  # the rules leave this card only
    HIGHEST_LEFT = "highest_left"  # the highest card left in its suit: a sure trick
    SURE_TRICK = "sure_trick"
    SMEAR = "smear"  # points on a partner's trick
    KEEP_TRUMP_TO_RUFF = "keep_trump_to_ruff"
    CHEAPEST_WINNER = "cheapest_winner"
    DUCK = "duck"  # the trick is lost anyway: the fewest points
    LEAD_LONG_SUIT = "lead_long_suit"
    MELD_ALL = "meld_all"  # show every meld (melds count only when shown)
    BEST_VALUE = "best_value"  # no simpler reason: the search's value is highest


@dataclass(frozen=True, slots=True)
class Option:
    """One choice the coach weighed, with its value (expected points for the person's
    side, the deal's outcome included) and how often it was the best (0..1)."""

    action: Action
    value: float
    best_share: float


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's word on one open decision."""

    kind: str  # the decision's kind: ai.base.decision_kind (bid, discard, trump, play, …)
    action: Action  # the recommendation, one of the view's legal actions
    reasons: tuple[Reason, ...]  # most telling first; never empty
    # The numbers the reasons speak of, by name: "bid" (int), "chance" (0..1),
    # "value" (points), "points" (card points), "cards" (a card mask), "suit" (a
    # Suit value), "melds" ({suit: points}), "out" / "play" (expected scores), …
    figures: dict[str, object] = field(default_factory=dict)
    options: tuple[Option, ...] = ()  # the best few, best first
    confidence: float = 1.0  # 0..1: how sure (the best option's share of the worlds)
    close: bool = False  # the best two are within a few points: either is fine
