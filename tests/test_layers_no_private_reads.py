"""No module of ui/ or app/ reads another module's private names (issue 24 §5).

``obj._name`` is allowed on ``self`` and ``cls``, and on another object only when the
same module defines that attribute or method (``self._name = …``, ``def _name``: a
helper class of the module touching its owner's state); ``from x import _name`` is
never allowed. The window's aids read its fields 19 times before the table session
existed; this keeps it so.
"""

from __future__ import annotations

import ast
from pathlib import Path

import binokel_desktop

ROOT = Path(binokel_desktop.__file__).resolve().parent


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_reads(source: str) -> list[tuple[int, str]]:
    """(line, text) of each read of a private name that belongs to another module."""
    tree = ast.parse(source)
    own = {node.attr for node in ast.walk(tree)
           if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
           and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")}
    own |= {node.name for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for stmt in cls.body:  # class attributes and signals: ``_did_x = Signal()``
            targets = stmt.targets if isinstance(stmt, ast.Assign) else (
                [stmt.target] if isinstance(stmt, ast.AnnAssign) else [])
            own |= {t.id for t in targets if isinstance(t, ast.Name)}
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                continue
            if node.attr in own:
                continue
            found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            found += [(node.lineno, f"from {module} import {a.name}")
                      for a in node.names if _private(a.name)]
    return found


def test_the_reader_finds_private_reads_and_leaves_own_state_alone():
    source = (
        "from .x import _hidden\n"
        "class A:\n"
        "    def __init__(self, w):\n"
        "        self._mine = 1\n"
        "        self.w = w\n"
        "    def f(self, other):\n"
        "        return self._mine, other._mine, self.w._viewer, self.__class__\n")
    assert private_reads(source) == [(1, "from .x import _hidden"), (7, "self.w._viewer")]


def test_ui_and_app_read_no_other_modules_private_names():
    offenders = [f"{path.relative_to(ROOT)}:{line}: {text}"
                 for layer in ("ui", "app") for path in sorted((ROOT / layer).rglob("*.py"))
                 for line, text in private_reads(path.read_text(encoding="utf-8"))]
    assert offenders == []
