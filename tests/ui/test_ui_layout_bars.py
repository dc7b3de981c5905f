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
