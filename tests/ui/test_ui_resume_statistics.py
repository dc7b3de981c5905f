"""The statistics window, offscreen, over a real statistics file: rows per
player and level, the chart draws, reset forgets, and a finished game in a
window is counted.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QImage

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.statistics import Statistics
from binokel_desktop.app.store import Store
from binokel_desktop.engine import PROFILES
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.ui.statistics_window import StatisticsWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))
from saves_kit import played  # noqa: E402


def filled(tmp_path) -> Statistics:
    stats = Statistics(Store(tmp_path))
    game = played(seed=12)
    setup = GameSetup(game.setup.profile, (SeatSetup("Oma", True), SeatSetup("A", False, "easy"),
                                           SeatSetup("B", False, "hard")), "wuerttemberg")
    stats.record_game("g", setup, game.record, True)
    return stats


def test_the_window_shows_each_player_and_level_and_draws_its_charts(qtbot, tmp_path):
    window = StatisticsWindow(filled(tmp_path))
    qtbot.addWidget(window)
    window.resize(900, 560)
    window.show()
    rows = [window.players.verticalHeaderItem(r).text() for r in range(window.players.rowCount())]
    assert rows == ["Oma", "Computer (Easy)", "Computer (Hard)"]
    assert window.players.item(0, 0).text() == "1"  # games
    assert window.fair.rowCount() == 3
    for chart in (window.player_chart, window.fair_chart):
        image = QImage(chart.size(), QImage.Format.Format_ARGB32)
        image.fill(0)
        chart.render(image)
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
                   for y in range(0, image.height(), 7)}
        assert len(colours) > 4  # bars in several colours, not an empty widget
    assert window.fair_chart.reference is not None
    assert window.reset()
    assert window.players.rowCount() == 0
    image = QImage(window.player_chart.size(), QImage.Format.Format_ARGB32)
    window.player_chart.render(image)  # an empty chart paints its "no games" line


def test_a_game_finished_in_the_window_is_counted(qtbot, tmp_path):
    profile = PROFILES["online-40-2p"].with_options(target=100)
    setup = GameSetup(profile, (SeatSetup("Oma", False, "easy"), SeatSetup("Opa", False, "easy")),
                      "french", 3)
    store = Store(tmp_path)
    window = MainWindow(setup, seed=3, speed="off", store=store)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.game_did_finish, timeout=60_000):
        pass
    figures = Statistics(store).figures()
    assert figures["level:easy"].games == 2 and figures["level:easy"].games_won == 1



def test_a_lesson_game_is_saved_but_not_counted(qtbot, tmp_path):
    """A lesson's practice game (as Learn to play starts it) is autosaved, so it can be
    resumed, but a family's statistics do not count it, resumed or not."""
    from binokel_desktop.app.autosave import is_counted
    from binokel_desktop.app.game_files import read_autosave

    profile = PROFILES["online-40-2p"].with_options(target=1500)
    setup = GameSetup(profile, (SeatSetup("Oma", False, "easy"), SeatSetup("Opa", False, "easy")),
                      "french", 3)
    store = Store(tmp_path)

    def deals_scored(window: MainWindow, n: int) -> None:
        qtbot.waitUntil(lambda: window.session is not None
                        and window.session.controller.state.deal_no >= n, timeout=60_000)

    window = MainWindow(None, speed="off", store=store)
    qtbot.addWidget(window)
    window.show()
    window.new_game(setup, seed=3, counted=False)
    deals_scored(window, 2)
    window.close()  # the autosave reaches the disk
    assert Statistics(store).figures() == {}
    save, _ = read_autosave(store.directory)
    assert save is not None and save.record.actions  # saved all the same
    # A resumed game keeps its id (save_dialogs.attach), so it stays a lesson's.
    assert not is_counted(save.game_id)
