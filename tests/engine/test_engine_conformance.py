"""RULES.md §9: `binokel rules-check` on the shared cases and on cases made here."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[3] / "shared" / "rules" / "cases.json"


def rules_check(path):
    return subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "rules-check", str(path)],
        capture_output=True, text=True, check=False,
    )


@pytest.mark.skipif(not SHARED.exists(), reason="shared/ is not beside the checkout")
def test_every_auction_case_of_the_shared_file_passes():
    run = rules_check(SHARED)
    lines = run.stdout.strip().splitlines()
    assert " failed" in lines[-1]
    failures = [line for line in lines if " FAIL" in line]
    assert failures == [], "\n".join(failures)
    assert run.returncode == 0
    assert int(lines[-1].split()[0]) >= 50


CASES = [
    {"id": "X-M1", "profile": "grupp1994-3", "kind": "meld", "trump": "bells",
     "hand": ["K-bells", "O-bells", "7-bells", "O-leaves", "U-bells"],
     "expected_total": 90, "expected_melds": [["trump_pair", 40], ["diss", 10],
                                               ["binokel", 40]]},
    {"id": "X-M2", "profile": "grupp1994-3", "kind": "meld", "trump": "bells",
     "hand": ["K-bells"], "declarer_discards": ["7-bells", "7-bells"],
     "announced_discarded_diss": True, "expected_total": 20,
     "expected_melds": [["diss", 10], ["diss", 10]]},
    {"id": "X-T1", "profile": "kreuz-4", "kind": "trick", "trump": "leaves",
     "played": ["A-bells", "7-leaves", "U-leaves"], "next_hand": ["10-leaves", "A-hearts"],
     "expected_legal": ["10-leaves"], "current_winner_index": 2},
    {"id": "X-A1", "profile": "kreuz-4", "kind": "auction",
     "actions": [["F", "bid", 150], ["M", "pass"], ["R", "bid", 200], ["F", "pass"],
                 ["D", "pass"]], "expected_declarer": "R", "expected_contract": 200},
    {"id": "X-D1", "profile": "grupp1994-3", "kind": "deal_score", "contract": "durch_open",
     "bid": 200, "players": [{"seat": "F", "role": "declarer", "tricks_won": 3},
                             {"seat": "M", "role": "opponent", "tricks_won": 1},
                             {"seat": "D", "role": "opponent", "tricks_won": 0}],
     "expected_score_change": [-3000, 0, 0]},
    {"id": "X-E1", "profile": "grupp1994-3", "kind": "game_end", "target": 1000,
     "declarer": "M", "deal_type": "played", "scores_before": {"F": 990, "M": 900, "D": 0},
     "deal_change": {"F": 20, "M": 100, "D": 10},
     "expected_scores_after": {"F": 1010, "M": 1000, "D": 10}, "expected_result": "M wins"},
]


def test_cases_beyond_the_shared_file_pass(tmp_path):
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(CASES), encoding="utf-8")
    run = rules_check(path)
    assert run.stdout.strip().splitlines()[-1] == f"{len(CASES)} passed, 0 failed", run.stdout
    assert run.returncode == 0


def test_a_wrong_expectation_fails_with_what_differed(tmp_path):
    wrong = dict(CASES[0], expected_total=100, id="X-WRONG")
    path = tmp_path / "cases.json"
    path.write_text(json.dumps([CASES[1], wrong]), encoding="utf-8")
    run = rules_check(path)
    assert "X-WRONG FAIL: total 90, expected 100" in run.stdout
    assert run.stdout.strip().splitlines()[-1] == "1 passed, 1 failed"
    assert run.returncode == 1


def test_an_unreadable_file_is_reported(tmp_path):
    path = tmp_path / "cases.json"
    path.write_text("[{", encoding="utf-8")
    run = rules_check(path)
    assert run.returncode == 2 and "binokel: rules-check: cannot read" in run.stderr
    assert run.stdout == ""  # a refusal goes to stderr, as every command's


# The checker is a pure function of the case (no file, no printing).

from binokel_desktop.engine.conformance import Status, check_case  # noqa: E402


def test_expected_legal_is_a_set_two_copies_of_one_face_are_one_answer():
    # The next hand holds both 10-leaves; the case names the face once, or twice.
    case = {"id": "S", "profile": "kreuz-4", "kind": "trick", "trump": "leaves",
            "played": ["A-bells", "7-leaves", "U-leaves"],
            "next_hand": ["10-leaves", "10-leaves", "A-hearts"],
            "expected_legal": ["10-leaves"], "current_winner_index": 2}
    assert check_case(case).status is Status.PASS
    assert check_case(dict(case, expected_legal=["10-leaves", "10-leaves"])).status is Status.PASS
    wrong = check_case(dict(case, expected_legal=["10-leaves", "A-hearts"]))
    assert wrong.status is Status.FAIL and "legal" in wrong.detail


def test_a_talon_trick_case_compares_legal_cards_as_a_set():
    case = {"id": "T", "profile": "altenburg-2", "kind": "trick", "trump": "hearts", "phase": 2,
            "played": ["A-bells"], "next_hand": ["10-bells", "10-bells", "A-hearts"],
            "expected_legal": ["10-bells"]}
    assert check_case(case).status is Status.PASS, check_case(case)
    assert check_case(dict(case, expected_legal=["10-bells", "10-bells"])).status is Status.PASS


MELD = {"id": "M", "profile": "grupp1994-3", "kind": "meld", "trump": "bells",
        "hand": ["K-bells", "7-bells"], "declarer_discards": ["7-bells", "A-hearts"]}


def test_meld_counts_a_discarded_diss_only_when_announced():
    # The held 7 and the discarded 7 are the two copies of the face.
    announced = dict(MELD, announced_discarded_diss=True, expected_total=20,
                     expected_melds=[["diss", 10], ["diss", 10]])
    assert check_case(announced).status is Status.PASS, check_case(announced)
    silent = dict(MELD, announced_discarded_diss=False, expected_total=10,
                  expected_melds=[["diss", 10]])
    assert check_case(silent).status is Status.PASS, check_case(silent)
    unannounced = {k: v for k, v in silent.items() if k != "announced_discarded_diss"}
    assert check_case(unannounced).status is Status.PASS


def test_a_case_that_is_not_an_object_fails_with_its_position():
    result = check_case(["meld"], 4)
    assert (result.case_id, result.status) == ("#5", Status.ERROR)
