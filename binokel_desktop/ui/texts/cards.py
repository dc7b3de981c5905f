"""Cards in words: suits, ranks, a card, the trump indicator, deck artworks."""

from __future__ import annotations

from ...engine import Rank, Suit, rank_of, suit_of
from ..i18n import QT_TRANSLATE_NOOP
from .qt import fill, translate

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


DECK_NAMES = {
    "wuerttemberg": QT_TRANSLATE_NOOP("Deck", "Württemberg (German suits)"),
    "french": QT_TRANSLATE_NOOP("Deck", "French"),
    "french-4": QT_TRANSLATE_NOOP("Deck", "French, four colours"),
}


def deck_name(style: str) -> str:
    """The name of a deck artwork."""
    return translate("Deck", DECK_NAMES.get(style, style))
