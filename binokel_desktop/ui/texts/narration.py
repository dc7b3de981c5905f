"""What happened at the table, in sentences: one narrator for the game log and the
pass screen's recap, so an event reads the same wherever it is told.

A sentence about the person at the screen is a whole "you" message
(:func:`.people.about`). The tense is each language's, chosen once in its
translation of each message (English and German tell the present, Italian the
passato prossimo), so the log and the recap never mix two tenses.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import (
    AllPassed,
    AuctionWon,
    Called,
    CardCalled,
    CardGiven,
    CardPlayed,
    ContractAnnounced,
    DabbShown,
    DabbTaken,
    DealResult,
    DealStarted,
    Discarded,
    Event,
    MeldsShown,
    Scored,
    SevenExchanged,
    TalonExhausted,
    TargetClaimed,
    TrickWon,
    TrumpChosen,
    TrumpTurnedUp,
    TurnUpTaken,
)
from ..i18n import QT_TRANSLATE_NOOP
from .cards import card_in_sentence, card_name, suit_in_sentence
from .melds import meld_in_sentence
from .people import about, and_join, is_you, is_you_at, name_at, seat_name
from .qt import fill, number, plural, signed, translate
from .rules import call_text, contract_name
from .table import meld_line


def _plurals() -> None:
    """Never called: shows lupdate this module's ``%n`` texts (see :mod:`.qt`)."""
    # The end of the game (ui/deal_summary.py).
    #: %1 is the winner's name, or the winners' names joined ("Anna and Lena"); the
    #: count chooses the verb: "Anna wins!", "Anna and Lena win!" (never you)
    translate("GameOver", "%1 wins!", None, 1)
    # The game log (ui/game_log.py).
    #: %1 is the trick's number, %2 the cards played; the count is the trick's card points
    translate("Log", "Trick %1: %2 — you take it (%n point(s))", None, 1)
    #: %1 the trick's number, %2 the cards played, %3 another player's name (never you);
    #: the count is the trick's card points
    translate("Log", "Trick %1: %2 — %3 takes it (%n point(s))", None, 1)
    #: the count is the cards laid away (gedrückt)
    translate("Log", "You lay away %n card(s)", None, 1)
    #: %1 is another player's name (never you); the count is the cards laid away
    translate("Log", "%1 lays away %n card(s)", None, 1)
    #: %1 is the meld (talon games); the count is its points
    translate("Log", "You declare %1: %n point(s)", None, 1)
    #: %1 is another player's name (never you), %2 the meld; the count is its points
    translate("Log", "%1 declares %2: %n point(s)", None, 1)
    #: %1 is the winner's name, or the winners' names joined ("Anna and Lena"); the
    #: count chooses the verb: "Anna wins the game", "Anna and Lena win the game" (never you)
    translate("Log", "%1 wins the game", None, 1)
    # The last trick (ui/last_trick.py).
    #: %1 is the trick's number; the count is its card points
    translate("Aids", "Last trick (%1): you took it, %n point(s)", None, 1)
    #: %1 is the trick's number, %2 another player's name (never you); the count is its points
    translate("Aids", "Last trick (%1): %2 took it, %n point(s)", None, 1)


def narrate(event: Event, names: Sequence[str], *, french: bool, bezique: bool) -> str | None:
    """``event`` in words in the current language; None for an event not told this way
    (a finished trick with its cards, a deal's score and the game's end need more than
    the event: :func:`trick_line`, :func:`deal_line`, :func:`game_won_text`).

    ``names`` are the stored seat names; ``french``: name the cards as the deck shown
    does; ``bezique``: the game is Bézique (its meld names).
    """
    told = _seat_event(event, names, french, bezique)
    if told is not None:
        return told
    return _table_event(event, names, french)


