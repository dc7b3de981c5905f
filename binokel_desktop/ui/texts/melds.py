"""Melds in words: Binokel's and Bézique's names, in a label or in running text."""

from __future__ import annotations

from enum import Enum

from ...engine import Meld
from ..i18n import QT_TRANSLATE_NOOP
from .cards import suit_in_sentence
from .qt import fill, in_sentence, translate

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
