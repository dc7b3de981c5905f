"""A hinted card on the table (issue 23 §2.10): a look of its own, never the raised
selection, and the meld marks and the selection so far stay; Return after a play hint
plays the hinted card; the hint's line goes once the card is played."""

from __future__ import annotations

from PySide6.QtCore import Qt
from table_walk import TIMEOUT, asked, make_window

from binokel_desktop.app.hints import compute_hint
from binokel_desktop.engine import Phase
from binokel_desktop.engine.actions import Bid, Discard, Hold, Pass, Play


def wait_asked(qtbot, window):
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
    return asked(window)


def hand(window):
    return [i for i in window.scene.hands[window.session.viewer] if i.card is not None]


def test_return_after_a_play_hint_plays_the_hinted_card_and_the_line_goes(qtbot, tmp_path,
                                                                          monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    c = window.controller
    for _ in range(200):
        view = wait_asked(qtbot, window)
        choices = window.scene.card_choices()
        if view.phase is Phase.PLAY and len(choices) >= 2:
            want = compute_hint(view).action
            assert isinstance(want, Play)
            # The focus mark on another card than the one the hint will name.
            window.scene.focus(next(i for i in choices if i.card != want.card))
            assert window.aids.ask_hint()
            qtbot.waitUntil(lambda: window.aids.last_hint is not None
                            and window.status.text().startswith("Hint:"), timeout=TIMEOUT)
            assert window.aids.last_hint.action == want
            item = next(i for i in choices if i.card == want.card)
            assert item.hinted and not item.selected_for_action
            assert [i.card for i in choices if i.hinted] == [want.card]
            before = len(c.record.actions)
            qtbot.keyClick(window.table_view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda n=before: len(c.record.actions) > n, timeout=TIMEOUT)
            assert c.record.actions[before] == want
            assert window.status.text() == ""
            return
        window.aids.last_hint = None
        legal = list(view.legal)
        window.submit(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    raise AssertionError("no play with two choices")


def test_a_hint_while_laying_away_keeps_the_selection_and_the_meld_marks(qtbot, tmp_path,
                                                                         monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3", seed=3)
    for _ in range(200):
        view = wait_asked(qtbot, window)
        if view.phase is Phase.DISCARD:
            break
        legal = list(view.legal)
        push = [a for a in legal if isinstance(a, Hold | Bid)]  # win the auction
        window.submit(push[0] if push else legal[0])
    else:
        raise AssertionError("never laid away")
    want = compute_hint(view).action
    assert isinstance(want, Discard)
    melds = view.meld_marks
    # One card picked by the person, not one the hint names.
    picked = next(i for i in hand(window) if not want.cards >> i.card & 1)
    window.decisions.card_clicked(picked)
    assert picked.selected_for_action
    assert window.aids.ask_hint()
    qtbot.waitUntil(lambda: window.aids.last_hint is not None, timeout=TIMEOUT)
    items = hand(window)
    assert {i.card for i in items if i.hinted} == {c for c in range(64) if want.cards >> c & 1}
    assert [i.card for i in items if i.selected_for_action] == [picked.card]
    assert {i.card for i in items if i.marked} == {c for c in range(64) if melds >> c & 1}
    # Another pick keeps the hint's marks too.
    other = next(i for i in items if i.hinted)
    window.decisions.card_clicked(other)
    assert other.selected_for_action and other.hinted
    assert sum(i.hinted for i in hand(window)) == want.cards.bit_count()
