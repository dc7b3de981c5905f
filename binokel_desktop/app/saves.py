"""Saved games: a :class:`GameRecord` with the seats, names, levels and deck.

A save is JSON (``{"format": "binokel-save", "version": 2, ...}``). The
record inside is the truth: loading replays it through the engine, and the
scores written beside it are only checked against the replay. Nothing read
is executed or unpickled; every value is checked for its type and range,
the file for its size, and any failure is a :class:`SaveError` whose
message says what is wrong. Reading never changes the file.

Version 1 (the first saves) held ``names`` and ``levels`` lists (a level of
``null`` for a person) and no deck; it is migrated on reading. A newer or
unknown version is refused with a message naming it.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from ..engine import AnyState, GameRecord, RecordError, ReplayError, new_game, steps
from ..engine.actions import Action, IllegalAction, action_to_json
from ..engine.events import Event
from ..engine.profile import profile_to_dict
from ..engine.record import FORMAT as RECORD_FORMAT
from ..engine.record import SEED_LIMIT
from ..engine.record import VERSION as RECORD_VERSION
from .setup import DECK_STYLES, GameSetup, SeatSetup
from .setup_json import seat_from_json
from .store import atomic_write, read_regular

FORMAT = "binokel-save"
VERSION = 2
"""The save version this program writes."""

MAX_SAVE_BYTES = 4 << 20  # a long game is ~60 kB; anything near this is not ours
MAX_ACTIONS = 20_000  # far beyond any game that ends (a 4-hand game to 1500 is ~1,500)
AUTOSAVE = "autosave.json"
AUTOPLAY_AUTOSAVE = "autosave-autoplay.json"
"""A ``--autoplay`` demo's own autosave: a demo never replaces the unfinished game of people."""
SAVES_DIR = "saves"


def autosave_name(autoplay: bool) -> str:
    """The autosave file of a window started with or without ``--autoplay``."""
    return AUTOPLAY_AUTOSAVE if autoplay else AUTOSAVE


def newer_version(path: Path) -> int:
    """The version of the save at ``path`` if a newer program wrote it, else 0."""
    try:
        obj = json.loads(read_regular(path, MAX_SAVE_BYTES))
    except (OSError, ValueError, RecursionError):
        return 0
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        return 0
    version = obj.get("version")
    return version if type(version) is int and version > VERSION else 0


def autosave_slot(directory: Path, autoplay: bool = False) -> str:
    """The file this version autosaves into (issue 25 §5).

    Normally :func:`autosave_name`; when a newer version's game lies there, it
    is left in place for that version, and this one keeps its own game in
    ``autosave-v2.json`` (``autosave-autoplay-v2.json``) beside it.
    """
    name = autosave_name(autoplay)
    if newer_version(directory / name):
        return f"{Path(name).stem}-v{VERSION}.json"
    return name


class SaveProblem(StrEnum):
    """The common reasons a file is refused, for the ui to say in its language."""

    TOO_LARGE = "too_large"  # the limit in MB
    NOT_JSON = "not_json"  # not text, damaged JSON, nested too deeply, no JSON object
    RECORD_NOT_SAVE = "record_not_save"
    NOT_SAVE = "not_save"
    NEWER_VERSION = "newer_version"  # its version, the newest this program reads
    BAD_FIELD = "bad_field"  # the field's name in the file
    ILLEGAL_MOVE = "illegal_move"  # the move's number, counted from 1
    SCORES_CHANGED = "scores_changed"
    UNREADABLE = "unreadable"  # the disk or the system refused (the reason stays English)
    BAD_RECORD = "bad_record"  # the game record inside cannot be read or started
    OTHER = "other"  # only the English message says what; the ui says "damaged"


class SaveError(ValueError):
    """A file that is not a save this program can load; the message says why.

    The message is English (logs, CLI); ``kind`` and ``values`` let the ui say
    the common reasons in the player's language.
    """

    def __init__(self, message: str, kind: SaveProblem = SaveProblem.OTHER,
                 values: tuple[int | str, ...] = ()) -> None:
        super().__init__(message)
        self.kind = kind
        self.values = values


@dataclass(frozen=True, slots=True)
class GameSave:
    """A game to sit down at again: the setup (seats, deck) and the record so far."""

    setup: GameSetup
    record: GameRecord
    finished: bool = False
    saved_at: float = 0.0  # seconds since the epoch
    scores: tuple[int, ...] = ()
    deal_no: int = 1
    game_id: str = ""  # ties autosave and statistics of one game together
    state: AnyState | None = field(default=None, compare=False)  # the replayed state
    taken_back: tuple[int, ...] = ()  # score sheet rows of deals with a take back (issue 16)
    # The first deal this game's statistics count: a copy opened from a named save
    # leaves the deals before it to the game it was saved from.
    counted_from: int = 0


