"""Quit and start again three times: the window comes back where it was, inside the
screen, and the decision panel's buttons are all on screen and take clicks (issue 23
§2.1, §2.6: it crept down by a title bar per start until its bottom left the screen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from steps import panel, press_action, wait_turn
from xscreen import Binokel, XScreen

QUIT = {"de": "Beenden", "it": "Esci"}


def inside(frame: list[int], width: int, height: int, panel_h: int) -> bool:
    x, y, w, h = frame
    return x >= 0 and y >= 0 and x + w <= width and y + h <= height - panel_h


@pytest.mark.parametrize(("lang", "width", "height", "maximised"),
                         [("de", 1366, 768, True), ("it", 1024, 600, True),
                          ("de", 1920, 1080, False)])
def test_the_window_stays_where_it_was(tmp_path: Path, shots: Path, lang: str, width: int,
                                       height: int, maximised: bool) -> None:
    data = tmp_path / "data"
    with XScreen(width, height, panel=32) as screen:
        frames = []
        for start in range(4):
            game = Binokel(screen, data, "--lang", lang, "--profile", "grupp1994-3",
                           "--seed", "3", "--speed", "fast", "--new", shots=shots).start()
            state = wait_turn(game)
            window = game.main_window(state)
            frames.append(window["frame"])
            assert window["maximised"] is maximised, window
            assert inside(window["frame"], width, height, 32), (start, window)
            if start == 3:
                # The last start also plays: each of the auction's buttons is whole.
                for b in panel(state):
                    assert b["shown"] == b["rect"], b
                press_action(game, next(b for b in panel(state) if b["role"] == "B")["text"],
                             "bid")
                game.stop()
                break
            assert game.quit(QUIT[lang]) == 0
        assert all(f == frames[0] for f in frames), frames
