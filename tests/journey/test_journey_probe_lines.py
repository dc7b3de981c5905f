"""The journeys' reader of the program's probe file takes whole lines only."""

from __future__ import annotations

import json
from pathlib import Path

from xscreen import complete_lines


def test_a_line_cut_inside_a_character_waits_for_the_rest(tmp_path: Path) -> None:
    # CI once read the file while the program had written only the first byte
    # of "è": decoding it then raised instead of waiting for the line's end.
    probe = tmp_path / "probe.jsonl"
    first = json.dumps({"t": 1.0, "state": {"status": "Tocca a te"}}, ensure_ascii=False)
    second = json.dumps({"t": 2.0, "state": {"status": "è il turno di Opa\u2028!"}},
                        ensure_ascii=False).encode()
    cut = second.index("è".encode()) + 1
    probe.write_bytes(first.encode() + b"\n" + second[:cut])
    lines, offset = complete_lines(probe, 0)
    assert [json.loads(line)["t"] for line in lines] == [1.0]
    assert offset == len(first.encode()) + 1
    with probe.open("ab") as f:
        f.write(second[cut:] + b"\n")
    lines, offset = complete_lines(probe, offset)
    assert [json.loads(line)["state"]["status"] for line in lines] == ["è il turno di Opa\u2028!"]
    assert offset == probe.stat().st_size
    assert complete_lines(probe, offset) == ([], offset)


def test_no_file_yet_is_no_lines(tmp_path: Path) -> None:
    assert complete_lines(tmp_path / "absent.jsonl", 0) == ([], 0)
