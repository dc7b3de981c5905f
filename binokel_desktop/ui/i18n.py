"""Languages: load our translations and Qt's own, switch at run time, remember the choice.

``set_language("de")`` removes the installed translators, installs
``binokel_de.qm`` and Qt's ``qtbase_de.qm`` and makes German the default
``QLocale`` (numbers). Qt then sends ``QEvent.LanguageChange`` to every
widget; windows re-translate themselves in ``changeEvent``. The choice is
remembered in the data directory's settings (:mod:`binokel_desktop.app.store`).

Keeping the ``.ts`` and ``.qm`` files up to date is a developer's command of its
own: ``python -m binokel_desktop.cli.translations update``.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from ..app.store import Store, data_dir

log = logging.getLogger(__name__)

LANGUAGES = ("de", "en", "it")
"""The languages with a translation; "pseudo" is the layout-check locale."""

# Each language in its own words: the menu shows them untranslated.
NATIVE_NAMES = {"de": "Deutsch", "en": "English", "it": "Italiano"}

PACKAGE_DIR = Path(__file__).resolve().parents[1]
ROOT = PACKAGE_DIR.parent
I18N_DIR = ROOT / "i18n"  # the Qt Linguist sources (.ts), in the checkout
QM_DIR = PACKAGE_DIR / "i18n"  # the compiled .qm, shipped inside the package

_translators: list[QTranslator] = []
_current = "en"
_generation = 0


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - Qt's name
    """Mark ``source`` for ``pyside6-lupdate`` and return it untranslated.

    Qt's own returns ``object`` in PySide6's stubs; this one keeps the tables typed.
    """
    return source


def translations_dir() -> Path:
    """Where ``binokel_<lang>.qm`` live: the checkout's ``i18n/`` or the package's copy."""
    for candidate in (os.environ.get("BINOKEL_I18N_DIR"), QM_DIR):
        if candidate and (Path(candidate) / "binokel_de.qm").exists():
            return Path(candidate)
    return QM_DIR


def default_store() -> Store:
    """The store of ``$BINOKEL_HOME`` or the platform's data directory (read each time)."""
    return Store(data_dir())


def system_language() -> str:
    """The first of the system's UI languages we have, else English."""
    for name in [*QLocale.system().uiLanguages(), QLocale.system().name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def initial_language(requested: str | None = None, store: Store | None = None) -> str:
    """``--lang`` if given, else the remembered choice, else the system's."""
    if requested in (*LANGUAGES, "pseudo"):
        return str(requested)
    saved = (store or default_store()).get("language")
    if saved in LANGUAGES:
        return str(saved)
    return system_language()


def current_language() -> str:
    """The language installed last ("en" before any)."""
    return _current


def generation() -> int:
    """Counts language switches: a window re-translates once per switch, not per event.

    Installing and removing translators posts one ``LanguageChange`` each.
    """
    return _generation


class PseudoTranslator(QTranslator):
    """Every text 40 % longer and bracketed, to find layouts that cut text off."""

    def isEmpty(self) -> bool:  # noqa: N802 - Qt API
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        """``[source~~~~]``: placeholders and accelerators stay usable."""
        if not source:
            return source
        text = source
        if n >= 0:
            # English plural forms: "(s)" marks where the plural goes.
            text = text.replace("(s)", "" if n == 1 else "s")
        pad = max(1, round(len(text) * 0.4))
        return "[" + text + "~" * pad + "]"


def pseudo(text: str) -> str:
    """The pseudo-locale form of an already translated text."""
    return PseudoTranslator().translate("", text)


def set_language(lang: str, *, remember: bool = False, store: Store | None = None) -> str:
    """Install the translators of ``lang`` (de, en, it, pseudo); returns what was installed."""
    global _current, _generation
    _generation += 1
    app = QCoreApplication.instance()
    if lang not in (*LANGUAGES, "pseudo"):
        lang = "en"
    for t in _translators:
        if app is not None:
            app.removeTranslator(t)
    _translators.clear()
    if lang == "pseudo":
        _translators.append(PseudoTranslator())
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    else:
        own = QTranslator()
        if own.load(f"binokel_{lang}", str(translations_dir())):
            _translators.append(own)
        qt = QTranslator()
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            _translators.append(qt)
        QLocale.setDefault(QLocale(lang))
    _current = lang
    if app is not None:
        for t in _translators:
            app.installTranslator(t)
    if remember and lang in LANGUAGES:
        try:
            (store or default_store()).set("language", lang)
        except OSError as exc:  # a read-only or full disk: the game goes on
            log.warning("the language choice could not be saved: %s", exc)
    return lang


def reset() -> None:
    """Remove our translators and go back to the system's locale (for tests)."""
    global _current, _generation
    _generation += 1
    app = QCoreApplication.instance()
    for t in _translators:
        if app is not None:
            app.removeTranslator(t)
    _translators.clear()
    QLocale.setDefault(QLocale.system())
    _current = "en"


# --- maintaining the .ts and .qm ------------------------------------------------------

def ts_path(lang: str) -> Path:
    """The Qt Linguist source of ``lang``."""
    return I18N_DIR / f"binokel_{lang}.ts"
