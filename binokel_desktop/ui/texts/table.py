"""Texts of the table itself: the info line, prompts and button labels."""

from __future__ import annotations

from collections import Counter

from ...engine import AuctionDetail, Call, Contract, Meld, Phase, SeatView, TalonDetail
from ..i18n import QT_TRANSLATE_NOOP
from .cards import suit_in_sentence
from .melds import meld_in_sentence, meld_name
from .people import is_you, seat_name
from .qt import fill, number, translate, unbroken
from .rules import contract_help, contract_name, phase_name


def _plurals() -> None:
    """Never called: shows lupdate this module's ``%n`` texts (see :mod:`.qt`)."""
    # The confirm button while cards are chosen (ui/action_panel.py).
    translate("Table", "Lay away %n card(s)", None, 1)
    translate("Table", "Choose %n more card(s)", None, 1)


def dealer_mark() -> str:
    """Marks the dealer's name plate."""
    return translate("Table", "(dealer)")


def no_melds() -> str:
    """A seat showed no melds."""
    return translate("Table", "no melds")


def meld_line(melds: tuple[Meld, ...], french: bool, bezique: bool, *,
              in_sentence: bool = False) -> str:
    """A seat's shown melds on one line, repeats counted: "2× Pair 20, Binokel 40".

    ``bezique``: the game is Bézique (its meld names follow the game, not the deck shown);
    ``in_sentence``: the line stands in running text (Italian "accusa matrimonio 20").
    """
    if not melds:
        return no_melds()
    name_of = meld_in_sentence if in_sentence else meld_name
    counts = Counter((name_of(m.kind, french, bezique=bezique), m.value) for m in melds)
    parts = []
    for (name, value), n in counts.items():
        #: a meld and its value on a name plate: "Paar 20"
        item = fill(translate("Meld", "%1 %2"), name, number(value))
        #: a meld shown several times: "2× Paar 20"
        parts.append(item if n == 1 else fill(translate("Meld", "%1× %2"), number(n), item))
    return translate("Names", ", ").join(parts)


# The declarer's plate once a special contract is announced (it kept "plays for 200"
# through a Durch). Whole phrases: German declines the adjective ("offenen Durch").
SPECIAL_PLATE_LINES = {
    Contract.DURCH: QT_TRANSLATE_NOOP("Table", "plays Durch"),
    Contract.DURCH_OPEN: QT_TRANSLATE_NOOP("Table", "plays open Durch"),
    Contract.DURCH_OPEN_FROM_HAND: QT_TRANSLATE_NOOP("Table", "plays open Durch from hand"),
    Contract.BETTEL: QT_TRANSLATE_NOOP("Table", "plays Bettel"),
}


def declarer_line(bid: int, contract: Contract | None = None) -> str:
    """The declarer's line on his plate: "plays for 170", or the special contract."""
    if contract in SPECIAL_PLATE_LINES:
        return translate("Table", SPECIAL_PLATE_LINES[contract])
    return fill(translate("Table", "plays for %1"), number(bid))


# The second step of a Durch or Bettel (the action panel's ``ask_special``): the button
# that plays it. Whole phrases, as on the plate.
SPECIAL_PLAY_BUTTONS = {
    Contract.DURCH: QT_TRANSLATE_NOOP("Table", "Play Durch"),
    Contract.DURCH_OPEN: QT_TRANSLATE_NOOP("Table", "Play open Durch"),
    Contract.DURCH_OPEN_FROM_HAND: QT_TRANSLATE_NOOP("Table", "Play open Durch from hand"),
    Contract.BETTEL: QT_TRANSLATE_NOOP("Table", "Play Bettel"),
}


def special_play(contract: Contract) -> str:
    """The button that plays a Durch or Bettel once its stakes are shown."""
    return translate("Table", SPECIAL_PLAY_BUTTONS[contract])


def special_stakes(contract: Contract, value: int, loss: int) -> str:
    """What a Durch or Bettel asks and what it scores, before it is played:
    "Durch: win every trick, … / Made: +1000. Failed: −2000."."""
    #: the stakes of a Durch or Bettel: %1 its value when made, %2 the loss when failed
    stakes = fill(translate("Table", "Made: +%1. Failed: −%2."), number(value), number(loss))
    return contract_help(contract) + "\n" + stakes


INFO_SEPARATOR = "  \u00a0·\u00a0\u00a0"
"""Between the info line's parts: a wrapped line begins with its "·" (the bar's first
line, its facts, does the same)."""


