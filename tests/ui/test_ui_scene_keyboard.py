"""The table owns the keyboard's focus over the cards (issue 24 §4, as KDE's
``KCardScene::keyboardFocus*``).

A real ``TableScene`` in a real ``QGraphicsView``: an open question puts the mark
on the first card it offers; keys pressed on the view move it among the legal
cards (or the whole hand when laying away); Enter and Space take the marked card
through ``card_clicked``; Enter with every card picked emits ``confirm_pressed``;
without a question there is no mark and keys do nothing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from binokel_desktop.engine import PROFILES, Phase, apply, legal_actions, new_game, seat_view
from binokel_desktop.engine.cards import cards_of
from binokel_desktop.ui.table.scene import TableScene

pytestmark = pytest.mark.usefixtures("english_afterwards")


def table_at(qtbot, phase: Phase) -> tuple[TableScene, QGraphicsView, object]:
    """The table of the seat asked first in ``phase``, with that question's view."""
    profile = PROFILES["grupp1994-3"]
    state = new_game(profile, 3)
    while state.phase is not phase:
        state, _ = apply(state, legal_actions(state)[0])
    seat = state.to_act
    view = seat_view(state, seat)
    scene = TableScene(3, seat, ["Anna", "Karl", "Lena"], "wuerttemberg", profile.deck.french)
    widget = QGraphicsView(scene)
    qtbot.addWidget(widget)
    scene.resize(1280, 800)
    scene.restore(view)
    return scene, widget, view


def test_arrows_move_the_mark_among_the_legal_cards_and_enter_takes_it(qtbot):
    scene, widget, view = table_at(qtbot, Phase.PLAY)
    assert scene.focused_card() is None and scene.card_choices() == []
    scene.offer(view)
    choices = scene.card_choices()
    assert {i.card for i in choices} == set(cards_of(view.legal_cards))
    assert len(choices) >= 2
    xs = [i.pos().x() for i in choices]
    assert xs == sorted(xs)  # left to right
    assert scene.focused_card() is choices[0] and choices[0].focused
    QTest.keyClick(widget, Qt.Key.Key_Right)
    assert scene.focused_card() is choices[1]
    assert [i for i in scene.all_items() if i.focused] == [choices[1]]
    QTest.keyClick(widget, Qt.Key.Key_Left)
    QTest.keyClick(widget, Qt.Key.Key_Up)  # round to the last
    assert scene.focused_card() is choices[-1]
    with qtbot.waitSignal(scene.card_clicked, timeout=1000) as taken:
        QTest.keyClick(widget, Qt.Key.Key_Return)
    assert taken.args == [choices[-1]]
    with qtbot.waitSignal(scene.card_clicked, timeout=1000) as taken:
        QTest.keyClick(widget, Qt.Key.Key_Space)
    assert taken.args == [choices[-1]]


def test_no_question_no_mark_and_keys_do_nothing(qtbot):
    scene, widget, view = table_at(qtbot, Phase.PLAY)
    scene.offer(view)
    scene.withdraw()
    assert scene.focused_card() is None and scene.card_choices() == []
    assert not any(i.focused for i in scene.all_items())
    clicked: list[object] = []
    scene.card_clicked.connect(clicked.append)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Space):
        QTest.keyClick(widget, key)
    assert clicked == [] and not any(i.focused for i in scene.all_items())


def test_laying_away_picks_with_the_keys_and_enter_confirms_when_all_are_picked(qtbot):
    scene, widget, view = table_at(qtbot, Phase.DISCARD)
    need = view.auction.dabb_size
    picked = 0

    def pick(item) -> None:  # as the window does: the picked cards rise
        nonlocal picked
        picked ^= 1 << item.card
        scene.mark_hand(selected=picked)

    scene.card_clicked.connect(pick)
    confirmed: list[int] = []
    scene.confirm_pressed.connect(lambda: confirmed.append(picked))
    scene.offer(view)
    choices = scene.card_choices()
    assert {i.card for i in choices} == set(cards_of(view.hand))  # the whole hand
    QTest.keyClick(widget, Qt.Key.Key_Return)  # nothing picked yet: Enter picks
    assert picked == 1 << choices[0].card and scene.focused_card() is choices[0]
    for n in range(1, need):
        QTest.keyClick(widget, Qt.Key.Key_Right)
        QTest.keyClick(widget, Qt.Key.Key_Space)
        assert scene.focused_card() is choices[n]  # the mark stays on the picked card
    assert picked.bit_count() == need and confirmed == []
    QTest.keyClick(widget, Qt.Key.Key_Space)  # Space still takes the card: one fewer
    assert picked.bit_count() == need - 1 and confirmed == []
    QTest.keyClick(widget, Qt.Key.Key_Space)
    QTest.keyClick(widget, Qt.Key.Key_Enter)
    assert confirmed == [picked] and picked.bit_count() == need
