"""``Store``: everything the program keeps between runs, in one data directory.

The directory is ``--data-dir DIR``, else ``$BINOKEL_HOME``, else the
platform's place for application data. Each kind of thing is one JSON file
with a schema version (``{"schema": 1, ...}``); today that is the settings,
and saved games and statistics are to follow in the same directory.

Reading never fails: a missing, unreadable, oversized or newer file gives the
defaults, and a value of the wrong type or outside its choices falls back to
its default; both are logged. Writing is atomic: a temporary file in the same
directory is written, flushed and synced, then put in place with
``os.replace``, so a crash leaves the old file or the new one, never half of
one. A file that could not be read is kept as ``<name>.bad`` before it is
replaced, so nothing a person had is lost without a trace.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import sys
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from .setup import DECK_STYLES
from .setup_json import valid_setup

log = logging.getLogger(__name__)

SCHEMA = 1
"""The version of the JSON files this program writes."""

SETTINGS_FILE = "settings.json"
MAX_FILE_BYTES = 1 << 20  # a settings file is a few hundred bytes; more is not ours
JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]


def _short(value: object) -> str:
    text = str(value)
    return text if len(text) <= 80 else text[:77] + "..."


def data_dir(explicit: Path | None = None) -> Path:
    """Where the program keeps its files: ``explicit``, ``$BINOKEL_HOME`` or the platform's."""
    if explicit is not None:
        return explicit
    home = os.environ.get("BINOKEL_HOME")
    if home:
        return Path(home)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
        return base / "Binokel Desktop"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Binokel Desktop"
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "binokel-desktop"


@dataclass(frozen=True, slots=True)
class Setting:
    """One remembered value: its default and the test a stored value must pass."""

    default: JsonValue
    valid: Callable[[object], bool]
    help: str = ""


def one_of(*choices: JsonValue) -> Callable[[object], bool]:
    """A test that accepts exactly ``choices`` (of the same type: True is not 1)."""
    return lambda value: any(type(value) is type(c) and value == c for c in choices)


SETTINGS: dict[str, Setting] = {
    # "" means: not chosen yet, follow the system's language.
    "language": Setting("", one_of("", "de", "en", "it"), "the language chosen in the menu"),
    "deck": Setting("wuerttemberg", one_of(*DECK_STYLES), "the deck chosen last"),
    "speed": Setting("normal", one_of("off", "fast", "normal", "slow"), "animation speed"),
    "trick_pause": Setting(900, one_of(400, 900, 1800), "ms a finished trick stays"),
    # View ▸ Colours and View ▸ Cards (issue 28 §3, §4).
    "colour_scheme": Setting("system", one_of("system", "light", "dark"),
                             "light or dark colours, or the system's"),
    "outline_hearts": Setting(False, one_of(False, True), "hearts drawn outlined"),
    "card_back": Setting(1, one_of(1, 2, 3, 4), "the design of the card backs"),
    # The last game's rules with house rules, names, people/computers, levels, deck.
    "last_game": Setting(None, valid_setup, "the New Game dialog starts from it"),
}
"""Every setting the store knows; a stored key not listed here is ignored."""


class NotRegularFile(OSError):
    """A path that is a FIFO, a device or a folder where a file should be: never read."""


def read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file ``path`` (issue 25 §8).

    Opened without blocking, so a FIFO in the file's place cannot hang the
    program, and refused unless it is a regular file (a link to ``/dev/zero``
    is a device): ``NotRegularFile``. A caller compares the length with
    ``limit`` to tell a file that is too large. Other failures are ``OSError``.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegularFile(0, "not a regular file", str(path))
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def keep_aside(path: Path) -> Path:
    """Move ``path`` to a name of its own (``NAME.bad``, ``NAME.bad-2`` …) and return it.

    A second bad file never replaces the first one's copy.
    """
    n = 1
    while True:
        aside = path.with_name(path.name + (".bad" if n == 1 else f".bad-{n}"))
        if not os.path.lexists(aside):
            os.replace(path, aside)
            return aside
        n += 1


TEMP_SUFFIX = ".tmp"
# ".NAME.json.XXXXXXXX.tmp", as tempfile.mkstemp names them in atomic_write; nothing else.
_TEMP_NAME = re.compile(r"\.[^/]+\.json\.[A-Za-z0-9_]{6,16}\.tmp")


