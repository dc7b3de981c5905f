"""SIGKILL at seeded random moments, then ``--resume``: real processes, a real data directory.

The driver is ``benchmarks/kill_resume.py`` (the full 50 kills are run there and
quoted in docs/reliability.md); here a bounded few keep the suite short. Every
kill must leave a loadable autosave holding a prefix of the uninterrupted game,
never shorter than the one before, and the resumed game must end exactly as
the uninterrupted one.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _driver():
    spec = importlib.util.spec_from_file_location("kill_resume", ROOT / "benchmarks" /
                                                  "kill_resume.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("kills, target", [
    (1, 200),  # the fast tier: a short game, one kill
    pytest.param(2, 300, marks=pytest.mark.slow),
    pytest.param(5, 600, marks=pytest.mark.slow),
])
def test_killed_games_resume_from_their_last_save_and_end_as_if_never_killed(kills, target):
    result = _driver().run(kills=kills, seed=2, profile="grupp1994-3", low=1.2, high=2.5,
                           target=target, verbose=False)
    assert result["failures"] == []
    assert result["kills"] == kills
