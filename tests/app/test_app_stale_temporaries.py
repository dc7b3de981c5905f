"""Temporary files of writes a kill interrupted are removed at start (issue 25 §7).

Before, they stayed for good (9 of 19 folders after 50 kills). Only the names
``atomic_write`` makes are removed, and only once the folder's lock is held.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from binokel_desktop.app.store import atomic_write, remove_stale_temporaries

ROOT = Path(__file__).resolve().parents[2]

STALE = [".autosave-autoplay.json.k2x9_q1a.tmp", ".statistics.json.abcdefgh.tmp",
         "saves/.Sunday evening.json.z8y7x6w5.tmp"]
THE_FAMILYS = [".notes.tmp", "my.json.abcdefgh.tmp", "saves/Sunday.json", ".hidden.json",
               "letters/.a.json.abcdefgh.tmp"]


def _lay_out(directory: Path) -> None:
    for name in STALE + THE_FAMILYS:
        path = directory / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"half a file")


def test_the_program_removes_stale_temporaries_at_start_and_nothing_else(tmp_path):
    _lay_out(tmp_path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
         "--speed", "off", "--target", "100", "--profile", "online-40-2p", "--seed", "3",
         "--data-dir", str(tmp_path)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert [n for n in STALE if (tmp_path / n).exists()] == []
    assert all((tmp_path / n).read_bytes() == b"half a file" for n in THE_FAMILYS)
    left = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*.tmp"))
    assert left == sorted(n for n in THE_FAMILYS if n.endswith(".tmp"))


def test_what_atomic_write_leaves_is_what_is_removed(tmp_path):
    # A temporary as atomic_write names it, left behind as a kill would leave it.
    target = tmp_path / "autosave.json"
    atomic_write(target, b"{}")
    fd, name = tempfile.mkstemp(dir=tmp_path, prefix=f".{target.name}.", suffix=".tmp")
    os.close(fd)
    assert remove_stale_temporaries(tmp_path) == [Path(name)]
    assert target.read_bytes() == b"{}"
