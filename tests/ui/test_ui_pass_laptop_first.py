"""Several people at one laptop (issue 23 §2.7): the pass screen at a deal's start names
the person asked first, from its first frame (it named the first person's seat, then
switched to the right one when the question came, about 0.7 s later)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from table_walk import make_window
from test_ui_pass_laptop import play_deal_by_clicks

from binokel_desktop.engine.events import DealStarted


@pytest.mark.parametrize("humans", [(True, True, True), (True, False, True)])
def test_the_pass_screen_names_the_person_asked_first_in_every_deal(qtbot, humans):
    window = make_window(qtbot, "grupp1994-3", humans, seed=23)
    c = window.controller
    named: list[int] = []  # whom the screen named when each question came
    asked: list[int] = []
    c.seat_must_act.connect(lambda seat, _view: (asked.append(seat),
                                                 named.append(window.pass_screen.seat)))
    # Shown at once by the new game, before anything is dealt.
    assert window.pass_screen.isVisible()
    first = window.pass_screen.seat
    assert first == window.scene.viewer
    qtbot.waitUntil(lambda: bool(asked), timeout=60_000)
    assert (first, named[0]) == (asked[0], asked[0])
    assert asked[0] != 0, "the first person's seat is not asked first here"
    play_deal_by_clicks(qtbot, window, random.Random(1))
    dialog = window.open_dialog()
    assert dialog is not None
    asked.clear()
    named.clear()
    dealt: list[tuple[int, int]] = []  # the screen's person and the table's, as dealt
    c.did_update.connect(lambda u: dealt.append((window.pass_screen.seat, window.scene.viewer))
                         if any(isinstance(e, DealStarted) for e in u.events)
                         and window.pass_screen.isVisible() else None)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(asked), timeout=60_000)
    second = dealt[0][0]
    assert dealt == [(second, second)]
    assert (second, named[0]) == (asked[0], asked[0])
    window.close()
