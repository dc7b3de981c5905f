"""The screen probe's file (issue 24: ui/ writes no file): lines a journey test reads."""

from __future__ import annotations

import json

from binokel_desktop.app.probe_log import ProbeLog


def test_each_changed_state_is_appended_once_with_its_time_and_sorted_keys(tmp_path):
    path = tmp_path / "probe.jsonl"
    path.write_text('{"t": 0, "state": {}}\n', encoding="utf-8")  # a line of an earlier run
    log = ProbeLog(path)
    assert log.append({"status": "Du bist dran", "panel": "Reizen: 150"})
    assert not log.append({"panel": "Reizen: 150", "status": "Du bist dran"})  # the same
    assert log.append({"status": "Stich für Anna", "hand": [{"card": 3, "legal": True}]})
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3 and lines[0] == '{"t": 0, "state": {}}'
    first, second = (json.loads(line) for line in lines[1:])
    assert first["state"] == {"panel": "Reizen: 150", "status": "Du bist dran"}
    assert list(first["state"]) == ["panel", "status"]  # keys sorted, as the tests compare
    assert "für" in lines[2]  # written as text, not as \\u escapes
    assert second["t"] >= first["t"] > 0
