"""Rule tests of the talon games, named after the RULES.md sections they check."""

from __future__ import annotations

from typing import Any

import pytest
from talon_testkit import mask, position, random_game

from binokel_desktop.engine import (
    PROFILES,
    IllegalAction,
    IllegalReason,
    Phase,
    apply,
    legal_actions,
    new_game,
    parse_card,
)
from binokel_desktop.engine.actions import NEXT_DEAL, PLAY
from binokel_desktop.engine.cards import Rank, Suit, cards_of, make_card
from binokel_desktop.engine.events import TrickWon
from binokel_desktop.engine.profile import option_names
from binokel_desktop.engine.talon.actions import (
    CARTE_BLANCHE,
    DRAW,
    Declare,
    ExchangeSeven,
    ShowSeven,
)
from binokel_desktop.engine.talon.declarations import DeclKind, parse_kind
from binokel_desktop.engine.talon.game import deal_cards
from binokel_desktop.engine.talon.scoring import card_points
from binokel_desktop.engine.talon.state import TalonState

R = IllegalReason
OK = None


def declare(state: TalonState, kind: str, cards: list[str]) -> tuple[TalonState, int]:
    """Declare for seat 0; returns the new state and the points scored."""
    held = state.hands[0] | state.table[0]
    chosen = 0
    for c in (parse_card(n) for n in cards):
        if not held >> c & 1 or chosen >> c & 1:
            c ^= 1
        chosen |= 1 << c
    action = Declare(parse_kind(kind), chosen)
    before = state.scores[0]
    after, _ = apply(state, action)
    assert action in legal_actions(state)
    return after, after.scores[0] - before


