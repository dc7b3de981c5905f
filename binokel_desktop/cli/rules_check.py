"""``binokel rules-check FILE.json``: run rule cases (RULES.md §9) through the engine.

One line per case (PASS, FAIL, ERROR naming the field, or SKIP), then the
summary. Exit code 0 if no case failed or was malformed, 1 if one did, 2 if the
file cannot be read at all (missing, not JSON, larger than ``MAX_BYTES``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from ..engine.conformance import Status, check_case, summary

MAX_BYTES = 8 * 1024 * 1024
"""The largest case file read: the shared cases are 40 kB; an endless input stops here."""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``binokel rules-check``."""
    p = sub.add_parser("rules-check", help="run rule cases (RULES.md §9) against the engine")
    p.add_argument("file", type=Path, help="a JSON file of cases")
    p.set_defaults(func=lambda args: run_file(args.file))


def read_cases(path: Path) -> list[object]:
    """The cases of a file; ValueError with a one-line reason if it cannot be read."""
    try:
        # Read at most MAX_BYTES + 1 bytes: /dev/zero or a pipe never ends.
        with open(path, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ValueError(exc.strerror or str(exc)) from None
    if len(data) > MAX_BYTES:
        raise ValueError(f"larger than {MAX_BYTES // (1024 * 1024)} MB")
    return parse_cases(data)


def parse_cases(data: bytes) -> list[object]:
    """The cases in a file's bytes; ValueError with a one-line reason if they are none."""
    try:
        cases = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError("not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc}") from None
    except RecursionError:
        raise ValueError("not valid JSON: nested too deeply") from None
    except ValueError as exc:  # a number of more than 4,300 digits
        raise ValueError(f"not valid JSON: {str(exc)[:100]}") from None
    if not isinstance(cases, list):
        raise ValueError("expected a JSON list of cases")
    return cases


def run_file(path: Path) -> int:
    """Check every case in a file, print one line each and the summary; the exit code."""
    try:
        cases = read_cases(path)
    except ValueError as exc:
        # A refusal of the whole file, as every command says one: on stderr.
        _say(f"binokel: rules-check: cannot read {path}: {exc}", sys.stderr)
        return 2
    results = [check_case(case, i) for i, case in enumerate(cases)]
    for result in results:
        _say(result.line())
    _say(summary(results))
    return 1 if any(r.status in (Status.FAIL, Status.ERROR) for r in results) else 0


def _say(line: str, stream: TextIO | None = None) -> None:
    """Print one line; what cannot be encoded (a file name's stray bytes) is escaped."""
    print(line.encode("utf-8", "backslashreplace").decode("utf-8"), file=stream or sys.stdout)