def remove_stale_temporaries(directory: Path) -> list[Path]:
    """Remove the temporary files of writes a killed program left (issue 25 §7); the removed.

    Only names :func:`atomic_write` makes (``.NAME.XXXX.tmp``), only regular
    files, in the folder and in ``saves/``. Called once the folder's lock is
    held, so no other program is writing them.
    """
    removed: list[Path] = []
    for folder in (directory, directory / "saves"):
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for entry in entries:
            if not _TEMP_NAME.fullmatch(entry.name):
                continue
            try:
                if stat.S_ISREG(entry.lstat().st_mode):
                    entry.unlink()
                    removed.append(entry)
            except OSError:
                continue
    if removed:
        log.info("removed %d temporary file(s) of interrupted writes", len(removed))
    return removed


def atomic_write(path: Path, data: bytes, *, sync_directory: bool = True) -> None:
    """Replace ``path`` by ``data`` so that a crash leaves the old file or the new one.

    ``sync_directory=False`` skips syncing the directory after the rename: a
    power cut may then bring back the previous file, never a broken one (the
    autosave, written after every action, takes that to halve its time).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.",
                                    suffix=TEMP_SUFFIX)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if sync_directory:
        _sync_directory(path.parent)


def _sync_directory(directory: Path) -> None:
    # The rename itself is durable only once the directory is synced (POSIX).
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class NoticeKind(StrEnum):
    """What went wrong with a file, for the window to tell in the player's language."""

    UNREADABLE = "unreadable"  # damaged, not JSON, too large, not a regular file
    NEWER = "newer"  # of a schema this version does not read
    REPAIRED = "repaired"  # some values could not be used; the rest was kept
    SKIPPED = "skipped"  # entries this version cannot use, kept in the file as they are


@dataclass(frozen=True, slots=True)
class Notice:
    """One problem with one file of the data folder, told to the player once."""

    file: str
    kind: NoticeKind
    detail: str  # English (logs); the window says the kind in the player's language
    items: tuple[str, ...] = ()  # what was repaired or skipped, by name


