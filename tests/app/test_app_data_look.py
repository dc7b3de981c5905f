"""A read-only look at a held data folder (issue 25 §1): a temporary copy, gone at quit.

The copying and the removing are app/'s (issue 24: ui/ writes no file); the real
folder is never touched, and closing removes the look's own folder only.
"""

from __future__ import annotations

import os

from binokel_desktop.app.data_lock import LOCK_FILE, LOOK_PREFIX, close_look, open_look


def test_a_look_copies_the_folders_files_and_closing_removes_only_the_copy(tmp_path):
    held = tmp_path / "held"
    (held / "saves").mkdir(parents=True)
    (held / "settings.json").write_bytes(b'{"schema": 1}')
    (held / "saves" / "Sunday.json").write_bytes(b"{}")
    (held / LOCK_FILE).write_bytes(b"123\nhost\n")
    os.mkfifo(held / "pipe")  # a FIFO would hang the copy: left out
    before = sorted(p.relative_to(held) for p in held.rglob("*"))

    copy = open_look(held)
    try:
        assert copy.name == "look" and copy.parent.name.startswith(LOOK_PREFIX)
        assert (copy / "settings.json").read_bytes() == b'{"schema": 1}'
        assert (copy / "saves" / "Sunday.json").read_bytes() == b"{}"
        assert not (copy / LOCK_FILE).exists() and not (copy / "pipe").exists()
    finally:
        close_look(copy)
    assert not copy.parent.exists()
    assert sorted(p.relative_to(held) for p in held.rglob("*")) == before


def test_closing_something_that_is_no_look_removes_nothing(tmp_path):
    folder = tmp_path / "look"  # the right name, but not in a look's temporary folder
    folder.mkdir()
    (folder / "settings.json").write_bytes(b"{}")
    close_look(folder)
    assert (folder / "settings.json").read_bytes() == b"{}"
