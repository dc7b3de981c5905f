"""Rule profiles: every rule of RULES.md as named, frozen data.

A profile is a value, not a subclass. House rules are a
``profile.with_options(name=value, ...)`` away, and every profile serialises to
JSON and back (:func:`profile_to_json`, :func:`profile_from_json`). Field
names follow RULES.md; each [AMB-nn] choice of its ambiguity register is a
field with the register's default.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any

from .cards import Rank
from .profile_checks import check_profile
from .profile_talon import CardScoring, TalonRules


class BiddingStyle(StrEnum):
    """How the auction runs (RULES.md §3.2 and §4.1)."""

    RAISE = "raise"  # every call raises the previous bid (Grupp, S9)
    HOLD = "hold"  # Skat-like: the earlier seat holds the value named [AMB-30]


class GoOutTiming(StrEnum):
    """When the declarer may give up the deal [AMB-04]."""

    AFTER_PICKUP = "after_pickup"  # right after taking the dabb, before discarding
    AFTER_TRUMP = "after_trump"  # after discarding and naming trump (online "abbandono")


class Rounding(StrEnum):
    """How card points are rounded [AMB-12]."""

    HALF_UP_10 = "half_up_10"
    NONE = "none"


class ContractCheck(StrEnum):
    """Whether the contract is judged on exact or rounded card points [AMB-13]."""

    EXACT = "exact"
    ROUNDED = "rounded"


class DoubledMelds(StrEnum):
    """Flat values for doubled melds, or simply twice the single [AMB-42]."""

    FLAT = "flat"
    TWICE = "twice"


class TieRule(StrEnum):
    """A tie for the highest total at the target [AMB-14, AMB-45]."""

    EXTRA_DEAL = "extra_deal"
    BID_WINNER = "bid_winner"  # the tied party that bid highest this deal wins


class GameKind(StrEnum):
    """Which state machine plays the profile."""

    AUCTION = "auction"  # the Binokel games with an auction and a dabb
    TALON = "talon"  # the two-hand games with a talon: Altenburg Binokel, Bézique


class Leader(StrEnum):
    """Who leads the first trick of a Bettel [AMB-16]."""

    DECLARER = "declarer"
    FOREHAND = "forehand"


GERMAN_48: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER, Rank.SEVEN)
GERMAN_40: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER)
FOUR_RANKS: tuple[Rank, ...] = (Rank.ACE, Rank.KING, Rank.OBER, Rank.UNTER)


class Packet(StrEnum):
    """Where a packet of the deal goes."""

    EACH = "each"  # n cards to every seat that gets cards
    DABB = "dabb"  # n cards into the dabb


EACH, DABB = Packet.EACH, Packet.DABB


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckRules:
    """Which cards are in play (two copies of each)."""

    ranks: tuple[Rank, ...] = GERMAN_48
    french: bool = False  # French names (Bézique) instead of German


@dataclass(frozen=True, slots=True, kw_only=True)
class DealRules:
    """Seats, hands and the dealing pattern [AMB-01]."""

    seats: int = 3  # seats at the table
    dealer_sits_out: bool = False  # Viererspiel: the dealer gets no cards (§3.12)
    teams: bool = False  # Cross Binokel: partners sit opposite (§3.12)
    hand_size: int = 15
    dabb_size: int = 3
    # Packets in dealing order: (EACH, n) gives n to every active seat,
    # (DABB, n) lays n into the dabb.
    packets: tuple[tuple[Packet, int], ...] = ((EACH, 5), (DABB, 3), (EACH, 5), (EACH, 5))


@dataclass(frozen=True, slots=True, kw_only=True)
class AuctionRules:
    """The auction (reizen), RULES.md §3.2 and §4.1."""

    bidding_style: BiddingStyle = BiddingStyle.RAISE
    min_bid: int = 150
    bid_step: int = 10
    allow_jump_bids: bool = True  # [AMB-02]
    max_bid: int = 2500  # the highest call offered; no deal can be worth more
    forehand_must_open: bool = False  # online-40: forehand opens at 150


@dataclass(frozen=True, slots=True, kw_only=True)
class ExchangeRules:
    """Dabb, going out, discarding and naming trump (§3.3–3.5, §4.2)."""

    dabb_shown_to_all: bool = True
    go_out_allowed: bool = True
    go_out_timing: GoOutTiming = GoOutTiming.AFTER_PICKUP  # [AMB-04]
    go_out_bonus: int = 30  # each opponent (each team in Cross Binokel) [AMB-05, AMB-19]
    go_out_by_half_bid: bool = False  # S7 variant: opponents get half the bid instead
    discards_count_for_declarer: bool = True  # S5
    trump_before_discard: bool = False  # [AMB-44]


@dataclass(frozen=True, slots=True, kw_only=True)
class MeldRules:
    """Meld values and the simultaneous evaluation switches (§2.2)."""

    melds_require_trick: bool = True
    grand_binokel_enabled: bool = False  # [AMB-06]
    double_family_enabled: bool = True
    eight_ranks: tuple[Rank, ...] = FOUR_RANKS  # [AMB-07, AMB-32]
    doubled_melds: DoubledMelds = DoubledMelds.FLAT  # [AMB-42]
    diss: int = 10
    pair: int = 20
    trump_pair: int = 40
    family: int = 100
    trump_family: int = 150
    double_family: int = 1500  # [AMB-08]
    trump_double_family: int = 1500
    binokel: int = 40
    grand_binokel: int = 80
    double_binokel: int = 300
    four_A: int = 100
    four_K: int = 80
    four_O: int = 60
    four_U: int = 40
    eight_A: int = 1000
    eight_10: int = 1000
    eight_K: int = 1000
    eight_O: int = 1000
    eight_U: int = 1000


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickRules:
    """Trick obligations (§3.7) and the last trick."""

    must_head: bool = True  # Stichzwang
    must_trump: bool = True  # Trumpfzwang
    must_overtrump: bool = True
    must_undertrump: bool = True  # void and unable to overtrump: still trump [AMB-10]
    must_head_after_ruff: bool = False  # [AMB-43]
    partner_exemption: bool = False  # Cross Binokel [AMB-41]
    last_trick_bonus: int = 10


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoringRules:
    """Deal scoring and the end of the game (§3.8, §3.9)."""

    rounding: Rounding = Rounding.HALF_UP_10  # [AMB-12]
    contract_check_on: ContractCheck = ContractCheck.EXACT  # [AMB-13]
    fail_multiplier: int = 2  # failed contract: -2 x bid ("in den Keller")
    target: int = 1500
    go_out_may_end_game: bool = False  # [AMB-14]
    tie_rule: TieRule = TieRule.EXTRA_DEAL
    sitting_out_dealer_bonus: int = 0  # Viererspiel [AMB-18]
    # [AMB-35, AMB-40] Tournament mode: a wrong discard or a revoke is not
    # refused but punished: the offender's party loses 2 x bid and the deal
    # ends; if an opponent revoked, the declarer is credited his bid.
    strict_penalties: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ContractRules:
    """Special contracts: Durch, Bettel, Rufen (§3.10, §3.11)."""

    durch: bool = True
    durch_value: int = 1000  # closed, with the dabb
    durch_open_value: int = 1500  # hand shown before the first trick
    durch_from_hand_value: int = 2000  # open, without the dabb [AMB-15]
    bettel: bool = False  # [AMB-16]
    bettel_value: int = 1000  # regional: 500 / 1000 / 1500
    bettel_leader: Leader = Leader.DECLARER
    rufen: bool = False  # [AMB-17]
    rufen_min_bid: int = 300


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleProfile:
    """A complete rule set: a named base profile plus its house-rule options."""

    name: str
    game: GameKind = GameKind.AUCTION
    deck: DeckRules = field(default_factory=DeckRules)
    deal: DealRules = field(default_factory=DealRules)
    auction: AuctionRules = field(default_factory=AuctionRules)
    exchange: ExchangeRules = field(default_factory=ExchangeRules)
    melds: MeldRules = field(default_factory=MeldRules)
    tricks: TrickRules = field(default_factory=TrickRules)
    scoring: ScoringRules = field(default_factory=ScoringRules)
    contracts: ContractRules = field(default_factory=ContractRules)
    talon: TalonRules = field(default_factory=TalonRules)

    def __post_init__(self) -> None:
        check_profile(self)

    @property
    def hand_players(self) -> int:
        """How many seats receive cards in a deal."""
        return self.deal.seats - (1 if self.deal.dealer_sits_out else 0)

    @property
    def min_bid(self) -> int:
        """The lowest opening bid, raised when Rufen is on."""
        if self.contracts.rufen:
            return max(self.auction.min_bid, self.contracts.rufen_min_bid)
        return self.auction.min_bid

    def with_options(self, **options: Any) -> RuleProfile:
        """A copy with house-rule options changed, by field name.

        >>> PROFILES["grupp1994-3"].with_options(target=1000).scoring.target
        1000
        """
        return with_options(self, options)


PARTS: tuple[str, ...] = (
    "deck",
    "deal",
    "auction",
    "exchange",
    "melds",
    "tricks",
    "scoring",
    "contracts",
    "talon",
)


def option_names(profile: RuleProfile) -> dict[str, str]:
    """Every option name of a profile, mapped to the part that holds it."""
    out: dict[str, str] = {}
    for part in PARTS:
        for f in dataclasses.fields(getattr(profile, part)):
            out[f.name] = part
    return out


def _coerce(value: Any, hint: Any, name: str) -> Any:
    origin = typing.get_origin(hint)
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(value)
        except ValueError:
            choices = ", ".join(str(m.value) for m in hint)
            raise ValueError(f"option {name}: {value!r} is not one of {choices}") from None
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, list | tuple):
            raise ValueError(f"option {name}: expected a list, got {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], name) for v in value)
        if len(args) != len(value):
            raise ValueError(f"option {name}: expected {len(args)} items, got {value!r}")
        return tuple(_coerce(v, a, name) for v, a in zip(value, args, strict=True))
    if hint is bool:
        if not isinstance(value, bool):
            raise ValueError(f"option {name}: expected true or false, got {value!r}")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"option {name}: expected a whole number, got {value!r}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise ValueError(f"option {name}: expected text, got {value!r}")
        return value
    if isinstance(origin, type) and origin is types.UnionType:  # pragma: no cover
        return value
    return value


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def with_options(profile: RuleProfile, options: Mapping[str, Any]) -> RuleProfile:
    """A copy of ``profile`` with options changed; unknown names raise ValueError."""
    where = option_names(profile)
    changes: dict[str, dict[str, Any]] = {}
    for name, value in options.items():
        part = where.get(name)
        if part is None:
            raise ValueError(f"unknown rule option {name!r}")
        hint = _hints(type(getattr(profile, part)))[name]
        changes.setdefault(part, {})[name] = _coerce(value, hint, name)
    parts = {p: dataclasses.replace(getattr(profile, p), **kw) for p, kw in changes.items()}
    return dataclasses.replace(profile, **parts)


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def profile_to_dict(profile: RuleProfile) -> dict[str, Any]:
    """A JSON-ready dict: the name and every option, grouped by part."""
    out: dict[str, Any] = {"name": profile.name, "game": profile.game.value}
    for part in PARTS:
        obj = getattr(profile, part)
        out[part] = {f.name: _plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    return out


def profile_from_dict(data: Mapping[str, Any]) -> RuleProfile:
    """Rebuild a profile from :func:`profile_to_dict` output.

    Options missing from ``data`` take the named base profile's values, so old
    saves keep working when options are added.
    """
    name = data.get("name")
    if not isinstance(name, str):
        raise ValueError("profile has no name")
    base = PROFILES.get(name)
    if base is None:
        try:
            base = RuleProfile(name=name, game=GameKind(data.get("game", "auction")))
        except ValueError:
            raise ValueError(f"profile {name!r} has an unknown game kind") from None
    flat: dict[str, Any] = {}
    for part in PARTS:
        section = data.get(part, {})
        if not isinstance(section, Mapping):
            raise ValueError(f"profile part {part!r} must be an object")
        flat.update((k, v) for k, v in section.items() if k not in RETIRED_OPTIONS)
    return with_options(dataclasses.replace(base, name=name), flat)


RETIRED_OPTIONS = frozenset({"penalty_excess_cards", "penalty_no_draw"})
"""Options that no rule read and were removed; older saves that name them still load."""


def profile_to_json(profile: RuleProfile) -> str:
    """The profile as JSON text."""
    return json.dumps(profile_to_dict(profile), indent=2, sort_keys=True)


def profile_from_json(text: str) -> RuleProfile:
    """Read a profile written by :func:`profile_to_json`."""
    return profile_from_dict(json.loads(text))


def _grupp3() -> RuleProfile:
    return RuleProfile(name="grupp1994-3")


def _grupp4() -> RuleProfile:
    # Viererspiel: the dealer sits out; the other three play a three-hand deal.
    return RuleProfile(name="grupp1994-4", deal=DealRules(seats=4, dealer_sits_out=True))


def _kreuz4() -> RuleProfile:
    # Cross Binokel: teams opposite, 11 cards each, dabb 4, dealt 4-2-3-2-4 (S10).
    return RuleProfile(
        name="kreuz-4",
        deal=DealRules(
            seats=4,
            teams=True,
            hand_size=11,
            dabb_size=4,
            packets=((EACH, 4), (DABB, 2), (EACH, 3), (DABB, 2), (EACH, 4)),
        ),
    )


def _online40() -> RuleProfile:
    return RuleProfile(
        name="online-40",
        deck=DeckRules(ranks=GERMAN_40),
        deal=DealRules(
            hand_size=12,
            dabb_size=4,
            packets=((EACH, 4), (DABB, 2), (EACH, 4), (DABB, 2), (EACH, 4)),
        ),
        auction=AuctionRules(
            bidding_style=BiddingStyle.HOLD, allow_jump_bids=False, forehand_must_open=True
        ),
        exchange=ExchangeRules(go_out_timing=GoOutTiming.AFTER_TRUMP, go_out_bonus=50),
        melds=MeldRules(double_family=1000, trump_double_family=1500),
        scoring=ScoringRules(rounding=Rounding.NONE, go_out_may_end_game=True),
        contracts=ContractRules(durch=False),
    )


def _online40_players(players: int) -> RuleProfile:
    # [AMB-45] online rule sets: 2 players with 18 cards, or 4 in teams with 9,
    # both with a dabb of 4.
    base = _online40()
    if players == 2:
        deal = DealRules(seats=2, hand_size=18, dabb_size=4,
                         packets=((EACH, 6), (DABB, 2), (EACH, 6), (DABB, 2), (EACH, 6)))
    else:
        deal = DealRules(seats=4, teams=True, hand_size=9, dabb_size=4,
                         packets=((EACH, 3), (DABB, 2), (EACH, 3), (DABB, 2), (EACH, 3)))
    return dataclasses.replace(base, name=f"online-40-{players}p", deal=deal)


# The talon games (RULES.md §5, §6).

FRENCH_32: tuple[Rank, ...] = tuple(Rank)
"""A 10 K Q J 9 8 7 (the French deck shares the German rank numbering)."""


def _altenburg() -> RuleProfile:
    """Two-hand Binokel after the Altenburg booklet (§5): 48 cards, 12 each, talon."""
    return RuleProfile(
        name="altenburg-2",
        game=GameKind.TALON,
        deal=DealRules(seats=2, hand_size=12, dabb_size=0, packets=((EACH, 4),) * 3),
        melds=MeldRules(
            grand_binokel_enabled=True,
            eight_ranks=FOUR_RANKS,
            eight_A=1000,
            eight_K=800,
            eight_O=600,
            eight_U=400,  # graduated eights [AMB-07]
        ),
        tricks=TrickRules(last_trick_bonus=10),
        scoring=ScoringRules(rounding=Rounding.HALF_UP_10, target=1000),
        talon=TalonRules(),
    )


def _bezique() -> RuleProfile:
    """Two-hand Bézique (§6): 64 French cards, dealt 3-2-3, brisques, sequence 250."""
    return RuleProfile(
        name="bezique-2",
        game=GameKind.TALON,
        deck=DeckRules(ranks=FRENCH_32, french=True),
        deal=DealRules(
            seats=2, hand_size=8, dabb_size=0, packets=((EACH, 3), (EACH, 2), (EACH, 3))
        ),
        melds=MeldRules(
            grand_binokel_enabled=False,
            eight_ranks=(),
            binokel=40,  # bezique: Q-spades + J-diamonds
            double_binokel=500,  # double bezique
        ),
        tricks=TrickRules(last_trick_bonus=10),
        scoring=ScoringRules(rounding=Rounding.NONE, target=1000),
        talon=TalonRules(
            phase2_must_head=True,
            mid_deal_claim=False,
            quartets_distinct_suits=False,
            card_scoring=CardScoring.BRISQUES,
        ),
    )


PROFILES: dict[str, RuleProfile] = {
    p.name: p
    for p in (_grupp3(), _grupp4(), _kreuz4(), _online40(), _online40_players(2),
              _online40_players(4), _altenburg(), _bezique())
}
"""The registry of named base profiles."""


def get_profile(name: str, **options: Any) -> RuleProfile:
    """A registered profile, optionally with house-rule options."""
    try:
        base = PROFILES[name]
    except KeyError:
        known = ", ".join(sorted(PROFILES))
        raise ValueError(f"unknown profile {name!r} (known: {known})") from None
    return base.with_options(**options) if options else base
