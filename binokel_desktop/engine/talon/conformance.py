"""Rule-case handlers for the talon profiles (RULES.md §9).

``HANDLERS[kind](case)`` checks one case and returns the list of differences
(empty: the case passes). Every handler goes through the code a played deal
uses: ``declare`` cases build a state and call :func:`.game.apply`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..actions import IllegalAction
from ..cards import (
    SUIT_MASK,
    Card,
    Rank,
    Suit,
    cards_of,
    format_face,
    make_card,
    mask_of,
    parse_card,
    parse_cards,
    parse_face,
)
from ..profile import PROFILES, RuleProfile
from ..scoring import check_game_end, round_points
from ..state import Phase
from ..tricks import trick_winner
from .actions import Declare, ExchangeSeven, ShowSeven
from .declarations import CLASS_LEVEL, EMPTY_HISTORY, DeclKind, kind_value, parse_kind, record
from .game import apply, legal_actions, stage_plays
from .scoring import claim, score_two_hand
from .state import TalonState

Handler = Callable[[dict[str, Any]], list[str]]


def _profile(case: dict[str, Any]) -> RuleProfile:
    p = PROFILES[case["profile"]]
    options = dict(case.get("options") or {})
    if "target" in case and case["target"] is not None:
        options.setdefault("target", case["target"])
    return p.with_options(**options) if options else p


def _suit(name: Any) -> Suit | None:
    if name is None:
        return None
    return Suit(parse_face(f"A-{name}") // 8)


def _free(names: Iterable[str], taken: int) -> list[Card]:
    """Read cards; a name without ``#`` takes the first copy not already taken."""
    out: list[Card] = []
    for name in names:
        card = parse_card(name)
        if "#" not in name and taken >> card & 1:
            card ^= 1
        taken |= 1 << card
        out.append(card)
    return out


def _faces(cards: Iterable[Card]) -> set[str]:
    return {format_face(c >> 1) for c in cards}


def _names(names: Iterable[str]) -> set[str]:
    return {format_face(parse_face(n.partition("#")[0])) for n in names}


def check_trick(case: dict[str, Any]) -> list[str]:
    """``trick``: winner of a complete trick, or the legal cards of the next hand."""
    p = _profile(case)
    trump = _suit(case.get("trump"))
    played = parse_cards(case["played"])
    diffs: list[str] = []
    if "expected_winner_index" in case:
        got = trick_winner(played, trump)
        if got != case["expected_winner_index"]:
            diffs.append(f"winner index {got}, expected {case['expected_winner_index']}")
    if "current_winner_index" in case:
        got = trick_winner(played, trump)
        if got != case["current_winner_index"]:
            diffs.append(f"current winner {got}, expected {case['current_winner_index']}")
    if "expected_legal" in case:
        hand = mask_of(_free(case["next_hand"], mask_of(played)))
        stage = int(case.get("phase", 1))
        legal = stage_plays(p, hand, played, trump, stage)
        # §9.2: compared as a set; two copies of one face are one answer.
        got_names = _faces(cards_of(legal))
        want = _names(case["expected_legal"])
        if got_names != want:
            diffs.append(f"legal {sorted(got_names)}, expected {sorted(want)}")
    return diffs


def _declare_state(case: dict[str, Any], p: RuleProfile, trump: Suit) -> TalonState:
    table = 0
    history = EMPTY_HISTORY
    scored_sevens = 0
    for d in case.get("table_declared", []):
        kind = parse_kind(d["type"])
        cards = mask_of(parse_cards(d["cards"]))
        if kind in CLASS_LEVEL:
            table |= cards
            history = record(kind, cards, history)
        elif kind is DeclKind.DISS:
            scored_sevens |= cards
    hand = mask_of(_free(case.get("hand", []), table | scored_sevens)) | scored_sevens
    held = hand | table
    if case.get("turn_up"):
        turn_up = _free([case["turn_up"]], held)[0]
    else:
        spare = SUIT_MASK[trump] & ~held & ~(3 << make_card(trump, Rank.SEVEN))
        turn_up = cards_of(spare & p_deck(p))[0]
    rest = cards_of(p_deck(p) & ~held & ~(1 << turn_up))
    half = len(rest) // 2
    stage = int(case.get("phase", 1))
    won_trick = case.get("won_trick", True) and stage == 1
    return TalonState(
        profile=p,
        seed=0,
        phase=Phase.DECLARE if won_trick else Phase.PLAY,
        to_act=0,
        stage=stage,
        hands=(hand, mask_of(rest[:half]) if stage == 1 else mask_of(rest)),
        table=(table, 0),
        stock=tuple(rest[half:]) if stage == 1 else (),
        turn_up=turn_up if stage == 1 else -1,
        trump=trump,
        history=history,
        sevens_scored=scored_sevens,
    )


def p_deck(p: RuleProfile) -> int:
    """Every card of the profile's deck."""
    m = 0
    for r in p.deck.ranks:
        for s in Suit:
            m |= 3 << make_card(s, r)
    return m


