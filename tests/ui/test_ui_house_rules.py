"""House rules of our own (issue 16), with real files: a saved set reloads and a deal
under it scores by the changed option; exported and imported; broken files refused
with the reason and nothing changed; regional sets ready-made."""

from __future__ import annotations

import contextlib
import json
import re

import pytest
from PySide6.QtWidgets import QSpinBox

from binokel_desktop.app.house_rules import (
    FILE,
    HouseRuleBook,
    HouseRuleError,
    HouseRules,
    regional_sets,
)
from binokel_desktop.app.store import Store
from binokel_desktop.engine import apply, legal_actions, new_game
from binokel_desktop.engine.actions import Bid, GoOut, Pass
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.state import Phase
from binokel_desktop.ui import i18n, texts
from binokel_desktop.ui.house_rules_dialog import HouseRulesDialog
from binokel_desktop.ui.new_game_dialog import NewGameDialog
from binokel_desktop.ui.texts.rule_problems import house_rule_kind, house_rule_text


def go_out_deal(profile, seed=3):
    """A deal where the first bidder takes it at the minimum and goes out."""
    state = new_game(profile, seed)
    while state.phase is not Phase.DEAL_OVER:
        legal = list(legal_actions(state))
        goes = [a for a in legal if isinstance(a, GoOut)]
        bids = [a for a in legal if isinstance(a, Bid)]
        if goes:
            action = goes[0]
        elif bids and state.bid == 0:
            action = min(bids, key=lambda a: a.value)
        elif any(isinstance(a, Pass) for a in legal):
            action = next(a for a in legal if isinstance(a, Pass))
        else:
            action = legal[0]
        state, _ = apply(state, action)
    return state.results[-1]


