"""Hints (issue 16): legal, for every kind of decision, never played, and reached by
the H key and the button while the table stays responsive."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from table_walk import TIMEOUT, asked, make_window

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
        window._submit(rng.choice(list(view.legal)))
