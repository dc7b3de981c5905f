"""Rule profiles in words: titles, one-line descriptions, a game's facts."""

from __future__ import annotations

from ...engine import RuleProfile
from ..i18n import QT_TRANSLATE_NOOP
from .qt import translate

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


def _plurals() -> None:
    """Never called: shows lupdate this module's ``%n`` texts (see :mod:`.qt`)."""
    # The New Game dialog's facts of a game and the unit after its target
    # (ui/new_game_dialog.py).
    translate("NewGame", "%n player(s)", None, 1)
    translate("NewGame", "%n card(s) each", None, 1)
    translate("NewGame", "dabb of %n card(s)", None, 1)
    translate("NewGame", "%n card(s) in the deck", None, 1)
    #: the unit after the target number in its box (" points"), with its leading space
    translate("NewGame", " point(s)", None, 1)