# §2.3 / §5.6 / §6.3: the class model, one row per rule.
DECLARATIONS: list[tuple[str, str, str, list[tuple[str, list[str]]], list[str], str,
                         list[str], Any]] = [
    # (id, profile, trump, table, hand, kind, cards, expected points or refusal)
    ("2.3.4 pair -> quintmajor", "altenburg-2", "hearts",
     [("trump_pair", ["K-hearts", "O-hearts"])], ["A-hearts", "10-hearts", "U-hearts"],
     "quintmajor", ["A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts"], 250),
    ("2.3.4 no pair out of a quintmajor", "altenburg-2", "hearts",
     [("quintmajor", ["A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts"])], [],
     "trump_pair", ["K-hearts", "O-hearts"], R.DECLARATION_NEEDS_NEW_CARD),
    ("2.3.4 no new O to a quintmajor K", "altenburg-2", "hearts",
     [("quintmajor", ["A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts"])],
     ["O-hearts"], "trump_pair", ["K-hearts", "O-hearts#2"], R.CARD_ALREADY_DECLARED),
    ("2.3.4 a king married twice", "bezique-2", "hearts",
     [("marriage", ["K-clubs", "Q-clubs"])], ["Q-clubs"],
     "marriage", ["K-clubs", "Q-clubs#2"], R.CARD_ALREADY_DECLARED),
    ("2.3.4 binokel -> grand binokel", "altenburg-2", "hearts",
     [("binokel", ["O-leaves", "U-bells"])], ["K-leaves"],
     "grand_binokel", ["K-leaves", "O-leaves", "U-bells"], 80),
    ("2.3.4 grand -> double binokel", "altenburg-2", "hearts",
     [("grand_binokel", ["K-leaves", "O-leaves", "U-bells"])], ["O-leaves", "U-bells"],
     "double_binokel", ["O-leaves", "U-bells", "O-leaves#2", "U-bells#2"], 300),
    ("2.3.4 no binokel out of a grand binokel", "altenburg-2", "hearts",
     [("grand_binokel", ["K-leaves", "O-leaves", "U-bells"])], ["U-bells"],
     "binokel", ["O-leaves", "U-bells#2"], R.CARD_ALREADY_DECLARED),
    ("2.3.3 two singles then double: no new card", "bezique-2", "clubs",
     [("bezique", ["Q-spades", "J-diamonds"]), ("bezique", ["Q-spades#2", "J-diamonds#2"])],
     [], "double_bezique", ["Q-spades", "J-diamonds", "Q-spades#2", "J-diamonds#2"],
     R.DECLARATION_NEEDS_NEW_CARD),
    ("2.3.4 second single bezique with new cards", "bezique-2", "clubs",
     [("bezique", ["Q-spades", "J-diamonds"])], ["Q-spades", "J-diamonds"],
     "bezique", ["Q-spades#2", "J-diamonds#2"], 40),
    ("6.3 bezique -> double bezique", "bezique-2", "clubs",
     [("bezique", ["Q-spades", "J-diamonds"])], ["Q-spades", "J-diamonds"],
     "double_bezique", ["Q-spades", "J-diamonds", "Q-spades#2", "J-diamonds#2"], 500),
    ("5.6 four -> eight aces", "altenburg-2", "hearts",
     [("four_A", ["A-acorns", "A-leaves", "A-hearts", "A-bells"])],
     ["A-acorns", "A-leaves", "A-hearts", "A-bells"], "eight_A",
     ["A-acorns", "A-leaves", "A-hearts", "A-bells",
      "A-acorns#2", "A-leaves#2", "A-hearts#2", "A-bells#2"], 1000),
    ("5.6 graduated eight Unter", "altenburg-2", "hearts", [],
     ["U-acorns", "U-leaves", "U-hearts", "U-bells"] * 2, "eight_U",
     ["U-acorns", "U-leaves", "U-hearts", "U-bells",
      "U-acorns#2", "U-leaves#2", "U-hearts#2", "U-bells#2"], 400),
    ("2.3.3 eight out of two fours: no new card", "altenburg-2", "hearts",
     [("four_K", ["K-acorns", "K-leaves", "K-hearts", "K-bells"]),
      ("four_K", ["K-acorns#2", "K-leaves#2", "K-hearts#2", "K-bells#2"])], [],
     "eight_K", ["K-acorns", "K-leaves", "K-hearts", "K-bells",
                 "K-acorns#2", "K-leaves#2", "K-hearts#2", "K-bells#2"],
     R.DECLARATION_NEEDS_NEW_CARD),
    ("2.3.4 four kings re-formed with a new king", "bezique-2", "hearts",
     [("four_kings", ["K-clubs", "K-spades", "K-hearts", "K-diamonds"])], ["K-clubs"],
     "four_kings", ["K-clubs#2", "K-spades", "K-hearts", "K-diamonds"],
     R.CARD_ALREADY_DECLARED),
    ("2.3.5 across classes: K of four kings marries", "bezique-2", "hearts",
     [("four_kings", ["K-clubs", "K-spades", "K-hearts", "K-diamonds"])], ["Q-spades"],
     "marriage", ["K-spades", "Q-spades"], 20),
    ("AMB-38 across classes, both cards on the table", "bezique-2", "hearts",
     [("four_kings", ["K-clubs", "K-spades", "K-hearts", "K-diamonds"]),
      ("bezique", ["Q-spades", "J-diamonds"])], [],
     "marriage", ["K-spades", "Q-spades"], 20),
    ("6.3 royal marriage is 40", "bezique-2", "hearts", [], ["K-hearts", "Q-hearts"],
     "royal_marriage", ["K-hearts", "Q-hearts"], 40),
    ("6.3 a trump marriage is not a plain marriage", "bezique-2", "hearts", [],
     ["K-hearts", "Q-hearts"], "marriage", ["K-hearts", "Q-hearts"], R.NOT_A_DECLARATION),
    ("AMB-26 any four aces in bezique", "bezique-2", "diamonds", [],
     ["A-hearts", "A-hearts", "A-spades", "A-clubs"], "four_aces",
     ["A-hearts", "A-hearts#2", "A-spades", "A-clubs"], 100),
    ("5.6 altenburg four needs four suits", "altenburg-2", "bells", [],
     ["O-hearts", "O-hearts", "O-acorns", "O-leaves"], "four_O",
     ["O-hearts", "O-hearts#2", "O-acorns", "O-leaves"], R.NOT_A_DECLARATION),
    ("6 no grand bezique", "bezique-2", "hearts", [], ["K-spades", "Q-spades", "J-diamonds"],
     "grand_bezique", ["K-spades", "Q-spades", "J-diamonds"], R.NOT_A_DECLARATION),
    ("6 no eights in bezique", "bezique-2", "hearts", [], ["A-hearts"] * 0, "eight_aces",
     ["A-clubs", "A-spades", "A-hearts", "A-diamonds",
      "A-clubs#2", "A-spades#2", "A-hearts#2", "A-diamonds#2"], R.NOT_A_DECLARATION),
    ("2.3.2 cards must be held", "bezique-2", "hearts", [], ["K-clubs"],
     "marriage", ["K-clubs", "Q-clubs"], R.NOT_IN_HAND),
    ("6.3 sequence in trumps only", "bezique-2", "hearts", [],
     ["A-clubs", "10-clubs", "K-clubs", "Q-clubs", "J-clubs"], "sequence",
     ["A-clubs", "10-clubs", "K-clubs", "Q-clubs", "J-clubs"], R.NOT_A_DECLARATION),
]


