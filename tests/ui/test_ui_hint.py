"""Hints (issue 16): legal, for every kind of decision, never played, and reached by
the H key and the button while the table stays responsive."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from table_walk import TIMEOUT, asked, choose, make_window

from binokel_desktop.app.hints import compute_hint
from binokel_desktop.engine import apply, legal_actions, new_game, seat_view
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.state import Phase


@pytest.mark.parametrize("profile_name", ["grupp1994-3", "online-40", "kreuz-4", "bezique-2"])
def test_a_hint_is_legal_for_every_kind_of_decision_and_changes_nothing(profile_name):
    profile = PROFILES[profile_name]
    rng = random.Random(profile_name)
    state = new_game(profile, 7)
    kinds: set[str] = set()
    for _ in range(60):
        if state.phase in (Phase.GAME_OVER, Phase.DEAL_OVER):
            break
        view = seat_view(state, state.to_act)
        kind = f"{view.phase.value}:{sorted({type(a).__name__ for a in view.legal})}"
        if kind not in kinds or rng.random() < 0.1:
            kinds.add(kind)
            before = state
            hint = compute_hint(view)
            assert hint.action in view.legal
            assert state is before and state == before
            if view.phase is Phase.AUCTION:
                assert isinstance(hint.bid_limit, int)
        state, _ = apply(state, rng.choice(list(legal_actions(state))))
    assert len(kinds) >= 3


def test_hint_by_key_and_button_is_shown_not_played(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    c = window.controller
    rng = random.Random(1)
    for press in ("key", "button", "key"):
        qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
        view = asked(window)
        record, state = c.record, c.state
        window.aids.last_hint = None
        if press == "key":
            qtbot.keyClick(window, Qt.Key.Key_H)
        else:
            qtbot.mouseClick(window.aids.buttons["hint"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.aids.last_hint is not None, timeout=TIMEOUT)
        assert window.aids.last_hint.action in view.legal
        assert window.status.text().startswith("Hint:")
        assert c.record is record and c.state is state and asked(window) is view
        window.submit(rng.choice(list(view.legal)))


#: Each kind of decision a hint must answer, by the action that makes it.
DECISIONS = {"Bid": "bid", "Hold": "hold", "Pass": "pass", "TakeDabb": "dabb",
             "CallCard": "call card", "GiveCard": "give card", "Discard": "discard",
             "ChooseTrump": "trump", "Announce": "announce", "ShowMelds": "melds",
             "Play": "card"}


def test_hints_cover_every_kind_of_decision_the_profiles_reach():
    """Over whole random deals of the auction profiles (one with Rufen, one with
    Bettel) and a talon game, every kind of decision is met and hinted: the hint is
    legal, in words, and in the auction says up to what value."""
    from binokel_desktop.ui.texts.hints import hint_words

    games = [PROFILES["grupp1994-3"], PROFILES["grupp1994-3"].with_options(rufen=True),
             PROFILES["grupp1994-3"].with_options(bettel=True), PROFILES["online-40"],
             PROFILES["kreuz-4"], PROFILES["bezique-2"]]
    met: dict[str, int] = {}
    hinted: set[str] = set()
    for n, profile in enumerate(games):
        rng = random.Random(n)
        for seed in range(6):
            state = new_game(profile, seed)
            for _ in range(200):
                if state.phase in (Phase.GAME_OVER, Phase.DEAL_OVER):
                    break
                view = seat_view(state, state.to_act)
                names = {type(a).__name__ for a in view.legal} & DECISIONS.keys()
                fresh = [k for k in names if met.get(k, 0) < 8]
                if fresh or (view.phase is Phase.AUCTION and rng.random() < 0.2):
                    for k in names:
                        met[k] = met.get(k, 0) + 1
                    hint = compute_hint(view)
                    assert hint.action in view.legal
                    assert hint_words(hint, view).strip()
                    hinted.add(type(hint.action).__name__)
                    if view.phase is Phase.AUCTION:
                        assert isinstance(hint.bid_limit, int)
                # Bids a hand can make, no going out: the deal goes on to its end.
                state, _ = apply(state, choose(view, rng))
    assert set(met) == set(DECISIONS), sorted(set(DECISIONS) - set(met))
    # The Hard player's answers themselves name most kinds (it may never announce).
    assert {"Pass", "Discard", "ChooseTrump", "ShowMelds", "Play"} <= hinted, hinted
    assert {"Bid", "Hold"} & hinted, hinted
