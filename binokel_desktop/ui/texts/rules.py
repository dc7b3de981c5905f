"""The rules' words: contracts, phases, auction calls, and why a move is refused."""

from __future__ import annotations

from ...engine import Call, Contract, IllegalReason, Phase
from ..i18n import QT_TRANSLATE_NOOP
from .qt import fill, number, translate

CONTRACT_NAMES = {
    Contract.SUIT: QT_TRANSLATE_NOOP("Contract", "Suit game"),
    Contract.GO_OUT: QT_TRANSLATE_NOOP("Contract", "Going out"),
    Contract.DURCH: QT_TRANSLATE_NOOP("Contract", "Durch"),
    Contract.DURCH_OPEN: QT_TRANSLATE_NOOP("Contract", "Open Durch"),
    Contract.DURCH_OPEN_FROM_HAND: QT_TRANSLATE_NOOP("Contract", "Open Durch from hand"),
    Contract.BETTEL: QT_TRANSLATE_NOOP("Contract", "Bettel"),
}
CONTRACT_HELP = {
    Contract.SUIT: QT_TRANSLATE_NOOP(
        "Contract", "Name trump and reach your bid with melds and card points."),
    Contract.GO_OUT: QT_TRANSLATE_NOOP(
        "Contract", "Going out (abgehen): give up the deal and lose your bid."),
    Contract.DURCH: QT_TRANSLATE_NOOP(
        "Contract", "Durch: win every trick, without trump, after taking the dabb."),
    Contract.DURCH_OPEN: QT_TRANSLATE_NOOP(
        "Contract", "Open Durch: win every trick with your hand shown to all."),
    Contract.DURCH_OPEN_FROM_HAND: QT_TRANSLATE_NOOP(
        "Contract", "Open Durch from hand: win every trick, hand shown, without the dabb."),
    Contract.BETTEL: QT_TRANSLATE_NOOP(
        "Contract", "Bettel: take no trick at all, without trump."),
}


def contract_name(contract: Contract, *, abandon: bool = False) -> str:
    """A contract's name; ``abandon`` names going out as the 40-card game does."""
    if contract is Contract.GO_OUT and abandon:
        return translate("Contract", "Abandoning")
    return translate("Contract", CONTRACT_NAMES[Contract(contract)])


def contract_help(contract: Contract) -> str:
    """One sentence on what the contract asks of the declarer."""
    return translate("Contract", CONTRACT_HELP[Contract(contract)])


PHASE_NAMES = {
    Phase.AUCTION: QT_TRANSLATE_NOOP("Phase", "Bidding"),
    Phase.DABB: QT_TRANSLATE_NOOP("Phase", "Taking the dabb"),
    Phase.CALL: QT_TRANSLATE_NOOP("Phase", "Calling a card"),
    Phase.GIVE: QT_TRANSLATE_NOOP("Phase", "Giving a card back"),
    Phase.DISCARD: QT_TRANSLATE_NOOP("Phase", "Discarding"),
    Phase.TRUMP: QT_TRANSLATE_NOOP("Phase", "Naming trump"),
    Phase.MELD: QT_TRANSLATE_NOOP("Phase", "Melding"),
    Phase.DECLARE: QT_TRANSLATE_NOOP("Phase", "Declaring"),
    Phase.PLAY: QT_TRANSLATE_NOOP("Phase", "Playing tricks"),
    Phase.DEAL_OVER: QT_TRANSLATE_NOOP("Phase", "Deal over"),
    Phase.GAME_OVER: QT_TRANSLATE_NOOP("Phase", "Game over"),
}


def phase_name(phase: Phase) -> str:
    """What the table is doing now, e.g. "Bidding"."""
    return translate("Phase", PHASE_NAMES[Phase(phase)])


def call_text(call: Call, value: int = 0) -> str:
    """An auction call as a speech label: "Pass", "Hold", or the value bid."""
    if call is Call.PASS:
        return translate("Call", "Pass")
    if call is Call.HOLD:
        return translate("Call", "Hold")
    return number(value)


def bid_button_text(value: int) -> str:
    """The text of a bid button, e.g. "Bid 160"."""
    return fill(translate("Call", "Bid %1"), number(value))


# --- illegal moves -----------------------------------------------------------

