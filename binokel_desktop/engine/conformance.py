"""Rule cases (RULES.md §9) checked through the engine: ``check_case(case) -> CaseResult``.

Every case goes through the engine's own functions (meld evaluation, trick
rules, scoring, game end, the auction state machine), never a copy of them.
A pure function of the case: it reads no file and prints nothing (the
``binokel rules-check`` command in :mod:`binokel_desktop.cli.rules_check` does).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .actions import HOLD, PASS, Action, Bid, Contract, IllegalAction
from .cards import (
    CardError,
    Rank,
    Suit,
    cards_of,
    format_card,
    make_card,
    mask_of,
    parse_card,
    parse_cards,
    parse_suit,
)
from .events import AllPassed
from .game import apply, new_auction_game
from .melds import evaluate
from .profile import PROFILES, GameKind, RuleProfile, get_profile
from .scoring import (
    check_game_end,
    round_points,
    score_go_out,
    score_special,
    score_suit_deal,
)
from .state import GameState, seat_labels
from .talon.conformance import HANDLERS as TALON_HANDLERS
from .tricks import legal_plays, trick_winner

Handler = Callable[[dict[str, Any], RuleProfile], list[str]]


class Skip(Exception):  # noqa: N818 - a control-flow signal, not an error
    """The case cannot be run by this engine yet."""


def _profile(case: dict[str, Any]) -> RuleProfile:
    options = dict(case.get("options") or {})
    if "target" in case:
        options.setdefault("target", case["target"])
    return get_profile(case["profile"], **options)


def _suit(name: str | None) -> Suit | None:
    return None if name is None else parse_suit(name)


def _names(cards: Sequence[int] | int, french: bool = False) -> list[str]:
    seq = cards_of(cards) if isinstance(cards, int) else list(cards)
    return sorted(format_card(c, french=french) for c in seq)


def check_meld(case: dict[str, Any], profile: RuleProfile) -> list[str]:
    """Kind ``meld``: the maximum decomposition and its total (§2.2)."""
    trump = _suit(case.get("trump"))
    held = list(case["hand"])
    laid = list(case.get("declarer_discards") or [])
    # One deck: a discarded card is another copy than the held one of its face.
    cards = parse_cards(held + laid)
    hand = mask_of(cards[: len(held)])
    melds = evaluate(hand, trump, profile.melds,
                     diss_extra=_announced_diss(case, cards[len(held) :], trump))
    diffs = []
    total = sum(m.value for m in melds)
    if total != case["expected_total"]:
        diffs.append(f"total {total}, expected {case['expected_total']}")
    got = Counter((m.kind.value, m.value) for m in melds)
    want = Counter((k, v) for k, v in case["expected_melds"])
    if got != want:
        diffs.append(f"melds {sorted(got.elements())}, expected {sorted(want.elements())}")
    return diffs


def _announced_diss(case: dict[str, Any], discards: Sequence[int], trump: Suit | None) -> int:
    """The discarded trump 7s the declarer announced (§3.5): they meld as Diss.

    ``announced_discarded_diss`` is true (every discarded trump 7), false, or
    the number of discarded trump 7s announced.
    """
    announced = case.get("announced_discarded_diss", False)
    if trump is None or announced is False or announced is None:
        return 0
    sevens = [c for c in discards if c >> 1 == make_card(trump, Rank.SEVEN) >> 1]
    if announced is True:
        return mask_of(sevens)
    if isinstance(announced, int) and 0 <= announced <= len(sevens):
        return mask_of(sevens[:announced])
    raise ValueError(f"announced_discarded_diss {announced!r}: expected true, false or a count "
                     f"of at most {len(sevens)}")


def check_trick(case: dict[str, Any], profile: RuleProfile) -> list[str]:
    """Kind ``trick``: the winner of a complete trick, or the legal cards (§1.4, §3.7)."""
    trump = _suit(case.get("trump"))
    if case.get("contract") in ("durch", "bettel"):
        trump = None
    names = list(case["played"]) + list(case.get("next_hand", []))
    cards = parse_cards(names)
    played = cards[: len(case["played"])]
    diffs = []
    if "expected_winner_index" in case:
        w = trick_winner(played, trump)
        if w != case["expected_winner_index"]:
            diffs.append(f"winner {w}, expected {case['expected_winner_index']}")
    if "next_hand" in case:
        hand = mask_of(cards[len(played) :])
        legal = legal_plays(hand, played, trump, profile.tricks)
        # §9.2: compared as a set; two copies of one face are one answer.
        got = sorted(set(_names(legal)))
        want = sorted({format_card(parse_card(n)) for n in case["expected_legal"]})
        if got != want:
            diffs.append(f"legal {got}, expected {want}")
        if "current_winner_index" in case:
            w = trick_winner(played, trump)
            if w != case["current_winner_index"]:
                diffs.append(f"current winner {w}, expected {case['current_winner_index']}")
    return diffs


def check_rounding(case: dict[str, Any], profile: RuleProfile) -> list[str]:
    """Kind ``rounding`` (§1.5, AMB-12)."""
    got = [round_points(x, profile.scoring.rounding) for x in case["input"]]
    return [] if got == case["expected"] else [f"got {got}, expected {case['expected']}"]


def _sum(value: Any) -> int:
    if value is None:
        return 0
    if isinstance(value, list):
        return sum(int(v) for v in value)
    return int(value)


def check_deal_score(case: dict[str, Any], profile: RuleProfile) -> list[str]:
    """Kind ``deal_score``: a deal's score changes per player or team (§3.4, §3.8, §3.10)."""
    parties = case.get("players") or case.get("teams")
    if not parties:
        raise Skip("no players or teams")
    if "teams" in case:
        decl = next(i for i, t in enumerate(parties) if t.get("team") == "declarer_team")
    else:
        decl = next(i for i, p in enumerate(parties) if p.get("role") == "declarer")
    melds = [_sum(p.get("melds")) for p in parties]
    tricks = [_sum(p.get("tricks_won")) for p in parties]
    raw = [_sum(p.get("card_points_raw")) for p in parties]
    contract = Contract.GO_OUT if case["contract"] == "abandon" else Contract(case["contract"])
    bid = case.get("bid") or 0
    diffs: list[str] = []
    want = list(case["expected_score_change"])
    if contract is Contract.SUIT:
        _, parts = score_suit_deal(profile, bid, decl, melds, tricks, raw)
        if "expected_rounded_card_points" in case:
            rounded = [p.card_points for p in parts]
            if rounded != case["expected_rounded_card_points"]:
                diffs.append(f"rounded {rounded}, expected {case['expected_rounded_card_points']}")
        changes = [p.change for p in parts]
    elif contract is Contract.GO_OUT:
        changes = [p.change for p in score_go_out(profile, bid, decl, melds)]
    else:
        outcomes = _special_outcomes(case, contract, decl, tricks)
        tried = {made: [p.change for p in score_special(profile, contract, made, decl, tricks)]
                 for made in outcomes}
        changes = next((c for c in tried.values() if c == want), next(iter(tried.values())))
    if changes != want:
        diffs.append(f"changes {changes}, expected {want}")
    return diffs


