"""Checks of command-line values that the argument parser cannot make (issue 14).

Each check returns an error sentence (the command prints it in one line and
exits with 2) or ``None``. Writable directories are tested by writing: a
permission bit says nothing to root, and a path under a regular file or in
/proc fails only when tried.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


class UsageError(Exception):
    """A command-line value the command cannot use; the message is one line."""


def writable_dir(path: Path, option: str, *, create: bool = True) -> Path:
    """``path`` as a directory we can write into (made if ``create``); UsageError if not."""
    if path.exists() and not path.is_dir():
        raise UsageError(f"{option} {path}: is a file, not a directory")
    if not path.exists():
        if not create:
            raise UsageError(f"{option} {path}: the directory does not exist")
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"{option} {path}: cannot create it ({_reason(exc)})") from None
    try:
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise UsageError(f"{option} {path}: cannot write there ({_reason(exc)})") from None
    return path


def writable_file(path: Path, option: str) -> Path:
    """``path`` as a file we can create or replace, in an existing directory; UsageError if not."""
    if path.is_dir():
        raise UsageError(f"{option} {path}: is a directory, not a file")
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        what = "is not a directory" if parent.exists() else "does not exist"
        raise UsageError(f"{option} {path}: the directory {parent} {what}")
    writable_dir(parent, option, create=False)
    if path.exists() and not os.access(path, os.W_OK):
        raise UsageError(f"{option} {path}: the file cannot be written")
    return path


def in_range(value: float, option: str, low: float, high: float) -> float:
    """``value`` if ``low <= value <= high``; UsageError naming the option and the range."""
    if not low <= value <= high:
        raise UsageError(f"{option} {_num(value)}: must be between {_num(low)} and {_num(high)}")
    return value


def _num(x: float) -> str:
    return str(x) if isinstance(x, int) else f"{x:g}"


def _reason(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__
