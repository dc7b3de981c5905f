"""Issue 14: `binokel rules-check` gives a FAIL or ERROR line per bad case and goes on.

46 hand-made bad files (bad_cases.py) and a seeded run of 20,000 mutations of
the shared cases: no traceback, and the exit code says a case was bad.
"""

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from bad_cases import BAD, MELD, TRICK
from case_fuzz import SHARED, damaged, outcome, shared_cases

from binokel_desktop.cli import main

ROOT = Path(__file__).resolve().parents[2]


def command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "binokel_desktop.cli", *args], cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("name", "data", "expected"), BAD, ids=[b[0] for b in BAD])
def test_bad_case_file_gives_a_line_naming_case_and_field(tmp_path, capsys, name, data, expected):
    path = tmp_path / f"{name}.json"
    path.write_bytes(data)
    code = main(["rules-check", str(path)])
    captured = capsys.readouterr()
    # A refused file is said on stderr (as every command's refusal), the cases on stdout.
    out = captured.err if "cannot read" in expected else captured.out
    assert expected in out, out[:2000]
    assert code == (2 if "cannot read" in expected else 1)
    assert len(out.splitlines()) <= 3


def test_the_run_goes_on_after_a_bad_case_and_says_so_in_the_exit_code(tmp_path):
    good = dict(MELD, id="GOOD")
    path = tmp_path / "mixed.json"
    path.write_text(json.dumps([dict(TRICK, trump=3), good, dict(MELD, kind="poker")]))
    run = command("rules-check", str(path))
    assert run.returncode == 1
    assert run.stdout.splitlines() == [
        "T ERROR: field trump: unknown suit 3",
        "GOOD PASS",
        "M ERROR: field kind: unknown kind 'poker'; known: auction, deal_score, declare, "
        "game_end, meld, rounding, trick",
        "1 passed, 0 failed, 2 errors",
    ]
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize(("path", "reason"), [
    ("/dev/zero", "larger than 8 MB"),
    ("/nonexistent/cases.json", "No such file or directory"),
    ("/tmp", "Is a directory"),
])
def test_unreadable_inputs_are_refused_in_one_line(path, reason):
    run = command("rules-check", path)
    assert run.returncode == 2
    assert run.stderr == f"binokel: rules-check: cannot read {path}: {reason}\n"
    assert run.stdout == ""


@pytest.mark.skipif(not SHARED.exists(), reason="shared/ is not beside the checkout")
def test_20000_seeded_mutations_of_the_shared_cases_give_no_traceback():
    rng = random.Random("cases:14")
    cases = shared_cases()
    tally = Counter(outcome(damaged(rng, cases)) for _ in range(20_000))
    escaped = {k: n for k, n in tally.items() if k not in
               ("unreadable", "PASS", "FAIL", "ERROR", "SKIP", "empty")}
    assert not escaped, escaped
    assert tally["ERROR"] > 5000  # the mutations do damage
