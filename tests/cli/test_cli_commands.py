"""Issue 14: each command given a value it cannot use says so in one line and exits non-zero.

The real command runs as a subprocess (``python -m binokel_desktop.cli``).
"Unwritable" is simulated with what even root cannot write into (the tests run
as root here): a path under a regular file, and /sys (sysfs accepts no new
files). Only the illegal-bot test runs in-process, to register a bot that
cheats.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from binokel_desktop.ai import LEVELS
from binokel_desktop.cli import main
from binokel_desktop.engine.actions import PLAY

ROOT = Path(__file__).resolve().parents[2]
SYS = Path("/sys")
needs_sys = pytest.mark.skipif(not SYS.is_dir(), reason="no /sys to stand for an unwritable dir")


def command(*args: str, cwd: Path = ROOT, pythonpath: Path = ROOT,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environ = {"PYTHONPATH": str(pythonpath), "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
               "QT_QPA_PLATFORM": "offscreen", "HOME": os.environ.get("HOME", "/root"),
               **(env or {})}
    return subprocess.run([sys.executable, "-m", "binokel_desktop.cli", *args], cwd=cwd,
                          env=environ, capture_output=True, text=True, timeout=300)


def refused(run: subprocess.CompletedProcess[str], *words: str) -> None:
    """Exit code 2, one line on stderr holding ``words``, no traceback."""
    assert run.returncode == 2, (run.returncode, run.stdout, run.stderr)
    assert "Traceback" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    for word in words:
        assert word in lines[0], lines[0]


@pytest.fixture
def a_file(tmp_path: Path) -> Path:
    path = tmp_path / "a-file"
    path.write_text("not a directory")
    return path


# --- the window's options -------------------------------------------------------------

def test_screenshot_dir_that_is_a_file(tmp_path, a_file):
    refused(command("--data-dir", str(tmp_path), "--screenshot-dir", str(a_file)),
            "--screenshot-dir", "is a file")


def test_screenshot_dir_under_a_file(tmp_path, a_file):
    refused(command("--data-dir", str(tmp_path), "--screenshot-dir", str(a_file / "shots")),
            "--screenshot-dir", "cannot create it")


@needs_sys
def test_screenshot_dir_that_cannot_be_written(tmp_path):
    refused(command("--data-dir", str(tmp_path), "--screenshot-dir", str(SYS)),
            "--screenshot-dir", "cannot write there")


@pytest.mark.parametrize("target", ["0", "-5", "1000001"])
def test_target_outside_its_range(tmp_path, target):
    refused(command("--data-dir", str(tmp_path), "--target", target),
            f"--target {target}", "option target", "1–100000")


@pytest.mark.parametrize("seed", [str(2**64), str(-2**64 - 1), str(10**30)])
def test_seed_outside_what_a_record_holds(tmp_path, seed):
    refused(command("--seed", seed, "--data-dir", str(tmp_path)), "--seed", "between")


def test_bad_window_size(tmp_path):
    refused(command("--data-dir", str(tmp_path), "--size", "0x0"), "--size width")


def test_the_window_starts_without_a_size(tmp_path):
    # No --size is the usual start: the window fits its screen (a None size once crashed here).
    run = command("--data-dir", str(tmp_path), "--autoplay", "--exit-when-done",
                  "--profile", "altenburg-2", "--seed", "1", "--target", "100", "--speed", "off")
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr


def test_resume_without_an_unfinished_game_says_so_and_plays_a_new_one(tmp_path):
    run = command("--data-dir", str(tmp_path), "--resume", "--autoplay", "--exit-when-done",
                  "--profile", "online-40-2p", "--seed", "3", "--target", "100", "--speed", "off")
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    assert "--resume: there is no unfinished game" in run.stderr


def test_an_unwritable_data_dir_is_told_at_start(a_file):
    # A bad --size ends the run after the data directory's warning: no window opens.
    run = command("--data-dir", str(a_file / "home"), "--size", "big")
    assert run.returncode == 2
    warning, error = run.stderr.strip().splitlines()
    assert "the data directory" in warning and "will not be kept" in warning
    assert "--size" in error


# --- arena ------------------------------------------------------------------------------

def test_arena_unknown_bots():
    refused(command("arena", "--bots", "foo,bar"), "--bots", "unknown level 'foo'")


def test_arena_negative_deals():
    refused(command("arena", "--deals", "-5"), "--deals -5", "between 0")


def test_arena_json_into_a_missing_directory(tmp_path):
    refused(command("arena", "--deals", "1", "--json", str(tmp_path / "no" / "run.json")),
            "--json", "does not exist")


def test_arena_json_under_a_file(a_file):
    refused(command("arena", "--deals", "1", "--json", str(a_file / "run.json")),
            "--json", "is not a directory")


@needs_sys
def test_arena_json_into_an_unwritable_directory():
    refused(command("arena", "--deals", "1", "--json", str(SYS / "run.json")),
            "--json", "cannot write there")


CONFIG = {"profile": "grupp1994-3", "bots": ["easy", "medium"], "seed": 1, "rng": "per-seat"}


@pytest.mark.parametrize(("lines", "words"), [
    ([json.dumps({"config": CONFIG}), "5", "{}"], ("line 2 is not a record",)),
    ([json.dumps({"config": CONFIG}), "{oops", '{"deal": 1}'], ("line 2 is damaged",)),
    ([json.dumps({"config": CONFIG}), '{"deal": "x"}'], ("line 2: deal x",)),
    ([json.dumps({"config": CONFIG}), '{"deal": 0, "diff": "much"}'], ("damaged record",)),
    ([json.dumps({"config": CONFIG}), '{"nothing": 0}'], ("neither a deal nor a match",)),
    ([json.dumps({"config": dict(CONFIG, seed=2)})], ("other settings",)),
    # A run from before each seat drew the same random numbers in every seating.
    ([json.dumps({"config": {k: v for k, v in CONFIG.items() if k != "rng"}})],
     ("other settings",)),
])
def test_arena_resuming_from_a_damaged_jsonl(tmp_path, lines, words):
    (tmp_path / "run.jsonl").write_text("\n".join(lines) + "\n")
    refused(command("arena", "--deals", "1", "--json", str(tmp_path / "run.json")), *words)


class Cheat:
    """Plays the first card of the deck during the auction: an illegal action."""

    name = "cheat"

    def choose(self, view, rng):
        return PLAY[0]


def test_arena_reports_an_illegal_bot_action(monkeypatch, capsys):
    monkeypatch.setitem(LEVELS, "cheat", Cheat)
    code = main(["arena", "--bots", "cheat,easy", "--deals", "1", "--jobs", "1", "--quiet"])
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith("arena: deal 0: a bot chose an illegal action: ")
    assert len(err.strip().splitlines()) == 1


# --- cards ------------------------------------------------------------------------------

@pytest.mark.parametrize("dpr", ["0", "-1", "nan", "100"])
def test_cards_export_dpr_outside_its_range(tmp_path, dpr):
    refused(command("cards", "export", "--deck", "french", "--dpr", dpr, "--out", str(tmp_path)),
            "--dpr")


@pytest.mark.parametrize("action", [["build"], ["export", "--deck", "french"]])
def test_cards_out_that_is_a_file(a_file, action):
    refused(command("cards", *action, "--out", str(a_file)), "--out", "is a file")


@needs_sys
@pytest.mark.parametrize("action", [["build"], ["export", "--deck", "french"]])
def test_cards_out_that_cannot_be_written(action):
    refused(command("cards", *action, "--out", str(SYS)), "--out", "cannot write there")


def test_cards_build_from_an_installed_package_needs_out(tmp_path):
    site = tmp_path / "site-packages"
    shutil.copytree(ROOT / "binokel_desktop", site / "binokel_desktop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    before = sorted(p.relative_to(site) for p in site.rglob("*"))
    run = command("cards", "build", cwd=tmp_path, pythonpath=site)
    refused(run, "--out DIR is required", "installed package")
    assert sorted(p.relative_to(site) for p in site.rglob("*") if "__pycache__" not in p.parts) \
        == [p for p in before if "__pycache__" not in p.parts]
