"""Every word the engine reports as an enum or identifier, as translatable text.

The tables hold English source texts marked with ``QT_TRANSLATE_NOOP`` so
``pyside6-lupdate`` finds them; the functions translate at call time, so a
language switch re-translates whatever is shown next. Placeholders are Qt's
``%1``, ``%2`` so translators may reorder them.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine.actions import Call, Contract, IllegalReason
from ..engine.cards import Rank, Suit, rank_of, suit_of
from ..engine.melds import Meld
from ..engine.profile import RuleProfile
from ..engine.state import Phase
from .i18n import QT_TRANSLATE_NOOP


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in ``context`` now (``n`` for ``%n`` plurals).

    The name and signature are Qt's, so ``pyside6-lupdate`` finds every call.
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


def tr(context: str, text: str, n: int = -1) -> str:
    """Shorthand of :func:`translate` (kept for callers; lupdate does not see it)."""
    return QCoreApplication.translate(context, text, None, n)


def plural(context: str, text: str, n: int) -> str:
    """A ``%n`` text in the plural form for ``n``; list it in :func:`_plural_texts` too."""
    return QCoreApplication.translate(context, text, None, n)


def _plural_texts() -> None:
    """Never called: shows lupdate the ``%n`` texts.

    Its Python parser marks a text as plural only when the count is a literal.
    """
    translate("Table", "Lay away %n card(s)", None, 1)
    translate("Table", "Choose %n more card(s)", None, 1)
    #: %1 is a score, possibly negative ("−30"); the count chooses the form
    translate("Points", "%1 point(s)", None, 1)
    #: %1 is the winner's name, or the winners' names joined ("Anna and Lena"); the
    #: count chooses the verb: "Anna wins!", "Anna and Lena win!" (never you)
    translate("GameOver", "%1 wins!", None, 1)
    # The New Game dialog's facts of a game and the unit after its target.
    translate("NewGame", "%n player(s)", None, 1)
    translate("NewGame", "%n card(s) each", None, 1)
    translate("NewGame", "dabb of %n card(s)", None, 1)
    translate("NewGame", "%n card(s) in the deck", None, 1)
    #: the unit after the target number in its box (" points"), with its leading space
    translate("NewGame", " point(s)", None, 1)
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


def fill(text: str, *args: object) -> str:
    """Replace Qt-style ``%1``, ``%2`` … in a translated text, highest first."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


def number(value: int) -> str:
    """A whole number in the current locale's digits and grouping; negatives with "−".

    The typographic minus matches :func:`signed` (Qt writes a hyphen).
    """
    if value < 0:
        return "\u2212" + QLocale().toString(-value)
    return QLocale().toString(value)


def signed(value: int) -> str:
    """A score change with its sign: ``+250``, ``−300``, ``0``."""
    if value > 0:
        return "+" + number(value)
    if value < 0:
        return "\u2212" + number(-value)
    return number(0)


# --- cards -----------------------------------------------------------------