def table_info(view: SeatView, names: list[str], french: bool | None = None) -> str:
    """The line at the top left: phase, bid, trump or contract, tricks.

    ``french``: name the suits as the deck shown does (default: the profile's naming).
    A wrapping label breaks it only between its parts and between the players' tricks:
    it read "Prese: Tu" / "0, Anna 0" at 1024x600 with four players, and "Tallone:" /
    "23" in the Italian two-hand game.
    """
    if french is None:
        french = view.profile.deck.french
    parts = [fill(translate("Table", "Deal %1"), number(view.deal_no + 1)), phase_name(view.phase)]
    detail = view.detail
    if isinstance(detail, AuctionDetail) and detail.bid:
        # The seat that named or held the value last (in hold bidding the caller's
        # new value is not the holder's until he holds it).
        bidders = [seat for seat, call, _ in detail.calls if call in (Call.BID, Call.HOLD)]
        holder = view.declarer if view.declarer >= 0 else (
            bidders[-1] if bidders else detail.holder)
        if 0 <= holder < len(names):
            #: %1 is the bid, %2 the name of the player who holds it
            parts.append(fill(translate("Table", "Bid %1 (%2)"), number(detail.bid), names[holder]))
        else:
            parts.append(fill(translate("Table", "Bid %1"), number(detail.bid)))
    if view.trump is not None:
        #: %1 is a suit in running text
        parts.append(fill(translate("Table", "Trump: %1"), suit_in_sentence(view.trump, french)))
    elif view.contract is not None and view.contract is not Contract.SUIT:
        parts.append(contract_name(view.contract))
    if view.phase in (Phase.PLAY, Phase.DEAL_OVER):  # the last trick counts in the summary
        #: a player's name (may be you: "Du") and the number of tricks they took
        each = translate("Table", "%1 %2")
        won = [unbroken(fill(each, names[s], number(t))) for s, t in enumerate(view.tricks_won)
               if s < len(names)]
        # Breaks only after a comma: not after "Tricks:" either.
        tricks = fill(unbroken(translate("Table", "Tricks: %1")),
                      translate("Names", ", ").join(won))
    else:
        tricks = ""
    parts = [unbroken(part) for part in parts]
    if tricks:
        parts.append(tricks)
    if isinstance(detail, TalonDetail) and detail.talon_size:
        parts.append(unbroken(fill(translate("Table", "Talon: %1"), number(detail.talon_size))))
    return INFO_SEPARATOR.join(parts)


def your_turn(phase: Phase, *, only_draw: bool = False, meld_marks: bool = False) -> str:
    """The prompt above the buttons for the viewer's decision (``only_draw``: a talon
    game's trick winner who has nothing to declare, so the prompt does not ask for it;
    ``meld_marks``: cards to lay away are on show with the meld cards' dashed edge)."""
    if phase is Phase.DECLARE and only_draw:
        return translate("Table", "You won the trick. Nothing to declare: draw.")
    if phase is Phase.DISCARD and meld_marks:
        # The dashed edge was explained nowhere but in the lesson.
        return translate("Table", "Choose the cards to lay away (drücken). Dashed blue: "
                         "your melds.")
    prompts = {
        Phase.AUCTION: translate("Table", "Your call."),
        Phase.DABB: translate("Table", "Take the dabb, or play an open Durch from hand."),
        Phase.CALL: translate("Table", "Call a card you hold fewer than two of."),
        Phase.GIVE: translate("Table", "Choose the card you give back, then confirm."),
        Phase.DISCARD: translate("Table", "Choose the cards to lay away (drücken)."),
        Phase.TRUMP: translate("Table", "Name trump — each button shows your melds with that suit."),  # noqa: E501 (one line for lupdate)
        Phase.MELD: translate("Table", "Show your melds."),
        Phase.DECLARE: translate("Table", "You won the trick: declare, then draw."),
        Phase.PLAY: translate("Table", "Your card: the playable cards glow."),
    }
    return prompts.get(phase, "")


def no_card_now() -> str:
    """A card clicked where the decision is on the buttons (a bid, trump, declaring)."""
    return translate("Table", "No card is played now: choose with the buttons below.")


def waiting_for(name: str) -> str:
    """The prompt while another seat decides (``name`` as stored: "You" is the viewer's seat)."""
    if is_you(name):
        # The viewer's own seat played by the computer (--autoplay).
        return translate("Table", "Waiting for your move …")
    #: %1 is another player's name
    return fill(translate("Table", "Waiting for %1 …"), seat_name(name))
