"""The arena: duplicate seatings, paired statistics, resumable JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from binokel_desktop.ai.arena import bootstrap_ci, play_duplicate, seatings, summarize
from binokel_desktop.cli import main
from binokel_desktop.engine import PROFILES


def test_three_hand_games_use_six_mixed_seatings() -> None:
    s = seatings(PROFILES["grupp1994-3"], 0)
    assert len(s) == 6 and len(set(s)) == 6
    assert all(0 < sum(x) < 3 for x in s)


def test_four_hand_seatings() -> None:
    assert len(seatings(PROFILES["kreuz-4"], 0)) == 2
    s = seatings(PROFILES["grupp1994-4"], 1)
    assert len(s) == 6
    # The sitting-out dealer (seat 1) plays no part.
    assert all(x[1] == 0 for x in s)


@pytest.mark.parametrize(("profile", "level"), [("online-40", "easy"), ("kreuz-4", "medium")])
def test_a_level_against_itself_differs_by_nothing(profile: str, level: str) -> None:
    # Easy plays a random card three times in ten and Medium samples dabbs: with
    # the same random numbers for a seat in every seating, two equal bots play the
    # same game in each, so the seatings mirror each other and the deal's
    # difference is exactly 0 (with a stream per seating it was up to +-140).
    for index in range(3):
        record = play_duplicate(profile, (level, level), 1, index)
        games = {(c.get("contract"), c.get("made"), c.get("value")) for c in record["contracts"]}
        assert len(games) == 1
        assert sorted(record["seatings"]) == sorted(-x for x in record["seatings"])
        assert record["diff"] == 0.0


def test_bootstrap_interval_brackets_the_mean() -> None:
    values = [float(i % 7) for i in range(100)]
    lo, hi = bootstrap_ci(values)
    assert lo < sum(values) / 100 < hi


def test_arena_writes_json_and_resumes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run.json"
    args = [
        "arena",
        "--profile",
        "grupp1994-3",
        "--bots",
        "random,easy",
        "--deals",
        "2",
        "--seed",
        "3",
        "--jobs",
        "1",
        "--json",
        str(out),
        "--quiet",
    ]
    assert main(args) == 0
    first = json.loads(out.read_text())
    assert first["deals"] == 2
    assert set(first["bots"]) == {"0:random", "1:easy"}
    lines = (tmp_path / "run.jsonl").read_text().splitlines()
    assert len(lines) == 3  # the config and two deals
    args[args.index("--deals") + 1] = "3"
    assert main(args) == 0
    lines = (tmp_path / "run.jsonl").read_text().splitlines()
    assert len(lines) == 4  # only the new deal was played
    rep = json.loads(out.read_text())
    assert rep["deals"] == 3
    assert "per deal" in capsys.readouterr().out


def test_summary_of_recorded_deals() -> None:
    deals = [
        {
            "deal": i,
            "diff": float(i),
            "seatings": [],
            "latency": {},
            "contracts": [{"bot": 0, "contract": "suit", "made": True, "value": 150}],
        }
        for i in (3, 0, 4, 1, 2)
    ]
    rep = summarize({"profile": "p", "bots": ["a", "b"], "seed": 1}, deals)
    assert rep["paired_diff_per_deal"]["mean"] == 2.0
    # in deal order, whatever order the workers finished in
    assert rep["paired_diff_per_deal"]["by_deal"] == [0.0, 1.0, 2.0, 3.0, 4.0]
    assert rep["bots"]["0:a"]["declarer_success"] == 1.0
