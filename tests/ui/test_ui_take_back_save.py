"""A take back reaches the autosave at once (issue 16 with issue 15): the file on
disk holds the shortened record and the score sheet's mark, and resumes so."""

from __future__ import annotations

import random

from table_walk import TIMEOUT, asked, make_window

from binokel_desktop.app.saves import AUTOSAVE, read_save
from binokel_desktop.engine import replay
from binokel_desktop.ui.main_window import MainWindow


def wait_asked(qtbot, window):
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
    return asked(window)


def test_the_autosave_follows_a_take_back_at_once(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    c = window.controller
    rng = random.Random(3)
    for _ in range(3):
        view = wait_asked(qtbot, window)
        window.submit(rng.choice(list(view.legal)))
    wait_asked(qtbot, window)
    keeper = window.files.keeper
    assert keeper is not None
    path = window.store.directory / AUTOSAVE
    assert keeper.autosaver.flush()
    longer = read_save(path).record
    assert longer == c.record and 0 not in read_save(path).taken_back
    assert window.aids.take_back()
    # No further action: what is on disk now is the shortened record, marked.
    assert keeper.autosaver.flush()
    on_disk = read_save(path)
    assert on_disk.record == c.record
    assert len(on_disk.record.actions) < len(longer.actions)
    assert on_disk.record.actions == longer.actions[:len(on_disk.record.actions)]
    assert on_disk.taken_back == (0,) and window.score_sheet.marked == {0}
    assert on_disk.scores == tuple(int(s) for s in replay(c.record).scores)
    # The window crashes here (no close); a new one resumes the shortened game, marked.
    c.stop()
    again = MainWindow(None, seed=11, speed="off", store=window.store)
    qtbot.addWidget(again)
    again.new_game(on_disk.setup, resume=on_disk)
    assert again.controller.record == c.record
    assert again.controller.taken_back == {0}
    assert again.score_sheet.marked == {0}
    again.controller.stop()
    again.files.close()
    window.files.close()

