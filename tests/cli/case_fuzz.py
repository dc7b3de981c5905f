"""Seeded mutations of the shared rule cases (tests/cli and benchmarks/fuzz_cases.py).

Each try damages one case (or the whole list) of /work/shared/rules/cases.json
with :func:`json_mutations.mutate` and runs it the way ``binokel rules-check``
does: parse, then ``check_case`` for each case. ``outcome`` names what
happened: ``unreadable`` (a one-line refusal), the worst status, or the name
of an exception that escaped (a traceback, which must never happen).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from json_mutations import mutate

from binokel_desktop.cli.rules_check import parse_cases
from binokel_desktop.engine.conformance import Status, check_case

SHARED = Path(__file__).resolve().parents[3] / "shared" / "rules" / "cases.json"


def shared_cases() -> list[str]:
    """Each shared case as JSON text."""
    return [json.dumps(c) for c in json.loads(SHARED.read_text(encoding="utf-8"))]


def damaged(rng: random.Random, cases: list[str]) -> bytes:
    """One damaged file: usually one case mutated, sometimes the whole list."""
    if rng.random() < 0.1:
        return mutate(rng, "[" + ",".join(rng.sample(cases, 3)) + "]").encode()
    return ("[" + mutate(rng, rng.choice(cases)) + "]").encode()


ORDER = (Status.PASS, Status.SKIP, Status.FAIL, Status.ERROR)


def outcome(data: bytes) -> str:
    """``unreadable``, the worst status of the file's cases, or an escaped exception."""
    try:
        try:
            cases = parse_cases(data)
        except ValueError:
            return "unreadable"
        results = [check_case(c, i) for i, c in enumerate(cases)]
        for r in results:
            r.line().encode("utf-8")  # what print() does: a lone surrogate would fail here
            if not r.case_id:
                return "EmptyId"
    except Exception as exc:  # noqa: BLE001 - counted: a traceback in rules-check
        return f"{type(exc).__name__}: {str(exc)[:100]}"
    if not results:
        return "empty"
    return max((r.status for r in results), key=ORDER.index).value
