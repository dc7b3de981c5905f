"""One bar above the table and no empty strip below it (issue 28 §1).

At 1024×600 the menu, the score panel, the info line and a mostly empty status
strip took 113 of the window's 560 px and held the hand's cards to 106 px. Now
the info line is the score bar's second line, the status strip shows only with
something to say, and the height goes to the cards.
"""

from __future__ import annotations

import pytest
from table_walk import asked, make_window, window_size


def test_one_bar_and_the_height_goes_to_the_cards(qtbot):
    window = make_window(qtbot, "grupp1994-3", size=window_size((1024, 600)))
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=60_000)  # buttons shown
    assert window.info.parentWidget() is window.score_panel and window.info.text()
    assert not window.status.isVisible()  # nothing to say
    furniture = window.height() - window.table_view.height()
    assert furniture <= 90, furniture  # was 113 (menu 19, bars 25 + 18, panel 33, strip 18)
    assert window.scene.layout.card_h >= 110  # was 106.4 px
    window.show_problem(lambda: "A line to read")
    assert window.status.isVisible() and window.status.text() == "A line to read"
    window.show_problem(None)
    assert not window.status.isVisible()


def test_the_bar_shrinks_again_when_the_info_line_is_short_again(qtbot):
    """Italian 40-card game at 1024x600: after a play phase's two-line info line, the
    auction's one line sat in the middle of a two-line bar for the rest of the game."""
    window = make_window(qtbot, "grupp1994-3", size=window_size((1024, 600)))
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=60_000)
    panel = window.score_panel
    short = window.info.text()
    qtbot.waitUntil(lambda: panel.height() > 0 and window.table_view.height() > 0)
    bar, table = panel.height(), window.table_view.height()
    line = window.info.fontMetrics().height()
    panel.set_info("   ·   ".join([short] * 6))  # wraps at this width
    qtbot.waitUntil(lambda: panel.height() >= bar + line)
    panel.set_info(short)
    qtbot.waitUntil(lambda: panel.height() == bar and window.table_view.height() == table,
                    timeout=2000)
    # The one line sits right under the first, not in the middle of two lines' room.
    assert window.info.height() < 2 * line, (window.info.height(), line)


def test_before_the_first_game_the_bar_offers_nothing_that_does_nothing(qtbot, tmp_path):
    """The first New Game dialog cancelled: "Last trick" was enabled and did nothing, and
    "Score sheet…" opened an empty white window. Both wait for a game now."""
    from binokel_desktop.app.store import Store
    from binokel_desktop.ui.main_window import MainWindow

    window = MainWindow(None, speed="off", store=Store(tmp_path / "data"))
    qtbot.addWidget(window)
    window.show()
    assert window.panel.prompt.text() == "No game yet."
    assert not window.score_panel.sheet_button.isEnabled()
    assert not window.menus.acts["sheet"].isEnabled()
    assert not window.aids.acts["last_trick"].isEnabled()
    # A game: both can be used (the last trick says there is none yet).
    from table_walk import make_window

    game = make_window(qtbot, "grupp1994-3")
    qtbot.waitUntil(lambda: asked(game) is not None, timeout=60_000)
    assert game.score_panel.sheet_button.isEnabled() and game.menus.acts["sheet"].isEnabled()
    assert game.aids.acts["last_trick"].isEnabled()


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_the_bar_and_the_menu_name_the_score_sheet_alike(qtbot, tmp_path, lang):
    """The bar's button read "Segnapunti…" and the Game menu "Segnapunti": both open the
    same window and ask nothing more, so neither has the dots (the one with them looked
    like a different command)."""
    from binokel_desktop.app.store import Store
    from binokel_desktop.ui import i18n
    from binokel_desktop.ui.main_window import MainWindow

    i18n.set_language(lang)
    try:
        window = MainWindow(None, speed="off", store=Store(tmp_path / "data"))
        qtbot.addWidget(window)
        window.retranslate()
        menu = window.menus.acts["sheet"].text().replace("&", "")
        assert window.score_panel.sheet_button.text() == menu
        assert not menu.endswith("…")
    finally:
        i18n.set_language("en")
