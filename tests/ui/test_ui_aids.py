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
        window.submit(rng.choice(list(view.legal)))
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
    # The log is cut back with the game: it equals the log of the shortened record.
    from binokel_desktop.ui.game_log import LogBook

    assert window.aids.log.book.entries == LogBook.from_record(c.record).entries
    assert 0 in c.taken_back  # the first deal's row will be marked


def test_take_back_is_off_with_several_people_unless_switched_on(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3", humans=(True, True, False))
    c = window.controller
    view = wait_asked(qtbot, window)
    while not view.my_turn or view.seat != 0:
        window.submit(view.legal[0])
        view = wait_asked(qtbot, window)
    window.submit(view.legal[0])
    wait_asked(qtbot, window)
    before = len(c.record.actions)
    assert not window.aids.take_back()
    assert len(c.record.actions) == before
    window.aids.acts["several"].trigger()
    assert window.aids.settings.take_back_several
    window.session.viewer = 0
    assert window.aids.take_back()
    assert len(c.record.actions) < before


def test_forced_card_plays_itself_when_switched_on(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    window.aids.acts["forced"].trigger()
    assert window.aids.settings.forced_cards
    c = window.controller
    rng = random.Random(4)
    forced = 0
    while forced < 2:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=TIMEOUT)
        if window.open_dialog() is not None:
            window.open_dialog().accept()  # the deal summary: on to the next deal
            continue
        view = asked(window)
        if view.phase.value == "play" and len(view.legal) == 1:
            n = len(c.record.actions)
            # Nobody clicks: the only card plays itself.
            qtbot.waitUntil(lambda n=n: len(c.record.actions) > n, timeout=TIMEOUT)
            assert c.record.actions[n] == view.legal[0]
            forced += 1
            continue
        window.submit(rng.choice(list(view.legal)))


def test_hand_order_from_the_menu_is_shown_and_remembered(qtbot, tmp_path, monkeypatch):
    from binokel_desktop.app.aids_store import AidSettings
    from binokel_desktop.app.hand_order import HandOrder

    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    view = wait_asked(qtbot, window)
    window.aids.acts["order:low_first"].trigger()
    window.aids.acts["order:alternate"].trigger()
    want = HandOrder(high_first=False, alternate_colours=True)
    assert window.scene.hand_order == want
    qtbot.waitUntil(lambda: [i.card for i in sorted(window.scene.hands[0],
                                                    key=lambda i: i.target[0].x())]
                    == want.sort([i.card for i in window.scene.hands[0]], view.trump),
                    timeout=TIMEOUT)
    assert AidSettings(window.store).hand_order("You") == want


def test_the_score_sheet_marks_a_deal_with_a_take_back(qtbot):
    from test_ui_game_log import random_game

    from binokel_desktop.engine.profile import PROFILES
    from binokel_desktop.ui.deal_summary import ScoreSheet

    _, ends = random_game("grupp1994-3", 5, 2)
    results = list(ends[-1].results)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.marked = {1}
    sheet.set_results(results, ["You", "Anna", "Karl"], PROFILES["grupp1994-3"])
    assert "\u21b6" in sheet.table.item(1, 0).text() and sheet.table.item(1, 0).toolTip()
    assert "\u21b6" not in sheet.table.item(0, 0).text()


def test_house_rules_dialog_from_the_menu(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    window.aids.acts["house"].trigger()
    dialog = window.aids.house_dialog
    assert dialog is not None and dialog.isVisible() and dialog.widgets
    dialog.close()
