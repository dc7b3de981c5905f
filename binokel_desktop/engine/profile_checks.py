"""Ranges and consistency of a rule profile: a profile that cannot be played is refused.

``RuleProfile.__post_init__`` calls :func:`check_profile`, so every way a
profile comes to be (the registry, ``with_options``, the New Game dialog, a
profile or record read from a file) goes through the same rules, written once
here. A refused profile raises :class:`ProfileError`, a ``ValueError`` whose
:attr:`ProfileError.problems` name each offending option and its allowed range,
so the dialog can mark every option involved.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # only for annotations: profile.py imports this module
    from .profile import RuleProfile

TALON = "talon"  # GameKind.TALON's value (a StrEnum compares equal to it)

MAX_BID_CAP: Final = 10_000
"""The highest ``max_bid`` accepted.

Why 10,000: the auction offers every value from 0 to ``max_bid`` as a ``Bid``
(``game._bid_actions``), so ``max_bid`` sets the size of the first
``legal_actions`` (at 10⁷ it took 13–15 s and 0.9 GB). 10,000 keeps that list
at 10,001 small objects, built once; no deal of the built-in profiles is worth
more than a few thousand points (Durch from hand 2,000, a trump double family
1,500 plus card points), so the cap leaves room for every house rule.
"""

RANGES: Final[dict[str, tuple[int, int]]] = {
    "seats": (2, 4), "hand_size": (1, 32), "dabb_size": (0, 8), "bid_step": (1, 1000),
    "min_bid": (1, MAX_BID_CAP), "max_bid": (1, MAX_BID_CAP), "rufen_min_bid": (1, MAX_BID_CAP),
    "target": (1, 1_000_000), "fail_multiplier": (0, 10), "brisque": (0, 100),
    "pass_out_warning": (0, 1000),
}
"""Whole-number option ranges, inclusive; every other whole number takes DEFAULT_RANGE.

The one table: :func:`check_profile` refuses values outside it and
``profile_options`` hands it to the New Game dialog's number boxes.
"""
DEFAULT_RANGE: Final = (0, 10_000)

AUCTION_SEATS = {"plain": (2, 3), "teams": (4,), "dealer_sits_out": (4,)}
"""Seat counts per auction family: the deal, the seat letters and the scoring know these."""


class ProblemKind(StrEnum):
    """What is wrong, for the ui to say in its language; the numbers are in ``Problem.values``."""

    OUTSIDE_RANGE = "outside_range"  # value, lowest, highest
    NO_RANKS = "no_ranks"
    DUPLICATE_RANK = "duplicate_rank"
    RANKS_MISSING = "ranks_missing"  # rank names, joined
    TALON_SEATS = "talon_seats"  # seats
    TEAMS_AND_SITTING_OUT = "teams_and_sitting_out"
    SEATS_PLAIN = "seats_plain"  # seats, allowed seat counts …
    SEATS_TEAMS = "seats_teams"  # seats, allowed
    SEATS_SITTING_OUT = "seats_sitting_out"  # seats, allowed
    PACKET_COUNT = "packet_count"
    PACKET_TARGET = "packet_target"  # packet number, target
    PACKET_SIZE = "packet_size"  # packet number, cards
    HAND_VS_PACKETS = "hand_vs_packets"  # hand size, cards the packets deal each hand
    DABB_VS_PACKETS = "dabb_vs_packets"  # dabb size, cards the packets lay into the dabb
    TALON_NO_DABB = "talon_no_dabb"
    TALON_REST = "talon_rest"  # hand cards, rest, deck
    DEAL_VS_DECK = "deal_vs_deck"  # cards in hands, in the dabb, deck
    ABOVE_OTHER = "above_other"  # value, the other option's value (options[1] names it)
    OTHER = "other"  # only ``message`` says what


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason a profile is refused: the options involved and what is allowed.

    ``message`` is English for the CLI and logs; ``kind`` and ``values`` are
    what the ui translates (the engine emits enums and numbers, never prose).
    """

    options: tuple[str, ...]
    message: str
    kind: ProblemKind = ProblemKind.OTHER
    values: tuple[int | str, ...] = ()

    def __str__(self) -> str:
        return f"option {self.options[0]}: {self.message}"