class Store:
    """The data directory: settings, and the JSON files of statistics, house rules, aids …

    A file that could not be read (or only in part) is reported once as a
    :class:`Notice` (``notices``, and to each function in ``listeners``) and
    kept under a name of its own before anything is written over it.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.notices: list[Notice] = []
        self.listeners: list[Callable[[Notice], None]] = []
        self._flawed: set[str] = set()  # files read only in part: kept aside on the next write

    @property
    def path(self) -> Path:
        """The settings file."""
        return self.directory / SETTINGS_FILE

    def notice(self, notice: Notice) -> None:
        """Report a problem with a file (each one once)."""
        if notice in self.notices:
            return
        self.notices.append(notice)
        for listener in list(self.listeners):
            listener(notice)

    def repaired(self, name: str, detail: str, items: tuple[str, ...] = ()) -> None:
        """A reader used only part of ``name``: tell once, keep the file aside on the next write."""
        self._flawed.add(name)
        self.notice(Notice(name, NoticeKind.REPAIRED, detail, items))

    # -- JSON files with a schema version -------------------------------------------------

    def read_json(self, name: str) -> dict[str, JsonValue] | None:
        """The object stored in ``name`` if it is readable and of our schema, else None."""
        path = self.directory / name
        try:
            raw = read_regular(path, MAX_FILE_BYTES)
        except FileNotFoundError:
            return None
        except OSError as exc:
            self._unreadable(name, f"cannot be read ({exc.strerror or exc})")
            return None
        if len(raw) > MAX_FILE_BYTES:
            self._unreadable(name, f"larger than {MAX_FILE_BYTES} bytes")
            return None
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError) as exc:
            self._unreadable(name, f"not valid JSON ({_short(exc)})")
            return None
        if not isinstance(data, dict):
            self._unreadable(name, "not a JSON object")
            return None
        schema = data.get("schema")
        if type(schema) is int and schema > SCHEMA:
            log.warning("%s: schema %d is newer than this version reads (1 to %d); "
                        "defaults are used", path, schema, SCHEMA)
            self.notice(Notice(name, NoticeKind.NEWER, f"schema {schema}"))
            return None
        if type(schema) is not int or not 1 <= schema <= SCHEMA:
            self._unreadable(name, f"schema {_short(schema)} is not one this version "
                            f"reads (1 to {SCHEMA})")
            return None
        return data

    def _unreadable(self, name: str, reason: str) -> None:
        log.warning("%s: unreadable, %s; defaults are used", self.directory / name, reason)
        self.notice(Notice(name, NoticeKind.UNREADABLE, reason))

    def write_json(self, name: str, data: Mapping[str, JsonValue]) -> None:
        """Write ``data`` with our schema version to ``name``, atomically.

        A file that exists but could not be read, or only in part, is first
        kept under a name of its own (``NAME.bad``, ``NAME.bad-2`` …); the
        top-level parts of a readable file that ``data`` does not name are kept.
        Raises ``OSError`` when the directory cannot be written.
        """
        path = self.directory / name
        current = self.read_json(name) if os.path.lexists(path) else {}
        if current is None or name in self._flawed:
            aside = keep_aside(path)
            self._flawed.discard(name)
            current = {}
            log.warning("%s: kept as %s before it is written anew", path, aside.name)
        # A part this version does not write (a newer version's) stays as it was.
        body = {**current, **data, "schema": SCHEMA}
        atomic_write(path, json.dumps(body, indent=1, sort_keys=True).encode("utf-8") + b"\n")

    # -- settings -------------------------------------------------------------------------

    def settings(self) -> dict[str, JsonValue]:
        """Every known setting, each either its valid stored value or its default."""
        stored = self.read_json(SETTINGS_FILE)
        if stored is None and not os.path.lexists(self.path):
            stored = {"settings": legacy_settings(self.directory)}
        values = (stored or {}).get("settings")
        if not isinstance(values, dict):
            if values is not None:
                log.warning("%s: 'settings' is not an object; defaults are used", self.path)
                self.repaired(SETTINGS_FILE, "'settings' is not an object", ("settings",))
            values = {}
        out: dict[str, JsonValue] = {}
        bad: list[str] = []
        for key, setting in SETTINGS.items():
            value = values.get(key, setting.default)
            if not setting.valid(value):
                log.warning("%s: %s = %s is not valid; the default %r is used",
                            self.path, key, _short(repr(value)), setting.default)
                value = setting.default
                bad.append(key)
            out[key] = value
        if bad:
            self.repaired(SETTINGS_FILE, "values not valid: " + ", ".join(bad), tuple(bad))
        return out

    def get(self, key: str) -> JsonValue:
        """One setting (its default when missing or invalid)."""
        return self.settings()[key]

    def set(self, key: str, value: JsonValue) -> None:
        """Remember one setting; ``ValueError`` for an unknown key or an invalid value."""
        setting = SETTINGS.get(key)
        if setting is None:
            raise ValueError(f"unknown setting {key!r}")
        if not setting.valid(value):
            raise ValueError(f"{value!r} is not a valid value of {key!r}")
        stored = (self.read_json(SETTINGS_FILE) or {}).get("settings")
        # Settings this version does not know (a newer version's) stay as they were.
        values = {k: v for k, v in stored.items() if k not in SETTINGS} \
            if isinstance(stored, dict) else {}
        values.update(self.settings())
        values[key] = value
        self.write_json(SETTINGS_FILE, {"settings": values})


LEGACY_SETTINGS = "settings.ini"
"""Where versions before the JSON store kept the language (QSettings, INI format)."""


def legacy_settings(directory: Path) -> dict[str, JsonValue]:
    """The settings a previous version kept (issue 25 §10): today only the language.

    Versions before ``settings.json`` wrote ``settings.ini`` (``[General]``,
    ``language=de``) into ``$BINOKEL_HOME``, else Qt's own place for the
    organisation "Binokel Desktop". Read only while no ``settings.json`` exists;
    the next setting written carries the language over. Bounded and
    non-blocking like every read; anything unclear gives nothing.
    """
    candidates = [directory / LEGACY_SETTINGS]
    if directory == data_dir() and not os.environ.get("BINOKEL_HOME"):
        candidates.append(_legacy_native())
    for path in candidates:
        try:
            raw = read_regular(path, MAX_FILE_BYTES)
        except OSError:
            continue
        language = _ini_language(raw[:MAX_FILE_BYTES])
        if language:
            log.info("%s: the language %r of the previous version is taken over", path, language)
            return {"language": language}
    return {}


def _legacy_native() -> Path:
    # QSettings("Binokel Desktop", "Binokel Desktop") on Linux and other Unix systems;
    # Windows (registry) and macOS (plist) kept it where only Qt reads it.
    base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / "Binokel Desktop" / "Binokel Desktop.conf"


def _ini_language(raw: bytes) -> str:
    section = ""
    for line in raw.decode("utf-8", "replace").splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
        elif section == "General" and "=" in line:
            key, _, value = line.partition("=")
            value = value.strip().strip('"')
            if key.strip() == "language" and value in ("de", "en", "it"):
                return value
    return ""
