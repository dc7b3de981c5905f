"""A computer level's measured strength in words: the New Game dialog's level tooltip.

The figures come from :mod:`binokel_desktop.app.level_strength` (the arena's
duplicate deals); the words say how sure they are: a step whose 95 % interval
includes zero is "within chance", one under :data:`SMALL` points is "small".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale

from ...app.level_strength import LADDER, LADDER_LEVELS, Step, ladder_for, ratings
from .people import level_name
from .profiles import profile_title
from .qt import fill, number, plural, translate

SMALL = 10.0
"""A step under this many points per deal is called small: Binokel scores move in
tens, and issue 29 asks for 15 between levels."""


def _decimal(value: float) -> str:
    """``value`` with one decimal, the locale's separator and a typographic sign."""
    text = QLocale().toString(abs(value), "f", 1)
    if round(value, 1) > 0:
        return "+" + text
    if round(value, 1) < 0:
        return "\u2212" + text
    return text


def level_strength_text(level: str, profile: str, steps: Sequence[Step] = LADDER) -> str:
    """The tooltip of ``level`` in a game of ``profile``: its step over the level below
    (the profile's own measurement, else the 40-card game's) and its rating, from
    ``steps`` (the measured ladder)."""
    if level == LADDER_LEVELS[0]:
        #: %1 is the level's name ("Easy")
        return fill(translate("LevelStrength", "%1: the gentlest level, where the "
                                               "strength ladder starts (0 points per deal)."),
                    level_name(level))
    step = ladder_for(profile, steps).get(level)
    if step is None:
        return ""
    names = (level_name(level), level_name(step.lower))
    deals, game = number(step.deals), profile_title(step.profile)
    low, high = _decimal(step.ci95[0]), _decimal(step.ci95[1])
    if not step.significant:
        #: %1, %2 levels ("Expert", "Hard"); %3 deals ("1,200"); %4 the game's title;
        #: %5 %1's lead per deal ("+3.3"); %6 to %7 its 95 % interval ("−0.1", "+6.7")
        line = fill(translate(
            "LevelStrength", "%1 and %2 play within chance of each other: %5 points per "
            "deal for %1 over %3 duplicate deals in %4 (95 % interval %6 to %7)."),
            *names, deals, game, _decimal(step.diff), low, high)
    elif step.diff < SMALL:
        line = fill(plural(
            "LevelStrength", "%1: wins about %n more point(s) per deal than %2 (measured "
            "over %3 duplicate deals in %4): a small difference, 95 % interval %5 to %6.",
            round(step.diff)), *names, deals, game, low, high)
    else:
        line = fill(plural(
            "LevelStrength", "%1: wins about %n more point(s) per deal than %2 (measured "
            "over %3 duplicate deals in %4).", round(step.diff)), *names, deals, game)
    if step.lower == LADDER_LEVELS[0]:
        return line  # its rating is the step just told
    rating = ratings(step.profile, steps)[level]
    return line + "\n" + fill(plural(
        "LevelStrength", "Strength: about %n point(s) per deal above %1.",
        round(rating)), level_name(LADDER_LEVELS[0]))


def _plurals() -> None:
    """Never called: shows lupdate this module's ``%n`` texts (see :mod:`.qt`)."""
    #: %n points; %1, %2 levels ("Expert", "Hard"); %3 deals ("1,200"); %4 the
    #: game's title; %5 to %6 the 95 % interval of the difference ("+0.1", "+6.7")
    translate("LevelStrength", "%1: wins about %n more point(s) per deal than %2 (measured "
              "over %3 duplicate deals in %4): a small difference, 95 % interval %5 to %6.",
              None, 1)
    #: %n points; %1, %2 levels ("Medium", "Easy"); %3 deals ("1,000"); %4 the game's title
    translate("LevelStrength", "%1: wins about %n more point(s) per deal than %2 (measured "
              "over %3 duplicate deals in %4).", None, 1)
    #: %n points per deal; %1 the first level's name ("Easy")
    translate("LevelStrength", "Strength: about %n point(s) per deal above %1.", None, 1)