def _declared_cards(names: list[str], held: int) -> int:
    """The declaration's cards; a named copy not held becomes the held twin."""
    cards = parse_cards(names)
    chosen = 0
    for c in cards:
        if not held >> c & 1 and held >> (c ^ 1) & 1 and not chosen >> (c ^ 1) & 1:
            c ^= 1
        chosen |= 1 << c
    return chosen


def check_declare(case: dict[str, Any]) -> list[str]:
    """``declare``: whether the declaration is legal now and what the turn scores."""
    p = _profile(case)
    trump = _suit(case["trump"])
    assert trump is not None
    state = _declare_state(case, p, trump)
    d = case["declaration"]
    kind = parse_kind(d["type"])
    action = Declare(kind, _declared_cards(d["cards"], state.hands[0] | state.table[0]))
    before = state.scores[0]
    legal = True
    reason = ""
    try:
        seven = d.get("plus_trump_seven") or case.get("plus_trump_seven")
        if seven:
            sevens = state.hands[0] & (3 << make_card(trump, Rank.SEVEN))
            card = cards_of(sevens)[0] if sevens else make_card(trump, Rank.SEVEN)
            extra = ExchangeSeven(card) if seven == "exchange" else ShowSeven(card)
            state, _ = apply(state, extra)
        offered = action in legal_actions(state)
        state, _ = apply(state, action)
        if not offered:
            return ["apply accepted a declaration that legal_actions does not offer"]
    except IllegalAction as exc:
        legal = False
        reason = exc.reason.value
        if action in legal_actions(state):
            return [f"legal_actions offers a declaration that apply refuses ({reason})"]
    points = state.scores[0] - before if legal else 0
    diffs: list[str] = []
    if legal != case["expected_legal"]:
        diffs.append(f"legal {legal}, expected {case['expected_legal']}" +
                     (f" (refused: {reason})" if reason else ""))
    if "expected_points" in case and points != case["expected_points"]:
        diffs.append(f"points {points}, expected {case['expected_points']}")
    return diffs


def check_deal_score(case: dict[str, Any]) -> list[str]:
    """``deal_score``: declarations as scored + card points (rounded) per player."""
    p = _profile(case)
    declared: list[int] = []
    raw: list[int] = []
    tricks: list[int] = []
    for pl in case["players"]:
        total = sum(pl.get("declarations_scored", [])) + sum(pl.get("trump_seven_scores", []))
        total += int(pl.get("melds", 0) or 0)
        if pl.get("carte_blanche"):
            total += kind_value(DeclKind.CARTE_BLANCHE, p)
        turn_up = pl.get("turn_up")
        if turn_up and parse_face(turn_up) % 8 == Rank.SEVEN:
            total += kind_value(DeclKind.DISS, p)  # the dealer's turned-up Diss
        declared.append(total)
        if pl.get("card_points_raw") is not None:
            r = int(pl["card_points_raw"])
        else:
            r = p.talon.brisque * int(pl.get("brisques_won", 0))
            if pl.get("won_last_trick"):
                r += p.tricks.last_trick_bonus
        raw.append(r)
        tricks.append(int(pl.get("tricks_won", 0) or 0))
    parts = score_two_hand(p, declared, raw, tricks)
    diffs: list[str] = []
    want_cards = case.get("expected_rounded_card_points")
    got_cards = [x.card_points for x in parts]
    if want_cards is not None and got_cards != want_cards:
        diffs.append(f"card points {got_cards}, expected {want_cards}")
    got = [x.change for x in parts]
    if got != case["expected_score_change"]:
        diffs.append(f"score change {got}, expected {case['expected_score_change']}")
    return diffs


def check_game_end_case(case: dict[str, Any]) -> list[str]:
    """``game_end``: totals after the deal and who (if anyone) has won."""
    p = _profile(case)
    before = case["scores_before"]
    names = list(before)
    change = case.get("deal_change", {})
    after = [int(before[n]) + int(change.get(n, 0)) for n in names]
    diffs: list[str] = []
    want_after = case.get("expected_scores_after")
    if want_after is not None and after != [want_after[n] for n in names]:
        diffs.append(f"scores {dict(zip(names, after, strict=True))}, expected {want_after}")
    if case.get("mid_deal") or case.get("when") == "mid_deal":
        seat = claim(p, after) if p.talon.mid_deal_claim else None
        result = f"{names[seat]} wins" if seat is not None else "continue"
    else:
        check = check_game_end(p, after, None, True)
        if check.winner is not None:
            result = f"{names[check.winner]} wins"
        else:
            result = "extra deal" if check.extra_deal else "continue"
    want = case.get("expected_result")
    if want is not None and result.lower() != str(want).lower():
        diffs.append(f"result {result!r}, expected {want!r}")
    return diffs


def check_rounding(case: dict[str, Any]) -> list[str]:
    """``rounding``: card points as credited under the profile's rounding."""
    p = _profile(case)
    got = [round_points(int(x), p.scoring.rounding) for x in case["input"]]
    return [] if got == case["expected"] else [f"rounded {got}, expected {case['expected']}"]


HANDLERS: dict[str, Handler] = {
    "trick": check_trick,
    "declare": check_declare,
    "deal_score": check_deal_score,
    "game_end": check_game_end_case,
    "rounding": check_rounding,
}
