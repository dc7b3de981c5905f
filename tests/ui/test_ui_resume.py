"""Resume, saved games and records in a real window, offscreen, with a real data directory:
a game closed in the middle comes back where it stood (deal, trick, turn, scores),
a bad file is refused with a message while the game goes on, a record is replayed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from binokel_desktop.app.game_files import read_autosave
from binokel_desktop.app.saves import AUTOSAVE, read_save, save_path
from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.store import Store
from binokel_desktop.engine import PROFILES, Phase, replay
from binokel_desktop.ui.save_dialogs import resume_question

TIMEOUT = 60_000


def computer_setup(profile="grupp1994-3", seed=21):
    p = PROFILES[profile]
    names = ("You", "Anna", "Karl", "Lena")
    seats = tuple(SeatSetup(names[i], False, "easy") for i in range(p.deal.seats))
    return GameSetup(p, seats, "wuerttemberg", seed)


def test_a_game_closed_mid_trick_resumes_where_it_stood(open_window, qtbot, tmp_path):
    store = Store(tmp_path)
    window = open_window(store, computer_setup(), 21)
    c = window.controller
    # Stop in the play of the first deal with a card on the table.
    qtbot.waitUntil(lambda: c.state.phase is Phase.PLAY and len(c.state.trick) == 1
                    and len(c.record.actions) > 12, timeout=TIMEOUT)
    c.stop()
    window.files.close()
    record = c.record
    window.close()

    save, problem = read_autosave(tmp_path)
    assert problem == "" and save is not None
    assert save.record == record  # the state after the last completed action
    again = open_window(store, None, 21)
    again.new_game(save.setup, resume=save)
    c2 = again.controller
    # Checked before the event loop runs again: from then on the computer
    # seats play on, and the turn moves.
    assert c2.state == replay(record)
    assert c2.to_act == c.state.to_act and c2.state.scores == c.state.scores
    view = c2.view(c2.viewer)
    assert view.phase is Phase.PLAY and len(view.trick) == 1
    # The table is restored by the first update (the window's slot runs before
    # the test's): look at it then, before a computer seat can play the next card.
    with qtbot.waitSignal(c2.did_update, timeout=TIMEOUT):
        pass
    assert [item.card for item in again.scene.trick] == list(view.trick)  # the card on the table
    # It plays on from there, and the autosave follows.
    qtbot.waitUntil(lambda: len(c2.record.actions) > len(record.actions) + 5, timeout=TIMEOUT)
    assert c2.record.actions[:len(record.actions)] == record.actions
    again.files.close()
    assert len(read_save(tmp_path / AUTOSAVE).record.actions) >= len(record.actions) + 5


def test_the_resume_question_names_the_deal_and_scores(open_window, qtbot, tmp_path):
    store = Store(tmp_path)
    window = open_window(store, computer_setup(seed=5), 21)
    c = window.controller
    qtbot.waitUntil(lambda: c.state.deal_no >= 1, timeout=TIMEOUT)
    c.stop()
    window.files.close()
    save, _ = read_autosave(tmp_path)
    assert save is not None
    box = resume_question(window, save)
    assert "Deal 2," in box.informativeText()  # deal 2 (deal_no 1)
    # Which game: a family keeps several going (it named only the deal and the scores).
    assert box.informativeText().splitlines()[0] == "Binokel for three"
    for score in save.scores:
        assert str(score) in box.informativeText().replace(".", "").replace(",", "")
    assert [b.text() for b in box.buttons()] == ["Continue", "New game"]


def test_bad_files_are_refused_with_a_message_and_left_alone(open_window, qtbot, tmp_path):
    store = Store(tmp_path)
    window = open_window(store, computer_setup(), 21)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.record.actions) > 3, timeout=TIMEOUT)
    bad = tmp_path / "bad.json"
    for data, reason in ((b"", "damaged"), (b"{", "damaged"),
                         (b'{"format": "binokel-save", "version": 7}', "version 7"),
                         (b"\xff" * 10, "damaged")):
        bad.write_bytes(data)
        assert not window.files.open_path(bad)
        box = window.files.last_message
        assert isinstance(box, QMessageBox) and "bad.json" in box.text()
        assert reason in box.informativeText()
        box.close()
        assert bad.read_bytes() == data
        assert window.controller is c  # the game goes on
    qtbot.waitUntil(lambda: len(c.record.actions) > 10, timeout=TIMEOUT)


def test_save_as_then_open_continues_that_game(open_window, qtbot, tmp_path):
    store = Store(tmp_path)
    window = open_window(store, computer_setup(), 21)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.record.actions) > 20, timeout=TIMEOUT)
    c.stop()
    path = window.files.save_as("Sunday")
    assert path == save_path(tmp_path, "Sunday")
    kept = read_save(path)
    assert kept.record == c.record
    assert window.files.open_path(path)
    assert window.controller is not c and window.controller.record == kept.record
    assert read_save(path).record == kept.record  # opening never changes the file


def test_an_exported_record_is_replayed_on_the_table(open_window, qtbot, tmp_path):
    store = Store(tmp_path)
    window = open_window(store, computer_setup(seed=8), 21)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.record.actions) > 15, timeout=TIMEOUT)
    c.stop()
    out = tmp_path / "game.binokel.json"
    assert window.files.export_record(out)
    record = c.record
    assert window.files.open_record(out)
    w = window.controller
    assert window.files.watching
    qtbot.waitUntil(lambda: len(w.record.actions) == len(record.actions), timeout=TIMEOUT)
    assert w.record == record and w.state == replay(record)


def test_menu_choices_and_the_last_game_are_remembered(open_window, qtbot, tmp_path):
    store = Store(tmp_path)
    setup = computer_setup("kreuz-4")
    setup = GameSetup(setup.profile.with_options(target=1500), setup.seats, "french-4", 3)
    window = open_window(store, setup, 21)
    window.menus.set_trick_pause(1800)
    window.menus.set_speed("fast")
    window.menus.set_deck("french")
    window.controller.stop()
    window.files.close()
    settings = Store(tmp_path).settings()
    assert (settings["trick_pause"], settings["speed"], settings["deck"]) == \
        (1800, "fast", "french")
    again = open_window(store, None, 21)
    assert again.trick_pause_ms == 1800
    last = again.files.last_setup()
    assert last.profile == setup.profile and last.seats == setup.seats  # house rules, names
    assert last.profile.scoring.target == 1500


def test_a_directory_that_cannot_be_written_is_told_once_and_the_game_goes_on(
        open_window, qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the data directory should be")
    window = open_window(Store(blocker / "home"), computer_setup(seed=4), 21)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.record.actions) > 20, timeout=TIMEOUT)
    assert window.files.save_failed
    assert "Saving failed" in window.status.text()
    assert window.files.keeper.autosaver.background.failures >= 20
    assert "Saving failed" in window.files.last_message.text()  # one message, not one per action
