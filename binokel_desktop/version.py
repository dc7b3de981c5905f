"""The program's version: one number, kept in ``pyproject.toml``.

An installed copy (wheel, ``pip install``, a PyInstaller bundle with its
metadata) reads it from the package metadata. A source checkout run from its
root reads its own ``pyproject.toml`` first: the metadata Python finds there may
belong to another installed copy of the program.
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

DIST_NAME = "binokel-desktop"
APP_ID = "io.github.binokel_desktop.Binokel"
"""The desktop and AppStream id: the ``.desktop`` file, the icon and the metainfo are named so."""
_PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def version() -> str:
    """The version string, e.g. ``"0.1.0"``; ``"unknown"`` when neither source has it."""
    try:
        with _PYPROJECT.open("rb") as f:
            project = tomllib.load(f).get("project", {})
        if project.get("name") == DIST_NAME and isinstance(project.get("version"), str):
            return str(project["version"])
    except (OSError, tomllib.TOMLDecodeError):
        pass
    try:
        return metadata.version(DIST_NAME)
    except metadata.PackageNotFoundError:
        return "unknown"
