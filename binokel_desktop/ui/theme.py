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
    # A quieter line (facts, explanations); the palette's placeholder grey is 3.9:1.
    "muted": ("#5f5f5f", "#4d4d4d", "#a8adb2", "#c4c8cc"),
}
# Grounds that mark a field (an option that contradicts another), lightest first:
# the palette's own text must read on them.
_GROUNDS: dict[str, tuple[str, ...]] = {
    "problem": ("#f6c6c6", "#f0b0b0", "#7a2a2a", "#5c1f1f"),
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
    return _readable(_INKS[kind] if not is_dark(pal) else tuple(reversed(_INKS[kind])), grounds)


def ground(kind: str, pal: QPalette | None = None) -> str:
    """The background (``#rrggbb``) that marks a field ("problem"), chosen so that the
    palette's text and button text keep 4.5:1 on it."""
    pal = pal or palette()
    inks = (pal.color(QPalette.ColorRole.Text), pal.color(QPalette.ColorRole.ButtonText))
    return _readable(_GROUNDS[kind] if not is_dark(pal) else tuple(reversed(_GROUNDS[kind])),
                     inks)


def _readable(options: tuple[str, ...], against: tuple[QColor, ...]) -> str:
    """The first of ``options`` with 4.5:1 against every colour of ``against``; if none
    has, the one with the best worst contrast."""
    def worst(name: str) -> float:
        return min(contrast(QColor(name), other) for other in against)
    for name in options:
        if worst(name) >= MIN_CONTRAST:
            return name
    return max(options, key=worst)


# -- the colour scheme (View ▸ Colours: system, light, dark) ------------------------

SCHEMES = ("system", "light", "dark")
SELECTION = "#2b6cb0"  # Breeze's #3daee9 under white text is 2.4:1, this is 5.2:1
_state: dict[str, str] = {"choice": "system"}  # the choice; the style the system gave


def dark_palette() -> QPalette:
    """A dark palette like KDE's Breeze Dark (links and placeholders readable too)."""
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2a2e32", QPalette.ColorRole.WindowText: "#fcfcfc",
        QPalette.ColorRole.Base: "#1b1e20", QPalette.ColorRole.AlternateBase: "#232629",
        QPalette.ColorRole.Text: "#fcfcfc", QPalette.ColorRole.Button: "#31363b",
        QPalette.ColorRole.ButtonText: "#fcfcfc", QPalette.ColorRole.Highlight: SELECTION,
        QPalette.ColorRole.HighlightedText: "#fcfcfc", QPalette.ColorRole.ToolTipBase: "#31363b",
        QPalette.ColorRole.ToolTipText: "#fcfcfc", QPalette.ColorRole.PlaceholderText: "#a1a9b1",
        QPalette.ColorRole.Link: "#55b4f5", QPalette.ColorRole.LinkVisited: "#b58ee8",
        QPalette.ColorRole.BrightText: "#ffffff", QPalette.ColorRole.Light: "#4d545b",
        QPalette.ColorRole.Midlight: "#3b4045", QPalette.ColorRole.Mid: "#25292c",
        QPalette.ColorRole.Dark: "#141618", QPalette.ColorRole.Shadow: "#0e1011",
    }
    for role, name in roles.items():
        pal.setColor(role, QColor(name))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):  # greyed controls
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8a9095"))
    return pal


def light_palette() -> QPalette:
    """Fusion's own light palette, with a selection white text reads on (Fusion's
    #308cc6 is 3.7:1)."""
    from PySide6.QtWidgets import QStyleFactory

    pal = QStyleFactory.create("Fusion").standardPalette()
    pal.setColor(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight, QColor(SELECTION))
    pal.setColor(QPalette.ColorGroup.Inactive, QPalette.ColorRole.Highlight, QColor(SELECTION))
    return pal


def apply_scheme(choice: str) -> None:
    """Use ``choice`` ("system", "light" or "dark") now, in every window.

    Light and dark force Fusion with its light palette or ``dark_palette``;
    "system" gives back the style and palette the platform gave and follows
    ``styleHints().colorScheme()``, also when it changes while the game runs.
    """
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication) or choice not in SCHEMES:
        return
    if "style" not in _state:
        _state["style"] = app.style().name()
        app.styleHints().colorSchemeChanged.connect(_follow_system)
    _state["choice"] = choice
    if choice == "system":
        _follow_system(app.styleHints().colorScheme())
    else:
        _force(choice == "dark")


def current_scheme() -> str:
    """The scheme chosen last (``apply_scheme``)."""
    return _state["choice"]


def _force(dark: bool) -> None:
    from PySide6.QtWidgets import QApplication

    QApplication.setStyle("Fusion")
    QApplication.setPalette(dark_palette() if dark else light_palette())


def _follow_system(scheme: object) -> None:
    """The system's scheme (at the choice, or switched while the game runs): the
    platform's own palette, or Fusion's of the lightness the system asks for where
    the platform's palette has the other one."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    if _state["choice"] != "system":
        return
    QApplication.setStyle(_state["style"])
    QApplication.setPalette(QPalette())  # the platform's palette again
    dark = {Qt.ColorScheme.Dark: True, Qt.ColorScheme.Light: False}.get(
        scheme if isinstance(scheme, Qt.ColorScheme) else Qt.ColorScheme.Unknown)
    if dark is not None and is_dark() != dark:
        _force(dark)
