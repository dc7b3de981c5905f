"""``binokel rules-check FILE.json``: run rule cases (RULES.md §9) through the engine.

One line per case, then ``N passed, M failed``; exit code 1 on any failure,
2 if the file cannot be read.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..engine.conformance import Status, check_case, summary


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``binokel rules-check``."""
    p = sub.add_parser("rules-check", help="run rule cases (RULES.md §9) against the engine")
    p.add_argument("file", type=Path, help="a JSON file of cases")
    p.set_defaults(func=lambda args: run_file(args.file))


def run_file(path: Path) -> int:
    """Check every case in a file, print one line each and the summary; the exit code."""
    try:
        cases = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        print(f"cannot read {path}: {exc}")
        return 2
    if not isinstance(cases, list):
        print(f"{path}: expected a JSON list of cases")
        return 2
    results = [check_case(case, i) for i, case in enumerate(cases)]
    for result in results:
        print(result.line())
    print(summary(results))
    return 1 if any(r.status is Status.FAIL for r in results) else 0
