"""A demo (``binokel --autoplay``) never replaces the unfinished game of people.

Real processes over a real data directory: the people's autosave is written
as the program writes it, a demo plays to its end beside it, and the file is
byte for byte what it was; the demo's own autosave is in its own file.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from binokel_desktop.app.game_files import read_autosave
from binokel_desktop.app.saves import AUTOPLAY_AUTOSAVE, AUTOSAVE, read_save, save_bytes

sys.path.insert(0, str(Path(__file__).parent))
from saves_kit import played  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _demo(data_dir: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
         "--speed", "off", "--target", "100", "--profile", "online-40-2p", "--seed", "3",
         "--data-dir", str(data_dir), *extra],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=180)


def test_a_demo_leaves_the_peoples_unfinished_game_alone(tmp_path: Path) -> None:
    people = played(limit=40)
    assert not people.finished
    body = save_bytes(people)
    (tmp_path / AUTOSAVE).write_bytes(body)

    done = _demo(tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]

    assert (tmp_path / AUTOSAVE).read_bytes() == body
    resumed, problem = read_autosave(tmp_path)
    assert problem == "" and resumed is not None
    assert resumed.record == people.record
    demo = read_save(tmp_path / AUTOPLAY_AUTOSAVE)
    assert demo.finished and demo.setup.profile.name == "online-40-2p"
    # A finished demo offers nothing to resume; the people's game is still offered.
    assert read_autosave(tmp_path, autoplay=True) == (None, "")