def _special_outcomes(
    case: dict[str, Any], contract: Contract, decl: int, tricks: list[int]
) -> list[bool]:
    """Whether the special contract was made, from the case's facts where it gives them."""
    if isinstance(case.get("made"), bool):
        return [case["made"]]
    if any("tricks_won" in p for p in case.get("players") or case.get("teams") or []):
        others = sum(t for i, t in enumerate(tricks) if i != decl)
        if contract is Contract.BETTEL:
            return [tricks[decl] == 0]
        return [others == 0]
    # The case states neither tricks nor the outcome: check the values of both.
    return [True, False]


def check_game_end_case(case: dict[str, Any], profile: RuleProfile) -> list[str]:
    """Kind ``game_end``: totals after the deal and who wins (§3.9, §4.6)."""
    labels = list(case["scores_before"])
    before = [case["scores_before"][k] for k in labels]
    change = [case["deal_change"][k] for k in labels]
    after = [b + c for b, c in zip(before, change, strict=True)]
    deal_type = case.get("deal_type", "played")
    counts = deal_type == "played" or profile.scoring.go_out_may_end_game
    decl_label = case.get("declarer")
    decl = labels.index(decl_label) if decl_label in labels else None
    result = check_game_end(profile, after, decl, counts)
    diffs = []
    want_after = [case["expected_scores_after"][k] for k in labels]
    if after != want_after:
        diffs.append(f"scores {after}, expected {want_after}")
    if result.winner is not None:
        text = f"{labels[result.winner]} wins"
    elif result.extra_deal:
        text = "extra deal"
    else:
        text = "continue"
    if text != case["expected_result"]:
        diffs.append(f"result {text!r}, expected {case['expected_result']!r}")
    return diffs