@pytest.mark.parametrize(
    "profile,trump,table,hand,kind,cards,expected",
    [row[1:] for row in DECLARATIONS],
    ids=[row[0] for row in DECLARATIONS],
)
def test_2_3_declaration_classes(
    profile: str, trump: str, table: list[tuple[str, list[str]]], hand: list[str], kind: str,
    cards: list[str], expected: Any,
) -> None:
    state = position(profile, trump=trump, hand=hand, table=table)
    if isinstance(expected, IllegalReason):
        held = state.hands[0] | state.table[0]
        chosen = 0
        for c in (parse_card(n) for n in cards):
            if not held >> c & 1 and held >> (c ^ 1) & 1:
                c ^= 1
            chosen |= 1 << c
        action = Declare(parse_kind(kind), chosen)
        assert action not in legal_actions(state)
        with pytest.raises(IllegalAction) as info:
            apply(state, action)
        assert info.value.reason is expected
    else:
        _, points = declare(state, kind, cards)
        assert points == expected


def test_2_3_declared_cards_stay_on_the_table_and_may_be_led() -> None:
    state = position("bezique-2", trump="hearts", hand=["K-clubs", "Q-clubs", "7-spades"])
    state, _ = declare(state, "marriage", ["K-clubs", "Q-clubs"])
    assert state.table[0] == mask(["K-clubs", "Q-clubs"])
    state, _ = apply(state, DRAW)
    assert state.phase is Phase.PLAY and state.to_act == 0
    k = parse_card("K-clubs")
    assert PLAY[k] in legal_actions(state)
    state, _ = apply(state, PLAY[k])
    assert state.table[0] == mask(["Q-clubs"])


def test_2_3_1_one_declaration_per_trick() -> None:
    state = position("bezique-2", trump="hearts",
                     hand=["K-clubs", "Q-clubs", "K-spades", "Q-spades"])
    state, _ = declare(state, "marriage", ["K-clubs", "Q-clubs"])
    second = Declare(DeclKind.PAIR, mask(["K-spades", "Q-spades"]))
    assert second not in legal_actions(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, second)
    assert info.value.reason is R.ONE_DECLARATION_PER_TRICK


@pytest.mark.parametrize("stage,reason", [(1, R.MUST_WIN_TRICK_TO_DECLARE),
                                          (2, R.NO_DECLARATIONS_AFTER_TALON)])
def test_2_3_1_declare_only_after_winning_a_phase_1_trick(stage: int, reason: R) -> None:
    state = position("bezique-2", trump="hearts", hand=["K-clubs", "Q-clubs"],
                     won_trick=False, stage=stage)
    with pytest.raises(IllegalAction) as info:
        apply(state, Declare(DeclKind.PAIR, mask(["K-clubs", "Q-clubs"])))
    assert info.value.reason is reason


@pytest.mark.parametrize(
    "trump,cards,legal",
    [("spades", ["Q-clubs", "J-hearts"], True), ("spades", ["Q-spades", "J-diamonds"], False),
     ("diamonds", ["Q-clubs", "J-hearts"], True), ("hearts", ["Q-spades", "J-diamonds"], True),
     ("hearts", ["Q-clubs", "J-hearts"], False)],
)
def test_amb_27_alternative_bezique(trump: str, cards: list[str], legal: bool) -> None:
    state = position("bezique-2", trump=trump, hand=["Q-clubs", "J-hearts", "Q-spades",
                                                     "J-diamonds"],
                     options={"alt_bezique_for_black_red_trumps": True})
    assert (Declare(DeclKind.BINOKEL, mask(cards)) in legal_actions(state)) is legal


def test_amb_26_quartets_distinct_suits_option() -> None:
    hand = ["A-hearts", "A-hearts", "A-spades", "A-clubs"]
    cards = mask(hand)
    plain = position("bezique-2", trump="diamonds", hand=hand)
    strict = position("bezique-2", trump="diamonds", hand=hand,
                      options={"quartets_distinct_suits": True})
    assert Declare(DeclKind.FOUR_A, cards) in legal_actions(plain)
    assert Declare(DeclKind.FOUR_A, cards) not in legal_actions(strict)


