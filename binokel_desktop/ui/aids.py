"""Play aids (issue 16): take back, last trick, game log, hint, deal review, house rules.

:class:`PlayAids` hangs off the main window: one menu (``&Aids``), a few small
buttons in the score panel, and the connections to each new controller. The
window calls :meth:`attach` for each game and :meth:`retranslate` on a
language switch; everything else lives here and in the modules it opens.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QMenu,
    QToolButton,
    QWidget,
)

from ..app.aids_store import AidSettings
from ..app.controller import GameController, Update
from ..app.hints import Hint, Hinter
from ..app.review import BUDGET_S
from ..app.session import TableSession
from ..engine import GameRecord, Phase, Play, SeatView
from . import texts
from .deal_review import DealReviewDialog
from .game_log import GameLogDock
from .house_rules_dialog import HouseRulesDialog
from .last_trick import LastTrickPopup
from .screen_fit import fit_size
from .table.card_item import CardItem
from .texts.hints import hint_cards, hint_words, no_hint

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .table.scene import TableScene


def restore_table(scene: TableScene, view: SeatView) -> None:
    """Show the deal as ``view`` has it (hands, tricks, piles, calls), at once."""
    scene.restore(view)


class PlayAids(QObject):
    """The aids of one window: menu entries, buttons and their handlers."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.settings = AidSettings(window.store)
        self.controller: GameController | None = None
        self.session: TableSession | None = None
        bar = window.menuBar()
        help_menu = window.menus.menus["help"]
        self.menu = QMenu(window)
        bar.insertMenu(help_menu.menuAction(), self.menu)
        self.acts: dict[str, QAction] = {}
        self.buttons: dict[str, QToolButton] = {}
        self._add("take_back", self.take_back, "Ctrl+Z", button=True)
        self._add("last_trick", self.show_last_trick, "L", button=True)
        # Keys clear of the calls' letters (P B O D A), Ctrl+N/O/Q/Shift+S, F1 and F11;
        # the menu shows each beside its entry. Several people and the hand order are
        # reached by the menu's own keys (Alt + the menu's letter, arrows, Enter).
        self._add("log", self._toggle_log, "Ctrl+L", checkable=True)  # also its close box
        self._add("hint", self.ask_hint, "H", button=True)
        self._add("review", self.show_review, "Ctrl+R")
        self._add("house", self.show_house_rules, "Ctrl+H")
        self.menu.addSeparator()
        self._add("several", self._toggle_several, checkable=True)
        self.acts["several"].setChecked(self.settings.take_back_several)
        self._add("forced", self._toggle_forced, "Ctrl+F", checkable=True)
        self.acts["forced"].setChecked(self.settings.forced_cards)
        self.order_menu = self.menu.addMenu("")
        for key in ("order:trumps_first", "order:trumps_last", "order:high_first",
                    "order:low_first", "order:alternate"):
            self._add(key, partial(self._set_order, key), checkable=True, menu=self.order_menu)
            if key in ("order:trumps_last", "order:low_first"):
                self.order_menu.addSeparator()
        self.log = GameLogDock(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.log.setVisible(self.settings.show_log)
        self.acts["log"].setChecked(self.settings.show_log)
        self.log.visibilityChanged.connect(self._log_visibility)
        self.popup: LastTrickPopup | None = None
        self.hinter = Hinter()  # no parent: see Hinter
        self._hint_view: SeatView | None = None
        self.last_hint: Hint | None = None
        self.hint_marks: list[QWidget] = []  # the controls marked by the last hint
        self.hint_line: Callable[[], str] | None = None  # the status line saying the hint
        self.review_dialog: DealReviewDialog | None = None
        self.review_budget_s = BUDGET_S  # the whole review's time on the clock
        self.house_dialog: HouseRulesDialog | None = None
        self.retranslate()

    # -- building ------------------------------------------------------------------

    def _add(self, key: str, slot: Callable[[], object], shortcut: str = "", *,
             button: bool = False, checkable: bool = False, menu: QMenu | None = None
             ) -> QAction:
        act = QAction(self.window, checkable=checkable)
        if shortcut:
            act.setShortcut(shortcut)
            # Also while the log or another aid window has the focus.
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(lambda _=False: slot())
        (menu or self.menu).addAction(act)
        self.acts[key] = act
        if button:
            tool = QToolButton()
            tool.setObjectName(f"Aid-{key}")
            tool.setDefaultAction(act)
            tool.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            row = self.window.score_panel.layout()
            assert isinstance(row, QHBoxLayout)
            row.insertWidget(row.count() - 1, tool)  # before the score sheet button
            self.buttons[key] = tool
        return act

    def retranslate(self) -> None:
        """Menu and button texts in the current language."""
        translate = texts.translate
        self.menu.setTitle(translate("Aids", "&Aids"))
        self.order_menu.setTitle(translate("Aids", "Hand &order"))
        labels = {
            "take_back": translate("Aids", "Take back"),
            "several": translate("Aids", "Take back also with several people"),
            "last_trick": translate("Aids", "Last trick"),
            "log": translate("Aids", "Game log"),
            "hint": translate("Aids", "Hint"),
            "review": translate("Aids", "Review the last deal…"),
            "house": translate("Aids", "House rules of our own…"),
            "forced": translate("Aids", "Play a forced card by itself"),
            "order:trumps_first": translate("Aids", "Trumps first"),
            "order:trumps_last": translate("Aids", "Trumps last"),
            "order:high_first": translate("Aids", "High to low"),
            "order:low_first": translate("Aids", "Low to high"),
            "order:alternate": translate("Aids", "Alternate red and black suits"),
        }
        tips = {
            "take_back": translate(
                "Aids", "Undo back to your previous decision in this deal (Ctrl+Z)"),
            "last_trick": translate("Aids", "Show the previous trick: who played what (L, or click "
                                     "a pile of won cards)"),
            "log": translate("Aids", "Show or hide the game log beside the table"),
            "review": translate("Aids", "All hands, the tricks one by one, and whether the "
                                        "declarer "
                                 "could have won (Ctrl+R)"),
            "hint": translate("Aids", "What a strong player would do in your place (H); "
                               "nothing is played"),
        }
        for key, act in self.acts.items():
            if key in labels:
                act.setText(labels[key])
            if key in tips:
                act.setToolTip(tips[key])
        # Cards in the log are named as the deck shown names them (a deck switch
        # retranslates too).
        self.log.french = self.window.french_names() if self.window.scene else None
        self.log.retranslate()
        self.refresh()

    def attach(self, session: TableSession) -> None:
        """A new game: follow its session (and the session's controller)."""
        self.session = session
        controller = self.controller = session.controller
        session.forced_cards = self.settings.forced_cards
        self.window.score_sheet.marked = set(controller.taken_back)  # a resumed game's marks
        session.did_take_back.connect(self._did_take_back)
        session.hint_did_arrive.connect(self._hint_arrived)
        controller.did_update.connect(self._did_update)
        session.deal_did_finish.connect(self._deal_did_finish)
        session.log_did_grow.connect(self.log.show_new)
        # The session's log book (a resumed game's from its record so far).
        self.log.french = self.window.french_names() if self.window.scene else None
        self.log.reset(session.log_book, self.names(), controller.setup.profile)
        if self.window.scene is not None:
            self.window.scene.card_clicked.connect(self._card_clicked)
            self.window.scene.hand_was_arranged.connect(self._hand_arranged)
        session.question_did_open.connect(self._question_opened)
        self._apply_order()
        self.refresh()

    def names(self) -> list[str]:
        """The seats' stored names (translated when shown)."""
        c = self.controller
        return [] if c is None else [s.name for s in c.setup.seats]

    def _did_update(self, update: Update) -> None:
        if self.sender() is not self.controller:
            return
        if update.events:
            self._hint_view = None  # the question the hint was for is answered
        self.refresh()

    @property
    def finished_deal(self) -> GameRecord | None:
        """The record up to the last finished deal (what the review looks at)."""
        return self.session.finished_deal if self.session is not None else None

    def _deal_did_finish(self, _record: GameRecord) -> None:
        if self.sender() is self.session:
            self.refresh()  # the review can be opened once the summary is up

    # -- last trick and log --------------------------------------------------------------

    def show_last_trick(self) -> LastTrickPopup | None:
        """L: the previous trick of this deal over the table, until the next click."""
        w = self.window
        if self.controller is None or w.scene is None:
            return None
        if self.popup is not None:
            self.popup.close()
        self.popup = LastTrickPopup(w.table_view, self.log.book.last_trick(), self.names(),
                                    w.scene.deck_style, self.controller.setup.profile.deck.french)
        self.popup.show_over()
        return self.popup

    def _card_clicked(self, item: CardItem) -> None:
        scene = self.window.scene
        # The won piles, and what may lie on them (the declarer's laid-away cards, the
        # last trick's cards in the corner), show the last trick larger.
        if scene is not None and self.sender() is scene and (any(
                item in scene.won[s].items for s in range(scene.seats))
                or item in scene.last_trick.items or item in scene.discards.items):
            self.show_last_trick()

    def _toggle_log(self) -> None:
        self.log.setVisible(self.acts["log"].isChecked())

    def _log_visibility(self, visible: bool) -> None:
        # Also when the dock's own close button hides it.
        self.acts["log"].setChecked(visible)
        if visible != self.settings.show_log and not self.window.isHidden():
            self.settings.show_log = visible

    # -- deal review ------------------------------------------------------------------

    def show_review(self) -> DealReviewDialog | None:
        """Ctrl+R (or the summary's button): review the last finished deal."""
        w = self.window
        if self.finished_deal is None or w.scene is None:
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
        dialog = DealReviewDialog(self.finished_deal, self.names(), w.scene.deck_style, w,
                                  budget_s=self.review_budget_s)
        fit_size(dialog, 900, 640)
        dialog.setModal(False)
        dialog.show()
        self.review_dialog = dialog
        return dialog

    def show_house_rules(self) -> HouseRulesDialog:
        """Our own rule sets: edit, save as our game, export and import (Ctrl+H)."""
        if self.house_dialog is not None and self.house_dialog.isVisible():
            self.house_dialog.raise_()
            self.house_dialog.activateWindow()
            return self.house_dialog
        dialog = HouseRulesDialog(self.window.store, self.window)
        dialog.setModal(True)
        dialog.show()
        self.house_dialog = dialog
        return dialog

    def summary_did_show(self, summary: QDialog) -> None:
        """The deal summary is up: it gets a button to the review."""
        box = summary.findChild(QDialogButtonBox)
        if box is None:
            return
        button = box.addButton(texts.translate("Aids", "Review this deal…"),
                               QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName("ReviewButton")
        button.clicked.connect(lambda _=False: self.show_review())

    # -- forced cards and hand order ----------------------------------------------------

    def _question_opened(self, seat: int, view: SeatView) -> None:
        if self.sender() is self.session:
            self._apply_order()  # the person at the laptop may have changed
            self.refresh()

    def _toggle_forced(self) -> None:
        # The session plays the only legal card by itself, after a moment to see it.
        self.settings.forced_cards = self.acts["forced"].isChecked()
        if self.session is not None:
            self.session.forced_cards = self.settings.forced_cards

    def viewer_name(self) -> str:
        """The stored name of the person the table shows."""
        names = self.names()
        seat = self.session.viewer if self.session is not None else -1
        return names[seat] if 0 <= seat < len(names) else ""

    def _apply_order(self) -> None:
        order = self.settings.hand_order(self.viewer_name())
        for key, on in (("order:trumps_first", order.trumps_first),
                        ("order:trumps_last", not order.trumps_first),
                        ("order:high_first", order.high_first),
                        ("order:low_first", not order.high_first),
                        ("order:alternate", order.alternate_colours)):
            self.acts[key].setChecked(on)
        scene = self.window.scene
        custom = self.settings.hand_arrangement(self.viewer_name(), self.deal_key())
        if scene is not None and (scene.hand_order, scene.hand_custom) != (order, custom):
            scene.hand_order, scene.hand_custom = order, custom
            if self.session is not None and self.session.view is not None:
                scene.sync(self.session.view, 150, reconcile=False)

    def _set_order(self, key: str) -> None:
        order = self.settings.hand_order(self.viewer_name())
        changes = {
            "order:trumps_first": {"trumps_first": True},
            "order:trumps_last": {"trumps_first": False},
            "order:high_first": {"high_first": True},
            "order:low_first": {"high_first": False},
            "order:alternate": {"alternate_colours": self.acts[key].isChecked()},
        }[key]
        self.settings.set_hand_order(self.viewer_name(), dataclasses.replace(order, **changes))
        # A new order replaces the hand as it was dragged.
        self.settings.set_hand_arrangement(self.viewer_name(), "", ())
        self._apply_order()

    def deal_key(self) -> str:
        """Names the deal on the table (a dragged hand belongs to one deal)."""
        keeper = self.window.files.keeper
        view = self.session.view if self.session is not None else None
        if keeper is None or view is None:
            return ""
        return f"{keeper.game_id}:{view.deal_no}"

    def _hand_arranged(self, cards: tuple[int, ...]) -> None:
        if self.sender() is not self.window.scene:
            return
        self.settings.set_hand_arrangement(self.viewer_name(), self.deal_key(), tuple(cards))

    # -- hint ---------------------------------------------------------------------------

    def ask_hint(self) -> bool:
        """H: start thinking about the open question; the answer is shown, never played."""
        session = self.session
        if session is None or not session.ask_hint():
            return False
        self._hint_view = session.asked
        self.window.show_problem(lambda: texts.translate("Aids", "Thinking about a hint…"))
        return True

    def _hint_arrived(self, view: SeatView, answer: object) -> None:
        w = self.window
        if self.sender() is not self.session:
            return  # a game that was replaced
        self._hint_view = view
        if not isinstance(answer, Hint):
            w.show_problem(no_hint(answer))  # the English reason goes to the log
            return
        self.last_hint = answer

        def line() -> str:
            # Said again on a language or deck switch, naming the cards as the deck shown.
            return hint_words(answer, view, w.french_names())

        self.hint_line = line
        w.show_problem(line)
        self.hint_marks = w.panel.mark_hint(answer.action)  # shown on the table too
        cards = hint_cards(answer)
        if cards and w.scene is not None:
            # A look of its own: raised cards are the person's selection, and the
            # meld marks and the selection made so far stay (the hint wiped them).
            if view.phase is Phase.PLAY or isinstance(answer.action, Play):
                w.scene.mark_hand(legal_cards=view.legal_cards, dim_others=True,
                                  hinted=cards)
            else:
                w.decisions.mark_choice(view)
            # Return takes the hinted card (it took the card the focus mark was on).
            w.scene.focus(next((i for i in w.scene.card_choices()
                                if i.card is not None and cards >> i.card & 1), None))

    def question_did_close(self) -> None:
        """The person has answered: a hint shown for the question goes from the status."""
        if self.hint_line is not None and self.window.status_text() is self.hint_line:
            self.window.show_problem(None)

    def hinted_cards(self, view: SeatView | None) -> int:
        """The cards the hint for ``view``'s question points at (0: no hint for it)."""
        if view is None or self._hint_view is not view or self.last_hint is None:
            return 0
        return hint_cards(self.last_hint)

    # -- take back --------------------------------------------------------------------

    def humans(self) -> int:
        """How many people play at this table."""
        c = self.controller
        return 0 if c is None else sum(s.human for s in c.setup.seats)

    def take_back_allowed(self) -> bool:
        """One person against computers, or several people who switched it on."""
        n = self.humans()
        return n == 1 or (n > 1 and self.settings.take_back_several)

    def take_back(self) -> bool:
        """Ctrl+Z: the viewer decides again at their previous decision of this deal."""
        if (self.session is None or not self.take_back_allowed()
                or self.window.open_dialog() is not None):
            return False
        return self.session.take_back()

    def _did_take_back(self, view: SeatView, undone: int) -> None:
        w = self.window
        if self.sender() is not self.session or w.scene is None:
            return
        w.panel.clear()
        w.scene.withdraw()  # no question open: the keyboard's mark goes
        w.scene.turn = None
        restore_table(w.scene, view)  # with the calls, melds, piles as they were
        w.show_info(view)
        self.log.refill()  # the session's book has forgotten the actions undone
        w.score_sheet.marked = set(self.controller.taken_back) if self.controller else set()
        self.refresh()

    def _toggle_several(self) -> None:
        self.settings.take_back_several = self.acts["several"].isChecked()
        self.refresh()

    # -- state of the entries ------------------------------------------------------------

    def refresh(self) -> None:
        """Enable what can be used now."""
        session = self.session
        can = session is not None and self.take_back_allowed() and session.can_take_back()
        self.acts["take_back"].setEnabled(can)
        asked = session.asked if session is not None else None
        self.acts["hint"].setEnabled(asked is not None and bool(asked.legal))
        self.acts["review"].setEnabled(self.finished_deal is not None)
        self.acts["last_trick"].setEnabled(session is not None)
