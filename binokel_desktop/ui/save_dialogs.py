"""The window's files: autosave after every action, Save as / Open, records, the resume question.

:class:`GameFiles` belongs to the main window. It saves the running game after
each action (through :class:`Autosaver`), counts its statistics when a deal
or the game ends, and answers the Game menu's Save as, Open, Export record,
Open record and Statistics. A file that cannot be loaded is refused with a
message naming the reason and left as it was; a directory that cannot be
written is reported once on the status line and the game goes on.

The files themselves are read and written by :mod:`binokel_desktop.app.game_files`,
which says what it did; this module only asks (file dialogs, questions) and tells.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QObject
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from ..app import game_files
from ..app.autosave import GameKeeper, new_game_id
from ..app.controller import GameController
from ..app.replay import play_record
from ..app.saves import (
    GameSave,
    SaveError,
    SaveProblem,
    autosave_slot,
    list_saves,
    save_path,
)
from ..app.setup import GameSetup
from ..app.setup_json import setup_from_json, setup_to_json
from ..app.statistics import Statistics
from ..app.store import JsonValue
from ..engine import GameRecord
from . import texts
from .texts.save_problems import save_problem_text

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)


def unreadable_text(reason: str | SaveError) -> str:
    """The status line when the last game's autosave could not be read."""
    if isinstance(reason, SaveError) and reason.kind is SaveProblem.NEWER_VERSION:
        return texts.fill(
            #: %1 says why in a sentence of its own (made by a newer version, its number)
            texts.translate("Saves", "The last game is left where it is for the newer version "
                            "that saved it. %1 A game here is saved in a file of its own."),
            save_problem_text(reason))
    if isinstance(reason, str):  # a reason without a kind: said as "damaged", logged in English
        reason = SaveError(reason)
    return texts.fill(
        #: %1 says why in a sentence of its own ("The file is damaged or not a Binokel file.")
        texts.translate("Saves", "The last game cannot be resumed: its autosave could not be "
                        "loaded. %1"), save_problem_text(reason))


def ask_resume(parent: QWidget | None, save: GameSave) -> bool:
    """Ask whether to continue ``save``; True: continue, False: a new game."""
    box = resume_question(parent, save)
    box.exec()
    return box.clickedButton() is box.buttons()[0]


