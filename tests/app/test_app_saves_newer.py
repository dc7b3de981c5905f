"""An autosave written by a newer version stays where it is (issue 25 §5).

Before, the next game start renamed it ``autosave-unreadable-TIME.json``, so
the newer program no longer found its game. Now it is left byte for byte, the
start says so, and this version's game is saved in a file of its own.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from binokel_desktop.app.game_files import read_autosave
from binokel_desktop.app.saves import (
    AUTOPLAY_AUTOSAVE,
    AUTOSAVE,
    VERSION,
    SaveProblem,
    autosave_slot,
    read_save,
    save_bytes,
)
from binokel_desktop.ui.save_dialogs import unreadable_text

sys.path.insert(0, str(Path(__file__).parent))
from saves_kit import played  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _newer(body: bytes) -> bytes:
    obj = json.loads(body)
    obj["version"] = VERSION + 1
    obj["a_field_of_the_future"] = [1, 2, 3]
    return json.dumps(obj).encode()


def test_a_newer_autosave_is_left_in_place_and_the_demo_saves_beside_it(tmp_path):
    newer = _newer(save_bytes(played(limit=40)))
    (tmp_path / AUTOPLAY_AUTOSAVE).write_bytes(newer)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
         "--speed", "off", "--target", "100", "--profile", "online-40-2p", "--seed", "3",
         "--data-dir", str(tmp_path)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "newer Binokel Desktop" in done.stderr  # the start says so
    assert (tmp_path / AUTOPLAY_AUTOSAVE).read_bytes() == newer
    assert not list(tmp_path.glob("autosave-unreadable-*"))
    own = tmp_path / autosave_slot(tmp_path, autoplay=True)
    assert own.name == f"autosave-autoplay-v{VERSION}.json"
    assert read_save(own).finished


def test_the_own_game_beside_a_newer_one_is_offered_to_resume(tmp_path):
    ours = played(limit=40)
    (tmp_path / AUTOSAVE).write_bytes(_newer(save_bytes(ours)))
    assert autosave_slot(tmp_path) == f"autosave-v{VERSION}.json"
    (tmp_path / autosave_slot(tmp_path)).write_bytes(save_bytes(ours))
    resumed, problem = read_autosave(tmp_path)
    assert resumed is not None and resumed.record == ours.record
    assert getattr(problem, "kind", None) is SaveProblem.NEWER_VERSION
    said = unreadable_text(problem)
    assert "left where it is" in said and str(VERSION + 1) in said
