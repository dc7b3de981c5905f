"""Scoring a deal (RULES.md §3.8, §3.10, §4.5) and the end of the game (§3.9, §4.6).

These are pure functions of numbers, so the conformance runner scores the
worked cases through exactly the code a played deal uses. A *party* is a seat,
or a team in Cross Binokel.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Contract
from .profile import ContractCheck, Rounding, RuleProfile, TieRule


def round10_half_up(x: int) -> int:
    """Round to the nearest 10, a last digit of 5 rounds up (§1.5).

    >>> [round10_half_up(x) for x in (244, 245, 255, 4)]
    [240, 250, 260, 0]
    """
    return 10 * ((x + 5) // 10)


def round_points(x: int, rounding: Rounding) -> int:
    """Card points as credited under the profile's rounding [AMB-12]."""
    return round10_half_up(x) if rounding is Rounding.HALF_UP_10 else x


@dataclass(frozen=True, slots=True)
class PartyResult:
    """One party's figures for a deal."""

    melds: int  # value of the melds shown
    melds_counted: int  # 0 when the party won no trick (or may not meld)
    raw_points: int  # card points incl. last trick and (declarer) discards
    card_points: int  # rounded as credited
    tricks: int
    change: int  # what the deal adds to the party's score


@dataclass(frozen=True, slots=True)
class DealResult:
    """The outcome of a deal: contract, whether it was made, each party's figures."""

    contract: Contract
    declarer: int  # seat
    declarer_party: int
    value: int  # the bid, or the special contract's value
    made: bool
    parties: tuple[PartyResult, ...]

    @property
    def changes(self) -> tuple[int, ...]:
        """Score change per party."""
        return tuple(p.change for p in self.parties)


def score_suit_deal(
    profile: RuleProfile,
    bid: int,
    declarer_party: int,
    melds: Sequence[int],
    tricks: Sequence[int],
    raw: Sequence[int],
) -> tuple[bool, tuple[PartyResult, ...]]:
    """Score a played suit contract: melds need a trick; a failed bid costs 2x (§3.8)."""
    sc = profile.scoring
    need_trick = profile.melds.melds_require_trick
    parts: list[PartyResult] = []
    made = False
    for p in range(len(melds)):
        counted = melds[p] if (tricks[p] > 0 or not need_trick) else 0
        card = round_points(raw[p], sc.rounding)
        if p == declarer_party:
            check = raw[p] if sc.contract_check_on is ContractCheck.EXACT else card
            made = counted + check >= bid
            change = counted + card if made else -sc.fail_multiplier * bid
        else:
            change = counted + card
        parts.append(PartyResult(melds[p], counted, raw[p], card, tricks[p], change))
    return made, tuple(parts)


def score_go_out(
    profile: RuleProfile, bid: int, declarer_party: int, melds: Sequence[int]
) -> tuple[PartyResult, ...]:
    """Going out / abandoning: declarer -bid, each other party its melds + bonus (§3.4)."""
    ex = profile.exchange
    bonus_of_bid = bid // 2 if ex.go_out_by_half_bid else ex.go_out_bonus
    parts: list[PartyResult] = []
    for p in range(len(melds)):
        if p == declarer_party:
            parts.append(PartyResult(0, 0, 0, 0, 0, -bid))
        else:
            parts.append(PartyResult(melds[p], melds[p], 0, 0, 0, melds[p] + bonus_of_bid))
    return tuple(parts)


def special_value(profile: RuleProfile, contract: Contract) -> int:
    """The value of Durch / open Durch / Durch from hand / Bettel (§3.10)."""
    c = profile.contracts
    return {
        Contract.DURCH: c.durch_value,
        Contract.DURCH_OPEN: c.durch_open_value,
        Contract.DURCH_OPEN_FROM_HAND: c.durch_from_hand_value,
        Contract.BETTEL: c.bettel_value,
    }[contract]


def score_special(
    profile: RuleProfile,
    contract: Contract,
    made: bool,
    declarer_party: int,
    tricks: Sequence[int],
) -> tuple[PartyResult, ...]:
    """Durch or Bettel: declarer +value or -2 x value; the others score 0 (§3.10)."""
    value = special_value(profile, contract)
    change = value if made else -profile.scoring.fail_multiplier * value
    return tuple(
        PartyResult(0, 0, 0, 0, tricks[p], change if p == declarer_party else 0)
        for p in range(len(tricks))
    )


@dataclass(frozen=True, slots=True)
class GameCheck:
    """Whether the game ended after a deal: ``winner`` is a party or None."""

    winner: int | None
    extra_deal: bool  # a tie for the highest at the target


def check_game_end(
    profile: RuleProfile,
    scores: Sequence[int],
    declarer_party: int | None,
    deal_counts: bool,
    last_bids: Sequence[int] = (),
) -> GameCheck:
    """Who, if anyone, has won after a deal (§3.9, AMB-14).

    ``deal_counts`` is False for a deal that may not end the game (going out in
    the three-hand game). ``last_bids`` (per party) break ties under
    ``tie_rule: bid_winner``.
    """
    target = profile.scoring.target
    if not deal_counts:
        return GameCheck(None, False)
    over = [p for p, s in enumerate(scores) if s >= target]
    if not over:
        return GameCheck(None, False)
    if declarer_party is not None and declarer_party in over:
        return GameCheck(declarer_party, False)
    best = max(scores[p] for p in over)
    top = [p for p in over if scores[p] == best]
    if len(top) == 1:
        return GameCheck(top[0], False)
    if profile.scoring.tie_rule is TieRule.BID_WINNER and last_bids:
        bids = {p: last_bids[p] for p in top}
        high = max(bids.values())
        leaders = [p for p, b in bids.items() if b == high]
        if high > 0 and len(leaders) == 1:
            return GameCheck(leaders[0], False)
    return GameCheck(None, True)
