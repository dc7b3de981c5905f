"""What Rufen tells a seat about where cards went (RULES.md §3.11).

The called copy goes openly from the giver to the declarer, who may not give
it back: once it is no longer among his shown cards and was not played, it was
laid away. A seat the call passed over held no copy of the called face. The
card the declarer gives back is hidden from the other seats: public dabb cards
he no longer shows were laid away, except that one of them may be that card.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import face_mask
from ..engine.state import Phase, next_active, party_of
from ..engine.view import SeatView


@dataclass(frozen=True, slots=True)
class RufenFacts:
    """The hard facts of a Rufen exchange, as bitmasks."""

    stash: int = 0  # hidden cards that must be laid away (the called copy)
    given_only: int = 0  # in the stash, or one at most in the giver's hand (the card given)
    forbidden: tuple[int, ...] = ()  # per seat: cards it cannot hold


def rufen_facts(view: SeatView, known: list[int], played_by: list[int], hidden: int) -> RufenFacts:
    """The facts for ``view``; ``hidden`` is every card in no known hand and not played."""
    a = view.auction
    d = view.declarer
    if a.called < 0 or d < 0:
        return RufenFacts()
    p = view.profile
    g = a.giver
    face = face_mask(a.called)
    forbidden = [0] * p.deal.seats
    # The call went round from the declarer: every opponent before the giver had no copy.
    seat = next_active(p, view.dealer, d)
    while seat not in (d, g):
        if party_of(p, seat) != party_of(p, d):
            forbidden[seat] |= face
        seat = next_active(p, view.dealer, seat)
    if g < 0 or view.seat == d:
        return RufenFacts(forbidden=tuple(forbidden))
    stash = 0
    in_dabb = a.dabb & face
    if in_dabb:
        # The dabb's copy is shown, so the called copy is the other one.
        stash = face & ~in_dabb & hidden
    elif not face & (known[d] | played_by[d]):
        # Neither shown nor played by the declarer: laid away. The copies are alike,
        # so the lower hidden one stands for it.
        h = face & hidden
        stash = h & -h
    given_only = 0
    gave_dabb_card = a.dabb & (known[g] | played_by[g])
    if view.seat != g and view.phase is not Phase.GIVE and not gave_dabb_card:
        given_only = a.dabb & hidden & ~stash
        for o in range(p.deal.seats):
            if o != g:
                forbidden[o] |= given_only
    return RufenFacts(stash, given_only, tuple(forbidden))
