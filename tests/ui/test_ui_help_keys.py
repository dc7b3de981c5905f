"""The F1 help lists every key the program answers (issue 23 §2.10 item 13: the keys were
only in tool tips), in English, German and Italian."""

from __future__ import annotations

import html

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.engine import PROFILES
from binokel_desktop.ui import help_window, i18n
from binokel_desktop.ui.action_panel import ActionPanel
from binokel_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.usefixtures("english_afterwards")


def test_every_shortcut_of_the_window_is_in_the_help(qtbot):
    seats = tuple(SeatSetup(n, human=True, level="easy") for n in ("You", "Anna", "Karl"))
    window = MainWindow(GameSetup(PROFILES["grupp1994-3"], seats, "french", 5), seed=5,
                        speed="off")
    qtbot.addWidget(window)
    shortcuts = {a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
                 for a in window.findChildren(QAction)} - {""}
    listed = {k for keys, _ in help_window.KEYS for k in keys}
    listed |= {str(n) for n in range(1, 10)}  # "1 … 9"
    assert {"Ctrl+N", "F1", "H", "P", "1"} <= shortcuts  # the window was looked at
    assert shortcuts - listed == set()
    assert set(ActionPanel.KEYS.values()) <= listed
    window.close()
    QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_the_help_shows_the_keys_in_the_language(lang):
    i18n.set_language(lang)
    page = help_window.rules_html(lang)
    assert "{{keys}}" not in page and 'name="keys"' in page
    for keys, what in help_window.KEYS:
        assert html.escape(help_window.key_words(what)) in page, what
        for key in keys:
            assert html.escape(help_window.key_text(key)) in page, key
    if lang == "de":  # the keyboard's own names
        assert help_window.key_text("Ctrl+Z") == "Strg+Z"
