"""Every seat's things stay in its own place (issue 28 §1), measured on the real table.

For 2, 3 and 4 seats at the table a 1024×600, 1366×768 and 1920×1080 screen leaves
(the size of the real window's table view), the scene is filled as full as a deal
gets: every hand, a row of eight meld cards and a long meld line under every name,
a whole trick, the last trick, won cards and the laid-away cards. Then:

- no two seats' items overlap (hand, melds, won cards, laid-away cards, plate);
- every meld row touches its own plate;
- no plate touches a trick card and every meld row keeps clear of the trick;
- nothing lies on the last-trick display, and no card played to the trick flies
  over it.

A second test checks that "Last trick: Anna" shows only once its cards are there.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsView
from table_walk import make_window, window_size

from binokel_desktop.engine import new_game, seat_view
from binokel_desktop.engine.cards import cards_of, deck_mask
from binokel_desktop.engine.events import TrickWon
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui.card_pixmaps import style_for
from binokel_desktop.ui.table.card_item import CardItem
from binokel_desktop.ui.table.scene import TableScene, target_rect

SCREENS = ((1024, 600), (1366, 768), (1920, 1080))
PROFILE = {2: "bezique-2", 3: "grupp1994-3", 4: "kreuz-4"}
LONG_LINE = "2× Paar 20, Trumpfpaar 40, Binokel 40, Vier Damen 60, Diss 10"
MELD_CARDS = 8
_sizes: dict[tuple[int, int], tuple[int, int]] = {}


def table_size(qtbot, screen: tuple[int, int]) -> tuple[int, int]:
    """The table view's size in the real window on ``screen`` (one window per screen)."""
    if screen not in _sizes:
        window = make_window(qtbot, "grupp1994-3", size=window_size(screen))
        qtbot.waitUntil(lambda: window.scene is not None and window.scene.width() > 100)
        _sizes[screen] = (window.table_view.viewport().width(),
                          window.table_view.viewport().height())
        window.close()
    return _sizes[screen]


def full_table(seats: int, size: tuple[int, int]) -> TableScene:
    """A table as full as a deal makes it, every item at its target."""
    profile = PROFILES[PROFILE[seats]]
    view = seat_view(new_game(profile, 7), 0)
    scene = TableScene(seats, 0, ["Du", "Anna", "Karl", "Lena"][:seats],
                       style_for("wuerttemberg", profile.deck.french), profile.deck.french)
    scene.resize(*size)
    scene.rebuild(view)
    scene.sync(view, 0)
    w = scene.layout.small_w
    deck = cards_of(deck_mask(profile.deck.ranks))
    card = iter(deck * 2)
    for seat in range(seats):
        for _ in range(MELD_CARDS):
            item = scene._new_item(next(card), w)
            item.set_face_up(True)
            scene.melds[seat].add(item)
        scene.meld_text[seat] = lambda: LONG_LINE
        scene._fill(scene.won[seat], 9, w)
        played = scene._new_item(deck[seat], scene.layout.trick_w)
        played.owner = seat
        scene.trick.add(played)
        last = scene._new_item(deck[-1 - seat], w)
        last.owner = seat
        scene.last_trick.add(last)
    scene.last_winner = 1
    # The melds are shown after the dabb is taken up and laid away.
    scene._fill(scene.dabb, 0, w)
    scene._fill(scene.discards, 4, w)
    scene.relayout(0)
    return scene


def seat_rects(scene: TableScene, view_declarer: int) -> dict[int, list[tuple[str, QRectF]]]:
    """Each seat's items: hand, meld row, won cards, laid-away cards (declarer) and plate."""
    out: dict[int, list[tuple[str, QRectF]]] = {}
    for seat in range(scene.seats):
        rects = [("hand", target_rect(i)) for i in scene.hands[seat]]
        rects += [("meld", target_rect(i)) for i in scene.melds[seat]]
        rects += [("won", target_rect(i)) for i in scene.won[seat]]
        if seat == view_declarer:
            rects += [("laid away", target_rect(i)) for i in scene.discards]
        plate = scene.plates[seat]
        rects.append(("plate", plate.mapRectToScene(plate.rect())))
        out[seat] = rects
    return out