# §5.2 / §6.4: the trump 7.


def test_6_4_exchange_scores_and_swaps_the_turn_up() -> None:
    state = position("bezique-2", trump="hearts", hand=["7-hearts", "K-clubs", "Q-clubs"],
                     turn_up="K-hearts")
    seven, king = parse_card("7-hearts"), parse_card("K-hearts")
    state, _ = apply(state, ExchangeSeven(seven))
    assert state.scores[0] == 10
    assert state.turn_up == seven and state.hands[0] >> king & 1
    state, points = declare(state, "marriage", ["K-clubs", "Q-clubs"])
    assert points == 20 and state.scores[0] == 30  # extra to the declaration [AMB-36]


def test_6_4_exchanged_card_not_used_in_the_same_turn() -> None:
    state = position("bezique-2", trump="hearts", hand=["7-hearts", "Q-hearts"],
                     turn_up="K-hearts")
    state, _ = apply(state, ExchangeSeven(parse_card("7-hearts")))
    royal = Declare(DeclKind.TRUMP_PAIR, mask(["K-hearts", "Q-hearts"]))
    assert royal not in legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, royal)


@pytest.mark.parametrize("turn_up", ["7-hearts"])
def test_6_4_no_exchange_for_a_turned_up_seven(turn_up: str) -> None:
    state = position("altenburg-2", trump="hearts", hand=["7-hearts"], turn_up=turn_up)
    seven = next(c for c in cards_of(state.hands[0]))
    assert ExchangeSeven(seven) not in legal_actions(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, ExchangeSeven(seven))
    assert info.value.reason is R.TRUMP_SEVEN_NOT_ALLOWED


def test_6_4_each_trump_seven_scores_once() -> None:
    state = position("altenburg-2", trump="hearts", hand=["7-hearts", "A-acorns"])
    seven = parse_card("7-hearts")
    state, _ = apply(state, ShowSeven(seven))
    assert state.scores[0] == 10
    assert ShowSeven(seven) not in legal_actions(state)  # one trump-7 action per turn
    state, _ = apply(state, DRAW)
    state, _ = apply(state, PLAY[seven])  # already scored: playing it adds nothing
    assert state.scores[0] == 10


def test_amb_20_trump_seven_played_in_phase_1_scores() -> None:
    state = position("bezique-2", trump="hearts", hand=["7-hearts", "A-clubs"],
                     won_trick=False)
    state, _ = apply(state, PLAY[parse_card("7-hearts")])
    assert state.scores[0] == 10


def test_amb_20_trump_seven_played_in_phase_2_does_not_score() -> None:
    state = position("bezique-2", trump="hearts", hand=["7-hearts"], won_trick=False, stage=2)
    state, _ = apply(state, PLAY[parse_card("7-hearts")])
    assert state.scores[0] == 0


@pytest.mark.parametrize("profile", ["altenburg-2", "bezique-2"])
def test_5_1_turned_up_seven_scores_for_the_dealer(profile: str) -> None:
    p = PROFILES[profile]
    for seed in range(400):
        _, turn_up, _ = deal_cards(p, seed, 0, 0)
        if (turn_up >> 1) & 7 == Rank.SEVEN:
            state = new_game(p, seed, dealer=0)
            assert state.scores == (10, 0)
            assert state.declarations[0][0].kind is DeclKind.DISS
            return
    pytest.fail("no seed turns up a 7")


# §5.1 / §6.1 deal, §5.2.3 / §6.5 drawing order and the end of the stock.


@pytest.mark.parametrize("profile,hand,stock", [("altenburg-2", 12, 23), ("bezique-2", 8, 47)])
def test_5_1_6_1_deal(profile: str, hand: int, stock: int) -> None:
    state = new_game(PROFILES[profile], 7, dealer=1)
    assert [h.bit_count() for h in state.hands] == [hand, hand]
    assert len(state.stock) == stock and state.turn_up >= 0
    assert state.trump == state.turn_up >> 4
    assert state.to_act == 0  # the non-dealer leads


def _to_declare(state: TalonState) -> TalonState:
    """Play the first legal cards until a trick is won."""
    while state.phase is not Phase.DECLARE:
        state, _ = apply(state, legal_actions(state)[0])
    return state


