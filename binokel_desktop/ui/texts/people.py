"""The people at the table: seat names ("You"), name lists, computer levels."""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import QT_TRANSLATE_NOOP
from .qt import fill, translate

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


def is_you_at(names: Sequence[str], seat: int) -> bool:
    """Whether ``seat`` of the stored ``names`` is the person at the screen."""
    return 0 <= seat < len(names) and is_you(names[seat])


def name_at(names: Sequence[str], seat: int) -> str:
    """The shown name of ``seat`` of the stored ``names`` ("?" for no seat)."""
    return seat_name(names[seat]) if 0 <= seat < len(names) else "?"


def about(names: Sequence[str], seat: int, context: str, you_text: str, other_text: str,
          *args: str) -> str:
    """A sentence about ``seat``, the one "you or someone else" choice of the window.

    The person at the screen gets the whole second-person ``you_text`` ("You take the
    dabb", never "You takes"), with ``args`` in %1 …; anyone else ``other_text`` with
    the name in %1 and ``args`` after it. Both are source texts of ``context``, marked
    with ``QT_TRANSLATE_NOOP`` where they are written.
    """
    if is_you_at(names, seat):
        return fill(translate(context, you_text), *args)
    return fill(translate(context, other_text), name_at(names, seat), *args)


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
