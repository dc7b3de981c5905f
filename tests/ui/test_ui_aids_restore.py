"""A take back and a resume redraw the table as it was (issue 16): the plates' lines
("plays for 170", calls, melds), the laid-away cards, the last trick and the won
piles; a resumed game's log is the log of its record, and its last trick is shown."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from table_walk import NAMES, TIMEOUT, asked, choose

from binokel_desktop.app.game_files import read_autosave
from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.store import Store
from binokel_desktop.engine import PROFILES, Phase
from binokel_desktop.ui.game_log import LogBook
from binokel_desktop.ui.main_window import MainWindow

# Small window, clicks taken at once (no click guards).
QUICK = {"size": (1008, 560), "quick_clicks": True}


def person_setup(profile_name: str, seed: int) -> GameSetup:
    profile = PROFILES[profile_name]
    seats = tuple(SeatSetup(NAMES[i], human=i == 0, level="easy")
                  for i in range(profile.deal.seats))
    return GameSetup(profile, seats, "wuerttemberg", seed)


def table(window: MainWindow) -> dict[str, object]:
    """The public parts of the table and the viewer's hand, as a person sees them."""
    sc = window.scene
    assert sc is not None
    seats = range(sc.seats)
    label = sc.last_trick_label
    return {
        "plates": [(p.title.text(), p.line.text()) for p in sc.plates],
        "hand": [i.card for i in sorted(sc.hands[sc.viewer], key=lambda i: i.target[0].x())],
        "hand sizes": [len(sc.hands[s]) for s in seats],
        "won": [len(sc.won[s]) for s in seats],
        "last trick": [(i.owner, i.card) for i in sc.last_trick],
        "last trick label": label.text() if label.isVisible() else "",
        "trick": [(i.owner, i.card) for i in sc.trick],
        "dabb": len(sc.dabb),
        "seen dabb": sorted(i.card for i in sc.seen_dabb),
        "discards": len(sc.discards),
        "melds": [sorted(i.card for i in sc.melds[s]) for s in seats],
        "open": [sorted(i.card for i in sc.table_cards[s]) for s in seats],
        "talon": (len(sc.talon), [i.card for i in sc.turn_up]),
    }


def press(qtbot, window: MainWindow, key: Qt.Key,
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed in the window, which has the focus (as after a click on it; the
    offscreen platform gives none back when a deal's summary closes)."""
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=TIMEOUT)
    qtbot.keyClick(window, key, modifier)


def next_question(qtbot, window: MainWindow, before=None):
    qtbot.waitUntil(lambda: (asked(window) is not None and asked(window) is not before)
                    or window.open_dialog() is not None, timeout=TIMEOUT)
    return None if window.open_dialog() is not None else asked(window)


@pytest.mark.parametrize(("profile_name", "seed"), [  # grupp1994-4's four deals are slow
    ("grupp1994-3", 11), ("online-40", 4),
    pytest.param("grupp1994-4", 2, marks=pytest.mark.slow), ("bezique-2", 3)])
def test_a_take_back_redraws_the_table_as_it_was(open_window, qtbot, tmp_path, profile_name, seed):
    window = open_window(Store(tmp_path), person_setup(profile_name, seed), seed, **QUICK)
    rng = random.Random(seed)
    shown: list[dict[str, object]] = []  # the table at each decision of the deal, in order
    kinds: set[str] = set()  # what the table held when a take back went back to it
    taken = 0
    view = next_question(qtbot, window)
    deals = 0
    while taken < 14 and deals < 4:
        if view is None:  # the deal is over: its summary; a take back stays in a deal
            window.open_dialog().accept()
            deals += 1
            shown = []
            view = next_question(qtbot, window)
            continue
        now = table(window)
        if shown and rng.random() < 0.4 and window.aids.acts["take_back"].isEnabled():
            press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            view = next_question(qtbot, window, view)
            assert view is not None
            again, want = table(window), shown.pop()
            assert again == want, (profile_name, view.phase)
            taken += 1
            kinds |= {k for k in ("last trick", "discards", "melds", "trick")
                      if want[k] and want[k] != [[]] * len(want["plates"])}
            kinds |= {"plays for" for _, line in want["plates"] if line.startswith("plays")}
            continue
        shown.append(now)
        window.submit(choose(view, rng))
        view = next_question(qtbot, window, view)
    assert taken >= 3
    if profile_name != "bezique-2":
        assert {"last trick", "discards", "plays for"} <= kinds, kinds


def test_a_resumed_game_shows_its_table_log_and_last_trick(open_window, qtbot, tmp_path):
    store = Store(tmp_path)
    window = open_window(store, person_setup("grupp1994-3", 11), 11, **QUICK)
    c = window.controller
    rng = random.Random(2)
    view = next_question(qtbot, window)
    # Play to the person's turn in the play with three tricks taken (a new deal after
    # a void one is fine).
    while view is None or not (view.phase is Phase.PLAY and len(view.plays) >= 3 * 3):
        if view is None:
            window.open_dialog().accept()
            view = next_question(qtbot, window)
            continue
        window.submit(choose(view, rng))
        view = next_question(qtbot, window, view)
    before = table(window)
    log_before = window.aids.log.lines()
    assert before["last trick"] and before["discards"]
    assert any(line.startswith("plays for") for _, line in before["plates"])
    c.stop()
    window.files.close()
    record = c.record
    window.close()

    save, problem = read_autosave(tmp_path)
    assert problem == "" and save is not None and save.record == record
    again = open_window(store, None, 11, **QUICK)
    again.new_game(save.setup, resume=save)
    resumed = next_question(qtbot, again)
    assert resumed is not None and resumed.plays == view.plays
    assert table(again) == before
    # The log is the record's; it reads as the log did before the game was closed.
    assert again.aids.log.book.entries == LogBook.from_record(record).entries
    assert again.aids.log.lines() == log_before
    # The last trick is the one on the table, by the L key.
    press(qtbot, again, Qt.Key.Key_L)
    popup = again.aids.popup
    assert popup is not None and popup.isVisible()
    last = again.aids.log.book.last_trick()
    assert last is not None and [(s, c) for s, c in last.plays] == before["last trick"]
    assert popup.title.text().startswith(f"Last trick ({len(view.plays) // 3}")
    popup.close()
    # Played on and taken back across the resume: the log still follows the record.
    again.submit(choose(resumed, rng))
    nxt = next_question(qtbot, again, resumed)
    assert nxt is not None
    press(qtbot, again, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    back = next_question(qtbot, again, nxt)
    assert back is not None and table(again) == before
    press(qtbot, again, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    next_question(qtbot, again, back)
    assert again.aids.log.book.entries == LogBook.from_record(again.files.keeper.record).entries
