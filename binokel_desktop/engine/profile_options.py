"""What each rule option is, for the people who choose them: ``profile_options(profile)``.

Every option of a :class:`~.profile.RuleProfile` carries its section (the
profile part that holds it), which game families read it, whether it is a
house rule (offered when starting a game) or part of the profile's shape, its
range and when it applies. The options are the fields of the profile's parts,
declared once there with their defaults; their words (label, help) are the
window's, in its translatable texts (ui/texts/options.py): the engine emits no
prose. The New Game dialog reads this instead of keeping its own lists.
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

def _meta(name: str, section: str) -> OptionMeta:
    if section in _SHAPE:
        families = BOTH
    elif section == "talon":
        families = TALON
    elif section in _AUCTION_ONLY_PARTS or name not in _TALON_READS:
        families = AUCTION
    else:
        families = BOTH
    low, high = _RANGES.get(name, DEFAULT_RANGE)
    return OptionMeta(section, families, section not in _SHAPE, low, high,
                      _APPLIES.get(name, ALWAYS))


def _fields() -> dict[str, str]:
    """Every option's name and the part (section) of the profile that holds it."""
    parts = typing.get_type_hints(RuleProfile)
    return {f.name: part for part in PARTS for f in dataclasses.fields(parts[part])}


OPTIONS: Final[dict[str, OptionMeta]] = {n: _meta(n, s) for n, s in _fields().items()}
"""The metadata of every option, by name, in the profile's field order."""


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
            ))
    return out