def union(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


def area(a: QRectF, b: QRectF) -> float:
    inter = a.intersected(b)
    return max(0.0, inter.width()) * max(0.0, inter.height())


def flight(item_from: QRectF, to: QRectF, steps: int = 24) -> list[QRectF]:
    """The rectangles a card covers on its straight way from one place to another."""
    return [QRectF(item_from.x() + (to.x() - item_from.x()) * k / steps,
                   item_from.y() + (to.y() - item_from.y()) * k / steps,
                   to.width(), to.height()) for k in range(steps + 1)]


def layout_problems(scene: TableScene, declarer: int) -> list[str]:
    lay = scene.layout
    seats = seat_rects(scene, declarer)
    problems: list[str] = []
    table = QRectF(0, 0, lay.width, lay.height)
    for seat, rects in seats.items():
        for what, r in rects:
            if not table.adjusted(-1, -1, 1, 1).contains(r):
                problems.append(f"seat {seat} {what} {r.getRect()} off the table")
    # No two seats' items overlap.
    for a in seats:
        for b in seats:
            if a >= b:
                continue
            for wa, ra in seats[a]:
                for wb, rb in seats[b]:
                    if area(ra, rb) > 0.5:
                        problems.append(f"seat {a} {wa} {ra.getRect()} overlaps "
                                        f"seat {b} {wb} {rb.getRect()}")
    trick = [target_rect(i) for i in scene.trick]
    for seat, rects in seats.items():
        plate = next(r for w, r in rects if w == "plate")
        melds = union([r for w, r in rects if w == "meld"])
        # The meld row touches its plate (a gap of at most two of the layout's gaps).
        reach = 2 * lay.gap + 1
        if not plate.adjusted(-reach, -reach, reach, reach).intersects(melds):
            problems.append(f"seat {seat} melds {melds.getRect()} apart from its plate "
                            f"{plate.getRect()}")
        for t in trick:
            if plate.adjusted(-2, -2, 2, 2).intersects(t):
                problems.append(f"seat {seat} plate {plate.getRect()} touches the trick "
                                f"card {t.getRect()}")
            if melds.adjusted(-4, -4, 4, 4).intersects(t):
                problems.append(f"seat {seat} melds {melds.getRect()} within 4 px of the "
                                f"trick card {t.getRect()}")
    # The last-trick display: its cards and its label; nothing lies on it or flies over it.
    label = scene.last_trick_label
    display = union([target_rect(i) for i in scene.last_trick]
                    + [label.mapRectToScene(label.boundingRect())])
    if not label.isVisible():
        problems.append("no last-trick label")
    others = [(f"seat {s} {w}", r) for s, rects in seats.items() for w, r in rects]
    others += [("trick", t) for t in trick]
    others += [(k, r) for k, rs in scene.card_rects().items()
               if k in ("dabb", "talon") for r in rs]
    for what, r in others:
        if area(r, display) > 0:
            problems.append(f"{what} {r.getRect()} lies on the last trick {display.getRect()}")
    for t_item in scene.trick:
        to = target_rect(t_item)
        for h in scene.hands[t_item.owner]:
            if any(area(step, display) > 0 for step in flight(target_rect(h), to)):
                problems.append(f"a card of seat {t_item.owner} flies over the last trick")
                break
    return problems


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("seats", (2, 3, 4))
def test_every_seat_keeps_to_its_place(qtbot, seats, screen):
    scene = full_table(seats, table_size(qtbot, screen))
    shots = os.environ.get("BINOKEL_LAYOUT_SHOTS")
    if shots:
        view = QGraphicsView(scene)
        view.setFrameShape(QGraphicsView.Shape.NoFrame)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.resize(int(scene.width()), int(scene.height()))
        qtbot.addWidget(view)
        view.grab().save(str(Path(shots) / f"seats{seats}-{screen[0]}x{screen[1]}.png"))
    problems = []
    for declarer in range(seats):  # the laid-away cards lie by the declarer's place
        scene._view = dataclasses.replace(scene._view, declarer=declarer)
        scene.relayout(0)
        problems += layout_problems(scene, declarer)
    assert problems == []


def test_the_last_trick_label_comes_with_its_cards(qtbot):
    scene = full_table(3, (1008, 456))
    for item in scene.last_trick.take():
        scene.removeItem(item)
    scene.last_winner = -1
    scene.relayout(0)
    assert not scene.last_trick_label.isVisible()
    scene.speed = 0.05  # a short pause, still a pause
    scene.trick_pause_ms = 2000
    wait = scene.animate(TrickWon(seat=2, cards=(), points=10), scene._view)
    assert wait > 0
    # During the pause the cards are still in the middle and nothing names a winner.
    assert len(scene.trick) == 3 and len(scene.last_trick) == 0
    scene.relayout(0)
    assert not scene.last_trick_label.isVisible()
    qtbot.waitUntil(lambda: len(scene.last_trick) == 3, timeout=3000)
    assert scene.last_trick_label.isVisible()
    assert "Karl" in scene.last_trick_label.text()
    assert isinstance(scene.last_trick[0], CardItem)
