"""Issue 14 in German and Italian: the New Game dialog says why rules cannot be played
in the player's language, naming the options as the dialog labels them.

The engine hands over kinds and numbers (engine/profile_checks.ProblemKind);
ui/texts/rule_problems makes the sentence.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel

from binokel_desktop.app.setup import GameSetup
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.profile_checks import Problem, ProblemKind
from binokel_desktop.ui import i18n, texts
from binokel_desktop.ui.new_game_dialog import NewGameDialog
from binokel_desktop.ui.texts.rule_problems import problem_text

ENGLISH = re.compile(r"\b(is|above|highest|bid|the|outside|players|cards|deck)\b")


pytestmark = pytest.mark.usefixtures("english_afterwards")


@pytest.mark.parametrize("lang", ["de", "it"])
def test_lowest_bid_above_the_highest_is_said_in_the_players_language(qtbot, lang):
    i18n.set_language(lang)
    dialog = NewGameDialog(GameSetup().with_profile(PROFILES["online-40"]))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.option_widgets["min_bid"].setValue(3000)
    reason = dialog.problem_label.text()
    assert dialog.problem_label.isVisible() and not dialog.ok_button.isEnabled()
    lowest, highest = texts.option_label("min_bid"), texts.option_label("max_bid")
    assert lowest != "Lowest bid" and highest != "Highest bid"
    assert reason.count(lowest) == 1 and highest in reason
    assert texts.number(3000) in reason and texts.number(2500) in reason
    assert not ENGLISH.search(reason), reason


SAMPLES = [Problem(("seats", "max_bid"), "x", kind, (3, 2, 4, 5)) for kind in ProblemKind]


@pytest.mark.parametrize("lang", ["de", "it"])
def test_every_kind_has_its_own_sentence(lang):
    i18n.set_language(lang)
    for problem in SAMPLES:
        said = problem_text(problem)
        assert said.startswith(texts.option_label("seats") + ":")
        if problem.kind is ProblemKind.OTHER:  # the rare reason: a sentence, English to the log
            assert not said.endswith(": x") and "%" not in said, said
        else:
            assert "x" not in said.split(":", 1)[1] and "%" not in said, said


@pytest.mark.parametrize(("lang", "facts", "unit"), [
    ("de", "3 Spieler, je 12 Karten, Dabb mit 4 Karten, 40 Karten im Spiel", " Punkte"),
    ("it", "3 giocatori, 12 carte a testa, Dabb di 4 carte, 40 carte nel mazzo", " punti"),
])
def test_new_game_facts_and_target_are_whole_translated_messages(qtbot, lang, facts, unit):
    i18n.set_language(lang)
    dialog = NewGameDialog(GameSetup().with_profile(PROFILES["online-40"]))
    qtbot.addWidget(dialog)
    assert dialog.facts.text().replace("\u00a0", " ") == facts  # a number keeps its word
    assert dialog.target.suffix() == unit
    dialog.target.setValue(1)  # the box stops at 10: still the plural
    assert dialog.target.suffix() == unit
    label = dialog.option_widgets["min_bid"].parentWidget().findChildren(QLabel)
    assert texts.option_label("min_bid") + ":" in [w.text() for w in label]
