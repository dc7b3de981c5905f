"""What Rufen tells a seat about where cards went (RULES.md §3.11).

The called copy goes openly from the giver to the declarer, who may not give
it back: once he has laid away face down, it is in his hand or laid away
unless shown or played. A seat the call passed over held no copy of the called
face. The card the declarer gives back is hidden from the other seats: any
public dabb card not seen since may be that card (or, once he has laid away,
still his or laid away).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import face_mask
from ..engine.state import Phase, next_active, party_of
from ..engine.view import SeatView


@dataclass(frozen=True, slots=True)
class RufenFacts:
    """The hard facts of a Rufen exchange, as bitmasks."""

    called_copy: int = 0  # the called copy, hidden: in the declarer's hand or laid away
    given_only: int = 0  # the card given, or (once laid away) the declarer's or the stash's
    forbidden: tuple[int, ...] = ()  # per seat: cards it cannot hold


def rufen_facts(view: SeatView, known: list[int], played_by: list[int], hidden: int,
                laid_away: bool = False) -> RufenFacts:
    """The facts for ``view``; ``hidden`` is every card in no known hand and not played;
    ``laid_away``: the declarer has laid away, face down to this seat."""
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
    called_copy = 0
    in_dabb = a.dabb & face
    if in_dabb:
        # The dabb's copy is shown, so the called copy is the other one.
        called_copy = face & ~in_dabb & hidden
    elif not face & (known[d] | played_by[d]):
        # Neither shown nor played by the declarer. The copies are alike, so the
        # lower hidden one stands for it.
        h = face & hidden
        called_copy = h & -h
    given_only = 0
    gave_dabb_card = a.dabb & (known[g] | played_by[g])
    if view.seat != g and view.phase is not Phase.GIVE and not gave_dabb_card:
        given_only = a.dabb & hidden & ~called_copy
        for o in range(p.deal.seats):
            if o != g and not (laid_away and o == d):
                forbidden[o] |= given_only
    return RufenFacts(called_copy, given_only, tuple(forbidden))
