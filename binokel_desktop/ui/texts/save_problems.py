"""Why a saved game or record file is refused, in the player's language.

The reader (app/saves) names every reason by a :class:`SaveProblem` and numbers;
its English sentence goes to the log only, never to the screen.
"""

from __future__ import annotations

import logging

from ...app.saves import SaveError, SaveProblem
from .. import texts
from .qt import translate

log = logging.getLogger(__name__)


def _n(value: int | str) -> str:
    return texts.number(value) if isinstance(value, int) else value


def open_record_path() -> str:
    """The menu path to Open record, as the menus are named now ("Game ▸ Open record…")."""
    parts = (translate("Table", "&Game"), translate("Saves", "Open &record…"))
    return "\u00a0▸\u00a0".join(texts.unbroken(p.replace("&", "")) for p in parts)


def save_problem_text(exc: SaveError) -> str:
    """One sentence saying why the file was refused."""
    k, v = exc.kind, exc.values
    if k is SaveProblem.TOO_LARGE:
        #: %1 is the largest size allowed, in megabytes
        return texts.fill(translate("SaveProblem", "The file is larger than %1 MB; no saved "
                                    "game is that big."), _n(v[0]))
    if k is SaveProblem.NOT_JSON:
        return translate("SaveProblem", "The file is damaged or not a Binokel file.")
    if k is SaveProblem.RECORD_NOT_SAVE:
        #: %1 is a menu path, e.g. "Game ▸ Open record…" (it ends in "…": no full stop after it)
        return texts.fill(translate("SaveProblem", "The file is a game record, not a saved "
                                    "game: open it with %1"), open_record_path())
    if k is SaveProblem.NOT_SAVE:
        return translate("SaveProblem", "The file is not a Binokel saved game.")
    if k is SaveProblem.NEWER_VERSION:
        #: %1 is the file's version, %2 the newest version this program reads
        return texts.fill(translate("SaveProblem", "The file is of version %1, made by a newer "
                                    "Binokel Desktop; this version reads only versions 1 to "
                                    "%2."), _n(v[0]), _n(v[1]))
    if k is SaveProblem.BAD_FIELD:
        #: %1 is the name of a field inside the file ("seed", "dealer"), left as it is
        return texts.fill(translate("SaveProblem", "The field “%1” in the file has a wrong "
                                    "value."), str(v[0]))
    if k is SaveProblem.ILLEGAL_MOVE:
        #: %1 is the number of the move, counted from the start of the game
        return texts.fill(translate("SaveProblem", "Move %1 in the file breaks the rules."),
                          _n(v[0]))
    if k is SaveProblem.SCORES_CHANGED:
        return translate("SaveProblem", "The scores do not follow from the moves: the file was "
                         "changed by hand or damaged.")
    if k is SaveProblem.UNREADABLE:
        return translate("SaveProblem", "The file cannot be read.")
    if k is SaveProblem.BAD_RECORD:
        return translate("SaveProblem", "The game record in the file is damaged.")
    # A reason without a kind: its English sentence goes to the log, not to the screen.
    log.warning("save refused: %s", exc)
    return translate("SaveProblem", "The file is damaged or was changed by hand.")
