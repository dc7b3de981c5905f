"""The Game menu's file operations without a window (issue 24 §2): real files in tmp_path.

Each operation says what it did (the file written, the game or record opened)
or why not; a file that cannot be opened is never changed, and an unreadable
autosave is kept, byte for byte, under a name of its own.
"""

from __future__ import annotations

import sys
from pathlib import Path

from binokel_desktop.app import game_files
from binokel_desktop.app.game_files import RecordToWatch, Written
from binokel_desktop.app.saves import (
    AUTOPLAY_AUTOSAVE,
    AUTOSAVE,
    GameSave,
    SaveError,
    SaveProblem,
    read_save,
    save_bytes,
)

sys.path.insert(0, str(Path(__file__).parent))
from saves_kit import played  # noqa: E402

DAMAGED = b'{"format": "binokel-save", "version": 2, "rec\xff'


def test_save_as_writes_a_named_game_that_reads_back_and_replaces_one_of_its_name(tmp_path):
    game = played(limit=40)
    assert not game_files.save_exists(tmp_path, "Sunday")
    written = game_files.save_as(tmp_path, " Sunday ", game)
    assert written == Written(tmp_path / "saves" / "Sunday.json") and written.ok
    assert game_files.save_exists(tmp_path, "Sunday")
    assert read_save(written.path).record == game.record
    later = played(limit=60)
    assert game_files.save_as(tmp_path, "Sunday", later).ok
    assert read_save(tmp_path / "saves" / "Sunday.json").record == later.record
    assert [p.name for p in (tmp_path / "saves").iterdir()] == ["Sunday.json"]


def test_save_as_says_why_nothing_was_written(tmp_path):
    game = played(limit=40)
    bad = game_files.save_as(tmp_path, "a/b", game)  # no file name
    assert not bad.ok and bad.path is None and "cannot be a file name" in bad.error
    assert not game_files.save_exists(tmp_path, "a/b")
    blocker = tmp_path / "file"
    blocker.write_bytes(b"x")  # the data directory is a file: nothing can be made in it
    failed = game_files.save_as(blocker, "Sunday", game)
    assert not failed.ok and failed.path is None and failed.error == "Not a directory"
    assert not list(tmp_path.glob("saves"))


def test_open_save_gives_a_copy_to_play_on_and_a_finished_game_as_it_is(tmp_path):
    game = played(limit=300)
    path = tmp_path / "g.json"
    path.write_bytes(save_bytes(game))
    copy = game_files.open_save(path)
    assert isinstance(copy, GameSave) and not copy.finished
    assert copy.record == game.record and copy.scores == game.scores
    # Its own autosave and statistics; the deals before the save stay with the old game.
    assert copy.game_id not in ("", game.game_id) and copy.counted_from == game.deal_no > 1
    done = played()
    path.write_bytes(save_bytes(done))
    finished = game_files.open_save(path)
    assert isinstance(finished, GameSave) and finished.finished
    assert finished.game_id == done.game_id


def test_a_damaged_save_or_record_is_reported_and_left_byte_for_byte(tmp_path):
    path = tmp_path / "g.json"
    path.write_bytes(DAMAGED)
    for problem in (game_files.open_save(path), game_files.open_record(path)):
        assert isinstance(problem, SaveError) and problem.kind is SaveProblem.NOT_JSON
        assert path.read_bytes() == DAMAGED
    missing = game_files.open_record(tmp_path / "none.json")
    assert isinstance(missing, SaveError) and missing.kind is SaveProblem.UNREADABLE
    assert isinstance(game_files.open_save(tmp_path / "none.json"), SaveError)
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_an_exported_record_opens_to_be_watched_by_computers(tmp_path):
    game = played(limit=40)
    out = tmp_path / "records" / "r.binokel.json"
    assert game_files.export_record(game.record, out) == Written(out)
    opened = game_files.open_record(out)
    assert isinstance(opened, RecordToWatch) and opened.record == game.record
    assert opened.setup.profile == game.record.profile and opened.setup.seed == game.record.seed
    assert not any(seat.human for seat in opened.setup.seats)
    # A saved game opens as a record too: the record inside it.
    save = tmp_path / "s.json"
    save.write_bytes(save_bytes(game))
    inside = game_files.open_record(save)
    assert isinstance(inside, RecordToWatch) and inside.record == game.record


def test_an_export_that_cannot_be_written_says_why(tmp_path):
    (tmp_path / "records").write_bytes(b"x")  # where the folder should be
    out = tmp_path / "records" / "r.json"
    failed = game_files.export_record(played(limit=10).record, out)
    assert failed.path == out and not failed.ok and failed.error
    assert (tmp_path / "records").read_bytes() == b"x"


def test_an_unreadable_autosave_is_kept_aside_byte_for_byte(tmp_path):
    autosave = tmp_path / AUTOSAVE
    autosave.write_bytes(DAMAGED)
    kept = game_files.keep_unreadable_autosave(tmp_path, now=1_700_000_000.5)
    aside = tmp_path / "autosave-unreadable-1700000000.json"
    assert kept == game_files.KeptAside(autosave, aside)
    assert aside.read_bytes() == DAMAGED and not autosave.exists()
    # A second one in the same second keeps its own name; the first stays as it was.
    autosave.write_bytes(b"\x00" * 7)
    again = game_files.keep_unreadable_autosave(tmp_path, now=1_700_000_000.9)
    assert again is not None and again.aside == tmp_path / "autosave-unreadable-1700000000-2.json"
    assert again.aside.read_bytes() == b"\x00" * 7 and aside.read_bytes() == DAMAGED


def test_a_readable_or_missing_autosave_is_left_alone(tmp_path):
    assert game_files.keep_unreadable_autosave(tmp_path) is None
    body = save_bytes(played(limit=40))
    (tmp_path / AUTOSAVE).write_bytes(body)
    (tmp_path / AUTOPLAY_AUTOSAVE).write_bytes(DAMAGED)
    assert game_files.keep_unreadable_autosave(tmp_path) is None
    assert (tmp_path / AUTOSAVE).read_bytes() == body
    # A demo's own autosave is its own: only it is kept aside.
    kept = game_files.keep_unreadable_autosave(tmp_path, autoplay=True, now=5)
    assert kept is not None and kept.path == tmp_path / AUTOPLAY_AUTOSAVE
    assert (tmp_path / AUTOSAVE).read_bytes() == body


def test_read_autosave_reports_a_damaged_one_and_leaves_it(tmp_path):
    (tmp_path / AUTOSAVE).write_bytes(DAMAGED)
    save, problem = game_files.read_autosave(tmp_path)
    assert save is None and isinstance(problem, SaveError)
    assert (tmp_path / AUTOSAVE).read_bytes() == DAMAGED
    assert game_files.read_autosave(tmp_path, autoplay=True) == (None, "")
