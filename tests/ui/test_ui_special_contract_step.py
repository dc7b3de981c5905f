"""Durch and Bettel ask once more before they are played: one slip beside the trump
buttons cost the deal (a failed Durch is −2000), and among several people it cannot be
taken back. The button ends in "…" (as going out's does); its second step says what the
contract asks and scores, and offers "Play Durch" and "Back"."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from table_walk import TIMEOUT, asked, declarer_at_trump

from binokel_desktop.app.store import Store
from binokel_desktop.engine import Phase
from binokel_desktop.engine.actions import Announce, Contract
from binokel_desktop.ui import texts


def played(window):
    """The actions of the deal so far (the record is a new one after each)."""
    return window.controller.record.actions


def texts_of(window):
    return [b.text() for b in window.panel.buttons()]


def button(window, text):
    return next(b for b in window.panel.buttons() if b.text() == text)


def start(open_window, tmp_path, qtbot, bettel=True):
    return declarer_at_trump(open_window, qtbot, Store(tmp_path), (1024, 600), bettel=bettel)


def test_a_click_on_durch_asks_before_it_is_played(open_window, qtbot, tmp_path):
    window, view = start(open_window, tmp_path, qtbot)
    before = len(played(window))
    assert "Durch …" in texts_of(window) and "Bettel …" in texts_of(window)
    qtbot.mouseClick(button(window, "Durch …"), Qt.MouseButton.LeftButton)
    # Nothing is played yet: the panel says what is at stake and waits.
    assert len(played(window)) == before and asked(window) is view
    assert texts_of(window) == ["Play Durch", "Back"]
    prompt = window.panel.prompt.text()
    # (The numbers as the language writes them: "1000" or "1,000" after a switch.)
    stakes = f"Made: +{texts.number(1000)}. Failed: −{texts.number(2000)}."
    assert "win every trick" in prompt and stakes in prompt
    assert window.panel.buttons()[0].isVisible()
    # Back: the decision as it was, trump buttons and all.
    qtbot.mouseClick(button(window, "Back"), Qt.MouseButton.LeftButton)
    assert "Durch …" in texts_of(window) and len(texts_of(window)) >= 6
    assert len(played(window)) == before
    # Bettel the same way, then played from its second step.
    qtbot.mouseClick(button(window, "Bettel …"), Qt.MouseButton.LeftButton)
    assert texts_of(window) == ["Play Bettel", "Back"]
    assert "take no trick" in window.panel.prompt.text()
    qtbot.mouseClick(button(window, "Play Bettel"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(played(window)) > before, timeout=TIMEOUT)
    assert played(window)[before] == Announce(Contract.BETTEL)


def test_the_keys_reach_the_second_step_too(open_window, qtbot, tmp_path):
    """The digits press the buttons: the Durch key opens the step, 1 plays it."""
    window, _view = start(open_window, tmp_path, qtbot)
    before = len(played(window))
    n = texts_of(window).index("Durch …")
    qtbot.keyClick(window, getattr(Qt.Key, f"Key_{n + 1}"))
    assert texts_of(window) == ["Play Durch", "Back"] and len(played(window)) == before
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: len(played(window)) > before, timeout=TIMEOUT)
    assert played(window)[before] == Announce(Contract.DURCH)
    qtbot.waitUntil(lambda: window.scene.plates[0].line.text() == "plays Durch", timeout=TIMEOUT)


def test_a_hint_marks_the_durch_button(open_window, qtbot, tmp_path):
    window, _view = start(open_window, tmp_path, qtbot)
    marked = window.panel.mark_hint(Announce(Contract.DURCH))
    assert [w.text() for w in marked] == ["Durch …"]
    assert window.session.asked.phase is Phase.TRUMP


def global_rect(widget):
    top_left = widget.mapToGlobal(widget.rect().topLeft())
    return widget.rect().translated(top_left)


def test_a_click_on_the_same_spot_does_not_play_it(open_window, qtbot, tmp_path):
    """Clicking on without moving the pointer: where "Play Durch" comes to lie under the
    spot that asked, that click is held; moved, the pointer plays it.

    Where "Play Durch" lands depends on the panel's rows (at it 1024×600 in the real
    window it lands on the spot of "Durch …"; the declarer journey clicks it there).
    Here the spot is made so: "Durch …" is put where "Play Durch" will come."""
    window, _view = start(open_window, tmp_path, qtbot, bettel=False)
    before = len(played(window))
    # Where "Play Durch" comes.
    qtbot.mouseClick(button(window, "Durch …"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: button(window, "Play Durch").width() > 1, timeout=TIMEOUT)
    landing = global_rect(button(window, "Play Durch"))
    spot = landing.center()
    qtbot.mouseClick(button(window, "Back"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: button(window, "Durch …").width() > 1, timeout=TIMEOUT)
    durch = button(window, "Durch …")
    # "Durch …" under the spot, as the panel's rows put it in the real window.
    durch.move(durch.parentWidget().mapFromGlobal(spot) - QPoint(4, durch.height() // 2))
    assert global_rect(durch).contains(spot)
    qtbot.mouseClick(durch, Qt.MouseButton.LeftButton, pos=durch.mapFromGlobal(spot))
    qtbot.waitUntil(lambda: global_rect(button(window, "Play Durch")) == landing,
                    timeout=TIMEOUT)
    play = button(window, "Play Durch")
    qtbot.mouseClick(play, Qt.MouseButton.LeftButton, pos=play.mapFromGlobal(spot))
    assert len(played(window)) == before and texts_of(window) == ["Play Durch", "Back"]
    # The pointer moved (to the button's far end): the click plays it.
    far = play.rect().topLeft() + QPoint(4, play.height() // 2)
    if (play.mapToGlobal(far) - spot).manhattanLength() <= 6:
        far = play.rect().topRight() + QPoint(-4, play.height() // 2)
    qtbot.mouseClick(play, Qt.MouseButton.LeftButton, pos=far)
    qtbot.waitUntil(lambda: len(played(window)) > before, timeout=TIMEOUT)
    assert played(window)[before] == Announce(Contract.DURCH)


def test_the_second_step_tells_its_keys(open_window, qtbot, tmp_path):
    window, _view = start(open_window, tmp_path, qtbot)
    qtbot.mouseClick(button(window, "Durch …"), Qt.MouseButton.LeftButton)
    assert button(window, "Play Durch").toolTip().endswith("Key 1")
    assert button(window, "Back").toolTip().endswith("Key 2")
