"""The New Game dialog at the first start (issue 23 §2.11): the game, the players and the
cards first, the house rules folded one click away under the chosen set's name; the help
line forgets the last rule when the game changes (§2.10)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication
from test_ui_layout_window import buttons_inside, free_area

from binokel_desktop.app.setup import GameSetup
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.ui.new_game_dialog import NewGameDialog, help_prompt


def first_start(qtbot) -> NewGameDialog:
    parent = MainWindow(None)
    qtbot.addWidget(parent)
    dialog = NewGameDialog(GameSetup(), parent)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_house_rules_are_folded_under_their_name_one_click_away(qtbot):
    dialog = first_start(qtbot)
    area = free_area()
    # What a grandparent meets: the game, the target, the cards, who plays; no spin boxes.
    for widget in (dialog.profile_combo, dialog.target, dialog.deck_combo,
                   *dialog.seat_rows[0], dialog.ok_button, dialog.rules_button):
        assert widget.isVisible(), widget
    assert not dialog.rules.isVisible()
    assert not any(w.isVisible() for w in dialog.option_widgets.values())
    assert dialog.rules_name.text() == "House rules: " + dialog.profile_combo.currentText()
    assert dialog.rules_button.text() == "Change…"
    assert dialog.width() < 700 and dialog.height() <= area.height()
    assert buttons_inside(dialog) == []
    # One click unfolds them beside the game, inside the screen.
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    assert dialog.rules.isVisible()
    assert all(w.isVisibleTo(dialog) for w in dialog.option_widgets.values())
    assert dialog.width() <= area.width() and dialog.height() <= area.height()
    assert buttons_inside(dialog) == []
    # An edited rule shows in the folded row too.
    spin = next(w for n, w in dialog.option_widgets.items() if n == "min_bid")
    spin.setValue(spin.value() + spin.singleStep())
    assert dialog.rules_name.text().endswith("(changed)")
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    assert not dialog.rules.isVisible() and dialog.width() < 700


def test_the_name_follows_the_game_and_contradicting_rules_unfold(qtbot):
    dialog = first_start(qtbot)
    other = dialog.profile_combo.findData("online-40")
    dialog.profile_combo.setCurrentIndex(other)
    assert dialog.rules_name.text() == "House rules: " + dialog.profile_combo.itemText(other)
    assert not dialog.rules.isVisible()
    dialog.option_widgets["min_bid"].setValue(3000)  # above the highest bid
    assert dialog.problem_label.isVisible() and dialog.rules.isVisible()


def test_the_help_line_is_reset_when_the_game_changes(qtbot):
    dialog = first_start(qtbot)
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    widget = next(iter(dialog.option_widgets.values()))
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Enter))
    assert dialog.help_label.text() == widget.property("optionHelp") != help_prompt()
    dialog.profile_combo.setCurrentIndex(dialog.profile_combo.findData(
        next(n for n in PROFILES if n != dialog.profile_combo.currentData())))
    assert dialog.help_label.text() == help_prompt()


def test_return_starts_the_game_and_does_not_unfold_the_house_rules(qtbot):
    """Return in the dialog, the focus on the game's box as it opens: it unfolded the
    house rules ("Change…" was the first auto-default button); it starts the game."""
    dialog = first_start(qtbot)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None)
    focus = dialog.focusWidget()
    assert focus is dialog.profile_combo, focus
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(focus, Qt.Key.Key_Return)
    assert not dialog.rules.isVisible()
