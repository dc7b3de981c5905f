"""What a new game is made of: the profile with its options, the seats, the deck."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import Rank
from ..engine.profile import PROFILES, RuleProfile

LEVELS = ("easy", "medium", "hard", "expert")
"""Computer levels offered to players (the random bot is for measurement only)."""

DECK_STYLES = ("wuerttemberg", "french", "french-4")


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat: a name, and a human or a computer player of a level."""

    name: str
    human: bool
    level: str = "medium"


def default_seats(count: int) -> tuple[SeatSetup, ...]:
    """You at the bottom against computer players of level Medium."""
    names = ("You", "Anna", "Karl", "Lena")
    return tuple(
        SeatSetup(names[i], human=(i == 0), level="medium") for i in range(count)
    )


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything the New Game dialog decides. Seat 0 sits at the bottom."""

    profile: RuleProfile = field(default_factory=lambda: PROFILES["grupp1994-3"])
    seats: tuple[SeatSetup, ...] = field(default_factory=lambda: default_seats(3))
    deck: str = "wuerttemberg"
    seed: int | None = None  # None: a fresh random seed

    def with_profile(self, profile: RuleProfile) -> GameSetup:
        """The setup for another profile, keeping names and levels where seats remain."""
        count = profile.deal.seats
        seats = self.seats[:count] + default_seats(count)[len(self.seats):count]
        return GameSetup(profile, seats, self.deck, self.seed)


def deck_styles_for(profile: RuleProfile) -> tuple[str, ...]:
    """The deck artworks that have every card of ``profile`` (Bézique needs 9s and 8s)."""
    if any(r in (Rank.NINE, Rank.EIGHT) for r in profile.deck.ranks):
        return tuple(s for s in DECK_STYLES if s.startswith("french"))
    return DECK_STYLES
