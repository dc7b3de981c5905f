"""The table's card pixmaps: the size the layout asks for, on every device pixel ratio."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from binokel_desktop.cardart.index import LARGE_INDEX_BELOW_PX
from binokel_desktop.ui.card_pixmaps import CARD_RATIO, back_pixmap, face_pixmap


def _opaque_centre(image: QImage) -> bool:
    return image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("style", ["wuerttemberg", "french", "french-4"])
def test_faces_and_backs_have_the_asked_size_and_are_drawn(qapp: object, style: str,
                                                           dpr: float) -> None:
    for pixmap in (face_pixmap(style, 0, 80, dpr), back_pixmap(80, dpr)):
        assert pixmap.devicePixelRatio() == dpr
        assert pixmap.width() == round(80 * dpr)
        assert abs(pixmap.height() - 80 * CARD_RATIO * dpr) <= dpr
        image = pixmap.toImage()
        assert _opaque_centre(image)
        # The rounded corners stay transparent.
        assert image.pixelColor(0, 0).alpha() < 255


def test_the_large_index_is_chosen_below_the_measured_height(qapp: object) -> None:
    small = int(LARGE_INDEX_BELOW_PX / CARD_RATIO) - 1
    assert (face_pixmap("wuerttemberg", 0, small).toImage()
            == face_pixmap("wuerttemberg", 0, small, large_index=True).toImage())
    assert (face_pixmap("wuerttemberg", 0, small).toImage()
            != face_pixmap("wuerttemberg", 0, small, large_index=False).toImage())