GERMAN_SUITS = {
    Suit.ACORNS: QT_TRANSLATE_NOOP("Suit", "Acorns"),
    Suit.LEAVES: QT_TRANSLATE_NOOP("Suit", "Leaves"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Suit", "Hearts"),
    Suit.BELLS: QT_TRANSLATE_NOOP("Suit", "Bells"),
}
FRENCH_SUITS = {
    Suit.ACORNS: QT_TRANSLATE_NOOP("Suit", "Clubs"),
    Suit.LEAVES: QT_TRANSLATE_NOOP("Suit", "Spades"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Suit", "Hearts"),
    Suit.BELLS: QT_TRANSLATE_NOOP("Suit", "Diamonds"),
}
# The same suits inside running text ("played Hearts for 160", "Ace of Acorns"):
# Italian writes them in lower case there ("a cuori", "asso di ghiande").
GERMAN_SUITS_IN_SENTENCE = {
    #: a suit inside a sentence (Italian: lower case)
    Suit.ACORNS: QT_TRANSLATE_NOOP("SuitInSentence", "Acorns"),
    #: a suit inside a sentence (Italian: lower case)
    Suit.LEAVES: QT_TRANSLATE_NOOP("SuitInSentence", "Leaves"),
    #: a suit inside a sentence (Italian: lower case)
    Suit.HEARTS: QT_TRANSLATE_NOOP("SuitInSentence", "Hearts"),
    #: a suit inside a sentence (Italian: lower case)
    Suit.BELLS: QT_TRANSLATE_NOOP("SuitInSentence", "Bells"),
}
FRENCH_SUITS_IN_SENTENCE = {
    #: a suit inside a sentence (Italian: lower case)
    Suit.ACORNS: QT_TRANSLATE_NOOP("SuitInSentence", "Clubs"),
    #: a suit inside a sentence (Italian: lower case)
    Suit.LEAVES: QT_TRANSLATE_NOOP("SuitInSentence", "Spades"),
    #: a suit inside a sentence (Italian: lower case)
    Suit.HEARTS: QT_TRANSLATE_NOOP("SuitInSentence", "Hearts"),
    #: a suit inside a sentence (Italian: lower case)
    Suit.BELLS: QT_TRANSLATE_NOOP("SuitInSentence", "Diamonds"),
}
# Two contexts: German "Daus"/"Ass" and "Ober"/"Dame" differ by deck.
GERMAN_RANKS = {
    Rank.ACE: QT_TRANSLATE_NOOP("GermanRank", "Ace"),
    Rank.TEN: QT_TRANSLATE_NOOP("GermanRank", "Ten"),
    Rank.KING: QT_TRANSLATE_NOOP("GermanRank", "King"),
    Rank.OBER: QT_TRANSLATE_NOOP("GermanRank", "Ober"),
    Rank.UNTER: QT_TRANSLATE_NOOP("GermanRank", "Unter"),
    Rank.NINE: QT_TRANSLATE_NOOP("GermanRank", "Nine"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("GermanRank", "Eight"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("GermanRank", "Seven"),
}
FRENCH_RANKS = {
    Rank.ACE: QT_TRANSLATE_NOOP("FrenchRank", "Ace"),
    Rank.TEN: QT_TRANSLATE_NOOP("FrenchRank", "Ten"),
    Rank.KING: QT_TRANSLATE_NOOP("FrenchRank", "King"),
    Rank.OBER: QT_TRANSLATE_NOOP("FrenchRank", "Queen"),
    Rank.UNTER: QT_TRANSLATE_NOOP("FrenchRank", "Jack"),
    Rank.NINE: QT_TRANSLATE_NOOP("FrenchRank", "Nine"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("FrenchRank", "Eight"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("FrenchRank", "Seven"),
}

# A rank inside a sentence ("gioca il dieci di cuori"): Italian writes it lower case,
# German and English as the label.
GERMAN_RANKS_IN_SENTENCE = {
    Rank.ACE: QT_TRANSLATE_NOOP("GermanRankInSentence", "Ace"),
    Rank.TEN: QT_TRANSLATE_NOOP("GermanRankInSentence", "Ten"),
    Rank.KING: QT_TRANSLATE_NOOP("GermanRankInSentence", "King"),
    Rank.OBER: QT_TRANSLATE_NOOP("GermanRankInSentence", "Ober"),
    Rank.UNTER: QT_TRANSLATE_NOOP("GermanRankInSentence", "Unter"),
    Rank.NINE: QT_TRANSLATE_NOOP("GermanRankInSentence", "Nine"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("GermanRankInSentence", "Eight"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("GermanRankInSentence", "Seven"),
}
FRENCH_RANKS_IN_SENTENCE = {
    Rank.ACE: QT_TRANSLATE_NOOP("FrenchRankInSentence", "Ace"),
    Rank.TEN: QT_TRANSLATE_NOOP("FrenchRankInSentence", "Ten"),
    Rank.KING: QT_TRANSLATE_NOOP("FrenchRankInSentence", "King"),
    Rank.OBER: QT_TRANSLATE_NOOP("FrenchRankInSentence", "Queen"),
    Rank.UNTER: QT_TRANSLATE_NOOP("FrenchRankInSentence", "Jack"),
    Rank.NINE: QT_TRANSLATE_NOOP("FrenchRankInSentence", "Nine"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("FrenchRankInSentence", "Eight"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("FrenchRankInSentence", "Seven"),
}


def french_names(style: str, profile_french: bool = False) -> bool:
    """Whether the cards shown in deck ``style`` are named the French way (Spades, Queen)."""
    return profile_french or style != "wuerttemberg"


def suit_name(suit: Suit, french: bool = False) -> str:
    """The suit's name as a label (buttons, headings) in the deck's naming (Acorns … or Clubs …)."""
    return translate("Suit", (FRENCH_SUITS if french else GERMAN_SUITS)[Suit(suit)])


def suit_in_sentence(suit: Suit, french: bool = False) -> str:
    """The suit's name inside running text ("a cuori", "asso di ghiande")."""
    table = FRENCH_SUITS_IN_SENTENCE if french else GERMAN_SUITS_IN_SENTENCE
    return translate("SuitInSentence", table[Suit(suit)])


def rank_name(rank: Rank, french: bool = False) -> str:
    """The rank's name in the deck's naming (Ober/Unter or Queen/Jack)."""
    if french:
        return translate("FrenchRank", FRENCH_RANKS[Rank(rank)])
    return translate("GermanRank", GERMAN_RANKS[Rank(rank)])


def card_name(card: int, french: bool = False) -> str:
    """A card in words, e.g. "Ober of Leaves"."""
    return fill(
        #: %1 is a rank ("Ober"), %2 a suit in running text ("Leaves")
        translate("Card", "%1 of %2"),
        rank_name(rank_of(card), french),
        suit_in_sentence(suit_of(card), french),
    )


def card_in_sentence(card: int, french: bool = False) -> str:
    """A card inside running text ("play the ten of hearts" in Italian's lower case);
    :func:`card_name` is the label form (tool tips, lists)."""
    table = FRENCH_RANKS_IN_SENTENCE if french else GERMAN_RANKS_IN_SENTENCE
    context = "FrenchRankInSentence" if french else "GermanRankInSentence"
    return fill(
        #: %1 is a rank in running text ("dieci"), %2 a suit in running text ("cuori")
        translate("Card", "%1 of %2"),
        translate(context, table[Rank(rank_of(card))]),
        suit_in_sentence(suit_of(card), french),
    )


def trump_text(suit: Suit | None, french: bool = False) -> str:
    """The trump indicator's text: "Trump: Hearts" or "No trump"."""
    if suit is None:
        return translate("Trump", "No trump")
    #: %1 is a suit in running text
    return fill(translate("Trump", "Trump: %1"), suit_in_sentence(suit, french))


# --- melds -----------------------------------------------------------------

# Keyed by identifier, so both MeldKind (auction games) and DeclKind (talon
# games) find their name; Bézique uses its own names for the same kinds.
MELD_NAMES = {
    "diss": QT_TRANSLATE_NOOP("Meld", "Diss (trump seven)"),
    "pair": QT_TRANSLATE_NOOP("Meld", "Pair"),
    "trump_pair": QT_TRANSLATE_NOOP("Meld", "Trump pair"),
    "family": QT_TRANSLATE_NOOP("Meld", "Family"),
    "trump_family": QT_TRANSLATE_NOOP("Meld", "Trump family"),
    "double_family": QT_TRANSLATE_NOOP("Meld", "Double family"),
    "trump_double_family": QT_TRANSLATE_NOOP("Meld", "Double trump family"),
    "quintmajor": QT_TRANSLATE_NOOP("Meld", "Trump family (quint major)"),
    "binokel": QT_TRANSLATE_NOOP("Meld", "Binokel"),
    "grand_binokel": QT_TRANSLATE_NOOP("Meld", "Grand Binokel"),
    "double_binokel": QT_TRANSLATE_NOOP("Meld", "Double Binokel"),
    "four_A": QT_TRANSLATE_NOOP("Meld", "Four Aces"),
    "four_K": QT_TRANSLATE_NOOP("Meld", "Four Kings"),
    "four_O": QT_TRANSLATE_NOOP("Meld", "Four Obers"),
    "four_U": QT_TRANSLATE_NOOP("Meld", "Four Unters"),
    "eight_A": QT_TRANSLATE_NOOP("Meld", "Eight Aces"),
    "eight_10": QT_TRANSLATE_NOOP("Meld", "Eight Tens"),
    "eight_K": QT_TRANSLATE_NOOP("Meld", "Eight Kings"),
    "eight_O": QT_TRANSLATE_NOOP("Meld", "Eight Obers"),
    "eight_U": QT_TRANSLATE_NOOP("Meld", "Eight Unters"),
    "carte_blanche": QT_TRANSLATE_NOOP("Meld", "Carte blanche"),
}
BEZIQUE_MELD_NAMES = {
    "diss": QT_TRANSLATE_NOOP("BeziqueMeld", "Seven of trumps"),
    "pair": QT_TRANSLATE_NOOP("BeziqueMeld", "Marriage"),
    "trump_pair": QT_TRANSLATE_NOOP("BeziqueMeld", "Royal marriage"),
    "quintmajor": QT_TRANSLATE_NOOP("BeziqueMeld", "Sequence"),
    "binokel": QT_TRANSLATE_NOOP("BeziqueMeld", "Bezique"),
    "grand_binokel": QT_TRANSLATE_NOOP("BeziqueMeld", "Grand bezique"),
    "double_binokel": QT_TRANSLATE_NOOP("BeziqueMeld", "Double bezique"),
    "four_A": QT_TRANSLATE_NOOP("BeziqueMeld", "Four Aces"),
    "four_K": QT_TRANSLATE_NOOP("BeziqueMeld", "Four Kings"),
    "four_O": QT_TRANSLATE_NOOP("BeziqueMeld", "Four Queens"),
    "four_U": QT_TRANSLATE_NOOP("BeziqueMeld", "Four Jacks"),
    "eight_A": QT_TRANSLATE_NOOP("BeziqueMeld", "Eight Aces"),
    "eight_K": QT_TRANSLATE_NOOP("BeziqueMeld", "Eight Kings"),
    "eight_O": QT_TRANSLATE_NOOP("BeziqueMeld", "Eight Queens"),
    "eight_U": QT_TRANSLATE_NOOP("BeziqueMeld", "Eight Jacks"),
    "carte_blanche": QT_TRANSLATE_NOOP("BeziqueMeld", "Carte blanche"),
}


# Binokel melds of one rank shown with a French deck: the Ober is a Queen there.
FRENCH_RANK_MELD_NAMES = {
    "four_O": QT_TRANSLATE_NOOP("Meld", "Four Queens"),
    "four_U": QT_TRANSLATE_NOOP("Meld", "Four Jacks"),
    "eight_O": QT_TRANSLATE_NOOP("Meld", "Eight Queens"),
    "eight_U": QT_TRANSLATE_NOOP("Meld", "Eight Jacks"),
}


def meld_name(kind: str, french: bool = False, *, bezique: bool | None = None) -> str:
    """The name of a meld kind (MeldKind or DeclKind).

    ``french``: the deck shown names its cards the French way (Four Queens);
    ``bezique``: the game is Bézique (Marriage, Sequence …; default: ``french``).
    """
    key = str(kind.value if isinstance(kind, Enum) else kind)
    if bezique is None:
        bezique = french
    if bezique and key in BEZIQUE_MELD_NAMES:
        return translate("BeziqueMeld", BEZIQUE_MELD_NAMES[key])
    if french and key in FRENCH_RANK_MELD_NAMES:
        return translate("Meld", FRENCH_RANK_MELD_NAMES[key])
    return translate("Meld", MELD_NAMES[key])


def in_sentence(label: str) -> str:
    """A capitalised label (a meld's name, "Quattro re") inside running text: Italian writes
    it in lower case there ("Anna ha accusato quattro re"), German nouns keep their capital.
    The language says which through a translated switch, as Qt's QT_LAYOUT_DIRECTION does."""
    #: not shown: "lower" if a label such as a meld's name ("Quattro re") is written in lower
    #: case inside a sentence (Italian), else leave it as it is (German nouns, English names)
    if translate("Grammar", "LABELS_IN_SENTENCES") != "lower":
        return label
    return label[:1].lower() + label[1:]


def meld_in_sentence(kind: str, french: bool = False, *, bezique: bool) -> str:
    """A meld's name inside running text ("Anna ha accusato quattro re"); the Binokel Diss
    is a name and keeps its capital."""
    name = meld_name(kind, french, bezique=bezique)
    if str(kind.value if isinstance(kind, Enum) else kind) == "diss" and not bezique:
        return name
    return in_sentence(name)


def meld_text(meld: Meld, french: bool = False, *, bezique: bool | None = None) -> str:
    """A shown meld with its suit, e.g. "Pair (Hearts)"."""
    name = meld_name(meld.kind, french, bezique=bezique)
    if meld.suit is None or str(meld.kind) == "diss":  # the Diss is always of trumps
        return name
    #: %1 is a meld ("Pair"), %2 its suit in running text ("Hearts")
    return fill(translate("Meld", "%1 (%2)"), name, suit_in_sentence(meld.suit, french))


# --- contracts, phases, calls ----------------------------------------------

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


# --- levels and profiles -----------------------------------------------------

LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("Level", "Random"),
    "easy": QT_TRANSLATE_NOOP("Level", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Level", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Level", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Level", "Expert"),
}


def level_name(level: str) -> str:
    """A computer level's name."""
    return translate("Level", LEVEL_NAMES.get(level, level))


def seat_name(name: str) -> str:
    """A seat's name as shown: the default "You" in the current language, others as typed.

    Sentences about a seat never put this into a third-person ``%1``: they ask
    :func:`is_you` and use a whole "you" message instead ("You bid 160 …").
    """
    return translate("Seat", "You") if name == "You" else name


def is_you(name: str) -> bool:
    """Whether a stored seat name is the person at the screen (the default "You")."""
    return name == "You"


def and_join(names: list[str]) -> str:
    """Names joined for running text: "Anna and Lena", "Anna, Karl and Lena"."""
    if len(names) < 2:
        return "".join(names)
    head = translate("Names", ", ").join(names[:-1])
    #: joins the last two of several names: "Anna and Lena" (German "und", Italian "e")
    return fill(translate("Names", "%1 and %2"), head, names[-1])


def seat_name_source(text: str) -> str:
    """The stored form of a typed name: "You" for the translated default."""
    return "You" if text == translate("Seat", "You") else text


def seat_kind_text(human: bool) -> str:
    """"Human" or "Computer"."""
    return translate("Seat", "Human") if human else translate("Seat", "Computer")


DECK_NAMES = {
    "wuerttemberg": QT_TRANSLATE_NOOP("Deck", "Württemberg (German suits)"),
    "french": QT_TRANSLATE_NOOP("Deck", "French"),
    "french-4": QT_TRANSLATE_NOOP("Deck", "French, four colours"),
}


def deck_name(style: str) -> str:
    """The name of a deck artwork."""
    return translate("Deck", DECK_NAMES.get(style, style))


PROFILE_TITLES = {
    "grupp1994-3": QT_TRANSLATE_NOOP("Profile", "Binokel for three"),
    "grupp1994-4": QT_TRANSLATE_NOOP("Profile", "Binokel for four, dealer sits out"),
    "kreuz-4": QT_TRANSLATE_NOOP("Profile", "Cross Binokel, two teams"),
    "online-40": QT_TRANSLATE_NOOP("Profile", "40-card Binokel for three"),
    "online-40-2p": QT_TRANSLATE_NOOP("Profile", "40-card Binokel for two"),
    "online-40-4p": QT_TRANSLATE_NOOP("Profile", "40-card Binokel for four, two teams"),
    "altenburg-2": QT_TRANSLATE_NOOP("Profile", "Two-hand Binokel"),
    "bezique-2": QT_TRANSLATE_NOOP("Profile", "Bézique for two"),
}
PROFILE_DESCRIPTIONS = {
    "grupp1994-3": QT_TRANSLATE_NOOP(
        "Profile", "The classic Swabian game after Grupp: 48 cards, 15 each, "
        "a dabb (the widow) of 3, play to 1500."),
    "grupp1994-4": QT_TRANSLATE_NOOP(
        "Profile", "Four at the table; the dealer sits out each deal and the "
        "other three play the three-hand game."),
    "kreuz-4": QT_TRANSLATE_NOOP(
        "Profile", "Kreuzbinokel: partners sit opposite and score together; "
        "11 cards each and a dabb of 4."),
    "online-40": QT_TRANSLATE_NOOP(
        "Profile", "Without the sevens: 40 cards, 12 each, a dabb of 4, "
        "Skat-like hold bidding and no rounding."),
    "online-40-2p": QT_TRANSLATE_NOOP(
        "Profile", "The 40-card game head to head: 18 cards each and a dabb of 4."),
    "online-40-4p": QT_TRANSLATE_NOOP(
        "Profile", "The 40-card game for two teams of two: 9 cards each and a dabb of 4."),
    "altenburg-2": QT_TRANSLATE_NOOP(
        "Profile", "Two players, 12 cards each and a talon to draw from; declare "
        "melds after winning a trick, play to 1000."),
    "bezique-2": QT_TRANSLATE_NOOP(
        "Profile", "The French cousin: 64 cards, 8 each, a talon, bezique and "
        "brisques, play to 1000."),
}


def profile_title(profile: RuleProfile | str) -> str:
    """A profile's title for menus; unknown (family) profiles show their name."""
    name = profile if isinstance(profile, str) else profile.name
    if name in PROFILE_TITLES:
        return translate("Profile", PROFILE_TITLES[name])
    return name


def profile_description(profile: RuleProfile | str) -> str:
    """One sentence saying what sets the profile apart."""
    name = profile if isinstance(profile, str) else profile.name
    if name in PROFILE_DESCRIPTIONS:
        return translate("Profile", PROFILE_DESCRIPTIONS[name])
    return translate("Profile", "A house-rule profile of your own.")


# --- house-rule options ------------------------------------------------------

PART_NAMES = {
    "deck": QT_TRANSLATE_NOOP("Part", "Cards"),
    "deal": QT_TRANSLATE_NOOP("Part", "Deal"),
    "auction": QT_TRANSLATE_NOOP("Part", "Bidding"),
    "exchange": QT_TRANSLATE_NOOP("Part", "Dabb, going out and trump"),
    "melds": QT_TRANSLATE_NOOP("Part", "Melds"),
    "tricks": QT_TRANSLATE_NOOP("Part", "Tricks"),
    "scoring": QT_TRANSLATE_NOOP("Part", "Scoring"),
    "contracts": QT_TRANSLATE_NOOP("Part", "Special contracts"),
    "talon": QT_TRANSLATE_NOOP("Part", "Two-hand games"),
}


def part_name(part: str) -> str:
    """The heading of a group of options."""
    return translate("Part", PART_NAMES[part])


OPTIONS: dict[str, tuple[str, str]] = {
    # deck
    "ranks": (QT_TRANSLATE_NOOP("Option", "Ranks in the deck"),
              QT_TRANSLATE_NOOP("Option", "Which ranks are played; two copies of each card.")),
    "french": (QT_TRANSLATE_NOOP("Option", "French card names"),
               QT_TRANSLATE_NOOP("Option", "Name the cards Queen and Jack, Clubs and Spades, "
                                           "as in Bézique.")),
    # deal
    "seats": (QT_TRANSLATE_NOOP("Option", "Players"),
              QT_TRANSLATE_NOOP("Option", "How many sit at the table.")),
    "dealer_sits_out": (QT_TRANSLATE_NOOP("Option", "Dealer sits out"),
                        QT_TRANSLATE_NOOP("Option", "With four at the table the dealer gets no "
                                                    "cards in that deal.")),
    "teams": (QT_TRANSLATE_NOOP("Option", "Teams"),
              QT_TRANSLATE_NOOP("Option", "Partners sit opposite and score together.")),
    "hand_size": (QT_TRANSLATE_NOOP("Option", "Cards per hand"),
                  QT_TRANSLATE_NOOP("Option", "How many cards each player is dealt.")),
    "dabb_size": (QT_TRANSLATE_NOOP("Option", "Cards in the dabb"),
                  QT_TRANSLATE_NOOP("Option", "The dabb (the widow) is laid aside face down "
                                              "for the winner of the bidding.")),
    "packets": (QT_TRANSLATE_NOOP("Option", "Dealing packets"),
                QT_TRANSLATE_NOOP("Option", "In which packets the cards and the dabb are "
                                            "dealt.")),
    # auction
    "bidding_style": (QT_TRANSLATE_NOOP("Option", "Bidding style"),
                      QT_TRANSLATE_NOOP("Option", "Raise: every call names a higher value. "
                                                  "Hold: the earlier player may hold the value "
                                                  "named, as in Skat.")),
    "min_bid": (QT_TRANSLATE_NOOP("Option", "Lowest bid"),
                QT_TRANSLATE_NOOP("Option", "The value the bidding (reizen) starts at.")),
    "bid_step": (QT_TRANSLATE_NOOP("Option", "Bid step"),
                 QT_TRANSLATE_NOOP("Option", "Bids go up in steps of this many points.")),
    "allow_jump_bids": (QT_TRANSLATE_NOOP("Option", "Jump bids"),
                        QT_TRANSLATE_NOOP("Option", "A bid may raise by more than one step.")),
    "max_bid": (QT_TRANSLATE_NOOP("Option", "Highest bid"),
                QT_TRANSLATE_NOOP("Option", "The highest value anybody may bid.")),
    "forehand_must_open": (QT_TRANSLATE_NOOP("Option", "Forehand must open"),
                           QT_TRANSLATE_NOOP("Option", "The player after the dealer must open "
                                                       "with the lowest bid and may not pass "
                                                       "first.")),
    "pass_out_warning": (QT_TRANSLATE_NOOP("Option", "Warn after passed-out deals"),
                         QT_TRANSLATE_NOOP("Option", "After this many deals in a row that "
                                                     "everybody passed, the game says so and "
                                                     "offers to change the rules (0: never).")),
    # exchange
    "dabb_shown_to_all": (QT_TRANSLATE_NOOP("Option", "Show the dabb to all"),
                          QT_TRANSLATE_NOOP("Option", "The dabb is turned face up before the "
                                                      "declarer takes it.")),
    "go_out_allowed": (QT_TRANSLATE_NOOP("Option", "Going out allowed"),
                       QT_TRANSLATE_NOOP("Option", "The declarer may give up the deal "
                                                   "(abgehen) and lose only the bid.")),
    "go_out_timing": (QT_TRANSLATE_NOOP("Option", "When going out is allowed"),
                      QT_TRANSLATE_NOOP("Option", "Right after taking the dabb, or only after "
                                                  "discarding and naming trump.")),
    "go_out_bonus": (QT_TRANSLATE_NOOP("Option", "Going-out bonus"),
                     QT_TRANSLATE_NOOP("Option", "Points each opponent (or team) gets on top of "
                                                 "its melds when the declarer goes out.")),
    "go_out_by_half_bid": (QT_TRANSLATE_NOOP("Option", "Bonus is half the bid"),
                           QT_TRANSLATE_NOOP("Option", "When the declarer goes out, opponents "
                                                       "get half the bid instead of the fixed "
                                                       "bonus.")),
    "discards_count_for_declarer": (
        QT_TRANSLATE_NOOP("Option", "Discards count for the declarer"),
        QT_TRANSLATE_NOOP("Option", "The card points of the cards put away (gedrückt) count "
                                    "for the declarer.")),
    "trump_before_discard": (QT_TRANSLATE_NOOP("Option", "Trump before discarding"),
                             QT_TRANSLATE_NOOP("Option", "The declarer names trump first and "
                                                         "then discards or goes out.")),
    # melds
    "melds_require_trick": (QT_TRANSLATE_NOOP("Option", "Melds need a trick"),
                            QT_TRANSLATE_NOOP("Option", "Melds only count for a player who wins "
                                                        "at least one trick.")),
    "grand_binokel_enabled": (QT_TRANSLATE_NOOP("Option", "Grand Binokel"),
                              QT_TRANSLATE_NOOP("Option", "King and Ober of Leaves with the "
                                                          "Unter of Bells score as Grand "
                                                          "Binokel.")),
    "double_family_enabled": (QT_TRANSLATE_NOOP("Option", "Double family"),
                              QT_TRANSLATE_NOOP("Option", "Both families of one suit score as "
                                                          "a double family.")),
    "eight_ranks": (QT_TRANSLATE_NOOP("Option", "Ranks for eight of a kind"),
                    QT_TRANSLATE_NOOP("Option", "Which ranks score when a player holds all "
                                                "eight cards of them.")),
    "doubled_melds": (QT_TRANSLATE_NOOP("Option", "Doubled melds"),
                      QT_TRANSLATE_NOOP("Option", "Double families and eights score their own "
                                                  "flat value, or simply twice the single "
                                                  "meld.")),
    "diss": (QT_TRANSLATE_NOOP("Option", "Diss (trump seven)"),
             QT_TRANSLATE_NOOP("Option", "Value of each seven of trumps.")),
    "pair": (QT_TRANSLATE_NOOP("Option", "Pair"),
             QT_TRANSLATE_NOOP("Option", "Value of King and Ober of one suit.")),
    "trump_pair": (QT_TRANSLATE_NOOP("Option", "Trump pair"),
                   QT_TRANSLATE_NOOP("Option", "Value of King and Ober of trumps.")),
    "family": (QT_TRANSLATE_NOOP("Option", "Family"),
               QT_TRANSLATE_NOOP("Option", "Value of Ace, Ten, King, Ober and Unter of one "
                                           "suit.")),
    "trump_family": (QT_TRANSLATE_NOOP("Option", "Trump family"),
                     QT_TRANSLATE_NOOP("Option", "Value of a family in trumps.")),
    "double_family": (QT_TRANSLATE_NOOP("Option", "Double family"),
                      QT_TRANSLATE_NOOP("Option", "Value of both families of one suit.")),
    "trump_double_family": (QT_TRANSLATE_NOOP("Option", "Double trump family"),
                            QT_TRANSLATE_NOOP("Option", "Value of both families of trumps.")),
    "binokel": (QT_TRANSLATE_NOOP("Option", "Binokel"),
                QT_TRANSLATE_NOOP("Option", "Value of the Ober of Leaves with the Unter of "
                                            "Bells (in Bézique: Queen of Spades and Jack of "
                                            "Diamonds).")),
    "grand_binokel": (QT_TRANSLATE_NOOP("Option", "Grand Binokel value"),
                      QT_TRANSLATE_NOOP("Option", "Value of King and Ober of Leaves with the "
                                                  "Unter of Bells.")),
    "double_binokel": (QT_TRANSLATE_NOOP("Option", "Double Binokel"),
                       QT_TRANSLATE_NOOP("Option", "Value of both Binokels.")),
    "four_A": (QT_TRANSLATE_NOOP("Option", "Four Aces"),
               QT_TRANSLATE_NOOP("Option", "Value of four Aces.")),
    "four_K": (QT_TRANSLATE_NOOP("Option", "Four Kings"),
               QT_TRANSLATE_NOOP("Option", "Value of four Kings.")),
    "four_O": (QT_TRANSLATE_NOOP("Option", "Four Obers"),
               QT_TRANSLATE_NOOP("Option", "Value of four Obers (Queens).")),
    "four_U": (QT_TRANSLATE_NOOP("Option", "Four Unters"),
               QT_TRANSLATE_NOOP("Option", "Value of four Unters (Jacks).")),
    "eight_A": (QT_TRANSLATE_NOOP("Option", "Eight Aces"),
                QT_TRANSLATE_NOOP("Option", "Value of all eight Aces.")),
    "eight_10": (QT_TRANSLATE_NOOP("Option", "Eight Tens"),
                 QT_TRANSLATE_NOOP("Option", "Value of all eight Tens.")),
    "eight_K": (QT_TRANSLATE_NOOP("Option", "Eight Kings"),
                QT_TRANSLATE_NOOP("Option", "Value of all eight Kings.")),
    "eight_O": (QT_TRANSLATE_NOOP("Option", "Eight Obers"),
                QT_TRANSLATE_NOOP("Option", "Value of all eight Obers (Queens).")),
    "eight_U": (QT_TRANSLATE_NOOP("Option", "Eight Unters"),
                QT_TRANSLATE_NOOP("Option", "Value of all eight Unters (Jacks).")),
    # tricks
    "must_head": (QT_TRANSLATE_NOOP("Option", "Must head the trick"),
                  QT_TRANSLATE_NOOP("Option", "A player who follows suit must play a higher "
                                              "card if he has one (Stichzwang).")),
    "must_trump": (QT_TRANSLATE_NOOP("Option", "Must trump"),
                   QT_TRANSLATE_NOOP("Option", "A player who cannot follow suit must play a "
                                               "trump (Trumpfzwang).")),
    "must_overtrump": (QT_TRANSLATE_NOOP("Option", "Must overtrump"),
                       QT_TRANSLATE_NOOP("Option", "A player who trumps must beat a trump "
                                                   "already in the trick if he can.")),
    "must_undertrump": (QT_TRANSLATE_NOOP("Option", "Must undertrump"),
                        QT_TRANSLATE_NOOP("Option", "A player who cannot overtrump must still "
                                                    "play a lower trump.")),
    "must_head_after_ruff": (QT_TRANSLATE_NOOP("Option", "Head even after a trump"),
                             QT_TRANSLATE_NOOP("Option", "Following suit, you must still beat "
                                                         "the highest card of the suit led "
                                                         "after someone trumped.")),
    "partner_exemption": (QT_TRANSLATE_NOOP("Option", "Partner exemption"),
                          QT_TRANSLATE_NOOP("Option", "While your partner wins the trick you "
                                                      "need not head, trump or overtrump.")),
    "last_trick_bonus": (QT_TRANSLATE_NOOP("Option", "Last-trick bonus"),
                         QT_TRANSLATE_NOOP("Option", "Points for winning the last trick.")),
    # scoring
    "rounding": (QT_TRANSLATE_NOOP("Option", "Rounding of card points"),
                 QT_TRANSLATE_NOOP("Option", "Card points are rounded to the nearest ten "
                                             "(a 5 rounds up), or not at all.")),
    "contract_check_on": (QT_TRANSLATE_NOOP("Option", "Bid checked on"),
                          QT_TRANSLATE_NOOP("Option", "Whether the bid is made is judged on "
                                                      "exact or on rounded card points.")),
    "fail_multiplier": (QT_TRANSLATE_NOOP("Option", "Failed bid costs (times the bid)"),
                        QT_TRANSLATE_NOOP("Option", "A declarer who misses the bid loses this "
                                                    "many times the bid (\"in den Keller\").")),
    "target": (QT_TRANSLATE_NOOP("Option", "Play to"),
               QT_TRANSLATE_NOOP("Option", "The game ends when a player reaches this score.")),
    "go_out_may_end_game": (QT_TRANSLATE_NOOP("Option", "Going out may end the game"),
                            QT_TRANSLATE_NOOP("Option", "A deal given up by going out can "
                                                        "still end the game.")),
    "tie_rule": (QT_TRANSLATE_NOOP("Option", "Tie at the target"),
                 QT_TRANSLATE_NOOP("Option", "When two reach the target with the same score: "
                                             "play another deal, or the higher bidder wins.")),
    "sitting_out_dealer_bonus": (QT_TRANSLATE_NOOP("Option", "Bonus for the dealer sitting out"),
                                 QT_TRANSLATE_NOOP("Option", "Points the dealer gets for a "
                                                             "deal he sits out.")),
    "strict_penalties": (QT_TRANSLATE_NOOP("Option", "Tournament penalties"),
                         QT_TRANSLATE_NOOP("Option", "A wrong discard or a revoke is not "
                                                     "refused but punished, as at a "
                                                     "tournament.")),
    # contracts
    "durch": (QT_TRANSLATE_NOOP("Option", "Durch"),
              QT_TRANSLATE_NOOP("Option", "The declarer may play to win every trick, without "
                                          "trump.")),
    "durch_value": (QT_TRANSLATE_NOOP("Option", "Durch value"),
                    QT_TRANSLATE_NOOP("Option", "Value of a Durch played with the dabb, hand "
                                                "hidden.")),
    "durch_open_value": (QT_TRANSLATE_NOOP("Option", "Open Durch value"),
                         QT_TRANSLATE_NOOP("Option", "Value of a Durch with the hand shown "
                                                     "before the first trick.")),
    "durch_from_hand_value": (QT_TRANSLATE_NOOP("Option", "Open Durch from hand value"),
                              QT_TRANSLATE_NOOP("Option", "Value of an open Durch played "
                                                          "without taking the dabb.")),
    "bettel": (QT_TRANSLATE_NOOP("Option", "Bettel"),
               QT_TRANSLATE_NOOP("Option", "The declarer may play to take no trick at all.")),
    "bettel_value": (QT_TRANSLATE_NOOP("Option", "Bettel value"),
                     QT_TRANSLATE_NOOP("Option", "Value of a Bettel.")),
    "bettel_leader": (QT_TRANSLATE_NOOP("Option", "Who leads a Bettel"),
                      QT_TRANSLATE_NOOP("Option", "The declarer or forehand leads the first "
                                                  "trick of a Bettel.")),
    "rufen": (QT_TRANSLATE_NOOP("Option", "Calling a card (Rufen)"),
              QT_TRANSLATE_NOOP("Option", "The declarer may call a card he lacks; whoever "
                                          "holds it must hand it over.")),
    "rufen_min_bid": (QT_TRANSLATE_NOOP("Option", "Lowest bid with Rufen"),
                      QT_TRANSLATE_NOOP("Option", "The bidding starts here when calling a card "
                                                  "is allowed.")),
    # talon
    "phase2_must_head": (QT_TRANSLATE_NOOP("Option", "Must win tricks at the end"),
                         QT_TRANSLATE_NOOP("Option", "Once the talon is used up, a player must "
                                                     "win the trick if he can.")),
    "last_trick": (QT_TRANSLATE_NOOP("Option", "Bonus for which trick"),
                   QT_TRANSLATE_NOOP("Option", "The last-trick bonus goes to the final trick, "
                                               "or to the last trick before the talon runs "
                                               "out.")),
    "mid_deal_claim": (QT_TRANSLATE_NOOP("Option", "Win in the middle of a deal"),
                       QT_TRANSLATE_NOOP("Option", "A player who reaches the target wins at "
                                                   "once, without finishing the deal.")),
    "quintmajor": (QT_TRANSLATE_NOOP("Option", "Trump family (quint major)"),
                   QT_TRANSLATE_NOOP("Option", "Value of Ace, Ten, King, Ober and Unter of "
                                               "trumps (in Bézique: the sequence).")),
    "quartets_distinct_suits": (QT_TRANSLATE_NOOP("Option", "Four of a kind in four suits"),
                                QT_TRANSLATE_NOOP("Option", "Four of a kind needs one card of "
                                                            "each suit.")),
    "alt_bezique_for_black_red_trumps": (
        QT_TRANSLATE_NOOP("Option", "Other bezique in Spades and Diamonds"),
        QT_TRANSLATE_NOOP("Option", "When Spades or Diamonds are trump, the bezique is the "
                                    "Queen of Clubs with the Jack of Hearts.")),
    "card_scoring": (QT_TRANSLATE_NOOP("Option", "Card points"),
                     QT_TRANSLATE_NOOP("Option", "Count the usual card points, or only Aces "
                                                 "and Tens as brisques.")),
    "brisque": (QT_TRANSLATE_NOOP("Option", "Brisque value"),
                QT_TRANSLATE_NOOP("Option", "Points for each Ace and Ten won, when counting "
                                            "brisques.")),
    "brisques_timing": (QT_TRANSLATE_NOOP("Option", "When card points count"),
                        QT_TRANSLATE_NOOP("Option", "At the end of the deal, or as soon as "
                                                    "each trick is won.")),
    "dealer_rotation": (QT_TRANSLATE_NOOP("Option", "Next dealer"),
                        QT_TRANSLATE_NOOP("Option", "The deal alternates, or the winner of the "
                                                    "last trick deals next.")),
    "carte_blanche": (QT_TRANSLATE_NOOP("Option", "Carte blanche"),
                      QT_TRANSLATE_NOOP("Option", "A hand without a face card may be "
                                                  "shown for a bonus.")),
    "carte_blanche_value": (QT_TRANSLATE_NOOP("Option", "Carte blanche value"),
                            QT_TRANSLATE_NOOP("Option", "Points for showing a carte blanche.")),
    "revoke_forfeit": (QT_TRANSLATE_NOOP("Option", "Cost of a revoke"),
                       QT_TRANSLATE_NOOP("Option", "With tournament penalties a revoke at the "
                                                   "end costs the card points still to come, "
                                                   "or every trick of that phase.")),
}


BEZIQUE_OPTION_LABELS = {
    "grand_binokel_enabled": QT_TRANSLATE_NOOP("Option", "Grand bezique"),
    "grand_binokel": QT_TRANSLATE_NOOP("Option", "Grand bezique value"),
}
_BEZIQUE_VALUE_OPTIONS = frozenset(
    {"diss", "pair", "trump_pair", "quintmajor", "binokel", "double_binokel",
     "four_A", "four_K", "four_O", "four_U", "eight_A", "eight_K", "eight_O", "eight_U"})


def option_label(name: str, french: bool = False) -> str:
    """The short label of a house-rule option (Bézique meld names if ``french``)."""
    if french and name in BEZIQUE_OPTION_LABELS:
        return translate("Option", BEZIQUE_OPTION_LABELS[name])
    if french and name in _BEZIQUE_VALUE_OPTIONS:
        return meld_name(name, french=True)
    return translate("Option", OPTIONS[name][0])


def option_help(name: str) -> str:
    """One sentence explaining a house-rule option."""
    return translate("Option", OPTIONS[name][1])


CHOICES = {
    # BiddingStyle
    "raise": QT_TRANSLATE_NOOP("Choice", "Raise"),
    "hold": QT_TRANSLATE_NOOP("Choice", "Hold"),
    # GoOutTiming
    "after_pickup": QT_TRANSLATE_NOOP("Choice", "After taking the dabb"),
    "after_trump": QT_TRANSLATE_NOOP("Choice", "After naming trump"),
    # Rounding
    "half_up_10": QT_TRANSLATE_NOOP("Choice", "To the nearest ten"),
    "none": QT_TRANSLATE_NOOP("Choice", "No rounding"),
    # ContractCheck
    "exact": QT_TRANSLATE_NOOP("Choice", "Exact points"),
    "rounded": QT_TRANSLATE_NOOP("Choice", "Rounded points"),
    # DoubledMelds
    "flat": QT_TRANSLATE_NOOP("Choice", "Own value"),
    "twice": QT_TRANSLATE_NOOP("Choice", "Twice the single"),
    # TieRule
    "extra_deal": QT_TRANSLATE_NOOP("Choice", "Another deal"),
    "bid_winner": QT_TRANSLATE_NOOP("Choice", "Higher bidder wins"),
    # Leader
    "declarer": QT_TRANSLATE_NOOP("Choice", "Declarer"),
    "forehand": QT_TRANSLATE_NOOP("Choice", "Forehand"),
    # LastTrick
    "final": QT_TRANSLATE_NOOP("Choice", "Final trick"),
    "end_of_stock": QT_TRANSLATE_NOOP("Choice", "Last trick before the talon runs out"),
    # CardScoring
    "augen": QT_TRANSLATE_NOOP("Choice", "Card points"),
    "brisques": QT_TRANSLATE_NOOP("Choice", "Brisques (Aces and Tens)"),
    # BrisqueTiming
    "end_of_deal": QT_TRANSLATE_NOOP("Choice", "End of the deal"),
    "immediate": QT_TRANSLATE_NOOP("Choice", "At once"),
    # DealerRotation
    "alternate": QT_TRANSLATE_NOOP("Choice", "Alternate"),
    "last_trick_winner": QT_TRANSLATE_NOOP("Choice", "Winner of the last trick"),
    # RevokeForfeit (its "brisques" value shares the CardScoring text)
    "tricks": QT_TRANSLATE_NOOP("Choice", "All tricks of the phase"),
}


def choice_text(value: Enum | str) -> str:
    """The text of one choice of an enum option (e.g. ``Rounding.NONE``)."""
    key = str(value.value if isinstance(value, Enum) else value)
    return translate("Choice", CHOICES[key])


# --- results -------------------------------------------------------------------

def points_text(value: int) -> str:
    """"250 points", "−30 points", "1 point" with the locale's digits and sign.

    Qt replaces ``%n`` only for counts >= 0, so the number goes into ``%1`` and
    the count only chooses the plural form.
    """
    # %1 is a score, possibly negative ("−30")
    text = plural("Points", "%1 point(s)", abs(value))
    return fill(text, number(value))


def unbroken(text: str) -> str:
    """``text`` that a wrapping label never breaks (its spaces made non-breaking)."""
    return text.replace(" ", "\u00a0")