ILLEGAL_TEXTS = {
    IllegalReason.GAME_OVER: QT_TRANSLATE_NOOP("Illegal", "The game is over."),
    IllegalReason.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Illegal", "It is not your turn."),
    IllegalReason.WRONG_PHASE: QT_TRANSLATE_NOOP(
        "Illegal", "That is not possible at this point of the deal."),
    IllegalReason.BID_TOO_LOW: QT_TRANSLATE_NOOP(
        "Illegal", "Your bid must be higher than the bid so far."),
    IllegalReason.BID_NOT_STEP: QT_TRANSLATE_NOOP(
        "Illegal", "Bids go up in fixed steps; this value is not one of them."),
    IllegalReason.BID_TOO_HIGH: QT_TRANSLATE_NOOP("Illegal", "That bid is higher than allowed."),
    IllegalReason.MUST_OPEN: QT_TRANSLATE_NOOP(
        "Illegal", "Forehand must open the bidding and may not pass."),
    IllegalReason.CANNOT_HOLD: QT_TRANSLATE_NOOP(
        "Illegal", "You cannot hold: nobody has bid against you."),
    IllegalReason.MUST_HOLD_OR_PASS: QT_TRANSLATE_NOOP(
        "Illegal", "You must hold the bid or pass."),
    IllegalReason.NOT_IN_HAND: QT_TRANSLATE_NOOP("Illegal", "That card is not in your hand."),
    IllegalReason.WRONG_DISCARD_COUNT: QT_TRANSLATE_NOOP(
        "Illegal", "You must put away exactly as many cards as you took from the dabb."),
    IllegalReason.GO_OUT_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Illegal", "You cannot go out now."),
    IllegalReason.CONTRACT_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Illegal", "This contract is not allowed here."),
    IllegalReason.TRUMP_ALREADY_NAMED: QT_TRANSLATE_NOOP(
        "Illegal", "Trump has already been named."),
    IllegalReason.CALL_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Illegal", "You may not call that card."),
    IllegalReason.CANNOT_GIVE_CALLED: QT_TRANSLATE_NOOP(
        "Illegal", "You may not give back the called card."),
    IllegalReason.MELDS_NOT_HELD: QT_TRANSLATE_NOOP(
        "Illegal", "You do not hold the cards for these melds."),
    IllegalReason.MUST_FOLLOW_SUIT: QT_TRANSLATE_NOOP("Illegal", "You must follow suit."),
    IllegalReason.MUST_HEAD: QT_TRANSLATE_NOOP(
        "Illegal", "You must head the trick with a higher card."),
    IllegalReason.MUST_TRUMP: QT_TRANSLATE_NOOP(
        "Illegal", "You cannot follow suit, so you must trump."),
    IllegalReason.MUST_OVERTRUMP: QT_TRANSLATE_NOOP(
        "Illegal", "You must beat the trump already played."),
    IllegalReason.UNKNOWN_ACTION: QT_TRANSLATE_NOOP("Illegal", "That move is not known."),
    IllegalReason.MUST_WIN_TRICK_TO_DECLARE: QT_TRANSLATE_NOOP(
        "Illegal", "Only the winner of the last trick may declare."),
    IllegalReason.NO_DECLARATIONS_AFTER_TALON: QT_TRANSLATE_NOOP(
        "Illegal", "Once the talon is used up, nothing more may be declared."),
    IllegalReason.ONE_DECLARATION_PER_TRICK: QT_TRANSLATE_NOOP(
        "Illegal", "You may declare only once after each trick you win."),
    IllegalReason.NOT_A_DECLARATION: QT_TRANSLATE_NOOP(
        "Illegal", "These cards do not form a declaration."),
    IllegalReason.DECLARATION_NEEDS_NEW_CARD: QT_TRANSLATE_NOOP(
        "Illegal", "A declaration needs at least one card not yet declared in it."),
    IllegalReason.CARD_ALREADY_DECLARED: QT_TRANSLATE_NOOP(
        "Illegal", "A card may not be declared twice in the same kind of declaration."),
    IllegalReason.TRUMP_SEVEN_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Illegal", "You cannot show or exchange the seven of trumps now."),
    IllegalReason.CARTE_BLANCHE_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Illegal", "Carte blanche may only be shown before the first trick, "
        "with no face card in hand."),
    IllegalReason.MUST_DRAW: QT_TRANSLATE_NOOP(
        "Illegal", "You must draw a card from the talon first."),
}


def illegal_text(reason: IllegalReason) -> str:
    """Why a move was refused, as a sentence a player understands."""
    return translate("Illegal", ILLEGAL_TEXTS[IllegalReason(reason)])
