"""Golden playthroughs: the views of both seats at every step match the stored text.

A diff here means the rules or the views changed; if intended, regenerate with
``python tests/golden/talon/regenerate.py`` and review the diff.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "talon"


def _regenerate() -> ModuleType:
    spec = importlib.util.spec_from_file_location("talon_golden_regenerate",
                                                  GOLDEN / "regenerate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("profile", ["altenburg-2", "bezique-2"])
def test_golden_playthrough(profile: str) -> None:
    expected = (GOLDEN / f"{profile}.txt").read_text(encoding="utf-8")
    assert _regenerate().render(profile) == expected
