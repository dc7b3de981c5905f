"""The deal summary's "Moments that mattered" (issue 30 §4): the person's cards that
changed the deal's result most, in words."""

from __future__ import annotations

from ...app.moments import Moment
from .cards import card_in_sentence
from .qt import fill, number, plural, translate


def _plurals() -> None:
    """Never called: shows lupdate this module's ``%n`` texts (see :mod:`.qt`)."""
    #: %1 the trick's number, %2 the card played, %3 the best card there; %n points
    translate("Moments", "Trick %1: the %2 instead of the %3 cost you about %n point(s).",
              None, 1)
    #: %1 the trick's number, %2 the card played, %3 the weakest card there; %n points
    translate("Moments", "Trick %1: the %2 was worth about %n point(s) more than the %3.",
              None, 1)
    #: %1 the trick's number, %2 the card played, %3 the best card there; %n tricks
    translate("Moments", "Trick %1: the %2 instead of the %3 cost you %n trick(s).", None, 1)
    #: %1 the trick's number, %2 the card played, %3 the weakest card there; %n tricks
    translate("Moments", "Trick %1: the %2 was worth %n trick(s) more than the %3.", None, 1)


def title() -> str:
    """The section's title."""
    return translate("Moments", "Moments that mattered")


def looking() -> str:
    """While the cards are being solved."""
    return translate("Moments", "Looking at your decisions…")


def nothing() -> str:
    """No card of the person changed the result (or none was a choice)."""
    return translate("Moments", "None of your cards changed the result much.")


def failed() -> str:
    """The look could not be finished (the English reason went to the log)."""
    return translate("Moments", "Your decisions could not be looked at this time.")


def show_button() -> str:
    """The button beside a moment that opens the review there."""
    return translate("Moments", "Show in review")


def show_tip(trick: int) -> str:
    """The button's tool tip."""
    #: %1 the trick's number
    return fill(translate("Moments", "Open the deal review at trick %1"), number(trick))


def moment_text(moment: Moment, french: bool) -> str:
    """"Trick 4: the Ace of Leaves instead of the Ten of Leaves cost you about 20 points."
    (or what a card gained over the weakest one, when nothing was lost)."""
    if moment.in_points:
        source = ("Trick %1: the %2 was worth about %n point(s) more than the %3."
                  if moment.gained
                  else "Trick %1: the %2 instead of the %3 cost you about %n point(s).")
    else:
        source = ("Trick %1: the %2 was worth %n trick(s) more than the %3." if moment.gained
                  else "Trick %1: the %2 instead of the %3 cost you %n trick(s).")
    return fill(plural("Moments", source, moment.points), number(moment.trick),
                card_in_sentence(moment.taken.card, french),
                card_in_sentence(moment.other.card, french))
