"""Rules of the two-hand talon games (Altenburg Binokel, Bézique), RULES.md §5–6.

Kept apart from :mod:`profile` because only the talon games read them; the
auction games carry the defaults untouched. The talon games also read these
fields of the other parts, which mean the same thing there:

* ``melds``: ``diss`` (each trump 7), ``pair``/``trump_pair`` (marriage and
  royal marriage), ``binokel``/``grand_binokel``/``double_binokel`` (bezique,
  —, double bezique), ``grand_binokel_enabled``, ``four_A…four_U`` (four aces,
  kings, queens, jacks), ``eight_A…eight_U`` with ``eight_ranks``;
* ``tricks``: ``last_trick_bonus``;
* ``scoring``: ``rounding`` [AMB-23], ``target`` (1000), ``tie_rule``,
  ``strict_penalties`` (§6.6: revokes are punished, not refused).

The trick obligations of ``tricks`` (``must_head`` …) are *not* read: phase 1
has none, phase 2 follows :attr:`TalonRules.phase2_must_head`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class LastTrick(StrEnum):
    """Which trick earns the last-trick bonus [AMB-25]."""

    FINAL = "final"  # the last trick of the deal (24th Altenburg, 32nd Bézique)
    END_OF_STOCK = "end_of_stock"  # the last trick before the stock runs out (Bézique 24th)


class CardScoring(StrEnum):
    """What the cards won in tricks are worth at the end of the deal."""

    AUGEN = "augen"  # Binokel card points A11 10=10 K4 O3 U2 (§1.3)
    BRISQUES = "brisques"  # Bézique: each A and 10 scores ``brisque``


class BrisqueTiming(StrEnum):
    """When card points are credited [AMB-29]."""

    END_OF_DEAL = "end_of_deal"
    IMMEDIATE = "immediate"  # Parlett: as each trick is won (exact, never rounded)


class DealerRotation(StrEnum):
    """Who deals the next deal [AMB-28]."""

    ALTERNATE = "alternate"
    LAST_TRICK_WINNER = "last_trick_winner"


class RevokeForfeit(StrEnum):
    """What a revoke in phase 2 costs under ``strict_penalties`` (§6.6)."""

    BRISQUES = "brisques"  # S4: the card points of the offender's remaining tricks
    TRICKS = "tricks"  # S12: all tricks of phase 2 go to the opponent


@dataclass(frozen=True, slots=True, kw_only=True)
class TalonRules:
    """Options of the talon games; field names are unique across all profile parts.

    The defaults are Altenburg's; ``bezique-2`` overrides what differs.
    """

    phase2_must_head: bool = False  # must win the trick if possible in phase 2 [AMB-22]
    last_trick: LastTrick = LastTrick.FINAL  # [AMB-25]
    mid_deal_claim: bool = True  # win at once on reaching the target (exact points) [AMB-24]
    quintmajor: int = 250  # A 10 K O U of trumps; Bézique "sequence"
    quartets_distinct_suits: bool = True  # four of a kind needs four suits [AMB-26]
    alt_bezique_for_black_red_trumps: bool = False  # Q♣+J♥ when ♠ or ♦ is trump [AMB-27]
    card_scoring: CardScoring = CardScoring.AUGEN
    brisque: int = 10  # value of each A and 10 under ``card_scoring: brisques``
    brisques_timing: BrisqueTiming = BrisqueTiming.END_OF_DEAL  # [AMB-29]
    dealer_rotation: DealerRotation = DealerRotation.ALTERNATE  # [AMB-28]
    carte_blanche: bool = False  # a hand without K/O/U shown before the first trick
    carte_blanche_value: int = 50
    # Under ``scoring.strict_penalties`` (shared with the auction games, AMB-35)
    # a phase-2 revoke is played and punished instead of refused:
    revoke_forfeit: RevokeForfeit = RevokeForfeit.BRISQUES
    # The manual-table penalties of §6.6 (too many cards, no draw) are not
    # options: the engine deals and draws for the players, so neither happens.
