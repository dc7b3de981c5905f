"""The window's menus, built from one table: Game, View, Language, Help.

Each entry names its key (for its text and for tests), the window's slot it
calls and its shortcut. The View menu's choices (deck, animation speed, pause
after a trick, outlined hearts, card back, colours) are groups of checkable
entries whose state follows what is chosen. Texts are set by
:meth:`WindowMenus.retranslate`, so a language switch renames every entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from ..app.setup import DECK_STYLES
from . import i18n, texts, theme
from .card_pixmaps import BACK_COUNT, card_options, set_card_options, style_for
from .save_dialogs import menu_labels

if TYPE_CHECKING:
    from .main_window import MainWindow

T = TypeVar("T")

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
PAUSES = (400, 900, 1800)  # ms a finished trick stays: short, normal, long


@dataclass(frozen=True, slots=True)
class Entry:
    """One menu entry: its key, the window's slot (a dotted attribute path) and key."""

    key: str
    slot: str
    shortcut: str = ""
    app_wide: bool = False  # also while a dialog or the help window has the focus
    checkable: bool = False


# None is a separator.
GAME: tuple[Entry | None, ...] = (
    Entry("new", "ask_new_game", "Ctrl+N", app_wide=True),
    Entry("sheet", "show_score_sheet"), None,
    Entry("open", "files.ask_open", "Ctrl+O"),
    Entry("save_as", "files.ask_save_as", "Ctrl+Shift+S"),
    Entry("export_record", "files.ask_export_record"),
    Entry("open_record", "files.ask_open_record"),
    Entry("statistics", "files.show_statistics"), None,
    Entry("quit", "ask_quit", "Ctrl+Q", app_wide=True),
)
HELP: tuple[Entry | None, ...] = (
    Entry("rules", "show_help", "F1"), Entry("glossary", "show_glossary"), None,
    Entry("about", "show_about"),
)


