"""Wrapped words a person reads: no line ends in "je" above "15" or "a" above "smazzata"."""

from __future__ import annotations

import pytest
from wrapped_text import wrapped_lines

from binokel_desktop.app.setup import GameSetup
from binokel_desktop.app.store import Store
from binokel_desktop.ui import i18n, texts
from binokel_desktop.ui.new_game_dialog import NewGameDialog

NBSP = "\u00a0"


def line_ends(text: str, font, width: int) -> list[str]:
    """The last word of each line but the last, as Qt wraps ``text`` at ``width`` px."""
    return [end.split()[-1] for end in wrapped_lines(text, font, width)[:-1] if end.split()]


def leans(word: str) -> bool:
    return word.isdigit() or (len(word) <= 3 and word.isalpha() and word.islower())


def test_numbers_and_short_words_hold_on_to_the_next_word():
    assert texts.kept_together("48 Karten, je 15, ein Dabb mit 3.") == (
        f"48{NBSP}Karten, je{NBSP}15, ein{NBSP}Dabb mit{NBSP}3.")
    assert texts.kept_together("in più a smazzata") == NBSP.join(["in", "più", "a", "smazzata"])
    # A word ending in a comma or a bracket, or capitalised, may end a line.
    assert texts.kept_together("Anna 0 (+20) Du, 15, gut") == f"Anna 0{NBSP}(+20) Du, 15, gut"
    assert texts.kept_together("") == ""


@pytest.mark.usefixtures("english_afterwards")
@pytest.mark.parametrize("lang", ["de", "it", "en"])
def test_the_games_description_never_leaves_a_short_word_at_a_lines_end(qtbot, tmp_path, lang):
    # German read "48 Karten, je" above "15, ein Dabb mit 3" in the New Game dialog.
    i18n.set_language(lang)
    dialog = NewGameDialog(GameSetup(), store=Store(tmp_path))
    qtbot.addWidget(dialog)
    for i in range(dialog.profile_combo.count()):
        dialog.profile_combo.setCurrentIndex(i)
        profile = dialog.profile_combo.itemData(i)
        assert dialog.description.text().replace(NBSP, " ") == texts.profile_description(profile)
        for label in (dialog.description, dialog.facts):  # "3 Spieler, je 15 Karten, ..."
            for width in range(220, 620, 6):
                ends = line_ends(label.text(), label.font(), width)
                assert not [w for w in ends if leans(w)], (profile, width, ends)
