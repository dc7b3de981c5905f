"""The deal summary and the game-over dialog on a 1024×600 screen (issue 13 §2): a real
deal is played to its end in the longest languages (pseudo, Italian); both dialogs fit
the window such a screen leaves, show every button inside them, and no two labels
overlap. The offscreen screen (800×600) is no larger than 1024×600, so what fits it
fits there."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea, QWidget
from table_walk import SCREENS, asked, choose, make_window, window_size

from binokel_desktop.ui import i18n
from binokel_desktop.ui.deal_summary import GameOverDialog


@pytest.fixture
def language():
    yield
    i18n.set_language("en")


def _rect(dialog: QWidget, w: QWidget) -> QRect:
    return QRect(w.mapTo(dialog, w.rect().topLeft()), w.size())


def dialog_problems(dialog: QWidget) -> list[str]:
    """Buttons hidden or outside the dialog (or the screen), labels that overlap."""
    out = []
    width, height = window_size(SCREENS[0])
    if dialog.width() > width or dialog.height() > height:
        out.append(f"dialog {dialog.width()}x{dialog.height()} larger than {width}x{height}")
    scrolled = [a for a in dialog.findChildren(QScrollArea)]
    for b in dialog.findChildren(QAbstractButton):
        if b.window() is not dialog or any(a.isAncestorOf(b) for a in scrolled):
            continue
        r = _rect(dialog, b)
        if not b.isVisible():
            out.append(f"button '{b.text()}' hidden")
        elif not dialog.rect().contains(r):
            out.append(f"button '{b.text()}' at {r.getRect()} outside {dialog.rect().getRect()}")
        elif b.width() < b.sizeHint().width() - 2:
            out.append(f"button '{b.text()}' squeezed to {b.width()}")
    texts = [w for w in dialog.findChildren(QWidget)
             if isinstance(w, QLabel | QAbstractButton) and w.isVisible()
             and (not isinstance(w, QLabel) or w.text())]
    rects = [(w, _rect(dialog, w).adjusted(1, 1, -1, -1)) for w in texts]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if not (a.isAncestorOf(b) or b.isAncestorOf(a)) and ra.intersects(rb):
                name_a = a.text() if hasattr(a, "text") else a
                name_b = b.text() if hasattr(b, "text") else b
                out.append(f"'{name_a}' {ra.getRect()} overlaps '{name_b}' {rb.getRect()}")
    return out


@pytest.mark.parametrize("lang", ["pseudo", "it"])
@pytest.mark.parametrize("name", ["grupp1994-3", "kreuz-4"])
def test_summary_and_game_over_fit_1024x600(qtbot, language, name, lang):
    i18n.set_language(lang)
    # A low target: the first deal ends the game, so one deal brings both dialogs.
    window = make_window(qtbot, name, seed=5, size=window_size(SCREENS[0]),
                         options={"target": 10})
    rng = random.Random(5)
    c = window.controller
    while window.open_dialog() is None:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=60_000)
        if window.open_dialog() is not None:
            break
        before = len(c.record.actions)
        window.submit(choose(asked(window), rng))
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b
                        or window.open_dialog() is not None, timeout=60_000)
    summary = window.open_dialog()
    assert summary is window.deal_end.summary
    qtbot.waitExposed(summary)
    problems = [f"summary: {p}" for p in dialog_problems(summary)]
    summary.accept()
    qtbot.waitUntil(lambda: window.deal_end.game_over is not None
                    and window.deal_end.game_over.isVisible(),
                    timeout=60_000)
    over = window.deal_end.game_over
    qtbot.waitExposed(over)
    problems += [f"game over: {p}" for p in dialog_problems(over)]
    assert problems == []
    over.reject()
    window.close()


def test_the_check_catches_a_button_outside_and_labels_on_one_another(qtbot):
    dialog = GameOverDialog(["You"], [1510, 900], [["You"], ["Anna"]])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog_problems(dialog) == []
    dialog.close_button.move(dialog.width() + 10, 0)
    labels = [w for w in dialog.findChildren(QLabel) if w.text()]
    labels[1].move(labels[2].pos())
    found = dialog_problems(dialog)
    assert any("outside" in p for p in found)
    assert any("overlaps" in p for p in found)
