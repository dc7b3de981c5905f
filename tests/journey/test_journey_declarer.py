"""A whole deal as declarer, in a real window: bid, take the dabb, lay away, name
trump -- every trump button once, the second row included, taking the choice back in
between --, meld and play every trick, at 1024x600 and 1366x768 in German and Italian."""

from __future__ import annotations

from pathlib import Path

import pytest
from steps import (
    actions,
    lay_away,
    panel,
    play_to_summary,
    press_action,
    wait_turn,
)
from xscreen import Binokel, XScreen

# (language, width, height, play the deal out): the trump step at every size and
# language; the card play (the slow part) twice.
SIZES = [("de", 1024, 600, True), ("it", 1024, 600, False), ("de", 1366, 768, False),
         ("it", 1366, 768, True)]


def trump_buttons(state: dict) -> list[dict]:
    return [b for b in panel(state) if b["role"] == "trump"]


@pytest.mark.parametrize(("lang", "width", "height", "play_out"), SIZES)
def test_a_deal_as_declarer(tmp_path: Path, shots: Path, lang: str, width: int,
                            height: int, play_out: bool) -> None:
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", lang, "--profile", "grupp1994-3",
                       "--seed", "3", "--speed", "fast", "--new", shots=shots).start()
        state = wait_turn(game)
        # Bid until the auction is won (the computers' bids are seeded, but their search
        # has a clock: on a loaded machine one may bid once more).
        for _ in range(12):
            if any(b["role"] == "D" for b in panel(state)):
                break
            bid = next(b for b in panel(state) if b["role"] == "B")
            press_action(game, bid["text"], "bid")
            state = wait_turn(game)
        press_action(game, next(b for b in panel(state) if b["role"] == "D")["text"],
                     "take the dabb")
        wait_turn(game)
        lay_away(game, 3)
        state = wait_turn(game)
        game.save_shot("trump")
        choices = trump_buttons(state)
        assert len(choices) >= 4, [b["text"] for b in panel(state)]
        rows = {b["rect"][1] for b in choices}
        assert len(rows) >= 2 or width > 1100, "the trump choices need a second row here"
        # Every choice once, taken back in between: each must take its click. The
        # contracts (Durch, open Durch) first; the deal is played in the last suit.
        choices = choices[4:] + choices[:4][::-1]
        for i, choice in enumerate(choices):
            before = actions(game)
            press_action(game, choice["text"], f"trump choice {choice['text']!r}")
            if i < len(choices) - 1:
                game.settle()
                screen.key("ctrl+z")
                game.wait(lambda s, n=before: actions(game) == n, 20,
                          "the trump choice to be taken back")
                wait_turn(game)
        if not play_out:
            game.stop()
            return
        # Melds, then every trick to the end of the deal.
        play_to_summary(game)
        game.save_shot("summary")
        game.stop()
