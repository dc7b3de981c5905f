"""What each rule option is, for the people who choose them: ``profile_options(profile)``.

Every option of a :class:`~.profile.RuleProfile` carries its section (the
profile part that holds it), which game families read it, whether it is a
house rule (offered when starting a game) or part of the profile's shape, its
range, when it applies, and a one-line help text in English (the window
translates by option name). The New Game dialog reads this instead of keeping
its own lists.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from .profile import PARTS, GameKind, RuleProfile
from .profile_checks import DEFAULT_RANGE, RANGES

AUCTION: Final = frozenset({GameKind.AUCTION})
TALON: Final = frozenset({GameKind.TALON})
BOTH: Final = AUCTION | TALON


@dataclass(frozen=True, slots=True)
class Applies:
    """When an option can matter: a test on the profile and the same in words."""

    test: Callable[[RuleProfile], bool]
    text: str


ALWAYS: Final = Applies(lambda p: True, "")
TEAMS: Final = Applies(lambda p: p.deal.teams, "with teams (Cross Binokel)")
SITS_OUT: Final = Applies(lambda p: p.deal.dealer_sits_out,
                          "when the dealer sits out (Viererspiel)")
SEVENS: Final = Applies(lambda p: 7 in p.deck.ranks, "with 7s in the deck")
FRENCH: Final = Applies(lambda p: p.deck.french, "with the French deck (Bézique)")


def _eight(letter: str) -> Applies:
    rank = {"A": 0, "10": 1, "K": 2, "O": 3, "U": 4}[letter]
    return Applies(lambda p: rank in p.melds.eight_ranks, f"when eight_ranks holds {letter}")


@dataclass(frozen=True, slots=True)
class OptionMeta:
    """The fixed facts of one option."""

    section: str
    help: str
    families: frozenset[GameKind] = BOTH
    house_rule: bool = True  # offered when starting a game; False: the profile's shape
    minimum: int = 0  # for whole numbers
    maximum: int = 10_000
    applies: Applies = ALWAYS


@dataclass(frozen=True, slots=True)
class ProfileOption:
    """One option of one profile, ready for a dialog."""

    name: str
    section: str
    type: Any  # bool, int, an Enum class, or a tuple type (shape only)
    value: Any
    choices: tuple[str, ...]  # the values of an Enum option, else ()
    minimum: int | None  # whole numbers only
    maximum: int | None
    house_rule: bool
    applies: bool  # whether it can matter under this profile
    applies_when: str  # the condition in words ("" : always, for its families)
    help: str


_SHAPE: Final = frozenset({"deck", "deal"})
_TALON_READS: Final = frozenset({
    "diss", "pair", "trump_pair", "binokel", "grand_binokel_enabled", "grand_binokel",
    "double_binokel", "four_A", "four_K", "four_O", "four_U", "eight_A", "eight_K", "eight_O",
    "eight_U", "eight_ranks", "last_trick_bonus", "rounding", "target", "tie_rule",
    "strict_penalties",
})
_AUCTION_ONLY_PARTS: Final = frozenset({"auction", "exchange", "contracts"})
# The ranges live with the checks that enforce them (profile_checks, a leaf
# module: profile.py imports it); the dialog's number boxes read the same.
_RANGES: Final = RANGES

_APPLIES: Final[dict[str, Applies]] = {
    "partner_exemption": TEAMS, "sitting_out_dealer_bonus": SITS_OUT, "diss": SEVENS,
    "alt_bezique_for_black_red_trumps": FRENCH, "brisque": FRENCH, "brisques_timing": FRENCH,
    **{f"eight_{x}": _eight(x) for x in ("A", "10", "K", "O", "U")},
}

_HELP: Final[dict[str, tuple[str, str]]] = {
    "ranks": ('deck', 'Which ranks are played; two copies of each card.'),
    "french": ('deck', 'Name the cards Queen and Jack, Clubs and Spades, as in Bézique.'),
    "seats": ('deal', 'How many sit at the table.'),
    "dealer_sits_out": ('deal', 'With four at the table the dealer gets no cards in that deal.'),
    "teams": ('deal', 'Partners sit opposite and score together.'),
    "hand_size": ('deal', 'How many cards each player is dealt.'),
    "dabb_size": ('deal',
        'The dabb (the widow) is laid aside face down for the winner of the bidding.'),
    "packets": ('deal', 'In which packets the cards and the dabb are dealt.'),
    "bidding_style": ('auction',
        'Raise: every call names a higher value. Hold: the earlier player may hold the '
        'value named, as in Skat.'),
    "min_bid": ('auction', 'The value the bidding (reizen) starts at.'),
    "bid_step": ('auction', 'Bids go up in steps of this many points.'),
    "allow_jump_bids": ('auction', 'A bid may raise by more than one step.'),
    "max_bid": ('auction', 'The highest value anybody may bid.'),
    "pass_out_warning": ('auction',
                         'After this many deals in a row that everybody passed, the game says '
                         'so and offers to change the rules (0: never).'),
    "forehand_must_open": ('auction',
        'The player after the dealer must open with the lowest bid and may not pass '
        'first.'),
    "dabb_shown_to_all": ('exchange', 'The dabb is turned face up before the declarer takes it.'),
    "go_out_allowed": ('exchange',
        'The declarer may give up the deal (abgehen) and lose only the bid.'),
    "go_out_timing": ('exchange',
        'Right after taking the dabb, or only after discarding and naming trump.'),
    "go_out_bonus": ('exchange',
        'Points each opponent (or team) gets on top of its melds when the declarer goes '
        'out.'),
    "go_out_by_half_bid": ('exchange',
        'When the declarer goes out, opponents get half the bid instead of the fixed '
        'bonus.'),
    "discards_count_for_declarer": ('exchange',
        'The card points of the cards put away (gedrückt) count for the declarer.'),
    "trump_before_discard": ('exchange',
        'The declarer names trump first and then discards or goes out.'),
    "melds_require_trick": ('melds', 'Melds only count for a player who wins at least one trick.'),
    "grand_binokel_enabled": ('melds',
        'King and Ober of Leaves with the Unter of Bells score as Grand Binokel.'),
    "double_family_enabled": ('melds', 'Both families of one suit score as a double family.'),
    "eight_ranks": ('melds', 'Which ranks score when a player holds all eight cards of them.'),
    "doubled_melds": ('melds',
        'Double families and eights score their own flat value, or simply twice the '
        'single meld.'),
    "diss": ('melds', 'Value of each seven of trumps.'),
    "pair": ('melds', 'Value of King and Ober of one suit.'),
    "trump_pair": ('melds', 'Value of King and Ober of trumps.'),
    "family": ('melds', 'Value of Ace, Ten, King, Ober and Unter of one suit.'),
    "trump_family": ('melds', 'Value of a family in trumps.'),
    "double_family": ('melds', 'Value of both families of one suit.'),
    "trump_double_family": ('melds', 'Value of both families of trumps.'),
    "binokel": ('melds',
        'Value of the Ober of Leaves with the Unter of Bells (in Bézique: Queen of Spades '
        'and Jack of Diamonds).'),
    "grand_binokel": ('melds', 'Value of King and Ober of Leaves with the Unter of Bells.'),
    "double_binokel": ('melds', 'Value of both Binokels.'),
    "four_A": ('melds', 'Value of four Aces.'),
    "four_K": ('melds', 'Value of four Kings.'),
    "four_O": ('melds', 'Value of four Obers (Queens).'),
    "four_U": ('melds', 'Value of four Unters (Jacks).'),
    "eight_A": ('melds', 'Value of all eight Aces.'),
    "eight_10": ('melds', 'Value of all eight Tens.'),
    "eight_K": ('melds', 'Value of all eight Kings.'),
    "eight_O": ('melds', 'Value of all eight Obers (Queens).'),
    "eight_U": ('melds', 'Value of all eight Unters (Jacks).'),
    "must_head": ('tricks',
        'A player who follows suit must play a higher card if he has one (Stichzwang).'),
    "must_trump": ('tricks', 'A player who cannot follow suit must play a trump (Trumpfzwang).'),
    "must_overtrump": ('tricks',
        'A player who trumps must beat a trump already in the trick if he can.'),
    "must_undertrump": ('tricks', 'A player who cannot overtrump must still play a lower trump.'),
    "must_head_after_ruff": ('tricks',
        'Following suit, you must still beat the highest card of the suit led after '
        'someone trumped.'),
    "partner_exemption": ('tricks',
        'While your partner wins the trick you need not head, trump or overtrump.'),
    "last_trick_bonus": ('tricks', 'Points for winning the last trick.'),
    "rounding": ('scoring',
        'Card points are rounded to the nearest ten (a 5 rounds up), or not at all.'),
    "contract_check_on": ('scoring',
        'Whether the bid is made is judged on exact or on rounded card points.'),
    "fail_multiplier": ('scoring',
        'A declarer who misses the bid loses this many times the bid ("in den Keller").'),
    "target": ('scoring', 'The game ends when a player reaches this score.'),
    "go_out_may_end_game": ('scoring', 'A deal given up by going out can still end the game.'),
    "tie_rule": ('scoring',
        'When two reach the target with the same score: play another deal, or the higher '
        'bidder wins.'),
    "sitting_out_dealer_bonus": ('scoring', 'Points the dealer gets for a deal he sits out.'),
    "strict_penalties": ('scoring',
        'A wrong discard or a revoke is not refused but punished, as at a tournament.'),
    "durch": ('contracts', 'The declarer may play to win every trick, without trump.'),
    "durch_value": ('contracts', 'Value of a Durch played with the dabb, hand hidden.'),
    "durch_open_value": ('contracts',
        'Value of a Durch with the hand shown before the first trick.'),
    "durch_from_hand_value": ('contracts',
        'Value of an open Durch played without taking the dabb.'),
    "bettel": ('contracts', 'The declarer may play to take no trick at all.'),
    "bettel_value": ('contracts', 'Value of a Bettel.'),
    "bettel_leader": ('contracts', 'The declarer or forehand leads the first trick of a Bettel.'),
    "rufen": ('contracts',
        'The declarer may call a card he lacks; whoever holds it must hand it over.'),
    "rufen_min_bid": ('contracts', 'The bidding starts here when calling a card is allowed.'),
    "phase2_must_head": ('talon',
        'Once the talon is used up, a player must win the trick if he can.'),
    "last_trick": ('talon',
        'The last-trick bonus goes to the final trick, or to the last trick before the '
        'talon runs out.'),
    "mid_deal_claim": ('talon',
        'A player who reaches the target wins at once, without finishing the deal.'),
    "quintmajor": ('talon',
        'Value of Ace, Ten, King, Ober and Unter of trumps (in Bézique: the sequence).'),
    "quartets_distinct_suits": ('talon', 'Four of a kind needs one card of each suit.'),
    "alt_bezique_for_black_red_trumps": ('talon',
        'When Spades or Diamonds are trump, the bezique is the Queen of Clubs with the '
        'Jack of Hearts.'),
    "card_scoring": ('talon', 'Count the usual card points, or only Aces and Tens as brisques.'),
    "brisque": ('talon', 'Points for each Ace and Ten won, when counting brisques.'),
    "brisques_timing": ('talon', 'At the end of the deal, or as soon as each trick is won.'),
    "dealer_rotation": ('talon',
        'The deal alternates, or the winner of the last trick deals next.'),
    "carte_blanche": ('talon', 'A hand without a face card may be shown for a bonus.'),
    "carte_blanche_value": ('talon', 'Points for showing a carte blanche.'),
    "revoke_forfeit": ('talon',
        'With tournament penalties a revoke at the end costs the card points still to '
        'come, or every trick of that phase.'),
}
"""Each option's section and its one-line help text (the English of the window's texts)."""


def _meta(name: str, section: str, text: str) -> OptionMeta:
    if section in _SHAPE:
        families = BOTH
    elif section == "talon":
        families = TALON
    elif section in _AUCTION_ONLY_PARTS or name not in _TALON_READS:
        families = AUCTION
    else:
        families = BOTH
    low, high = _RANGES.get(name, DEFAULT_RANGE)
    return OptionMeta(section, text, families, section not in _SHAPE, low, high,
                      _APPLIES.get(name, ALWAYS))


OPTIONS: Final[dict[str, OptionMeta]] = {n: _meta(n, s, h) for n, (s, h) in _HELP.items()}
"""The metadata of every option, by name."""


def profile_options(profile: RuleProfile) -> list[ProfileOption]:
    """Every option of ``profile`` in field order, with its metadata and current value.

    ``house_rule`` and ``applies`` together say what a New Game dialog offers:
    house rules of the profile's family that can matter under its shape.
    """
    out: list[ProfileOption] = []
    for part in PARTS:
        obj = getattr(profile, part)
        hints = typing.get_type_hints(type(obj))
        for f in dataclasses.fields(obj):
            meta = OPTIONS[f.name]
            hint = hints[f.name]
            is_tuple = typing.get_origin(hint) is tuple
            number = hint is int
            choices = tuple(str(m.value) for m in hint) if (
                isinstance(hint, type) and issubclass(hint, Enum)) else ()
            out.append(ProfileOption(
                name=f.name,
                section=meta.section,
                type=hint,
                value=getattr(obj, f.name),
                choices=choices,
                minimum=meta.minimum if number else None,
                maximum=meta.maximum if number else None,
                house_rule=meta.house_rule and not is_tuple,
                applies=profile.game in meta.families and meta.applies.test(profile),
                applies_when=meta.applies.text,
                help=meta.help,
            ))
    return out
