"""Help ▸ About: version, licence, sources of the rules and the card art, Qt version."""

from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..version import version
from . import i18n, texts
from .app_icon import window_icon
from .i18n import QT_TRANSLATE_NOOP

RULES_SOURCES = (
    #: a source of the rules: keep the titles (Wikipedia, “Binokel”) as they are, translate
    #: the note in brackets
    QT_TRANSLATE_NOOP("About", "Wikipedia, “Binokel” (the three-hand game after Grupp, 1994; "
                      "the two-hand Altenburg rules)"),
    #: a source of the rules: titles of articles and books, left as they are
    QT_TRANSLATE_NOOP("About", "Wikipedia, “Bezique”; Foster, Complete Hoyle; Parlett, "
                      "The Penguin Book of Card Games"),
    #: a source of the rules; the web addresses stay as they are
    QT_TRANSLATE_NOOP("About", "Swabian club and tournament rule sheets "
                      "(schwaebisch-schwaetza.de, bsv-ennahofen.de, binokel.c-sys.de, "
                      "binokel-palast.de)"),
)
"""The main sources of the rules specification (its §0 lists all of them), in English."""


def versions() -> dict[str, str]:
    """The program's, PySide6's, Qt's (the library actually loaded) and Python's version."""
    return {"Binokel Desktop": version(), "PySide6": PySide6.__version__, "Qt": qVersion(),
            "Python": platform.python_version()}


def about_html() -> str:
    """The dialog's text in the current language."""
    translate = texts.translate
    v = versions()
    sources = "".join(f"<li>{html.escape(translate('About', s))}</li>" for s in RULES_SOURCES)
    tagline = translate("About", "Binokel and Bézique for the desktop.")
    licence = translate("About", "Free software under the MIT licence: you may use, copy, "
                        "change and share it.")
    rules_title = translate("About", "Rules")
    rules = translate("About", "The rules follow these sources; where they leave a question "
                      "open, every choice is a house rule in the New Game dialog:")
    cards_title = translate("About", "Cards")
    cards = translate("About", "Every card is drawn by the program’s own code, after the "
                      "Württemberg pattern (C. L. Wüst, about 1865) and the French pattern; "
                      "no third-party card images are used.")
    e = html.escape
    parts = [
        f"<h2>Binokel Desktop {e(v['Binokel Desktop'])}</h2>",
        f"<p>{e(tagline)}</p>",
        f"<p>{e(licence)}</p>",
        f"<p><b>{e(rules_title)}</b><br>{e(rules)}</p><ul>{sources}</ul>",
        f"<p><b>{e(cards_title)}</b><br>{e(cards)}</p>",
        "<p><small>" + e(", ".join(f"{k} {val}" for k, val in v.items())) + "</small></p>",
    ]
    return "\n".join(parts)


class AboutDialog(QDialog):
    """The About box: icon, text, a Close button; re-translated when the language changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        icon = QLabel()
        icon.setPixmap(window_icon().pixmap(128, 128))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        # A browser, not a label: long languages scroll instead of being cut off.
        self.text = QTextBrowser()
        self.text.setFrameShape(QFrame.Shape.NoFrame)
        self.text.setOpenExternalLinks(True)
        self.text.viewport().setAutoFillBackground(False)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        root = QVBoxLayout(self)
        root.addLayout(row)
        root.addWidget(buttons)
        self.resize(640, 440)
        self.load()

    def load(self) -> None:
        """Fill in the texts in the current language."""
        self._generation = i18n.generation()
        self.setWindowTitle(texts.translate("About", "About Binokel Desktop"))
        self.text.setHtml(about_html())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if (event.type() == QEvent.Type.LanguageChange and hasattr(self, "text")
                and self._generation != i18n.generation()):
            self.load()
        super().changeEvent(event)
