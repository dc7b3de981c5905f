"""Letter keys for the common calls (issue 13 §6): P pass, B bid, O hold, D take the
dabb, A lay away — the same letters in every language, shown in the buttons' tooltips,
and a whole auction (and the dabb after it) done with them alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table_walk import asked, make_window

from binokel_desktop.engine.actions import Bid, Hold, Pass, TakeDabb
from binokel_desktop.engine.state import Phase
from binokel_desktop.ui import i18n
from binokel_desktop.ui.action_panel import ActionPanel

LETTER = {k: Qt.Key(ord(v)) for k, v in ActionPanel.KEYS.items()}


@pytest.fixture
def language():
    yield
    i18n.set_language("en")


def test_the_letters_keep_clear_of_the_other_keys():
    letters = list(ActionPanel.KEYS.values())
    assert len(set(letters)) == len(letters)
    assert not {"H", "L", "Z"} & set(letters)  # hint, last trick, Ctrl+Z


def press(qtbot, window, key):
    # Sent to whatever has the focus: the keys are the window's, not the table's.
    target = window.focusWidget() or window
    QTest.keyClick(target, key)


# Hold bidding (online-40) and a dabb taken by a click of its own (grupp1994-3).
CASES = [("online-40", {"pass", "bid", "hold", "lay_away"}),
         ("grupp1994-3", {"pass", "bid", "dabb", "lay_away"})]


@pytest.mark.parametrize("lang", ["de", "en", "it"])
@pytest.mark.parametrize(("name", "wanted"), CASES)
def test_a_whole_auction_and_the_dabb_with_letter_keys(qtbot, language, name, wanted, lang):
    i18n.set_language(lang)
    window = make_window(qtbot, name, (True, True, True), seed=21)
    window.activateWindow()
    qtbot.waitActive(window)
    c = window.controller
    used: set[str] = set()
    bids = 0
    while True:
        qtbot.waitUntil(lambda: asked(window) is not None, timeout=60_000)
        view = asked(window)
        if view.phase is Phase.AUCTION:
            legal = view.legal
            # Each tooltip names its letter, in every language.
            for call, kind in (("pass", Pass), ("hold", Hold), ("bid", Bid)):
                button = window.panel.keyed.get(ActionPanel.KEYS[call])
                assert (button is not None) == any(isinstance(a, kind) for a in legal)
                if button is not None:
                    assert ActionPanel.KEYS[call] in button.toolTip()
            if any(isinstance(a, Hold) for a in legal) and bids < 4:
                call = "hold"
            elif any(isinstance(a, Bid) for a in legal) and bids < 4:
                call = "bid"
            else:
                call = "pass"
            bids += call != "pass"
        elif view.phase is Phase.DABB and any(isinstance(a, TakeDabb) for a in view.legal):
            call = "dabb"
        elif view.phase is Phase.DISCARD:
            assert ActionPanel.KEYS["lay_away"] in window.panel.confirm.toolTip()
            window.table_view.setFocus()
            for _ in range(window.panel.needed()):
                press(qtbot, window, Qt.Key.Key_Space)
                press(qtbot, window, Qt.Key.Key_Right)
            call = "lay_away"
        else:
            break
        before = len(c.record.actions)
        press(qtbot, window, LETTER[call])
        used.add(call)
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b, timeout=10_000)
    assert view.phase is not Phase.AUCTION
    assert wanted <= used
    window.close()


def test_a_letter_of_a_call_not_offered_does_nothing(qtbot):
    window = make_window(qtbot, "grupp1994-3", (True, False, False), seed=21)
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=60_000)
    c = window.controller
    before = len(c.record.actions)
    press(qtbot, window, LETTER["dabb"])
    press(qtbot, window, LETTER["lay_away"])
    qtbot.wait(20)
    assert len(c.record.actions) == before
    assert asked(window) is not None
    window.close()
