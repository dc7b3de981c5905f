"""The window's files: autosave after every action, Save as / Open, records, the resume question.

:class:`GameFiles` belongs to the main window. It saves the running game after
each action (through :class:`Autosaver`), counts its statistics when a deal
or the game ends, and answers the Game menu's Save as, Open, Export record,
Open record and Statistics. A file that cannot be loaded is refused with a
message naming the reason and left as it was; a directory that cannot be
written is reported once on the status line and the game goes on.
"""

from __future__ import annotations

import logging
import time
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

from ..app.autosave import GameKeeper, new_game_id
from ..app.controller import GameController
from ..app.replay import play_record
from ..app.saves import (
    GameSave,
    SaveError,
    SaveProblem,
    autosave_name,
    autosave_slot,
    list_saves,
    parse_record,
    read_save,
    save_bytes,
    save_path,
)
from ..app.setup import GameSetup, SeatSetup, default_seats
from ..app.setup_json import setup_from_json, setup_to_json
from ..app.statistics import Statistics
from ..app.store import JsonValue, atomic_write, read_regular
from ..engine import GameRecord
from . import texts
from .texts.save_problems import save_problem_text

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)


def read_autosave(directory: Path, autoplay: bool = False
                  ) -> tuple[GameSave | None, str | SaveError]:
    """The unfinished game of the last run (of a demo: ``autoplay``), or None and why
    not ("" when there is none)."""
    path = directory / autosave_name(autoplay)
    if not path.exists():
        return None, ""
    try:
        save = read_save(path)
    except SaveError as exc:
        log.warning("%s %s", path, exc)
        own = directory / autosave_slot(directory, autoplay)
        if own == path:
            return None, exc
        # A newer version's game stays where it is; this version's own game is beside it.
        ours, _ = read_autosave_file(own)
        return ours, exc
    if save.finished:
        return None, ""
    return save, ""


def read_autosave_file(path: Path) -> tuple[GameSave | None, str | SaveError]:
    """The unfinished game in ``path``, or None and why not ("" when there is none)."""
    if not path.exists():
        return None, ""
    try:
        save = read_save(path)
    except SaveError as exc:
        log.warning("%s %s", path, exc)
        return None, exc
    return (None, "") if save.finished else (save, "")


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
            texts.translate("Saves", "Deal %1, saved %2.\nScores: %3"),
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
    ) -> None:
        """Save this game from now on (a watched record is not saved)."""
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
        game_id = resume.game_id if resume is not None and resume.game_id else new_game_id()
        if not self.window.autoplay:
            self.remember("last_game", setup_to_json(setup))
        self._keep_unreadable_autosave()
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

    def _keep_unreadable_autosave(self) -> None:
        # An autosave that could not be read is kept aside, byte for byte, not overwritten.
        path = self.directory / autosave_slot(self.directory, self.window.autoplay)
        if not path.exists():
            return
        try:
            read_save(path)
        except SaveError:
            aside = path.with_name(f"autosave-unreadable-{int(time.time())}.json")
            n = 2
            while aside.exists():  # a second one in the same second keeps its own name
                aside = aside.with_name(f"autosave-unreadable-{int(time.time())}-{n}.json")
                n += 1
            try:
                path.rename(aside)
                log.warning("unreadable autosave kept as %s", aside)
            except OSError as exc:
                log.warning("unreadable autosave %s could not be kept aside: %s", path, exc)

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
        try:
            path = save_path(self.directory, name)
            atomic_write(path, save_bytes(save))
        except (OSError, ValueError) as exc:
            self.tell(
                texts.translate("Saves", "Save as"),
                texts.fill(
                    texts.translate("Saves", "The game could not be saved: %1"),
                    getattr(exc, "strerror", None) or str(exc),
                ),
            )
            return None
        self.window.show_problem(
            lambda: texts.fill(texts.translate("Saves", "Saved as “%1”."), name.strip())
        )
        return path

    def open_path(self, path: Path) -> bool:
        """Sit down at the saved game in ``path``; a bad file is refused with a message."""
        try:
            save = read_save(path)
        except SaveError as exc:
            self.refuse(path, exc)
            return False
        if save.finished:
            self.refuse(path, texts.translate("Saves", "The file holds a finished game."))
            return False
        # A copy played on gets its own autosave and statistics; the deals before the
        # save point stay counted by the game it was saved from.
        self.window.new_game(
            save.setup,
            resume=GameSave(
                save.setup,
                save.record,
                False,
                save.saved_at,
                save.scores,
                save.deal_no,
                new_game_id(),
                counted_from=save.deal_no,
            ),
        )
        return True

    def export_record(self, path: Path) -> bool:
        """Write the running game's record (the bug-report format) to ``path``."""
        if self.keeper is None:
            return False
        try:
            atomic_write(path, self.keeper.record.to_json().encode("utf-8") + b"\n")
        except OSError as exc:
            self.tell(
                texts.translate("Saves", "Export record"),
                texts.fill(
                    texts.translate("Saves", "The record could not be written: %1"),
                    exc.strerror or str(exc),
                ),
            )
            return False
        return True

    def open_record(self, path: Path) -> bool:
        """Watch the record in ``path`` replayed on the table; a bad file is refused."""
        try:
            data = read_regular(path, 5 << 20)  # never a FIFO, never past the limit
            record = parse_record(data)
        except OSError as exc:
            self.refuse(path, SaveError(f"cannot be read: {exc.strerror or exc}",
                                        SaveProblem.UNREADABLE))
            return False
        except SaveError as exc:
            self.refuse(path, exc)
            return False
        profile = record.profile
        seats = tuple(SeatSetup(s.name, False, s.level) for s in default_seats(profile.deal.seats))
        deck = "french" if profile.deck.french else "wuerttemberg"
        self.window.new_game(GameSetup(profile, seats, deck, record.seed), watch=record)
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
        try:
            exists = save_path(self.directory, name).exists()
        except ValueError:
            exists = False
        if (
            exists
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
