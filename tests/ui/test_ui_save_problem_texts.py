"""Issues 15 and 27 in German and Italian: a refused save or record file says why in the
player's language (the reader names every reason by a SaveProblem; its English goes to the
log only)."""

from __future__ import annotations

import ast
import json
import logging
import re
from pathlib import Path

import pytest

from binokel_desktop.app import saves
from binokel_desktop.app.game_files import read_autosave
from binokel_desktop.app.saves import (
    AUTOSAVE,
    MAX_SAVE_BYTES,
    GameSave,
    SaveError,
    SaveProblem,
    parse_record,
    parse_save,
    read_save,
    save_bytes,
)
from binokel_desktop.app.setup import GameSetup
from binokel_desktop.engine import GameRecord, apply, legal_actions, new_game
from binokel_desktop.ui import i18n, texts
from binokel_desktop.ui.save_dialogs import unreadable_text
from binokel_desktop.ui.texts.save_problems import save_problem_text

ENGLISH = re.compile(r"\b(is|it|its|has|the|no|valid|larger|damaged|version|move|rules|scores"
                     r"|field|cannot|read|record|seats|dealer)\b")


def english_in(said: str) -> re.Match[str] | None:
    """An English word in ``said``; a field's name in quotes is the file's, left as it is."""
    return ENGLISH.search(re.sub(r"„[^“]*“|«[^»]*»", "", said).replace("Binokel Desktop", ""))


pytestmark = pytest.mark.usefixtures("english_afterwards")


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


def bad_files(tmp: Path) -> list[tuple[SaveProblem, SaveError]]:
    """A real refusal of every kind the reader knows, from bad bytes or a bad path."""
    good = json.loads(save_bytes(a_save()))
    newer = dict(good, version=99)
    seed = dict(good, record=dict(good["record"], seed="x"))
    scores = dict(good, scores=[1, 2, 3])
    moves = [dict(a) for a in good["record"]["actions"]]
    moves[2], moves[3] = moves[3], moves[2]  # the same moves, out of turn
    illegal = dict(good["record"], actions=moves)
    no_profile = dict(good, record=dict(good["record"], profile="no-such-game"))
    (tmp / "a folder.json").mkdir(exist_ok=True)
    with pytest.raises(SaveError) as unreadable:
        read_save(tmp / "a folder.json")  # the system refuses to read a folder
    return [
        (SaveProblem.TOO_LARGE, refusal(b" " * (MAX_SAVE_BYTES + 1), record=True)),
        (SaveProblem.NOT_JSON, refusal(b"{")),
        (SaveProblem.NOT_JSON, refusal(b"\xff\xfe")),
        (SaveProblem.NOT_SAVE, refusal(b'{"format": "x"}')),
        (SaveProblem.RECORD_NOT_SAVE, refusal(json.dumps(good["record"]).encode())),
        (SaveProblem.NEWER_VERSION, refusal(json.dumps(newer).encode())),
        (SaveProblem.BAD_FIELD, refusal(json.dumps(seed).encode())),
        # The reason that reached German and Italian screens in English (issue 27, C1).
        (SaveProblem.BAD_FIELD, refusal(json.dumps(dict(good, version="abc")).encode())),
        (SaveProblem.SCORES_CHANGED, refusal(json.dumps(scores).encode())),
        (SaveProblem.ILLEGAL_MOVE, refusal(json.dumps(illegal).encode(), record=True)),
        (SaveProblem.BAD_RECORD, refusal(json.dumps(no_profile).encode())),
        (SaveProblem.UNREADABLE, unreadable.value),
    ]


def test_every_refusal_of_the_reader_names_its_kind():
    """No ``raise SaveError(...)`` in app/saves.py without a SaveProblem: the kind is what
    the screen says, so a kind-less one would fall back to "damaged"."""
    source = Path(saves.__file__).read_text(encoding="utf-8")
    raises = [node.exc for node in ast.walk(ast.parse(source))
              if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
              and getattr(node.exc.func, "id", "") == "SaveError"]
    assert len(raises) >= 25
    kindless = [ast.unparse(r)[:70] for r in raises if len(r.args) < 2
                and not any(k.arg == "kind" for k in r.keywords)]
    assert kindless == []


@pytest.mark.parametrize("lang", ["de", "it"])
def test_every_reason_is_said_in_the_players_language(lang, tmp_path):
    i18n.set_language(lang)
    files = bad_files(tmp_path)
    assert {kind for kind, _ in files} == set(SaveProblem) - {SaveProblem.OTHER}
    for kind, exc in files:
        assert exc.kind is kind, exc
        said = save_problem_text(exc)
        assert not english_in(said), said
        assert "%" not in said and said != str(exc)
    newer = dict(files)[SaveProblem.NEWER_VERSION]
    assert "99" in save_problem_text(newer)


def test_a_reason_without_a_kind_is_said_as_damaged_and_logged_in_english(caplog):
    exc = SaveError("cannot start its game: odd", SaveProblem.OTHER)
    with caplog.at_level(logging.WARNING):
        said = save_problem_text(exc)
    assert said == "The file is damaged or was changed by hand."
    assert "cannot start its game: odd" in caplog.text
    i18n.set_language("de")
    assert save_problem_text(exc) == "Die Datei ist beschädigt oder wurde von Hand geändert."


@pytest.mark.parametrize("lang", ["de", "it"])
def test_a_record_opened_as_a_game_names_the_menu_path(lang, tmp_path):
    i18n.set_language(lang)
    said = save_problem_text(dict(bad_files(tmp_path))[SaveProblem.RECORD_NOT_SAVE])
    menu = texts.translate("Table", "&Game").replace("&", "")
    assert menu in said and "\u00a0▸\u00a0" in said, said


@pytest.mark.parametrize("lang", ["de", "it"])
def test_a_damaged_autosave_is_explained_in_the_players_language(lang, tmp_path):
    (tmp_path / AUTOSAVE).write_bytes(b'{"format": "binokel-save", "version": 99}')
    save, problem = read_autosave(tmp_path)
    assert save is None and isinstance(problem, SaveError)
    i18n.set_language(lang)
    said = unreadable_text(problem)
    assert "99" in said and not english_in(said), said
    (tmp_path / AUTOSAVE).write_bytes(b'{"format": "binokel-save", "version": "abc"}')
    said = unreadable_text(read_autosave(tmp_path)[1])
    assert "version" in said and not english_in(said), said
