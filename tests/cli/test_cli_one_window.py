"""One window per data folder (issue 25 §1), with real processes on a real folder.

Before, a second start on the same folder played on and the autosave changed
owner with every move; now the second start says the game is open, the first
window is asked to come to the front, and nothing is written into the folder.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from binokel_desktop.app.data_lock import LOCK_FILE, DataLock
from binokel_desktop.app.saves import AUTOPLAY_AUTOSAVE
from binokel_desktop.app.store import Store
from binokel_desktop.ui.single_window import claim_folder

ROOT = Path(__file__).resolve().parents[2]


def _env() -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))


def _window(directory: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--speed", "slow",
         "--size", "800x600", "--data-dir", str(directory), "--profile", "grupp1994-3",
         "--seed", "5", *extra],
        env=_env(), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


class Lines:
    """The stderr lines of a process, read on a thread; :meth:`wait_for` blocks on a line."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._cond = threading.Condition()
        self._done = False
        self._thread = threading.Thread(target=self._read, args=(proc,), daemon=True)
        self._thread.start()

    def _read(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            with self._cond:
                self.lines.append(line)
                self._cond.notify_all()
        with self._cond:
            self._done = True
            self._cond.notify_all()

    def wait_for(self, text: str, timeout: float = 60.0) -> str:
        with self._cond:
            ok = self._cond.wait_for(
                lambda: self._done or any(text in line for line in self.lines), timeout)
            found = [line for line in self.lines if text in line]
            assert ok and found, f"no line with {text!r} in:\n{''.join(self.lines)[-3000:]}"
            return found[0]


def _stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)


def _game_id(directory: Path) -> str:
    return str(json.loads((directory / AUTOPLAY_AUTOSAVE).read_bytes())["game_id"])


def test_a_second_start_on_a_held_folder_writes_nothing_and_raises_the_first(tmp_path):
    first = _window(tmp_path, "--new")
    try:
        first_log = Lines(first)
        first_log.wait_for("holding the data folder")
        # "autosave of game ID to PATH": its first save is handed over
        owner = first_log.wait_for("autosave of game").split("autosave of game ")[1].split()[0]
        second = subprocess.run(
            [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
             "--speed", "off", "--size", "800x600", "--data-dir", str(tmp_path), "--new"],
            env=_env(), cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert second.returncode == 3, second.stderr[-2000:]
        assert "is in use by another Binokel window" in second.stderr
        assert f"process {first.pid}" in second.stderr  # the lock names the first program
        first_log.wait_for("a second start on this data folder")
        first_log.wait_for("the window is brought to the front")
        assert first.poll() is None  # the first window plays on
        assert _game_id(tmp_path) == owner  # its autosave never changed owner
    finally:
        _stop(first)


def test_the_lock_of_a_killed_program_is_taken_over(tmp_path):
    first = _window(tmp_path, "--new")
    try:
        Lines(first).wait_for("holding the data folder")
        assert not DataLock(tmp_path).acquire()  # held while the first one lives
    finally:
        _stop(first)  # SIGKILL: the lock file stays behind
    assert (tmp_path / LOCK_FILE).exists()
    lock = DataLock(tmp_path)
    assert lock.acquire()  # its owner is gone: stale, taken over
    lock.release()


def _answer(label: str, seen: list[str]) -> None:
    # Click the button of the question once it is open (the question runs its own loop).
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        for button in box.buttons():
            if button.text() == label:
                button.click()
                return
        raise AssertionError(f"no button {label!r}")

    QTimer.singleShot(0, click)


@pytest.fixture
def held(tmp_path):
    """The folder held by a real program, with a settings file and a named save."""
    (tmp_path / "settings.json").write_text('{"schema": 1, "settings": {"speed": "fast"}}')
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "Sunday.json").write_bytes(b"{}")
    first = _window(tmp_path, "--new")
    Lines(first).wait_for("holding the data folder")
    yield tmp_path
    _stop(first)


def test_a_read_only_look_works_on_a_copy_and_never_touches_the_folder(held, qtbot):
    before = {p.name: p.read_bytes() for p in held.iterdir() if p.is_file()}
    seen: list[str] = []
    _answer("Look read-only", seen)
    claimed = claim_folder(Store(held))
    assert claimed is not None and seen and "already open" in seen[0]
    store, claim = claimed
    try:
        assert claim.read_only and store.directory != held
        assert store.get("speed") == "fast"  # the copy holds the folder's settings
        assert (store.directory / "saves" / "Sunday.json").read_bytes() == b"{}"
        store.set("speed", "slow")  # what the look does stays in the copy
        assert (held / "settings.json").read_bytes() == before["settings.json"]
    finally:
        claim.release()
    assert not store.directory.exists()  # the look's copy goes at quit


def test_quit_and_another_folder(held, tmp_path_factory, qtbot, monkeypatch):
    seen: list[str] = []
    _answer("Quit", seen)
    assert claim_folder(Store(held)) is None and seen
    other = tmp_path_factory.mktemp("other")
    # Qt's own folder chooser is answered as a person would: with the other folder.
    monkeypatch.setattr("binokel_desktop.ui.single_window.QFileDialog.getExistingDirectory",
                        lambda *a, **k: str(other))
    _answer("Use another folder…", seen)
    claimed = claim_folder(Store(held))
    assert claimed is not None
    store, claim = claimed
    try:
        assert store.directory == other and not claim.read_only and claim.lock is not None
        assert claim.lock.held
    finally:
        claim.release()
