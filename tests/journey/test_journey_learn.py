"""Learn to play (issue 30 §3) as a person meets it: in German at 1024x600, Game ▸ Spielen
lernen … opens the question which game, the three-hand lesson starts, every step's box is
read and put away with Weiter, the last (the score) with Fertig before the deal's summary
comes (the summary and then the game-over box covered it), and the lesson's game is
played to its end -- judged by the probe (the box's buttons on screen, whole; no dialog
over the last step), the autosave (the game finished) and the lesson's progress."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from steps import close_summary, decide, my_turn, panel, press_action, settled, summary
from xscreen import Binokel, XScreen

from binokel_desktop.app.lessons import LESSONS

MAIN_WINDOW = Path(__file__).parents[2] / "binokel_desktop" / "ui" / "main_window.py"
NEXT, DONE = "lesson_next", "Fertig"


def lesson_next(state: dict) -> dict | None:
    """The lesson box's Next (or Done) button, if a step is on screen."""
    return next((b for b in state["buttons"] if b["role"] == NEXT), None)


def game_over(state: dict) -> bool:
    return any(w["kind"] == "GameOverDialog" for w in state["windows"])


@pytest.mark.skipif("install_lessons" not in MAIN_WINDOW.read_text(encoding="utf-8"),
                    reason="the Game menu's entry is wired by main_window.py calling "
                           "install_lessons(self) (the lead's line, not yet there)")
def test_the_first_lesson_to_its_end(tmp_path: Path, shots: Path) -> None:
    with XScreen(1024, 600, panel=32) as screen:
        data = tmp_path / "data"
        game = Binokel(screen, data, "--lang", "de", "--profile", "grupp1994-3", "--seed", "3",
                       "--speed", "fast", "--new", shots=shots).start()
        game.wait(settled(game, lambda s: s["buttons"]), 60, "the game window's buttons")
        # Game ▸ Spielen lernen … by the keyboard, as the menu's underlined letters say.
        screen.key("alt+s")
        screen.key("l")
        choice = game.wait(lambda s: next((b for b in s["buttons"] if b["window"] ==
                                           "QMessageBox" and b["role"] == "AcceptRole"), None),
                           20, "the question which game to learn")
        assert choice["text"] == "Binokel zu dritt", choice
        game.save_shot("which-lesson")
        game.press(choice["text"], lambda s: not any(
            b["window"] == "QMessageBox" and b["role"] == "AcceptRole" for b in s["buttons"]),
            "start the three-hand lesson", window="QMessageBox")
        # A game in progress is given up for the lesson (the computers may have called).
        end = game.wait(lambda s: lesson_next(s) or next(
            (b for b in s["buttons"] if b["window"] == "QMessageBox"
             and b["role"] == "DestructiveRole"), None), 30, "the lesson or the question")
        if end["role"] == "DestructiveRole":
            game.press(end["text"], lambda s: lesson_next(s), "end the game for the lesson",
                       window="QMessageBox")
        read = 0
        for _ in range(200):
            state = game.wait(settled(game, lambda s: lesson_next(s) or my_turn(s)
                                      or summary(s) or game_over(s)), 120,
                              "a lesson step, the person's turn or the deal's end")
            step = lesson_next(state)
            if step is not None:
                read += 1
                game.save_shot(f"step-{read}")
                if step["text"] == DONE:
                    # The score's step is read before the summary covers the table.
                    assert not summary(state) and not game_over(state), state["windows"]
                game.press(step["text"], lambda s: not lesson_next(s), f"Weiter at step {read}")
                continue
            if game_over(state):
                break
            if summary(state):
                game.save_shot("summary")
                close_summary(game, state, "close the summary")
                continue
            bid = next((b for b in panel(state) if b["role"] == "B"), None)
            if bid is not None:
                press_action(game, bid["text"], "bid")  # the lesson says: press Bid
                continue
            decide(game, state)
        else:
            game.fail("the lesson's game did not end")
        game.save_shot("game-over")
        state = game.state()
        # Every step was read, the last with Fertig, and nothing of the lesson is left
        # under the game-over box.
        assert lesson_next(state) is None, state["buttons"]
        assert read == len(LESSONS["three-hand"].steps), read
        save = game.autosave()
        assert save is not None and save["finished"] is True
        progress = json.loads((data / "lessons.json").read_text(encoding="utf-8"))
        assert progress["lessons"]["three-hand"]["status"] == "finished", progress
        game.stop()
