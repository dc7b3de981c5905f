"""46 hand-made bad rule-case files (issue 14): each must give an ERROR line or a one-line refusal.

Each entry is (file name, file bytes, text the report must contain). The
damage follows the issue's list: a suit given as a number, a bid without a
value, no declarer in a deal-score case, ``"played": []`` with a current
winner, a declare case with trump null, ``"phase": Infinity``, deep nesting,
huge numbers, wrong card counts, an unknown kind, …
"""

from __future__ import annotations

import json
from typing import Any

MELD: dict[str, Any] = {
    "id": "M", "profile": "grupp1994-3", "kind": "meld", "trump": "hearts",
    "hand": ["A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts", "10-acorns",
             "10-acorns", "7-acorns", "7-leaves", "7-bells", "10-leaves", "10-bells", "A-acorns",
             "U-acorns", "7-acorns"],
    "expected_total": 150, "expected_melds": [["trump_family", 150]]}
TRICK: dict[str, Any] = {
    "id": "T", "profile": "grupp1994-3", "kind": "trick", "trump": "hearts",
    "played": ["K-bells", "10-bells"], "next_hand": ["A-bells", "O-bells", "A-hearts"],
    "expected_legal": ["A-bells"], "current_winner_index": 1}
WON: dict[str, Any] = {"id": "W", "profile": "grupp1994-3", "kind": "trick", "trump": "acorns",
                       "played": ["A-hearts", "A-hearts", "10-hearts"],
                       "expected_winner_index": 0}
SCORE: dict[str, Any] = {
    "id": "D", "profile": "grupp1994-3", "kind": "deal_score", "contract": "suit", "bid": 300,
    "players": [
        {"seat": "F", "role": "declarer", "melds": 150, "tricks_won": 5, "card_points_raw": 174},
        {"seat": "M", "role": "opponent", "melds": 40, "tricks_won": 4, "card_points_raw": 46},
        {"seat": "D", "role": "opponent", "melds": 20, "tricks_won": 6, "card_points_raw": 30}],
    "expected_rounded_card_points": [170, 50, 30], "expected_score_change": [320, 90, 50]}
END: dict[str, Any] = {
    "id": "E", "profile": "online-40", "kind": "game_end", "target": 1500, "declarer": "F",
    "scores_before": {"F": 1380, "M": 1450, "D": 900}, "deal_change": {"F": 150, "M": 90, "D": 20},
    "expected_scores_after": {"F": 1530, "M": 1540, "D": 920}, "expected_result": "F wins"}
AUCTION: dict[str, Any] = {
    "id": "A", "profile": "grupp1994-3", "kind": "auction",
    "actions": [["F", "bid", 150], ["M", "pass"], ["D", "pass"]],
    "expected_declarer": "F", "expected_contract": 150}
DECLARE: dict[str, Any] = {
    "id": "B", "profile": "bezique-2", "kind": "declare", "trump": "hearts", "table_declared": [],
    "hand": ["7-hearts", "K-clubs", "Q-clubs", "9-spades"],
    "declaration": {"type": "marriage", "cards": ["K-clubs", "Q-clubs"],
                    "plus_trump_seven": "exchange"},
    "expected_legal": True, "expected_points": 30, "turn_up": "K-hearts"}
TALON_TRICK: dict[str, Any] = {
    "id": "AT", "profile": "altenburg-2", "kind": "trick", "trump": "acorns",
    "played": ["A-hearts"], "phase": 1, "next_hand": ["7-leaves", "10-hearts", "U-acorns"],
    "expected_legal": ["7-leaves", "10-hearts", "U-acorns"], "current_winner_index": 0}
ROUNDING: dict[str, Any] = {"id": "R", "profile": "grupp1994-3", "kind": "rounding",
                            "input": [0, 4, 5], "expected": [0, 0, 10]}


def _with(base: dict[str, Any], **changes: Any) -> bytes:
    case = dict(base)
    for key, value in changes.items():
        if value is _DROP:
            case.pop(key, None)
        else:
            case[key] = value
    return json.dumps([case]).encode()


_DROP = object()
DEEP = 100_000

