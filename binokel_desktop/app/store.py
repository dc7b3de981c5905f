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
import sys
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

SCHEMA = 1
"""The version of the JSON files this program writes."""

SETTINGS_FILE = "settings.json"
MAX_FILE_BYTES = 1 << 20  # a settings file is a few hundred bytes; more is not ours
JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]


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
}
"""Every setting the store knows; a stored key not listed here is ignored."""


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` so that a crash leaves the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
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


class Store:
    """The data directory: settings now, saved games and statistics later."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    @property
    def path(self) -> Path:
        """The settings file."""
        return self.directory / SETTINGS_FILE

    # -- JSON files with a schema version -------------------------------------------------

    def read_json(self, name: str) -> dict[str, JsonValue] | None:
        """The object stored in ``name`` if it is readable and of our schema, else None."""
        path = self.directory / name
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                log.warning("%s: larger than %d bytes; ignored", path, MAX_FILE_BYTES)
                return None
            data = json.loads(path.read_bytes())
        except FileNotFoundError:
            return None
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("%s: unreadable (%s); defaults are used", path, exc)
            return None
        if not isinstance(data, dict):
            log.warning("%s: not a JSON object; defaults are used", path)
            return None
        schema = data.get("schema")
        if type(schema) is not int or not 1 <= schema <= SCHEMA:
            log.warning("%s: schema %r is not one this version reads (1 to %d); "
                        "defaults are used", path, schema, SCHEMA)
            return None
        return data

    def write_json(self, name: str, data: Mapping[str, JsonValue]) -> None:
        """Write ``data`` with our schema version to ``name``, atomically.

        A file that exists but cannot be read is kept as ``<name>.bad`` first.
        Raises ``OSError`` when the directory cannot be written.
        """
        path = self.directory / name
        if path.exists() and self.read_json(name) is None:
            os.replace(path, path.with_name(path.name + ".bad"))
        body = {"schema": SCHEMA, **{k: v for k, v in data.items() if k != "schema"}}
        atomic_write(path, json.dumps(body, indent=1, sort_keys=True).encode("utf-8") + b"\n")

    # -- settings -------------------------------------------------------------------------

    def settings(self) -> dict[str, JsonValue]:
        """Every known setting, each either its valid stored value or its default."""
        stored = self.read_json(SETTINGS_FILE) or {}
        values = stored.get("settings")
        if not isinstance(values, dict):
            if values is not None:
                log.warning("%s: 'settings' is not an object; defaults are used", self.path)
            values = {}
        out: dict[str, JsonValue] = {}
        for key, setting in SETTINGS.items():
            value = values.get(key, setting.default)
            if not setting.valid(value):
                log.warning("%s: %s = %r is not valid; the default %r is used",
                            self.path, key, value, setting.default)
                value = setting.default
            out[key] = value
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
        values = self.settings()
        values[key] = value
        self.write_json(SETTINGS_FILE, {"settings": values})
