"""A dark theme stays readable (issue 28 §3): every dialog (New Game, house rules,
statistics, help, about, the deal summary, the score sheet, game over, the pass
screen, the deal review) is built in a light and in a dark (Breeze-Dark-like)
palette, and every text colour it uses has WCAG contrast ≥ 4.5:1 on what it is
drawn on (the window or base colour, or a background of its own). Before, the
summary's red and green measured 2.1:1 and 2.5:1, the sheet's losses 1.5:1, New
Game's and the house rules' problem red (#a01010, #a00000) 1.7:1 on dark, and
their grey notes (the palette's placeholder) 3.9:1 even on light.

The View menu's colour choice (light, dark, system, the system switching while
the game runs) is tested here too."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QSpinBox, QTextBrowser, QWidget

from binokel_desktop.app.setup import GameSetup
from binokel_desktop.app.statistics import Statistics
from binokel_desktop.app.store import Store
from binokel_desktop.engine.actions import Contract
from binokel_desktop.engine.cards import Suit
from binokel_desktop.engine.melds import Meld, MeldKind
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.scoring import DealResult, score_suit_deal
from binokel_desktop.ui import theme
from binokel_desktop.ui.about_dialog import AboutDialog
from binokel_desktop.ui.deal_review import DealReviewDialog
from binokel_desktop.ui.deal_summary import DealSummaryDialog, GameOverDialog, ScoreSheet
from binokel_desktop.ui.help_window import HelpWindow
from binokel_desktop.ui.house_rules_dialog import HouseRulesDialog
from binokel_desktop.ui.new_game_dialog import NewGameDialog
from binokel_desktop.ui.pass_screen import PassScreen
from binokel_desktop.ui.statistics_window import StatisticsWindow

sys.path.insert(0, str(Path(__file__).parent))  # test_ui_deal_review's recorded deal

PROFILE = PROFILES["grupp1994-3"]
NAMES = ["You", "Anna", "Karl"]
MELDS = [(Meld(MeldKind.BINOKEL, None, 40, 0),), (Meld(MeldKind.PAIR, Suit.ACORNS, 20, 0),),
         (Meld(MeldKind.FOUR_U, None, 40, 0),)]


def dark_palette() -> QPalette:
    """The dark palette View ▸ Colours ▸ Dark sets (like KDE's Breeze Dark, as the review used)."""
    return theme.dark_palette()


PALETTES = {"light": theme.light_palette, "dark": dark_palette}


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


# -- every dialog, by what the widgets really draw -------------------------------------

BACKGROUND = re.compile(r"background(?:-color)?:\s*(#[0-9a-fA-F]{6})")


def over(ink: QColor, ground: QColor) -> QColor:
    """A translucent ink as it shows on ``ground`` (the palette's placeholder is 50 %)."""
    a = ink.alphaF()
    return QColor.fromRgbF(*(a * getattr(ink, c)() + (1 - a) * getattr(ground, c)()
                             for c in ("redF", "greenF", "blueF")))


def grounds_of(widget: QWidget, root: QWidget, pal: QPalette) -> list[QColor]:
    """What ``widget`` is drawn on: the first background a style sheet gives it or a
    parent, else the window and the base colour (scroll areas and browsers use either)."""
    w: QWidget | None = widget
    while w is not None:
        found = BACKGROUND.search(w.styleSheet())
        if found:
            return [QColor(found.group(1))]
        if w is root:
            break
        w = w.parentWidget()
    return [pal.color(QPalette.ColorRole.Window), pal.color(QPalette.ColorRole.Base)]


def text_contrasts(root: QWidget, pal: QPalette) -> list[tuple[str, float]]:
    """(what, worst contrast) of every text colour ``root`` draws with: each label's
    colour after its style sheets, each field's on its own marked background, and the
    browsers' text and links; the palette's roles for the rest (buttons, lists)."""
    root.ensurePolished()
    out: list[tuple[str, float]] = []

    def check(what: str, ink: QColor, grounds: list[QColor]) -> None:
        out.append((what[:40], min(theme.contrast(over(ink, g), g) for g in grounds)))

    for label in root.findChildren(QLabel):
        label.ensurePolished()
        if label.text():
            ink = label.palette().color(label.foregroundRole())
            check(label.text(), ink, grounds_of(label, root, pal))
    for field in root.findChildren(QWidget):
        found = BACKGROUND.search(field.styleSheet())
        if found and not isinstance(field, QLabel):
            field.ensurePolished()
            for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
                check(f"{field.objectName() or type(field).__name__} {role.name}",
                      field.palette().color(role), [QColor(found.group(1))])
    for browser in root.findChildren(QTextBrowser):
        for role in (QPalette.ColorRole.Text, QPalette.ColorRole.Link):
            check(f"browser {role.name}", browser.palette().color(role),
                  grounds_of(browser, root, pal))
    role = QPalette.ColorRole
    for ink, ground in ((role.WindowText, role.Window), (role.ButtonText, role.Button),
                        (role.Text, role.Base), (role.Text, role.AlternateBase),
                        (role.HighlightedText, role.Highlight)):
        check(f"{ink.name} on {ground.name}", pal.color(ink), [pal.color(ground)])
    return out


def unreadable(root: QWidget, pal: QPalette) -> list[tuple[str, float]]:
    inks = text_contrasts(root, pal)
    assert len(inks) > 5
    return [(t, round(c, 1)) for t, c in inks if c < theme.MIN_CONTRAST]


def test_new_game_with_its_problems_reads_in_both_palettes(qtbot, palette):
    dialog = NewGameDialog(GameSetup().with_profile(PROFILES["online-40"]))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.option_widgets["min_bid"].setValue(3000)  # contradicts the highest bid
    (_you, _, _), (_anna, anna_kind, _), _ = dialog.seat_rows
    anna_kind.setCurrentIndex(anna_kind.findData(True))  # two people, one called "You"
    assert dialog.problem_label.isVisible() and dialog.people_label.isVisible()
    assert unreadable(dialog, palette) == []


def test_house_rules_with_a_problem_read_in_both_palettes(qtbot, tmp_path, palette):
    dialog = HouseRulesDialog(Store(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    lowest, highest = dialog.widgets["min_bid"], dialog.widgets["max_bid"]
    assert isinstance(lowest, QSpinBox) and isinstance(highest, QSpinBox)
    lowest.setValue(highest.value() + lowest.singleStep() * 10)
    assert not dialog.save()  # says why in its message line
    assert dialog.message.text() and not dialog.problem_label.isHidden()
    assert unreadable(dialog, palette) == []


def test_statistics_help_and_about_read_in_both_palettes(qtbot, tmp_path, palette):
    for dialog in (StatisticsWindow(Statistics(Store(tmp_path))), HelpWindow(), AboutDialog()):
        qtbot.addWidget(dialog)
        dialog.show()
        assert unreadable(dialog, palette) == [], type(dialog).__name__


def test_the_pass_screen_reads_in_both_palettes(qtbot, palette):
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(800, 500)
    screen = PassScreen(parent)
    parent.show()
    screen.cover(1, "Anna", [lambda: "Karl played the Acorn Ace"])
    assert unreadable(screen, palette) == []


def test_the_deal_review_reads_in_both_palettes(qtbot, palette):
    from test_ui_deal_review import one_deal

    dialog = DealReviewDialog(one_deal("grupp1994-3", 3), NAMES, "french", budget_s=0.2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.review is not None or dialog.failed, timeout=60_000)
    assert unreadable(dialog, palette) == []
