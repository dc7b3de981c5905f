"""Piles lay out their own cards: a dealt table from a real view, every item on
exactly one pile, each pile's cards where the layout puts them, and a card that
moves from a hand to the trick lies at its seat's trick place."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from binokel_desktop.engine import new_game, seat_view
from binokel_desktop.engine.cards import cards_of
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui.table.scene import TableScene, sort_hand


def dealt_scene(name: str, seed: int = 3) -> tuple[TableScene, object]:
    profile = PROFILES[name]
    view = seat_view(new_game(profile, seed), 0)
    seats = profile.deal.seats
    scene = TableScene(seats, 0, [f"P{i}" for i in range(seats)], "wuerttemberg",
                       profile.deck.french)
    scene.resize(1280, 800)
    scene.rebuild(view)
    scene.sync(view, 0)
    return scene, view


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_every_card_lies_on_one_pile_where_its_layout_says(qtbot, name):
    scene, view = dealt_scene(name)
    items = scene.all_items()
    assert len(items) == len({id(i) for i in items})  # no item on two piles
    lay = scene.layout
    for seat, pile in scene.hands.items():
        assert len(pile) == view.hand_sizes[seat]
        spots = lay.hand_positions(seat, len(pile))
        for item, (x, y, rot) in zip(pile, spots, strict=True):
            assert item.pos() == QPointF(x, y) and item.rotation() == rot
            assert item.face_up == (seat == 0)
    mine = [i.card for i in scene.hands[0]]
    assert mine == sort_hand(cards_of(view.hand), view.trump)
    for n, item in enumerate(scene.dabb):
        assert item.pos() == QPointF(*lay.dabb_positions(len(scene.dabb))[n])


def test_a_card_moved_to_the_trick_lies_at_its_seats_place(qtbot):
    scene, view = dealt_scene("grupp1994-3")
    hand = scene.hands[1]
    item = hand[0]
    before = len(hand)
    scene.hands[1].remove(item)
    item.card, item.owner = 5, 1
    scene.trick.add(item)
    scene.sync(view, 0, reconcile=False)
    assert item.pos() == QPointF(*scene.layout.trick_position(1))
    assert item.face_up and item.zValue() == 300
    assert len(hand) == before - 1 and list(scene.trick) == [item]
    assert scene.trick.take() == [item] and len(scene.trick) == 0


def test_a_resize_lays_every_pile_out_anew(qtbot):
    scene, view = dealt_scene("online-40")
    scene.resize(1024, 600)
    lay = scene.layout
    for seat, pile in scene.hands.items():
        for item, (x, y, _) in zip(pile, lay.hand_positions(seat, len(pile)), strict=True):
            assert item.pos() == QPointF(x, y)
            assert item.width == (lay.card_w if seat == 0 else lay.small_w)