def _seat_event(event: Event, names: Sequence[str], french: bool, bezique: bool) -> str | None:
    """An event one seat did (a call, a card, taking the dabb, melding …)."""
    seat = getattr(event, "seat", -1)

    def say(you_text: str, other_text: str, *args: str) -> str:
        return about(names, seat, "Log", you_text, other_text, *args)

    if isinstance(event, Called):
        return labelled(names, seat, call_text(event.call, event.value))
    if isinstance(event, CardPlayed):
        return labelled(names, seat, card_name(event.card, french))
    if isinstance(event, AuctionWon):
        #: %1 is the winning bid
        return say(QT_TRANSLATE_NOOP("Log", "You win the bidding at %1"),
                   #: %1 is another player's name (never you), %2 the winning bid
                   QT_TRANSLATE_NOOP("Log", "%1 wins the bidding at %2"),
                   number(event.bid))
    if isinstance(event, DabbTaken):
        return say(QT_TRANSLATE_NOOP("Log", "You take the dabb"),
                   #: %1 is another player's name (never you)
                   QT_TRANSLATE_NOOP("Log", "%1 takes the dabb"))
    if isinstance(event, TrumpChosen):
        #: %1 is a suit in running text
        return say(QT_TRANSLATE_NOOP("Log", "You name trump: %1"),
                   #: %1 is another player's name (never you), %2 a suit in running text
                   QT_TRANSLATE_NOOP("Log", "%1 names trump: %2"),
                   suit_in_sentence(event.suit, french))
    if isinstance(event, CardGiven):
        return say(QT_TRANSLATE_NOOP("Log", "You are given a card face down"),
                   #: %1 is another player's name (never you)
                   QT_TRANSLATE_NOOP("Log", "%1 is given a card face down"))
    if isinstance(event, Discarded):
        if is_you_at(names, seat):
            return plural("Log", "You lay away %n card(s)", event.count)
        # %1 is another player's name (never you); the count is the cards laid away
        return fill(plural("Log", "%1 lays away %n card(s)", event.count), name_at(names, seat))
    if isinstance(event, ContractAnnounced):
        return say(
            #: %1 is the contract (Durch, Bettel …)
            QT_TRANSLATE_NOOP("Log", "You announce: %1"),
            #: %1 is another player's name (never you), %2 the contract
            QT_TRANSLATE_NOOP("Log", "%1 announces: %2"),
            contract_name(event.contract))
    if isinstance(event, MeldsShown):
        if not event.melds:  # not "You meld: no melds"
            return say(QT_TRANSLATE_NOOP("Log", "You meld nothing"),
                       #: %1 is another player's name (never you)
                       QT_TRANSLATE_NOOP("Log", "%1 melds nothing"))
        return say(
            #: %1 lists the melds and their points
            QT_TRANSLATE_NOOP("Log", "You meld: %1"),
            #: %1 is another player's name (never you), %2 the melds and their points
            QT_TRANSLATE_NOOP("Log", "%1 melds: %2"),
            meld_line(event.melds, french, bezique, in_sentence=True))
    if isinstance(event, TrickWon):
        # The trick's cards were told card by card just before (the log's trick line
        # tells them with it: trick_line).
        return say(QT_TRANSLATE_NOOP("Log", "You take the trick"),
                   #: %1 is another player's name (never you)
                   QT_TRANSLATE_NOOP("Log", "%1 takes the trick"))
    return _talon_seat_event(event, names, french, bezique)


def _talon_seat_event(event: Event, names: Sequence[str], french: bool,
                      bezique: bool) -> str | None:
    """What one seat did in a game with a talon (Altenburg, Bézique)."""
    seat = getattr(event, "seat", -1)

    def say(you_text: str, other_text: str, *args: str) -> str:
        return about(names, seat, "Log", you_text, other_text, *args)

    if isinstance(event, Scored):
        meld = meld_in_sentence(event.decl, french, bezique=bezique)
        if is_you_at(names, seat):
            # %1 is the meld (talon games); the count is its points
            return fill(plural("Log", "You declare %1: %n point(s)", event.points), meld)
        # %1 is another player's name (never you), %2 the meld; the count is its points
        return fill(plural("Log", "%1 declares %2: %n point(s)", event.points),
                    name_at(names, seat), meld)
    if isinstance(event, SevenExchanged):
        return say(
            #: %1 is the card taken for the trump seven, in running text
            QT_TRANSLATE_NOOP("Log", "You exchange the trump seven for %1"),
            #: %1 is another player's name (never you), %2 the card taken, in running
            #: text
            QT_TRANSLATE_NOOP("Log", "%1 exchanges the trump seven for %2"),
            card_in_sentence(event.taken, french))
    if isinstance(event, TurnUpTaken):
        return say(
            #: %1 is the turned-up card, in running text
            QT_TRANSLATE_NOOP("Log", "You take the turned-up %1"),
            #: %1 is another player's name (never you), %2 the turned-up card, in
            #: running text
            QT_TRANSLATE_NOOP("Log", "%1 takes the turned-up %2"),
            card_in_sentence(event.card, french))
    if isinstance(event, TargetClaimed):
        return say(
            #: %1 is the score claimed
            QT_TRANSLATE_NOOP("Log", "You claim to have reached the target (%1)"),
            #: %1 is another player's name (never you), %2 the score claimed
            QT_TRANSLATE_NOOP("Log", "%1 claims to have reached the target (%2)"),
            number(event.total))
    return None


