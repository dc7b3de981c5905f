"""The ends of a deal on screen: the deal summary, the game-over box, too many passes.

Each waits for the person: the table session goes on (``table_caught_up``) only
when the summary or the box is closed. A summary closed by its ✕ or Escape
leaves the finished deal on the table for a look, with a "Next deal" button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget
from shiboken6 import isValid

from ..engine import AuctionDetail, SeatView, TalonDetail
from . import texts
from .deal_summary import DealSummaryDialog, GameOverDialog, party_members

if TYPE_CHECKING:
    from ..app.moments import Moment
    from ..engine import DealResult
    from .main_window import MainWindow

AUTOPLAY_LOOK_MS = 1500  # how long autoplay leaves a summary up (times the speed)


class DealEnd(QObject):
    """The open deal summary, game-over dialog or pass-out box of one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.summary: DealSummaryDialog | None = None
        self.game_over: GameOverDialog | None = None
        self.pass_out_box: QMessageBox | None = None  # issue 14: too many passed-out deals
        # What the person reads first (a lesson's step about the score): given how to show
        # the summary later, it says whether it holds the summary back until then.
        self.read_first: Callable[[Callable[[], None]], bool] | None = None

    def _go_on(self) -> None:
        session = self.window.session
        # A box closed as its window goes (the session went with it) says nothing.
        if session is not None and isValid(session):
            session.table_caught_up()

    def _autoplay_close(self, close: Callable[[], object]) -> None:
        if self.window.watching():
            look = max(400, int(AUTOPLAY_LOOK_MS * self.window.speed_factor()))
            QTimer.singleShot(look, self, close)

    def deal_scored(self, result: DealResult, view: SeatView) -> None:
        """The deal is over: its summary, over the finished deal."""
        if self.read_first is not None and self.read_first(
                lambda: self.deal_scored(result, view)):
            return
        w = self.window
        session = w.session
        assert session is not None
        setup = session.setup
        humans = sum(s.human for s in setup.seats)
        auction = view.detail if isinstance(view.detail, AuctionDetail) else None
        # The finished deal's view still holds the dabb once shown and, to the
        # declarer, the laid-away cards: the declarer's secret, named only to a
        # person alone at the table.
        dabb = auction.dabb if auction else 0
        laid_away = auction.discards if auction and humans <= 1 else 0
        # The talon games declare during play: their summary lists those declarations
        # (it said "melded: none" beside a total of 120).
        talon = view.detail if isinstance(view.detail, TalonDetail) else None
        melds: list[Sequence[object]] = (list(auction.shown) if auction else
                                         list(talon.declarations) if talon
                                         else [() for _ in setup.seats])
        # The moments that mattered (issue 30 §4): the person's own cards, only when one
        # person plays (none in a computer game, nobody's in a shared laptop's).
        person = next((i for i, s in enumerate(setup.seats) if s.human), None)
        dialog = DealSummaryDialog(result, session.names(), melds, setup.profile,
                                   w, trump=view.trump, dabb=dabb, laid_away=laid_away,
                                   french=w.french_names(),
                                   record=session.record if humans == 1 else None,
                                   person=person if humans == 1 else None)
        self.summary = dialog
        dialog.moment_was_chosen.connect(self._show_moment)
        dialog.accepted.connect(self._summary_closed)
        dialog.rejected.connect(self._summary_dismissed)
        w.aids.summary_did_show(dialog)
        dialog.setModal(False)
        dialog.show()
        QTimer.singleShot(50, w, lambda: w.phase_did_show.emit("summary"))
        self._autoplay_close(dialog.accept)

    def _show_moment(self, moment: Moment) -> None:
        """A moment's "Show in review": the deal review at that card, saying why."""
        review = self.window.aids.show_review()
        if review is not None:
            review.show_step(moment.step, moment)

    def _summary_closed(self) -> None:
        # Once per summary: a second close (the autoplay timer after a click) would
        # let the controller go on while the next deal is still being dealt.
        if self.summary is None or self.sender() is not self.summary:
            return
        self.summary = None
        self._go_on()

    def _summary_dismissed(self) -> None:
        """Closed by its ✕ or Escape: the table stays at the finished deal for a look
        (the last trick, the melds), and the panel offers the next deal."""
        if self.summary is None or self.sender() is not self.summary:
            return
        self.summary = None
        panel = self.window.panel
        panel.clear(texts.translate("Summary", "The deal is over."))

        def next_deal() -> None:
            panel.clear()
            self._go_on()

        panel.offer(texts.translate("Summary", "Next deal"), next_deal)

    def passed_out(self, in_a_row: int) -> None:
        """Everybody passed ``in_a_row`` deals: say so and offer other rules (issue 14).

        The game waits while the box is open, as it does for a deal summary.
        """
        w = self.window
        box = QMessageBox(QMessageBox.Icon.Information, texts.translate("Table", "Binokel"),
                          texts.fill(texts.translate(
                              "Table", "Everybody has passed %1 deals in a row. With these "
                              "rules the lowest bid may be too high for any hand. Change "
                              "the rules?"), texts.number(in_a_row)), parent=w)
        change = box.addButton(texts.translate("Table", "Change rules…"),
                               QMessageBox.ButtonRole.AcceptRole)
        box.addButton(texts.translate("Table", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setModal(False)
        self.pass_out_box = box
        before = w.session

        def closed() -> None:
            self.pass_out_box = None
            if box.clickedButton() is change:
                w.ask_new_game()
            if w.session is before:  # kept playing, or the dialog was cancelled
                self._go_on()

        box.finished.connect(closed)
        box.show()
        self._autoplay_close(box.reject)

    def game_ended(self, winner: int, view: SeatView) -> None:
        """The game is over: who won, and a new game of the same kind on OK."""
        w = self.window
        assert w.session is not None
        setup = w.session.setup
        parties = party_members(setup.profile, w.session.names())
        dialog = GameOverDialog(parties[winner], list(view.scores), parties, w)
        self.game_over = dialog
        dialog.setModal(False)
        dialog.accepted.connect(lambda: w.new_game(setup))
        dialog.show()
        QTimer.singleShot(50, w, lambda: w.phase_did_show.emit("game_over"))
        QTimer.singleShot(100, w, w.game_did_finish.emit)

    def close_all(self) -> None:
        """A new game or a resumed one: the previous game's dialogs go (they stayed
        open over the new table)."""
        for dialog in (self.summary, self.game_over):
            if dialog is not None:
                self.summary = self.game_over = None  # closing must not go on
                dialog.close()
                dialog.deleteLater()

    def open_dialog(self) -> QWidget | None:
        """The deal summary, game-over or pass-out box if one is showing."""
        for dialog in (self.game_over, self.summary, self.pass_out_box):
            if dialog is not None and dialog.isVisible():
                return dialog
        return None
