"""One bar above the table and no empty strip below it (issue 28 §1).

At 1024×600 the menu, the score panel, the info line and a mostly empty status
strip took 113 of the window's 560 px and held the hand's cards to 106 px. Now
the info line is the score bar's second line, the status strip shows only with
something to say, and the height goes to the cards.
"""

from __future__ import annotations

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
