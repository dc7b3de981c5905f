"""Every talon case of shared/rules/cases.json through the rule-case handlers (§9)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from binokel_desktop.engine.talon.conformance import HANDLERS

CASES = Path(__file__).resolve().parents[4] / "shared" / "rules" / "cases.json"
TALON = ("altenburg-2", "bezique-2")


def _cases() -> list[dict[str, Any]]:
    if not CASES.exists():
        return []
    return [c for c in json.loads(CASES.read_text()) if c.get("profile") in TALON]


@pytest.mark.skipif(not CASES.exists(), reason="shared/rules/cases.json not found")
@pytest.mark.parametrize("case", _cases(), ids=lambda c: str(c["id"]))
def test_shared_case(case: dict[str, Any]) -> None:
    assert HANDLERS[case["kind"]](case) == []


EXTRA: list[dict[str, Any]] = [
    {"id": "X-D01", "profile": "altenburg-2", "kind": "declare", "trump": "hearts",
     "table_declared": [{"type": "quintmajor",
                         "cards": ["A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts"]}],
     "hand": [], "declaration": {"type": "trump_pair", "cards": ["K-hearts", "O-hearts"]},
     "expected_legal": False, "expected_points": 0},
    {"id": "X-D02", "profile": "bezique-2", "kind": "declare", "trump": "spades",
     "options": {"alt_bezique_for_black_red_trumps": True}, "table_declared": [],
     "hand": ["Q-clubs", "J-hearts"], "declaration": {"type": "bezique",
                                                      "cards": ["Q-clubs", "J-hearts"]},
     "expected_legal": True, "expected_points": 40},
    {"id": "X-D03", "profile": "bezique-2", "kind": "declare", "trump": "diamonds",
     "options": {"quartets_distinct_suits": True}, "table_declared": [],
     "hand": ["A-hearts", "A-hearts", "A-spades", "A-clubs"],
     "declaration": {"type": "four_aces",
                     "cards": ["A-hearts", "A-hearts#2", "A-spades", "A-clubs"]},
     "expected_legal": False, "expected_points": 0},
    {"id": "X-D04", "profile": "altenburg-2", "kind": "declare", "trump": "hearts",
     "table_declared": [], "hand": ["7-hearts", "K-acorns", "O-acorns"],
     "declaration": {"type": "pair", "cards": ["K-acorns", "O-acorns"],
                     "plus_trump_seven": "declare"},
     "expected_legal": True, "expected_points": 30},
    {"id": "X-T01", "profile": "altenburg-2", "kind": "trick", "trump": "hearts",
     "options": {"phase2_must_head": True}, "played": ["U-acorns"], "phase": 2,
     "next_hand": ["K-acorns", "7-acorns", "A-hearts"], "expected_legal": ["K-acorns"],
     "current_winner_index": 0},
    {"id": "X-R01", "profile": "bezique-2", "kind": "rounding", "input": [95, 170],
     "expected": [95, 170]},
    {"id": "X-E01", "profile": "altenburg-2", "kind": "game_end", "target": 1000,
     "scores_before": {"P1": 900, "P2": 950}, "deal_change": {"P1": 100, "P2": 50},
     "expected_scores_after": {"P1": 1000, "P2": 1000}, "expected_result": "extra deal"},
    {"id": "X-E02", "profile": "bezique-2", "kind": "game_end", "target": 1000,
     "scores_before": {"P1": 500, "P2": 400}, "deal_change": {"P1": 300, "P2": 200},
     "expected_scores_after": {"P1": 800, "P2": 600}, "expected_result": "continue"},
    {"id": "X-S01", "profile": "bezique-2", "kind": "deal_score", "contract": "two_hand",
     "options": {"carte_blanche": True},
     "players": [{"seat": "P1", "declarations_scored": [], "carte_blanche": True,
                  "brisques_won": 16, "won_last_trick": True},
                 {"seat": "P2", "declarations_scored": [40], "brisques_won": 0}],
     "expected_score_change": [220, 40]},
]


@pytest.mark.parametrize("case", EXTRA, ids=lambda c: str(c["id"]))
def test_extra_case(case: dict[str, Any]) -> None:
    assert HANDLERS[case["kind"]](case) == []


def test_a_wrong_expectation_is_reported() -> None:
    case = dict(EXTRA[0], expected_legal=True)
    assert HANDLERS["declare"](case) != []
