"""The import graph of binokel_desktop: no circles, and every import with the layers.

Every module is parsed with ``ast`` (imports inside function bodies count: an
import hidden in a function is still a dependency; only ``if TYPE_CHECKING:``
blocks, which never run, are left out). The layers, ARCHITECTURE.md:

    engine  <-  ai  <-  app  <-  ui  <-  cli
    cardart (beside engine)

A module may import its own layer and the layers to its left; ``cardart`` and
``engine`` import nothing of the package but themselves; ``version`` (the
program's version number) stands alone and ui and cli may read it; nothing imports
``cli``; engine, ai, cardart and version never import PySide6.
"""

from __future__ import annotations

import ast
from pathlib import Path

import binokel_desktop

ROOT = Path(binokel_desktop.__file__).resolve().parent
PACKAGE = "binokel_desktop"

ALLOWED = {
    "engine": {"engine"},
    "cardart": {"cardart"},
    "ai": {"ai", "engine"},
    "app": {"app", "ai", "engine"},
    "ui": {"ui", "app", "ai", "engine", "cardart", "version"},
    "cli": {"cli", "ui", "app", "ai", "engine", "cardart", "version"},
    # The program's version (standard library only) is read by the window and the command.
    "version": {"version"},
}
NO_QT = {"engine", "ai", "cardart", "version"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _type_checking(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _run_time_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node that can run, at import or in a function (not ``if TYPE_CHECKING:``)."""
    out: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        for child in ast.iter_child_nodes(node):
            if _type_checking(child):
                todo.extend(child.orelse)  # the else branch runs
                continue
            todo.append(child)
    return out


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of the package (and third-party top names) that ``name`` imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in _run_time_nodes(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.add(mod)
            for alias in node.names:  # ``from . import x`` may name a module
                if f"{mod}.{alias.name}" in known:
                    out.add(f"{mod}.{alias.name}")
    return out


def graph() -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    return {name: imports(name, path, known) for name, path in mods.items()}


def layer(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == PACKAGE else None


def test_no_import_against_the_layers() -> None:
    bad = []
    for name, deps in graph().items():
        own = layer(name)
        for dep in deps:
            if dep.split(".")[0] == "PySide6" and own in NO_QT:
                bad.append(f"{name} imports {dep} (no Qt in {own})")
            target = layer(dep)
            if dep == PACKAGE or target is None or own is None:
                continue
            if target not in ALLOWED[own]:
                bad.append(f"{name} imports {dep} ({own} may not import {target})")
    assert bad == [], "\n".join(sorted(bad))


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), and self-imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in g:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def package_edges() -> dict[str, set[str]]:
    """The graph between modules, without the edges to a package's own ``__init__``.

    Importing ``a.b`` runs ``a/__init__.py`` first; an ``__init__`` that
    re-exports its submodules is not a circle of the code that matters.
    """
    g = graph()
    return {
        name: {d for d in deps if d in g and not name.startswith(d + ".") and d != name}
        for name, deps in g.items()
    }


def test_no_import_circle() -> None:
    found = cycles(package_edges())
    assert found == [], "import circles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_graph_reader_sees_imports_inside_functions() -> None:
    # cli imports ui only inside functions; profile_checks names RuleProfile for mypy only.
    g = graph()
    assert "binokel_desktop.ui.app" in g["binokel_desktop.cli"]
    assert "binokel_desktop.engine.profile" not in g["binokel_desktop.engine.profile_checks"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
