"""The table reads nothing but the controller's updates and questions: no module
of ``ui/`` reads the controller's game state, record or per-seat views."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "binokel_desktop" / "ui"
FORBIDDEN = {"state", "record", "view", "to_act", "over", "is_human", "seats"}


def controller_reads(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute) or node.attr not in FORBIDDEN:
            continue
        owner = node.value
        name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        if name in ("controller", "c"):
            found.append(f"{path.name}:{node.lineno}: {name}.{node.attr}")
    return found


def test_no_ui_module_reads_the_game_state():
    files = sorted(UI.rglob("*.py"))
    assert len(files) > 10
    reads = [r for f in files for r in controller_reads(f)]
    assert reads == []


def test_the_check_finds_a_state_read(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("x = self.controller.state.scores\ny = controller.view(0)\n")
    assert len(controller_reads(probe)) == 2
