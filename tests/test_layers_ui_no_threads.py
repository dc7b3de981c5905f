"""``ui/`` starts no thread and writes no file (issue 24 §3).

Background work runs through ``app/jobs.py`` (one helper: token, cancel,
failure, progress, answers on the GUI thread) and everything on disk goes
through ``app/``. Every module of ``binokel_desktop/ui`` is parsed with ``ast``:
no thread or executor is named (``threading``, ``QThread``, ``QThreadPool``,
``concurrent.futures``, an ``Executor``, ``BotThread``, ...) and no file is
written (``open`` for writing, ``write_text``, ``write_bytes``, ``.save(`` on
a path, ``mkdir``, rename, unlink, ``shutil``, ``atomic_write``).

``PENDING`` names the modules that still break the rule, each with what is to
happen to it; the test also fails when one of them no longer does, so the list
only shrinks.
"""

from __future__ import annotations

import ast
from pathlib import Path

import binokel_desktop

UI = Path(binokel_desktop.__file__).resolve().parent / "ui"

THREAD_NAMES = {
    "threading", "multiprocessing", "QThread", "QThreadPool", "QRunnable",
    "QtConcurrent", "BotThread", "JobRunner", "ThreadPoolExecutor", "ProcessPoolExecutor",
    "Executor",
}
THREAD_MODULES = {"threading", "_thread", "multiprocessing", "concurrent", "concurrent.futures"}
WRITE_METHODS = {
    "write_text", "write_bytes", "mkdir", "makedirs", "rename", "replace", "unlink",
    "rmdir", "touch", "symlink_to", "hardlink_to", "remove", "rmtree", "copyfile",
    "copy", "copy2", "move", "atomic_write",
}
# Objects whose methods of those names are not file operations (str.replace,
# list.remove, dict.copy ...) are told apart by the receiver: ``os``, ``shutil``,
# or something path-like (see _pathish).
PATH_WORDS = ("path", "file", "dir", "dest", "target", "folder", "out")

PENDING: dict[str, str] = {}  # none left: every module of ui/ keeps the rule


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Call):
        return _name(node.func)
    return ""


def _pathish(node: ast.AST) -> bool:
    """Whether ``node`` looks like a file path (a literal, a ``/`` join, ``Path(...)``,
    ``str(...)`` of one, or a name that says so)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, ast.Div)
    if isinstance(node, ast.Call):
        return _name(node.func) in {"Path", "str", "fspath", "join"} and any(
            _pathish(a) for a in node.args) or _name(node.func) == "Path"
    name = _name(node).lower()
    return name in {"os", "shutil"} or any(word in name for word in PATH_WORDS)


def _mode(call: ast.Call) -> str:
    # open(path, mode) or path.open(mode)
    at = 0 if isinstance(call.func, ast.Attribute) else 1
    mode: ast.AST | None = call.args[at] if len(call.args) > at else None
    for kw in call.keywords:
        if kw.arg == "mode":
            mode = kw.value
    return mode.value if isinstance(mode, ast.Constant) and isinstance(mode.value, str) else "r"


def offences(path: Path) -> list[str]:
    """What ``path`` does that ui/ must not: start threads or write files."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[str] = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import):
            found += [f"{line}: import {a.name}" for a in node.names
                      if a.name in THREAD_MODULES or a.name.split(".")[0] in THREAD_MODULES]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module in THREAD_MODULES or module.split(".")[0] in THREAD_MODULES:
                found.append(f"{line}: from {module} import ...")
            found += [f"{line}: imports {a.name}" for a in node.names
                      if a.name in THREAD_NAMES or a.name in {"atomic_write", "rmtree"}]
        elif isinstance(node, ast.Name | ast.Attribute) and _name(node) in THREAD_NAMES:
            found.append(f"{line}: {_name(node)}")
        elif isinstance(node, ast.Call):
            func = node.func
            name = _name(func)
            if name == "open" and any(c in _mode(node) for c in "wax+"):
                found.append(f"{line}: open(..., {_mode(node)!r})")
            elif isinstance(func, ast.Attribute) and name in WRITE_METHODS and (
                    name in {"write_text", "write_bytes", "mkdir", "atomic_write", "touch",
                             "rmtree", "makedirs"}
                    or (not isinstance(func.value, ast.Constant) and _pathish(func.value))):
                found.append(f"{line}: .{name}(")
            elif isinstance(func, ast.Name) and name == "atomic_write":
                found.append(f"{line}: atomic_write(")
            elif name == "save" and node.args and _pathish(node.args[0]):
                found.append(f"{line}: .save(<path>)")
    return sorted(set(found), key=lambda s: (int(s.split(":")[0]), s))


def test_ui_starts_no_thread_and_writes_no_file() -> None:
    bad: dict[str, list[str]] = {}
    for path in sorted(UI.rglob("*.py")):
        rel = path.relative_to(UI).as_posix()
        found = offences(path)
        if found and rel not in PENDING:
            bad[rel] = found
    assert not bad, "ui/ starts threads or writes files (use app/jobs.py, app/):\n" + "\n".join(
        f"  ui/{rel}: {', '.join(found)}" for rel, found in bad.items())


def test_the_pending_list_only_names_modules_that_still_offend() -> None:
    # A module that was put right comes off the list, so it cannot slip back.
    clean = [rel for rel in PENDING if (UI / rel).exists() and not offences(UI / rel)]
    gone = [rel for rel in PENDING if not (UI / rel).exists()]
    assert not clean and not gone, f"take off PENDING: {clean + gone}"


def test_the_checker_sees_threads_and_writes(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "import threading\n"
        "from concurrent.futures import ThreadPoolExecutor\n"
        "from PySide6.QtCore import QThread, QBuffer\n"
        "def f(path, image, rules, book, buffer):\n"
        "    open(path, 'w')\n"
        "    open(path, encoding='utf-8')\n"
        "    path.write_text('x')\n"
        "    image.save(str(path))\n"
        "    image.save(buffer, 'PNG')\n"
        "    book.save(rules)\n"
        "    'a-b'.replace('-', '+')\n"
        "    (path / 'x.png').unlink()\n",
        encoding="utf-8")
    found = [s.split(": ", 1)[1] for s in offences(source)]
    assert found == ["import threading", "from concurrent.futures import ...",
                     "imports ThreadPoolExecutor", "imports QThread", "open(..., 'w')",
                     ".write_text(", ".save(<path>)", ".unlink("]
