"""The Game menu's file operations, each returning what it did (issue 24 §2).

Save as, Open, Export record, Open record, reading the last game's autosave
and keeping an unreadable autosave aside. Nothing here asks or tells: the
window's dialogs (``ui/save_dialogs.py``) ask where and say what came back. A
file that cannot be loaded is never changed; a write that fails says why in
the system's words (``strerror``).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path

from ..engine import GameRecord
from .autosave import new_game_id
from .saves import (
    GameSave,
    SaveError,
    SaveProblem,
    autosave_name,
    autosave_slot,
    parse_record,
    read_save,
    save_bytes,
    save_path,
)
from .setup import GameSetup, SeatSetup, default_seats
from .store import atomic_write, read_regular

log = logging.getLogger(__name__)

MAX_RECORD_BYTES = 5 << 20  # an exported record is read up to this, never a FIFO


@dataclass(frozen=True, slots=True)
class Written:
    """What a write did: the file written, or (``error`` not empty) why nothing was."""

    path: Path | None
    error: str = ""  # the system's reason, or why the name is no file name

    @property
    def ok(self) -> bool:
        """Whether the file was written."""
        return not self.error


@dataclass(frozen=True, slots=True)
class RecordToWatch:
    """A game record opened to be watched, with the table it is replayed at."""

    path: Path
    record: GameRecord
    setup: GameSetup  # the record's rules and deck, computers at every seat


@dataclass(frozen=True, slots=True)
class KeptAside:
    """An unreadable autosave moved, byte for byte, to a name of its own."""

    path: Path  # where it was
    aside: Path | None  # where it is now; None when it could not be moved
    error: str = ""


# -- the last game --------------------------------------------------------------------


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


def keep_unreadable_autosave(directory: Path, autoplay: bool = False,
                             now: float | None = None) -> KeptAside | None:
    """Move the autosave this version writes aside if it cannot be read, so that the
    new game does not overwrite it: ``autosave-unreadable-TIME.json`` (``-2``, ``-3``
    … for a second one in the same second). None: there was nothing to keep."""
    path = directory / autosave_slot(directory, autoplay)
    if not path.exists():
        return None
    try:
        read_save(path)
    except SaveError:
        stamp = int(time.time() if now is None else now)
        aside = path.with_name(f"autosave-unreadable-{stamp}.json")
        n = 2
        while aside.exists():  # a second one in the same second keeps its own name
            aside = aside.with_name(f"autosave-unreadable-{stamp}-{n}.json")
            n += 1
        try:
            path.rename(aside)
        except OSError as exc:
            log.warning("unreadable autosave %s could not be kept aside: %s", path, exc)
            return KeptAside(path, None, exc.strerror or str(exc))
        log.warning("unreadable autosave kept as %s", aside)
        return KeptAside(path, aside)
    return None


# -- named games ----------------------------------------------------------------------


def save_exists(directory: Path, name: str) -> bool:
    """Whether a game called ``name`` is saved (False for a name that is no file name)."""
    try:
        return save_path(directory, name).exists()
    except ValueError:
        return False


def save_as(directory: Path, name: str, save: GameSave) -> Written:
    """Write ``save`` as the named game ``name`` in ``directory``, replacing one of that name."""
    try:
        path = save_path(directory, name)
        atomic_write(path, save_bytes(save))
    except (OSError, ValueError) as exc:
        return Written(None, getattr(exc, "strerror", None) or str(exc))
    return Written(path)


def open_save(path: Path) -> GameSave | SaveError:
    """The saved game in ``path`` to play on, or why it cannot be opened.

    An unfinished game comes as a copy: played on, it gets its own autosave and
    statistics (a new ``game_id``), and the deals before the save point stay
    counted by the game it was saved from (``counted_from``). A finished game
    comes as it is (``finished``): there is nothing to play on.
    """
    try:
        save = read_save(path)
    except SaveError as exc:
        return exc
    if save.finished:
        return save
    return GameSave(save.setup, save.record, False, save.saved_at, save.scores,
                    save.deal_no, new_game_id(), counted_from=save.deal_no)


# -- records --------------------------------------------------------------------------


def export_record(record: GameRecord, path: Path) -> Written:
    """Write ``record`` (the bug-report format) to ``path``."""
    try:
        atomic_write(path, record.to_json().encode("utf-8") + b"\n")
    except OSError as exc:
        return Written(path, exc.strerror or str(exc))
    return Written(path)


def open_record(path: Path) -> RecordToWatch | SaveError:
    """The record in ``path`` (or the record inside a save) and a table to watch it at,
    or why it cannot be opened."""
    try:
        record = parse_record(read_regular(path, MAX_RECORD_BYTES))
    except OSError as exc:
        return SaveError(f"cannot be read: {exc.strerror or exc}", SaveProblem.UNREADABLE)
    except SaveError as exc:
        return exc
    profile = record.profile
    seats = tuple(SeatSetup(s.name, False, s.level) for s in default_seats(profile.deal.seats))
    deck = "french" if profile.deck.french else "wuerttemberg"
    return RecordToWatch(path, record, GameSetup(profile, seats, deck, record.seed))