def test_5_2_3_winner_draws_first() -> None:
    state = _to_declare(new_game(PROFILES["bezique-2"], 3))
    w = state.to_act
    top, second = state.stock[0], state.stock[1]
    after, _ = apply(state, DRAW)
    assert after.hands[w] >> top & 1 and after.hands[1 - w] >> second & 1
    assert after.phase is Phase.PLAY and after.to_act == w


@pytest.mark.parametrize("profile,first_phase2", [("altenburg-2", 12), ("bezique-2", 24)])
def test_6_5_last_card_and_turn_up(profile: str, first_phase2: int) -> None:
    state = new_game(PROFILES[profile], 11)
    state = state._replace(turn_up=state.turn_up)
    while len(state.stock) > 1 or state.phase is not Phase.DECLARE:
        if state.phase is Phase.DECLARE:
            state, _ = apply(state, DRAW)
        else:
            state, _ = apply(state, legal_actions(state)[0])
    w = state.to_act
    last, turn_up = state.stock[0], state.turn_up
    state, _ = apply(state, DRAW)
    assert state.hands[w] >> last & 1 and state.hands[1 - w] >> turn_up & 1
    assert state.stage == 2 and state.stock == () and state.turn_up == -1
    assert state.table == (0, 0) and state.stage2_from == first_phase2
    hand_size = PROFILES[profile].deal.hand_size
    assert [h.bit_count() for h in state.hands] == [hand_size, hand_size]


# §5.3 / §6.5 phase-2 obligations (and phase 1 has none).

PHASE2: list[tuple[str, dict[str, Any], str, str, list[str], list[str]]] = [
    ("altenburg-2", {}, "hearts", "A-acorns", ["K-acorns", "U-acorns", "7-hearts"],
     ["K-acorns", "U-acorns"]),
    ("altenburg-2", {}, "hearts", "U-acorns", ["K-acorns", "7-acorns", "7-hearts"],
     ["K-acorns", "7-acorns"]),
    ("altenburg-2", {"phase2_must_head": True}, "hearts", "U-acorns",
     ["K-acorns", "7-acorns", "7-hearts"], ["K-acorns"]),
    ("altenburg-2", {}, "hearts", "A-acorns", ["7-hearts", "U-hearts", "10-leaves"],
     ["7-hearts", "U-hearts"]),
    ("altenburg-2", {}, "hearts", "O-hearts", ["A-hearts", "7-hearts", "A-bells"],
     ["A-hearts", "7-hearts"]),
    ("altenburg-2", {"phase2_must_head": True}, "hearts", "O-hearts",
     ["A-hearts", "7-hearts", "A-bells"], ["A-hearts"]),
    ("bezique-2", {}, "spades", "K-diamonds", ["A-diamonds", "7-diamonds", "9-spades"],
     ["A-diamonds"]),
    ("bezique-2", {}, "spades", "K-diamonds", ["Q-diamonds", "8-diamonds", "A-spades"],
     ["Q-diamonds", "8-diamonds"]),
    ("bezique-2", {}, "spades", "K-diamonds", ["7-spades", "A-spades", "A-hearts"],
     ["7-spades", "A-spades"]),
    ("bezique-2", {}, "spades", "K-diamonds", ["A-hearts", "10-clubs"],
     ["A-hearts", "10-clubs"]),
    ("bezique-2", {}, "spades", "A-spades", ["A-spades", "7-spades", "K-hearts"],
     ["A-spades", "7-spades"]),
]


@pytest.mark.parametrize("profile,options,trump,led,hand,legal", PHASE2)
def test_5_3_6_5_phase_2_obligations(
    profile: str, options: dict[str, Any], trump: str, led: str, hand: list[str],
    legal: list[str],
) -> None:
    state = position(profile, trump=trump, hand=[led] + hand, won_trick=False, stage=2,
                     options=options)
    lead = parse_card(led)
    state = state._replace(hands=(state.hands[0] & ~(1 << lead), state.hands[1] | 1 << lead),
                           to_act=1)
    state, _ = apply(state, PLAY[lead])
    got = {a.card for a in legal_actions(state) if hasattr(a, "card")}
    assert got == set(cards_of(mask_in(state.hands[0], legal)))
    for c in cards_of(state.hands[0]):
        if c not in got:
            with pytest.raises(IllegalAction):
                apply(state, PLAY[c])


