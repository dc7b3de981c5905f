"""What happened at the table, told in sentences (the game log, the last trick, the end)."""

from __future__ import annotations

from .qt import translate


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
