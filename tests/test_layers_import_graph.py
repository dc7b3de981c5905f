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

Two narrower rules (issue 24 §7): ``ui`` sees the engine only through its declared
surface, the package ``binokel_desktop.engine`` (never a submodule, not even for
mypy), and ``app`` uses only ``PySide6.QtCore`` (no widgets, no painting).
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
ENGINE = f"{PACKAGE}.engine"
APP_QT = {"PySide6.QtCore"}


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


def declared_names(package: str) -> set[str]:
    """The names in the ``__all__`` of a package of ours (read, not imported)."""
    if package.split(".")[0] != PACKAGE:
        return set()
    init = ROOT.parent.joinpath(*package.split("."), "__init__.py")
    if not init.is_file():
        return set()
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
                and isinstance(node.value, ast.List | ast.Tuple)):
            return {e.value for e in node.value.elts
                    if isinstance(e, ast.Constant) and isinstance(e.value, str)}
    return set()


def import_lines(path: Path, name: str, known: set[str]) -> list[tuple[int, str, tuple[str, ...]]]:
    """Every import of ``path`` (also under ``if TYPE_CHECKING:``) as (line, module, names).

    ``from x import y`` where ``x.y`` is a module of ``known`` (or of PySide6) gives
    the module ``x.y``.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: list[tuple[int, str, tuple[str, ...]]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name, ()) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            names = tuple(alias.name for alias in node.names)
            # A name the package declares (``profile_options``, the function) is not
            # its submodule of the same name.
            declared = declared_names(mod)
            subs = [n for n in names if (f"{mod}.{n}" in known and n not in declared)
                    or mod == "PySide6"]
            out.extend((node.lineno, f"{mod}.{n}", ()) for n in subs)
            rest = tuple(n for n in names if n not in subs)
            if rest:
                out.append((node.lineno, mod, rest))
    return sorted(out)


def _where(path: Path, line: int) -> str:
    """``binokel_desktop/ui/x.py:12`` (from the package's folder on)."""
    return f"{Path(*path.parts[path.parts.index(PACKAGE):])}:{line}"


def ui_engine_imports_past_the_surface(found: dict[str, Path]) -> list[str]:
    """Each import by a ui module of an engine submodule, with file, line and names."""
    bad = []
    known = set(modules())
    for name, path in found.items():
        if layer(name) != "ui":
            continue
        for line, mod, names in import_lines(path, name, known):
            if mod.startswith(ENGINE + "."):
                what = f" ({', '.join(names)})" if names else ""
                bad.append(f"{_where(path, line)} imports {mod}{what}")
    return bad


def app_qt_imports_past_qtcore(found: dict[str, Path]) -> list[str]:
    """Each import by an app module of a PySide6 module other than QtCore."""
    bad = []
    for name, path in found.items():
        if layer(name) != "app":
            continue
        for line, mod, _names in import_lines(path, name, set()):
            if mod.split(".")[0] == "PySide6" and mod not in APP_QT:
                bad.append(f"{_where(path, line)} imports {mod}")
    return bad


def test_ui_imports_the_engine_only_through_its_facade() -> None:
    bad = ui_engine_imports_past_the_surface(modules())
    assert bad == [], (f"{len(bad)} imports in ui/ past the engine's surface (ui imports "
                       f"the engine only as {ENGINE}):\n" + "\n".join(bad))


def test_app_imports_qtcore_only() -> None:
    bad = app_qt_imports_past_qtcore(modules())
    assert bad == [], (f"{len(bad)} imports in app/ of Qt beyond QtCore (app uses "
                       "PySide6.QtCore only):\n" + "\n".join(bad))


def test_the_surface_readers_see_every_form_of_import(tmp_path: Path) -> None:
    # Relative, absolute, a submodule named in ``from .. import``, PySide6 modules named
    # either way, and an import for mypy only: each is caught, with its line.
    ui = tmp_path / PACKAGE / "ui"
    app = tmp_path / PACKAGE / "app"
    ui.mkdir(parents=True)
    app.mkdir()
    (ui / "m.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from ..engine import Card, state, profile_options\n"
        "from ..engine.melds import Meld\n"
        "import binokel_desktop.engine.cards\n"
        "from binokel_desktop.engine import Suit\n"
        "if TYPE_CHECKING:\n"
        "    from ..engine.view import SeatView\n", encoding="utf-8")
    (app / "a.py").write_text(
        "from PySide6.QtCore import QObject\n"
        "from PySide6.QtGui import QColor\n"
        "from PySide6 import QtWidgets, QtCore\n", encoding="utf-8")
    found = {f"{PACKAGE}.ui.m": ui / "m.py", f"{PACKAGE}.app.a": app / "a.py"}
    ui_bad = ui_engine_imports_past_the_surface(found)
    assert [b.split(" imports ")[1] for b in ui_bad] == [
        f"{ENGINE}.state", f"{ENGINE}.melds (Meld)", f"{ENGINE}.cards",
        f"{ENGINE}.view (SeatView)"]
    assert [b.split(" imports ")[0] for b in ui_bad] == [
        f"{PACKAGE}/ui/m.py:{line}" for line in (2, 3, 4, 7)]
    app_bad = [b.split(" imports ")[1] for b in app_qt_imports_past_qtcore(found)]
    assert app_bad == ["PySide6.QtGui", "PySide6.QtWidgets"]