def check_auction(case: dict[str, Any], profile: RuleProfile) -> list[str]:
    """Kind ``auction``: the calls through the engine's state machine (§3.2, §4.1)."""
    state: GameState = new_auction_game(profile, case.get("seed", 1))
    labels = seat_labels(profile, state.dealer)
    names = {v: k for k, v in labels.items()}
    redeal = False
    for i, (seat_label, call, *rest) in enumerate(case["actions"]):
        if labels.get(seat_label) != state.to_act:
            return [f"call {i + 1}: {seat_label} called, but {names.get(state.to_act)} is to act"]
        action: Action = Bid(int(rest[0])) if call == "bid" else HOLD if call == "hold" else PASS
        try:
            state, events = apply(state, action)
        except IllegalAction as exc:
            if case.get("expected_result") == "illegal":
                return []
            return [f"call {i + 1} ({seat_label} {call}) refused: {exc}"]
        if any(isinstance(e, AllPassed) for e in events):
            redeal = True
            break
        if state.declarer >= 0:
            break
    diffs = []
    if case.get("expected_result") == "redeal":
        if not redeal:
            diffs.append("expected a redeal")
        return diffs
    got_decl = names.get(state.declarer) if state.declarer >= 0 else None
    if got_decl != case.get("expected_declarer"):
        diffs.append(f"declarer {got_decl}, expected {case.get('expected_declarer')}")
    got_bid = state.bid if state.declarer >= 0 else None
    if got_bid != case.get("expected_contract"):
        diffs.append(f"contract {got_bid}, expected {case.get('expected_contract')}")
    return diffs


AUCTION_HANDLERS: dict[str, Handler] = {
    "meld": check_meld,
    "trick": check_trick,
    "rounding": check_rounding,
    "deal_score": check_deal_score,
    "game_end": check_game_end_case,
    "auction": check_auction,
}


def _own_profile(handler: Callable[[dict[str, Any]], list[str]]) -> Handler:
    """A talon handler, which reads the profile (with the case's options) itself."""
    return lambda case, _profile: handler(case)


HANDLERS: dict[GameKind, dict[str, Handler]] = {
    GameKind.AUCTION: AUCTION_HANDLERS,
    GameKind.TALON: {k: _own_profile(h) for k, h in TALON_HANDLERS.items()},
}
"""The case handlers of each game family, by case kind."""

# Profiles of RULES.md whose engine may not be built in this version.
PLANNED_PROFILES = frozenset({"altenburg-2", "bezique-2"})


class Status(StrEnum):
    """The outcome of one case."""

    PASS = "PASS"
    FAIL = "FAIL"
    SKIP = "SKIP"


@dataclass(frozen=True, slots=True)
class CaseResult:
    """One case's outcome: its id, the status and what differed (or why skipped)."""

    case_id: str
    status: Status
    detail: str = ""

    def line(self) -> str:
        """``ID STATUS[: detail]``, the report line of ``binokel rules-check``."""
        return f"{self.case_id} {self.status.value}" + (f": {self.detail}" if self.detail else "")


def check_case(case: object, index: int = 0) -> CaseResult:
    """Check one case (a parsed JSON value); ``index`` names a case without an id."""
    if not isinstance(case, dict):
        return CaseResult(f"#{index + 1}", Status.FAIL, "a case must be a JSON object")
    case_id = str(case.get("id", f"#{index + 1}"))
    status, detail = _run(case)
    return CaseResult(case_id, status, detail)


def summary(results: Sequence[CaseResult]) -> str:
    """``N passed, M failed[, K skipped]``."""
    counts = Counter(r.status for r in results)
    line = f"{counts[Status.PASS]} passed, {counts[Status.FAIL]} failed"
    if counts[Status.SKIP]:
        line += f", {counts[Status.SKIP]} skipped"
    return line


def _run(case: dict[str, Any]) -> tuple[Status, str]:
    try:
        if case.get("profile") in PLANNED_PROFILES and case["profile"] not in PROFILES:
            return Status.SKIP, f"profile {case['profile']} is not built yet"
        profile = _profile(case)
        kind = case["kind"]
        handler = HANDLERS[profile.game].get(kind)
        if handler is None:
            return Status.SKIP, f"kind {kind!r} does not apply to {profile.name}"
        diffs = handler(case, profile)
    except Skip as exc:
        return Status.SKIP, str(exc)
    except (KeyError, TypeError) as exc:
        return Status.FAIL, f"malformed case: missing or wrong field {exc}"
    except (ValueError, CardError, IllegalAction, NotImplementedError) as exc:
        return Status.FAIL, f"{type(exc).__name__}: {exc}"
    return (Status.FAIL, "; ".join(diffs)) if diffs else (Status.PASS, "")
