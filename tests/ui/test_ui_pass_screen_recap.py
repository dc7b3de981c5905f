"""The pass screen's recap lists the dabb's cards when it was shown to all (issue 23 §2.7:
the people away only read that it was taken)."""

from __future__ import annotations

from binokel_desktop.engine.events import DabbShown
from binokel_desktop.ui import texts
from binokel_desktop.ui.pass_screen import recap_line


def test_a_shown_dabb_is_listed_card_by_card(qtbot):
    cards = (0, 9, 20)
    line = recap_line(DabbShown(cards), ["Anna", "Karl", "Opa"], False)
    assert line is not None
    text = line()
    for card in cards:
        assert texts.card_name(card, False) in text
    french = recap_line(DabbShown(cards), ["Anna", "Karl", "Opa"], True)
    assert french is not None and texts.card_name(0, True) in french()