def test_saved_set_reloads_is_offered_and_scores_by_the_changed_option(qtbot, tmp_path,
                                                                       monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    store = Store(tmp_path)
    dialog = HouseRulesDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.start.currentData() == "base:grupp1994-3"
    # Every option has its one-line explanation beside it.
    for name in dialog.widgets:
        assert dialog.findChild(type(dialog.message), f"help-{name}").text()
    dialog.title.setText("Oma's rules")
    bonus = dialog.widgets["go_out_bonus"]
    assert isinstance(bonus, QSpinBox) and bonus.value() == 30
    bonus.setValue(70)
    assert dialog.save()
    assert (tmp_path / FILE).exists()
    # Reloaded from the file by a fresh store.
    again = HouseRuleBook(Store(tmp_path)).get("Oma's rules")
    assert again is not None and again.profile.exchange.go_out_bonus == 70
    assert again.profile == PROFILES["grupp1994-3"].with_options(go_out_bonus=70)
    # Chosen in the New Game dialog.
    new = NewGameDialog()
    qtbot.addWidget(new)
    index = new.profile_combo.findData("house:Oma's rules")
    assert index >= 0
    new.profile_combo.setCurrentIndex(index)
    profile = new.setup().profile
    assert profile.exchange.go_out_bonus == 70
    # A deal under it scores by the changed option: each opponent gets 40 more.
    plain, ours = go_out_deal(PROFILES["grupp1994-3"]), go_out_deal(profile)
    assert plain.contract.value == "go_out" and ours.contract.value == "go_out"
    for p, (a, b) in enumerate(zip(plain.changes, ours.changes, strict=True)):
        assert b - a == (0 if p == plain.declarer_party else 40)


def test_export_and_import_round_trip(qtbot, tmp_path):
    dialog = HouseRulesDialog(Store(tmp_path / "a"))
    qtbot.addWidget(dialog)
    index = dialog.start.findData("regional:Bettel 500")
    dialog.start.setCurrentIndex(index)
    assert dialog.rules().profile.contracts.bettel_value == 500
    path = tmp_path / "bettel.json"
    assert dialog.export_to(path)
    other = HouseRulesDialog(Store(tmp_path / "b"))
    qtbot.addWidget(other)
    assert other.import_from(path)
    got = HouseRuleBook(Store(tmp_path / "b")).sets()
    assert [r.profile for r in got] == [dialog.rules().profile]
    assert other.start.currentData() == f"ours:{got[0].title}"


def _good():
    return HouseRules("Ours", PROFILES["grupp1994-3"].with_options(target=1000)).to_dict()


BROKEN = {
    "not json": "{ nope",
    "not a rule file": json.dumps({"format": "something", "version": 1}),
    "future version": json.dumps({**_good(), "version": 9}),
    "no name": json.dumps({**_good(), "title": " "}),
    "unknown option": json.dumps({**_good(), "profile": {**_good()["profile"],
                                                          "scoring": {"nonsense": 3}}}),
    "bad value": json.dumps({**_good(), "profile": {**_good()["profile"],
                                                     "scoring": {"rounding": "sideways"}}}),
    "unknown game": json.dumps({**_good(), "profile": {**_good()["profile"], "name": "poker"}}),
    "other cards": json.dumps({**_good(), "profile": {**_good()["profile"],
                                                       "deal": {"hand_size": 3}}}),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_file_is_refused_with_the_reason_and_nothing_changes(qtbot, tmp_path, case):
    store = Store(tmp_path / "data")
    HouseRuleBook(store).save(HouseRules.from_dict(_good()))
    before = (tmp_path / "data" / FILE).read_bytes()
    path = tmp_path / "broken.json"
    path.write_text(BROKEN[case])
    with pytest.raises(HouseRuleError) as caught:
        HouseRules.read(path)
    dialog = HouseRulesDialog(store)
    qtbot.addWidget(dialog)
    assert not dialog.import_from(path)
    shown = dialog.message.text()
    # The reason in words of its own kind, never the English exception text.
    assert "refused" in shown and shown.endswith(house_rule_text(caught.value))
    kinds = {"future version": "newer version", "other cards": "rules"}  # named by the engine
    if case not in ("unknown option", "bad value"):
        assert house_rule_kind(caught.value) == kinds.get(case, case)
    assert (tmp_path / "data" / FILE).read_bytes() == before
    i18n.set_language("de")
    try:
        german = house_rule_text(caught.value)
        assert german != house_rule_text.__doc__ and not re.search(r"[a-z]+_[a-z_]+", german)
        assert str(caught.value) not in german
    finally:
        i18n.reset()


@pytest.mark.parametrize("lang", ["de", "it"])
def test_rules_that_cannot_be_played_are_marked_where_they_are_made(qtbot, tmp_path, lang):
    """Issue 14 in the house-rules dialog: the options a refusal names are marked red,
    the reason is said in words, and Save and Export wait until the rules can be played."""
    i18n.set_language(lang)
    try:
        dialog = HouseRulesDialog(Store(tmp_path))
        qtbot.addWidget(dialog)
        dialog.title.setText("Oma")
        assert dialog.save_button.isEnabled() and dialog.problem_label.isHidden()
        lowest, highest = dialog.widgets["min_bid"], dialog.widgets["max_bid"]
        assert isinstance(lowest, QSpinBox) and isinstance(highest, QSpinBox)
        lowest.setValue(highest.value() + lowest.singleStep() * 10)
        marked = {n for n, w in dialog.widgets.items() if w.property("ruleProblem")}
        assert "min_bid" in marked
        shown = dialog.problem_label.text()
        assert not dialog.problem_label.isHidden()
        assert not dialog.save_button.isEnabled() and not dialog.export_button.isEnabled()
        assert texts.option_label("min_bid") in shown and texts.option_label("max_bid") in shown
        assert "min_bid" not in shown and "option" not in shown and "above" not in shown
        assert not dialog.save()  # and by a key or a program: refused in words
        said = dialog.message.text()
        assert texts.option_label("min_bid") in said and "min_bid" not in said
        assert not HouseRuleBook(Store(tmp_path)).sets()
        lowest.setValue(highest.value() - 10 * lowest.singleStep())
        assert dialog.save_button.isEnabled() and dialog.problem_label.isHidden()
        assert not any(w.property("ruleProblem") for w in dialog.widgets.values())
        assert dialog.save()
    finally:
        i18n.reset()


def test_fuzzed_files_never_crash_the_import(tmp_path):
    import random

    rng = random.Random(16)
    text = json.dumps(_good())
    for i in range(200):
        chars = list(text)
        for _ in range(rng.randrange(1, 6)):
            chars[rng.randrange(len(chars))] = rng.choice('{}[]":,0123456789abcxyz ')
        path = tmp_path / f"f{i}.json"
        path.write_text("".join(chars))
        with contextlib.suppress(HouseRuleError):  # refused is fine; anything else fails
            HouseRules.read(path)


def test_regional_sets_are_valid_and_offer_the_bettel_values():
    sets = {r.title: r.profile for r in regional_sets()}
    assert [sets[f"Bettel {v}"].contracts.bettel_value for v in (500, 1000, 1500)] == \
        [500, 1000, 1500]
    assert all(sets[f"Bettel {v}"].contracts.bettel for v in (500, 1000, 1500))
    for rules in regional_sets():
        HouseRules.from_dict(rules.to_dict())


def test_every_ready_made_set_has_a_translated_title():
    from binokel_desktop.app.house_rules import regional_sets
    from binokel_desktop.ui.house_rules_dialog import REGIONAL_TITLES

    assert [r.title for r in regional_sets() if r.title not in REGIONAL_TITLES] == []


def test_a_ready_made_set_says_and_shows_what_it_changes(qtbot, tmp_path):
    dialog = HouseRulesDialog(Store(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    index = next(i for i in range(dialog.start.count())
                 if dialog.start.itemData(i) == "regional:Bettel 1500")
    dialog.start.setCurrentIndex(index)
    text = dialog.message.text()
    assert text.startswith("Changed from") and "Bettel" in text, text
    # The changed rules stand out, and the list has scrolled to the first of them.
    bettel = dialog.widgets["bettel"]
    assert bettel.font().bold()
    qtbot.waitUntil(lambda: dialog.rules_area.verticalScrollBar().value() > 0, timeout=5_000)
    assert not dialog.widgets["min_bid"].font().bold()