def _table_event(event: Event, names: Sequence[str], french: bool) -> str | None:
    """What happened to the whole table (a deal begins, a card is called …)."""
    if isinstance(event, DealStarted):
        if is_you_at(names, event.dealer):
            return fill(translate("Log", "Deal %1, dealt by you"), number(event.deal_no + 1))
        #: %1 is the deal's number, %2 the dealer's name (never you)
        return fill(translate("Log", "Deal %1, dealt by %2"), number(event.deal_no + 1),
                    name_at(names, event.dealer))
    if isinstance(event, AllPassed):
        return translate("Log", "Everybody passed; the deal is void")
    if isinstance(event, DabbShown):
        return fill(translate("Log", "The dabb: %1"),
                    ", ".join(card_name(c, french) for c in event.cards))
    if isinstance(event, CardCalled):
        if event.giver < 0:
            return translate("Log", "A card was called; nobody holds it")
        return about(names, event.giver, "Log",
                     QT_TRANSLATE_NOOP("Log", "A card was called; you hand it over"),
                     #: %1 is another player's name (never you)
                     QT_TRANSLATE_NOOP("Log", "A card was called; %1 hands it over"))
    if isinstance(event, TrumpTurnedUp):
        return fill(translate("Log", "Turned up for trump: %1"), card_name(event.card, french))
    if isinstance(event, TalonExhausted):
        return translate("Log", "The talon is used up")
    return None


def labelled(names: Sequence[str], seat: int, what: str) -> str:
    """"Anna: 160", "Du: Herz-Daus": who and what they did, a list line, not a sentence."""
    #: a list line: %1 is a player's name (may be "Du"/"Tu", you), %2 a call or a card
    return fill(translate("Log", "%1: %2"), name_at(names, seat), what)


def trick_line(number_: int, plays: Sequence[tuple[int, int]], winner: int, points: int,
               names: Sequence[str], french: bool) -> str:
    """A finished trick with its cards: "Trick 3: Anna Ace of Hearts, … — Karl takes it
    (21 points)"."""
    #: one card of a trick in a list: %1 is who played it (may be "Du"/"Tu", you),
    #: %2 the card; not a sentence
    cards = ", ".join(fill(translate("Log", "%1 %2"), name_at(names, s), card_name(c, french))
                      for s, c in plays)
    if is_you_at(names, winner):
        # %1 is the trick's number, %2 the cards played; the count is the trick's points
        text = plural("Log", "Trick %1: %2 — you take it (%n point(s))", points)
        return fill(text, number(number_), cards)
    # %1 the trick's number, %2 the cards played, %3 another player's name (never
    # you); the count is the trick's points
    text = plural("Log", "Trick %1: %2 — %3 takes it (%n point(s))", points)
    return fill(text, number(number_), cards, name_at(names, winner))


def game_won_text(winners: Sequence[str]) -> str:
    """"You win the game", "You and Karl win the game", "Anna and Lena win the game".

    ``winners`` are the stored names of the winning party's seats.
    """
    others = [seat_name(n) for n in winners if not is_you(n)]
    if len(others) < len(winners):
        if not others:
            return translate("Log", "You win the game")
        #: %1 is your partner's name (or partners' names joined with "and")
        return fill(translate("Log", "You and %1 win the game"), and_join(others))
    # The count chooses the verb: "Anna wins the game", "Anna and Lena win the game".
    return fill(plural("Log", "%1 wins the game", len(others)), and_join(others))


def deal_line(result: DealResult, parties: Sequence[str]) -> str:
    """The score change of a deal: "Deal won (160): You +120, Anna −40, Karl −40"; a deal
    with no declarer (Altenburg, Bézique) was neither won nor lost: "Deal scored: …".

    ``parties``: one label per party, as the score sheet shows them.
    """
    #: a party and its score change in a list: %1 a name or team (may be you), %2 "+120"
    parts = ", ".join(fill(translate("Log", "%1 %2"), name, signed(change))
                      for name, change in zip(parties, result.changes, strict=False))
    if result.declarer < 0:
        #: a deal of a game without declarer or bid (Altenburg, Bézique): %1 each party's
        #: score change
        return fill(translate("Log", "Deal scored: %1"), parts)
    if result.made:
        #: %1 is the bid or contract value, %2 each party's score change
        return fill(translate("Log", "Deal won (%1): %2"), number(result.value), parts)
    #: %1 is the bid or contract value, %2 each party's score change
    return fill(translate("Log", "Deal lost (%1): %2"), number(result.value), parts)
