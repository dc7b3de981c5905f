"""Several people at one laptop across deals (issue 13 §1): after a deal summary
anybody may sit in front of the laptop, so every new hand is dealt under the
pass screen, as the first one is; the second deal is then played by clicks
with the same checks as the first (no face a facing seat may not see, a
screen exactly between two different people)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from table_walk import make_window
from test_ui_pass_laptop import Watch, play_deal_by_clicks, screens_between_people

from binokel_desktop.engine.state import Phase


def close_summary(qtbot, window) -> None:
    dialog = window.open_dialog()
    assert dialog is not None
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize(("name", "humans"), [
    ("grupp1994-3", (True, True, True)),
    ("online-40", (True, False, True)),
])
def test_every_new_deal_is_dealt_under_the_screen(qtbot, name, humans):
    window = make_window(qtbot, name, humans, seed=23)
    c = window.controller
    play_deal_by_clicks(qtbot, window, random.Random(1))
    # From the summary's close to the first lift: no face of a new hand uncovered.
    shown_uncovered: list[int] = []
    lifted = []
    window.pass_screen.did_lift.connect(lambda seat: lifted.append(seat))

    def check() -> None:
        scene = window.scene
        if lifted or scene is None or c.state.phase is Phase.DEAL_OVER:
            return
        if window.pass_screen.isVisible():
            return
        shown_uncovered.extend(i.card for hand in scene.hands for i in hand
                               if i.face_up and i.card is not None and i.isVisible())

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(5)
    c.did_update.connect(lambda u: check())
    watch = Watch(window)  # under the screen the new hand lies face down
    close_summary(qtbot, window)
    qtbot.waitUntil(lambda: c.state.deal_no == 1 and window.pass_screen.isVisible(),
                    timeout=60_000)
    assert window.pass_screen.seat == window.scene.viewer
    log, trick_checks = play_deal_by_clicks(qtbot, window, random.Random(2))
    watch.stop()
    timer.stop()
    assert shown_uncovered == []
    assert lifted, "somebody lifted the screen to play deal 2"
    assert watch.leaks == []
    assert log[0][0] == "screen"  # the new deal starts under the screen
    assert screens_between_people(log) == []
    assert trick_checks >= 3
    window.close()
