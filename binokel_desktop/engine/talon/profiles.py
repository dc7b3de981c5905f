"""The named talon profiles ``altenburg-2`` and ``bezique-2`` (RULES.md §5, §6)."""

from __future__ import annotations

from ..cards import Rank
from ..profile import (
    FOUR_RANKS,
    DealRules,
    DeckRules,
    GameKind,
    MeldRules,
    Rounding,
    RuleProfile,
    ScoringRules,
    TrickRules,
)
from ..profile_talon import CardScoring, TalonRules

FRENCH_32: tuple[Rank, ...] = tuple(Rank)
"""A 10 K Q J 9 8 7 (the French deck shares the German rank numbering)."""


def altenburg() -> RuleProfile:
    """Two-hand Binokel after the Altenburg booklet (§5): 48 cards, 12 each, talon."""
    return RuleProfile(
        name="altenburg-2",
        game=GameKind.TALON,
        deal=DealRules(seats=2, hand_size=12, dabb_size=0, packets=(("each", 4),) * 3),
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


def bezique() -> RuleProfile:
    """Two-hand Bézique (§6): 64 French cards, dealt 3-2-3, brisques, sequence 250."""
    return RuleProfile(
        name="bezique-2",
        game=GameKind.TALON,
        deck=DeckRules(ranks=FRENCH_32, french=True),
        deal=DealRules(
            seats=2, hand_size=8, dabb_size=0, packets=(("each", 3), ("each", 2), ("each", 3))
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


def talon_profiles() -> list[RuleProfile]:
    """The base profiles of the talon games, for the registry."""
    return [altenburg(), bezique()]
