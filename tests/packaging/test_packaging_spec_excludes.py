"""The bundle leaves out no module the program imports.

``packaging/binokel.spec`` excludes Qt modules and standard-library parts to
make the players' folder smaller. When the program starts to import one of
them (``ui/single_window.py`` took QtNetwork for the one-window lock), the
bundle starts with ``ModuleNotFoundError`` while every test on the wheel stays
green: CI's bundle step failed that way. This test reads the spec's list and
every module's imports, so the conflict fails here, in seconds.
"""

from __future__ import annotations

import ast
from pathlib import Path

from packaging_testkit import ROOT

SPEC = ROOT / "packaging" / "binokel.spec"
PACKAGE = ROOT / "binokel_desktop"


def spec_excludes() -> list[str]:
    """The names in the spec's ``excludes = [...]``."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "excludes"):
            value = ast.literal_eval(node.value)
            assert isinstance(value, list)
            return [str(v) for v in value]
    raise AssertionError("packaging/binokel.spec has no 'excludes = [...]'")


def imported_modules(path: Path) -> set[str]:
    """Absolute module names a source file imports (relative imports are our own)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_no_excluded_module_is_imported_by_the_program() -> None:
    excludes = spec_excludes()
    assert "PySide6.QtTest" in excludes  # the list was found and read
    clashes = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for name in imported_modules(path):
            for excluded in excludes:
                if name == excluded or name.startswith(excluded + "."):
                    clashes.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not clashes, "the bundle leaves these out: " + "; ".join(clashes)
