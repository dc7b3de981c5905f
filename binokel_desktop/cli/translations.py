"""Keeping the translations up to date (a developer's command, not the game's).

``python -m binokel_desktop.cli.translations update`` re-runs ``pyside6-lupdate``
over the window's modules, fills English from the source texts and compiles every
``.ts`` with ``pyside6-lrelease`` into the package's ``.qm``. It lives here, not in
``ui/``, because it writes files: the window itself writes none.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from ..ui.i18n import LANGUAGES, PACKAGE_DIR, QM_DIR, ROOT, ts_path


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
    if fill_english(ts_path("en")):
        lupdate([ts_path("en")])  # back to lupdate's own layout: small diffs
    for ts in files:
        lrelease(ts, QM_DIR / f"{ts.stem}.qm")
        print(f"{ts.name} -> {(QM_DIR / ts.stem).relative_to(ROOT)}.qm")


def main(argv: list[str] | None = None) -> int:
    """``python -m binokel_desktop.cli.translations update``."""
    args = sys.argv[1:] if argv is None else argv
    if args != ["update"]:
        print("usage: python -m binokel_desktop.cli.translations update", file=sys.stderr)
        return 2
    update()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
