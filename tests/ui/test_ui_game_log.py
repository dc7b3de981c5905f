"""The game log and the last trick (issue 16): the log lists the same tricks and
scores as the record; the last trick shows by key and by a click on a won pile."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from table_walk import TIMEOUT, asked, choose, make_window

from binokel_desktop.engine import GameRecord, apply, legal_actions, new_game
from binokel_desktop.engine.events import DealScored
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.scoring import DealResult
from binokel_desktop.engine.state import Phase
from binokel_desktop.ui import texts
from binokel_desktop.ui.game_log import LogBook, TrickLine, entry_text


def random_game(profile_name: str, seed: int, deals: int):
    """A record of random legal play over ``deals`` deals, and the state at each deal's end."""
    profile = PROFILES[profile_name]
    rng = random.Random(seed)
    state = new_game(profile, seed)
    record = GameRecord(profile, seed)
    ends = []
    while len(ends) < deals and state.phase is not Phase.GAME_OVER:
        action = rng.choice(list(legal_actions(state)))
        state, _ = apply(state, action)
        record = record.with_action(action)
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            ends.append(state)
    return record, ends


@pytest.mark.parametrize("profile_name", ["grupp1994-3", "online-40-4p", "kreuz-4", "altenburg-2"])
def test_the_log_lists_the_records_tricks_and_scores(qtbot, profile_name):
    record, ends = random_game(profile_name, 5, 3)
    book = LogBook.from_record(record)
    tricks = [e for e in book.entries if isinstance(e, TrickLine)]
    scored = [e.result for e in book.entries
              if isinstance(e, DealScored) and isinstance(e.result, DealResult)]
    for end in ends:
        mine = [t for t in tricks if t.deal_no == end.deal_no]
        # Every card played in the deal, by the same seat in the same order.
        assert [p for t in mine for p in t.plays] == list(end.plays)[: sum(
            len(t.plays) for t in mine)]
        assert sum(len(t.plays) for t in mine) == len(end.plays)
        # Who took how many tricks.
        for seat in range(len(end.tricks_won)):
            assert sum(t.winner == seat for t in mine) == end.tricks_won[seat]
    # The scores are the record's, deal by deal.
    assert [r.changes for r in scored] == [r.changes for r in ends[-1].results]
    names = ["You", "Anna", "Karl", "Lena"][: record.profile.deal.seats]
    for t in tricks:
        line = entry_text(t, names, record.profile)
        assert texts.seat_name(names[t.winner]) in line
        for _, card in t.plays:
            assert texts.card_name(card, record.profile.deck.french) in line


def test_live_log_equals_the_rebuilt_one_and_follows_the_language(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    c = window.controller
    rng = random.Random(2)
    window.aids.acts["log"].trigger()
    assert window.aids.log.isVisible()
    # Play until two tricks are done.
    while sum(isinstance(e, TrickLine) for e in window.aids.log.book.entries) < 2:
        qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
        view = asked(window)
        window.submit(rng.choice(list(view.legal)))
    assert window.aids.log.book.entries == LogBook.from_record(c.record).entries
    window.set_language("en")
    english = window.aids.log.lines()
    assert any(line.startswith("Trick 1:") for line in english)
    window.set_language("it")
    italian = window.aids.log.lines()
    assert len(italian) == len(english) and italian != english
    window.set_language("en")
    assert window.aids.log.lines() == english

    # The last trick: by the key, then a click closes it.
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_L)
    popup = window.aids.popup
    assert popup is not None and popup.isVisible()
    last = window.aids.log.book.last_trick()
    assert texts.seat_name(["You", "Anna", "Karl"][last.winner]) in popup.title.text()
    qtbot.mouseClick(popup, Qt.MouseButton.LeftButton)
    assert not popup.isVisible()
    # … and by a click on a pile of won cards.
    scene = window.scene
    pile = next(p for p in scene.won.values() if len(p))
    item = pile.items[-1]
    point = window.table_view.mapFromScene(item.mapToScene(QPointF(4, 4)))
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.aids.popup is not popup and window.aids.popup.isVisible()
    window.aids.popup.close()


def test_deal_review_from_the_summary_button_and_the_key(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QPushButton

    from binokel_desktop.app.review import review_deal

    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3", seed=12)
    window.aids.review_budget_s = 0.5
    rng = random.Random(5)
    assert not window.aids.acts["review"].isEnabled()
    while window.open_dialog() is None:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=TIMEOUT)
        if asked(window) is not None:
            window.submit(choose(asked(window), rng))  # no going out: tricks are played
    summary = window.open_dialog()
    button = summary.findChild(QPushButton, "ReviewButton")
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = window.aids.review_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=TIMEOUT)
    want = review_deal(window.aids.finished_deal, budget_s=0.5)
    assert dialog.review.tricks == want.tricks and dialog.review.dealt == want.dealt
    assert dialog.result_text
    assert len(dialog.review.tricks) >= 2
    if dialog.review.tricks:
        assert dialog.position == 1 and not dialog.back_button.isEnabled()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=TIMEOUT)
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Right)
        assert dialog.position == 2
        qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
        assert dialog.position == 1
    dialog.close()
    # The key reaches it too.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.aids.review_dialog is not dialog and window.aids.review_dialog.isVisible()
    window.aids.review_dialog.close()


def test_the_log_and_the_hint_name_cards_as_the_deck_shown(qtbot):
    # Württemberg rules shown with French cards: the log says Clubs/Spades/Diamonds,
    # never Acorns/Leaves/Bells, and switches back with the deck.
    window = make_window(qtbot, "grupp1994-3", seed=12)
    rng = random.Random(5)
    c = window.controller
    while not any("trump" in line.lower() for line in window.aids.log.lines()) or \
            len(c.view(0).plays) < 3:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=TIMEOUT)
        if window.open_dialog() is not None:
            break
        window.submit(choose(asked(window), rng))
    german = ("Acorns", "Leaves", "Bells")
    french = ("Clubs", "Spades", "Diamonds")
    window.menus.set_deck("french")
    text = "\n".join(window.aids.log.lines())
    assert not any(w in text for w in german), text
    assert any(w in text for w in french + ("Hearts",)), text
    window.menus.set_deck("wuerttemberg")
    text = "\n".join(window.aids.log.lines())
    assert not any(w in text for w in french), text
