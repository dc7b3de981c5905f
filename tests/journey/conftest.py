"""Journeys: the real program on a virtual screen with a window manager (Xvfb + openbox),
driven by mouse clicks at screen coordinates and key presses (xdotool).

Without the tools the tier is skipped on a developer's machine; CI sets
``BINOKEL_JOURNEYS=required`` so that a missing tool fails instead.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from xscreen import missing_tools  # noqa: E402


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Every journey is slow (the real program on a virtual screen): `-m "not slow"`
    # leaves the tier out, a plain run (CI's) keeps it. Marked here, before `-m`
    # deselects (this conftest's hook runs ahead of pytest's own).
    for item in items:
        if item.path.is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.slow)
    missing = missing_tools()
    if not missing:
        return
    if os.environ.get("BINOKEL_JOURNEYS") == "required":
        raise pytest.UsageError(f"journeys need {', '.join(missing)} (apt-get install xvfb "
                                "openbox xdotool imagemagick x11-utils)")
    skip = pytest.mark.skip(reason=f"journeys need {', '.join(missing)}")
    for item in items:
        if "journey" in str(item.fspath):
            item.add_marker(skip)


@pytest.fixture
def shots(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """Where a journey keeps its screenshots (BINOKEL_JOURNEY_SHOTS, else the test's tmp)."""
    base = os.environ.get("BINOKEL_JOURNEY_SHOTS")
    name = request.node.name.replace("[", "-").replace("]", "")
    return Path(base) / name if base else tmp_path / "shots"
