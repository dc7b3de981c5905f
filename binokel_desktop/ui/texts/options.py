"""House-rule options in words: group headings, each option's label and help, choices."""

from __future__ import annotations

from enum import Enum

from ..i18n import QT_TRANSLATE_NOOP
from .melds import meld_name
from .qt import translate

PART_NAMES = {
    "deck": QT_TRANSLATE_NOOP("Part", "Cards"),
    "deal": QT_TRANSLATE_NOOP("Part", "Deal"),
    "auction": QT_TRANSLATE_NOOP("Part", "Bidding"),
    "exchange": QT_TRANSLATE_NOOP("Part", "Dabb, going out and trump"),
    "melds": QT_TRANSLATE_NOOP("Part", "Melds"),
    "tricks": QT_TRANSLATE_NOOP("Part", "Tricks"),
    "scoring": QT_TRANSLATE_NOOP("Part", "Scoring"),
    "contracts": QT_TRANSLATE_NOOP("Part", "Special contracts"),
    "talon": QT_TRANSLATE_NOOP("Part", "Two-hand games"),
}


def part_name(part: str) -> str:
    """The heading of a group of options."""
    return translate("Part", PART_NAMES[part])


OPTIONS: dict[str, tuple[str, str]] = {
    # deck
    "ranks": (QT_TRANSLATE_NOOP("Option", "Ranks in the deck"),
              QT_TRANSLATE_NOOP("Option", "Which ranks are played; two copies of each card.")),
    "french": (QT_TRANSLATE_NOOP("Option", "French card names"),
               QT_TRANSLATE_NOOP("Option", "Name the cards Queen and Jack, Clubs and Spades, "
                                           "as in Bézique.")),
    # deal
    "seats": (QT_TRANSLATE_NOOP("Option", "Players"),
              QT_TRANSLATE_NOOP("Option", "How many sit at the table.")),
    "dealer_sits_out": (QT_TRANSLATE_NOOP("Option", "Dealer sits out"),
                        QT_TRANSLATE_NOOP("Option", "With four at the table the dealer gets no "
                                                    "cards in that deal.")),
    "teams": (QT_TRANSLATE_NOOP("Option", "Teams"),
              QT_TRANSLATE_NOOP("Option", "Partners sit opposite and score together.")),
    "hand_size": (QT_TRANSLATE_NOOP("Option", "Cards per hand"),
                  QT_TRANSLATE_NOOP("Option", "How many cards each player is dealt.")),
    "dabb_size": (QT_TRANSLATE_NOOP("Option", "Cards in the dabb"),
                  QT_TRANSLATE_NOOP("Option", "The dabb (the widow) is laid aside face down "
                                              "for the winner of the bidding.")),
    "packets": (QT_TRANSLATE_NOOP("Option", "Dealing packets"),
                QT_TRANSLATE_NOOP("Option", "In which packets the cards and the dabb are "
                                            "dealt.")),
    # auction
    "bidding_style": (QT_TRANSLATE_NOOP("Option", "Bidding style"),
                      QT_TRANSLATE_NOOP("Option", "Raise: every call names a higher value. "
                                                  "Hold: the earlier player may hold the value "
                                                  "named, as in Skat.")),
    "min_bid": (QT_TRANSLATE_NOOP("Option", "Lowest bid"),
                QT_TRANSLATE_NOOP("Option", "The value the bidding (reizen) starts at.")),
    "bid_step": (QT_TRANSLATE_NOOP("Option", "Bid step"),
                 QT_TRANSLATE_NOOP("Option", "Bids go up in steps of this many points.")),
    "allow_jump_bids": (QT_TRANSLATE_NOOP("Option", "Jump bids"),
                        QT_TRANSLATE_NOOP("Option", "A bid may raise by more than one step.")),
    "max_bid": (QT_TRANSLATE_NOOP("Option", "Highest bid"),
                QT_TRANSLATE_NOOP("Option", "The highest value anybody may bid.")),
    "forehand_must_open": (QT_TRANSLATE_NOOP("Option", "Forehand must open"),
                           QT_TRANSLATE_NOOP("Option", "The player after the dealer must open "
                                                       "with the lowest bid and may not pass "
                                                       "first.")),
    "pass_out_warning": (QT_TRANSLATE_NOOP("Option", "Warn after passed-out deals"),
                         QT_TRANSLATE_NOOP("Option", "After this many deals in a row that "
                                                     "everybody passed, the game says so and "
                                                     "offers to change the rules (0: never).")),
    # exchange
    "dabb_shown_to_all": (QT_TRANSLATE_NOOP("Option", "Show the dabb to all"),
                          QT_TRANSLATE_NOOP("Option", "The dabb is turned face up before the "
                                                      "declarer takes it.")),
    "go_out_allowed": (QT_TRANSLATE_NOOP("Option", "Going out allowed"),
                       QT_TRANSLATE_NOOP("Option", "The declarer may give up the deal "
                                                   "(abgehen) and lose only the bid.")),
    "go_out_timing": (QT_TRANSLATE_NOOP("Option", "When going out is allowed"),
                      QT_TRANSLATE_NOOP("Option", "Right after taking the dabb, or only after "
                                                  "discarding and naming trump.")),
    "go_out_bonus": (QT_TRANSLATE_NOOP("Option", "Going-out bonus"),
                     QT_TRANSLATE_NOOP("Option", "Points each opponent (or team) gets on top of "
                                                 "its melds when the declarer goes out.")),
    "go_out_by_half_bid": (QT_TRANSLATE_NOOP("Option", "Bonus is half the bid"),
                           QT_TRANSLATE_NOOP("Option", "When the declarer goes out, opponents "
                                                       "get half the bid instead of the fixed "
                                                       "bonus.")),
    "discards_count_for_declarer": (
        QT_TRANSLATE_NOOP("Option", "Discards count for the declarer"),
        QT_TRANSLATE_NOOP("Option", "The card points of the cards put away (gedrückt) count "
                                    "for the declarer.")),
    "trump_before_discard": (QT_TRANSLATE_NOOP("Option", "Trump before discarding"),
                             QT_TRANSLATE_NOOP("Option", "The declarer names trump first and "
                                                         "then discards or goes out.")),
    # melds
    "melds_require_trick": (QT_TRANSLATE_NOOP("Option", "Melds need a trick"),
                            QT_TRANSLATE_NOOP("Option", "Melds only count for a player who wins "
                                                        "at least one trick.")),
    "grand_binokel_enabled": (QT_TRANSLATE_NOOP("Option", "Grand Binokel"),
                              QT_TRANSLATE_NOOP("Option", "King and Ober of Leaves with the "
                                                          "Unter of Bells score as Grand "
                                                          "Binokel.")),
    "double_family_enabled": (QT_TRANSLATE_NOOP("Option", "Double family"),
                              QT_TRANSLATE_NOOP("Option", "Both families of one suit score as "
                                                          "a double family.")),
    "eight_ranks": (QT_TRANSLATE_NOOP("Option", "Ranks for eight of a kind"),
                    QT_TRANSLATE_NOOP("Option", "Which ranks score when a player holds all "
                                                "eight cards of them.")),
    "doubled_melds": (QT_TRANSLATE_NOOP("Option", "Doubled melds"),
                      QT_TRANSLATE_NOOP("Option", "Double families and eights score their own "
                                                  "flat value, or simply twice the single "
                                                  "meld.")),
    "diss": (QT_TRANSLATE_NOOP("Option", "Diss (trump seven)"),
             QT_TRANSLATE_NOOP("Option", "Value of each seven of trumps.")),
    "pair": (QT_TRANSLATE_NOOP("Option", "Pair"),
             QT_TRANSLATE_NOOP("Option", "Value of King and Ober of one suit.")),
    "trump_pair": (QT_TRANSLATE_NOOP("Option", "Trump pair"),
                   QT_TRANSLATE_NOOP("Option", "Value of King and Ober of trumps.")),
    "family": (QT_TRANSLATE_NOOP("Option", "Family"),
               QT_TRANSLATE_NOOP("Option", "Value of Ace, Ten, King, Ober and Unter of one "
                                           "suit.")),
    "trump_family": (QT_TRANSLATE_NOOP("Option", "Trump family"),
                     QT_TRANSLATE_NOOP("Option", "Value of a family in trumps.")),
    "double_family": (QT_TRANSLATE_NOOP("Option", "Double family"),
                      QT_TRANSLATE_NOOP("Option", "Value of both families of one suit.")),
    "trump_double_family": (QT_TRANSLATE_NOOP("Option", "Double trump family"),
                            QT_TRANSLATE_NOOP("Option", "Value of both families of trumps.")),
    "binokel": (QT_TRANSLATE_NOOP("Option", "Binokel"),
                QT_TRANSLATE_NOOP("Option", "Value of the Ober of Leaves with the Unter of "
                                            "Bells (in Bézique: Queen of Spades and Jack of "
                                            "Diamonds).")),
    "grand_binokel": (QT_TRANSLATE_NOOP("Option", "Grand Binokel value"),
                      QT_TRANSLATE_NOOP("Option", "Value of King and Ober of Leaves with the "
                                                  "Unter of Bells.")),
    "double_binokel": (QT_TRANSLATE_NOOP("Option", "Double Binokel"),
                       QT_TRANSLATE_NOOP("Option", "Value of both Binokels.")),
    "four_A": (QT_TRANSLATE_NOOP("Option", "Four Aces"),
               QT_TRANSLATE_NOOP("Option", "Value of four Aces.")),
    "four_K": (QT_TRANSLATE_NOOP("Option", "Four Kings"),
               QT_TRANSLATE_NOOP("Option", "Value of four Kings.")),
    "four_O": (QT_TRANSLATE_NOOP("Option", "Four Obers"),
               QT_TRANSLATE_NOOP("Option", "Value of four Obers (Queens).")),
    "four_U": (QT_TRANSLATE_NOOP("Option", "Four Unters"),
               QT_TRANSLATE_NOOP("Option", "Value of four Unters (Jacks).")),
    "eight_A": (QT_TRANSLATE_NOOP("Option", "Eight Aces"),
                QT_TRANSLATE_NOOP("Option", "Value of all eight Aces.")),
    "eight_10": (QT_TRANSLATE_NOOP("Option", "Eight Tens"),
                 QT_TRANSLATE_NOOP("Option", "Value of all eight Tens.")),
    "eight_K": (QT_TRANSLATE_NOOP("Option", "Eight Kings"),
                QT_TRANSLATE_NOOP("Option", "Value of all eight Kings.")),
    "eight_O": (QT_TRANSLATE_NOOP("Option", "Eight Obers"),
                QT_TRANSLATE_NOOP("Option", "Value of all eight Obers (Queens).")),
    "eight_U": (QT_TRANSLATE_NOOP("Option", "Eight Unters"),
                QT_TRANSLATE_NOOP("Option", "Value of all eight Unters (Jacks).")),
    # tricks
    "must_head": (QT_TRANSLATE_NOOP("Option", "Must head the trick"),
                  QT_TRANSLATE_NOOP("Option", "A player who follows suit must play a higher "
                                              "card if he has one (Stichzwang).")),
    "must_trump": (QT_TRANSLATE_NOOP("Option", "Must trump"),
                   QT_TRANSLATE_NOOP("Option", "A player who cannot follow suit must play a "
                                               "trump (Trumpfzwang).")),
    "must_overtrump": (QT_TRANSLATE_NOOP("Option", "Must overtrump"),
                       QT_TRANSLATE_NOOP("Option", "A player who trumps must beat a trump "
                                                   "already in the trick if he can.")),
    "must_undertrump": (QT_TRANSLATE_NOOP("Option", "Must undertrump"),
                        QT_TRANSLATE_NOOP("Option", "A player who cannot overtrump must still "
                                                    "play a lower trump.")),
    "must_head_after_ruff": (QT_TRANSLATE_NOOP("Option", "Head even after a trump"),
                             QT_TRANSLATE_NOOP("Option", "Following suit, you must still beat "
                                                         "the highest card of the suit led "
                                                         "after someone trumped.")),
    "partner_exemption": (QT_TRANSLATE_NOOP("Option", "Partner exemption"),
                          QT_TRANSLATE_NOOP("Option", "While your partner wins the trick you "
                                                      "need not head, trump or overtrump.")),
    "last_trick_bonus": (QT_TRANSLATE_NOOP("Option", "Last-trick bonus"),
                         QT_TRANSLATE_NOOP("Option", "Points for winning the last trick.")),
    # scoring
    "rounding": (QT_TRANSLATE_NOOP("Option", "Rounding of card points"),
                 QT_TRANSLATE_NOOP("Option", "Card points are rounded to the nearest ten "
                                             "(a 5 rounds up), or not at all.")),
    "contract_check_on": (QT_TRANSLATE_NOOP("Option", "Bid checked on"),
                          QT_TRANSLATE_NOOP("Option", "Whether the bid is made is judged on "
                                                      "exact or on rounded card points.")),
    "fail_multiplier": (QT_TRANSLATE_NOOP("Option", "Failed bid costs (times the bid)"),
                        QT_TRANSLATE_NOOP("Option", "A declarer who misses the bid loses this "
                                                    "many times the bid (\"in den Keller\").")),
    "target": (QT_TRANSLATE_NOOP("Option", "Play to"),
               QT_TRANSLATE_NOOP("Option", "The game ends when a player reaches this score.")),
    "go_out_may_end_game": (QT_TRANSLATE_NOOP("Option", "Going out may end the game"),
                            QT_TRANSLATE_NOOP("Option", "A deal given up by going out can "
                                                        "still end the game.")),
    "tie_rule": (QT_TRANSLATE_NOOP("Option", "Tie at the target"),
                 QT_TRANSLATE_NOOP("Option", "When two reach the target with the same score: "
                                             "play another deal, or the higher bidder wins.")),
    "sitting_out_dealer_bonus": (QT_TRANSLATE_NOOP("Option", "Bonus for the dealer sitting out"),
                                 QT_TRANSLATE_NOOP("Option", "Points the dealer gets for a "
                                                             "deal he sits out.")),
    "strict_penalties": (QT_TRANSLATE_NOOP("Option", "Tournament penalties"),
                         QT_TRANSLATE_NOOP("Option", "A wrong discard or a revoke is not "
                                                     "refused but punished, as at a "
                                                     "tournament.")),
    # contracts
    "durch": (QT_TRANSLATE_NOOP("Option", "Durch"),
              QT_TRANSLATE_NOOP("Option", "The declarer may play to win every trick, without "
                                          "trump.")),
    "durch_value": (QT_TRANSLATE_NOOP("Option", "Durch value"),
                    QT_TRANSLATE_NOOP("Option", "Value of a Durch played with the dabb, hand "
                                                "hidden.")),
    "durch_open_value": (QT_TRANSLATE_NOOP("Option", "Open Durch value"),
                         QT_TRANSLATE_NOOP("Option", "Value of a Durch with the hand shown "
                                                     "before the first trick.")),
    "durch_from_hand_value": (QT_TRANSLATE_NOOP("Option", "Open Durch from hand value"),
                              QT_TRANSLATE_NOOP("Option", "Value of an open Durch played "
                                                          "without taking the dabb.")),
    "bettel": (QT_TRANSLATE_NOOP("Option", "Bettel"),
               QT_TRANSLATE_NOOP("Option", "The declarer may play to take no trick at all.")),
    "bettel_value": (QT_TRANSLATE_NOOP("Option", "Bettel value"),
                     QT_TRANSLATE_NOOP("Option", "Value of a Bettel.")),
    "bettel_leader": (QT_TRANSLATE_NOOP("Option", "Who leads a Bettel"),
                      QT_TRANSLATE_NOOP("Option", "The declarer or forehand leads the first "
                                                  "trick of a Bettel.")),
    "rufen": (QT_TRANSLATE_NOOP("Option", "Calling a card (Rufen)"),
              QT_TRANSLATE_NOOP("Option", "The declarer may call a card he lacks; whoever "
                                          "holds it must hand it over.")),
    "rufen_min_bid": (QT_TRANSLATE_NOOP("Option", "Lowest bid with Rufen"),
                      QT_TRANSLATE_NOOP("Option", "The bidding starts here when calling a card "
                                                  "is allowed.")),
    # talon
    "phase2_must_head": (QT_TRANSLATE_NOOP("Option", "Must win tricks at the end"),
                         QT_TRANSLATE_NOOP("Option", "Once the talon is used up, a player must "
                                                     "win the trick if he can.")),
    "last_trick": (QT_TRANSLATE_NOOP("Option", "Bonus for which trick"),
                   QT_TRANSLATE_NOOP("Option", "The last-trick bonus goes to the final trick, "
                                               "or to the last trick before the talon runs "
                                               "out.")),
    "mid_deal_claim": (QT_TRANSLATE_NOOP("Option", "Win in the middle of a deal"),
                       QT_TRANSLATE_NOOP("Option", "A player who reaches the target wins at "
                                                   "once, without finishing the deal.")),
    "quintmajor": (QT_TRANSLATE_NOOP("Option", "Trump family (quint major)"),
                   QT_TRANSLATE_NOOP("Option", "Value of Ace, Ten, King, Ober and Unter of "
                                               "trumps (in Bézique: the sequence).")),
    "quartets_distinct_suits": (QT_TRANSLATE_NOOP("Option", "Four of a kind in four suits"),
                                QT_TRANSLATE_NOOP("Option", "Four of a kind needs one card of "
                                                            "each suit.")),
    "alt_bezique_for_black_red_trumps": (
        QT_TRANSLATE_NOOP("Option", "Other bezique in Spades and Diamonds"),
        QT_TRANSLATE_NOOP("Option", "When Spades or Diamonds are trump, the bezique is the "
                                    "Queen of Clubs with the Jack of Hearts.")),
    "card_scoring": (QT_TRANSLATE_NOOP("Option", "Card points"),
                     QT_TRANSLATE_NOOP("Option", "Count the usual card points, or only Aces "
                                                 "and Tens as brisques.")),
    "brisque": (QT_TRANSLATE_NOOP("Option", "Brisque value"),
                QT_TRANSLATE_NOOP("Option", "Points for each Ace and Ten won, when counting "
                                            "brisques.")),
    "brisques_timing": (QT_TRANSLATE_NOOP("Option", "When card points count"),
                        QT_TRANSLATE_NOOP("Option", "At the end of the deal, or as soon as "
                                                    "each trick is won.")),
    "dealer_rotation": (QT_TRANSLATE_NOOP("Option", "Next dealer"),
                        QT_TRANSLATE_NOOP("Option", "The deal alternates, or the winner of the "
                                                    "last trick deals next.")),
    "carte_blanche": (QT_TRANSLATE_NOOP("Option", "Carte blanche"),
                      QT_TRANSLATE_NOOP("Option", "A hand without a face card may be "
                                                  "shown for a bonus.")),
    "carte_blanche_value": (QT_TRANSLATE_NOOP("Option", "Carte blanche value"),
                            QT_TRANSLATE_NOOP("Option", "Points for showing a carte blanche.")),
    "revoke_forfeit": (QT_TRANSLATE_NOOP("Option", "Cost of a revoke"),
                       QT_TRANSLATE_NOOP("Option", "With tournament penalties a revoke at the "
                                                   "end costs the card points still to come, "
                                                   "or every trick of that phase.")),
}


