"""A whole deal as declarer, in a real window: bid, take the dabb, lay away, name
trump -- every trump button once, the second row included, taking the choice back in
between --, meld and play every trick, at 1024x600 and 1366x768 in German and Italian.

Durch and open Durch ask once more ("Durch …"): their second step says what is at
stake, its "Back" returns to the trump step, and a click on the spot of the one that
asked is not taken for "Play Durch" (a person clicking on at the auction's pace)."""

from __future__ import annotations

from pathlib import Path

import pytest
from steps import (
    actions,
    lay_away,
    panel,
    play_to_summary,
    press_action,
    settled,
    wait_turn,
)
from xscreen import Binokel, XScreen

# (language, width, height, play the deal out): the trump step at every size and
# language; the card play (the slow part) twice.
SIZES = [("de", 1024, 600, True), ("it", 1024, 600, False), ("de", 1366, 768, False),
         ("it", 1366, 768, True)]


def trump_buttons(state: dict) -> list[dict]:
    return [b for b in panel(state) if b["role"] == "trump"]


def centre(button: dict) -> tuple[int, int]:
    x, y, w, h = button["shown"]
    return x + w // 2, y + h // 2


def inside(spot: tuple[int, int], button: dict) -> bool:
    x, y, w, h = button["rect"]
    return x <= spot[0] < x + w and y <= spot[1] < y + h


def second_step(game: Binokel, screen: XScreen, choice: dict) -> None:
    """Click a Durch's button: nothing is played, its second step comes. A click on the
    same spot again plays nothing; Back returns; the button again, then "Play …"."""
    before = actions(game)
    asks = lambda s: any(b["role"] == "special" for b in panel(s))  # noqa: E731
    game.press(choice["text"], asks, f"{choice['text']!r} to ask once more")
    state = game.wait(settled(game, asks), 20, "the second step on a still screen")
    assert actions(game) == before, "a click on the contract's button played it"
    game.save_shot("second-step")
    play = next(b for b in panel(state) if b["role"] == "special")
    spot = centre(choice)
    if inside(spot, play):
        screen.click(*spot)  # clicking on without moving the pointer
        game.settle(0.8)
        assert actions(game) == before, f"a click on the same spot took {play['text']!r}"
    game.press(lambda t: t == next(b["text"] for b in panel(state) if b["role"] == "back"),
               lambda s: any(b["text"] == choice["text"] for b in panel(s)), "back")
    assert actions(game) == before
    game.press(choice["text"], asks, f"{choice['text']!r} again")
    press_action(game, play["text"], f"{play['text']!r}")


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
        # Durch and open Durch ask once more: their buttons say so ("Durch …").
        assert choices[4:] and all(c["text"].endswith(" …") for c in choices[4:]), \
            [c["text"] for c in choices]
        choices = choices[4:] + choices[:4][::-1]
        for i, choice in enumerate(choices):
            before = actions(game)
            if choice["text"].endswith(" …"):
                second_step(game, screen, choice)
            else:
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
