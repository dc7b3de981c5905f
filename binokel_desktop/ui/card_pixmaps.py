"""Card faces as pixmaps: SVG from the card art, rendered once per size and screen.

Faces are cached by (deck style, face, width, device pixel ratio), so
switching the deck in mid-game only renders the faces not seen before. Small
cards get the large corner index: below ``LARGE_INDEX_BELOW_PX`` of on-screen
height (measured, see docs/cardart.md).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..cardart import back_svg, face_svg
from ..cardart.deck import BACK_COUNT as BACK_COUNT  # View ▸ Cards offers each
from ..cardart.index import use_large_index
from ..cardart.layout import H, W
from ..cardart.styles import LANGS
from ..engine import (
    FRENCH_RANK_NAMES,
    FRENCH_SUIT_NAMES,
    GERMAN_RANK_NAMES,
    GERMAN_SUIT_NAMES,
)
from . import i18n, svg_render

CARD_RATIO = H / W  # height / width of the card art's view box
GERMAN_STYLES = frozenset({"wuerttemberg"})


def style_for(style: str, french_deck: bool) -> str:
    """The style that can draw the profile's deck (Bézique needs French 9s and 8s)."""
    return "french" if french_deck and style in GERMAN_STYLES else style


def face_names(style: str, card: int) -> tuple[str, str]:
    """(suit, rank) names of a card in a style's vocabulary."""
    suit, rank = card >> 4, (card >> 1) & 7
    if style in GERMAN_STYLES:
        return GERMAN_SUIT_NAMES[suit], GERMAN_RANK_NAMES[rank]
    return FRENCH_SUIT_NAMES[suit], FRENCH_RANK_NAMES[rank]


@lru_cache(maxsize=256)
def _renderer(svg: str) -> QSvgRenderer:
    return QSvgRenderer(QByteArray(svg.encode("utf-8")))


# View ▸ Cards (issue 28 §4): outlined hearts (the colour-blind aid) and the back
# design, for every picture of a card the window draws; set by the main window.
_options: dict[str, int] = {"outline_hearts": 0, "back": 1}


def set_card_options(*, outline_hearts: bool | None = None, back: int | None = None) -> None:
    """Draw hearts outlined or filled, and backs of design ``back`` (1 … 4), from now on."""
    if outline_hearts is not None:
        _options["outline_hearts"] = int(outline_hearts)
    if back is not None and 1 <= back <= BACK_COUNT:
        _options["back"] = back


def card_options() -> tuple[bool, int]:
    """(outlined hearts, back number) as drawn now."""
    return bool(_options["outline_hearts"]), _options["back"]


@lru_cache(maxsize=32)
def _face_svg(style: str, suit: str, rank: str, lang: str, large: bool,
              outline: bool = False) -> str:
    return face_svg(style, suit, rank, lang=lang, large_index=large, outline_hearts=outline)


def _render(svg: str, width: int, dpr: float) -> QPixmap:
    return QPixmap.fromImage(svg_render.render(_renderer(svg), None, width, dpr))


_cache: dict[tuple[str, int, int, float, str, bool, bool], QPixmap] = {}


def face_pixmap(style: str, card: int, width: int, dpr: float = 1.0, *, lang: str | None = None,
                large_index: bool | None = None) -> QPixmap:
    """The face of ``card`` (copy ignored) at ``width`` logical pixels.

    ``lang`` None is the program's language: a French deck's court letters follow
    it everywhere (de K D B, en/it K Q J, as the cards' names do), so the table, the
    last trick and the review speak one vocabulary.

    ``large_index`` None picks the index by the card's height on screen, which is
    ``width`` times the card's ratio: ``dpr`` only adds sharpness (the table's
    view does not zoom; a caller that zooms passes ``large_index`` itself).
    """
    if large_index is None:
        large_index = use_large_index(width * CARD_RATIO)
    if lang is None:
        lang = i18n.current_language()
    if lang not in LANGS:
        lang = "en"  # the pseudo-locale (a check of text lengths) has no letters of its own
    outline = bool(_options["outline_hearts"])
    key = (style, card >> 1, width, dpr, lang, large_index, outline)
    pixmap = _cache.get(key)
    if pixmap is None:
        suit, rank = face_names(style, card)
        label_lang = "de" if style in GERMAN_STYLES else lang
        pixmap = _render(_face_svg(style, suit, rank, label_lang, large_index, outline),
                         width, dpr)
        _cache[key] = pixmap
    return pixmap


def back_pixmap(width: int, dpr: float = 1.0, number: int | None = None) -> QPixmap:
    """A card back at ``width`` logical pixels (None: the design chosen in View ▸ Cards)."""
    number = number or _options["back"]
    key = ("back", number, width, dpr, "", False, False)
    pixmap = _cache.get(key)
    if pixmap is None:
        pixmap = _render(back_svg("french", number), width, dpr)
        _cache[key] = pixmap
    return pixmap



SHADOW_SPREAD = 5  # logical px the soft edge of a card's shadow reaches out
SHADOW_OFFSET = (1.5, 2.5)  # the light comes from the top left


def shadow_pixmap(width: int, dpr: float = 1.0) -> QPixmap:
    """A card's soft shadow at ``width`` (SHADOW_SPREAD wider on each side), drawn once
    per size and screen: the table paints it under each card, no per-frame effect."""
    pixmap = _shadows.get((width, dpr))
    if pixmap is None:
        pixmap = _shadows[(width, dpr)] = _shadow(width, dpr)
    return pixmap


_shadows: dict[tuple[int, float], QPixmap] = {}


def _shadow(width: int, dpr: float) -> QPixmap:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    s = SHADOW_SPREAD
    height = width * CARD_RATIO
    image = QImage(int((width + 2 * s) * dpr) + 1, int((height + 2 * s) * dpr) + 1,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    # Nested rounded rectangles of low alpha: darker towards the card, a soft edge out.
    steps = 6
    for i in range(steps):
        grow = s * (1 - i / steps)
        painter.setBrush(QColor(0, 0, 0, 14 + 4 * i))
        rect = QRectF(s - grow, s - grow, width + 2 * grow, height + 2 * grow)
        radius = width * 0.05 + grow
        painter.drawRoundedRect(rect, radius, radius)
    painter.end()
    return QPixmap.fromImage(image)
