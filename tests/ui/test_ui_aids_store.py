"""House rules saved in the window's store (``--data-dir``) are offered by the New Game
dialog the window opens (issue 16), with real files and no ``$BINOKEL_HOME``."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSpinBox

from binokel_desktop.app.house_rules import FILE
from binokel_desktop.app.store import Store
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.ui.new_game_dialog import NewGameDialog


def test_a_set_saved_under_data_dir_is_offered_in_new_game(qtbot, tmp_path, monkeypatch):
    # No $BINOKEL_HOME: the default store is somewhere else than --data-dir.
    monkeypatch.delenv("BINOKEL_HOME", raising=False)
    elsewhere = tmp_path / "home"
    monkeypatch.setenv("HOME", str(elsewhere))
    monkeypatch.setenv("XDG_DATA_HOME", str(elsewhere / "share"))
    data = tmp_path / "data"
    window = MainWindow(None, speed="off", store=Store(data))
    qtbot.addWidget(window)
    dialog = window.aids.show_house_rules()
    dialog.title.setText("Oma")
    bonus = dialog.widgets["go_out_bonus"]
    assert isinstance(bonus, QSpinBox)
    bonus.setValue(70)
    assert dialog.save()
    dialog.close()
    assert (data / FILE).exists()
    assert not (elsewhere / "share" / "binokel-desktop" / FILE).exists()

    # The window's own New Game dialog (the one ask_new_game opens) offers it.
    seen: list[NewGameDialog] = []

    def fake_exec(self: NewGameDialog) -> int:
        seen.append(self)
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    window.ask_new_game()
    assert seen
    new = seen[0]
    index = new.profile_combo.findData("house:Oma")
    assert index >= 0
    new.profile_combo.setCurrentIndex(index)
    assert new.setup().profile.exchange.go_out_bonus == 70
    # What the set changes is said under the game's description.
    assert not new.changes.isHidden()
    assert new.changes.text() == "Changed from Binokel for three: Going-out bonus: 70"
    bold = [n for n, w in new.option_widgets.items() if w.property("houseChanged")
            or (w.parentWidget() and any(lb.buddy() is w and lb.property("houseChanged")
                                         for lb in w.parentWidget().findChildren(QLabel)))]
    assert bold == ["go_out_bonus"]
    # A base game says nothing of the kind.
    new.profile_combo.setCurrentIndex(new.profile_combo.findData("grupp1994-3"))
    assert new.changes.isHidden()
    # A dialog given the store explicitly reads it too.
    explicit = NewGameDialog(store=Store(data))
    qtbot.addWidget(explicit)
    assert explicit.profile_combo.findData("house:Oma") >= 0
