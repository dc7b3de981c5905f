"""Seat views of the talon games (placeholder until the talon engine lands)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import TalonState

if TYPE_CHECKING:
    from ..view import SeatView


def talon_seat_view(state: TalonState, seat: int) -> SeatView:
    """What ``seat`` may know of a talon game."""
    raise NotImplementedError
