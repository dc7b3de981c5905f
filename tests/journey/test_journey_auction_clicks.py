"""Clicking on at the auction's pace (issue 23 §2.8): the click after the winning bid, on
the same spot, must not take the next step's button (here an open Durch, irreversible)
before the person has looked; moving the pointer to a button is a deliberate click."""

from __future__ import annotations

import time
from pathlib import Path

from steps import actions, panel, wait_turn
from xscreen import Binokel, XScreen, wait_until


def test_a_repeated_click_after_the_auction_is_not_taken(tmp_path: Path, shots: Path) -> None:
    with XScreen(1024, 600, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", "de", "--profile", "grupp1994-3",
                       "--seed", "5", "--speed", "fast", "--new", shots=shots).start()
        # Seed 5: the person's first bid wins the auction, the one bot left passing.
        state = wait_turn(game)
        game.settle()
        bid = next(b for b in panel(game.state()) if b["role"] == "B")
        x, y, w, h = bid["shown"]
        spot = (x + w // 2, y + h // 2)
        before = actions(game)
        screen.click(*spot)
        # The auction is won: the dabb step's buttons come; the same spot now holds one.
        state = game.wait(lambda s: any(b["role"] == "D" for b in panel(s)) and s, 30,
                          "the dabb step")
        under = [b for b in panel(state) if b["rect"][0] <= spot[0] <= b["rect"][0]
                 + b["rect"][2] and b["rect"][1] <= spot[1] <= b["rect"][1] + b["rect"][3]]
        assert under, "nothing of the next step under the pointer: the test shows nothing"
        # When the dabb step's buttons first came on screen.
        changed = next(t for t, s in game.states if any(b["role"] == "D" for b in panel(s)))
        for delay in (0.45, 0.7):
            wait_until(lambda d=delay: time.monotonic() - changed >= d, 5, "the moment")
            screen.click(*spot)  # clicking on, a second after the bid
        game.settle(1.0)
        assert actions(game) == before + 1 + 1, (  # the bid, and the other seat's pass
            f"a click on the same spot took {under[0]['text']!r}: "
            f"{game.autosave()['record']['actions'][before:]}")
        game.save_shot("dabb-step")
        dabb = next(b for b in panel(game.state()) if b["role"] == "D")
        after = actions(game)
        game.press(dabb["text"], lambda s: actions(game) > after, "take the dabb")
        game.stop()
