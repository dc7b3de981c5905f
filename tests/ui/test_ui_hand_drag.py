"""Drag to reorder the viewer's hand (issue 16 §hand order), with real mouse events
on the real table: a dragged card stays where it was put, per player and deal; a
drag never plays a card, a click still does; a new hand order sorts again."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from table_walk import TIMEOUT, asked, choose, make_window

from binokel_desktop.app.aids_store import AidSettings
from binokel_desktop.app.hand_order import HandOrder, arranged
from binokel_desktop.engine import Phase
from binokel_desktop.engine.actions import Play


def wait_asked(qtbot, window):
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
    return asked(window)


def hand(window):
    return [i.card for i in window.scene.hands[window.session.viewer]]


def at(window, item):
    """A visible point of the item (its left strip: the next card covers the rest),
    in the table view's coordinates."""
    r = item.sceneBoundingRect()
    return window.table_view.mapFromScene(r.left() + 6, r.center().y())


def drag(qtbot, window, item, to: QPoint):
    vp = window.table_view.viewport()
    start = at(window, item)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for n in range(1, 6):  # in steps, as a hand moves
        qtbot.mouseMove(vp, start + (to - start) * n / 5)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=to)


def settled(window):
    return all(i._animation is None for i in window.scene.hands[window.session.viewer])


def test_a_dragged_card_stays_and_is_not_played(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    c = window.controller
    rng = random.Random(4)
    view = wait_asked(qtbot, window)
    while view.phase is not Phase.PLAY:
        window.submit(choose(view, rng))
        view = wait_asked(qtbot, window)
    qtbot.waitUntil(lambda: settled(window), timeout=TIMEOUT)
    before = hand(window)
    assert before == arranged(before, view.trump, HandOrder())
    items = list(window.scene.hands[0])
    # The first card (legal or not) goes to the far right of the hand.
    first = items[0]
    actions = len(c.record.actions)
    drag(qtbot, window, first, at(window, items[-1]) + QPoint(20, 0))
    qtbot.waitUntil(lambda: settled(window), timeout=TIMEOUT)
    want = [*before[1:], before[0]]
    assert hand(window) == want
    assert len(c.record.actions) == actions and asked(window) is view  # nothing played
    xs = [i.pos().x() for i in window.scene.hands[0]]
    assert xs == sorted(xs)  # laid out again in the new order
    # Remembered for this player and deal, in the aids file.
    settings = AidSettings(window.store)
    assert settings.hand_arrangement(window.aids.viewer_name(),
                                     window.aids.deal_key()) == tuple(want)
    # A click (no movement) still plays a legal card; the rest keep the dragged order.
    legal = {a.card for a in view.legal if isinstance(a, Play)}
    item = next(i for i in window.scene.hands[0] if i.card in legal)
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=at(window, item))
    qtbot.waitUntil(lambda: len(c.record.actions) > actions, timeout=TIMEOUT)
    assert c.record.actions[actions] == Play(item.card)
    qtbot.waitUntil(lambda: item.card not in hand(window), timeout=TIMEOUT)
    assert hand(window) == [x for x in want if x != item.card]
    # Changing the hand order option sorts again and forgets the drag.
    window.aids.acts["order:low_first"].trigger()
    cards = hand(window)
    assert cards == arranged(cards, view.trump, HandOrder(high_first=False))
    assert settings.hand_arrangement(window.aids.viewer_name(), window.aids.deal_key()) == ()


def test_arranged_keeps_the_drag_and_sorts_new_cards_after():
    how = HandOrder()
    assert arranged([3, 17, 40], None, how, (40, 3)) == [40, 3, 17]
    assert arranged([3, 17], None, how, (40, 17, 3)) == [17, 3]
    assert arranged([3, 17], None, how) == how.sort([3, 17], None)
