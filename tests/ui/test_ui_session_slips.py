"""Slips around a running game (issue 23 §2.10): opening a save keeps the deck chosen in
the View menu and asks under an "Open game" title; the window's title follows the
score panel; the info line counts the last trick after a resume; a finished deal is
not called unfinished."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox
from table_walk import TIMEOUT, asked, choose, make_window
from test_ui_layout_window import answer_question

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.store import Store
from binokel_desktop.engine import PROFILES, Phase
from binokel_desktop.ui import i18n
from binokel_desktop.ui.main_window import MainWindow


def computers(profile: str = "grupp1994-3", seed: int = 21) -> GameSetup:
    p = PROFILES[profile]
    names = ("You", "Anna", "Karl", "Lena")
    seats = tuple(SeatSetup(names[i], False, "easy") for i in range(p.deal.seats))
    return GameSetup(p, seats, "wuerttemberg", seed)


def test_opening_a_save_or_a_record_keeps_the_deck_chosen_in_the_view_menu(
        open_window, qtbot, tmp_path):
    window = open_window(Store(tmp_path), computers())
    c = window.controller
    qtbot.waitUntil(lambda: len(c.record.actions) > 12, timeout=TIMEOUT)
    c.stop()
    path = window.files.save_as("Sunday")
    assert path is not None
    record = tmp_path / "game.binokel.json"
    assert window.files.export_record(record)
    window.menus.acts["deck:french-4"].trigger()  # the person's choice, after the save
    assert window.scene.deck_style == "french-4"
    assert window.files.open_path(path)
    assert window.controller is not c
    assert window.scene.deck_style == "french-4"
    assert window.menus.decks.checkedAction().data() == "french-4"
    window.controller.stop()
    assert window.files.open_record(record)
    assert window.scene.deck_style == "french-4"


def test_opening_a_saved_game_asks_under_an_open_game_title(open_window, qtbot, tmp_path):
    window = open_window(Store(tmp_path), computers())
    window.files.save_as("Sunday")
    window.controller.stop()
    setup = GameSetup(PROFILES["grupp1994-3"], (SeatSetup("You", True),
                      SeatSetup("Anna", False, "easy"), SeatSetup("Karl", False, "easy")),
                      "wuerttemberg", 5)
    window.new_game(setup, seed=5)
    rng = random.Random(1)
    for _ in range(2):  # a game in progress: there is something to lose
        qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
        window.submit(choose(asked(window), rng))
    titles: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QInputDialog):
            box.accept()  # the first saved game
        elif isinstance(box, QMessageBox):
            titles.append(box.windowTitle() + "|" + box.text())
            next(b for b in box.buttons() if b.text() == "Keep playing").click()
            return
        QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)
    window.files.ask_open()
    assert titles == ["Open game|End the game in progress and open another?"]


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"-?\d+", text.replace("\u2212", "-"))]


def test_the_title_shows_the_scores_the_panel_shows(qtbot):
    # Bezique scores its melds during a deal: the title kept the last deal's total.
    window = make_window(qtbot, "bezique-2", (False, False), seed=4)
    differ: list[tuple[str, str]] = []
    compared = []

    def check() -> None:
        if window.session.view is None or not window.score_panel.scores.text():
            return
        panel = numbers(window.score_panel.scores.text())
        if any(panel):
            compared.append(1)
            title = numbers(window.windowTitle())
            if title != panel:
                differ.append((window.windowTitle(), window.score_panel.scores.text()))

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(5)
    for deal in range(2):
        qtbot.waitUntil(lambda: window.open_dialog() is not None, timeout=TIMEOUT)
        check()
        window.open_dialog().accept()
        qtbot.waitUntil(lambda d=deal: window.controller.state.deal_no == d + 1,
                        timeout=TIMEOUT)
    timer.stop()
    assert len(compared) > 20
    assert differ == []


def test_the_info_line_counts_the_last_trick_after_a_resume(open_window, qtbot, tmp_path):
    window = open_window(Store(tmp_path), computers(seed=8))
    c = window.controller
    qtbot.waitUntil(lambda: c.state.phase is Phase.PLAY and len(c.record.actions) > 14,
                    timeout=TIMEOUT)
    c.stop()
    path = window.files.save_as("Midway")
    window.close()
    # The next start opens it in a window that has shown no deal's start.
    window = MainWindow(None, speed="off", store=Store(tmp_path))
    qtbot.addWidget(window)
    window.show()
    assert window.files.open_path(path)
    qtbot.waitUntil(lambda: window.open_dialog() is not None, timeout=TIMEOUT)
    view = window.controller.view(window.session.viewer)
    assert view.phase is Phase.DEAL_OVER
    # The line says what the summary says: the deal over, every trick counted.
    assert window._info_view is not None and window._info_view.phase is Phase.DEAL_OVER
    assert "Deal over" in window.info.text().replace("\u00a0", " ")  # parts kept whole


def test_a_finished_deal_is_not_called_unfinished(qtbot):
    window = make_window(qtbot, "grupp1994-3", (True, False, False))
    rng = random.Random(2)
    while window.open_dialog() is None:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=TIMEOUT)
        if window.open_dialog() is None:
            window.submit(choose(asked(window), rng))
    seen: list[str] = []
    answer_question(qtbot, "Keep playing", seen)
    window.menus.acts["quit"].trigger()
    assert "Quit the game in progress?" in seen[0]
    assert "is not finished" not in seen[0]
    assert "The game is kept" in seen[0]


def test_the_table_shows_the_felt_before_any_game(qtbot, tmp_path):
    window = MainWindow(None, speed="off", store=Store(tmp_path))
    qtbot.addWidget(window)
    window.resize(1008, 560)
    window.show()
    qtbot.waitExposed(window)
    view = window.table_view
    image = view.grab().toImage()
    for x, y in ((view.width() // 2, view.height() // 2), (10, 10),
                 (view.width() - 10, view.height() - 10)):
        colour = image.pixelColor(x, y)
        # The felt is green (it was plain white: the empty scene had no size).
        assert colour.green() > colour.red() + 20 and colour.green() > colour.blue(), \
            (x, y, colour.name())


@pytest.mark.parametrize("lang", ["de", "it"])
def test_the_save_as_dialog_is_wide_enough_for_its_title(open_window, qtbot, tmp_path, lang):
    window = open_window(Store(tmp_path), computers())
    window.controller.stop()
    i18n.set_language(lang)
    try:
        seen: list[tuple[str, int, int]] = []

        def answer() -> None:
            box = QApplication.activeModalWidget()
            if not isinstance(box, QInputDialog):
                QTimer.singleShot(20, answer)
                return
            title = box.fontMetrics().horizontalAdvance(box.windowTitle())
            seen.append((box.windowTitle(), box.width(), title))
            box.reject()

        QTimer.singleShot(0, answer)
        window.files.ask_save_as()
    finally:
        i18n.set_language("en")
    (title, width, advance), = seen
    assert title == {"de": "Speichern unter", "it": "Salva con nome"}[lang]
    # Room for the title beside the title bar's icon and its three buttons.
    assert width >= advance * 1.3 + 160
