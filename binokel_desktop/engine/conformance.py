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
    if name is not None and not isinstance(name, str):
        raise CaseError("trump", f"unknown suit {_short(name)}")
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
    field = "teams" if "teams" in case else "players"
    if not isinstance(parties, list) or not all(isinstance(p, dict) for p in parties):
        raise CaseError(field, "missing: a list of players or teams")
    if "teams" in case:
        decl = next((i for i, t in enumerate(parties) if t.get("team") == "declarer_team"), -1)
    else:
        decl = next((i for i, p in enumerate(parties) if p.get("role") == "declarer"), -1)
    if decl < 0:
        raise CaseError(field, "nobody is the declarer")
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
    FAIL = "FAIL"  # the engine answered otherwise than the case expects
    SKIP = "SKIP"
    ERROR = "ERROR"  # the case itself cannot be read: a field is missing or malformed


@dataclass(frozen=True, slots=True)
class CaseResult:
    """One case's outcome: its id, the status and what differed (or why skipped)."""

    case_id: str
    status: Status
    detail: str = ""

    def line(self) -> str:
        """``ID STATUS[: detail]``, the report line of ``binokel rules-check``."""
        text = f"{self.case_id} {self.status.value}" + (f": {self.detail}" if self.detail else "")
        # A lone surrogate ("\ud800" is valid JSON) cannot be printed as UTF-8: escape it.
        return text.encode("utf-8", "backslashreplace").decode("utf-8")


