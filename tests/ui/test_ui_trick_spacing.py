"""Four-hand games lay the trick's cards apart (issue 13 §2: "in four-hand games
trick cards touch"): at every decision of a deal of Cross Binokel, at each
screen size, no two cards of the trick in progress overlap."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from table_walk import SCREENS, asked, choose, make_window, window_size


@pytest.mark.parametrize("screen", SCREENS)
def test_four_trick_cards_never_overlap(qtbot, screen):
    window = make_window(qtbot, "kreuz-4", size=window_size(screen))
    c = window.controller
    rng = random.Random(1)
    overlaps: list[tuple[int, int, int]] = []
    full_tricks = 0
    while True:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=60_000)
        if window.open_dialog() is not None:
            break
        items = list(window.scene.trick)
        full_tricks += len(items) >= 3
        # The faces themselves (the bounding rect adds a margin for the glow and lift).
        rects = [i.mapRectToScene(QRectF(0, 0, i.width, i.height)) for i in items]
        for a in range(len(rects)):
            for b in range(a + 1, len(rects)):
                if rects[a].intersects(rects[b]):
                    inter = rects[a].intersected(rects[b])
                    overlaps.append((len(items), round(inter.width()), round(inter.height())))
        before = len(c.record.actions)
        window.submit(choose(asked(window), rng))
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b
                        or window.open_dialog() is not None, timeout=60_000)
    assert full_tricks >= 2, "the person saw tricks of three cards and more"
    assert overlaps == []
    window.close()
