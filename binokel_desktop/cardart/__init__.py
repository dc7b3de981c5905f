"""Card faces drawn by our own code, as SVG text. Pure Python, no Qt.

The public API is small: :data:`STYLES`, :func:`face_svg`, :func:`back_svg`,
:func:`sprite_sheet` and :func:`face_ids`. Every result is deterministic text.

>>> svg = face_svg("wuerttemberg", "leaves", "O")
>>> svg.startswith("<svg") and "<text" not in svg
True
"""

from binokel_desktop.cardart.deck import (
    BACK_COUNT,
    STYLES,
    back_ids,
    back_svg,
    face_ids,
    face_svg,
    sprite_sheet,
)
from binokel_desktop.cardart.styles import LANGS, Options

__all__ = [
    "BACK_COUNT",
    "LANGS",
    "STYLES",
    "Options",
    "back_ids",
    "back_svg",
    "face_ids",
    "face_svg",
    "sprite_sheet",
]
