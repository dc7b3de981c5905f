"""The defenders' discard signal (issue 29): a discard denies the suit's Daus.

A defender who can neither follow the led suit nor trump discards, where his
search leaves him the choice, a card of a side suit in which he holds no Daus;
his partner reads every such discard so and weighs the worlds in which the
discarder held a Daus of that suit at the time as explaining it badly. So the
partner learns where the declarer's Daus lie (and which suits not to lead for a
trick of the discarder's). The convention is only the defenders': the declarer
does not read it.

A Daus itself discarded says nothing (it may be a smear onto the partner's
trick), nor does a discard of the trump suit or of the suit led.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.actions import Contract
from ..engine.view import SeatView
from .common import side_of

SIGNAL_WEIGHT = 0.3
"""Weight of a world per partner's discard it explains badly (he held that suit's Daus)."""
SIGNAL_TOLERANCE = 0.25
"""Score points a decision may give up, averaged over the worlds, to keep the convention."""

_DAUS = 0b11  # the two Daus of a suit, at the suit's lowest bits


def _defending(view: SeatView, seat: int) -> bool:
    return (
        view.contract is Contract.SUIT
        and view.declarer >= 0
        and view.trump is not None
        and side_of(view, seat) == 1
    )


def signal_cards(view: SeatView, moves: Iterable[int]) -> list[int]:
    """The moves that keep the convention, if this decision is a defender's discard.

    Empty when the seat is not a defender, must follow or trump, or holds a Daus
    in every suit it could discard from (then there is no signal to give).
    """
    trick = view.trick
    if not trick or not _defending(view, view.seat):
        return []
    trump = int(view.trump)  # type: ignore[arg-type]  # _defending checked it
    led = trick[0] >> 4
    moves = list(moves)
    if any(c >> 4 in (led, trump) for c in moves):
        return []
    hand = view.hand
    return [c for c in moves if (c >> 1) & 7 and not hand >> (16 * (c >> 4)) & _DAUS]


def partner_discards(view: SeatView) -> list[tuple[int, int, int]]:
    """(seat, suit, index in ``view.plays``) of each signal the seat's partners gave."""
    if not _defending(view, view.seat):
        return []
    trump = int(view.trump)  # type: ignore[arg-type]
    n = view.profile.hand_players
    out = []
    led = -1
    for i, (seat, c) in enumerate(view.plays):
        if i % n == 0:
            led = c >> 4
            continue
        s = c >> 4
        if s in (led, trump) or not (c >> 1) & 7:
            continue
        if seat != view.seat and side_of(view, seat) == 1:
            out.append((seat, s, i))
    return out


def signal_weight(view: SeatView, hands: list[int], signals: list[tuple[int, int, int]]) -> float:
    """How well a world (``hands`` per seat) explains the partners' signals."""
    if not signals:
        return 1.0
    plays = view.plays
    w = 1.0
    for seat, s, i in signals:
        held = hands[seat]
        for later_seat, c in plays[i + 1 :]:
            if later_seat == seat:
                held |= 1 << c
        if held >> (16 * s) & _DAUS:
            w *= SIGNAL_WEIGHT
    return w
