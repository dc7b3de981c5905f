"""A hint moves nothing: the person asks for it by a click on "Tipp", and the bid button
it points at stays in its place, so a click aimed there before the hint came is taken.

The hint's line used to appear in a status strip of the layout that is hidden while
empty: the action panel then moved 20 px up and the table was laid out anew, and a
click at the button's place (aimed before the hint came) fell beside it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from steps import lift_pass_screen, my_turn, panel, settled, start_in_new_game_dialog
from xscreen import Binokel, XScreen

from binokel_desktop.app.setup import GameSetup, SeatSetup, default_seats
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
        line_is_seen(game.save_shot("hinted"), hinted)
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


@pytest.mark.parametrize(("width", "height", "lang"), [
    (1024, 600, "it"), (1366, 768, "de"), (1024, 600, "de"), (1366, 768, "it")])
def test_the_hint_line_is_seen_by_one_person(tmp_path: Path, shots: Path, width: int,
                                             height: int, lang: str) -> None:
    """One person against the computer: the line lay under the table, unseen (it was
    put under the pass screen, which then lay under the table until first shown)."""
    data = tmp_path / "data"
    data.mkdir()
    seats = default_seats(3)
    Store(data).set("last_game", setup_to_json(GameSetup(PROFILES["online-40"], seats)))
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, data, "--lang", lang, "--seed", "5", "--speed", "fast",
                       shots=shots).start()
        start_in_new_game_dialog(game)
        state = game.wait(settled(game, lambda s: any(b["role"] == "B" for b in panel(s))),
                          60, "the person's first call")
        hint = next(b for b in state["buttons"] if b["role"] == "Aid-hint")
        x, y, w, h = hint["shown"]
        screen.click(x + w // 2, y + h // 2)
        # The hint's words (pass or bid), not the thinking line before them ("…").
        hinted = game.wait(settled(game, lambda s: s["status"] and "…" not in s["status"]
                                   and s), 30, "the hint's words")
        line_is_seen(game.save_shot("hinted-one-person"), hinted)
        hand_is_clear_of_the_line(hinted)


def hand_is_clear_of_the_line(state: dict) -> None:
    """The line lies over the table's lower edge, under the hand: at 1024x600 the cards
    ran into it, their lower edges and corner indices hidden. A strip of felt must show
    between the two."""
    top = state["status_box"][1]
    lowest = max(c["face"][1] + c["face"][3] for c in state["hand"])
    assert lowest + 2 <= top, f"the status line from y {top}, the hand down to y {lowest}"


def line_is_seen(image: Image.Image, state: dict) -> None:
    """Most of the status line's box shows its own ground on the screen (not the felt
    or the cards of a table drawn over it)."""
    assert state["status_box"] is not None, "the status line is hidden"
    x, y, w, h = state["status_box"]
    ground = tuple(int(state["status_ground"][i:i + 2], 16) for i in (1, 3, 5))
    crop = image.crop((x, y, x + w, y + h))
    pixels = [crop.getpixel((i, j)) for j in range(h) for i in range(w)]
    near = sum(max(abs(a - b) for a, b in zip(p, ground, strict=True)) <= 12 for p in pixels)
    assert near >= 0.5 * w * h, f"{near} of {w * h} pixels of the line's ground {ground}"
