"""The game log and the pass screen's recap tell an event in the same words (issue 24 §6:
one narrator). They differed: the recap said "Deal 2", "Dabb: …", "Anna: Pair 20" where
the log said "Deal 2, dealt by Anna", "The dabb: …", "Anna melds: Pair 20"."""

from __future__ import annotations

import pytest

from binokel_desktop.engine import PROFILES, Suit
from binokel_desktop.engine.actions import Call, Contract
from binokel_desktop.engine.cards import make_card
from binokel_desktop.engine.events import (
    AuctionWon,
    Called,
    CardPlayed,
    ContractAnnounced,
    DabbShown,
    DabbTaken,
    DealStarted,
    MeldsShown,
    TrickWon,
    TrumpChosen,
)
from binokel_desktop.engine.melds import Meld, MeldKind
from binokel_desktop.ui import i18n
from binokel_desktop.ui.game_log import TrickLine, entry_text
from binokel_desktop.ui.pass_screen import RECAP_EVENTS, recap_line

THREE = PROFILES["grupp1994-3"]
NAMES = ["You", "Anna", "Karl"]
ACE = make_card(Suit.HEARTS, 0)
# The trick's verb in the log's trick line and in the recap's trick sentence.
TRICK_VERB = {"en": "take", "de": "mach", "it": "fatt"}

pytestmark = pytest.mark.usefixtures("english_afterwards")


def events_told_to_who_was_away(seat: int) -> list[object]:
    """One event of every kind the recap tells, done by (or dealt by) ``seat``."""
    return [
        DealStarted(1, seat),
        Called(seat, Call.BID, 160),
        Called(seat, Call.PASS, 0),
        AuctionWon(seat, 160),
        DabbShown((ACE, make_card(Suit.BELLS, 7), make_card(Suit.LEAVES, 3))),
        DabbTaken(seat),
        TrumpChosen(seat, Suit.ACORNS),
        ContractAnnounced(seat, Contract.DURCH),
        MeldsShown(seat, (Meld(MeldKind.PAIR, Suit.BELLS, 20, 0),)),
        MeldsShown(seat, ()),
        CardPlayed(seat, ACE),
        TrickWon(seat, (ACE,), 21),
    ]


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_the_log_and_the_recap_tell_every_event_alike(lang):
    i18n.set_language(lang)
    assert {type(e) for e in events_told_to_who_was_away(0)} == set(RECAP_EVENTS)
    differ = []
    for seat in (0, 1):
        for event in events_told_to_who_was_away(seat):
            line = recap_line(event, NAMES, False)
            assert line is not None, event
            if line() != entry_text(event, NAMES, THREE):  # type: ignore[arg-type]
                differ.append((line(), entry_text(event, NAMES, THREE)))  # type: ignore[arg-type]
    assert differ == []


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_a_trick_is_taken_with_one_verb_in_the_log_and_the_recap(lang):
    """The log tells a trick with its cards ("Trick 3: … — Anna takes it"), the recap after
    the cards one by one ("Anna takes the trick"): the same verb."""
    i18n.set_language(lang)
    for seat in (0, 1):
        log = entry_text(TrickLine(0, 3, ((seat, ACE),), seat, 21), NAMES, THREE)
        line = recap_line(TrickWon(seat, (ACE,), 21), NAMES, False)
        assert line is not None
        assert TRICK_VERB[lang] in log.lower() and TRICK_VERB[lang] in line().lower(), \
            (log, line())
