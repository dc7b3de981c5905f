"""Card points, deal scores and the target check of the talon games (§5.4–5.5, §6.6).

Pure functions of numbers, shared by the state machine and the rule cases.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..cards import BINOKEL_POINTS, Rank, points_of, rank_mask
from ..profile import RuleProfile
from ..profile_talon import CardScoring
from ..scoring import PartyResult, round_points

BRISQUE_MASK: Final = rank_mask(Rank.ACE) | rank_mask(Rank.TEN)
"""Every A and 10: the brisques of Bézique."""


def card_points(profile: RuleProfile, won: int) -> int:
    """Exact card points of the cards in ``won``: Augen, or 10 per brisque."""
    if profile.talon.card_scoring is CardScoring.BRISQUES:
        return profile.talon.brisque * (won & BRISQUE_MASK).bit_count()
    return points_of(won, BINOKEL_POINTS)


def score_two_hand(
    profile: RuleProfile, declared: Sequence[int], raw: Sequence[int], tricks: Sequence[int]
) -> tuple[PartyResult, ...]:
    """Each player's deal: declarations (as scored) + card points (rounded per profile).

    ``raw`` includes the last-trick bonus.
    """
    out: list[PartyResult] = []
    for p in range(len(declared)):
        card = round_points(raw[p], profile.scoring.rounding)
        change = declared[p] + card
        out.append(PartyResult(declared[p], declared[p], raw[p], card, tricks[p], change))
    return tuple(out)


def claim(profile: RuleProfile, running: Sequence[int]) -> int | None:
    """The seat whose running exact total reaches the target, if any [AMB-24].

    Only one seat scores at a time, so two claimants can only be the same
    deal-start situation; the higher total wins it.
    """
    target = profile.scoring.target
    best = max(range(len(running)), key=lambda s: running[s])
    if running[best] >= target and running.count(running[best]) == 1:
        return best
    return None
