"""The store in real temporary directories: round trip, bad settings fall back
to their defaults (fuzzed), an atomic write that fails leaves the old file,
and ``--data-dir`` / ``BINOKEL_HOME`` decide where the settings live.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from binokel_desktop.app import store as store_module
from binokel_desktop.app.store import SCHEMA, SETTINGS, Store, atomic_write, data_dir

ROOT = Path(__file__).resolve().parents[2]
DEFAULTS = {key: s.default for key, s in SETTINGS.items()}


def test_a_setting_round_trips_through_the_file(tmp_path):
    store = Store(tmp_path / "home")  # the directory is made on the first write
    assert store.settings() == DEFAULTS
    store.set("language", "it")
    assert Store(tmp_path / "home").get("language") == "it"
    data = json.loads(store.path.read_text())
    assert data == {"schema": SCHEMA, "settings": {**DEFAULTS, "language": "it"}}
    assert [p.name for p in store.directory.iterdir()] == ["settings.json"]  # no temp left


def test_an_invalid_value_is_refused_when_set_and_nothing_is_written(tmp_path):
    store = Store(tmp_path)
    with pytest.raises(ValueError, match="not a valid value"):
        store.set("language", "klingon")
    with pytest.raises(ValueError, match="unknown setting"):
        store.set("colour", "red")
    assert not store.path.exists()


@pytest.mark.parametrize("body", [
    b"", b"{", b"[]", b"null", b'"text"', b"\xff\xfe\x00garbage",
    b'{"schema": 1, "settings": []}',
    b'{"schema": 99, "settings": {"language": "de"}}',
    b'{"schema": "1", "settings": {"language": "de"}}',
    b'{"schema": true, "settings": {"language": "de"}}',
    b'{"schema": 1, "settings": {"language": 7}}',
    b'{"schema": 1, "settings": {"language": ["de"]}}',
    b'{"schema": 1, "settings": {"language": "xx"}}',
    b"[" * 100_000,
])
def test_a_bad_settings_file_gives_the_defaults_and_is_logged(tmp_path, caplog, body):
    store = Store(tmp_path)
    store.path.write_bytes(body)
    assert store.settings() == DEFAULTS
    assert caplog.records, "a bad file is logged"
    assert store.path.read_bytes() == body  # reading never changes the file


def test_one_bad_value_does_not_spoil_the_others(tmp_path, monkeypatch):
    monkeypatch.setitem(SETTINGS, "speed", store_module.Setting(
        "normal", store_module.one_of("off", "fast", "normal", "slow")))
    store = Store(tmp_path)
    store.path.write_text(json.dumps(
        {"schema": 1, "settings": {"language": "de", "speed": 3, "unknown": 1}}))
    assert store.settings() == {"language": "de", "speed": "normal"}


def test_random_bytes_never_crash_the_reader(tmp_path):
    rng = random.Random(1215)
    good = json.dumps({"schema": 1, "settings": {"language": "de"}}).encode()
    store = Store(tmp_path)
    for _ in range(300):
        if rng.random() < 0.5:
            body = bytes(rng.randrange(256) for _ in range(rng.randrange(64)))
        else:  # a good file with a few bytes flipped or cut off
            body = bytearray(good[: rng.randrange(len(good) + 1)])
            for _ in range(rng.randrange(3)):
                if body:
                    body[rng.randrange(len(body))] = rng.randrange(256)
            body = bytes(body)
        store.path.write_bytes(body)
        assert store.get("language") in ("", "de")


def test_an_unreadable_file_is_kept_aside_before_it_is_replaced(tmp_path):
    store = Store(tmp_path)
    store.path.write_bytes(b"{ not json")
    store.set("language", "de")
    assert store.get("language") == "de"
    assert (tmp_path / "settings.json.bad").read_bytes() == b"{ not json"


def test_a_failed_atomic_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    store = Store(tmp_path)
    store.set("language", "de")
    before = store.path.read_bytes()

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="No space"):
        store.set("language", "it")
    assert store.path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    monkeypatch.undo()
    assert store.get("language") == "de"


def test_atomic_write_into_a_file_where_a_directory_is_expected_fails_cleanly(tmp_path):
    (tmp_path / "blocker").write_text("a file, not a directory")
    with pytest.raises(OSError):
        atomic_write(tmp_path / "blocker" / "settings.json", b"{}")
    assert (tmp_path / "blocker").read_text() == "a file, not a directory"


def test_data_dir_prefers_the_option_then_binokel_home(tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path / "env"))
    assert data_dir(tmp_path / "opt") == tmp_path / "opt"
    assert data_dir() == tmp_path / "env"
    monkeypatch.delenv("BINOKEL_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert data_dir() == tmp_path / "xdg" / "binokel-desktop"


def run_window(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               BINOKEL_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
         "--speed", "off", "--profile", "altenburg-2", "--target", "60", "--seed", "3", *args],
        env=env, capture_output=True, text=True, timeout=300, cwd=ROOT)


def test_the_window_reads_its_settings_from_data_dir_not_binokel_home(tmp_path):
    chosen, other = tmp_path / "chosen", tmp_path / "other"
    Store(chosen).set("language", "it")
    Store(other).set("language", "de")
    out = run_window(["--data-dir", str(chosen)], other)
    assert out.returncode == 0, out.stderr[-2000:]
    assert f"data directory {chosen}, language it" in out.stderr
    out = run_window([], other)
    assert out.returncode == 0, out.stderr[-2000:]
    assert f"data directory {other}, language de" in out.stderr
