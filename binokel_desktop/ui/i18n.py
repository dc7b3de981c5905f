"""Languages: load our translations and Qt's own, switch at run time, remember the choice.

``set_language("de")`` removes the installed translators, installs
``binokel_de.qm`` and Qt's ``qtbase_de.qm`` and makes German the default
``QLocale`` (numbers). Qt then sends ``QEvent.LanguageChange`` to every
widget; windows re-translate themselves in ``changeEvent``. The choice is
remembered in the data directory's settings (:mod:`binokel_desktop.app.store`).

``python -m binokel_desktop.ui.i18n update`` re-runs ``pyside6-lupdate`` over
the package and ``pyside6-lrelease`` on every ``.ts``.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
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


def source_files() -> list[Path]:
    """Every Python file of the package that may hold translatable text."""
    return sorted(p for p in (PACKAGE_DIR / "ui").rglob("*.py"))


def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise FileNotFoundError(f"{name} not found: pip install PySide6-Essentials")
    return found


def lupdate(ts_files: list[Path], *, no_obsolete: bool = True) -> None:
    """Collect the package's texts into ``ts_files`` (existing translations are kept)."""
    args = [_tool("pyside6-lupdate"), *map(str, source_files())]
    if no_obsolete:
        args.append("-no-obsolete")
    args += ["-ts", *map(str, ts_files)]
    subprocess.run(args, check=True, capture_output=True, text=True)


def lrelease(ts_file: Path, qm_file: Path) -> None:
    """Compile one ``.ts`` into ``qm_file``."""
    subprocess.run([_tool("pyside6-lrelease"), str(ts_file), "-qm", str(qm_file)],
                   check=True, capture_output=True, text=True)


def english_forms(source: str) -> list[str]:
    """The English translation of a source text: itself, or its two plural forms."""
    if "(s)" in source:
        return [source.replace("(s)", ""), source.replace("(s)", "s")]
    return [source]


def fill_english(ts_file: Path) -> int:
    """English is the source language: every unfinished message becomes its source text."""
    import xml.etree.ElementTree as ET

    tree = ET.parse(ts_file)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        source = message.findtext("source") or ""
        del translation.attrib["type"]
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for text in english_forms(source):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = source
        filled += 1
    if filled:
        write_ts(tree, ts_file)
    return filled


def write_ts(tree: object, ts_file: Path) -> None:
    """Write a parsed .ts back with the header Qt Linguist writes."""
    import xml.etree.ElementTree as ET

    assert isinstance(tree, ET.ElementTree)
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts_file.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                       encoding="utf-8")


def update() -> None:
    """Re-run lupdate over the package, fill English from the source, lrelease every language."""
    files = [ts_path(lang) for lang in LANGUAGES]
    lupdate(files)
    fill_english(ts_path("en"))
    for ts in files:
        lrelease(ts, QM_DIR / f"{ts.stem}.qm")
        print(f"{ts.name} -> {(QM_DIR / ts.stem).relative_to(ROOT)}.qm")


def main(argv: list[str] | None = None) -> int:
    """``python -m binokel_desktop.ui.i18n update``."""
    args = sys.argv[1:] if argv is None else argv
    if args != ["update"]:
        print("usage: python -m binokel_desktop.ui.i18n update", file=sys.stderr)
        return 2
    update()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
