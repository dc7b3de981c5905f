"""A person's moves at the table, as a journey makes them: look, click, check the effect.

Each step finds its control where the screen shows it (the probe's lines), clicks
it with the mouse or presses its key, and waits for what the program writes:
one more action in the autosave, a new window, the pass screen. A step whose
click has no effect fails the journey (a button on screen that takes no click).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xscreen import Binokel

State = dict[str, Any]


def actions(game: Binokel) -> int:
    """How many actions the autosave holds (the record of every move so far)."""
    save = game.autosave()
    return len(save["record"]["actions"]) if save else 0


def last_action(game: Binokel) -> dict[str, Any] | None:
    """The autosave's last action."""
    save = game.autosave()
    return save["record"]["actions"][-1] if save and save["record"]["actions"] else None


def panel(state: State, enabled: bool = True) -> list[dict[str, Any]]:
    """The decision panel's buttons on screen."""
    return [b for b in state["buttons"]
            if b["in"] == "ActionPanel" and (b["enabled"] or not enabled)]


def my_turn(state: State) -> bool:
    """A decision of the person at the laptop is on screen (buttons or playable cards)."""
    if state.get("pass_screen") is not None:
        return False
    return bool(panel(state)) or any(c["legal"] for c in state.get("hand", []))


def summary(state: State) -> bool:
    """The deal's summary is on screen."""
    return any(w["kind"] == "DealSummaryDialog" for w in state["windows"])


def settled(game: Binokel, condition: Callable[[State], Any]) -> Callable[[State], Any]:
    """``condition`` judged on a screen that has settled, as a person looks before acting.

    Right after a move the table still shows it for a moment (the decision just
    made, cards gliding) while the program works on; on a loaded machine that
    moment is long. A state that satisfies ``condition`` is looked at again once
    the screen is still: only then does it count.
    """
    def check(state: State) -> Any:
        if not condition(state):
            return None
        game.settle()
        now = game.state()
        return condition(now) and now
    return check


def wait_turn(game: Binokel, timeout: float = 90) -> State:
    """Wait for the person's next decision (computers play in between), on a settled screen."""
    return game.wait(settled(game, my_turn), timeout, "the person's turn")


def press_action(game: Binokel, text: str, what: str) -> None:
    """Click a decision's button: one more action must reach the record, or (for a
    decision the record takes with others, as the melds) the decision must leave the
    screen."""
    before = actions(game)
    game.press(text, lambda s: actions(game) > before or s.get("pass_screen") or not any(
        b["text"] == text for b in panel(s, enabled=False)), what)


def lift_pass_screen(game: Binokel, name: str) -> State:
    """The person named on the pass screen clicks its button."""
    state = game.wait(lambda s: s.get("pass_screen") and name in s["pass_screen"] and s, 60,
                      f"the pass screen for {name}")
    button = next(b for b in state["buttons"] if b["in"] == "PassScreen")
    game.press(button["text"], lambda s: s.get("pass_screen") is None, f"{name} lifts the screen")
    return game.state()


def play_a_card(game: Binokel, state: State) -> None:
    """Click the leftmost card the table offers (its glow); the play must be recorded.

    Nothing is clicked when the settled screen offers no card any more (the
    state read was the moment after the last move): the caller looks again.
    """
    before = actions(game)
    game.settle()
    card = next((c for c in game.state()["hand"] if c["legal"]), None)
    if card is None:
        return
    game.click_card(card)
    # The card leaves the hand, or the record grows: the click was taken (on a loaded
    # machine the autosave may come a moment after the table has moved on).
    game.wait(lambda s: actions(game) > before
              or all(c["card"] != card["card"] for c in s.get("hand", [])), 20,
              f"the card {card['card']} to be played")


def lay_away(game: Binokel, count: int) -> None:
    """Pick ``count`` cards with the mouse and lay them away with the panel's button."""
    game.settle()
    for want in [c["card"] for c in game.state()["hand"][-count:]]:
        game.settle(0.35)
        # Where the card lies now: the hand closes up as the dabb's cards come in.
        card = next(c for c in game.state()["hand"] if c["card"] == want)
        game.click_card(card)
        game.wait(lambda s, want=want: any(c["card"] == want and c["selected"]
                                           for c in s["hand"]), 10,
                  f"card {want} to be picked")
    before = actions(game)
    button = panel(game.state())[0]
    game.press(button["text"], lambda s: actions(game) > before, "lay away")


def decide(game: Binokel, state: State, lay: int = 3) -> None:
    """Make the decision on screen the plain way: pass in the auction, else take the dabb,
    lay away the last cards, name the first trump, meld what is offered, play the
    leftmost playable card. Decides on the settled screen: nothing when the decision
    has gone by then (the caller waits for the next one)."""
    game.settle()
    state = game.state()
    if not my_turn(state):
        return
    if any(c["legal"] for c in state["hand"]):
        play_a_card(game, state)
        return
    buttons = panel(state)
    roles = {b["role"]: b for b in buttons}
    if "P" in roles:
        press_action(game, roles["P"]["text"], "pass")
    elif "D" in roles:
        press_action(game, roles["D"]["text"], "take the dabb")
    elif "A" in roles or any(b["role"] == "A" for b in panel(state, enabled=False)):
        lay_away(game, lay)
    elif "trump" in roles:
        press_action(game, next(b for b in buttons if b["role"] == "trump")["text"], "trump")
    else:
        press_action(game, buttons[-1]["text"], "the panel's last button")


def start_in_new_game_dialog(game: Binokel) -> None:
    """Click the New Game dialog's start button; the dialog must go."""
    start = game.wait(lambda s: next((b for b in s["buttons"] if b["window"] == "NewGameDialog"
                                      and b["role"] == "AcceptRole"), None), 30,
                      "the New Game dialog's start button")
    game.press(start["text"], lambda s: not any(w["kind"] == "NewGameDialog"
                                                for w in s["windows"]), "start the game")


def close_summary(game: Binokel, state: State, what: str = "next deal") -> None:
    """Press the deal summary's own "next deal" button, as a person reads it (its other
    buttons, a deal's turning points and the review, open other windows)."""
    accept = next(b["text"] for b in state["buttons"]
                  if b["window"] == "DealSummaryDialog" and b["role"] == "AcceptRole")
    game.press(accept, lambda s: not summary(s), what, window="DealSummaryDialog")


def play_to_summary(game: Binokel, decisions: int = 200, lay: int = 3) -> State:
    """Make plain decisions until the deal's summary shows (laying away ``lay`` cards, the
    dabb's size); its state."""
    for _ in range(decisions):
        state = game.wait(settled(game, lambda s: my_turn(s) or summary(s)), 120,
                          "the person's turn or the summary")
        if summary(state):
            return state
        decide(game, state, lay)
    game.fail(f"no summary after {decisions} decisions")
    raise AssertionError  # fail() raised already
