"""Keyboard play (issue 13 §6): arrows move a visible focus mark among the legal
cards (or the cards to lay away), Enter or Space takes the card, digits press the
decision's buttons; a whole deal is played with key presses only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_walk import asked, make_window

from binokel_desktop.engine.state import Phase

KEY = {n: Qt.Key(Qt.Key.Key_1.value + n - 1) for n in range(1, 10)}


def press(window, key):
    # Where a person's key press goes: to whatever widget has the focus.
    target = QApplication.focusWidget()
    QTest.keyClick(target if target is not None and target.window() is window else window, key)


@pytest.mark.parametrize("name", ["grupp1994-3", "kreuz-4", "online-40-2p"])
def test_a_whole_deal_with_key_presses_only(qtbot, name):
    window = make_window(qtbot, name, seed=21)
    c = window.controller
    mine = 0
    bid_once = False
    while window.open_dialog() is None:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=60_000)
        if window.open_dialog() is not None:
            break
        view = asked(window)
        before = len(c.record.actions)
        phase = view.phase
        if any(a.kind == "play" for a in view.legal):
            # The focus mark is on a legal card from the start; move it, then play it.
            focused = window.scene.focused_card()
            assert focused is not None and focused.legal
            press(window, Qt.Key.Key_Right)
            moved = window.scene.focused_card()
            assert moved is not None and moved.legal
            assert len(window.scene.card_choices()) == 1 or moved is not focused
            press(window, Qt.Key.Key_Return)
        elif phase in (Phase.DISCARD, Phase.GIVE):
            need = window.panel.needed()
            for _ in range(need):
                press(window, Qt.Key.Key_Space)
                press(window, Qt.Key.Key_Right)
            assert window.decisions.selection.bit_count() == need
            press(window, Qt.Key.Key_Return)
        elif phase is Phase.AUCTION:
            texts_ = [b.text() for b in window.panel.buttons()]
            # Bid the lowest value once (the button after Pass), then pass.
            press(window, KEY[2] if not bid_once and len(texts_) > 1 else KEY[1])
            bid_once = True
        else:
            press(window, KEY[1])
        mine += 1
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b
                        or window.open_dialog() is not None, timeout=60_000)
    assert mine >= 5
    people = [a for a, s in zip(c.record.actions, actors(c), strict=False) if s == 0]
    assert len(people) == mine


def actors(c):
    """The seat that made each action of the record (replayed)."""
    from binokel_desktop.engine import apply, new_game

    state = new_game(c.setup.profile, c.seed)
    out = []
    for action in c.record.actions:
        out.append(state.to_act)
        state, _ = apply(state, action)
    return out


def test_the_focus_mark_is_drawn_and_moves_only_among_legal_cards(qtbot):
    window = make_window(qtbot, "grupp1994-3", seed=21)
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: asked(window) is not None, timeout=60_000)
        view = asked(window)
        if any(a.kind == "play" for a in view.legal):
            break
        before = len(c.record.actions)
        press(window, KEY[1])
        if view.phase in (Phase.DISCARD,):
            for _ in range(window.panel.needed()):
                press(window, Qt.Key.Key_Space)
                press(window, Qt.Key.Key_Right)
            press(window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b, timeout=60_000)
    choices = window.scene.card_choices()
    assert {i.card for i in choices} == {card for card in range(64)
                                         if view.legal_cards >> card & 1}
    seen = set()
    for _ in range(len(choices) + 1):
        item = window.scene.focused_card()
        assert item is not None and item.focused and item.legal
        seen.add(item.card)
        press(window, Qt.Key.Key_Right)
    assert seen == {i.card for i in choices}
    # Drawn: the focused card looks different from the same card without the mark.
    item = window.scene.focused_card()
    marked = paint(item)
    item.set_focused(False)
    assert paint(item) != marked


def paint(item):
    from PySide6.QtGui import QImage, QPainter

    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-rect.x(), -rect.y())
    item.paint(painter, None, None)
    painter.end()
    return bytes(image.constBits())


# --- the dabb stays in sight -------------------------------------------------------


def pass_always(view, rng):
    from binokel_desktop.engine.actions import Pass

    passes = [a for a in view.legal if isinstance(a, Pass)]
    return passes[0] if passes else rng.choice(list(view.legal))


def test_a_computers_dabb_stays_in_sight_until_laid_away_and_comes_back_on_a_click(qtbot):
    import random

    from binokel_desktop.engine.cards import cards_of
    from binokel_desktop.ui import texts

    window = make_window(qtbot, "grupp1994-3", seed=5)
    c = window.controller
    checked = {"before": 0, "after": 0}
    wrong = []

    def check(*_):
        state = c.state
        if state.deal_no != 0 or state.declarer < 0 or state.declarer == 0:
            return
        shown = sorted(i.card for i in window.scene.seen_dabb)
        face_up = all(i.face_up for i in window.scene.seen_dabb)
        laid = state.phase not in (Phase.AUCTION, Phase.DABB, Phase.DISCARD)
        if state.phase is Phase.DISCARD:
            checked["before"] += 1
            if shown != sorted(cards_of(state.dabb)) or not face_up:
                wrong.append(f"{state.phase}: table shows {shown}, dabb {cards_of(state.dabb)}")
        elif laid or state.phase is Phase.PLAY:
            checked["after"] += 1
            if shown:
                wrong.append(f"{state.phase}: dabb still shown after laying away")

    # Whenever a seat is asked, the table has caught up with every event before.
    c.bot_is_thinking.connect(check)
    c.seat_must_act.connect(check)
    rng = random.Random(1)
    while True:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=60_000)
        if window.open_dialog() is not None or asked(window).phase is Phase.PLAY:
            break
        before = len(c.record.actions)
        window.submit(pass_always(asked(window), rng))
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b, timeout=60_000)
    assert c.state.declarer not in (-1, 0)
    assert checked["before"] >= 1 and checked["after"] >= 1
    assert wrong == []
    dabb = sorted(cards_of(c.state.dabb))
    assert dabb and not list(window.scene.seen_dabb)
    # A click on the declarer's plate shows it again, face up.
    plate = window.scene.plates[c.state.declarer]
    view = window.table_view
    point = view.mapFromScene(plate.mapToScene(plate.rect().center()))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert sorted(i.card for i in window.scene.seen_dabb) == dabb
    assert all(i.face_up for i in window.scene.seen_dabb)
    # The deal summary lists it.
    while window.open_dialog() is None:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=60_000)
        if window.open_dialog() is not None:
            break
        before = len(c.record.actions)
        window.submit(rng.choice(list(asked(window).legal)))
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b
                        or window.open_dialog() is not None, timeout=60_000)
    line = window.open_dialog().cards_line.text()
    french = c.setup.profile.deck.french
    assert all(texts.card_name(card, french) in line for card in dabb), line


def _declare_and_play(qtbot, window, declarer: int) -> None:
    """Seat ``declarer`` (a person) bids until it wins; everybody plays the first
    legal card; stops at the deal summary."""
    from binokel_desktop.engine.actions import Bid, ChooseTrump, GoOut, Pass

    c = window.controller
    while window.open_dialog() is None:
        qtbot.waitUntil(lambda: asked(window, lift=True) is not None
                        or window.open_dialog() is not None, timeout=60_000)
        if window.open_dialog() is not None:
            break
        view = asked(window)
        legal = list(view.legal)
        bids = [a for a in legal if isinstance(a, Bid)]
        if view.phase is Phase.AUCTION:
            action = bids[0] if bids and view.seat == declarer else next(
                (a for a in legal if isinstance(a, Pass)), legal[0])
        elif view.phase is Phase.TRUMP:
            action = next(a for a in legal if isinstance(a, ChooseTrump))
        else:
            action = next((a for a in legal if not isinstance(a, GoOut)), legal[0])
        before = len(c.record.actions)
        window.submit(action)
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b
                        or window.open_dialog() is not None, timeout=60_000)


@pytest.mark.parametrize("humans", [(True, False, False), (True, True, False)])
def test_the_summary_names_the_laid_away_cards_only_to_a_person_alone(qtbot, humans):
    from binokel_desktop.engine.cards import cards_of
    from binokel_desktop.ui import texts

    window = make_window(qtbot, "grupp1994-3", humans, seed=8)
    c = window.controller
    _declare_and_play(qtbot, window, declarer=0)
    state = c.state
    assert state.declarer == 0 and state.discards
    line = window.open_dialog().cards_line.text()
    names = [texts.card_name(card, c.setup.profile.deck.french)
             for card in cards_of(state.discards)]
    if sum(humans) == 1:
        assert "Laid away:" in line and all(n in line for n in names), line
    else:
        # Among several people the lay-away is the declarer's secret.
        assert "Laid away:" not in line, line
