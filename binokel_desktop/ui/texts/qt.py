"""Qt plumbing for the window's words: translate now, fill ``%1``, plurals, numbers.

The texts themselves live in the modules beside this one, by subject. Tables hold
English source texts marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate``
finds them; the functions translate at call time, so a language switch
re-translates whatever is shown next. Placeholders are Qt's ``%1``, ``%2`` so
translators may reorder them.

Plurals: lupdate's Python parser marks a text as plural only when the count is a
literal, so every module that calls :func:`plural` lists its ``%n`` texts once
with a literal count in a module-level ``_plurals()`` that is never called.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in ``context`` now (``n`` for ``%n`` plurals).

    The name and signature are Qt's, so ``pyside6-lupdate`` finds every call.
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


def plural(context: str, text: str, n: int) -> str:
    """A ``%n`` text in the plural form for ``n``; list it in its module's ``_plurals()`` too."""
    return QCoreApplication.translate(context, text, None, n)


def _plurals() -> None:
    """Never called: shows lupdate this module's ``%n`` texts (see :mod:`.qt`)."""
    #: %1 is a score, possibly negative ("−30"); the count chooses the form
    translate("Points", "%1 point(s)", None, 1)


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


def kept_together(text: str) -> str:
    """``text`` with each number and each short lower-case word (up to three letters:
    "a", "su", "je", "per") joined to the next word by a non-breaking space, so a
    wrapping line never ends in "in più a" above "smazzata", "je" above "15" or "600"
    above its "smazzate"."""
    words = text.split(" ")
    out = words[:1]
    for word in words[1:]:
        if _leans_forward(out[-1].rsplit("\u00a0", 1)[-1]):
            out[-1] += "\u00a0" + word
        else:
            out.append(word)
    return " ".join(out)


def _leans_forward(word: str) -> bool:
    """A word a line should not end with: a number, or a short lower-case word."""
    bare = word.lstrip("(+-\u2212")
    if bare[:1].isdigit():
        return bare[-1:].isdigit()  # "600", "1.000"; not "600," or "0)"
    return 0 < len(bare) <= 3 and bare.isalpha() and bare.islower()


def in_sentence(label: str) -> str:
    """A capitalised label (a meld's name, "Quattro re") inside running text: Italian writes
    it in lower case there ("Anna ha accusato quattro re"), German nouns keep their capital.
    The language says which through a translated switch, as Qt's QT_LAYOUT_DIRECTION does."""
    #: not shown: "lower" if a label such as a meld's name ("Quattro re") is written in lower
    #: case inside a sentence (Italian), else leave it as it is (German nouns, English names)
    if translate("Grammar", "LABELS_IN_SENTENCES") != "lower":
        return label
    return label[:1].lower() + label[1:]