class ProfileError(ValueError):
    """A profile that cannot be played; :attr:`problems` lists every reason."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(str(p) for p in problems))
        self.problems = tuple(problems)

    @property
    def options(self) -> frozenset[str]:
        """Every option named by a problem."""
        return frozenset(o for p in self.problems for o in p.options)


_SEAT_KINDS: Final = {"plain": ProblemKind.SEATS_PLAIN, "teams": ProblemKind.SEATS_TEAMS,
                      "dealer_sits_out": ProblemKind.SEATS_SITTING_OUT}


def check_profile(profile: RuleProfile) -> None:
    """Raise :class:`ProfileError` if ``profile`` cannot be played to the end."""
    problems = profile_problems(profile)
    if problems:
        raise ProfileError(problems)


def profile_problems(profile: RuleProfile) -> list[Problem]:
    """Every range or consistency problem of ``profile`` (empty: it can be played)."""
    out: list[Problem] = []
    _check_ranges(profile, out)
    _check_deck(profile, out)
    _check_seats(profile, out)
    _check_deal(profile, out)
    _check_bids(profile, out)
    return out


def _parts(profile: RuleProfile) -> list[object]:
    # The option groups (deck, deal, auction …): every dataclass field of the
    # profile. Found by shape, not by profile.PARTS: profile.py imports this module.
    return [getattr(profile, f.name) for f in dataclasses.fields(profile)
            if dataclasses.is_dataclass(getattr(profile, f.name))]


def _check_ranges(profile: RuleProfile, out: list[Problem]) -> None:
    for obj in _parts(profile):
        for f in dataclasses.fields(obj):  # type: ignore[arg-type]
            value = getattr(obj, f.name)
            if isinstance(value, bool) or not isinstance(value, int) or f.name == "seats":
                continue
            lo, hi = RANGES.get(f.name, DEFAULT_RANGE)
            if not lo <= value <= hi:
                out.append(Problem((f.name,), f"{value} is outside {lo}–{hi}",
                                   ProblemKind.OUTSIDE_RANGE, (value, lo, hi)))


def _check_deck(profile: RuleProfile, out: list[Problem]) -> None:
    ranks = profile.deck.ranks
    if not ranks:
        out.append(Problem(("ranks",), "the deck needs at least one rank",
                           ProblemKind.NO_RANKS))
    if len(set(ranks)) != len(ranks):
        out.append(Problem(("ranks",), "each rank may appear once (the deck has two copies)",
                           ProblemKind.DUPLICATE_RANK))
    missing = [r for r in profile.melds.eight_ranks if r not in ranks]
    if missing:
        names = ", ".join(r.name.lower() for r in missing)
        out.append(Problem(("eight_ranks", "ranks"), f"ranks {names} are not in the deck",
                           ProblemKind.RANKS_MISSING, (names,)))


def _check_seats(profile: RuleProfile, out: list[Problem]) -> None:
    d = profile.deal
    if profile.game == TALON:
        if d.seats != 2 or d.teams or d.dealer_sits_out:
            out.append(Problem(("seats", "teams", "dealer_sits_out"),
                               f"{d.seats}: the talon games have exactly 2 seats, "
                               "no teams and no sitting-out dealer",
                               ProblemKind.TALON_SEATS, (d.seats,)))
        return
    if d.teams and d.dealer_sits_out:
        out.append(Problem(("teams", "dealer_sits_out"),
                           "teams and a sitting-out dealer exclude each other",
                           ProblemKind.TEAMS_AND_SITTING_OUT))
        return
    family = "teams" if d.teams else "dealer_sits_out" if d.dealer_sits_out else "plain"
    allowed = AUCTION_SEATS[family]
    if d.seats not in allowed:
        what = {"teams": "with teams", "dealer_sits_out": "with a sitting-out dealer",
                "plain": "without teams"}[family]
        involved = ("seats", "teams", "dealer_sits_out") if family == "plain" else ("seats", family)
        out.append(Problem(involved, f"{d.seats}: an auction game {what} has "
                                       f"{' or '.join(map(str, allowed))} seats",
                           _SEAT_KINDS[family], (d.seats, *allowed)))


def _check_deal(profile: RuleProfile, out: list[Problem]) -> None:
    d = profile.deal
    deck = 8 * len(set(profile.deck.ranks))
    if not d.packets or len(d.packets) > 64:
        out.append(Problem(("packets",), "1–64 packets are needed", ProblemKind.PACKET_COUNT))
        return
    each = dabb = 0
    for i, packet in enumerate(d.packets):
        target, count = packet
        if target not in ("each", "dabb"):
            out.append(Problem(("packets",), f"packet {i + 1}: {target!r} is not each or dabb",
                                   ProblemKind.PACKET_TARGET, (i + 1, str(target))))
            return
        if not 1 <= count <= 64:
            out.append(Problem(("packets",), f"packet {i + 1}: {count} cards is outside 1–64",
                                   ProblemKind.PACKET_SIZE, (i + 1, count)))
            return
        if target == "each":
            each += count
        else:
            dabb += count
    if each != d.hand_size:
        out.append(Problem(("hand_size", "packets"),
                           f"{d.hand_size}, but the packets deal {each} cards to each hand",
                           ProblemKind.HAND_VS_PACKETS, (d.hand_size, each)))
    if dabb != d.dabb_size:
        out.append(Problem(("dabb_size", "packets"),
                           f"{d.dabb_size}, but the packets lay {dabb} cards into the dabb",
                           ProblemKind.DABB_VS_PACKETS, (d.dabb_size, dabb)))
    hands = profile.hand_players * each
    if profile.game == TALON:
        if dabb:
            out.append(Problem(("dabb_size", "packets"), "the talon games have no dabb",
                               ProblemKind.TALON_NO_DABB))
        # The rest is the turn-up and the stock, drawn in pairs after each trick.
        rest = deck - hands
        if rest < 2 or rest % 2:
            out.append(Problem(("hand_size", "packets", "ranks", "seats"),
                               f"hands of {each} leave {rest} of {deck} cards for the talon; "
                               "it needs an even number, at least 2",
                               ProblemKind.TALON_REST, (each, rest, deck)))
        return
    if hands + dabb != deck:
        out.append(Problem(("hand_size", "dabb_size", "packets", "ranks", "seats", "teams",
                            "dealer_sits_out"),
                           f"the packets deal {hands} + {dabb} cards, the deck has {deck}",
                           ProblemKind.DEAL_VS_DECK, (hands, dabb, deck)))


def _check_bids(profile: RuleProfile, out: list[Problem]) -> None:
    a = profile.auction
    if a.min_bid > a.max_bid:
        out.append(Problem(("min_bid", "max_bid"),
                           f"{a.min_bid} is above the highest bid {a.max_bid}",
                           ProblemKind.ABOVE_OTHER, (a.min_bid, a.max_bid)))
    c = profile.contracts
    if c.rufen and c.rufen_min_bid > a.max_bid:
        out.append(Problem(("rufen_min_bid", "max_bid"),
                           f"{c.rufen_min_bid} is above the highest bid {a.max_bid}",
                           ProblemKind.ABOVE_OTHER, (c.rufen_min_bid, a.max_bid)))
