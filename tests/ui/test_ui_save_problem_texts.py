"""Issue 15 in German and Italian: a refused save or record file says why in the
player's language (the reader names the common reasons by a SaveProblem)."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QLocale

from binokel_desktop.app.saves import (
    AUTOSAVE,
    MAX_SAVE_BYTES,
    GameSave,
    SaveError,
    SaveProblem,
    parse_record,
    parse_save,
    save_bytes,
)
from binokel_desktop.app.setup import GameSetup
from binokel_desktop.engine import GameRecord, apply, legal_actions, new_game
from binokel_desktop.ui import i18n
from binokel_desktop.ui.save_dialogs import read_autosave, unreadable_text
from binokel_desktop.ui.save_problem_texts import save_problem_text

ENGLISH = re.compile(r"\b(is|it|its|the|larger|damaged|version|move|rules|scores|field)\b")


@pytest.fixture(autouse=True)
def english_afterwards(monkeypatch, tmp_path):
    """Each test ends in the source language, with settings in a temp dir."""
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    locale = QLocale()
    i18n.reset()
    yield
    i18n.reset()
    QLocale.setDefault(locale)


def a_save() -> GameSave:
    setup = GameSetup()
    state = new_game(setup.profile, 5)
    actions = []
    for _ in range(6):
        action = legal_actions(state)[0]
        state, _events = apply(state, action)
        actions.append(action)
    record = GameRecord(setup.profile, 5, 0, tuple(actions))
    return GameSave(setup, record, False, 1.0, tuple(int(s) for s in state.scores),
                    int(state.deal_no), "g1")


def refusal(data: bytes, record: bool = False) -> SaveError:
    with pytest.raises(SaveError) as caught:
        parse_record(data) if record else parse_save(data)
    return caught.value


def bad_files() -> list[tuple[SaveProblem, SaveError]]:
    good = json.loads(save_bytes(a_save()))
    newer = dict(good, version=99)
    seed = dict(good, record=dict(good["record"], seed="x"))
    scores = dict(good, scores=[1, 2, 3])
    moves = [dict(a) for a in good["record"]["actions"]]
    moves[2], moves[3] = moves[3], moves[2]  # the same moves, out of turn
    illegal = dict(good["record"], actions=moves)
    return [
        (SaveProblem.TOO_LARGE, refusal(b" " * (MAX_SAVE_BYTES + 1), record=True)),
        (SaveProblem.NOT_JSON, refusal(b"{")),
        (SaveProblem.NOT_JSON, refusal(b"\xff\xfe")),
        (SaveProblem.NOT_SAVE, refusal(b'{"format": "x"}')),
        (SaveProblem.RECORD_NOT_SAVE, refusal(json.dumps(good["record"]).encode())),
        (SaveProblem.NEWER_VERSION, refusal(json.dumps(newer).encode())),
        (SaveProblem.BAD_FIELD, refusal(json.dumps(seed).encode())),
        (SaveProblem.SCORES_CHANGED, refusal(json.dumps(scores).encode())),
        (SaveProblem.ILLEGAL_MOVE, refusal(json.dumps(illegal).encode(), record=True)),
    ]


@pytest.mark.parametrize("lang", ["de", "it"])
def test_common_reasons_are_said_in_the_players_language(lang):
    i18n.set_language(lang)
    for kind, exc in bad_files():
        assert exc.kind is kind, exc
        said = save_problem_text(exc)
        assert not ENGLISH.search(said.replace("Binokel Desktop", "")), said
        assert "%" not in said and said != str(exc)
    newer = dict(bad_files())[SaveProblem.NEWER_VERSION]
    assert "99" in save_problem_text(newer)


def test_a_rare_reason_keeps_the_english_sentence():
    exc = SaveError("cannot start its game: odd", SaveProblem.OTHER)
    assert save_problem_text(exc) == "It cannot start its game: odd"


@pytest.mark.parametrize("lang", ["de", "it"])
def test_a_damaged_autosave_is_explained_in_the_players_language(lang, tmp_path):
    (tmp_path / AUTOSAVE).write_bytes(b'{"format": "binokel-save", "version": 99}')
    save, problem = read_autosave(tmp_path)
    assert save is None and isinstance(problem, SaveError)
    i18n.set_language(lang)
    said = unreadable_text(problem)
    assert "99" in said and not ENGLISH.search(said.replace("Binokel Desktop", "")), said
