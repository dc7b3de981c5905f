"""A FIFO or a link to an endless device where a file should be (issue 25 §8).

Before, a FIFO hung the start (no window ever appeared) or froze the table,
and a link to ``/dev/zero`` was read without bound by the settings and
house-rule readers. Now every reader opens only regular files, without
blocking, and reads at most its limit + 1 bytes.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from binokel_desktop.app.aids_store import AIDS_FILE, AidSettings
from binokel_desktop.app.house_rules import FILE as HOUSE_FILE
from binokel_desktop.app.house_rules import HouseRuleBook, HouseRuleError, HouseRules
from binokel_desktop.app.saves import AUTOPLAY_AUTOSAVE, AUTOSAVE, SaveError, read_save
from binokel_desktop.app.statistics import STATS_FILE, Statistics
from binokel_desktop.app.store import LEGACY_SETTINGS, SETTINGS_FILE, Store, legacy_settings
from binokel_desktop.engine.profile import PROFILES

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                                reason="needs FIFOs and /dev/zero")


def _special(path: Path, kind: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")


def _within(seconds: float, read: Callable[[], object]) -> object:
    """Run ``read`` on a thread; fail if it has not returned in ``seconds``."""
    out: list[object] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            out.append(read())
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the reader hangs"
    if errors:
        raise errors[0]
    return out[0]


READERS: dict[str, Callable[[Path], object]] = {
    SETTINGS_FILE: lambda d: Store(d).settings(),
    HOUSE_FILE: lambda d: HouseRuleBook(Store(d)).sets(),
    STATS_FILE: lambda d: Statistics(Store(d)).figures(),
    AIDS_FILE: lambda d: AidSettings(Store(d)).forced_cards,
    "window.json": lambda d: Store(d).read_json("window.json"),
    LEGACY_SETTINGS: legacy_settings,
}


@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
@pytest.mark.parametrize("name", sorted(READERS))
def test_a_store_file_that_is_no_regular_file_gives_the_defaults_at_once(tmp_path, name, kind):
    _special(tmp_path / name, kind)
    value = _within(10, lambda: READERS[name](tmp_path))
    assert value in (None, False, [], {}) or name == SETTINGS_FILE
    if name != LEGACY_SETTINGS:
        store = Store(tmp_path)
        store.read_json(name)
        assert store.notices and "not a regular file" in store.notices[0].detail


@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
@pytest.mark.parametrize("name", [AUTOSAVE, "saves/Sunday.json", "import.json"])
def test_saves_records_and_imports_refuse_it_at_once(tmp_path, name, kind):
    path = tmp_path / name
    _special(path, kind)
    if name == "import.json":
        with pytest.raises(HouseRuleError, match="not a regular file"):
            _within(10, lambda: HouseRules.read(path))
    else:
        with pytest.raises(SaveError, match="not a regular file"):
            _within(10, lambda: read_save(path))


def test_exporting_house_rules_onto_a_fifo_does_not_wait_for_a_reader(tmp_path):
    path = tmp_path / "ours.json"
    os.mkfifo(path)
    rules = HouseRules("Ours", PROFILES["grupp1994-3"])
    _within(10, lambda: rules.write(path))
    assert HouseRules.read(path) == rules


def test_the_program_starts_and_plays_over_special_files_everywhere(tmp_path):
    for name in (SETTINGS_FILE, STATS_FILE, AIDS_FILE, AUTOPLAY_AUTOSAVE):
        _special(tmp_path / name, "fifo")
    for name in (HOUSE_FILE, "window.json", LEGACY_SETTINGS):
        _special(tmp_path / name, "dev-zero")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
         "--speed", "off", "--target", "100", "--profile", "online-40-2p", "--seed", "3",
         "--data-dir", str(tmp_path)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "not a regular file" in done.stderr
    assert read_save(tmp_path / AUTOPLAY_AUTOSAVE).finished
