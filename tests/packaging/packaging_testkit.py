"""Paths and helpers of the packaging tests."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"


def pyproject() -> dict:
    """The parsed pyproject.toml of this checkout."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def offscreen_env(**extra: str) -> dict[str, str]:
    """This environment with Qt offscreen and without PYTHONPATH (a clean subprocess)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env


def run_script(*args: str, timeout: float = 300, **kwargs) -> subprocess.CompletedProcess[str]:
    """Run ``python3 packaging/<script> args…`` from this checkout; output captured."""
    return subprocess.run([sys.executable, *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT, env=kwargs.pop("env", offscreen_env()),
                          **kwargs)
