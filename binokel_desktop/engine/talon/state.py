"""The state of a two-hand talon game (RULES.md §5–6).

A NamedTuple like :class:`~binokel_desktop.engine.state.GameState`: immutable,
copied with ``_replace``, compared field by field for replay identity.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Suit
from ..profile import RuleProfile
from ..scoring import DealResult
from ..state import Phase
from .declarations import EMPTY_HISTORY, DeclKind


class Declaration(NamedTuple):
    """One scored announcement: its kind, its cards (bitmask) and its points."""

    kind: DeclKind
    cards: int
    points: int


class TalonState(NamedTuple):
    """A two-hand game in progress. Card sets are bitmasks; seats are 0 and 1."""

    profile: RuleProfile
    seed: int
    deal_no: int = 0
    dealer: int = 0
    phase: Phase = Phase.PLAY  # PLAY, DECLARE (the winner's turn before drawing), GAME_OVER
    to_act: int = -1
    stage: int = 1  # 1 while the talon lasts, 2 for the last tricks
    scores: tuple[int, ...] = (0, 0)  # game totals; declarations are credited at once
    start_scores: tuple[int, ...] = (0, 0)  # totals before this deal
    hands: tuple[int, ...] = (0, 0)  # the concealed hands
    table: tuple[int, ...] = (0, 0)  # declared cards lying face up; still the owner's to play
    revealed: tuple[int, ...] = (0, 0)  # other cards of a hand every seat has seen
    stock: tuple[int, ...] = ()  # the face-down talon, top card first
    turn_up: int = -1  # the turned-up card (or the 7 exchanged for it); -1 once taken
    trump: Suit = Suit.ACORNS
    trick: tuple[int, ...] = ()
    trick_seats: tuple[int, ...] = ()
    plays: tuple[tuple[int, int], ...] = ()  # (seat, card) in this deal, in order
    won: tuple[int, ...] = (0, 0)  # cards taken in tricks
    tricks_won: tuple[int, ...] = (0, 0)
    trick_no: int = 0  # tricks completed in this deal
    stage2_from: int = -1  # the number of the first phase-2 trick
    last_winner: int = -1
    bonus_seat: int = -1  # who has earned the last-trick bonus
    history: tuple[int, ...] = EMPTY_HISTORY  # class model: cards used per (class, level)
    declarations: tuple[tuple[Declaration, ...], ...] = ((), ())  # per seat, this deal
    declared: bool = False  # the winner has made his declaration this turn
    seven_done: bool = False  # the winner has exchanged or shown a trump 7 this turn
    fresh: int = 0  # the card taken by this turn's exchange: not usable this turn
    sevens_scored: int = 0  # trump 7s that have scored (each at most once)
    credited: tuple[int, ...] = (0, 0)  # card points already in ``scores`` (immediate brisques)
    revoked: tuple[int, ...] = (-1, -1)  # strict mode: trick of a seat's first revoke
    results: tuple[DealResult, ...] = ()
    winner: int = -1