def mask_in(held: int, names: list[str]) -> int:
    """The held copies of the named faces."""
    m = 0
    for n in names:
        c = parse_card(n)
        m |= held & (3 << (c & ~1))
    return m


def test_5_2_1_phase_1_no_obligation() -> None:
    state = position("bezique-2", trump="spades", hand=["A-hearts", "7-clubs", "9-spades"],
                     won_trick=False)
    lead = parse_card("10-hearts")
    state = state._replace(hands=(state.hands[0], state.hands[1] | 1 << lead), to_act=1)
    state, _ = apply(state, PLAY[lead])
    assert {a.card for a in legal_actions(state) if hasattr(a, "card")} == set(
        cards_of(state.hands[0]))


# §6.6 brisques, §5.4 card points, the last trick [AMB-25].


def test_6_6_brisques_count_aces_and_tens() -> None:
    p = PROFILES["bezique-2"]
    assert card_points(p, mask(["A-hearts", "10-clubs", "K-spades", "7-hearts"])) == 20
    assert card_points(PROFILES["altenburg-2"], mask(["A-hearts", "10-acorns", "K-leaves"])) == 25


@pytest.mark.parametrize("profile,total", [("altenburg-2", 250), ("bezique-2", 170)])
def test_5_4_6_6_points_per_deal(profile: str, total: int) -> None:
    for seed in range(20):
        state = random_game(profile, seed)
        for result in state.results:
            raws = [x.raw_points for x in result.parties]
            if state.winner >= 0 and result is state.results[-1] and sum(raws) != total:
                continue  # a mid-deal claim ends the deal early
            assert sum(raws) == total


@pytest.mark.parametrize("option,bonus_trick", [("final", 32), ("end_of_stock", 24)])
def test_amb_25_last_trick_bonus(option: str, bonus_trick: int) -> None:
    p = PROFILES["bezique-2"].with_options(last_trick=option)
    state = new_game(p, 5)
    tricks: list[TrickWon] = []
    while not state.results:
        state, events = apply(state, DRAW if state.phase is Phase.DECLARE
                              else legal_actions(state)[0])
        tricks += [e for e in events if isinstance(e, TrickWon)]
    assert len(tricks) == 32
    for seat in (0, 1):
        cards = sum(t.points for t in tricks if t.seat == seat)
        bonus = state.results[0].parties[seat].raw_points - cards
        assert bonus == (10 if tricks[bonus_trick - 1].seat == seat else 0)


# §5.5 target, the mid-deal claim [AMB-24], end of deal [AMB-28].


def test_5_5_mid_deal_claim_wins_at_once() -> None:
    state = position("altenburg-2", trump="hearts", hand=["K-acorns", "O-acorns"])
    state = state._replace(scores=(990, 500), start_scores=(990, 500))
    state, _ = declare(state, "pair", ["K-acorns", "O-acorns"])
    assert state.phase is Phase.GAME_OVER and state.winner == 0
    assert state.scores == (1010, 500)
    assert legal_actions(state) == []
    with pytest.raises(IllegalAction) as info:
        apply(state, DRAW)
    assert info.value.reason is R.GAME_OVER


def test_amb_24_without_mid_deal_claim_play_goes_on() -> None:
    state = position("altenburg-2", trump="hearts", hand=["K-acorns", "O-acorns"],
                     options={"mid_deal_claim": False})
    state = state._replace(scores=(990, 500), start_scores=(990, 500))
    state, _ = declare(state, "pair", ["K-acorns", "O-acorns"])
    assert state.phase is Phase.DECLARE and state.winner == -1


def test_6_6_bezique_checks_target_at_end_of_deal_only() -> None:
    state = position("bezique-2", trump="hearts", hand=["K-clubs", "Q-clubs"])
    state = state._replace(scores=(990, 0), start_scores=(990, 0))
    state, _ = declare(state, "marriage", ["K-clubs", "Q-clubs"])
    assert state.phase is Phase.DECLARE


@pytest.mark.parametrize("profile", ["altenburg-2", "bezique-2"])
def test_amb_28_dealer_alternates(profile: str) -> None:
    state = random_game(profile, 2, {"target": 5000, "mid_deal_claim": False})
    assert len(state.results) >= 2