# -- writing -------------------------------------------------------------------------------


class SaveWriter:
    """Writes one game's saves quickly: each action is turned into JSON once.

    ``write(path, ...)`` costs one ``json.dumps`` of the few small fields plus a
    join of the cached action texts, then the atomic write.
    """

    def __init__(self, setup: GameSetup, game_id: str, counted_from: int = 0) -> None:
        self.setup = setup
        self.game_id = game_id
        self.counted_from = counted_from
        self._actions: list[str] = []
        self._profile = ""

    def text(self, record: GameRecord, *, deal_no: int, scores: tuple[int, ...],
             finished: bool, saved_at: float | None = None,
             taken_back: tuple[int, ...] = ()) -> bytes:
        """The save's bytes for ``record`` (actions already seen are not encoded again)."""
        if len(self._actions) > len(record.actions):
            self._actions.clear()
        for action in record.actions[len(self._actions):]:
            self._actions.append(json.dumps(action_to_json(action), separators=(",", ":")))
        if not self._profile:
            self._profile = json.dumps(profile_to_dict(record.profile), sort_keys=True,
                                       separators=(",", ":"))
        head = {
            "format": FORMAT, "version": VERSION, "game_id": self.game_id,
            "saved_at": round(time.time() if saved_at is None else saved_at, 3),
            "finished": finished, "deal_no": deal_no, "scores": list(scores),
            "deck": self.setup.deck, "taken_back": sorted(taken_back),
            "counted_from": self.counted_from,
            "seats": [{"name": s.name, "human": s.human, "level": s.level}
                      for s in self.setup.seats],
        }
        record_head = json.dumps({"format": RECORD_FORMAT, "version": RECORD_VERSION,
                                  "seed": record.seed, "dealer": record.dealer})
        # The record is assembled from cached parts: profile and actions as written before.
        record_text = (record_head[:-1] + ', "profile": ' + self._profile
                       + ', "actions": [\n' + ",\n".join(self._actions) + "\n]}")
        return (json.dumps(head)[:-1] + ', "record": ' + record_text + "}\n").encode("utf-8")

    def write(self, path: Path, record: GameRecord, *, deal_no: int,
              scores: tuple[int, ...], finished: bool,
              taken_back: tuple[int, ...] = ()) -> None:
        """Write the save atomically; ``OSError`` when the directory cannot be written."""
        atomic_write(path, self.text(record, deal_no=deal_no, scores=scores,
                                     finished=finished, taken_back=taken_back))


def save_bytes(save: GameSave) -> bytes:
    """A whole save as bytes (for Save as and tests)."""
    writer = SaveWriter(save.setup, save.game_id, save.counted_from)
    return writer.text(save.record, deal_no=save.deal_no, scores=save.scores,
                       finished=save.finished, saved_at=save.saved_at or None,
                       taken_back=save.taken_back)


# -- reading -------------------------------------------------------------------------------


