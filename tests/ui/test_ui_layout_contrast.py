"""A dark theme stays readable (issue 28 §3): the deal summary, the score sheet and the
game-over screen are built in a light and in a dark (Breeze-Dark-like) palette, and
every text colour they use has WCAG contrast ≥ 4.5:1 on what it is drawn on (the
window for labels, the base colour for the sheet's cells). Before, the summary's
red and green measured 2.1:1 and 2.5:1 and the sheet's losses 1.5:1 on dark."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QStyleFactory, QWidget

from binokel_desktop.engine.actions import Contract
from binokel_desktop.engine.cards import Suit
from binokel_desktop.engine.melds import Meld, MeldKind
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.scoring import DealResult, score_suit_deal
from binokel_desktop.ui import theme
from binokel_desktop.ui.deal_summary import DealSummaryDialog, GameOverDialog, ScoreSheet

PROFILE = PROFILES["grupp1994-3"]
NAMES = ["You", "Anna", "Karl"]
MELDS = [(Meld(MeldKind.BINOKEL, None, 40, 0),), (Meld(MeldKind.PAIR, Suit.ACORNS, 20, 0),),
         (Meld(MeldKind.FOUR_U, None, 40, 0),)]


def dark_palette() -> QPalette:
    """A palette like KDE's Breeze Dark (as the review used)."""
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2a2e32", QPalette.ColorRole.WindowText: "#fcfcfc",
        QPalette.ColorRole.Base: "#1b1e20", QPalette.ColorRole.AlternateBase: "#232629",
        QPalette.ColorRole.Text: "#fcfcfc", QPalette.ColorRole.Button: "#31363b",
        QPalette.ColorRole.ButtonText: "#fcfcfc", QPalette.ColorRole.Highlight: "#3daee9",
        QPalette.ColorRole.HighlightedText: "#fcfcfc",
    }
    for role, name in roles.items():
        pal.setColor(role, QColor(name))
    return pal


PALETTES = {"light": lambda: QStyleFactory.create("Fusion").standardPalette(),
            "dark": dark_palette}


@pytest.fixture(params=sorted(PALETTES))
def palette(request):
    app = QApplication.instance()
    old = app.palette()
    pal = PALETTES[request.param]()
    app.setPalette(pal)
    yield pal
    app.setPalette(old)


def deal(bid: int, declarer: int) -> DealResult:
    made, parts = score_suit_deal(PROFILE, bid, declarer, [190, 20, 40], [8, 2, 0],
                                  [147, 63, 40])
    return DealResult(Contract.SUIT, declarer, declarer, bid, made, parts)


def label_inks(root: QWidget, pal: QPalette) -> list[tuple[str, float]]:
    """(text, contrast) of every label's own colour, or the palette's text colour."""
    ground = pal.color(QPalette.ColorRole.Window)
    out = []
    for label in root.findChildren(QLabel):
        if not label.text():
            continue
        found = re.search(r"color:\s*(#[0-9a-fA-F]{6})", label.styleSheet())
        ink = QColor(found.group(1)) if found else pal.color(QPalette.ColorRole.WindowText)
        out.append((label.text()[:30], theme.contrast(ink, ground)))
    return out


def test_the_summary_reads_in_both_palettes(qtbot, palette):
    coloured = 0
    for result in (deal(250, 0), deal(400, 1)):  # a made deal and one gone down
        dialog = DealSummaryDialog(result, NAMES, MELDS, PROFILE, trump=Suit.HEARTS)
        qtbot.addWidget(dialog)
        inks = label_inks(dialog, palette)
        coloured += sum(1 for lab in dialog.findChildren(QLabel) if "color" in lab.styleSheet())
        assert [(t, round(c, 1)) for t, c in inks if c < theme.MIN_CONTRAST] == []
    assert coloured >= 4  # gains, losses and the bid's fate are coloured


def test_the_score_sheet_reads_in_both_palettes(qtbot, palette):
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_results([deal(250, 0), deal(400, 1), deal(300, 2)], NAMES, PROFILE)
    base = palette.color(QPalette.ColorRole.Base)
    table = sheet.table
    checked = []
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            item = table.item(row, col)
            if item is None or not item.text():
                continue
            brush = item.foreground()
            own = brush.style() != Qt.BrushStyle.NoBrush
            ink = brush.color() if own else palette.color(QPalette.ColorRole.Text)
            checked.append((item.text(), own, theme.contrast(ink, base)))
    assert any(own for _, own, _ in checked), "a loss has its own colour"
    assert [(t, round(c, 1)) for t, _, c in checked if c < theme.MIN_CONTRAST] == []


def test_the_game_over_screen_reads_in_both_palettes(qtbot, palette):
    dialog = GameOverDialog(["Anna"], [1520, 900, -200], ["You", "Anna", "Karl"])
    qtbot.addWidget(dialog)
    inks = label_inks(dialog, palette)
    assert inks and [(t, round(c, 1)) for t, c in inks if c < theme.MIN_CONTRAST] == []


def test_inks_are_picked_by_the_palettes_lightness():
    assert not theme.is_dark(PALETTES["light"]())
    assert theme.is_dark(dark_palette())
    for kind in ("good", "bad"):
        light = QColor(theme.ink(kind, PALETTES["light"]()))
        dark = QColor(theme.ink(kind, dark_palette()))
        assert light.lightnessF() < 0.5 < dark.lightnessF()
    # WCAG's own examples: black on white is 21:1, a colour on itself 1:1.
    assert round(theme.contrast(QColor("black"), QColor("white")), 1) == 21.0
    assert theme.contrast(QColor("#777777"), QColor("#777777")) == 1.0