BAD: list[tuple[str, bytes, str]] = [
    ("suit-number", _with(TRICK, trump=3), "T ERROR: field trump"),
    ("suit-unknown", _with(TRICK, trump="stars"), "T ERROR: field trump"),
    ("bid-without-value", _with(AUCTION, actions=[["F", "bid"], ["M", "pass"]]),
     "A ERROR: field actions"),
    ("bid-value-text", _with(AUCTION, actions=[["F", "bid", "x"], ["M", "pass"]]),
     "A ERROR: field actions"),
    ("auction-call-number", _with(AUCTION, actions=[5]), "A ERROR: field actions"),
    ("auction-actions-missing", _with(AUCTION, actions=_DROP), "A ERROR: field actions"),
    ("no-declarer", _with(SCORE, players=[dict(p, role="opponent") for p in SCORE["players"]]),
     "D ERROR: field players: nobody is the declarer"),
    ("no-players", _with(SCORE, players=_DROP), "D ERROR: field players"),
    ("players-not-list", _with(SCORE, players=5), "D ERROR: field players"),
    ("melds-text", _with(SCORE, players=[dict(SCORE["players"][0], melds="many"),
                                         *SCORE["players"][1:]]), "D ERROR: field players"),
    ("contract-unknown", _with(SCORE, contract="grand"), "D ERROR: field contract"),
    ("score-change-missing", _with(SCORE, expected_score_change=_DROP),
     "D ERROR: field expected_score_change"),
    ("played-empty-winner", _with(TRICK, played=[]), "T ERROR: field current_winner_index"),
    ("declare-trump-null", _with(DECLARE, trump=None), "B ERROR: field trump"),
    ("phase-infinity", _with(TALON_TRICK, phase=0).replace(b'"phase": 0', b'"phase": Infinity'),
     "AT ERROR: field phase"),
    ("phase-nan", _with(TALON_TRICK, phase=0).replace(b'"phase": 0', b'"phase": NaN'),
     "AT ERROR: field phase"),
    ("deep-nesting", b"[" * DEEP + b"]" * DEEP, "cannot read"),
    ("deep-in-case", _with(MELD, hand=0).replace(b'"hand": 0',
                                                 b'"hand": ' + b"[" * DEEP + b"]" * DEEP),
     "cannot read"),
    ("huge-number", _with(MELD, expected_total=0).replace(
        b'"expected_total": 0', b'"expected_total": ' + b"9" * 5000), "cannot read"),
    ("big-number", _with(MELD, expected_total=10**400), "M FAIL: total 150"),
    ("huge-index", _with(WON, expected_winner_index=10**300),
     "W ERROR: field expected_winner_index"),
    ("hand-too-long", _with(MELD, hand=MELD["hand"] + ["A-bells"]),
     "M ERROR: field hand: 16 cards"),
    ("hand-empty", _with(MELD, hand=[]), "M ERROR: field hand: 0 cards"),
    ("hand-not-list", _with(MELD, hand="A-hearts"), "M ERROR: field hand"),
    ("hand-numbers", _with(MELD, hand=[1, 2, 3]), "M ERROR: field hand"),
    ("card-three-copies", _with(MELD, hand=["A-hearts"] * 3), "M ERROR: field hand"),
    ("card-unknown", _with(MELD, hand=["Z-hearts"]), "M ERROR: field hand"),
    ("trick-too-long", _with(WON, played=WON["played"] + ["K-hearts"]), "W ERROR: field played"),
    ("trick-too-short", _with(WON, played=["A-hearts", "10-hearts"]), "W ERROR: field played"),
    ("trick-full-next-hand", _with(TRICK, played=WON["played"]), "T ERROR: field played"),
    ("next-hand-empty", _with(TRICK, next_hand=[]), "T ERROR: field next_hand"),
    ("next-hand-too-long", _with(TRICK, next_hand=MELD["hand"] + ["A-bells"]),
     "T ERROR: field next_hand"),
    ("talon-trick-too-long", _with(TALON_TRICK, played=["A-hearts", "K-hearts"]),
     "AT ERROR: field played"),
    ("winner-out-of-range", _with(WON, expected_winner_index=3),
     "W ERROR: field expected_winner_index"),
    ("kind-unknown", _with(MELD, kind="poker"), "M ERROR: field kind: unknown kind 'poker'"),
    ("kind-missing", _with(MELD, kind=_DROP), "M ERROR: field kind"),
    ("kind-wrong-game", _with(DECLARE, profile="grupp1994-3"), "B ERROR: field kind"),
    ("profile-unknown", _with(MELD, profile="skat"), "M ERROR: field options"),
    ("profile-number", _with(MELD, profile=3), "M ERROR: field profile"),
    ("options-bad", _with(MELD, options={"min_bid": 3000}), "M ERROR: field options"),
    ("rounding-text", _with(ROUNDING, input=["a"]), "R ERROR: field input"),
    ("game-end-labels", _with(END, deal_change={"F": 1}), "E ERROR: field deal_change"),
    ("case-not-object", b'[["meld"]]', "#1 ERROR: a case must be a JSON object"),
    ("file-not-list", b'{"id": "x"}', "cannot read"),
    ("not-utf8", b"\xff\xfe[]", "cannot read"),
    ("lone-surrogate", b'[{"id": "S\\ud800", "profile": "\\udfff", "kind": "meld"}]',
     "S\\ud800 ERROR: field options"),
]
