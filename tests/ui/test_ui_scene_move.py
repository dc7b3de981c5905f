"""One verb moves cards between piles (issue 24 §4, as KDE's ``moveCardsToPile``):
``TableScene.move`` takes the items off whatever pile holds them, lays them on
the new pile where it lays its cards, and closes up the piles they left; a face
asked for is turned to halfway where the pile lets each card keep its own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsView

from binokel_desktop.engine import PROFILES, new_game, seat_view
from binokel_desktop.ui.table.scene import TableScene

pytestmark = pytest.mark.usefixtures("english_afterwards")


def dealt(qtbot) -> TableScene:
    profile = PROFILES["grupp1994-3"]
    view = seat_view(new_game(profile, 3), 0)
    scene = TableScene(3, 0, ["You", "Anna", "Karl"], "wuerttemberg", profile.deck.french)
    qtbot.addWidget(QGraphicsView(scene))
    scene.resize(1280, 800)
    scene.rebuild(view)
    scene.sync(view, 0)
    return scene


def test_moved_cards_lie_where_their_new_pile_lays_them_and_the_old_closes_up(qtbot):
    scene = dealt(qtbot)
    hand = scene.hands[1]
    gone = hand.items[-2:]
    rest = hand.items[:-2]
    scene.move(gone, scene.discards, 0)
    assert list(scene.discards) == gone and list(hand) == rest
    assert sum(item in p.items for p in scene.piles() for item in gone) == 2  # one pile each
    x, y = scene.layout.discard_position(0)  # no declarer yet: before the viewer
    for n, item in enumerate(gone):
        assert item.pos() == QPointF(x + n * 4, y) and item.zValue() == 20 + n
        assert not item.face_up and item.width == scene.layout.small_w
    for item, (hx, hy, rot) in zip(rest, scene.layout.hand_positions(1, len(rest)),
                                   strict=True):
        assert item.pos() == QPointF(hx, hy) and item.rotation() == rot


def test_a_pile_with_a_face_of_its_own_decides_it(qtbot):
    scene = dealt(qtbot)
    item = scene.hands[0][0]
    assert item.face_up
    scene.move([item], scene.won[1], 0, face_up=True)
    assert not item.face_up and item.width == scene.layout.small_w


def test_an_asked_face_is_turned_to_halfway(qtbot):
    scene = dealt(qtbot)
    item = scene.hands[0][0]
    scene.move([item], scene.hands[1], 0, face_up=False)  # other hands keep each face
    assert not item.face_up
    other = scene.hands[0][0]
    scene.move([other], scene.hands[2], 300, face_up=False)
    assert other.face_up  # not yet: it turns on the way
    qtbot.waitUntil(lambda: not other.face_up, timeout=2000)
