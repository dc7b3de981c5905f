"""Seat views of the talon games: own hand, public table, nothing hidden.

The opponent's declared cards on the table, a shown trump 7, the turn-up he
took and a carte blanche are public; the rest of his hand and the talon are not.
"""

from __future__ import annotations

from ..state import Phase
from ..view import SeatView, TalonDetail
from .game import legal_actions
from .state import TalonState


def talon_seat_view(state: TalonState, seat: int) -> SeatView:
    """What ``seat`` may know of a talon game."""
    known = tuple(
        state.hands[o] if o == seat else state.hands[o] & state.revealed[o]
        for o in (0, 1)
    )
    return SeatView(
        profile=state.profile,
        seat=seat,
        deal_no=state.deal_no,
        dealer=state.dealer,
        phase=state.phase,
        to_act=state.to_act,
        scores=state.scores,
        hand=state.hands[seat],
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        known=known,
        declarer=-1,
        contract=None,
        trump=state.trump,
        trick=state.trick,
        trick_seats=state.trick_seats,
        plays=state.plays,
        won=state.won,
        tricks_won=state.tricks_won,
        results=state.results,
        winner=state.winner,
        legal=legal_actions(state) if state.to_act == seat else (),
        deal_result=state.results[-1] if state.phase in _ENDED and state.results else None,
        detail=TalonDetail(
            stage=state.stage,
            talon_size=len(state.stock),
            turn_up=state.turn_up,
            on_table=state.table,
            declarations=state.declarations,
        ),
    )


_ENDED = frozenset({Phase.DEAL_OVER, Phase.GAME_OVER})
