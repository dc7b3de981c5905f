"""The language a previous version kept in ``settings.ini`` is taken over (issue 25 §10).

Before ``settings.json``, the language lived in a QSettings INI file
(``$BINOKEL_HOME/settings.ini``). An upgrade read only the new file and forgot
the language once; now it is read while no ``settings.json`` exists and
carried over with the next setting written.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from binokel_desktop.app.store import LEGACY_SETTINGS, SETTINGS_FILE, Store

ROOT = Path(__file__).resolve().parents[2]
INI = "[General]\nlanguage=de\n"


def test_the_previous_versions_language_is_read_and_carried_over(tmp_path):
    (tmp_path / LEGACY_SETTINGS).write_text(INI)
    store = Store(tmp_path)
    assert store.get("language") == "de"
    store.set("speed", "fast")
    stored = json.loads((tmp_path / SETTINGS_FILE).read_text())["settings"]
    assert stored["language"] == "de" and stored["speed"] == "fast"
    assert (tmp_path / LEGACY_SETTINGS).read_text() == INI  # the old file is left alone


@pytest.mark.parametrize("body", ["[General]\nlanguage=klingon\n", "language=de\n",
                                  "[Other]\nlanguage=de\n", "\x00\xff", ""])
def test_anything_unclear_in_the_old_file_gives_the_default(tmp_path, body):
    (tmp_path / LEGACY_SETTINGS).write_text(body, errors="surrogateescape")
    assert Store(tmp_path).get("language") == ""


def test_a_settings_json_wins_over_the_old_file(tmp_path):
    (tmp_path / LEGACY_SETTINGS).write_text(INI)
    Store(tmp_path).set("language", "it")
    assert Store(tmp_path).get("language") == "it"


def test_the_program_starts_in_the_language_of_the_previous_version(tmp_path):
    (tmp_path / LEGACY_SETTINGS).write_text("[General]\nlanguage=it\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), LANG="C",
               LANGUAGE="", LC_ALL="C")
    done = subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
         "--speed", "off", "--target", "100", "--profile", "online-40-2p", "--seed", "3",
         "--data-dir", str(tmp_path)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "language it" in done.stderr