def read_save(path: Path) -> GameSave:
    """Load the save at ``path``: checked, migrated, replayed. Raises :class:`SaveError`."""
    try:
        data = read_regular(path, MAX_SAVE_BYTES)  # a FIFO or a device is refused, not read
    except OSError as exc:
        raise SaveError(f"cannot be read: {exc.strerror or exc}",
                        SaveProblem.UNREADABLE) from None
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(f"is larger than {MAX_SAVE_BYTES // (1 << 20)} MB; "
                        "no saved game is that big", SaveProblem.TOO_LARGE,
                        (MAX_SAVE_BYTES // (1 << 20),))
    return parse_save(data)


def parse_save(data: bytes) -> GameSave:
    """A save from its bytes; raises :class:`SaveError` naming what is wrong."""
    obj = _json(data)
    if not isinstance(obj, dict):
        raise SaveError("is not a saved game (no JSON object)", SaveProblem.NOT_JSON)
    if obj.get("format") == RECORD_FORMAT:
        raise SaveError("is a game record, not a saved game: open it with Open record",
                        SaveProblem.RECORD_NOT_SAVE)
    if obj.get("format") != FORMAT:
        raise SaveError("is not a Binokel saved game", SaveProblem.NOT_SAVE)
    version = obj.get("version")
    if type(version) is not int:
        raise SaveError(f"has no valid version ({_short(version)})", SaveProblem.BAD_FIELD,
                        ("version",))
    if version > VERSION:
        raise SaveError(f"is of version {version}, made by a newer Binokel Desktop; "
                        f"this one reads versions 1 to {VERSION}",
                        SaveProblem.NEWER_VERSION, (version, VERSION))
    if version not in MIGRATIONS and version != VERSION:
        raise SaveError(f"is of unknown version {version}", SaveProblem.BAD_FIELD, ("version",))
    while version != VERSION:
        obj = MIGRATIONS[version](obj)
        version += 1
    return _from_v2(obj)


def parse_record(data: bytes) -> GameRecord:
    """An exported game record from its bytes, replayed to check it; :class:`SaveError`."""
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(f"is larger than {MAX_SAVE_BYTES // (1 << 20)} MB",
                        SaveProblem.TOO_LARGE, (MAX_SAVE_BYTES // (1 << 20),))
    obj = _json(data)
    if isinstance(obj, dict) and obj.get("format") == FORMAT:
        obj = obj.get("record")
    record = _record(obj)
    normalised, _ = normalise(record)
    return normalised


def _json(data: bytes) -> Any:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"is not text (byte {exc.start} is not UTF-8)",
                        SaveProblem.NOT_JSON) from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise SaveError("is nested too deeply to be a saved game", SaveProblem.NOT_JSON) from None
    except ValueError as exc:  # JSONDecodeError, and ints too long to convert
        raise SaveError(f"is damaged: {exc}", SaveProblem.NOT_JSON) from None


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON allows")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _migrate_v1(obj: dict[str, Any]) -> dict[str, Any]:
    # v1: parallel "names" and "levels" lists, no deck; a level of None is a person.
    names, levels = obj.get("names"), obj.get("levels")
    if not isinstance(names, list) or not isinstance(levels, list) or len(names) != len(levels):
        raise SaveError("(version 1) has no matching names and levels", SaveProblem.BAD_FIELD,
                        ("names",))
    seats = [{"name": n, "human": lv is None, "level": lv if lv is not None else "medium"}
             for n, lv in zip(names, levels, strict=True)]
    out = {k: v for k, v in obj.items() if k not in ("names", "levels")}
    out.update(version=2, seats=seats, deck="wuerttemberg")
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _migrate_v1}
"""``MIGRATIONS[v]`` turns a version-``v`` save into version ``v + 1``."""


def _from_v2(obj: dict[str, Any]) -> GameSave:
    record = _record(obj.get("record"))
    profile = record.profile
    seats_raw = obj.get("seats")
    if not isinstance(seats_raw, list) or len(seats_raw) != profile.deal.seats:
        raise SaveError(f"needs {profile.deal.seats} seats for {profile.name}",
                        SaveProblem.BAD_FIELD, ("seats",))
    seats = tuple(_seat(i, s) for i, s in enumerate(seats_raw))
    deck = obj.get("deck", "wuerttemberg")
    if deck not in DECK_STYLES:
        raise SaveError(f"names an unknown deck {_short(deck)}", SaveProblem.BAD_FIELD, ("deck",))
    finished = obj.get("finished", False)
    saved_at = obj.get("saved_at", 0.0)
    game_id = obj.get("game_id", "")
    if type(finished) is not bool:
        raise SaveError("has a 'finished' that is not true or false", SaveProblem.BAD_FIELD,
                        ("finished",))
    if type(saved_at) not in (int, float) or not math.isfinite(saved_at) or saved_at < 0:
        raise SaveError("has a bad 'saved_at' time", SaveProblem.BAD_FIELD, ("saved_at",))
    if not isinstance(game_id, str) or len(game_id) > 64:
        raise SaveError("has a bad 'game_id'", SaveProblem.BAD_FIELD, ("game_id",))
    normalised, state = normalise(record)
    taken_back = _taken_back(obj.get("taken_back", []), len(state.results))
    counted_from = obj.get("counted_from", 0)  # optional: saves before it count from 0
    if type(counted_from) is not int or not 0 <= counted_from <= state.deal_no:
        raise SaveError(f"has a bad 'counted_from' {_short(counted_from)}",
                        SaveProblem.BAD_FIELD, ("counted_from",))
    scores = tuple(int(s) for s in state.scores)
    stored = obj.get("scores")
    if stored is not None and stored != list(scores):
        raise SaveError(f"says the scores are {_short(stored)} but its moves give "
                        f"{list(scores)}: it was changed by hand or damaged",
                        SaveProblem.SCORES_CHANGED)
    over = bool(getattr(state, "winner", -1) >= 0)
    if finished and not over:
        raise SaveError("says the game is finished but its moves do not end it",
                        SaveProblem.BAD_FIELD, ("finished",))
    setup = GameSetup(profile, seats, str(deck), record.seed)
    return GameSave(setup, normalised, over, float(saved_at), scores,
                    int(state.deal_no), game_id, state, taken_back, counted_from)


def _taken_back(raw: object, deals: int) -> tuple[int, ...]:
    # Rows of the score sheet: one per scored deal, plus the deal being played.
    if not isinstance(raw, list) or len(raw) > deals + 1 or not all(
            type(r) is int and 0 <= r <= deals for r in raw):
        raise SaveError(f"has a bad 'taken_back' list {_short(raw)} "
                        f"(rows 0 to {deals} of the score sheet)", SaveProblem.BAD_FIELD,
                        ("taken_back",))
    return tuple(sorted(set(raw)))


def _seat(i: int, raw: object) -> SeatSetup:
    try:
        return seat_from_json(i, raw)
    except ValueError as exc:
        raise SaveError(str(exc), SaveProblem.BAD_FIELD, ("seats",)) from None


def _record(raw: object) -> GameRecord:
    if not isinstance(raw, dict):
        raise SaveError("holds no game record", SaveProblem.BAD_FIELD, ("record",))
    actions = raw.get("actions", [])
    if not isinstance(actions, list):
        raise SaveError("has moves that are not a list", SaveProblem.BAD_FIELD, ("actions",))
    if len(actions) > MAX_ACTIONS:
        raise SaveError(f"has {len(actions)} moves; no game has more than {MAX_ACTIONS}",
                        SaveProblem.BAD_FIELD, ("actions",))
    seed, dealer = raw.get("seed"), raw.get("dealer", 0)
    # The engine's own range: every game the program can start can be saved and read.
    if type(seed) is not int or not -SEED_LIMIT <= seed < SEED_LIMIT:
        raise SaveError(f"has a bad seed {_short(seed)}", SaveProblem.BAD_FIELD, ("seed",))
    try:
        record = GameRecord.from_dict(raw)
    except RecordError as exc:
        raise SaveError(f"holds a bad game record: {exc}", SaveProblem.BAD_RECORD) from None
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError) as exc:
        # The engine's reader names most faults; anything else is still a refusal.
        raise SaveError(f"holds a bad game record: {type(exc).__name__}: {exc}",
                        SaveProblem.BAD_RECORD) from None
    if type(dealer) is not int or not 0 <= dealer < record.profile.deal.seats:
        raise SaveError(f"has a bad dealer {_short(dealer)}", SaveProblem.BAD_FIELD, ("dealer",))
    return record


# -- replaying -----------------------------------------------------------------------------


def replay_steps(record: GameRecord) -> Iterator[tuple[Action, AnyState, list[Event]]]:
    """Each action with the state after it and its events; :class:`SaveError` if illegal.

    The engine's :func:`steps` walk, its refusals said as a save's problems.
    """
    walk = steps(record)
    while True:
        try:
            step = next(walk)
        except StopIteration:
            return
        except ReplayError as exc:
            kind = exc.action.kind
            if isinstance(exc.cause, IllegalAction):
                raise SaveError(f"move {exc.index + 1} ({kind}) breaks the rules: {exc.cause}",
                                SaveProblem.ILLEGAL_MOVE, (exc.index + 1,)) from None
            raise SaveError(f"move {exc.index + 1} ({kind}) cannot be played: {exc.cause}",
                            SaveProblem.ILLEGAL_MOVE, (exc.index + 1,)) from None
        except (ValueError, TypeError, OverflowError) as exc:
            raise SaveError(f"cannot start its game: {exc}", SaveProblem.BAD_RECORD) from None
        yield step.action, step.after, step.events


def normalise(record: GameRecord) -> tuple[GameRecord, AnyState]:
    """The record, checked by replaying it, and the state it reaches; :class:`SaveError`.

    A version-1 record got its ``NextDeal`` actions when it was read
    (:func:`~binokel_desktop.engine.upgraded`), so the record is kept as it is.
    """
    state: AnyState | None = None
    for _, after, _ in replay_steps(record):
        state = after
    if state is None:
        state = new_game(record.profile, record.seed, dealer=record.dealer)
    return record, state


# -- the data directory ----------------------------------------------------------------------


def save_path(directory: Path, name: str) -> Path:
    """Where the named save lives; ``ValueError`` for a name that is no file name."""
    clean = name.strip()
    if not clean or len(clean) > 60 or any(c in clean for c in '/\\:*?"<>|') \
            or clean.startswith(".") or any(ord(c) < 32 for c in clean):
        raise ValueError(f"{name!r} cannot be a file name")
    return directory / SAVES_DIR / f"{clean}.json"


def list_saves(directory: Path) -> list[tuple[str, float]]:
    """The named saves (name, modification time), newest first."""
    folder = directory / SAVES_DIR
    try:
        entries = [(p.stem, p.stat().st_mtime) for p in folder.glob("*.json") if p.is_file()]
    except OSError:
        return []
    return sorted(entries, key=lambda e: -e[1])

