"""Golden playthroughs: every seat's view at every step equals the committed file."""

import importlib.util
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
spec = importlib.util.spec_from_file_location("golden_regenerate", GOLDEN / "regenerate.py")
regen = importlib.util.module_from_spec(spec)
spec.loader.exec_module(regen)


@pytest.mark.parametrize("name", regen.golden_names())
def test_golden_playthrough_is_unchanged(name):
    committed = (GOLDEN / f"{name}.json").read_text(encoding="utf-8")
    assert regen.render(name) == committed, (
        f"{name}: the playthrough changed; if intended, run python tests/golden/regenerate.py "
        "and review the diff"
    )
