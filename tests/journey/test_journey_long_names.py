"""A family with long names at Cross Binokel on a 1024×600 laptop: the window stays on
the screen and every button takes a click. Before, the score bar's one-line totals
("Großmutter Hildegard und Karl-Friedrich: 0   Annemarie und Magdalena: 0") made the
window 1134 px wide: the score sheet's button, Annemarie's seat and the bid button
were past the screen's right edge."""

from __future__ import annotations

from pathlib import Path

import pytest
from steps import panel, press_action, start_in_new_game_dialog, wait_turn
from xscreen import Binokel, XScreen

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.setup_json import setup_to_json
from binokel_desktop.app.store import Store
from binokel_desktop.engine.profile import PROFILES

NAMES = ("Großmutter Hildegard", "Annemarie", "Karl-Friedrich", "Magdalena")


@pytest.mark.parametrize(("lang", "width", "height"), [("de", 1024, 600), ("it", 1024, 600)])
def test_long_names_keep_the_window_on_the_screen(tmp_path: Path, shots: Path, lang: str,
                                                  width: int, height: int) -> None:
    data = tmp_path / "data"
    seats = tuple(SeatSetup(name, i == 0, "medium") for i, name in enumerate(NAMES))
    Store(data).set("last_game", setup_to_json(GameSetup(PROFILES["kreuz-4"], seats)))
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
