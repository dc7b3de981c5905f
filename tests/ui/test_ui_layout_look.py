"""View ▸ Cards and View ▸ Colours in the real window (issue 28 §3, §4): outlined
hearts and card backs 2–4 change the cards on the table at once and are remembered
for the next start; the colour choice sets a light or dark palette, is remembered,
and "As the system" follows the system when it switches while the game runs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.store import Store
from binokel_desktop.engine.cards import Suit
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui import theme
from binokel_desktop.ui.card_pixmaps import card_options, set_card_options
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.ui.table.card_item import CardItem

sys.path.insert(0, str(Path(__file__).parent))  # test_ui_layout_contrast's deals


@pytest.fixture(autouse=True)
def defaults():
    """Every test starts and ends with filled hearts, back 1 and the system's colours."""
    set_card_options(outline_hearts=False, back=1)
    app = QApplication.instance()
    old = app.palette()
    yield
    set_card_options(outline_hearts=False, back=1)
    theme.apply_scheme("system")
    app.setPalette(old)


def window_at(qtbot, store: Store) -> MainWindow:
    profile = PROFILES["grupp1994-3"]
    seats = tuple(SeatSetup(n, human=i == 0, level="easy")
                  for i, n in enumerate(("You", "Anna", "Karl")))
    window = MainWindow(GameSetup(profile, seats, "wuerttemberg", 11), seed=11, speed="off",
                        store=store)
    qtbot.addWidget(window)
    window.resize(1008, 560)
    window.show()
    qtbot.waitUntil(lambda: window.scene is not None and any(
        i.face_up for i in window.scene.all_items()), timeout=60_000)
    return window


def shown(window: MainWindow, item: CardItem) -> QImage:
    """The card as the table view shows it now."""
    view = window.table_view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return view.grab(rect).toImage()


def test_outlined_hearts_and_backs_change_the_table_and_are_remembered(qtbot, tmp_path):
    store = Store(tmp_path)
    window = window_at(qtbot, store)
    items = window.scene.all_items()
    heart = next(i for i in items if i.face_up and i.card >> 4 == Suit.HEARTS)
    other = next(i for i in items if i.face_up and i.card >> 4 == Suit.ACORNS)
    back = next(i for i in items if not i.face_up)
    before = {i: shown(window, i) for i in (heart, other, back)}
    assert not window.menus.acts["outline_hearts"].isChecked()
    window.menus.acts["outline_hearts"].trigger()
    window.menus.acts["back:3"].trigger()
    qtbot.waitUntil(lambda: shown(window, heart) != before[heart], timeout=5_000)
    assert shown(window, back) != before[back]  # the green tartan, not the blue lattice
    assert shown(window, other) == before[other]  # only hearts change
    assert window.menus.acts["back:3"].isChecked() and not window.menus.acts["back:1"].isChecked()
    again = Store(tmp_path)
    assert (again.get("outline_hearts"), again.get("card_back")) == (True, 3)
    window.close()
    set_card_options(outline_hearts=False, back=1)  # as a new start has them
    restarted = window_at(qtbot, Store(tmp_path))
    assert card_options() == (True, 3)
    assert restarted.menus.acts["outline_hearts"].isChecked()
    assert restarted.menus.acts["back:3"].isChecked()


def test_the_colour_choice_sets_the_palette_and_is_remembered(qtbot, tmp_path):
    window = window_at(qtbot, Store(tmp_path))
    assert window.menus.acts["scheme:system"].isChecked()
    window.menus.acts["scheme:dark"].trigger()
    assert theme.is_dark() and QApplication.style().name().lower() == "fusion"
    qtbot.waitUntil(lambda: theme.is_dark(window.palette()), timeout=5_000)  # the window too
    assert Store(tmp_path).get("colour_scheme") == "dark"
    window.menus.acts["scheme:light"].trigger()
    assert not theme.is_dark()
    window.close()
    theme.apply_scheme("system")
    again = window_at(qtbot, Store(tmp_path))  # the next start
    assert theme.current_scheme() == "light" and again.menus.acts["scheme:light"].isChecked()


def test_as_the_system_follows_a_switch_while_the_game_runs(qtbot, tmp_path):
    window = window_at(qtbot, Store(tmp_path))
    window.menus.acts["scheme:system"].trigger()
    hints = QApplication.styleHints()
    light = not theme.is_dark()
    # What the platform sends when the desktop switches (offscreen Qt never does).
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.is_dark()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert not theme.is_dark()
    window.menus.acts["scheme:light"].trigger()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # a forced choice stays
    assert not theme.is_dark() and light


def test_the_open_score_sheet_takes_the_new_inks(qtbot, tmp_path):
    """The sheet stays open across deals: a switch re-inks its losses (they kept the
    light theme's dark red, 1.5:1 on the dark base)."""
    from test_ui_layout_contrast import NAMES, PROFILE, deal

    window = window_at(qtbot, Store(tmp_path))
    sheet = window.score_sheet
    sheet.set_results([deal(250, 0), deal(400, 1)], NAMES, PROFILE)
    window.menus.acts["scheme:light"].trigger()

    def loss_inks() -> set[str]:
        table = sheet.table
        return {table.item(r, c).foreground().color().name()
                for r in range(table.rowCount()) for c in range(table.columnCount())
                if table.item(r, c) is not None
                and table.item(r, c).foreground().style() != Qt.BrushStyle.NoBrush}
    light = loss_inks()
    assert light == {theme.ink("bad", theme.light_palette())}
    window.menus.acts["scheme:dark"].trigger()
    qtbot.waitUntil(lambda: loss_inks() == {theme.ink("bad", theme.dark_palette())},
                    timeout=5_000)
