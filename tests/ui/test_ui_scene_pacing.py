"""The table says when it has caught up (issue 24 §4, as KDE's ``cardAnimationDone``).

A real ``TableScene`` in a real ``QGraphicsView`` plays the engine's events of a
real deal: ``caught_up`` comes once the events' time has run (the trick's pause
included), once for several overlapping events, never from inside ``play``, also
with animations off, and also when a card's animation is stopped half-way.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QElapsedTimer
from PySide6.QtWidgets import QGraphicsView

from binokel_desktop.engine import PROFILES, Phase, apply, legal_actions, new_game, seat_view
from binokel_desktop.engine.events import CardPlayed, TrickWon
from binokel_desktop.ui.table.scene import TableScene

pytestmark = pytest.mark.usefixtures("english_afterwards")


def table(qtbot, speed: float) -> tuple[TableScene, list[tuple[object, object]]]:
    """A table at the first trick of a three-hand deal, and the events of that trick
    with seat 0's views after each."""
    profile = PROFILES["grupp1994-3"]
    state = new_game(profile, 3)
    while state.phase is not Phase.PLAY:
        state, _ = apply(state, legal_actions(state)[0])
    view = seat_view(state, 0)
    scene = TableScene(3, 0, ["You", "Anna", "Karl"], "wuerttemberg", profile.deck.french)
    widget = QGraphicsView(scene)
    qtbot.addWidget(widget)
    scene.resize(1280, 800)
    scene.restore(view)
    scene.speed = speed
    scene.trick_pause_ms = 100
    played: list[tuple[object, object]] = []
    while not any(isinstance(e, TrickWon) for e, _ in played):
        state, events = apply(state, legal_actions(state)[0])
        played += [(e, seat_view(state, 0)) for e in events]
    return scene, played


def count(scene: TableScene) -> list[int]:
    """A list that grows by one at every ``caught_up``."""
    seen: list[int] = []
    scene.caught_up.connect(lambda: seen.append(1))
    return seen


def test_caught_up_comes_when_the_events_time_has_run(qtbot):
    scene, played = table(qtbot, 1.0)
    seen = count(scene)
    event, view = played[0]
    assert isinstance(event, CardPlayed)
    clock = QElapsedTimer()
    clock.start()
    ms = scene.play(event, view)
    assert ms == 300 and seen == [] and scene.busy()
    with qtbot.waitSignal(scene.caught_up, timeout=5000):
        pass
    # Timers may fire a little early (coarse timers: 5 %), never much.
    assert clock.elapsed() >= ms * 0.9
    assert seen == [1] and not scene.busy()


def test_the_trick_pause_is_counted(qtbot):
    scene, played = table(qtbot, 1.0)
    for event, view in played[:-1]:
        scene.animate(event, view)
    event, view = played[-1]
    assert isinstance(event, TrickWon)
    clock = QElapsedTimer()
    clock.start()
    with qtbot.waitSignal(scene.caught_up, timeout=5000):
        assert scene.play(event, view) == 100 + 380
    assert clock.elapsed() >= 480 * 0.9


def test_one_caught_up_for_several_overlapping_events_and_the_settle(qtbot):
    scene, played = table(qtbot, 1.0)
    seen = count(scene)
    for event, view in played:
        scene.play(event, view)
    scene.settle(played[-1][1])
    assert seen == []
    with qtbot.waitSignal(scene.caught_up, timeout=5000):
        pass
    # Nothing is left running, so no second signal can come.
    assert seen == [1] and not scene.busy()


def test_the_settle_alone_is_counted(qtbot):
    scene, played = table(qtbot, 1.0)
    seen = count(scene)
    clock = QElapsedTimer()
    clock.start()
    scene.settle(played[0][1])
    assert seen == []
    with qtbot.waitSignal(scene.caught_up, timeout=5000):
        pass
    assert clock.elapsed() >= 220 * 0.9 and seen == [1]


def test_animations_off_still_catch_up_but_not_from_inside_play(qtbot):
    scene, played = table(qtbot, 0.0)
    seen = count(scene)
    for event, view in played:
        assert scene.play(event, view) == 0
        assert seen == []  # the caller is not re-entered
    with qtbot.waitSignal(scene.caught_up, timeout=1000):
        pass
    assert seen == [1]
    scene.settle(played[-1][1])
    assert seen == [1]
    with qtbot.waitSignal(scene.caught_up, timeout=1000):
        pass
    assert seen == [1, 1]


def test_a_stopped_animation_does_not_stall_the_table(qtbot):
    scene, played = table(qtbot, 1.0)
    event, view = played[0]
    scene.play(event, view)
    # The card is laid out again at once: its flight is stopped and never finishes.
    scene.relayout(0)
    with qtbot.waitSignal(scene.caught_up, timeout=5000):
        pass


def test_the_dabb_is_shown_for_a_moment_of_the_tables_own_length(qtbot):
    scene, _ = table(qtbot, 1.0)
    assert scene.seen_dabb_ms() == 2500
    scene.speed = 0.5
    assert scene.seen_dabb_ms() == 1500  # never shorter than a glance
    scene.speed = 1.8
    assert scene.seen_dabb_ms() == 4500
