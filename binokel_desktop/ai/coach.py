"""The coach: for an open decision of a person, the recommended choice and why.

``advise(view)`` reads the person's :class:`SeatView` only -- like a bot, never
the game state nor a hidden card -- and answers with an :class:`~.advice.Advice`
whose figures are the search's own numbers (Hard's search without its clock, so
the same view always gets the same advice). The recommendation is the coach's
own choice and one of ``view.legal``.

The parts: bidding, the dabb and Rufen in :mod:`.coach_bid`; laying away, trump,
going out, Durch and Bettel in :mod:`.coach_contract`; card play, melds and the
talon games' declarations in :mod:`.coach_play`; what they share in
:mod:`.coach_common`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine.state import Phase
from ..engine.view import SeatView
from .advice import Advice, Reason
from .coach_bid import advise_bid, advise_call, advise_dabb, advise_give
from .coach_common import CoachBot, advice_from, coach_bot, coach_rng
from .coach_contract import advise_discard, advise_trump
from .coach_play import advise_declare, advise_meld, advise_play

_PARTS: dict[Phase, Callable[[CoachBot, SeatView, random.Random], Advice]] = {
    Phase.AUCTION: advise_bid,
    Phase.DABB: advise_dabb,
    Phase.CALL: advise_call,
    Phase.GIVE: advise_give,
    Phase.DISCARD: advise_discard,
    Phase.TRUMP: advise_trump,
    Phase.MELD: advise_meld,
    Phase.DECLARE: advise_declare,
    Phase.PLAY: advise_play,
}


def advise(view: SeatView) -> Advice:
    """The coach's word on the decision open in ``view`` (ValueError if none is)."""
    legal = view.legal
    if not legal or not view.my_turn:
        raise ValueError("no decision is open for this seat")
    part = _PARTS.get(view.phase)
    if part is None or (len(legal) == 1 and view.phase is not Phase.PLAY):
        # Nothing to weigh: the rules leave one action (the next deal, say).
        return advice_from(view, legal[0], [Reason.FORCED], {}, [])
    advice = part(coach_bot(), view, coach_rng(view))
    if advice.action not in legal:  # a broken promise must never reach a person
        raise AssertionError(f"the coach advised an illegal action: {advice.action}")
    return advice


__all__ = ["advise", "coach_rng"]
