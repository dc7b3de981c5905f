"""Consistency checks of a :class:`~.profile.RuleProfile`, run whenever one is built.

``RuleProfile.__post_init__`` calls :func:`check_profile`, so no profile the
engine cannot deal (or whose numbers contradict each other) ever exists: a
bad saved game, record or house rule is refused with a message naming the
option. This is the one place such checks live (issue 14 extends them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only for the annotation: profile.py imports this module
    from .profile import RuleProfile


class ProfileError(ValueError):
    """A profile whose options contradict each other; the message names them."""


def check_profile(profile: RuleProfile) -> None:
    """Raise :class:`ProfileError` if ``profile`` cannot be played as it stands."""
    deal = profile.deal
    if not 2 <= deal.seats <= 4:
        raise ProfileError(f"seats: {deal.seats} seats; the games have 2 to 4")
    if deal.dealer_sits_out and deal.seats != 4:
        raise ProfileError("dealer_sits_out: only with 4 seats")
    if deal.teams and deal.seats != 4:
        raise ProfileError("teams: only with 4 seats")
    each = sum(n for target, n in deal.packets if target == "each")  # Packet.EACH
    dabb = sum(n for target, n in deal.packets if target == "dabb")  # Packet.DABB
    if each != deal.hand_size:
        raise ProfileError(f"packets: deal {each} cards to each hand, but hand_size is "
                           f"{deal.hand_size}")
    if dabb != deal.dabb_size:
        raise ProfileError(f"packets: lay {dabb} cards into the dabb, but dabb_size is "
                           f"{deal.dabb_size}")
    deck = 8 * len(profile.deck.ranks)
    dealt = each * profile.hand_players + dabb
    if dealt > deck:
        raise ProfileError(f"packets: {dealt} cards dealt from a deck of {deck}")
    if profile.scoring.target <= 0:
        raise ProfileError(f"target: {profile.scoring.target}; it must be above 0")
    if profile.auction.bid_step <= 0:
        raise ProfileError(f"bid_step: {profile.auction.bid_step}; it must be above 0")