BEZIQUE_OPTION_LABELS = {
    "grand_binokel_enabled": QT_TRANSLATE_NOOP("Option", "Grand bezique"),
    "grand_binokel": QT_TRANSLATE_NOOP("Option", "Grand bezique value"),
}
_BEZIQUE_VALUE_OPTIONS = frozenset(
    {"diss", "pair", "trump_pair", "quintmajor", "binokel", "double_binokel",
     "four_A", "four_K", "four_O", "four_U", "eight_A", "eight_K", "eight_O", "eight_U"})


def option_label(name: str, french: bool = False) -> str:
    """The short label of a house-rule option (Bézique meld names if ``french``)."""
    if french and name in BEZIQUE_OPTION_LABELS:
        return translate("Option", BEZIQUE_OPTION_LABELS[name])
    if french and name in _BEZIQUE_VALUE_OPTIONS:
        return meld_name(name, french=True)
    return translate("Option", OPTIONS[name][0])


def option_help(name: str) -> str:
    """One sentence explaining a house-rule option."""
    return translate("Option", OPTIONS[name][1])


CHOICES = {
    # BiddingStyle
    "raise": QT_TRANSLATE_NOOP("Choice", "Raise"),
    "hold": QT_TRANSLATE_NOOP("Choice", "Hold"),
    # GoOutTiming
    "after_pickup": QT_TRANSLATE_NOOP("Choice", "After taking the dabb"),
    "after_trump": QT_TRANSLATE_NOOP("Choice", "After naming trump"),
    # Rounding
    "half_up_10": QT_TRANSLATE_NOOP("Choice", "To the nearest ten"),
    "none": QT_TRANSLATE_NOOP("Choice", "No rounding"),
    # ContractCheck
    "exact": QT_TRANSLATE_NOOP("Choice", "Exact points"),
    "rounded": QT_TRANSLATE_NOOP("Choice", "Rounded points"),
    # DoubledMelds
    "flat": QT_TRANSLATE_NOOP("Choice", "Own value"),
    "twice": QT_TRANSLATE_NOOP("Choice", "Twice the single"),
    # TieRule
    "extra_deal": QT_TRANSLATE_NOOP("Choice", "Another deal"),
    "bid_winner": QT_TRANSLATE_NOOP("Choice", "Higher bidder wins"),
    # Leader
    "declarer": QT_TRANSLATE_NOOP("Choice", "Declarer"),
    "forehand": QT_TRANSLATE_NOOP("Choice", "Forehand"),
    # LastTrick
    "final": QT_TRANSLATE_NOOP("Choice", "Final trick"),
    "end_of_stock": QT_TRANSLATE_NOOP("Choice", "Last trick before the talon runs out"),
    # CardScoring
    "augen": QT_TRANSLATE_NOOP("Choice", "Card points"),
    "brisques": QT_TRANSLATE_NOOP("Choice", "Brisques (Aces and Tens)"),
    # BrisqueTiming
    "end_of_deal": QT_TRANSLATE_NOOP("Choice", "End of the deal"),
    "immediate": QT_TRANSLATE_NOOP("Choice", "At once"),
    # DealerRotation
    "alternate": QT_TRANSLATE_NOOP("Choice", "Alternate"),
    "last_trick_winner": QT_TRANSLATE_NOOP("Choice", "Winner of the last trick"),
    # RevokeForfeit (its "brisques" value shares the CardScoring text)
    "tricks": QT_TRANSLATE_NOOP("Choice", "All tricks of the phase"),
}


def choice_text(value: Enum | str) -> str:
    """The text of one choice of an enum option (e.g. ``Rounding.NONE``)."""
    key = str(value.value if isinstance(value, Enum) else value)
    return translate("Choice", CHOICES[key])
