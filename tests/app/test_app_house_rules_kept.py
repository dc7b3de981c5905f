"""Saved house rules this version cannot read are kept, byte for byte, and named (issue 25 §2, §4).

Before, such an entry was dropped without a word and the file rewritten
without it at the next save or delete; an entry whose profile name was a list
raised ``TypeError`` while the New Game dialog was built, and *Import* of such
a file let it escape.
"""

from __future__ import annotations

import json

import pytest

from binokel_desktop.app.house_rules import (
    FILE,
    FORMAT,
    HouseRuleBook,
    HouseRuleError,
    HouseRules,
)
from binokel_desktop.app.store import NoticeKind, Store
from binokel_desktop.engine.profile import PROFILES, profile_to_dict

OURS = HouseRules("Ours", PROFILES["grupp1994-3"].with_options(target=1000))


def _entry(title: object, **profile_changes: object) -> dict[str, object]:
    body = profile_to_dict(PROFILES["grupp1994-3"])
    body.update(profile_changes)
    return {"format": FORMAT, "version": 1, "title": title, "profile": body}


NEWER_OPTION = _entry("Newer", scoring={**profile_to_dict(PROFILES["grupp1994-3"])["scoring"],
                                        "a_rule_of_version_9": True})
LONG_TITLE = _entry("A title far longer than the forty characters allowed")
NAME_IS_A_LIST = _entry("Listed", name=["grupp1994-3"])
NAME_IS_AN_OBJECT = _entry("Object", name={"x": 1})
UNREADABLE = [NEWER_OPTION, LONG_TITLE, NAME_IS_A_LIST, NAME_IS_AN_OBJECT]


@pytest.fixture
def store(tmp_path):
    text = json.dumps({"schema": 1, "sets": [OURS.to_dict(), *UNREADABLE]}, indent=1)
    (tmp_path / FILE).write_text(text)
    return Store(tmp_path)


def _stored(store: Store) -> list[object]:
    return json.loads((store.directory / FILE).read_bytes())["sets"]


def test_unreadable_sets_are_named_with_the_reason_and_nothing_raises(store):
    book = HouseRuleBook(store)
    assert [s.title for s in book.sets()] == ["Ours"]
    skipped = {s.title: s.reason for s in book.skipped()}
    assert set(skipped) == {"Newer", "A title far longer than the forty chara…", "Listed",
                            "Object"}
    assert "a_rule_of_version_9" in skipped["Newer"]
    assert "longer than 40" in skipped["A title far longer than the forty chara…"]
    assert "unknown game" in skipped["Listed"]
    told = [n for n in store.notices if n.kind is NoticeKind.SKIPPED]
    assert len(told) == 1 and told[0].file == FILE and len(told[0].items) == 4


def test_saving_and_deleting_keep_every_unreadable_entry_exactly(store):
    book = HouseRuleBook(store)
    book.save(HouseRules("Sunday", PROFILES["grupp1994-3"].with_options(target=1500)))
    assert _stored(store)[1:5] == UNREADABLE
    book.save(HouseRules("Ours", PROFILES["grupp1994-3"].with_options(target=2000)))
    book.delete("Sunday")
    assert [e for e in _stored(store) if e in UNREADABLE] == UNREADABLE
    assert [s.title for s in book.sets()] == ["Ours"]
    assert book.get("Ours") is not None and book.get("Ours").profile.scoring.target == 2000
    assert not list(store.directory.glob("*.bad*"))  # nothing needed to be put aside


@pytest.mark.parametrize("entry", [NAME_IS_A_LIST, NAME_IS_AN_OBJECT])
def test_import_of_a_set_whose_profile_name_is_not_text_is_refused(tmp_path, entry):
    path = tmp_path / "import.json"
    path.write_text(json.dumps(entry))
    with pytest.raises(HouseRuleError, match="unknown game"):
        HouseRules.read(path)


def test_the_new_game_dialog_builds_over_such_entries(store, qtbot):
    from binokel_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(store=store)
    qtbot.addWidget(dialog)
    assert "house:Ours" in dialog._house
