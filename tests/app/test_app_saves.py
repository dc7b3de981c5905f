"""Saved games in real temporary directories: round trips, migration, versions,
the autosave's writer thread, and a directory that cannot be written.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from binokel_desktop.app.autosave import Autosaver
from binokel_desktop.app.saves import (
    AUTOSAVE,
    VERSION,
    SaveError,
    list_saves,
    parse_record,
    parse_save,
    read_save,
    save_bytes,
    save_path,
)
from binokel_desktop.engine import replay

sys.path.insert(0, str(Path(__file__).parent))
from saves_kit import played  # noqa: E402


@pytest.mark.parametrize("profile", ["grupp1994-3", "kreuz-4", "bezique-2"])
def test_a_save_loads_to_the_state_its_record_replays_to(tmp_path, profile):
    game = played(profile, seed=7, limit=150)
    path = tmp_path / "g.json"
    path.write_bytes(save_bytes(game))
    loaded = read_save(path)
    assert loaded.record == game.record
    assert loaded.state == replay(game.record) == game.state
    assert loaded.setup == game.setup
    assert (loaded.scores, loaded.deal_no, loaded.finished) == (game.scores, game.deal_no, False)
    assert loaded.saved_at == game.saved_at and loaded.game_id == "g1"


def test_a_finished_game_is_marked_finished(tmp_path):
    game = played(seed=3)
    assert game.finished
    loaded = parse_save(save_bytes(game))
    assert loaded.finished and loaded.state is not None and loaded.state.winner >= 0


def test_version_1_is_migrated_and_newer_versions_are_refused_by_number():
    game = played(limit=40)
    data = json.loads(save_bytes(game))
    seats = data.pop("seats")
    data.pop("deck")
    v1 = {**data, "version": 1, "names": [s["name"] for s in seats],
          "levels": [None if s["human"] else s["level"] for s in seats]}
    loaded = parse_save(json.dumps(v1).encode())
    assert loaded.record == game.record
    assert [(s.name, s.human) for s in loaded.setup.seats] == \
        [(s.name, s.human) for s in game.setup.seats]
    assert loaded.setup.deck == "wuerttemberg"
    with pytest.raises(SaveError, match=f"version {VERSION + 1}, made by a newer"):
        parse_save(json.dumps({**data, "version": VERSION + 1}).encode())
    with pytest.raises(SaveError, match="unknown version 0"):
        parse_save(json.dumps({**data, "version": 0}).encode())


def test_hand_edited_scores_and_illegal_moves_are_refused_with_a_reason():
    game = played(limit=80)
    data = json.loads(save_bytes(game))
    data["scores"] = [999, 0, 0]
    with pytest.raises(SaveError, match="changed by hand"):
        parse_save(json.dumps(data).encode())
    data = json.loads(save_bytes(game))
    data["record"]["actions"].insert(3, data["record"]["actions"][3])  # a card played twice
    with pytest.raises(SaveError, match="move 4|move 5"):
        parse_save(json.dumps(data).encode())
    data = json.loads(save_bytes(game))
    data["record"]["profile"]["scoring"] = {"no_such_rule": 1}
    with pytest.raises(SaveError, match="no_such_rule"):
        parse_save(json.dumps(data).encode())


def test_an_exported_record_and_a_save_both_open_as_a_record():
    game = played(limit=60)
    assert parse_record(game.record.to_json().encode()) == game.record
    assert parse_record(save_bytes(game)) == game.record
    with pytest.raises(SaveError, match="game record, not a saved game"):
        parse_save(game.record.to_json().encode())


def test_named_saves_live_in_the_saves_folder(tmp_path):
    game = played(limit=30)
    path = save_path(tmp_path, " Sunday ")
    assert path == tmp_path / "saves" / "Sunday.json"
    path.parent.mkdir()
    path.write_bytes(save_bytes(game))
    assert [name for name, _ in list_saves(tmp_path)] == ["Sunday"]
    for bad in ("", "../x", "a/b", ".hidden", "x" * 61, "a\nb"):
        with pytest.raises(ValueError):
            save_path(tmp_path, bad)


def test_the_autosaver_writes_every_action_and_each_file_loads(qtbot, tmp_path):
    game = played(limit=120)
    saver = Autosaver(tmp_path, game.setup, "g1")
    try:
        for n in range(0, 121, 20):
            record = type(game.record)(game.record.profile, game.record.seed,
                                       game.record.dealer, game.record.actions[:n])
            state = replay(record)
            saver.save(record, deal_no=state.deal_no, scores=tuple(state.scores),
                       finished=False)
            assert saver.flush()
            assert read_save(tmp_path / AUTOSAVE).record == record
        assert [p.name for p in tmp_path.iterdir()] == [AUTOSAVE]  # no temporary file left
    finally:
        saver.close()
    assert len(saver.encode_seconds) == 7


def test_a_directory_that_cannot_be_written_is_reported_once_and_play_goes_on(qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    game = played(limit=50)
    saver = Autosaver(blocker / "home", game.setup, "g1")
    failures: list[str] = []
    saver.save_did_fail.connect(failures.append)
    try:
        for n in (10, 20, 30):
            record = type(game.record)(game.record.profile, game.record.seed, 0,
                                       game.record.actions[:n])
            saver.save(record, deal_no=0, scores=(0, 0, 0), finished=False)
            assert saver.flush()
        qtbot.waitUntil(lambda: len(failures) == 1)
        qtbot.wait(20)
        assert len(failures) == 1  # once, not once per action
        assert saver.background.failures == 3
    finally:
        saver.close()


@pytest.mark.parametrize("seed", [-5, -(2**64), 2**64 - 1])
def test_a_game_with_any_seed_the_program_accepts_is_saved_and_read_back(tmp_path, seed):
    game = played(seed=seed, limit=30)
    path = tmp_path / "g.json"
    path.write_bytes(save_bytes(game))
    again = read_save(path)
    assert again.record == game.record and again.record.seed == seed
