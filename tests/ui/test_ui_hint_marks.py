"""A hint for trump or melds is marked on the table too (issue 16): the hinted trump
button or meld check boxes in the action panel, with nothing played or changed."""

from __future__ import annotations

import random

from table_walk import TIMEOUT, asked, make_window

from binokel_desktop.engine import Phase
from binokel_desktop.engine.actions import Bid, ChooseTrump, Hold, ShowMelds


def wait_asked(qtbot, window):
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
    return asked(window)


def hinted(window):
    return [w for w in window.panel._widgets if w.property("hinted")]


def test_trump_and_meld_hints_are_marked_in_the_panel_and_not_played(qtbot, tmp_path,
                                                                       monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    c = window.controller
    rng = random.Random(2)
    seen: set[Phase] = set()
    for _ in range(400):
        if seen >= {Phase.TRUMP, Phase.MELD}:
            break
        view = wait_asked(qtbot, window)
        if view.phase in (Phase.TRUMP, Phase.MELD) and view.phase not in seen:
            record, state = c.record, c.state
            window.aids.last_hint = None
            assert hinted(window) == []
            assert window.aids.ask_hint()
            qtbot.waitUntil(lambda: window.aids.last_hint is not None, timeout=TIMEOUT)
            hint = window.aids.last_hint.action
            marks = hinted(window)
            assert marks and marks == window.aids.hint_marks
            assert all(w.isVisible() and "e0a800" in w.styleSheet() for w in marks)
            if isinstance(hint, ChooseTrump):
                assert [w for w, a in window.panel._actions if a == hint] == marks
            elif isinstance(hint, ShowMelds):
                boxes = window.panel._meld_boxes
                want = [b for i, b in enumerate(boxes) if hint.shown >> i & 1]
                assert marks == [*want, window.panel._meld_button]
                assert all(b.isChecked() for b in boxes)  # the choice is left alone
            else:
                assert [w for w, a in window.panel._actions if a == hint] == marks
            # Nothing played, nothing changed.
            assert c.record is record and c.state is state and asked(window) is view
            seen.add(view.phase)
            window.submit(hint)
            continue
        legal = list(view.legal)
        # Bid on and on so the person wins the auction and names trump.
        push = [a for a in legal if isinstance(a, Hold | Bid)]
        window.submit(push[0] if push else rng.choice(legal))
    assert seen >= {Phase.TRUMP, Phase.MELD}
