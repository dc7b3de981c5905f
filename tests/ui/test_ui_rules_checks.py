"""Issue 14 in the window: house rules that cannot be played are refused in the New
Game dialog (marked options, the reason, Start game disabled), and a game in which
everybody passes deal after deal says so and offers to change the rules.

The checks are the engine's (engine/profile_checks); these tests drive real widgets.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui import texts
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.ui.new_game_dialog import NewGameDialog


def dialog_for(qtbot, name: str) -> NewGameDialog:
    dialog = NewGameDialog(GameSetup().with_profile(PROFILES[name]))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def marked(dialog: NewGameDialog) -> set[str]:
    return {n for n, w in dialog.option_widgets.items() if w.property("ruleProblem")}


def test_lowest_bid_above_the_highest_is_marked_and_start_is_disabled(qtbot):
    dialog = dialog_for(qtbot, "online-40")
    assert dialog.ok_button.isEnabled() and not marked(dialog)
    dialog.option_widgets["min_bid"].setValue(3000)
    assert not dialog.ok_button.isEnabled()
    assert marked(dialog) == {"min_bid", "max_bid"}
    assert dialog.problem_label.isVisible()
    said = f"Lowest bid: {texts.number(3000)} is above “Highest bid” ({texts.number(2500)})"
    assert said in dialog.problem_label.text()  # digits as the locale groups them
    dialog.accept()  # Enter on a disabled Start game: nothing starts
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    dialog.option_widgets["max_bid"].setValue(3000)
    assert dialog.ok_button.isEnabled() and not marked(dialog)
    assert not dialog.problem_label.isVisible()
    assert dialog.profile().min_bid == 3000


def test_rufen_minimum_above_the_highest_bid_is_marked(qtbot):
    dialog = dialog_for(qtbot, "grupp1994-3")
    dialog.option_widgets["rufen"].setChecked(True)
    dialog.option_widgets["rufen_min_bid"].setValue(5000)
    assert not dialog.ok_button.isEnabled()
    assert marked(dialog) == {"rufen_min_bid", "max_bid"}
    dialog.option_widgets["rufen"].setChecked(False)
    assert dialog.ok_button.isEnabled()


def test_the_boxes_offer_only_the_engine_ranges(qtbot):
    dialog = dialog_for(qtbot, "kreuz-4")
    highest = dialog.option_widgets["max_bid"]
    assert (highest.minimum(), highest.maximum()) == (1, 10_000)
    highest.setValue(0)  # the box stops at 1: below the lowest bid, refused
    assert highest.value() == 1
    assert not dialog.ok_button.isEnabled() and "max_bid" in marked(dialog)


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_every_built_in_profile_can_be_started(qtbot, name):
    dialog = dialog_for(qtbot, name)
    assert dialog.ok_button.isEnabled(), dialog.problem_label.text()


def passed_out_window(qtbot):
    """Bids of 2,500 only: the computer players pass every deal; the box comes after 2."""
    profile = PROFILES["grupp1994-3"].with_options(min_bid=2500, pass_out_warning=2)
    seats = tuple(SeatSetup(n, human=False, level="easy") for n in ("Anna", "Karl", "Lena"))
    window = MainWindow(GameSetup(profile, seats, "wuerttemberg", 5), seed=5, speed="off")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.deal_end.pass_out_box is not None, timeout=60_000)
    return window


def test_a_game_everybody_passes_says_so_and_goes_on(qtbot):
    window = passed_out_window(qtbot)
    box = window.deal_end.pass_out_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "passed 2 deals in a row" in box.text()
    assert window.view().deal_no == 1
    keep = [b for b in box.buttons() if b.text() == "Keep playing"][0]
    keep.click()
    qtbot.waitUntil(lambda: window.deal_end.pass_out_box is not None
                    and window.deal_end.pass_out_box is not box,
                    timeout=60_000)
    assert "passed 4 deals in a row" in window.deal_end.pass_out_box.text()
    window.controller.stop()


def test_a_language_that_cannot_be_saved_is_told(qtbot, tmp_path):
    from binokel_desktop.app.store import Store
    from binokel_desktop.ui import i18n

    blocker = tmp_path / "a-file"
    blocker.write_text("the data directory would be under this file")
    store = Store(blocker / "home")  # root cannot write under a regular file either
    window = MainWindow(GameSetup(), speed="off", store=store)
    qtbot.addWidget(window)
    try:
        window.set_language("it", remember=True)
        box = window.language_box
        assert box is not None and box.isVisible()
        assert str(blocker / "home") in box.text()
    finally:
        i18n.set_language("en")
        if window.controller is not None:
            window.controller.stop()


def test_a_language_that_is_saved_says_nothing(qtbot, tmp_path):
    from binokel_desktop.app.store import Store
    from binokel_desktop.ui import i18n

    window = MainWindow(GameSetup(), speed="off", store=Store(tmp_path))
    qtbot.addWidget(window)
    try:
        window.set_language("it", remember=True)
        assert window.language_box is None
        assert Store(tmp_path).get("language") == "it"
    finally:
        i18n.set_language("en")
        if window.controller is not None:
            window.controller.stop()


def test_change_rules_in_the_pass_out_box_opens_the_new_game_dialog(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from binokel_desktop.ui.new_game_dialog import NewGameDialog

    window = passed_out_window(qtbot)
    box = window.deal_end.pass_out_box
    seen: list[NewGameDialog] = []

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, cancel)
            return
        seen.append(dialog)
        # It starts from the game's own rules, to change them there.
        assert dialog.setup().profile.auction.min_bid == 2500
        dialog.reject()

    QTimer.singleShot(0, cancel)
    change = [b for b in box.buttons() if b.text() == "Change rules…"][0]
    change.click()
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    # Cancelled: the same game goes on and the box comes again after two more.
    before = window.controller
    qtbot.waitUntil(lambda: window.deal_end.pass_out_box is not None
                    and window.deal_end.pass_out_box is not box,
                    timeout=60_000)
    assert window.controller is before
    window.controller.stop()
