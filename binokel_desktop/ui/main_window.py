"""``MainWindow``: composes the table, the decision panel, the scores and the menus.

The window builds its widgets, places them and wires one :class:`TableSession`
(the game's pacing, open question and hot seat, in ``app/``) to one
:class:`TableScene`: the session says what to show, the scene says when it has
caught up. Everything shown comes from the session's views and events; the
window never reads the game state.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from ..app.controller import GameController
from ..app.saves import GameSave
from ..app.session import TableSession
from ..app.setup import GameSetup, SeatSetup, deck_styles_for
from ..app.store import Store
from ..engine import (
    GameRecord,
    IllegalAction,
    Phase,
    SeatView,
)
from . import i18n, texts, theme
from .abandon import confirm_abandon
from .action_panel import ActionPanel
from .card_pixmaps import set_card_options, style_for
from .coach import install_coach
from .deal_end import DealEnd
from .deal_summary import ScoreSheet, party_names
from .decisions import Decisions
from .lesson import install_lessons
from .new_game_dialog import NewGameDialog
from .pass_screen import PassScreen
from .save_dialogs import GameFiles
from .score_panel import ScorePanel
from .screen_fit import save_geometry
from .table.scene import TableScene
from .table_show import TableShow
from .table_view import TableView
from .texts.table import table_info
from .window_menus import SPEEDS, WindowMenus

if TYPE_CHECKING:
    from .help_window import HelpWindow

log = logging.getLogger(__name__)

class MainWindow(QMainWindow):
    """The game window."""

    phase_did_show = Signal(str)  # a phase worth a screenshot: "dealt", "auction", …
    game_did_finish = Signal()

    def __init__(self, setup: GameSetup | None, *, seed: int | None = None,
                 speed: str = "normal", autoplay: bool = False, store: Store | None = None,
                 remember_geometry: bool = False) -> None:
        super().__init__()
        self.store = store if store is not None else i18n.default_store()
        self.setWindowTitle(texts.translate("Table", "Binokel"))
        self.speed = speed
        pause = self.store.get("trick_pause")  # remembered; validated by the store
        self.trick_pause_ms = pause if isinstance(pause, int) else 900
        self.autoplay = autoplay
        self.remember_geometry = remember_geometry  # the real program, not a test
        self.session: TableSession | None = None
        self.scene: TableScene | None = None
        self.language_box: QMessageBox | None = None  # issue 14: a choice that was not saved
        self.question: QMessageBox | None = None  # an open "lose this game?" question
        self._help: HelpWindow | None = None
        self._was_maximised = False
        self._quit_confirmed = False
        self._first_seed = seed  # --seed: the first game's, also when New Game asks first
        self._info_view: SeatView | None = None
        self._status: Callable[[], str] | None = None  # re-translatable status text
        self._generation = i18n.generation()  # the language switch shown
        central = QWidget()
        self._box = QVBoxLayout(central)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(0)
        self.panel = ActionPanel()
        self.decisions = Decisions(self)
        self.panel.action_chosen.connect(self.submit)
        # The status line lies over the table's lower edge instead of taking a strip of
        # the layout: shown in the layout, a hint's line pushed the action panel 20 px up
        # and re-laid the table, so a click aimed at the hinted button missed it. Clicks
        # go through it to the table.
        self.status = QLabel(central)
        self.status.setObjectName("Status")
        self.status.setWordWrap(True)
        self.status.setContentsMargins(8, 2, 8, 2)
        self.status.setAutoFillBackground(True)
        self.status.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.status.hide()
        self.score_sheet = ScoreSheet()
        self.score_panel = ScorePanel(self.show_score_sheet)
        # The line of deal, phase, bid, trump and tricks is the score bar's second line
        # (issue 28 §1: two bars took a line of the cards' height at 1024x600).
        self.info = self.score_panel.info
        self.setCentralWidget(central)
        self.files = GameFiles(self)  # autosave, saved games, records, statistics
        self.deal_end = DealEnd(self)
        self.table_show = TableShow(self)  # the session's events on the scene
        # Several people at one laptop: the cover between two people's turns.
        self.pass_screen = PassScreen(central)
        self._apply_remembered_look()
        self.menus = WindowMenus(self)
        self._add_keys()
        from .aids import PlayAids

        self.aids = PlayAids(self)  # take back, hint, last trick, log, review (issue 16)
        self.lessons = install_lessons(self)  # Game ▸ Learn to play… (issue 30 §3)
        self.coach = install_coach(self)  # View ▸ Coach, per person (issue 30 §1)
        # First start: an empty table until the New Game dialog has answered, so
        # nothing plays behind it.
        self._show_table(TableScene(3, 0, ["", "", ""], "wuerttemberg", False))
        if setup is not None:
            self.new_game(setup, seed=seed)
        else:
            self._show_start_prompt()

    def _apply_remembered_look(self) -> None:
        """The card look and colours chosen last time, before the first window shows."""
        outline, back = self.store.get("outline_hearts"), self.store.get("card_back")
        set_card_options(outline_hearts=outline is True,
                         back=back if isinstance(back, int) else 1)
        chosen = self.store.get("colour_scheme")
        if isinstance(chosen, str) and chosen != theme.current_scheme():
            theme.apply_scheme(chosen)

    def _add_keys(self) -> None:
        """P, B, O, D, A press pass, bid, hold, take the dabb, lay away (issue 13 §6);
        1-9 press the decision's buttons wherever the focus is (the score panel's
        button often has it at the meld or trump step), as the tool tips promise.

        Window shortcuts, so they work wherever the focus is in the window; a spin box
        being typed in keeps its letters (Qt gives text to a line edit first).
        """
        keys: list[tuple[str, Callable[[], object]]] = [
            (letter, partial(self.panel.press_key, letter))
            for letter in ActionPanel.KEYS.values()]
        keys += [(str(n + 1), partial(self.decisions.press_button, n)) for n in range(9)]
        for key, slot in keys:
            action = QAction(self)
            action.setShortcut(key)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, slot=slot: slot())
            self.addAction(action)

    @property
    def controller(self) -> GameController | None:
        """The game's controller (the session's), if a game is on the table."""
        return self.session.controller if self.session is not None else None

    # -- the look ----------------------------------------------------------------------

    def speed_factor(self) -> float:
        """How long animations take now, relative to normal (0: off)."""
        return SPEEDS[self.speed]

    def toggle_full_screen(self) -> None:
        """F11: the table fills the screen, or goes back to a window."""
        if self.isFullScreen():
            self.showNormal()
            if self._was_maximised:
                self.showMaximized()
            self.menus.acts["fullscreen"].setChecked(False)
        else:
            self.enter_full_screen(self.isMaximized())

    def enter_full_screen(self, was_maximised: bool) -> None:
        """Fill the screen; leaving full screen gives back a maximised window if it was one."""
        self._was_maximised = was_maximised
        self.showFullScreen()
        self.menus.acts["fullscreen"].setChecked(True)

    # -- languages ---------------------------------------------------------------------

    def set_language(self, lang: str, *, remember: bool = False) -> None:
        """Switch every text to ``lang`` now, in the middle of a game."""
        lang = i18n.set_language(lang, remember=remember, store=self.store)
        self.retranslate()
        store = self.store
        if remember and lang in i18n.LANGUAGES and store.get("language") != lang:
            # Issue 14: the choice could not be written; say so instead of forgetting it.
            box = QMessageBox(QMessageBox.Icon.Warning, texts.translate("Table", "Binokel"),
                              texts.fill(texts.translate(
                                  "Table", "The language could not be saved in %1. It applies "
                                  "until you quit."), str(store.directory)), parent=self)
            box.setModal(False)
            self.language_box = box
            box.show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if (event.type() == QEvent.Type.LanguageChange and hasattr(self, "menus")
                and self._generation != i18n.generation()):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-translate menus, title, info line, panel, plates and status from the view."""
        self._generation = i18n.generation()
        self.menus.retranslate()
        self.update_title()
        if self._info_view is not None:
            self.show_info(self._info_view)
        self.panel.french = self.french_names()
        self.panel.retranslate()
        self.score_panel.retranslate()
        self.pass_screen.retranslate()
        self.aids.retranslate()
        if self.scene is not None:
            if self.session is not None:
                self.scene.names = self.seat_names(self.session.setup)
            self.scene.retranslate()
        self.status.setText(self._status() if self._status is not None else "")
        self._place_status()  # the words in another language may need another line

    def show_help(self, section: str = "") -> None:
        """The rules, house rules and glossary in a window of their own; without a
        ``section``, at the paragraph of the game on the table."""
        from .help_window import HelpWindow, game_anchor

        if self._help is None:
            self._help = HelpWindow(self)
        if not section and self.session is not None:
            section = game_anchor(self.session.setup.profile)
        self._help.show_section(section)
        self._help.show()
        self._help.raise_()

    def show_glossary(self) -> None:
        """Help ▸ Glossary."""
        self.show_help("glossary")

    def show_about(self) -> None:
        """Help ▸ About: the version, the licence and the credits."""
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # -- games -------------------------------------------------------------------------

    def ask_new_game(self) -> None:
        """The New Game dialog; starts the game it returns (after asking about this one)."""
        if not self.confirm_abandon("new"):
            return
        setup = self.session.setup if self.session else self.files.last_setup()
        dialog = NewGameDialog(setup, self)
        if dialog.exec():
            first = self.session is None
            self.new_game(dialog.setup(), seed=self._first_seed if first else None)
        elif self.session is None:
            self._show_start_prompt()

    def _show_start_prompt(self) -> None:
        """No game yet (the first New Game dialog was cancelled): one button starts one."""
        self._game_shown(False)
        self.panel.clear(texts.translate("Table", "No game yet."))
        self.panel.offer(texts.translate("Table", "New game…"), self.ask_new_game)

    def _game_shown(self, shown: bool) -> None:
        """The score sheet and the last trick only with a game: before the first one
        the sheet opened empty and the last trick did nothing, both enabled."""
        self.score_panel.sheet_button.setEnabled(shown)
        self.menus.acts["sheet"].setEnabled(shown)
        self.aids.refresh()

    def game_in_progress(self) -> bool:
        """Whether closing or starting over would lose a game a person is playing."""
        return self.session is not None and self.session.game_in_progress(self.autoplay)

    def confirm_abandon(self, why: str) -> bool:
        """Ask before a game in progress ends ("quit", "new" or "open"); True: go ahead."""
        return not self.game_in_progress() or confirm_abandon(self, why)

    def watching(self) -> bool:
        """Whether nobody plays (autoplay, or computers only): dialogs close themselves."""
        return self.autoplay or self.session is None or not any(
            s.human for s in self.session.setup.seats)

    def new_game(self, setup: GameSetup, *, seed: int | None = None,
                 resume: GameSave | None = None, watch: GameRecord | None = None,
                 counted: bool = True) -> None:
        """Sit down at a new table, a saved game or a record (a lesson's is not counted)."""
        if self.session is not None:
            self.session.stop()
            self.session.deleteLater()
        self.deal_end.close_all()
        if self.autoplay:
            setup = GameSetup(setup.profile, tuple(
                SeatSetup(s.name, False, s.level) for s in setup.seats), setup.deck, setup.seed)
        if resume is not None or watch is not None:
            # The deck chosen in the View menu is the person's and stays (opening a save
            # or a record put back the deck it was saved with).
            setup = replace(setup, deck=self.chosen_deck(setup))
        record = resume.record if resume is not None else (
            GameRecord(watch.profile, watch.seed, watch.dealer) if watch is not None else None)
        controller = GameController(setup, seed=seed, parent=self, record=record)
        if resume is not None:
            controller.taken_back.update(resume.taken_back)  # the score sheet's ↶ marks
        several = sum(s.human for s in setup.seats) >= 2 and not self.autoplay
        if several:
            # Several people: the table is first shown to the person asked first, and
            # the pass screen names them from its first frame.
            controller.viewer = controller.first_person()
            controller.follow_first_person = True  # and so at every new deal
        session = TableSession(controller, several_people=several, resumed=resume is not None,
                               hinter=self.aids.hinter, parent=self)
        self.session = session
        self._game_shown(True)
        scene = TableScene(setup.profile.deal.seats, session.viewer,
                           self.seat_names(setup), style_for(setup.deck,
                                                             setup.profile.deck.french),
                           setup.profile.deck.french)
        scene.speed = SPEEDS[self.speed]
        scene.trick_pause_ms = self.trick_pause_ms
        scene.card_clicked.connect(self.decisions.card_clicked)
        scene.confirm_pressed.connect(self.decisions.confirm)
        scene.plate_clicked.connect(self.table_show.plate_clicked)
        scene.caught_up.connect(self.table_show.caught_up)
        self._show_table(scene)
        self.menus.check("deck", setup.deck)
        self.files.attach(controller, setup, resume, watch, counted)  # saved before shown
        self._wire(session)
        self.aids.attach(session)
        self.coach.attach(session)
        self._info_view = None
        self.show_problem(None)
        self.update_title()  # the previous game's scores are gone
        self.score_sheet.set_results([], session.names(), setup.profile)
        self.panel.clear()
        self.pass_screen.hide()
        session.cover_first_deal()  # the first hand is dealt face up: for its owner only
        QTimer.singleShot(0, session, session.start)

    def _show_table(self, scene: TableScene) -> None:
        """Put ``scene`` on the table (the one before goes), between the bars."""
        old, self.scene = self.scene, scene
        old_view = getattr(self, "table_view", None)
        self.table_view = TableView(scene)
        scene.keep_foot(self._status_line_height())
        # The felt fills the table from the first frame.
        self.table_view.did_resize.connect(scene.resize)
        self.table_view.did_resize.connect(self._place_status)
        if old_view is None:
            for widget, stretch in ((self.score_panel, 0), (self.table_view, 1),
                                    (self.panel, 0)):
                self._box.addWidget(widget, stretch)
        else:
            # Only the table changes places. The bars stay in their layout items: taken
            # out and added again, each kept a stale item that alone heard of size
            # changes, and the bars' new heights (a wrapped line) were never laid out.
            index = self._box.indexOf(old_view)
            self._box.removeWidget(old_view)
            old_view.deleteLater()
            self._box.insertWidget(index, self.table_view, 1)
        self.score_panel.clear()
        if old is not None:
            old.deleteLater()
        size = self.table_view.viewport().size()
        scene.resize(float(max(size.width(), 640)), float(max(size.height(), 400)))

    def _wire(self, session: TableSession) -> None:
        """The session's signals to what shows them (as qutebrowser's _connect_signals)."""
        scene = self.scene
        assert scene is not None
        session.restored.connect(self.table_show.restored)
        session.turn_did_change.connect(self.decisions.show_turn)
        session.event_is_due.connect(self.table_show.show_event)
        session.batch_did_end.connect(self.table_show.settle)
        session.viewer_did_change.connect(scene.turn_to)
        session.hand_should_hide.connect(scene.hide_hand)
        session.curtain_did_fall.connect(self.table_show.cover)
        session.waiting_for.connect(self.decisions.waiting_for)
        session.question_did_open.connect(self.decisions.present)
        session.action_was_refused.connect(self._refused)
        session.problem_did_occur.connect(self._error)
        self.pass_screen.did_lift.connect(session.lifted)

    def chosen_deck(self, setup: GameSetup) -> str:
        """The deck the View menu shows now if it has every card of ``setup``'s game,
        else ``setup``'s own."""
        chosen = self.menus.chosen_deck() or setup.deck
        return chosen if chosen in deck_styles_for(setup.profile) else setup.deck

    def show_info(self, view: SeatView) -> None:
        """The line above the table: deal, phase, bid, trump, tricks."""
        assert self.session is not None
        self._info_view = view
        self.score_panel.set_info(table_info(view, self.seat_names(self.session.setup),
                                             self.french_names()))
        self.score_panel.show_view(view, self.session.names())
        self.update_title(view)  # the same scores as the panel

    def french_names(self) -> bool:
        """Whether the deck shown names its cards the French way (Spades, Queen)."""
        if self.scene is None or self.session is None:
            return False
        return texts.french_names(self.scene.deck_style, self.session.setup.profile.deck.french)

    @staticmethod
    def seat_names(setup: GameSetup) -> list[str]:
        """The seats' names as shown now ("You" in the current language)."""
        return [texts.seat_name(s.name) for s in setup.seats]

    def view(self) -> SeatView:
        """The view the table shows now (of the last update or question)."""
        assert self.session is not None and self.session.view is not None
        return self.session.view

    # -- what the session says -----------------------------------------------------------

    def submit(self, action: object) -> None:
        """The person's choice for the open question (a button or a card)."""
        self.decisions.submit(action)  # type: ignore[arg-type]

    def show_problem(self, text: Callable[[], str] | None) -> None:
        """A line on the status bar (re-translated on a language switch); None clears it."""
        self._status = text
        self.status.setText(text() if text is not None else "")
        # Nothing to say, nothing shown (issue 28 §1: the height is the cards').
        self.status.setVisible(bool(self.status.text()))
        self._place_status()

    def _place_status(self, *_size: float) -> None:
        """The status line over the table's lower edge, as tall as its words need, under
        the pass screen (a line meant for one person is not shown to the next)."""
        view = getattr(self, "table_view", None)
        if view is None or not self.status.isVisible():
            return
        area = view.geometry()
        height = self.status.heightForWidth(area.width())
        self.status.setGeometry(area.x(), area.bottom() + 1 - height, area.width(), height)
        self.status.raise_()
        # Not stackUnder(pass_screen): until a pass screen has been shown once it lies
        # under the table (made before it), and the line went under the table with it.
        if self.pass_screen.isVisible():
            self.pass_screen.raise_()

    def _status_line_height(self) -> float:
        """The status line's height with one line of words."""
        margins = self.status.contentsMargins()
        return float(self.status.fontMetrics().lineSpacing() + margins.top() + margins.bottom())

    def status_text(self) -> Callable[[], str] | None:
        """The status line's text now (as given to :meth:`show_problem`)."""
        return self._status

    def _refused(self, error: IllegalAction) -> None:
        self.show_problem(lambda: texts.illegal_text(error.reason))

    def _error(self, text: str) -> None:
        # The engine's English detail goes to the log; the player reads what happened.
        log.error(text)
        self.show_problem(lambda: texts.translate(
            "Table", "A computer player made a mistake; a legal move was played instead "
                     "and the game goes on."))

    # -- scores ---------------------------------------------------------------------------

    def show_score_sheet(self) -> None:
        """The score sheet of all deals so far."""
        self.score_sheet.setWindowTitle(texts.translate("Table", "Score sheet"))
        self.score_sheet.setWindowFlag(Qt.WindowType.Window, True)
        if not self.score_sheet.isVisible():
            # Over the table, inside the screen's free area (it opened against the right
            # edge and ran past the bottom at 1366x768).
            from .screen_fit import centre_over, fit_size

            fit_size(self.score_sheet, 560, 420)
            centre_over(self.score_sheet, self)
        self.score_sheet.show()
        self.score_sheet.raise_()

    def score_line(self, view: SeatView | None = None) -> str:
        """Each party and its score: "You 120 · Anna 80 · Karl 0" (``view``'s or now)."""
        assert self.session is not None
        setup = self.session.setup
        parties = party_names(setup.profile, self.session.names())
        #: %1 is a player's or team's name (may be you), %2 their score (window title)
        each = texts.translate("Table", "%1 %2")
        # A name stays with its score when a line wraps ("Du 0", never "Du" / "0").
        return " · ".join(texts.unbroken(texts.fill(each, who, texts.number(score)))
                          for who, score in zip(parties, (view or self.view()).scores,
                                                strict=False))

    def update_title(self, view: SeatView | None = None) -> None:
        """The window's title with the scores the score panel shows (``view``'s)."""
        view = view or (self.session.view if self.session is not None else None)
        if view is None or not (view.results or any(view.scores)):
            # Before any points are scored the title is the program's name (the title
            # lagged the panel: two-hand games score melds during a deal).
            self.setWindowTitle(texts.translate("Table", "Binokel"))
            return
        self.setWindowTitle(texts.translate("Table", "Binokel") + " — "
                            + self.score_line(view))

    def unfinished_deal(self) -> bool:
        """Whether the deal on the table is still being played."""
        return self.view().phase not in (Phase.DEAL_OVER, Phase.GAME_OVER)

    # -- the window ---------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        central = self.centralWidget()
        if self.pass_screen.isVisible() and central is not None:
            self.pass_screen.setGeometry(central.rect())

    def open_dialog(self) -> QWidget | None:
        """The deal summary, game-over or pass-out box if one is showing."""
        return self.deal_end.open_dialog()

    def ask_quit(self) -> None:
        """Game ▸ Quit (Ctrl+Q): ask before a game in progress is lost, then close."""
        if self.confirm_abandon("quit"):
            self._quit_confirmed = True
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        # The window manager's close button asks too; a close() by the program does not.
        if event.spontaneous() and not self._quit_confirmed and \
                not self.confirm_abandon("quit"):
            event.ignore()
            return
        if self.remember_geometry:
            save_geometry(self, self.store,
                          self._was_maximised if self.isFullScreen() else None)
        if self.session is not None:
            self.session.stop()
        self.files.close()  # the last autosave reaches the disk
        self.deal_end.close_all()
        for dialog in (self._help, self.score_sheet):
            if dialog is not None:
                dialog.close()
        super().closeEvent(event)
