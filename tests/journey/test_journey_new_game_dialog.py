"""The New Game dialog at a family's first start, filled in with the mouse and keys: a
second person joins (and, at 1366×768, the four-hand Cross game is chosen), and every
text the dialog shows stays whole. Before, the dialog kept its first height when the
red hint about the people's names appeared, and at 1024×600 in Italian the game's
description, its facts and the hint itself were cut in half."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from steps import State, start_in_new_game_dialog
from xscreen import Binokel, XScreen


def dialog(state: State) -> dict[str, Any] | None:
    return next((w for w in state["windows"] if w["kind"] == "NewGameDialog"), None)


def seat_kinds(state: State) -> list[dict[str, Any]]:
    """The "Player" column's boxes (who plays each seat), top to bottom: as a person sees
    them, the boxes in one column under the first seat's."""
    combos = [c for c in state["combos"] if c["window"] == "NewGameDialog"]
    first = combos[2]  # the game, the cards, then the first seat's person/computer box
    column = [c for c in combos if c["rect"][0] == first["rect"][0]]
    return sorted(column, key=lambda c: c["rect"][1])


def choose(game: Binokel, screen: XScreen, combo: dict[str, Any], keys: list[str],
           changed: Callable[[State], Any]) -> State:
    """Open a box with a click, move in its list with the keys, take the entry with
    Return; the screen must change as ``changed`` says."""
    x, y, w, h = combo["shown"]
    screen.click(x + w // 2, y + h // 2)
    game.settle(0.3)
    screen.key(*keys, "Return")
    game.wait(changed, 20, "the choice to show in the dialog")
    game.settle()
    return game.state()


def assert_whole(game: Binokel, state: State, width: int, height: int) -> None:
    """Every text of the dialog whole, its frame and its buttons on the screen."""
    window = dialog(state)
    assert window is not None
    if window["cut"]:
        game.fail(f"the dialog cuts off {window['cut']}")
    x, y, w, h = window["frame"]
    assert x >= 0 and y >= 0 and x + w <= width and y + h <= height - 32, window
    for b in state["buttons"]:
        if b["window"] == "NewGameDialog" and b["role"].endswith("Role"):
            assert b["shown"] == b["rect"], b


@pytest.mark.parametrize(("lang", "width", "height", "cross"),
                         [("it", 1024, 600, False), ("de", 1366, 768, True),
                          ("pseudo", 1024, 600, True)])
def test_a_second_person_keeps_every_text_whole(tmp_path: Path, shots: Path, lang: str,
                                                width: int, height: int, cross: bool) -> None:
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", lang, shots=shots).start()
        try:
            state = game.wait(lambda s: dialog(s) and s.get("combos") and s, 30,
                              "the New Game dialog at the first start")
            game.settle()
            state = game.state()
            assert_whole(game, state, width, height)
            if cross:
                # The third game in the list: four seats, and a line naming the partners.
                state = choose(game, screen, state["combos"][0], ["Down", "Down"],
                               lambda s: len(seat_kinds(s)) == 4)
                assert_whole(game, state, width, height)
            kinds = seat_kinds(state)
            texts = dialog(state)["texts"]
            person = kinds[0]["text"]  # the first seat is the person at the laptop
            assert kinds[1]["text"] != person
            state = choose(game, screen, kinds[1], ["Up"],
                           lambda s: seat_kinds(s)[1]["text"] == person)
            game.save_shot("two-people")
            # One text more: the hint that both people are called "Tu"/"Du", red.
            assert len(dialog(state)["texts"]) == len(texts) + 1, dialog(state)["texts"]
            assert_whole(game, state, width, height)
            start_in_new_game_dialog(game)
        finally:
            game.stop()


@pytest.mark.parametrize(("lang", "width", "height"), [("de", 1366, 768), ("it", 1024, 600)])
def test_a_levels_strength_reads_in_lines_of_a_readable_length(tmp_path: Path, shots: Path,
                                                                lang: str, width: int,
                                                                height: int) -> None:
    """Expert chosen with the mouse and keys, the pointer resting on it: its strength comes
    up in a few lines inside the screen. Before, Qt showed it on one line 1,013 px wide at
    1366×768 (and at 1024×600 broke "95 %" in two)."""
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", lang, shots=shots).start()
        state = game.wait(lambda s: dialog(s) and s, 30, "the New Game dialog")
        game.settle()
        state = game.state()
        levels = [c for c in state["combos"] if c["window"] == "NewGameDialog"
                  and c["enabled"] and c["rect"][0] == state["combos"][3]["rect"][0]]
        box = levels[-1]  # the last computer's level
        state = choose(game, screen, box, ["End"],
                       lambda s: [c for c in s["combos"] if c["rect"] == box["rect"]][0]["text"]
                       != box["text"])
        x, y, w, h = box["shown"]
        screen.xdotool("mousemove", str(x + w // 2 + 3), str(y + h // 2))
        tip = game.wait(lambda s: next((win for win in s["windows"] if win["kind"] == "QLabel"),
                                       None), 15, "the level's tooltip")
        game.save_shot(f"level-tooltip-{lang}-{width}")
        game.stop()
    x, y, w, h = tip["frame"]
    assert w <= 440, f"the level's tooltip is {w} px wide: longer lines than a person reads"
    # Three lines are 48 px tall in DejaVu Sans (de, Grupp's game: two for the step, one
    # for the rating), four 64 px; one line, as before, about 20 px.
    assert h >= 44, f"the level's tooltip is {h} px tall: not its three or four lines"
    assert x >= 0 and y >= 0 and x + w <= width and y + h <= height, tip["frame"]


def test_start_is_where_it_was_when_the_name_is_typed(tmp_path: Path, shots: Path) -> None:
    """Italian, 1024×600: a second person joins, the red hint asks for a name, "Nonna" is
    typed, and Start is clicked where it stood while the hint showed. The dialog shrank as
    the last letter made the names different, Start jumped up, and the click missed."""
    with XScreen(1024, 600, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", "it", shots=shots).start()
        try:
            game.wait(lambda s: dialog(s) and s.get("combos") and s, 30, "the New Game dialog")
            game.settle()
            state = game.state()
            kinds = seat_kinds(state)
            person = kinds[0]["text"]
            state = choose(game, screen, kinds[2], ["Up"],
                           lambda s: seat_kinds(s)[2]["text"] == person)
            texts = len(dialog(state)["texts"])
            start = next(b for b in state["buttons"]
                         if b["window"] == "NewGameDialog" and b["role"] == "AcceptRole")
            # The first seat's name: the field left of its "who plays" box.
            x, y, w, h = seat_kinds(state)[0]["shown"]
            screen.click(x - 60, y + h // 2)
            screen.key("ctrl+a")
            screen.xdotool("type", "--delay", "60", "Nonna")
            game.wait(lambda s: len(dialog(s)["texts"]) == texts - 1 and s, 20,
                      "the hint to go once the names differ")
            game.settle()
            game.save_shot("named")
            x, y, w, h = start["shown"]
            screen.click(x + w // 2, y + h // 2)  # where Start stood while the hint showed
            game.wait(lambda s: not any(win["kind"] == "NewGameDialog" for win in s["windows"])
                      and s, 20, "the game to start from the click on Start")
        finally:
            game.stop()
