"""A family with long names at Cross Binokel on a 1024×600 laptop: the window stays on
the screen and every button takes a click, and the deal's summary shows its score row
without scrolling once the moments that mattered have come in. Before, the score bar's
one-line totals ("Großmutter Hildegard und Karl-Friedrich: 0   Annemarie und
Magdalena: 0") made the window 1134 px wide: the score sheet's button, Annemarie's
seat and the bid button were past the screen's right edge; and the summary kept its
first height when three moments arrived, so its "Punkte" row went out of sight."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from steps import panel, play_to_summary, press_action, start_in_new_game_dialog, wait_turn
from xscreen import Binokel, XScreen

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.setup_json import setup_to_json
from binokel_desktop.app.store import Store
from binokel_desktop.engine.profile import PROFILES

NAMES = ("Großmutter Hildegard", "Annemarie", "Karl-Friedrich", "Magdalena")


def family(data: Path, level: str = "medium") -> None:
    """The family's last game, as the New Game dialog keeps it: four long names, the
    first a person, the others computers of ``level``."""
    seats = tuple(SeatSetup(name, i == 0, level) for i, name in enumerate(NAMES))
    Store(data).set("last_game", setup_to_json(GameSetup(PROFILES["kreuz-4"], seats)))


def summary_buttons(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [b for b in state["buttons"] if b["window"] == "DealSummaryDialog"]


@pytest.mark.parametrize(("lang", "width", "height"), [("de", 1024, 600), ("it", 1024, 600)])
def test_long_names_keep_the_window_on_the_screen(tmp_path: Path, shots: Path, lang: str,
                                                  width: int, height: int) -> None:
    data = tmp_path / "data"
    family(data)
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, data, "--lang", lang, "--seed", "5", "--speed", "fast",
                       shots=shots).start()
        try:
            start_in_new_game_dialog(game)
            state = wait_turn(game)
            game.save_shot("bidding")
            x, y, w, h = game.main_window(state)["frame"]
            assert x >= 0 and x + w <= width and y + h <= height - 32, (x, y, w, h)
            whole = [b for b in state["buttons"] if b["window"] == "MainWindow"]
            assert len(whole) >= 5  # the score bar's buttons and the auction's
            for b in whole:
                assert b["shown"] == b["rect"], f"{b['text']!r} is cut at the screen's edge"
            # The rightmost button of the auction (bid the typed value) takes a click.
            bid = max(panel(state), key=lambda b: b["rect"][0])
            press_action(game, bid["text"], "bid the typed value")
        finally:
            game.stop()


def test_the_summary_shows_its_score_row_with_the_moments(tmp_path: Path, shots: Path) -> None:
    """The person passes; the summary of the first deal played comes with three moments
    (seed 5, Easy computers)."""
    data = tmp_path / "data"
    family(data, "easy")
    with XScreen(1024, 600, panel=32) as screen:
        game = Binokel(screen, data, "--lang", "de", "--seed", "5", "--speed", "off",
                       shots=shots).start()
        try:
            start_in_new_game_dialog(game)
            play_to_summary(game, lay=4)  # Cross Binokel's dabb has four cards
            # The moments come in a moment later, each with its "show in the review".
            game.wait(lambda s: len(summary_buttons(s)) > 2, 30, "the summary's moments")
            game.settle()
            state = game.state()
            game.save_shot("summary")
            window = next(w for w in state["windows"] if w["kind"] == "DealSummaryDialog")
            assert window["cut"] == [] and window["scrolled"] == [], window
            x, y, w, h = window["frame"]
            assert y >= 0 and y + h <= 600 - 32, window["frame"]
            assert all(b["shown"] == b["rect"] for b in summary_buttons(state))
        finally:
            game.stop()