def resume_question(parent: QWidget | None, save: GameSave) -> QMessageBox:
    """The question at start: continue the unfinished game or start a new one."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    # Wide enough that the date and the scores stay on their lines.
    box.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 300px; }")
    box.setWindowTitle(texts.translate("Saves", "Unfinished game"))
    box.setText(texts.translate("Saves", "Continue the unfinished game?"))
    names = [texts.seat_name(s.name) for s in save.setup.seats]
    when = QLocale().toString(
        QDateTime.fromSecsSinceEpoch(int(save.saved_at)), QLocale.FormatType.ShortFormat
    )
    scores = " · ".join(f"{n} {texts.number(s)}" for n, s in zip(names, save.scores, strict=False))
    if len(save.scores) != len(names):  # teams
        scores = " · ".join(texts.number(s) for s in save.scores)
    box.setInformativeText(
        texts.fill(
            #: %1 is the game (e.g. "Two-hand Bézique"), %2 the deal's number, %3 when
            texts.translate("Saves", "%1\nDeal %2, saved %3.\nScores: %4"),
            texts.profile_title(save.setup.profile),
            texts.number(save.deal_no + 1),
            when,
            scores,
        )
    )
    box.addButton(texts.translate("Saves", "Continue"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(texts.translate("Saves", "New game"), QMessageBox.ButtonRole.RejectRole)
    return box


class GameFiles(QObject):
    """Autosave, statistics and the Game menu's file entries of one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.directory = window.store.directory
        self.keeper: GameKeeper | None = None  # the running game's autosave and statistics
        self.watching = False  # the table replays an opened record
        self.save_failed = ""  # why the last save failed, "" while saving works
        self.last_message: QMessageBox | None = None  # for tests: the last message shown
        self._told = False  # the player was told once that saving fails

    # -- the running game --------------------------------------------------------------

    def attach(
        self,
        controller: GameController,
        setup: GameSetup,
        resume: GameSave | None = None,
        watch: GameRecord | None = None,
        counted: bool = True,
    ) -> None:
        """Save this game from now on (a watched record is not saved; ``counted=False``:
        a lesson's game, left out of the statistics)."""
        self.close()
        self.watching = watch is not None
        if watch is not None:
            delay = max(50, int(500 * self.window.speed_factor()))
            play_record(
                controller,
                watch,
                delay,
                lambda: self.window.show_problem(
                    lambda: texts.translate("Saves", "The record ends here.")
                ),
            )
            return
        game_id = resume.game_id if resume is not None and resume.game_id else \
            new_game_id(counted)
        if not self.window.autoplay:
            self.remember("last_game", setup_to_json(setup))
        # An autosave that could not be read is kept aside, byte for byte, not overwritten.
        game_files.keep_unreadable_autosave(self.directory, self.window.autoplay)
        self.keeper = GameKeeper(controller, self.window.store, game_id, self,
                                 autosave_slot(self.directory, self.window.autoplay),
                                 resume.counted_from if resume is not None else 0)
        self.keeper.save_did_fail.connect(self._save_failed)
        self.keeper.save_did_recover.connect(self._save_recovered)

    def close(self) -> None:
        """Write the last save and stop (the window closes or another game starts)."""
        if self.keeper is not None:
            self.keeper.close()
            self.keeper.deleteLater()
            self.keeper = None

    def _save_failed(self, reason: str) -> None:
        first = not self.save_failed and not self._told
        self.save_failed = reason

        def text() -> str:
            return texts.fill(
                texts.translate(
                    "Saves", "Saving failed (%1): the game goes on, but it is not saved."
                ),
                reason,
            )

        self.window.show_problem(text)
        if first:
            # One message (the status line may be overwritten by the game), never one per action.
            self._told = True
            self.tell(texts.translate("Saves", "Saving failed"), text())

    def _save_recovered(self) -> None:
        self.save_failed = ""
        self.window.show_problem(None)

    # -- settings ----------------------------------------------------------------------

    def remember(self, key: str, value: JsonValue) -> None:
        """Keep a setting for the next start; a failure is told once, the game goes on."""
        try:
            if self.window.store.get(key) != value:
                self.window.store.set(key, value)
        except OSError as exc:
            self._save_failed(exc.strerror or str(exc))
        except ValueError as exc:
            log.warning("setting %s not kept: %s", key, exc)

    def last_setup(self) -> GameSetup:
        """The last game's setup (rules, house rules, names, seats, levels, deck) or the default."""
        raw = self.window.store.get("last_game")
        try:
            return (
                setup_from_json(raw)
                if raw is not None
                else GameSetup(deck=str(self.window.store.get("deck")))
            )
        except ValueError:
            return GameSetup()

    # -- named games ---------------------------------------------------------------------

    def current_save(self) -> GameSave | None:
        """The running game as a save (None when there is no game or a record is watched)."""
        return self.keeper.current_save() if self.keeper is not None else None

    def save_as(self, name: str) -> Path | None:
        """Save the running game as ``name`` in the data directory; the path or None."""
        save = self.current_save()
        if save is None:
            return None
        written = game_files.save_as(self.directory, name, save)
        if not written.ok:
            self.tell(
                texts.translate("Saves", "Save as"),
                texts.fill(texts.translate("Saves", "The game could not be saved: %1"),
                           written.error),
            )
            return None
        self.window.show_problem(
            lambda: texts.fill(texts.translate("Saves", "Saved as “%1”."), name.strip())
        )
        return written.path

    def open_path(self, path: Path) -> bool:
        """Sit down at the saved game in ``path``; a bad file is refused with a message."""
        save = game_files.open_save(path)
        if isinstance(save, SaveError):
            self.refuse(path, save)
            return False
        if save.finished:
            self.refuse(path, texts.translate("Saves", "The file holds a finished game."))
            return False
        self.window.new_game(save.setup, resume=save)  # a copy with its own autosave
        return True

    def export_record(self, path: Path) -> bool:
        """Write the running game's record (the bug-report format) to ``path``."""
        if self.keeper is None:
            return False
        written = game_files.export_record(self.keeper.record, path)
        if not written.ok:
            self.tell(
                texts.translate("Saves", "Export record"),
                texts.fill(texts.translate("Saves", "The record could not be written: %1"),
                           written.error),
            )
            return False
        return True

    def open_record(self, path: Path) -> bool:
        """Watch the record in ``path`` replayed on the table; a bad file is refused."""
        opened = game_files.open_record(path)
        if isinstance(opened, SaveError):
            self.refuse(path, opened)
            return False
        self.window.new_game(opened.setup, watch=opened.record)
        return True

    # -- messages ------------------------------------------------------------------------

    def refuse(self, path: Path, reason: str | SaveError) -> None:
        """Tell the player that ``path`` cannot be opened, and why (a whole sentence)."""
        log.warning("%s refused: %s", path, reason)
        if isinstance(reason, SaveError):  # the common reasons in the player's language
            reason = save_problem_text(reason)
        self.tell(
            texts.translate("Saves", "Cannot open"),
            texts.fill(
                texts.translate("Saves", "“%1” cannot be opened. The file was left as it is."),
                path.name,
            ),
            reason,
        )

    def tell(self, title: str, text: str, detail: str = "") -> None:
        """A message that does not block the table."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window
        )
        if detail:
            box.setInformativeText(detail)
        self.last_message = box
        box.open()

    # -- the menu's questions ----------------------------------------------------------

    def ask_save_as(self) -> None:
        """Game ▸ Save as: ask for a name."""
        if self.current_save() is None:
            return
        stamp = QDateTime.currentDateTime().toString("yyyy-MM-dd hh.mm")
        dialog = QInputDialog(self.window)
        dialog.setWindowTitle(texts.translate("Saves", "Save as"))
        dialog.setLabelText(texts.translate("Saves", "Name of the game:"))
        dialog.setTextValue(stamp)
        wide_enough_for_title(dialog)
        ok = dialog.exec() == QDialog.DialogCode.Accepted
        name = dialog.textValue()
        if not ok or not name.strip():
            return
        if (
            game_files.save_exists(self.directory, name)
            and QMessageBox.question(
                self.window,
                texts.translate("Saves", "Save as"),
                texts.fill(
                    texts.translate("Saves", "A game called “%1” exists. Replace it?"), name.strip()
                ),
            )
            != QMessageBox.StandardButton.Yes
        ):
            return
        self.save_as(name)

    def ask_open(self) -> None:
        """Game ▸ Open: choose one of the named games (or another file)."""
        saves = list_saves(self.directory)
        other = texts.translate("Saves", "Another file…")
        labels = [name for name, _ in saves] + [other]
        choice, ok = QInputDialog.getItem(
            self.window,
            texts.translate("Saves", "Open"),
            texts.translate("Saves", "Saved games:"),
            labels,
            0,
            False,
        )
        if not ok:
            return
        if choice == other:
            name, _ = QFileDialog.getOpenFileName(
                self.window,
                texts.translate("Saves", "Open"),
                str(self.directory),
                texts.translate("Saves", "Saved games (*.json)"),
            )
            if name and self.window.confirm_abandon("open"):
                self.open_path(Path(name))
            return
        if self.window.confirm_abandon("open"):
            self.open_path(save_path(self.directory, choice))

    def ask_export_record(self) -> None:
        """Game ▸ Export record: ask where."""
        if self.keeper is None:
            return
        default = (
            self.directory
            / "records"
            / (QDateTime.currentDateTime().toString("yyyy-MM-dd-hhmm") + ".binokel.json")
        )
        name, _ = QFileDialog.getSaveFileName(
            self.window,
            texts.translate("Saves", "Export record"),
            str(default),
            texts.translate("Saves", "Game records (*.json)"),
        )
        if name:
            self.export_record(Path(name))

    def ask_open_record(self) -> None:
        """Game ▸ Open record: choose a record to watch."""
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            texts.translate("Saves", "Open record"),
            str(self.directory / "records"),
            texts.translate("Saves", "Game records (*.json)"),
        )
        if name and self.window.confirm_abandon("open"):
            self.open_record(Path(name))

    def show_statistics(self) -> None:
        """Game ▸ Statistics."""
        from .statistics_window import StatisticsWindow

        StatisticsWindow.show_for(self.window, Statistics(self.window.store))


def wide_enough_for_title(dialog: QWidget) -> None:
    """Make a small dialog wide enough for its title bar to show the whole title (the
    window manager draws it beside an icon and three buttons; a bare input dialog cut
    the Italian "Salva con nome")."""
    title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    need = max(int(title * 1.3) + 160, 320)
    dialog.setMinimumWidth(need)
    # An input dialog sizes itself by its layout: its field carries the width.
    margins = dialog.contentsMargins()
    for edit in dialog.findChildren(QLineEdit):
        edit.setMinimumWidth(need - margins.left() - margins.right() - 24)


def menu_labels() -> dict[str, str]:
    """The Game menu's file entries in the current language, by action key."""
    return {
        "open": texts.translate("Saves", "&Open…"),
        "save_as": texts.translate("Saves", "Save &as…"),
        "export_record": texts.translate("Saves", "&Export record…"),
        "open_record": texts.translate("Saves", "Open &record…"),
        "statistics": texts.translate("Saves", "S&tatistics"),
    }
