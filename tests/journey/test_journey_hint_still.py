"""A hint moves nothing: the person asks for it by a click on "Tipp", and the bid button
it points at stays in its place, so a click aimed there before the hint came is taken.

The hint's line used to appear in a status strip of the layout that is hidden while
empty: the action panel then moved 20 px up and the table was laid out anew, and a
click at the button's place (aimed before the hint came) fell beside it."""

from __future__ import annotations

from pathlib import Path

import pytest
from steps import lift_pass_screen, my_turn, panel, settled, start_in_new_game_dialog
from xscreen import Binokel, XScreen

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.setup_json import setup_to_json
from binokel_desktop.app.store import Store
from binokel_desktop.engine.profile import PROFILES


@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 600, "de"), (1366, 768, "it")])
def test_the_hinted_button_stays_put_and_takes_the_click(tmp_path: Path, shots: Path,
                                                           width: int, height: int,
                                                           lang: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    seats = (SeatSetup("Anna", True), SeatSetup("Berta", True), SeatSetup("Carl", False))
    Store(data).set("last_game", setup_to_json(GameSetup(PROFILES["online-40"], seats)))
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, data, "--lang", lang, "--seed", "5", "--speed", "fast",
                       shots=shots).start()
        start_in_new_game_dialog(game)
        lift_pass_screen(game, "Berta")  # seed 5: Berta opens the auction
        state = game.wait(settled(game, my_turn), 60, "Berta's first call")
        bid = next(b for b in panel(state) if b["role"] == "B")
        hint = next(b for b in state["buttons"] if b["role"] == "Aid-hint")
        x, y, w, h = hint["shown"]
        screen.click(x + w // 2, y + h // 2)
        # The hint's words name the bid's value; the thinking line before them does not.
        value = "".join(ch for ch in bid["text"] if ch.isdigit())
        hinted = game.wait(settled(game, lambda s: value in s["status"] and s), 30,
                           "the hint's words")
        game.save_shot("hinted")
        # The gold frame makes the button a little larger (bold words, a thicker
        # border), about its place; it does not move off it (it moved 20 px up).
        moved = next(b for b in panel(hinted) if b["role"] == "B")
        x, y, w, h = bid["shown"]
        cx, cy = x + w // 2, y + h // 2
        nx, ny, nw, nh = moved["shown"]
        assert abs(ny - y) <= 2 and nx <= cx < nx + nw and ny <= cy < ny + nh, (
            bid["shown"], moved["shown"])
        # Where the button was before the hint: the click must be taken.
        screen.click(cx, cy)
        game.wait(lambda s: not my_turn(s) or s["panel"] != hinted["panel"], 20,
                  "the bid clicked where the button was before the hint")
