"""Rendered decks shared by the card-art tests (rendered once per session)."""

from __future__ import annotations

import pytest
from PIL import Image

from binokel_desktop.cardart import STYLES, back_ids, face_ids, sprite_sheet
from binokel_desktop.ui import svg_render as render_qt

WIDTH = 72  # also used by the tests through the rendered fixture
"""Card width in pixels for the rendered checks: small, but big enough to judge."""


@pytest.fixture(scope="session")
def rendered() -> dict[str, dict[str, Image.Image]]:
    """Every face and back of every style, as Pillow images on transparent ground."""
    out: dict[str, dict[str, Image.Image]] = {}
    for style in STYLES:
        renderer = render_qt.load(sprite_sheet(style))
        out[style] = {
            eid: render_qt.to_pil(render_qt.render(renderer, eid, WIDTH, 2.0))
            for eid in (*face_ids(style), *back_ids())
        }
    return out
