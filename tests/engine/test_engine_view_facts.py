"""The facts the table shows, on the seat's view (issue 24 §7): the ui runs no rule.

``SeatView.meld_marks`` (the cards of the hand in some meld), ``trump_meld_values``
(the melds each trump would give, RULES.md §3.5 for the 7s laid away),
``parties`` and ``meld_order`` (the order the engine asks for melds, §2.2).
"""

from dataclasses import replace

from conftest import drive, win_auction_for_forehand

from binokel_desktop.engine import (
    PROFILES,
    Phase,
    Rank,
    SeatView,
    ShowMelds,
    Suit,
    apply,
    make_card,
    new_game,
    parties,
    seat_view,
)

G = PROFILES["grupp1994-3"]  # three seats, German 48 cards, Diss 10, pair 20, trump pair 40


def bit(suit: Suit, rank: Rank, copy: int = 0) -> int:
    return 1 << make_card(suit, rank, copy)


def view_with(hand: int, trump: Suit | None = None, discards: int = 0) -> SeatView:
    view = seat_view(new_game(G, 7), 0)
    return replace(view, hand=hand, trump=trump,
                   detail=replace(view.auction, discards=discards))


PAIR = bit(Suit.HEARTS, Rank.KING) | bit(Suit.HEARTS, Rank.OBER)
SEVEN_BELLS = bit(Suit.BELLS, Rank.SEVEN)
LONE = bit(Suit.ACORNS, Rank.ACE) | bit(Suit.LEAVES, Rank.NINE)


def test_before_trump_every_seven_is_marked_as_the_diss_of_its_suit() -> None:
    assert view_with(PAIR | SEVEN_BELLS | LONE).meld_marks == PAIR | SEVEN_BELLS


def test_after_trump_only_the_trump_sevens_are_marked() -> None:
    hand = PAIR | SEVEN_BELLS | LONE
    assert view_with(hand, trump=Suit.LEAVES).meld_marks == PAIR
    assert view_with(hand, trump=Suit.BELLS).meld_marks == PAIR | SEVEN_BELLS


def test_a_hand_without_melds_marks_nothing() -> None:
    assert view_with(LONE).meld_marks == 0


def test_trump_meld_values_per_suit_count_the_sevens_laid_away() -> None:
    # The pair of hearts is 40 as trump, 20 otherwise; the 7 of bells in hand is a Diss
    # (10) as bells trump, and the other 7 of bells laid away and announced adds 10 more.
    laid_away = bit(Suit.BELLS, Rank.SEVEN, copy=1) | bit(Suit.ACORNS, Rank.SEVEN)
    values = view_with(PAIR | SEVEN_BELLS | LONE, discards=laid_away).trump_meld_values
    assert values == {Suit.ACORNS: 20 + 10, Suit.LEAVES: 20, Suit.HEARTS: 40,
                      Suit.BELLS: 20 + 10 + 10}
    assert view_with(PAIR | SEVEN_BELLS | LONE).trump_meld_values[Suit.BELLS] == 20 + 10


def test_parties_are_seats_or_the_two_teams() -> None:
    assert parties(G) == ((0,), (1,), (2,))
    assert parties(PROFILES["kreuz-4"]) == ((0, 2), (1, 3))
    assert seat_view(new_game(PROFILES["kreuz-4"], 1), 3).parties == ((0, 2), (1, 3))
    assert parties(PROFILES["grupp1994-4"]) == ((0,), (1,), (2,), (3,))


def test_no_declarer_no_meld_order() -> None:
    assert seat_view(new_game(G, 7), 0).meld_order == ()
    assert seat_view(new_game(PROFILES["bezique-2"], 7), 0).meld_order == ()


def _melders(profile_name: str, seed: int) -> tuple[SeatView, list[int]]:
    """The meld order the first view of the meld phase gives, and the seats the engine
    then asks for melds, in turn."""
    state, _ = drive(new_game(PROFILES[profile_name], seed), win_auction_for_forehand())
    state, _ = drive(state, lambda s, legal: None if s.phase is Phase.MELD else legal[0])
    view = seat_view(state, state.declarer)
    asked = []
    while state.phase is Phase.MELD:
        asked.append(state.to_act)
        state, _ = apply(state, ShowMelds(0))
    return view, asked


def test_the_meld_order_is_the_order_the_engine_asks_for_melds() -> None:
    # Four seats with the dealer sitting out: he is skipped.
    for name, seed in (("grupp1994-3", 3), ("grupp1994-4", 5), ("kreuz-4", 2)):
        view, asked = _melders(name, seed)
        assert view.meld_order == tuple(asked), name
        assert len(asked) == PROFILES[name].deal.seats - PROFILES[name].deal.dealer_sits_out
        assert view.meld_order[0] == view.declarer
        if PROFILES[name].deal.dealer_sits_out:
            assert view.dealer not in view.meld_order
