"""Every aid is reached by a real key press and by a real mouse click (issue 16):
take back, hint, last trick, game log, deal review, house rules, forced cards, hand
order and the several-people switch; keys are shortcuts or the menu's own keys
(Alt + its letter, arrows, Enter), clicks go to a button, the table or the menu."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QPushButton
from table_walk import TIMEOUT, asked, choose, make_window

from binokel_desktop.app.hand_order import HandOrder
from binokel_desktop.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier


def active(qtbot, window: MainWindow) -> None:
    """The window has the focus, as after a click on it (the offscreen platform gives
    none back when another window of the program closes)."""
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=TIMEOUT)


def key(qtbot, window: MainWindow, k: Qt.Key,
        modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    active(qtbot, window)
    qtbot.keyClick(window, k, modifier)


def popup(qtbot) -> QMenu:
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu),
                    timeout=TIMEOUT)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def by_menu_keys(qtbot, window: MainWindow, entry: QAction, submenu: QMenu | None = None) -> None:
    """Alt + the Aids menu's letter, then (the submenu's letter and) arrows to the
    entry, and Enter: as a person with no mouse reaches it."""
    aids = window.aids
    letter = aids.menu.title()[aids.menu.title().index("&") + 1]
    key(qtbot, window, Qt.Key(ord(letter.upper())), Qt.KeyboardModifier.AltModifier)
    menu = popup(qtbot)
    assert menu is aids.menu
    if submenu is not None:
        title = submenu.title()
        qtbot.keyClick(menu, Qt.Key(ord(title[title.index("&") + 1].upper())))
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is submenu, timeout=TIMEOUT)
        menu = submenu
    for _ in range(40):
        if menu.activeAction() is entry:
            break
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is entry
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=TIMEOUT)


def by_menu_clicks(qtbot, window: MainWindow, entry: QAction,
                   submenu: QMenu | None = None) -> None:
    """A click on the Aids menu in the menu bar, (on the submenu,) on the entry."""
    active(qtbot, window)
    aids = window.aids
    bar = window.menuBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.actionGeometry(aids.menu.menuAction()).center())
    menu = popup(qtbot)
    assert menu is aids.menu
    if submenu is not None:
        qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(submenu.menuAction()).center())
        qtbot.waitUntil(submenu.isVisible, timeout=TIMEOUT)
        menu = submenu
    # (No mouseMove: the offscreen platform would put the pointer a row off.)
    qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(entry).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=TIMEOUT)


def question(qtbot, window: MainWindow, before=None):
    qtbot.waitUntil(lambda: (asked(window) is not None and asked(window) is not before)
                    or window.open_dialog() is not None, timeout=TIMEOUT)
    return None if window.open_dialog() is not None else asked(window)


def click_scene_item(qtbot, window: MainWindow, item) -> None:
    view = window.table_view
    centre = item.mapToScene(item.boundingRect().center())
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.mapFromScene(centre))


def test_every_aid_by_a_key_and_by_a_click(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3", size=(1200, 700))
    aids = window.aids
    aids.review_budget_s = 0.2
    c = window.controller
    rng = random.Random(3)
    acts = aids.acts

    # Settings: forced cards (Ctrl+F, menu click), the several-people switch (menu
    # keys, menu click), hand order (menu keys, menu clicks).
    for how in ("key", "click"):
        was = aids.settings.forced_cards
        if how == "key":
            key(qtbot, window, Qt.Key.Key_F, CTRL)
        else:
            by_menu_clicks(qtbot, window, acts["forced"])
        assert aids.settings.forced_cards is not was
        was = aids.settings.take_back_several
        (by_menu_keys if how == "key" else by_menu_clicks)(qtbot, window, acts["several"])
        assert aids.settings.take_back_several is not was
    assert not aids.settings.forced_cards  # switched on and off again
    view = question(qtbot, window)
    by_menu_keys(qtbot, window, acts["order:low_first"], aids.order_menu)
    assert aids.settings.hand_order("You") == HandOrder(high_first=False)
    assert window.scene.hand_order == HandOrder(high_first=False)
    by_menu_clicks(qtbot, window, acts["order:alternate"], aids.order_menu)
    want = HandOrder(high_first=False, alternate_colours=True)
    assert aids.settings.hand_order("You") == want == window.scene.hand_order

    # Game log: Ctrl+L and the menu, each way on and off.
    shown = aids.log.isVisible()
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    assert aids.log.isVisible() is not shown
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    assert aids.log.isVisible() is shown
    by_menu_clicks(qtbot, window, acts["log"])
    assert aids.log.isVisible() is not shown
    by_menu_clicks(qtbot, window, acts["log"])
    assert aids.log.isVisible() is shown

    # House rules: Ctrl+H and the menu.
    key(qtbot, window, Qt.Key.Key_H, CTRL)
    dialog = aids.house_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.close()
    aids.house_dialog = None
    by_menu_clicks(qtbot, window, acts["house"])
    assert aids.house_dialog is not None and aids.house_dialog.isVisible()
    aids.house_dialog.close()

    # Hint: H and its button (shown, never played).
    for how in ("key", "click"):
        record = c.record
        aids.last_hint = None
        if how == "key":
            key(qtbot, window, Qt.Key.Key_H)
        else:
            qtbot.mouseClick(aids.buttons["hint"], LEFT)
        qtbot.waitUntil(lambda: aids.last_hint is not None, timeout=TIMEOUT)
        assert aids.last_hint.action in view.legal and c.record is record

    # Take back: Ctrl+Z and its button, each after a decision of the person.
    for how in ("key", "click"):
        before = c.record.actions
        window.submit(choose(view, rng))
        view = question(qtbot, window, view)
        assert view is not None and acts["take_back"].isEnabled()
        if how == "key":
            key(qtbot, window, Qt.Key.Key_Z, CTRL)
        else:
            qtbot.mouseClick(aids.buttons["take_back"], LEFT)
        view = question(qtbot, window, view)
        assert c.record.actions == before

    # Last trick: L, its button, and a click on a pile of won cards.
    while view is not None and not any(len(window.scene.won[s]) for s in range(3)):
        window.submit(choose(view, rng))
        view = question(qtbot, window, view)
    assert view is not None, "the deal ended before a second trick"
    last = aids.log.book.last_trick()
    assert last is not None
    for how in ("key", "button", "pile"):
        aids.popup = None
        if how == "key":
            key(qtbot, window, Qt.Key.Key_L)
        elif how == "button":
            qtbot.mouseClick(aids.buttons["last_trick"], LEFT)
        else:
            pile = next(window.scene.won[s] for s in range(3) if len(window.scene.won[s]))
            click_scene_item(qtbot, window, pile[-1])
        popup_ = aids.popup
        assert popup_ is not None and popup_.isVisible(), how
        assert popup_.title.text().startswith(f"Last trick ({last.number})")
        key(qtbot, window, Qt.Key.Key_Space)  # any key closes it, and plays nothing
        assert not popup_.isVisible()
        assert asked(window) is view

    # Deal review: the summary's button (a click) and Ctrl+R.
    while view is not None:
        window.submit(choose(view, rng))
        view = question(qtbot, window, view)
    summary = window.open_dialog()
    button = summary.findChild(QPushButton, "ReviewButton")
    assert button is not None
    qtbot.mouseClick(button, LEFT)
    review = aids.review_dialog
    assert review is not None and review.isVisible()
    review.close()
    summary.accept()
    aids.review_dialog = None
    question(qtbot, window)
    key(qtbot, window, Qt.Key.Key_R, CTRL)
    review = aids.review_dialog
    assert review is not None and review.isVisible()
    review.close()


def test_the_aids_keys_do_not_clash(qtbot, tmp_path, monkeypatch):
    """No two of the window's actions share a key, and no aid takes a call's letter."""
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    keys: dict[str, QAction] = {}
    for act in window.findChildren(QAction):
        for seq in act.shortcuts():
            text = seq.toString()
            assert text not in keys or keys[text] is act, text
            keys[text] = act
    aid_keys = {a.shortcut().toString() for a in window.aids.acts.values()} - {""}
    assert aid_keys == {"Ctrl+Z", "L", "Ctrl+L", "H", "Ctrl+R", "Ctrl+H", "Ctrl+F"}
    assert not aid_keys & set("PBODA123456789")
