"""Why a saved game or record file is refused, in the player's language.

The reader (app/saves) names the common reasons by a :class:`SaveProblem` and
numbers; a rare reason keeps the reader's English sentence.
"""

from __future__ import annotations

from ..app.saves import SaveError, SaveProblem
from . import texts
from .texts import translate


def _n(value: int | str) -> str:
    return texts.number(value) if isinstance(value, int) else value


def save_problem_text(exc: SaveError) -> str:
    """One sentence saying why the file was refused."""
    k, v = exc.kind, exc.values
    if k is SaveProblem.TOO_LARGE:
        #: %1 is the largest size allowed, in megabytes
        return texts.fill(translate("SaveProblem", "It is larger than %1 MB; no saved game "
                                    "is that big."), _n(v[0]))
    if k is SaveProblem.NOT_JSON:
        return translate("SaveProblem", "It is damaged or not a Binokel file.")
    if k is SaveProblem.RECORD_NOT_SAVE:
        return translate("SaveProblem",
                         "It is a game record, not a saved game: open it with Open record.")
    if k is SaveProblem.NOT_SAVE:
        return translate("SaveProblem", "It is not a Binokel saved game.")
    if k is SaveProblem.NEWER_VERSION:
        #: %1 is the file's version, %2 the newest version this program reads
        return texts.fill(translate("SaveProblem", "It is of version %1, made by a newer "
                                    "Binokel Desktop; this one reads versions 1 to %2."),
                          _n(v[0]), _n(v[1]))
    if k is SaveProblem.BAD_FIELD:
        #: %1 is the name of a field inside the file ("seed", "dealer"), left as it is
        return texts.fill(translate("SaveProblem", "Its field “%1” has a wrong value."),
                          str(v[0]))
    if k is SaveProblem.ILLEGAL_MOVE:
        #: %1 is the number of the move, counted from the start of the game
        return texts.fill(translate("SaveProblem", "Its move %1 breaks the rules."), _n(v[0]))
    if k is SaveProblem.SCORES_CHANGED:
        return translate("SaveProblem", "Its scores do not follow from its moves: it was "
                         "changed by hand or damaged.")
    return "It " + str(exc)  # a rare reason: the reader's English