def test_amb_28_last_trick_winner_deals() -> None:
    p = PROFILES["bezique-2"].with_options(dealer_rotation="last_trick_winner")
    state = new_game(p, 4)
    last = -1
    while state.deal_no == 0:
        last = state.last_winner
        state, _ = apply(state, legal_actions(state)[-1] if state.phase is Phase.PLAY
                         else DRAW if state.phase is Phase.DECLARE else NEXT_DEAL)
    assert state.dealer == last


# §6.6 options: carte blanche, strict penalties.


def test_6_6_carte_blanche() -> None:
    hand = ["A-hearts", "10-clubs", "9-spades", "7-diamonds"]
    on = position("bezique-2", trump="hearts", hand=hand, won_trick=False,
                  options={"carte_blanche": True})
    on = on._replace(trick_no=0)
    assert CARTE_BLANCHE in legal_actions(on)
    after, _ = apply(on, CARTE_BLANCHE)
    assert after.scores[0] == 50 and after.revealed[0] == after.hands[0]
    assert CARTE_BLANCHE not in legal_actions(after)
    off = position("bezique-2", trump="hearts", hand=hand, won_trick=False)
    assert CARTE_BLANCHE not in legal_actions(off)
    with pytest.raises(IllegalAction) as info:
        apply(off, CARTE_BLANCHE)
    assert info.value.reason is R.CARTE_BLANCHE_NOT_ALLOWED


@pytest.mark.parametrize("forfeit", ["brisques", "tricks"])
def test_6_6_strict_penalties_revoke(forfeit: str) -> None:
    if "strict_penalties" not in option_names(PROFILES["bezique-2"]):
        pytest.skip("scoring.strict_penalties is not in the profile yet")
    opts = {"strict_penalties": True, "revoke_forfeit": forfeit, "target": 100000}
    state = random_game("bezique-2", 1, opts)
    assert state.results  # strict games still play out
    p = PROFILES["bezique-2"].with_options(**opts)
    s = new_game(p, 9)
    revoked = False
    while s.deal_no == 0:
        legal = legal_actions(s)
        if s.stage == 2 and s.trick and s.phase is Phase.PLAY:
            from binokel_desktop.engine.talon.game import phase2_rules
            from binokel_desktop.engine.tricks import legal_plays
            ok = legal_plays(s.hands[s.to_act], s.trick, s.trump, phase2_rules(True))
            bad = s.hands[s.to_act] & ~ok
            if bad and not revoked:
                seat = s.to_act
                s, _ = apply(s, PLAY[cards_of(bad)[0]])
                assert s.revoked[seat] >= 0
                revoked = True
                continue
        if s.phase is Phase.DEAL_OVER:
            break  # the deal is scored; NextDeal would start the next one
        s, _ = apply(s, legal[0] if s.phase is Phase.PLAY else DRAW)
    assert revoked
    total = sum(x.raw_points for x in s.results[0].parties)
    assert total == 170 or forfeit == "brisques"  # a transfer keeps the deal's total


def test_make_card_numbering_shared() -> None:
    assert make_card(Suit.LEAVES, Rank.OBER) == parse_card("Q-spades")


@pytest.mark.parametrize(
    "action",
    [Declare(DeclKind.TRUMP_PAIR, mask(["K-hearts", "O-hearts"])), ExchangeSeven(46),
     ShowSeven(47), DRAW, CARTE_BLANCHE],
    ids=lambda a: a.kind,
)
def test_talon_actions_json_round_trip(action: Any) -> None:
    from binokel_desktop.engine.actions import action_from_json, action_to_json

    assert action_from_json(action_to_json(action)) == action


def test_kind_names_in_both_languages() -> None:
    from binokel_desktop.engine.talon.declarations import kind_name

    assert kind_name(DeclKind.BINOKEL, french=True) == "bezique"
    assert parse_kind("double_bezique") is DeclKind.DOUBLE_BINOKEL
    assert kind_name(DeclKind.QUINTMAJOR, french=False) == "quintmajor"


@pytest.mark.parametrize("name", ["altenburg-2", "bezique-2"])
def test_5_6_profiles_round_trip_and_options(name: str) -> None:
    from binokel_desktop.engine.profile import GameKind, profile_from_json, profile_to_json

    p = PROFILES[name]
    assert p.game is GameKind.TALON and p.deal.seats == 2
    assert profile_from_json(profile_to_json(p)) == p
    changed = p.with_options(phase2_must_head=True, last_trick="end_of_stock", target=1500)
    assert changed.talon.phase2_must_head and changed.scoring.target == 1500
    assert profile_from_json(profile_to_json(changed)) == changed
