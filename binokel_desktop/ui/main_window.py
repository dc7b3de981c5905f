"""``MainWindow``: the table, the decision panel, the scores and the menus.

The window connects one :class:`GameController` to one :class:`TableScene`.
It plays the events of each :class:`Update` one by one on the scene, shows
the deal summary and the game-over screen, and tells the controller when the
table has caught up (``animations_did_finish``). Everything it shows comes from
the updates' views and events and from the questions' views; it never reads
the game state.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..app.controller import GameController, Update
from ..app.saves import GameSave
from ..app.setup import DECK_STYLES, GameSetup, deck_styles_for
from ..app.store import Store
from ..engine import AuctionDetail, GameRecord, IllegalAction, SeatView, TalonDetail
from ..engine.actions import Action, Play
from ..engine.cards import cards_of
from ..engine.events import (
    AllPassed,
    AuctionWon,
    Called,
    CardPlayed,
    DabbShown,
    DealScored,
    DealStarted,
    Event,
    GameEnded,
    MeldsShown,
    TrickWon,
)
from ..engine.scoring import DealResult
from ..engine.state import Phase
from ..engine.talon.events import Scored
from . import i18n, texts, theme
from .action_panel import ActionPanel, meld_card_mask
from .card_pixmaps import BACK_COUNT, card_options, set_card_options
from .deal_summary import (
    DealSummaryDialog,
    GameOverDialog,
    ScoreSheet,
    party_members,
    party_names,
)
from .new_game_dialog import NewGameDialog
from .pass_screen import PassScreen, recap_line
from .save_dialogs import GameFiles, menu_labels
from .score_panel import ScorePanel
from .screen_fit import save_geometry
from .table.card_item import CardItem
from .table.scene import TableScene
from .texts.table import table_info

if TYPE_CHECKING:
    from .help_window import HelpWindow

log = logging.getLogger(__name__)

# Keys the table takes: arrows among the cards, Enter or Space to take one. The
# digits for the decision panel's buttons (1 = the first) are window shortcuts.
TABLE_KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
              Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
PAUSES = (400, 900, 1800)  # ms a finished trick stays: short, normal, long


def _plays_for(bid: int) -> str:
    return texts.fill(texts.translate("Table", "plays for %1"), texts.number(bid))


class TableView(QGraphicsView):
    """The view of the table scene; the scene always fills it. It takes the keys of
    card decisions (arrows, Enter, Space) and hands them to the window."""

    did_resize = Signal(float, float)
    key_was_pressed = Signal(int)  # a Qt.Key value

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(480, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in TABLE_KEYS and not event.modifiers() & ~(
                Qt.KeyboardModifier.KeypadModifier):
            self.key_was_pressed.emit(event.key())
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        size = self.viewport().size()
        self.did_resize.emit(float(size.width()), float(size.height()))


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
        self.controller: GameController | None = None
        self.scene: TableScene | None = None
        self._queue: list[tuple[Event, SeatView]] = []
        self._viewer = 0
        self._view: SeatView | None = None  # the view of the last update or question
        self._asked: SeatView | None = None  # the open question of a person, with its view
        self._selection = 0
        self._summary: DealSummaryDialog | None = None
        self.pass_out_box: QMessageBox | None = None  # issue 14: too many passed-out deals
        self.language_box: QMessageBox | None = None  # issue 14: a choice that was not saved
        self._game_over: GameOverDialog | None = None
        self._help: HelpWindow | None = None
        self._question: QMessageBox | None = None  # an open "lose this game?" question
        self._was_maximised = False
        self._quit_confirmed = False
        self._actions_seen = 0
        self._first_seed = seed  # --seed: the first game's, also when New Game asks first
        self._restore = False
        self._deal_started = -1  # the number of the deal whose start this window showed
        self._info_view: SeatView | None = None
        self._status: Callable[[], str] | None = None  # re-translatable status text
        self._generation = i18n.generation()  # the language switch shown
        central = QWidget()
        self._box = QVBoxLayout(central)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(0)
        self.panel = ActionPanel()
        self.panel.action_chosen.connect(self._submit)
        self.status = QLabel()
        self.status.setObjectName("Status")
        self.status.setWordWrap(True)
        self.status.setContentsMargins(8, 2, 8, 2)
        self.score_sheet = ScoreSheet()
        self.score_panel = ScorePanel(self.show_score_sheet)
        # The line of deal, phase, bid, trump and tricks is the score bar's second line
        # (issue 28 §1: two bars took a line of the cards' height at 1024x600).
        self.info = self.score_panel.info
        self.setCentralWidget(central)
        self.files = GameFiles(self)  # autosave, saved games, records, statistics
        # Several people at one laptop: the cover between two people's turns.
        self.pass_screen = PassScreen(central)
        self.pass_screen.did_lift.connect(self._lifted)
        self._log: list[Callable[[], str]] = []  # what happened, for the pass screen
        self._looked: dict[int, int] = {}  # per person: how much of the log they saw
        self._looking: int | None = None  # the person in front of the screen
        self._pending: tuple[int, SeatView] | None = None  # a decision behind the cover
        self._build_menus()
        self._add_call_keys()
        from .aids import PlayAids

        self.aids = PlayAids(self)  # take back, hint, last trick, log, review (issue 16)
        if setup is not None:
            self.new_game(setup, seed=seed)
        else:
            # First start: an empty table until the New Game dialog has answered,
            # so nothing plays behind it.
            empty = TableScene(3, 0, ["", "", ""], "wuerttemberg", False)
            self.table_view = TableView(empty)
            # The felt fills the table from the first frame (it stayed plain white: the
            # empty scene was never given a size).
            self.table_view.did_resize.connect(empty.resize)
            self._box.addWidget(self.score_panel)
            self._box.addWidget(self.table_view, 1)
            self._box.addWidget(self.panel)
            self._box.addWidget(self.status)
            self._show_start_prompt()

    # -- menus -------------------------------------------------------------------------

    def _add_call_keys(self) -> None:
        """P, B, O, D, A press pass, bid, hold, take the dabb, lay away (issue 13 §6).

        Window shortcuts, so they work wherever the focus is in the window; a spin box
        being typed in keeps its letters (Qt gives text to a line edit first).
        """
        for letter in ActionPanel.KEYS.values():
            action = QAction(self)
            action.setShortcut(letter)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, k=letter: self.panel.press_key(k))
            self.addAction(action)
        # 1-9 press the decision's buttons wherever the focus is (the score panel's
        # button often has it at the meld or trump step), as the tool tips promise.
        for n in range(9):
            action = QAction(self)
            action.setShortcut(str(n + 1))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(
                lambda _=False, k=Qt.Key.Key_1.value + n: self._table_key(k))
            self.addAction(action)

    def _build_menus(self) -> None:
        """Create the menus once; their texts are set by ``_translate_menus``."""
        bar = self.menuBar()
        self._menus = {key: bar.addMenu("") for key in ("game", "view", "language", "help")}
        self._acts: dict[str, QAction] = {}

        def act(key: str, menu: QMenu, slot: Callable[[], object], shortcut: str = "",
                checkable: bool = False) -> QAction:
            action = QAction(self, checkable=checkable)
            if shortcut:
                action.setShortcut(shortcut)
            action.triggered.connect(lambda _=False: slot())
            menu.addAction(action)
            self._acts[key] = action
            return action

        game = self._menus["game"]
        # Also while the deal summary has the focus (Ctrl+N was ignored there).
        act("new", game, self.ask_new_game, "Ctrl+N").setShortcutContext(
            Qt.ShortcutContext.ApplicationShortcut)
        act("sheet", game, self.show_score_sheet)
        game.addSeparator()
        act("open", game, self.files.ask_open, "Ctrl+O")
        act("save_as", game, self.files.ask_save_as, "Ctrl+Shift+S")
        act("export_record", game, self.files.ask_export_record)
        act("open_record", game, self.files.ask_open_record)
        act("statistics", game, self.files.show_statistics)
        game.addSeparator()
        quit_ = act("quit", game, self.ask_quit, "Ctrl+Q")
        # Also while the deal summary or the help window has the focus.
        quit_.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        view = self._menus["view"]
        act("fullscreen", view, self.toggle_full_screen, "F11", checkable=True)
        view.addSeparator()
        self._submenus = {"cards": view.addMenu(""), "speed": view.addMenu(""),
                          "pause": view.addMenu("")}
        self._deck_group = QActionGroup(self)
        for style in DECK_STYLES:
            a = act(f"deck:{style}", self._submenus["cards"],
                    partial(self.set_deck, style), checkable=True)
            a.setData(style)
            self._deck_group.addAction(a)
        group = QActionGroup(self)
        for key in SPEEDS:
            a = act(f"speed:{key}", self._submenus["speed"],
                    partial(self.set_speed, key), checkable=True)
            a.setChecked(key == self.speed)
            group.addAction(a)
        self._add_look_menus(view, act)
        pause_group = QActionGroup(self)
        for ms in PAUSES:
            a = act(f"pause:{ms}", self._submenus["pause"],
                    partial(self.set_trick_pause, ms), checkable=True)
            a.setChecked(ms == self.trick_pause_ms)
            pause_group.addAction(a)
        self._lang_group = QActionGroup(self)
        for lang in i18n.LANGUAGES:
            a = act(f"lang:{lang}", self._menus["language"],
                    partial(self.set_language, lang, remember=True),
                    checkable=True)
            a.setText(i18n.NATIVE_NAMES[lang])  # each language in its own words
            a.setChecked(lang == i18n.current_language())
            self._lang_group.addAction(a)
        help_menu = self._menus["help"]
        act("rules", help_menu, self.show_help, "F1")
        act("glossary", help_menu, lambda: self.show_help("glossary"))
        help_menu.addSeparator()
        act("about", help_menu, self.show_about)
        self._translate_menus()

    def _add_look_menus(self, view: QMenu, act: Callable[..., QAction]) -> None:
        """View ▸ Cards ▸ outlined hearts and the back; View ▸ Colours (issue 28 §3, §4),
        as remembered."""
        outline, back = self.store.get("outline_hearts"), self.store.get("card_back")
        set_card_options(outline_hearts=outline is True,
                         back=back if isinstance(back, int) else 1)
        cards = self._submenus["cards"]
        cards.addSeparator()
        act("outline_hearts", cards, lambda: self.set_card_look(
            outline_hearts=self._acts["outline_hearts"].isChecked()), checkable=True)
        self._submenus["back"] = cards.addMenu("")
        self._submenus["colours"] = view.addMenu("")
        backs, schemes = QActionGroup(self), QActionGroup(self)
        for n in range(1, BACK_COUNT + 1):
            backs.addAction(act(f"back:{n}", self._submenus["back"],
                                partial(self.set_card_look, back=n), checkable=True))
        for scheme in theme.SCHEMES:
            schemes.addAction(act(f"scheme:{scheme}", self._submenus["colours"],
                                  partial(self.set_colour_scheme, scheme), checkable=True))
        chosen = self.store.get("colour_scheme")
        if isinstance(chosen, str) and chosen != theme.current_scheme():
            theme.apply_scheme(chosen)  # before the first window shows
        self._check_look()

    def _check_look(self) -> None:
        outline, back = card_options()
        self._acts["outline_hearts"].setChecked(outline)
        for n in range(1, BACK_COUNT + 1):
            self._acts[f"back:{n}"].setChecked(n == back)
        for scheme in theme.SCHEMES:
            self._acts[f"scheme:{scheme}"].setChecked(scheme == theme.current_scheme())

    def set_colour_scheme(self, scheme: str) -> None:
        """View ▸ Colours: light, dark or the system's (following it), now and remembered."""
        theme.apply_scheme(scheme)
        self._check_look()
        self.files.remember("colour_scheme", scheme)

    def set_card_look(self, *, outline_hearts: bool | None = None,
                      back: int | None = None) -> None:
        """View ▸ Cards: outlined hearts or the back's design, on the table at once."""
        set_card_options(outline_hearts=outline_hearts, back=back)
        self._check_look()
        if outline_hearts is not None:
            self.files.remember("outline_hearts", outline_hearts)
        if back is not None:
            self.files.remember("card_back", back)
        if self.scene is not None:
            for item in self.scene.all_items():
                item.update()

    def _translate_menus(self) -> None:
        translate = texts.translate
        titles = {"game": translate("Table", "&Game"), "view": translate("Table", "&View"),
                  "language": translate("Table", "&Language"), "help": translate("Table", "&Help")}
        for key, menu in self._menus.items():
            menu.setTitle(titles[key])
        self._submenus["cards"].setTitle(translate("Table", "&Cards"))
        self._submenus["speed"].setTitle(translate("Table", "&Animation"))
        self._submenus["pause"].setTitle(translate("Table", "&Pause after a trick"))
        self._submenus["back"].setTitle(translate("Table", "Card &back"))
        self._submenus["colours"].setTitle(translate("Table", "C&olours"))
        labels = {
            "new": translate("Table", "&New game…"), "sheet": translate("Table", "&Score sheet"),
            "quit": translate("Table", "&Quit"),
            "fullscreen": translate("Table", "&Full screen"),
            "speed:off": translate("Table", "Off"), "speed:fast": translate("Table", "Fast"),
            "speed:normal": translate("Table", "Normal"), "speed:slow": translate("Table", "Slow"),
            "pause:400": translate("Table", "Short"), "pause:900": translate("Table", "Normal"),
            "pause:1800": translate("Table", "Long"),
            "outline_hearts": translate("Table", "&Outlined hearts (for colour-blind eyes)"),
            "back:1": translate("Table", "Blue lattice"),
            "back:2": translate("Table", "Red rosette"),
            "back:3": translate("Table", "Green tartan"),
            "back:4": translate("Table", "Night stars"),
            "scheme:system": translate("Table", "As the &system"),
            "scheme:light": translate("Table", "&Light"),
            "scheme:dark": translate("Table", "&Dark"),
            "rules": translate("Table", "&Rules of the game"),
            "glossary": translate("Table", "&Glossary"),
            "about": translate("About", "&About Binokel Desktop"),
            **menu_labels(),
        }
        for key, action in self._acts.items():
            if key in labels:
                action.setText(labels[key])
            elif key.startswith("deck:"):
                action.setText(texts.deck_name(key[5:]))
            elif key.startswith("lang:"):
                action.setChecked(key[5:] == i18n.current_language())

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
        if (event.type() == QEvent.Type.LanguageChange and hasattr(self, "_menus")
                and self._generation != i18n.generation()):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-translate menus, title, info line, panel, plates and status from the view."""
        self._generation = i18n.generation()
        self._translate_menus()
        self._update_title()
        if self._info_view is not None:
            self.show_info(self._info_view)
        self.panel.french = self.french_names()
        self.panel.retranslate()
        self.score_panel.retranslate()
        self.pass_screen.retranslate()
        self.aids.retranslate()
        if self.scene is not None:
            if self.controller is not None:
                self.scene.names = self.seat_names(self.controller.setup)
            self.scene.retranslate()
        self.status.setText(self._status() if self._status is not None else "")

    def show_help(self, section: str = "") -> None:
        """The rules, house rules and glossary in a window of their own."""
        from .help_window import HelpWindow

        if self._help is None:
            self._help = HelpWindow(self)
        self._help.show_section(section)
        self._help.show()
        self._help.raise_()

    def show_about(self) -> None:
        """Help ▸ About: the version, the licence and the credits."""
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def set_deck(self, style: str) -> None:
        """Switch the deck artwork in the middle of a game."""
        for act in self._deck_group.actions():
            act.setChecked(act.data() == style)
        self.files.remember("deck", style)
        if self.scene is not None and self.controller is not None:
            from .card_pixmaps import style_for

            self.scene.set_style(style_for(style, self.controller.setup.profile.deck.french))
            self.retranslate()  # suit and rank names follow the deck shown

    def set_trick_pause(self, ms: int) -> None:
        """How long a complete trick stays on the table before it is gathered."""
        self.trick_pause_ms = ms
        self.files.remember("trick_pause", ms)
        if self.scene is not None:
            self.scene.trick_pause_ms = ms

    def set_speed(self, speed: str) -> None:
        """Animation speed: off, fast, normal or slow."""
        self.speed = speed
        self.files.remember("speed", speed)
        if self.scene is not None:
            self.scene.speed = SPEEDS[speed]

    # -- games -------------------------------------------------------------------------

    def ask_new_game(self) -> None:
        """The New Game dialog; starts the game it returns (after asking about this one)."""
        if not self.confirm_abandon("new"):
            return
        setup = self.controller.setup if self.controller else self.files.last_setup()
        dialog = NewGameDialog(setup, self)
        if dialog.exec():
            first = self.controller is None
            self.new_game(dialog.setup(), seed=self._first_seed if first else None)
        elif self.controller is None:
            self._show_start_prompt()

    def _show_start_prompt(self) -> None:
        """No game yet (the first New Game dialog was cancelled): one button starts one."""
        self.panel.clear(texts.translate("Table", "No game yet."))
        self.panel.offer(texts.translate("Table", "New game…"), self.ask_new_game)

    def game_in_progress(self) -> bool:
        """Whether closing or starting over would lose a game a person is playing."""
        if self.controller is None or self._view is None or self.autoplay:
            return False
        if self._view.winner >= 0 or not any(s.human for s in self.controller.setup.seats):
            return False
        return self._actions_seen > 0

    def loss_text(self, why: str = "new") -> str:
        """What ending the game now keeps or loses: the deal and the scores so far.

        Quitting keeps an autosaved game (the next start offers it); a new game
        replaces the autosave, so there the game is lost unless saved by name.
        """
        view = self.view()
        # A finished deal (its summary is showing) is not "not finished".
        deal = "" if view.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) else texts.fill(
            texts.translate("Table", "Deal %1 is not finished."), texts.number(view.deal_no + 1))
        if why == "quit" and self.files.keeper is not None and not self.files.save_failed:
            return (deal + "\n" if deal else "") + texts.fill(texts.translate(
                "Table", "The game is kept (%1): the next start offers to continue it."),
                self.score_line())
        lost = texts.fill(texts.translate("Table", "The game so far will be lost: %1."),
                          self.score_line())
        if why in ("new", "open") and self.files.keeper is not None:
            # The menu path as the menus are named now, in the current language.
            # The menu path as the menus are named now, kept on one line.
            where = "\u00a0▸\u00a0".join(texts.unbroken(t.replace("&", "")) for t in (
                self._menus["game"].title(), self._acts["save_as"].text()))
            #: %1 is a menu path, e.g. "Game ▸ Save as…" (it ends in "…": no full stop after it)
            lost += "\n" + texts.fill(texts.translate("Table", "To keep it, save it first: %1"),
                                      where)
        return (deal + "\n" if deal else "") + lost

    def confirm_abandon(self, why: str) -> bool:
        """Ask before a game in progress ends ("quit", "new" or "open"); True: go ahead."""
        if not self.game_in_progress():
            return True
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        if why == "quit":
            box.setWindowTitle(texts.translate("Table", "Quit"))
            box.setText(texts.translate("Table", "Quit the game in progress?"))
            yes = box.addButton(texts.translate("Table", "Quit"),
                                QMessageBox.ButtonRole.DestructiveRole)
        elif why == "open":
            # Opening a saved game or a record (it asked under the title "New game").
            box.setWindowTitle(texts.translate("Table", "Open game"))
            box.setText(texts.translate("Table", "End the game in progress and open another?"))
            yes = box.addButton(texts.translate("Table", "End this game"),
                                QMessageBox.ButtonRole.DestructiveRole)
        else:
            box.setWindowTitle(texts.translate("Table", "New game"))
            box.setText(texts.translate("Table", "End the game in progress and start a new one?"))
            yes = box.addButton(texts.translate("Table", "End this game"),
                                QMessageBox.ButtonRole.DestructiveRole)
        box.setInformativeText(self.loss_text(why))
        keep = box.addButton(texts.translate("Table", "Keep playing"),
                             QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self._question = box
        box.exec()
        self._question = None
        return box.clickedButton() is yes

    def toggle_full_screen(self) -> None:
        """F11: the table fills the screen, or goes back to a window."""
        if self.isFullScreen():
            self.showNormal()
            if self._was_maximised:
                self.showMaximized()
            self._acts["fullscreen"].setChecked(False)
        else:
            self.enter_full_screen(self.isMaximized())

    def enter_full_screen(self, was_maximised: bool) -> None:
        """Fill the screen; leaving full screen gives back a maximised window if it was one."""
        self._was_maximised = was_maximised
        self.showFullScreen()
        self._acts["fullscreen"].setChecked(True)

    def new_game(self, setup: GameSetup, *, seed: int | None = None,
                 resume: GameSave | None = None, watch: GameRecord | None = None) -> None:
        """Sit down at a new table, at a saved game (``resume``) or to watch a record."""
        if self.controller is not None:
            self.controller.stop()
        self._close_summaries()
        if self.autoplay:
            from ..app.setup import SeatSetup

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
        self.controller = controller
        if sum(s.human for s in setup.seats) >= 2 and not self.autoplay:
            # Several people: the table is first shown to the person asked first, and
            # the pass screen names them from its first frame (it named the first
            # person's seat for 0.7 s, then switched).
            controller.viewer = controller.first_person()
            controller.follow_first_person = True  # and so at every new deal
        self._viewer = controller.viewer
        self._view = self._asked = None
        self._actions_seen = int(resume is not None)  # a resumed game is one to lose
        self._restore = resume is not None  # the first update shows the deal as it stands
        self._deal_started = -1
        from .card_pixmaps import style_for

        style = style_for(setup.deck, setup.profile.deck.french)
        scene = TableScene(setup.profile.deal.seats, self._viewer,
                           self.seat_names(setup), style, setup.profile.deck.french)
        scene.speed = SPEEDS[self.speed]
        scene.trick_pause_ms = self.trick_pause_ms
        scene.card_clicked.connect(self._card_clicked)
        scene.plate_clicked.connect(self._plate_clicked)
        old = self.scene
        self.scene = scene
        while self._box.count():
            item = self._box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and widget not in (self.panel, self.status,
                                                     self.score_panel):
                widget.deleteLater()
        self.table_view = TableView(scene)
        self.table_view.did_resize.connect(scene.resize)
        self.table_view.key_was_pressed.connect(self._table_key)
        self._box.addWidget(self.score_panel)
        self._box.addWidget(self.table_view, 1)
        self._box.addWidget(self.panel)
        self._box.addWidget(self.status)
        self.score_panel.clear()
        if old is not None:
            old.deleteLater()
        for act in self._deck_group.actions():
            act.setChecked(act.data() == setup.deck)
        self.files.attach(controller, setup, resume, watch)  # saved before it is shown
        controller.did_update.connect(self._update)
        controller.seat_must_act.connect(self._seat_must_act)
        controller.bot_is_thinking.connect(self._bot_thinking)
        controller.action_was_refused.connect(self._refused)
        controller.error_did_occur.connect(self._error)
        self.aids.attach(controller)
        self._info_view = None
        self._set_status(None)
        self._update_title()  # the previous game's scores are gone
        self.score_sheet.set_results([], [s.name for s in setup.seats], setup.profile)
        size = self.table_view.viewport().size()
        scene.resize(float(max(size.width(), 640)), float(max(size.height(), 400)))
        self._queue = []
        self.panel.clear()
        self._log, self._looked, self._pending = [], {}, None
        self._looking = None
        self.pass_screen.hide()
        if self.several_people():
            # The first hand is dealt face up: only its owner may watch the deal.
            self.pass_screen.cover(self._viewer, setup.seats[self._viewer].name, [])
        QTimer.singleShot(0, controller, controller.start)

    def chosen_deck(self, setup: GameSetup) -> str:
        """The deck the View menu shows now if it has every card of ``setup``'s game,
        else ``setup``'s own."""
        act = self._deck_group.checkedAction()
        chosen = str(act.data()) if act is not None else setup.deck
        return chosen if chosen in deck_styles_for(setup.profile) else setup.deck

    def show_info(self, view: SeatView) -> None:
        """The line above the table: deal, phase, bid, trump, tricks."""
        assert self.controller is not None
        self._info_view = view
        self.info.setText(table_info(view, self.seat_names(self.controller.setup),
                                     self.french_names()))
        self.score_panel.show_view(view, [s.name for s in self.controller.setup.seats])
        self._update_title(view)  # the same scores as the panel
    def french_names(self) -> bool:
        """Whether the deck shown names its cards the French way (Spades, Queen)."""
        if self.scene is None or self.controller is None:
            return False
        return texts.french_names(self.scene.deck_style, self.controller.setup.profile.deck.french)

    @staticmethod
    def seat_names(setup: GameSetup) -> list[str]:
        """The seats' names as shown now ("You" in the current language)."""
        return [texts.seat_name(s.name) for s in setup.seats]

    def view(self) -> SeatView:
        """The view the table shows now (of the last update or question)."""
        assert self._view is not None
        return self._view

    # -- events ------------------------------------------------------------------------

    def _update(self, update: Update) -> None:
        if self.sender() is not self.controller:
            return  # a game that was replaced
        if not update.events:
            self._view = update.view
        if self._restore and self.scene is not None and self.controller is not None:
            # A resumed game: the deal as it stands, the scores so far.
            self._restore = False
            setup = self.controller.setup
            # Shown as it stands counts as shown from its start: the info line follows
            # to the deal's end (it stayed a trick short after a resume or an open).
            self._deal_started = update.view.deal_no
            self.scene.restore(update.view)
            self.score_sheet.set_results(list(update.view.results),
                                         [s.name for s in setup.seats], setup.profile)
            self._update_title()
        if not any(isinstance(e, DealStarted) for e in update.events):
            self._actions_seen += 1  # someone has played: there is a game to lose
        self._queue.extend((event, update.view) for event in update.events)
        if update.events:
            self._show_turn(update.view)
        if len(self._queue) == len(update.events):
            self._next_event()

    def _next_event(self) -> None:
        scene, controller = self.scene, self.controller
        if scene is None or controller is None:
            return
        if not self._queue:
            if self._view is None:
                return  # a timer of the game before a New game
            view = self._view
            scene.sync(view, scene._ms(200))
            self.show_info(view)
            if view.winner < 0:
                QTimer.singleShot(scene._ms(220), controller, controller.animations_did_finish)
            return
        event, view = self._queue.pop(0)
        self._view = view
        # Cards and suits as the deck shown names them (French cards: Spades, Queen).
        line = recap_line(event, [s.name for s in controller.setup.seats],
                          self.french_names())
        if line is not None:
            self._log.append(line)
            if self._looking is not None and not self.pass_screen.isVisible():
                # Shown while that person looks (their own move too): no news for them.
                self._looked[self._looking] = len(self._log)
        if isinstance(event, DealStarted):
            self._deal_started = view.deal_no
            if self.several_people():
                if view.seat != self._viewer:
                    # The new deal is shown to the person asked first in it (the
                    # controller's view is theirs): the pass screen names them.
                    self._viewer = view.seat
                    scene.turn_to(view.seat, view)
                self._cover_the_deal(view)
        if isinstance(event, DealScored):
            # The view after the batch is the finished deal (phase DEAL_OVER):
            # its melds, trump and results are the ones the summary shows.
            result = view.deal_result if view.deal_result is not None else event.result
            self._deal_scored(result, view)
            return
        if isinstance(event, GameEnded):
            self._game_ended(event.winner, view)
            return
        if isinstance(event, Called):
            scene.note_call(event.seat, partial(texts.call_text, event.call, event.value))
            scene.update_plates(view)
            self.show_info(view)
            self.phase_did_show.emit("auction")
        elif isinstance(event, AllPassed) and event.warn:
            scene.clear_calls()
            self._passed_out(event.in_a_row)
            return
        elif isinstance(event, AuctionWon | AllPassed):
            scene.clear_calls()
            if isinstance(event, AuctionWon):
                scene.note_call(event.seat, partial(_plays_for, event.bid))
        elif isinstance(event, DealStarted):
            scene.clear_calls()
        ms = scene.animate(event, view)
        if isinstance(event, DealStarted):
            QTimer.singleShot(ms + 10, self, lambda: self.phase_did_show.emit("dealt"))
        elif isinstance(event, DabbShown):
            QTimer.singleShot(ms // 2, self, lambda: self.phase_did_show.emit("dabb"))
        elif isinstance(event, MeldsShown | Scored):
            QTimer.singleShot(ms + 300, self, lambda: self.phase_did_show.emit("melds"))
        elif isinstance(event, CardPlayed) and len(scene.trick) == 2:
            QTimer.singleShot(ms, self, lambda: self.phase_did_show.emit("mid_trick"))
        elif isinstance(event, TrickWon):
            pass
        QTimer.singleShot(ms, self, self._next_event)

    def _deal_scored(self, result: DealResult, view: SeatView) -> None:
        assert self.controller is not None
        setup = self.controller.setup
        names = [s.name for s in setup.seats]
        self.score_sheet.set_results(list(view.results), names, setup.profile)
        self._update_title()
        if view.deal_no == self._deal_started:
            self.show_info(view)  # the tricks counted with the last one, the new scores
        else:
            self.score_panel.show_view(view, names)  # the scores after this deal
            self._update_title(view)
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
        dialog = DealSummaryDialog(result, names, melds, setup.profile, self, trump=view.trump,
                                   dabb=dabb, laid_away=laid_away,
                                   french=self.french_names())
        self._summary = dialog
        dialog.accepted.connect(self._summary_closed)
        dialog.rejected.connect(self._summary_dismissed)
        self.aids.summary_did_show(dialog)
        dialog.setModal(False)
        dialog.show()
        QTimer.singleShot(50, self, lambda: self.phase_did_show.emit("summary"))
        if self.autoplay or not any(s.human for s in setup.seats):
            QTimer.singleShot(max(400, int(1500 * SPEEDS[self.speed])), self, dialog.accept)

    def _passed_out(self, in_a_row: int) -> None:
        """Everybody passed ``in_a_row`` deals: say so and offer other rules (issue 14).

        The game waits while the box is open, as it does for a deal summary.
        """
        box = QMessageBox(QMessageBox.Icon.Information, texts.translate("Table", "Binokel"),
                          texts.fill(texts.translate(
                              "Table", "Everybody has passed %1 deals in a row. With these "
                              "rules the lowest bid may be too high for any hand. Change "
                              "the rules?"), texts.number(in_a_row)), parent=self)
        change = box.addButton(texts.translate("Table", "Change rules…"),
                               QMessageBox.ButtonRole.AcceptRole)
        box.addButton(texts.translate("Table", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setModal(False)
        self.pass_out_box = box

        def closed() -> None:
            self.pass_out_box = None
            before = self.controller
            if box.clickedButton() is change:
                self.ask_new_game()
            if self.controller is before:  # kept playing, or the dialog was cancelled
                self._next_event()

        box.finished.connect(closed)
        box.show()
        if self.autoplay:
            QTimer.singleShot(max(400, int(1500 * SPEEDS[self.speed])), self, box.reject)

    def _summary_closed(self) -> None:
        # Once per summary: a second close (the autoplay timer after a click) would
        # let the controller go on while the next deal is still being dealt.
        if self._summary is None or self.sender() is not self._summary:
            return
        self._summary = None
        self._next_event()

    def _summary_dismissed(self) -> None:
        """The summary was closed by its ✕ or Escape: the table stays at the finished
        deal for a look (the last trick, the melds), and the panel offers the next deal.
        It used to deal the next one at once."""
        if self._summary is None or self.sender() is not self._summary:
            return
        self._summary = None
        self.panel.clear(texts.translate("Summary", "The deal is over."))

        def next_deal() -> None:
            self.panel.clear()
            self._next_event()

        self.panel.offer(texts.translate("Summary", "Next deal"), next_deal)

    def _close_summaries(self) -> None:
        """A new game or a resumed one: the previous game's summary and game-over
        dialogs go (they stayed open over the new table)."""
        for dialog in (self._summary, self._game_over):
            if dialog is not None:
                self._summary = self._game_over = None  # closing must not go on
                dialog.close()
                dialog.deleteLater()
        self._summary = self._game_over = None

    def _game_ended(self, winner: int, view: SeatView) -> None:
        assert self.controller is not None
        setup = self.controller.setup
        names = [s.name for s in setup.seats]
        scores = list(view.scores)
        profile = setup.profile
        parties = party_members(profile, names)
        dialog = GameOverDialog(parties[winner], scores, parties, self)
        self._game_over = dialog
        dialog.setModal(False)
        dialog.accepted.connect(lambda: self.new_game(setup))
        dialog.show()
        QTimer.singleShot(50, self, lambda: self.phase_did_show.emit("game_over"))
        QTimer.singleShot(100, self, self.game_did_finish.emit)

    # -- the viewer's decisions -----------------------------------------------------

    def _seat_must_act(self, seat: int, view: SeatView) -> None:
        assert self.scene is not None and self.controller is not None
        if self.sender() is not None and self.sender() is not self.controller:
            return  # a game that was replaced
        self._view = view
        if self.several_people() and (seat != self._looking or self.pass_screen.isVisible()):
            # Another person's turn: cover the table until they alone are looking.
            self._pending = (seat, view)
            self._asked = None
            name = self.controller.setup.seats[seat].name
            self.panel.wait_for(name)
            self.scene.hide_hand(True)
            self.pass_screen.cover(seat, name, self._log[self._looked.get(seat, 0):])
            return
        self._present(seat, view)

    def _cover_the_deal(self, view: SeatView) -> None:
        """A new deal among several people: after a summary anybody may sit in front of
        the laptop, so the new hand is dealt face down under the screen, for its owner
        alone to lift (the first deal's screen is raised by :meth:`new_game`)."""
        assert self.scene is not None and self.controller is not None
        if not self.pass_screen.isVisible() and (view.deal_no > 0
                                                 or self._looking != self._viewer):
            self._looking = None
            self.pass_screen.cover(self._viewer, self.controller.setup.seats[self._viewer].name,
                                   self._log[self._looked.get(self._viewer, 0):])
        if self.pass_screen.isVisible() and self._looking != self._viewer:
            self.scene.hide_hand(True)

    def several_people(self) -> bool:
        """Whether two or more people share this laptop (the pass screen is used)."""
        c = self.controller
        return c is not None and sum(s.human for s in c.setup.seats) >= 2 and not self.autoplay

    def _lifted(self, seat: int) -> None:
        """The person named on the pass screen clicked: they alone are looking now."""
        self._looking = seat
        self._looked[seat] = len(self._log)
        pending, self._pending = self._pending, None
        if pending is not None and pending[0] == seat:
            self._present(*pending)
        elif self.scene is not None and seat == self._viewer:
            self.scene.hide_hand(False)

    def _present(self, seat: int, view: SeatView) -> None:
        """Show ``seat``'s decision: the table turned to them, their buttons and cards."""
        assert self.scene is not None and self.controller is not None
        self._view = self._asked = view
        self._looking = seat
        if seat != self._viewer:
            # Another person at the same laptop: the table turns to them; what lies
            # on the table stays where everyone saw it.
            self._viewer = seat
            self.controller.viewer = seat
            self.scene.turn_to(seat, view)
        else:
            self.scene.hide_hand(False)
        self._selection = 0
        self.panel.french = self.french_names()
        self.panel.show_decision(view)
        phase = view.phase
        if phase is Phase.PLAY:
            self.scene.mark_hand(legal_cards=view.legal_cards, dim_others=True)
        elif phase is Phase.DISCARD:
            self.scene.mark_hand(marked=meld_card_mask(view))
        else:
            self.scene.mark_hand()
        self.scene.update_plates(view)
        self._set_status(None)
        choices = self.card_choices()
        self._focus_card(choices[0] if choices else None)
        if choices or not self.panel.buttons():
            self.table_view.setFocus()
        # The aids follow the question now on screen: after a pass screen it opens only
        # here (Hint stayed greyed and H did nothing after every curtain).
        self.aids.refresh()

    def _show_turn(self, view: SeatView) -> None:
        """Whose turn it is, said once for the panel and the plates alike (from one view)."""
        if self.controller is None or self.scene is None:
            return
        seat = view.to_act
        if 0 <= seat < len(self.controller.setup.seats) and seat != self._viewer:
            self.panel.wait_for(self.controller.setup.seats[seat].name)
        else:
            self.panel.clear()  # the viewer's buttons follow once the table has caught up
        self.scene.turn = seat
        self.scene.update_plates(view)

    def _plate_clicked(self, seat: int) -> None:
        """A click on the declarer's plate shows the dabb he took again, for a moment."""
        view, scene = self._view, self.scene
        if view is None or scene is None or seat != view.declarer:
            return
        auction = view.detail if isinstance(view.detail, AuctionDetail) else None
        if auction is None or not auction.dabb:
            return
        scene.show_seen_dabb(cards_of(auction.dabb), ms=max(1500, scene._ms(2500)))

    def _bot_thinking(self, seat: int) -> None:
        assert self.controller is not None
        self.panel.wait_for(self.controller.setup.seats[seat].name)
        if self.scene is not None and self._view is not None:
            self.scene.update_plates(self._view)

    def _card_clicked(self, item: CardItem) -> None:
        view = self._asked
        if self.controller is None or item.card is None or view is None:
            return
        phase = view.phase
        if phase in (Phase.DISCARD, Phase.GIVE):
            if not view.hand >> item.card & 1:
                return
            need = self.panel.needed()
            bit = 1 << item.card
            if self._selection & bit:
                self._selection &= ~bit
            elif self._selection.bit_count() < need:
                self._selection |= bit
            elif need == 1:
                self._selection = bit
            self.mark_choice(view)
            self.panel.update_selection(self._selection)
            return
        if phase is Phase.PLAY or any(isinstance(a, Play) for a in view.legal):
            from ..engine.actions import PLAY

            self._submit(PLAY[item.card])

    def mark_choice(self, view: SeatView) -> None:
        """Cards being laid away or given: the meld marks, the selection, the hint."""
        if self.scene is not None:
            marked = meld_card_mask(view) if view.phase is Phase.DISCARD else 0
            self.scene.mark_hand(marked=marked, selected=self._selection,
                                 hinted=self.aids.hinted_cards(view))

    # -- the keyboard ---------------------------------------------------------------

    def card_choices(self) -> list[CardItem]:
        """The cards the keyboard moves among now, left to right: the legal cards to
        play, or every card of the hand to lay away or give."""
        view, scene = self._asked, self.scene
        if view is None or scene is None:
            return []
        items = [i for i in [*scene.hands[self._viewer], *scene.table_cards[self._viewer]]
                 if i.card is not None]
        if view.phase in (Phase.DISCARD, Phase.GIVE):
            items = [i for i in items if view.hand >> (i.card or 0) & 1]
        elif any(isinstance(a, Play) for a in view.legal):
            items = [i for i in items if view.legal_cards >> (i.card or 0) & 1]
        else:
            return []
        return sorted(items, key=lambda i: (i.target[0].x() if i.target else i.x(), i.y()))

    def focused_card(self) -> CardItem | None:
        """The card the keyboard's focus mark is on."""
        return next((i for i in self.card_choices() if i.focused), None)

    def _focus_card(self, item: CardItem | None) -> None:
        if self.scene is not None:
            for other in self.scene.all_items():
                other.set_focused(other is item)

    def _table_key(self, key: int) -> None:
        """Arrows move among the cards, Enter/Space take one, digits press a button."""
        if Qt.Key.Key_1.value <= key <= Qt.Key.Key_9.value:
            buttons = self.panel.buttons()
            n = key - Qt.Key.Key_1.value
            if n < len(buttons) and buttons[n].isEnabled():
                buttons[n].click()
            return
        choices = self.card_choices()
        if not choices:
            return
        current = self.focused_card()
        index = choices.index(current) if current in choices else -1
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            self._focus_card(choices[(index + step) % len(choices)] if index >= 0
                             else choices[0])
            return
        view = self._asked
        if current is None or view is None:
            self._focus_card(choices[0])
            return
        picking = view.phase in (Phase.DISCARD, Phase.GIVE)
        if picking and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.panel.confirm is not None and self.panel.confirm.isEnabled():
            self.panel.confirm.click()  # everything is picked: Enter lays away
            return
        self._card_clicked(current)
        if picking:
            self._focus_card(current)

    def _submit(self, action: Action) -> None:
        if self.controller is None:
            return
        self.panel.clear()
        if self.scene is not None:
            self.scene.mark_hand()
            if self.several_people():
                # The decision is made: the laptop may pass on now, and the next person
                # may already be looking. Cover the hand at once, not when the next
                # person's pass screen comes (after a computer's move, a second later).
                self.scene.hide_hand(True)
        self._focus_card(None)
        self._asked = None
        if self._status is not None and self._status is self.aids.hint_line:
            self._set_status(None)  # the hint was for the question now answered
        self._looked[self._viewer] = len(self._log)
        self.controller.submit(action)

    def show_problem(self, text: Callable[[], str] | None) -> None:
        """A line on the status bar (re-translated on a language switch); None clears it."""
        self._set_status(text)

    def speed_factor(self) -> float:
        """How long animations take now, relative to normal (0: off)."""
        return SPEEDS[self.speed]

    def _set_status(self, text: Callable[[], str] | None) -> None:
        self._status = text
        self.status.setText(text() if text is not None else "")
        # An empty strip gives its height to the cards (issue 28 §1).
        self.status.setVisible(bool(self.status.text()))

    def _refused(self, error: IllegalAction) -> None:
        def reason() -> str:
            return texts.illegal_text(error.reason)

        self._set_status(reason)
        view = self._view
        if view is not None and view.to_act == self._viewer and view.legal:
            self._seat_must_act(self._viewer, view)  # the question is still open
            self._set_status(reason)

    def _error(self, text: str) -> None:
        # The engine's English detail goes to the log; the player reads what happened.
        log.error(text)
        self._set_status(lambda: texts.translate(
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
        assert self.controller is not None
        setup = self.controller.setup
        parties = party_names(setup.profile, [s.name for s in setup.seats])
        #: %1 is a player's or team's name (may be you), %2 their score (window title)
        each = texts.translate("Table", "%1 %2")
        # A name stays with its score when a line wraps ("Du 0", never "Du" / "0").
        return " · ".join(texts.unbroken(texts.fill(each, who, texts.number(score)))
                          for who, score in zip(parties, (view or self.view()).scores,
                                                strict=False))

    def _update_title(self, view: SeatView | None = None) -> None:
        """The window's title with the scores the score panel shows (``view``'s)."""
        view = view or self._view
        if self.controller is None or view is None or not (view.results or any(view.scores)):
            # Before any points are scored the title is the program's name. The
            # title lagged the panel: two-hand games score melds during a deal, and
            # the title followed only at a deal's end.
            self.setWindowTitle(texts.translate("Table", "Binokel"))
            return
        self.setWindowTitle(texts.translate("Table", "Binokel") + " — "
                            + self.score_line(view))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        central = self.centralWidget()
        if self.pass_screen.isVisible() and central is not None:
            self.pass_screen.setGeometry(central.rect())

    def open_dialog(self) -> QWidget | None:
        """The deal summary or game-over dialog if one is showing."""
        for dialog in (self._game_over, self._summary, self.pass_out_box):
            if dialog is not None and dialog.isVisible():
                return dialog
        return None

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
        if self.controller is not None:
            self.controller.stop()
        self.files.close()  # the last autosave reaches the disk
        for dialog in (self._summary, self._game_over, self._help, self.score_sheet):
            if dialog is not None:
                dialog.close()
        super().closeEvent(event)


class ScreenshotTaker(QObject):
    """Saves the window at each phase's first appearance (``--screenshot-dir``)."""

    def __init__(self, window: MainWindow, directory: Path) -> None:
        super().__init__(window)
        self.window = window
        self.directory = directory
        directory.mkdir(parents=True, exist_ok=True)
        self.taken: list[str] = []
        window.phase_did_show.connect(self.take)

    def take(self, phase: str) -> None:
        """Grab the window once per phase."""
        if phase in self.taken:
            return
        self.taken.append(phase)
        name = f"{len(self.taken):02d}-{phase}.png"
        image = self.window.grab()
        dialog = self.window.open_dialog()
        if dialog is not None:
            # Dialogs are windows of their own: draw it centred over the table,
            # where a window manager puts it.
            shot = dialog.grab()
            painter = QPainter(image)
            painter.drawPixmap((image.width() - shot.width()) // 2,
                               (image.height() - shot.height()) // 2, shot)
            painter.end()
        image.save(str(self.directory / name))
        log.info("screenshot %s", name)

