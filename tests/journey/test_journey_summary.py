"""The deal summary as a person meets it (issue 23 §2.5): closed with its title bar's
close box the table stays at the finished deal and offers the next one (it dealt the
next deal at once); Ctrl+N works while a summary has the focus (it was ignored); a new
game closes the old game's summary (it stayed open over the new table); the bar under
the table waits for no one while the summary is up."""

from __future__ import annotations

from pathlib import Path

import pytest
from steps import actions, my_turn, panel, play_to_summary, start_in_new_game_dialog, summary
from xscreen import Binokel, XScreen


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