class CaseError(Exception):
    """A malformed case: ``field`` names where (``players[1].melds``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"field {field}: {message}")


def check_case(case: object, index: int = 0) -> CaseResult:
    """Check one case (a parsed JSON value); ``index`` names a case without an id.

    Total: whatever the value, the answer is a CaseResult (ERROR naming the
    field for a malformed case), never an exception.
    """
    if not isinstance(case, dict):
        return CaseResult(f"#{index + 1}", Status.ERROR, "a case must be a JSON object")
    raw_id = case.get("id", f"#{index + 1}")
    case_id = _short(raw_id, 40) if not isinstance(raw_id, str) else raw_id[:60]
    reads: list[str] = []
    try:
        status, detail = _run(_Tracked(case, "", reads), reads)
    except RecursionError:
        status, detail = Status.ERROR, "nested too deeply"
    return CaseResult(case_id or f"#{index + 1}", status, detail[:500])


def summary(results: Sequence[CaseResult]) -> str:
    """``N passed, M failed[, E errors][, K skipped]``."""
    counts = Counter(r.status for r in results)
    line = f"{counts[Status.PASS]} passed, {counts[Status.FAIL]} failed"
    if counts[Status.ERROR]:
        line += f", {counts[Status.ERROR]} errors"
    if counts[Status.SKIP]:
        line += f", {counts[Status.SKIP]} skipped"
    return line


def _short(value: object, limit: int = 60) -> str:
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an int of more than 4,300 digits, deep nesting
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class _Tracked(dict[str, Any]):
    """A case (or part of one) that notes the path of each field read.

    When a handler fails on a malformed value, the last path read is the
    field the ERROR line names.
    """

    def __init__(self, data: dict[str, Any], path: str, reads: list[str]) -> None:
        super().__init__(data)
        self._path = path
        self._reads = reads

    def _at(self, key: object) -> str:
        return f"{self._path}.{key}" if self._path else str(key)

    def __getitem__(self, key: str) -> Any:
        self._reads.append(self._at(key))
        return _track(super().__getitem__(key), self._at(key), self._reads)

    def get(self, key: str, default: Any = None) -> Any:
        self._reads.append(self._at(key))
        return _track(super().get(key, default), self._at(key), self._reads)


class _TrackedList(list[Any]):
    def __init__(self, data: list[Any], path: str, reads: list[str]) -> None:
        super().__init__(data)
        self._path = path
        self._reads = reads

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return super().__getitem__(index)
        path = f"{self._path}[{index}]"
        self._reads.append(path)
        return _track(super().__getitem__(index), path, self._reads)

    def __iter__(self) -> Any:
        for i, value in enumerate(super().__iter__()):
            path = f"{self._path}[{i}]"
            self._reads.append(path)
            yield _track(value, path, self._reads)


def _track(value: Any, path: str, reads: list[str]) -> Any:
    if isinstance(value, dict) and not isinstance(value, _Tracked):
        return _Tracked(value, path, reads)
    if isinstance(value, list) and not isinstance(value, _TrackedList):
        return _TrackedList(value, path, reads)
    return value


def _cards(case: dict[str, Any], name: str, low: int, high: int) -> list[Any]:
    """The list of card names in ``case[name]``, with a count between low and high."""
    value = case[name]
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise CaseError(name, f"expected a list of card names, got {_short(value)}")
    if not low <= len(value) <= high:
        want = str(low) if low == high else f"{low}–{high}"
        raise CaseError(name, f"{len(value)} cards; this case needs {want}")
    try:
        parse_cards(value)
    except CardError as exc:
        raise CaseError(name, str(exc)) from None
    return value


def _index(case: dict[str, Any], name: str, size: int) -> None:
    value = case.get(name)
    if name in case and (isinstance(value, bool) or not isinstance(value, int)
                         or not 0 <= value < size):
        raise CaseError(name, f"{_short(value)} is not a seat index 0–{size - 1}")


def _check_counts(case: dict[str, Any], kind: str, profile: RuleProfile) -> None:
    """Hands and tricks of the size the profile deals; fewer or more is a malformed case."""
    hand, players = profile.deal.hand_size, profile.hand_players
    if kind == "meld":
        # A meld case may give part of a hand (the cards that matter), never more.
        held = _cards(case, "hand", 1, hand)
        if case.get("declarer_discards") is not None:
            _cards(case, "declarer_discards", 0, profile.deal.dabb_size)
            if len(held) + len(case["declarer_discards"]) > hand + profile.deal.dabb_size:
                raise CaseError("declarer_discards", "hand and discards hold more cards "
                                                     "than a declarer has")
    elif kind == "trick":
        complete = "next_hand" not in case
        played = _cards(case, "played", players if complete else 0,
                        players if complete else players - 1)
        if complete and "expected_winner_index" not in case:
            raise CaseError("expected_winner_index", "a complete trick needs the winner expected")
        if not complete:
            _cards(case, "next_hand", 1, hand)
            if "expected_legal" not in case:
                raise CaseError("expected_legal", "missing: the cards the next hand may play")
        _index(case, "expected_winner_index", len(played))
        if "current_winner_index" in case and not played:
            raise CaseError("current_winner_index", "an empty trick has no current winner")
        _index(case, "current_winner_index", len(played))
    elif kind == "declare":
        _cards(case, "hand", 0, hand)


KNOWN_KINDS = frozenset(k for handlers in HANDLERS.values() for k in handlers)


def _run(case: dict[str, Any], reads: list[str]) -> tuple[Status, str]:
    try:
        if "profile" not in case or not isinstance(case["profile"], str):
            got = _short(case.get("profile"))
            raise CaseError("profile", f"expected a profile name, got {got}")
        if case["profile"] in PLANNED_PROFILES and case["profile"] not in PROFILES:
            return Status.SKIP, f"profile {case['profile']} is not built yet"
        kind_value = case.get("kind")
        if not isinstance(kind_value, str) or kind_value not in KNOWN_KINDS:
            raise CaseError("kind", f"unknown kind {_short(kind_value)}; known: "
                                    + ", ".join(sorted(KNOWN_KINDS)))
        kind: str = kind_value
        try:
            profile = _profile(case)
        except ValueError as exc:
            raise CaseError("options", str(exc)) from None
        handler = HANDLERS[profile.game].get(kind)
        if handler is None:
            raise CaseError("kind", f"{kind!r} does not apply to {profile.name}")
        _check_counts(case, kind, profile)
        reads.clear()
        diffs = handler(case, profile)
    except Skip as exc:
        return Status.SKIP, str(exc)
    except CaseError as exc:
        return Status.ERROR, str(exc)
    except KeyError as exc:
        where = reads[-1] if reads else _short(exc.args[0] if exc.args else "?")
        return Status.ERROR, f"field {where}: missing"
    except IllegalAction as exc:
        return Status.FAIL, f"{type(exc).__name__}: {exc}"
    except CardError as exc:  # a card name that is none
        return Status.ERROR, f"field {reads[-1] if reads else '?'}: {_short(str(exc), 200)[1:-1]}"
    except RecursionError:
        raise
    except Exception as exc:  # noqa: BLE001 - a malformed value: ERROR naming the field read last
        where = reads[-1] if reads else "?"
        return Status.ERROR, f"field {where}: {type(exc).__name__}: {_short(str(exc), 200)[1:-1]}"
    if not isinstance(diffs, list):
        return Status.ERROR, "the handler gave no answer"
    return (Status.FAIL, "; ".join(diffs)) if diffs else (Status.PASS, "")
