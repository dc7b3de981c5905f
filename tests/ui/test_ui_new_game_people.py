"""New Game with several people at the laptop (issue 13 §1): the pass screen and the
plates speak of each person by name, so a person still called "You", or two people
with one name, are pointed out where the names are typed (a hint; Start still works)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.store import Store
from binokel_desktop.ui import i18n
from binokel_desktop.ui.new_game_dialog import NewGameDialog
from binokel_desktop.ui.probe import cut_texts


def shown_dialog(qtbot, tmp_path, setup=None) -> NewGameDialog:  # type: ignore[no-untyped-def]
    """The dialog on the screen, laid out."""
    dialog = NewGameDialog(setup or GameSetup(), store=Store(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def anna_sits_down(qtbot, dialog: NewGameDialog) -> None:  # type: ignore[no-untyped-def]
    """Anna, a computer, becomes a person: the hint about the names shows, whole."""
    _, (_anna, anna_kind, _), _ = dialog.seat_rows
    anna_kind.setCurrentIndex(anna_kind.findData(True))
    qtbot.waitUntil(lambda: dialog.people_label.isVisible() and cut_texts(dialog) == [],
                    timeout=3_000)


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_several_people_are_asked_for_names_of_their_own(qtbot, tmp_path, lang):
    i18n.set_language(lang)
    try:
        dialog = NewGameDialog(GameSetup(), store=Store(tmp_path))
        qtbot.addWidget(dialog)
        dialog.show()
        (you, you_kind, _), (anna, anna_kind, _), _ = dialog.seat_rows
        # One person against computers: "You" is right.
        assert dialog.unclear_names() == [] and not dialog.people_label.isVisible()
        anna_kind.setCurrentIndex(anna_kind.findData(True))  # Anna sits down too
        assert dialog.unclear_names() == [0] and dialog.people_label.isVisible()
        assert dialog.people_label.text()
        assert you.styleSheet()  # the field to change is marked
        you.setText("Oma")
        assert dialog.unclear_names() == [] and not dialog.people_label.isVisible()
        assert not you.styleSheet()
        anna.setText("oma")  # the same name twice does not tell them apart either
        assert dialog.unclear_names() == [0, 1]
        assert dialog.ok_button.isEnabled()  # a hint, not a refusal
        anna.setText("Anna")
        assert dialog.setup().seats[0].name == "Oma" and dialog.setup().seats[1].human
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["de", "it"])
def test_the_hint_gets_its_own_lines(qtbot, tmp_path, lang):
    """The hint's lines and the game's description stay whole when the hint appears:
    the folded dialog grows by the hint's height (it kept its height and cut them)."""
    i18n.set_language(lang)
    try:
        dialog = shown_dialog(qtbot, tmp_path)
        assert cut_texts(dialog) == []
        before = dialog.height()
        anna_sits_down(qtbot, dialog)
        assert dialog.height() > before
        _, (_anna, anna_kind, _), _ = dialog.seat_rows
        anna_kind.setCurrentIndex(anna_kind.findData(False))  # and back: the hint goes
        qtbot.waitUntil(lambda: dialog.height() == before, timeout=3_000)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["de", "it"])
def test_start_stays_put_when_the_last_letter_of_a_name_clears_the_hint(qtbot, tmp_path, lang):
    """Typing the name that makes the hint go does not move Start: the dialog kept
    shrinking by the hint's lines, and a click aimed at Start missed it."""
    i18n.set_language(lang)
    try:
        dialog = shown_dialog(qtbot, tmp_path)
        (you, _, _), _, _ = dialog.seat_rows
        anna_sits_down(qtbot, dialog)
        start = dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().center())
        height = dialog.height()
        you.setText("Oma")
        qtbot.waitUntil(lambda: not dialog.people_label.isVisible(), timeout=3_000)
        QCoreApplication.sendPostedEvents()  # the layout's request, if one was posted
        QCoreApplication.processEvents()
        assert dialog.height() == height
        assert dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().center()) == start
        you.setText("Anna")  # the hint comes back into its own room
        qtbot.waitUntil(lambda: dialog.people_label.isVisible(), timeout=3_000)
        assert cut_texts(dialog) == [] and dialog.height() == height
    finally:
        i18n.set_language("en")


def test_names_clear_from_the_start_leave_no_empty_room(qtbot, tmp_path):
    """Two people with names of their own from the start (the last game's): no room is
    kept for a hint that never showed."""
    seats = (SeatSetup("Oma", True, "medium"), SeatSetup("Anna", True, "medium"),
             SeatSetup("Karl", False, "medium"))
    dialog = shown_dialog(qtbot, tmp_path, GameSetup(seats=seats))
    assert dialog.unclear_names() == [] and not dialog.people_label.isVisible()
    assert not dialog.people_label.sizePolicy().retainSizeWhenHidden()
    one = shown_dialog(qtbot, tmp_path)  # one person: the same height
    assert dialog.height() == one.height()
