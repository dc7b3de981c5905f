"""Cards cast a soft shadow (issue 28 §5): one cached pixmap per card size and screen,
painted under each card, not a per-frame effect."""

from __future__ import annotations

from binokel_desktop.ui.card_pixmaps import SHADOW_SPREAD, shadow_pixmap


def test_one_shadow_per_size_soft_towards_its_edge(qtbot):
    a = shadow_pixmap(60, 1.0)
    assert a.cacheKey() == shadow_pixmap(60, 1.0).cacheKey()  # drawn once
    assert shadow_pixmap(44, 1.0).cacheKey() != a.cacheKey()
    image = a.toImage()
    mid = image.height() // 2
    alpha = [image.pixelColor(x, mid).alpha()
             for x in range(SHADOW_SPREAD + 1)]
    assert alpha[0] < alpha[-1]  # fades out towards the edge
    assert 0 < alpha[-1] < 160  # a shadow, not a black frame
