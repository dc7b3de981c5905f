"""F1 opens the help at the game on the table: during Bézique it opened at Binokel's
cards and bidding, and the Bézique paragraph was five screens down."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.engine import PROFILES
from binokel_desktop.ui import help_window, i18n
from binokel_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.usefixtures("english_afterwards")

# The first words of each game's paragraph, per language (the help's own text).
FIRST = {
    "en": {"bezique-2": "Bézique for two.", "altenburg-2": "Two-hand Binokel",
           "kreuz-4": "Cross Binokel", "online-40": "40-card Binokel",
           "grupp1994-4": "Binokel for four"},
    "it": {"bezique-2": "Bésigue in due.", "altenburg-2": "Binocle in due",
           "kreuz-4": "Kreuzbinokel", "online-40": "Binocle a 40 carte",
           "grupp1994-4": "Binocle in quattro"},
}


def test_every_game_has_its_paragraph_in_every_language():
    for lang in ("en", "de", "it"):
        page = help_window.rules_html(lang)
        for profile in PROFILES.values():
            anchor = help_window.game_anchor(profile)
            assert anchor == "" or f'<a name="{anchor}">' in page, (lang, profile.name)
    assert help_window.game_anchor(PROFILES["grupp1994-3"]) == ""  # the help's own start


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("name", ["bezique-2", "altenburg-2", "kreuz-4", "online-40",
                                  "grupp1994-4", "grupp1994-3"])
def test_f1_opens_the_help_at_the_game_on_the_table(qtbot, lang, name):
    i18n.set_language(lang)
    profile = PROFILES[name]
    seats = tuple(SeatSetup(n, human=i == 0, level="easy")
                  for i, n in enumerate(("You", "Anna", "Karl", "Lena")[:profile.deal.seats]))
    window = MainWindow(GameSetup(profile, seats, "french", 5), seed=5, speed="off")
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    window.show_help()
    helper = window._help
    assert helper is not None
    qtbot.waitExposed(helper)
    browser = helper.browser
    top = browser.cursorForPosition(QPoint(8, 8)).block().text()
    if name == "grupp1994-3":
        assert browser.verticalScrollBar().value() == 0
    else:
        assert top.startswith(FIRST[lang][name]), top
    window.close()
