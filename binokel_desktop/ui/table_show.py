"""``TableShow``: the table session's events on the scene, one at a time.

The session says what is due (an event, a batch's end, a resumed deal, the pass
screen); this shows it on the scene, or opens the deal's summary, and tells the
session when the table has caught up -- the scene's ``caught_up`` for what it
animates, a closed dialog for the rest. No estimated timers: the scene counts
what it is showing.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine import (
    AllPassed,
    AuctionDetail,
    AuctionWon,
    Called,
    CardPlayed,
    ContractAnnounced,
    DabbShown,
    DealScored,
    DealStarted,
    Event,
    GameEnded,
    MeldsShown,
    Scored,
    SeatView,
    cards_of,
)
from . import texts
from .pass_screen import recap_line
from .texts.table import SPECIAL_PLATE_LINES, declarer_line

if TYPE_CHECKING:
    from .main_window import MainWindow

# Events worth a screenshot (--screenshot-dir) once the table has shown them.
PHASES: tuple[tuple[type[Event], str], ...] = (
    (DealStarted, "dealt"), (DabbShown, "dabb"), (MeldsShown, "melds"), (Scored, "melds"))


class TableShow(QObject):
    """Shows one window's session on its scene."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.shown: Event | None = None  # the event on the table now (for screenshots)

    def restored(self, view: SeatView) -> None:
        """A resumed game: the deal as it stands, the scores so far."""
        w = self.window
        assert w.scene is not None and w.session is not None
        w.scene.restore(view)
        w.score_sheet.set_results(list(view.results), w.session.names(),
                                  w.session.setup.profile)
        w.update_title()

    def show_event(self, event: Event, view: SeatView) -> None:
        """One event on the table; the scene's ``caught_up`` (or a closed dialog) tells
        the session it has been seen."""
        w = self.window
        scene, session = w.scene, w.session
        assert scene is not None and session is not None
        self.shown = event
        if isinstance(event, DealScored):
            # The view after the batch is the finished deal (phase DEAL_OVER): its
            # melds, trump and results are the ones the summary shows.
            w.score_sheet.set_results(list(view.results), session.names(),
                                      session.setup.profile)
            w.update_title()
            if view.deal_no == session.deal_started:
                w.show_info(view)  # the tricks counted with the last one, the new scores
            else:
                w.score_panel.show_view(view, session.names())
                w.update_title(view)
            w.deal_end.deal_scored(view.deal_result or event.result, view)
            return
        if isinstance(event, GameEnded):
            w.deal_end.game_ended(event.winner, view)
            return
        if isinstance(event, Called):
            scene.note_call(event.seat, partial(texts.call_text, event.call, event.value))
            scene.update_plates(view)
            w.show_info(view)
            w.phase_did_show.emit("auction")
        elif isinstance(event, AllPassed) and event.warn:
            scene.clear_calls()
            w.deal_end.passed_out(event.in_a_row)
            return
        elif isinstance(event, AuctionWon | AllPassed | DealStarted):
            scene.clear_calls()
            if isinstance(event, AuctionWon):
                scene.note_call(event.seat, partial(declarer_line, event.bid))
        elif isinstance(event, ContractAnnounced) and event.contract in SPECIAL_PLATE_LINES:
            scene.note_call(event.seat, partial(declarer_line, view.auction.bid, event.contract))
        scene.play(event, view)

    def settle(self, view: SeatView) -> None:
        """The batch is shown: every card where the view says, the info line."""
        w = self.window
        assert w.scene is not None
        self.shown = None
        w.scene.settle(view)
        w.show_info(view)

    def caught_up(self) -> None:
        """The scene has finished: a screenshot of a phase, then the session goes on."""
        w = self.window
        event, self.shown = self.shown, None
        if self.sender() is not w.scene or w.session is None:
            return
        if isinstance(event, CardPlayed) and w.scene is not None and \
                len(w.scene.trick) == 2:
            w.phase_did_show.emit("mid_trick")
        for kind, phase in PHASES:
            if isinstance(event, kind):
                w.phase_did_show.emit(phase)
        w.session.table_caught_up()

    def cover(self, seat: int, unseen: list[Event]) -> None:
        """The pass screen for ``seat``, with what they have missed."""
        w = self.window
        assert w.session is not None
        names, french = w.session.names(), w.french_names()
        lines = [line for event in unseen
                 if (line := recap_line(event, names, french)) is not None]
        w.pass_screen.cover(seat, w.session.name(seat), lines,
                            first=not w.session.has_looked(seat))

    def plate_clicked(self, seat: int) -> None:
        """A click on the declarer's plate shows the dabb he took again, for a moment."""
        w = self.window
        view = w.session.view if w.session is not None else None
        if view is None or w.scene is None or seat != view.declarer:
            return
        auction = view.detail if isinstance(view.detail, AuctionDetail) else None
        if auction is not None and auction.dabb:
            w.scene.show_seen_dabb(cards_of(auction.dabb), ms=w.scene.seen_dabb_ms())
