"""Play aids in a real window (issue 16): take back by Ctrl+Z and by its button."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from table_walk import TIMEOUT, asked, make_window

from binokel_desktop.engine import replay


def wait_asked(qtbot, window):
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
    return asked(window)


def test_take_back_by_key_and_button_restores_the_earlier_state(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    c = window.controller
    rng = random.Random(3)
    states = []
    # Play until the person has decided three times in the first deal.
    for _ in range(3):
        view = wait_asked(qtbot, window)
        states.append(c.state)
        window._submit(rng.choice(list(view.legal)))
    view = wait_asked(qtbot, window)
    assert window.aids.acts["take_back"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    view = wait_asked(qtbot, window)
    assert c.state == states[2] == replay(c.record)
    assert view.hand == states[2].hands[0]
    shown = {i.card for i in window.scene.hands[0]}
    assert shown == {card for card in range(64) if view.hand >> card & 1}
    qtbot.mouseClick(window.aids.buttons["take_back"], Qt.MouseButton.LeftButton)
    wait_asked(qtbot, window)
    assert c.state == states[1] == replay(c.record)
    assert 0 in c.taken_back  # the first deal's row will be marked


def test_take_back_is_off_with_several_people_unless_switched_on(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3", humans=(True, True, False))
    c = window.controller
    view = wait_asked(qtbot, window)
    while not view.my_turn or view.seat != 0:
        window._submit(view.legal[0])
        view = wait_asked(qtbot, window)
    window._submit(view.legal[0])
    wait_asked(qtbot, window)
    before = len(c.record.actions)
    assert not window.aids.take_back()
    assert len(c.record.actions) == before
    window.aids.acts["several"].trigger()
    assert window.aids.settings.take_back_several
    window._viewer = 0
    assert window.aids.take_back()
    assert len(c.record.actions) < before
