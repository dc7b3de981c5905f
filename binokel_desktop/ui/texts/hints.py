"""A hint in words, and the cards it points at on the table."""

from __future__ import annotations

import logging
from collections.abc import Callable

from ...app.hints import Hint
from ...engine import (
    Announce,
    Bid,
    CallCard,
    ChooseTrump,
    Discard,
    GiveCard,
    GoOut,
    Hold,
    Pass,
    Play,
    SeatView,
    ShowMelds,
    TakeDabb,
    cards_of,
)
from .. import texts
from ..action_panel import describe
from .table import meld_line

log = logging.getLogger(__name__)


def no_hint(answer: object) -> Callable[[], str]:
    """The status line when no hint came: a sentence; the English reason goes to the log
    (Python's, on the console: the game log panel holds nothing of it)."""
    log.warning("no hint: %r", answer)
    return lambda: texts.translate("Hint", "No hint could be found here; decide as you think "
                                           "best.")


def hint_words(hint: Hint, view: SeatView, french: bool | None = None) -> str:
    """"Hint: play the Ace of Hearts", "Hint: bid 160 (worth up to 200)" …; ``french``:
    name the cards as the deck shown does (None: the profile's naming)."""
    translate, fill = texts.translate, texts.fill
    if french is None:
        french = view.profile.deck.french
    a = hint.action
    if isinstance(a, Bid):
        what = fill(translate("Hint", "bid %1"), texts.number(a.value))
    elif isinstance(a, Hold):
        what = translate("Hint", "hold")
    elif isinstance(a, Pass):
        what = translate("Hint", "pass")
    elif isinstance(a, TakeDabb):
        what = translate("Hint", "take the dabb")
    elif isinstance(a, GoOut):
        what = fill(translate("Hint", "go out with %1 as trump"),
                    texts.suit_in_sentence(a.trump, french))
    elif isinstance(a, CallCard):
        what = fill(translate("Hint", "call the %1"), texts.card_in_sentence(a.face * 2, french))
    elif isinstance(a, GiveCard):
        what = fill(translate("Hint", "give the %1"), texts.card_in_sentence(a.card, french))
    elif isinstance(a, Discard):
        what = fill(translate("Hint", "lay away %1"),
                    texts.and_join([texts.card_in_sentence(c, french)
                                    for c in cards_of(a.cards)]))
    elif isinstance(a, ChooseTrump):
        what = fill(translate("Hint", "name %1 as trump"), texts.suit_in_sentence(a.suit, french))
    elif isinstance(a, Announce):
        what = fill(translate("Hint", "announce %1"), texts.contract_name(a.contract))
    elif isinstance(a, ShowMelds):
        melds = tuple(m for i, m in enumerate(view.auction.melds_available)
                      if a.shown >> i & 1)
        if not melds:  # not "show no melds"
            what = translate("Hint", "meld nothing")
        else:
            # Meld names follow the game, not the deck shown (only Bézique deals French cards).
            what = fill(translate("Hint", "show %1"),
                        meld_line(melds, french, view.profile.deck.french, in_sentence=True))
    elif isinstance(a, Play):
        what = fill(translate("Hint", "play the %1"), texts.card_in_sentence(a.card, french))
    else:
        what = describe(a, french)
    text = fill(translate("Hint", "Hint: %1"), what)
    if hint.bid_limit is not None:
        if hint.bid_limit >= view.profile.min_bid:
            text += " " + fill(translate("Hint", "(the hand is worth bidding up to %1)"),
                               texts.number(hint.bid_limit))
        else:
            text += " " + translate("Hint", "(the hand is not worth a bid)")
    return text


def hint_cards(hint: Hint) -> int:
    """The cards the hint points at (to mark in the hand), as a mask."""
    a = hint.action
    if isinstance(a, Play | GiveCard):
        return 1 << a.card
    if isinstance(a, Discard):
        return a.cards
    return 0
