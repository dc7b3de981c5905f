"""Text colours that stay readable in a light and a dark palette (issue 28 §3).

A dialog's own inks (a gain in green, a loss in red) are picked by the
lightness of the palette they are drawn on, so they keep WCAG contrast of at
least 4.5:1 on the window and on the base (table cells) colour alike. Contrast
is the WCAG 2 formula on sRGB relative luminance.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette

MIN_CONTRAST = 4.5

# Each ink's candidates, darkest first: the light theme takes the first that reads,
# a dark theme the lightest. Light: the inks the summary always used; dark: the
# same hues lightened (Material's red 200 and green 300).
_INKS: dict[str, tuple[str, ...]] = {
    "good": ("#1b7a2f", "#15692a", "#81c995", "#a5d6a7"),
    "bad": ("#b3261e", "#8c1d18", "#f28b82", "#ffb4ab"),
}


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an sRGB colour (0 black … 1 white)."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 … 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def palette() -> QPalette:
    """The application's palette (a default one before the application exists)."""
    app = QGuiApplication.instance()
    return QGuiApplication.palette() if app is not None else QPalette()


def is_dark(pal: QPalette | None = None) -> bool:
    """Whether text is drawn on a dark window (the window colour is darker than mid-grey)."""
    pal = pal or palette()
    return pal.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def ink(kind: str, pal: QPalette | None = None) -> str:
    """The colour (``#rrggbb``) of a ``kind`` of text ("good", "bad") for ``pal``.

    The first candidate with 4.5:1 on both the window and the base colour; if none
    has, the one with the best worst contrast.
    """
    pal = pal or palette()
    grounds = (pal.color(QPalette.ColorRole.Window), pal.color(QPalette.ColorRole.Base))
    options = _INKS[kind] if not is_dark(pal) else tuple(reversed(_INKS[kind]))

    def worst(name: str) -> float:
        return min(contrast(QColor(name), g) for g in grounds)
    for name in options:
        if worst(name) >= MIN_CONTRAST:
            return name
    return max(options, key=worst)
