"""The pass screen's click guard restarts for a new person only.

Seen in the hot-seat journey (two people, a deal all passed): the screen named
Opa for the next deal; when Opa's decision arrived behind it, the window covered
again for Opa -- nothing on screen changed, but the guard restarted, and Opa's
click a moment later was dropped without a word. The program waited for ever.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from binokel_desktop.ui.pass_screen import PassScreen


def test_covering_again_for_the_same_person_keeps_the_click(qtbot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 500)
    screen = PassScreen(table)
    table.show()
    screen.cover(2, "Opa", [])
    qtbot.wait(screen.guard_ms + 100)  # Opa reads the screen
    screen.cover(2, "Opa", [])  # Opa's decision arrives behind it: the same screen
    with qtbot.waitSignal(screen.did_lift, timeout=1000) as lifted:
        qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert lifted.args == [2]


def test_a_new_person_still_gets_the_guard(qtbot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 500)
    screen = PassScreen(table)
    table.show()
    screen.cover(2, "Opa", [])
    qtbot.wait(screen.guard_ms + 100)
    screen.cover(0, "Anna", [])  # another person now: a click this soon was for Opa
    with qtbot.assertNotEmitted(screen.did_lift, wait=50):
        qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert screen.isVisible()
