"""The deal summary as a person meets it (issue 23 §2.5): closed with its title bar's
close box the table stays at the finished deal and offers the next one (it dealt the
next deal at once); Ctrl+N works while a summary has the focus (it was ignored); a new
game closes the old game's summary (it stayed open over the new table); the bar under
the table waits for no one while the summary is up; with two people (no moments) it has
no empty band above its buttons."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from steps import (
    actions,
    decide,
    lift_pass_screen,
    my_turn,
    panel,
    play_to_summary,
    settled,
    start_in_new_game_dialog,
    summary,
)
from xscreen import Binokel, XScreen

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.setup_json import setup_to_json
from binokel_desktop.app.store import Store
from binokel_desktop.engine.profile import PROFILES


@pytest.mark.parametrize(("lang", "width", "height"), [("de", 1024, 600)])
def test_closing_a_summary_and_a_new_game_over_it(tmp_path: Path, shots: Path, lang: str,
                                                  width: int, height: int) -> None:
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", lang, "--profile", "bezique-2",
                       "--seed", "4", "--speed", "off", "--new", shots=shots).start()
        state = play_to_summary(game)
        game.settle()
        # Nobody's turn while the summary is up: the bar under the table named the
        # player the engine would ask next ("Warten auf Anna …").
        assert game.state()["panel"] == "", game.state()["panel"]
        dialog = next(w for w in game.state()["windows"] if w["kind"] == "DealSummaryDialog")
        x, y, w, _ = dialog["frame"]
        before = actions(game)
        screen.click(x + w - 10, y + 10)  # openbox's close box, at the title bar's right end
        state = game.wait(lambda s: not summary(s) and s, 10, "the summary to close")
        game.settle(1.0)
        assert actions(game) == before, "closing the summary dealt the next deal"
        offer = panel(game.state())
        assert len(offer) == 1, offer
        game.save_shot("after-close-box")
        game.press(offer[0]["text"], lambda s: actions(game) > before or not panel(s),
                   "next deal")
        play_to_summary(game)
        game.settle()
        screen.key("ctrl+n")
        end = game.wait(lambda s: next((b for b in s["buttons"] if b["window"] == "QMessageBox"
                                        and b["role"] == "DestructiveRole"), None), 10,
                        "the question before a new game (Ctrl+N)")
        game.press(end["text"], lambda s: any(w["kind"] == "NewGameDialog"
                                                 for w in s["windows"]),
                   "end the game for a new one", window="QMessageBox")
        start_in_new_game_dialog(game)
        state = game.wait(lambda s: my_turn(s) and s, 60, "the new game's first decision")
        assert not summary(state), "the old game's summary is still open over the new table"
        game.save_shot("new-game")
        game.stop()


def empty_band(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    """The tallest run of rows of ``box`` (left, top, right, bottom) with nothing drawn
    in them: each row one colour, give or take the ground's shading."""
    grey = image.convert("L").crop(box)
    width, height = grey.size
    pixels = grey.load()
    tallest = run = 0
    for y in range(height):
        row = [pixels[x, y] for x in range(width)]
        run = run + 1 if max(row) - min(row) <= 8 else 0
        tallest = max(tallest, run)
    return tallest


@pytest.mark.parametrize(("lang", "width", "height"), [("de", 1366, 768)])
def test_a_summary_for_two_people_has_no_empty_band(tmp_path: Path, shots: Path, lang: str,
                                                     width: int, height: int) -> None:
    """Two people at the laptop: the summary has no moments, and it was still as tall as
    one with them, 150 px of nothing between the score row and its buttons."""
    data = tmp_path / "data"
    data.mkdir()
    seats = (SeatSetup("Anna", True), SeatSetup("Berta", True), SeatSetup("Carl", False, "easy"))
    Store(data).set("last_game", setup_to_json(GameSetup(PROFILES["online-40"], seats)))
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, data, "--lang", lang, "--seed", "5", "--speed", "off",
                       shots=shots).start()
        start_in_new_game_dialog(game)
        for _ in range(200):
            state = game.wait(settled(game, lambda s: s.get("pass_screen") or my_turn(s)
                                      or summary(s)), 120, "a pass screen, a turn or the summary")
            if summary(state):
                break
            if state.get("pass_screen"):
                who = next(n for n in ("Anna", "Berta") if n in state["pass_screen"])
                lift_pass_screen(game, who)
                continue
            decide(game, state, 4)
        else:
            game.fail("no summary after 200 decisions")
        game.settle()
        state = game.state()
        dialog = next(w for w in state["windows"] if w["kind"] == "DealSummaryDialog")
        ok = next(b for b in state["buttons"]
                  if b["window"] == "DealSummaryDialog" and b["role"] == "AcceptRole")
        x, y, w, _ = dialog["frame"]
        image = screen.shot()
        band = empty_band(image, (x + 12, y + 40, x + w - 12, ok["shown"][1] - 4))
        if band >= 60:
            game.save_shot("summary-band")
        assert band < 60, f"{band} px of nothing above the summary's buttons"
        # The button below takes the click and the next deal comes.
        bx, by, bw, bh = ok["shown"]
        screen.click(bx + bw // 2, by + bh // 2)
        game.wait(lambda s: not summary(s), 20, "the summary to close by its button")
        game.stop()
