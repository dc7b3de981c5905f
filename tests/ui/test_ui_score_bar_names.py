"""The score bar with a family's long names (Cross Binokel at 1024×600): the totals wrap
between the parties instead of widening the window past the screen, and the bar grows
by the second line in every game of the evening, not only in the first (the window's
layout kept stale items for the bars after the first new game, so a line that wrapped
later overlapped the line under it)."""

from __future__ import annotations

import pytest

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.store import Store
from binokel_desktop.engine.profile import PROFILES

pytestmark = pytest.mark.usefixtures("english_afterwards")

NAMES = ("Großmutter Hildegard", "Annemarie", "Karl-Friedrich", "Magdalena")


def lines_apart(window) -> bool:  # type: ignore[no-untyped-def]
    bar = window.score_panel
    return (bar.scores.geometry().bottom() < bar.info.geometry().top()
            and bar.facts.geometry().bottom() < bar.info.geometry().top()
            and bar.info.geometry().bottom() < bar.height())


def test_long_names_wrap_in_the_bar_and_keep_the_window_narrow(open_window, qtbot, tmp_path):
    seats = tuple(SeatSetup(name, i == 0, "easy") for i, name in enumerate(NAMES))
    setup = GameSetup(PROFILES["kreuz-4"], seats, "wuerttemberg", 5)
    window = open_window(Store(tmp_path), setup, size=(800, 560))
    for game in range(2):  # the second game lays the table out anew
        if game:
            window.new_game(setup, seed=6)
        qtbot.waitUntil(lambda: "Hildegard" in window.score_panel.scores.text(), timeout=10_000)
        qtbot.waitUntil(lambda: window.score_panel.scores.height() > 20, timeout=5_000)
        assert window.width() == 800, "the totals widened the window"
        qtbot.waitUntil(lambda: lines_apart(window), timeout=5_000)
        window.resize(1400, 560)  # room enough: one line again, the bar shrinks back
        qtbot.waitUntil(lambda: window.score_panel.scores.height() < 20 and lines_apart(window),
                        timeout=5_000)
        window.resize(800, 560)