def _labels() -> dict[str, str]:
    translate = texts.translate
    return {
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


def _titles() -> dict[str, str]:
    translate = texts.translate
    return {"game": translate("Table", "&Game"), "view": translate("Table", "&View"),
            "language": translate("Table", "&Language"), "help": translate("Table", "&Help"),
            "cards": translate("Table", "&Cards"), "speed": translate("Table", "&Animation"),
            "pause": translate("Table", "&Pause after a trick"),
            "back": translate("Table", "Card &back"), "colours": translate("Table", "C&olours")}


class WindowMenus(QObject):
    """The menu bar of one window: ``acts`` by key, ``menus`` and submenus by key."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        self.menus: dict[str, QMenu] = {
            key: bar.addMenu("") for key in ("game", "view", "language", "help")}
        self.acts: dict[str, QAction] = {}
        self._fill(self.menus["game"], GAME)
        view = self.menus["view"]
        self.add(view, "fullscreen", window.toggle_full_screen, "F11", checkable=True)
        view.addSeparator()
        for key in ("cards", "speed", "pause"):
            self.menus[key] = view.addMenu("")
        self.decks = self._group("cards", "deck", DECK_STYLES, self.set_deck)
        self._group("speed", "speed", SPEEDS, self.set_speed)
        cards = self.menus["cards"]
        cards.addSeparator()
        self.add(cards, "outline_hearts", lambda: self.set_card_look(
            outline_hearts=self.acts["outline_hearts"].isChecked()), checkable=True)
        self.menus["back"] = cards.addMenu("")
        self.menus["colours"] = view.addMenu("")
        self._group("back", "back", range(1, BACK_COUNT + 1),
                    lambda n: self.set_card_look(back=n))
        self._group("colours", "scheme", theme.SCHEMES, self.set_colour_scheme)
        self._group("pause", "pause", PAUSES, self.set_trick_pause)
        self.languages = self._group("language", "lang", i18n.LANGUAGES,
                                     partial(window.set_language, remember=True))
        for lang in i18n.LANGUAGES:
            self.acts[f"lang:{lang}"].setText(i18n.NATIVE_NAMES[lang])  # in its own words
        self._fill(self.menus["help"], HELP)
        self.check("lang", i18n.current_language())
        self.check("speed", window.speed)
        self.check("pause", window.trick_pause_ms)
        self.check_look()
        self.retranslate()

    # -- the View menu's choices ------------------------------------------------------

    def set_colour_scheme(self, scheme: str) -> None:
        """View ▸ Colours: light, dark or the system's (following it), now and remembered."""
        theme.apply_scheme(scheme)
        self.check_look()
        self.window.files.remember("colour_scheme", scheme)

    def set_card_look(self, *, outline_hearts: bool | None = None,
                      back: int | None = None) -> None:
        """View ▸ Cards: outlined hearts or the back's design, on the table at once."""
        set_card_options(outline_hearts=outline_hearts, back=back)
        self.check_look()
        if outline_hearts is not None:
            self.window.files.remember("outline_hearts", outline_hearts)
        if back is not None:
            self.window.files.remember("card_back", back)
        if self.window.scene is not None:
            for item in self.window.scene.all_items():
                item.update()

    def set_deck(self, style: str) -> None:
        """Switch the deck artwork in the middle of a game."""
        self.check("deck", style)
        self.window.files.remember("deck", style)
        w = self.window
        if w.scene is not None and w.session is not None:
            w.scene.set_style(style_for(style, w.session.setup.profile.deck.french))
            w.retranslate()  # suit and rank names follow the deck shown

    def set_trick_pause(self, ms: int) -> None:
        """How long a complete trick stays on the table before it is gathered."""
        self.window.trick_pause_ms = ms
        self.window.files.remember("trick_pause", ms)
        if self.window.scene is not None:
            self.window.scene.trick_pause_ms = ms

    def set_speed(self, speed: str) -> None:
        """Animation speed: off, fast, normal or slow."""
        self.window.speed = speed
        self.window.files.remember("speed", speed)
        if self.window.scene is not None:
            self.window.scene.speed = SPEEDS[speed]

    def add(self, menu: QMenu, key: str, slot: Callable[[], object], shortcut: str = "",
            *, checkable: bool = False) -> QAction:
        """Add the entry ``key`` calling ``slot`` to ``menu``."""
        action = QAction(self.window, checkable=checkable)
        if shortcut:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        self.acts[key] = action
        return action

    def _fill(self, menu: QMenu, entries: Iterable[Entry | None]) -> None:
        for entry in entries:
            if entry is None:
                menu.addSeparator()
                continue
            target: object = self.window
            for name in entry.slot.split("."):
                target = getattr(target, name)
            assert callable(target)
            action = self.add(menu, entry.key, target, entry.shortcut,
                              checkable=entry.checkable)
            if entry.app_wide:
                action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)

    def _group(self, menu: str, prefix: str, values: Iterable[T],
               choose: Callable[[T], object]) -> QActionGroup:
        """Checkable entries ``prefix:value``, one checked at a time."""
        group = QActionGroup(self)
        for value in values:
            action = self.add(self.menus[menu], f"{prefix}:{value}", partial(choose, value),
                              checkable=True)
            action.setData(value)
            group.addAction(action)
        return group

    def check(self, prefix: str, value: object) -> None:
        """Check the entry ``prefix:value`` (and so uncheck the others of its group)."""
        action = self.acts.get(f"{prefix}:{value}")
        if action is not None:
            action.setChecked(True)

    def check_look(self) -> None:
        """The card look and colour entries as chosen now."""
        outline, back = card_options()
        self.acts["outline_hearts"].setChecked(outline)
        self.check("back", back)
        self.check("scheme", theme.current_scheme())

    def chosen_deck(self) -> str | None:
        """The deck checked in View ▸ Cards."""
        action = self.decks.checkedAction()
        return str(action.data()) if action is not None else None

    def retranslate(self) -> None:
        """Every title and entry in the current language."""
        titles, labels = _titles(), _labels()
        for key, menu in self.menus.items():
            menu.setTitle(titles[key])
        for key, action in self.acts.items():
            if key in labels:
                action.setText(labels[key])
            elif key.startswith("deck:"):
                action.setText(texts.deck_name(key[5:]))
        self.check("lang", i18n.current_language())
