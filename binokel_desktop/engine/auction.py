"""The auction (reizen) in both styles: raise (RULES.md §3.2) and hold (§4.1).

Bidding is a series of duels. The seats enter in playing order; the first
seat opens (or passes, letting the next open). A ``holder`` holds the highest
value, a ``caller`` challenges him. In raise bidding every call raises and
the roles swap; in hold bidding the caller names values and the holder holds
or passes. When one of the duel passes, the next seat in ``queue`` challenges
the survivor; when the queue is empty the survivor is declarer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import (
    HOLD,
    PASS,
    Action,
    Bid,
    Call,
    Hold,
    IllegalAction,
    IllegalReason,
    Pass,
)
from .events import AuctionWon, Called, Event
from .profile import BiddingStyle
from .state import GameState


@dataclass(frozen=True, slots=True)
class Won:
    """The auction is over: ``state.declarer`` and ``state.bid`` are set."""

    state: GameState


@dataclass(frozen=True, slots=True)
class AllPassed:
    """Nobody bid."""

    state: GameState


def _awaiting_hold(state: GameState) -> bool:
    return (
        state.profile.auction.bidding_style is BiddingStyle.HOLD
        and state.holder >= 0
        and state.to_act == state.holder
    )


def _must_open(state: GameState) -> bool:
    a = state.profile.auction
    return a.forehand_must_open and not state.calls


def bid_range(state: GameState) -> tuple[int, int]:
    """The lowest and highest value the seat to act may bid (low > high: none)."""
    a = state.profile.auction
    low = state.profile.min_bid if state.holder < 0 else state.bid + a.bid_step
    if _must_open(state) or not a.allow_jump_bids:
        return low, low
    return low, a.max_bid


def legal_calls(state: GameState, bids: Sequence[Bid]) -> Sequence[Action]:
    """The legal calls of the seat to act; ``bids[v]`` is the interned ``Bid(v)``."""
    if _awaiting_hold(state):
        return [HOLD, PASS]
    low, high = bid_range(state)
    step = state.profile.auction.bid_step
    out: list[Action] = list(bids[low : high + 1 : step]) if low <= high else []
    if not _must_open(state):
        out.append(PASS)
    return out


def apply_call(
    state: GameState, action: Action, events: list[Event]
) -> GameState | Won | AllPassed:
    """Apply a bid, hold or pass; raises IllegalAction for a call the rules refuse."""
    seat = state.to_act
    if _awaiting_hold(state):
        if isinstance(action, Hold):
            events.append(Called(seat, Call.HOLD, state.bid))
            return state._replace(
                to_act=state.caller, calls=state.calls + ((seat, Call.HOLD, state.bid),)
            )
        if isinstance(action, Pass):
            events.append(Called(seat, Call.PASS, 0))
            # The caller survives with the value he named.
            state = state._replace(holder=state.caller, calls=state.calls + ((seat, Call.PASS, 0),))
            return _next_challenger(state, events)
        raise IllegalAction(IllegalReason.MUST_HOLD_OR_PASS, "answer the value named")
    if isinstance(action, Hold):
        raise IllegalAction(IllegalReason.CANNOT_HOLD, "nobody has named a value to hold")
    if isinstance(action, Pass):
        if _must_open(state):
            raise IllegalAction(IllegalReason.MUST_OPEN, "forehand must open the auction")
        events.append(Called(seat, Call.PASS, 0))
        state = state._replace(calls=state.calls + ((seat, Call.PASS, 0),))
        if state.holder < 0:
            return _next_opener(state, events)
        return _next_challenger(state, events)
    if not isinstance(action, Bid):
        raise IllegalAction(IllegalReason.WRONG_PHASE)
    low, high = bid_range(state)
    value = action.value
    step = state.profile.auction.bid_step
    if value < low:
        raise IllegalAction(IllegalReason.BID_TOO_LOW, f"{value} < {low}")
    if value > high:
        raise IllegalAction(IllegalReason.BID_TOO_HIGH, f"{value} > {high}")
    if (value - low) % step:
        raise IllegalAction(IllegalReason.BID_NOT_STEP, f"bids go in steps of {step}")
    events.append(Called(seat, Call.BID, value))
    state = state._replace(bid=value, calls=state.calls + ((seat, Call.BID, value),))
    if state.holder < 0:
        # An opening bid: the next seat in the queue challenges.
        state = state._replace(holder=seat)
        return _next_challenger(state, events)
    if state.profile.auction.bidding_style is BiddingStyle.HOLD:
        return state._replace(to_act=state.holder)
    # Raise bidding: the raiser now holds, the old holder must answer.
    return state._replace(holder=seat, caller=state.holder, to_act=state.holder)


def _next_opener(state: GameState, events: list[Event]) -> GameState | AllPassed:
    if not state.queue:
        return AllPassed(state)
    return state._replace(to_act=state.queue[0], queue=state.queue[1:])


def _next_challenger(state: GameState, events: list[Event]) -> GameState | Won:
    if not state.queue:
        events.append(AuctionWon(state.holder, state.bid))
        return Won(state._replace(declarer=state.holder, caller=-1, to_act=state.holder))
    nxt = state.queue[0]
    return state._replace(caller=nxt, to_act=nxt, queue=state.queue[1:])
