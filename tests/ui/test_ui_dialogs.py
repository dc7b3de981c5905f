"""New Game dialog, deal summary, score sheet, game over, and the text tables."""

from __future__ import annotations

import dataclasses
from enum import Enum

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.engine.actions import Call, Contract, IllegalReason
from binokel_desktop.engine.cards import Rank, Suit
from binokel_desktop.engine.melds import Meld, MeldKind
from binokel_desktop.engine.profile import PARTS, PROFILES, option_names
from binokel_desktop.engine.scoring import (
    DealResult,
    score_go_out,
    score_special,
    score_suit_deal,
)
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.talon.declarations import DeclKind
from binokel_desktop.ui import texts
from binokel_desktop.ui.deal_summary import DealSummaryDialog, GameOverDialog, ScoreSheet
from binokel_desktop.ui.new_game_dialog import NewGameDialog, editable_options

SMALL = (1024, 640)


def clipped_widgets(root: QWidget) -> list[str]:
    """Labels and buttons of ``root`` that cannot show their whole text at their size.

    A word-wrapped label is clipped when its text needs more height than it has.
    Call after ``show()`` and layout.
    """
    bad = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root) or not isinstance(w, QLabel | QAbstractButton):
            continue
        if isinstance(w, QLabel) and w.wordWrap():
            if w.heightForWidth(w.width()) > w.height() + 1:
                bad.append(f"{w.text()!r}: needs height {w.heightForWidth(w.width())}, "
                           f"has {w.height()}")
        elif w.sizeHint().width() > w.width() + 1:
            bad.append(f"{w.text()!r}: needs width {w.sizeHint().width()}, has {w.width()}")
    return bad


def show_at(qtbot, widget: QWidget, size: tuple[int, int] = SMALL) -> None:
    """Show ``widget`` at ``size`` (at most) and let the layouts settle."""
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    assert widget.width() <= size[0] and widget.height() <= size[1]


# --- texts --------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(PROFILES))
def test_every_option_of_every_profile_has_label_and_help(name):
    profile = PROFILES[name]
    for option in option_names(profile):
        assert texts.option_label(option), option
        assert texts.option_help(option).endswith("."), option
        assert texts.option_label(option, french=True)
    for part in PARTS:
        assert texts.part_name(part)
        obj = getattr(profile, part)
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            if isinstance(value, Enum):
                for member in type(value):
                    assert texts.choice_text(member), (f.name, member)


def test_every_engine_enum_has_a_text():
    for reason in IllegalReason:
        text = texts.illegal_text(reason)
        assert text.endswith(".") and text[0].isupper(), reason
    for kind in MeldKind:
        assert texts.meld_name(kind) and texts.meld_name(kind, french=True)
    for kind in DeclKind:
        assert texts.meld_name(kind) and texts.meld_name(kind, french=True)
    for contract in Contract:
        assert texts.contract_name(contract) and texts.contract_help(contract)
    for phase in Phase:
        assert texts.phase_name(phase)
    for level in ("easy", "medium", "hard", "expert"):
        assert texts.level_name(level) != level
    for name in PROFILES:
        assert texts.profile_title(name) != name
        assert texts.profile_description(name).endswith(".")


def test_card_and_call_texts():
    o_leaves = (Suit.LEAVES * 8 + Rank.OBER) * 2
    assert texts.card_name(o_leaves) == "Ober of Leaves"
    assert texts.card_name(o_leaves, french=True) == "Queen of Spades"
    assert texts.suit_name(Suit.BELLS) == "Bells"
    assert texts.suit_name(Suit.BELLS, french=True) == "Diamonds"
    assert texts.illegal_text(IllegalReason.MUST_FOLLOW_SUIT) == "You must follow suit."
    assert texts.call_text(Call.PASS) == "Pass"
    assert texts.call_text(Call.HOLD) == "Hold"
    assert texts.call_text(Call.BID, 160) == texts.number(160)
    assert texts.meld_text(Meld(MeldKind.PAIR, Suit.HEARTS, 20, 0)) == "Pair (Hearts)"
    assert texts.meld_name(DeclKind.BINOKEL, french=True) == "Bezique"
    assert texts.signed(-300) == "\u2212300"


# --- New Game dialog -----------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(PROFILES))
def test_new_game_dialog_round_trips_every_profile(qtbot, name):
    base = GameSetup()
    setup = base.with_profile(PROFILES[name])
    deck = "french" if PROFILES[name].deck.french else "french-4"
    setup = GameSetup(setup.profile, setup.seats, deck, 42)
    dialog = NewGameDialog(setup)
    qtbot.addWidget(dialog)
    assert dialog.setup() == setup
    assert len(dialog.seat_rows) == PROFILES[name].deal.seats


def test_default_game_is_one_click(qtbot):
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    setup = dialog.setup()
    assert setup.profile == PROFILES["grupp1994-3"]
    assert [s.human for s in setup.seats] == [True, False, False]
    assert {s.level for s in setup.seats[1:]} == {"medium"}
    assert setup.deck == "wuerttemberg"
    assert dialog.ok_button.isDefault()


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_changing_option_widgets_changes_the_profile(qtbot, name):
    dialog = NewGameDialog(GameSetup().with_profile(PROFILES[name]))
    qtbot.addWidget(dialog)
    profile = PROFILES[name]
    where = option_names(profile)
    offered = editable_options(profile)
    assert offered and all(n in where for names in offered.values() for n in names)
    expected = {}
    for option, widget in dialog.option_widgets.items():
        current = getattr(getattr(profile, where[option]), option)
        if isinstance(widget, QCheckBox):
            widget.setChecked(not current)
            expected[option] = not current
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex((widget.currentIndex() + 1) % widget.count())
            expected[option] = widget.currentData()
        elif isinstance(widget, QSpinBox):
            widget.setValue(current + 1)
            expected[option] = current + 1
    dialog.target.setValue(700)
    changed = dialog.setup().profile
    assert changed.name == name
    assert changed.scoring.target == 700
    for option, value in expected.items():
        assert getattr(getattr(changed, where[option]), option) == value, option
    dialog.defaults_button.click()
    assert dialog.setup().profile == profile


def test_seats_follow_the_profile(qtbot):
    seats = (SeatSetup("Oma", True), SeatSetup("Opa", False, "hard"), SeatSetup("Lisa", True))
    dialog = NewGameDialog(GameSetup(seats=seats))
    qtbot.addWidget(dialog)
    for name in ("kreuz-4", "bezique-2", "grupp1994-3"):
        dialog.profile_combo.setCurrentIndex(dialog.profile_combo.findData(name))
        setup = dialog.setup()
        assert setup.profile.name == name
        assert len(setup.seats) == PROFILES[name].deal.seats
        assert setup.seats[:2] == seats[:2]
    assert dialog.setup().seats[2].name in ("Lisa", "Karl")
    # the level is only editable for a computer seat
    name_edit, kind, level = dialog.seat_rows[0]
    assert not level.isEnabled()
    kind.setCurrentIndex(kind.findData(False))
    assert level.isEnabled()
    level.setCurrentIndex(level.findData("expert"))
    name_edit.setText("Bot")
    assert dialog.setup().seats[0] == SeatSetup("Bot", False, "expert")


def test_bezique_offers_only_french_decks(qtbot):
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.profile_combo.setCurrentIndex(dialog.profile_combo.findData("bezique-2"))
    decks = [dialog.deck_combo.itemData(i) for i in range(dialog.deck_combo.count())]
    assert decks and all(d.startswith("french") for d in decks)


@pytest.mark.parametrize("name", ["grupp1994-3", "kreuz-4", "bezique-2"])
def test_new_game_dialog_fits_1024x640(qtbot, name):
    dialog = NewGameDialog(GameSetup().with_profile(PROFILES[name]))
    show_at(qtbot, dialog)
    assert clipped_widgets(dialog) == []


# --- deal summary, score sheet, game over ----------------------------------------------

PROFILE = PROFILES["grupp1994-3"]
NAMES = ["You", "Anna", "Karl"]
MELDS = [
    (Meld(MeldKind.TRUMP_FAMILY, Suit.HEARTS, 150, 0), Meld(MeldKind.BINOKEL, None, 40, 0)),
    (Meld(MeldKind.PAIR, Suit.ACORNS, 20, 0),),
    (Meld(MeldKind.FOUR_U, None, 40, 0),),
]


def _suit_deal(bid: int, declarer: int) -> DealResult:
    made, parts = score_suit_deal(PROFILE, bid, declarer, [190, 20, 40], [8, 2, 0],
                                  [147, 63, 40])
    return DealResult(Contract.SUIT, declarer, declarer, bid, made, parts)


def test_summary_of_a_made_deal(qtbot):
    result = _suit_deal(250, 0)
    assert result.made
    dialog = DealSummaryDialog(result, NAMES, MELDS, PROFILE, trump=Suit.HEARTS)
    show_at(qtbot, dialog)
    cell = {k: v.text() for k, v in dialog.cells.items()}
    assert "made" in dialog.headline.text()
    assert cell[("points", 0)] == "147 → 150"
    assert cell[("counted", 0)] == "190"
    assert "Trump family (Hearts): 150" in cell[("melds", 0)]
    assert cell[("counted", 2)].startswith("void")  # Karl won no trick
    assert cell[("tricks", 1)] == "2"
    assert cell[("change", 0)] == texts.signed(340)
    assert cell[("change", 1)] == texts.signed(80)
    assert cell[("change", 2)] == texts.signed(40)
    assert clipped_widgets(dialog) == []


def test_summary_of_a_failed_deal(qtbot):
    result = _suit_deal(400, 1)
    assert not result.made
    dialog = DealSummaryDialog(result, NAMES, MELDS, PROFILE)
    show_at(qtbot, dialog)
    assert "in den Keller" in dialog.headline.text()
    assert "failed" in dialog.cells[("contract", 1)].text()
    assert dialog.cells[("change", 1)].text() == texts.signed(-800)
    assert dialog.cells[("change", 0)].text() == texts.signed(340)
    assert clipped_widgets(dialog) == []


def test_summary_of_going_out_and_durch(qtbot):
    out = DealResult(Contract.GO_OUT, 2, 2, 200, False,
                     score_go_out(PROFILE, 200, 2, [190, 20, 40]))
    dialog = DealSummaryDialog(out, NAMES, MELDS, PROFILE)
    qtbot.addWidget(dialog)
    assert "went out" in dialog.headline.text()
    assert dialog.cells[("bonus", 0)].text() == texts.signed(30)
    assert dialog.cells[("change", 2)].text() == texts.signed(-200)
    assert ("points", 0) not in dialog.cells
    durch = DealResult(Contract.DURCH, 1, 1, 1000, False,
                       score_special(PROFILE, Contract.DURCH, False, 1, [1, 14, 0]))
    dialog = DealSummaryDialog(durch, NAMES, MELDS, PROFILE)
    qtbot.addWidget(dialog)
    assert "Durch failed" in dialog.headline.text()
    assert dialog.cells[("change", 1)].text() == texts.signed(-2000)
    assert ("melds", 0) not in dialog.cells


def test_score_sheet_running_totals_and_teams(qtbot):
    sheet = ScoreSheet()
    show_at(qtbot, sheet, (700, 400))
    sheet.set_results([_suit_deal(250, 0), _suit_deal(400, 1)], NAMES, PROFILE)
    assert sheet.totals == [680, -720, 80]
    assert sheet.table.rowCount() == 3
    assert sheet.table.item(1, 3).text().startswith(texts.number(680))
    kreuz = PROFILES["kreuz-4"]
    made, parts = score_suit_deal(kreuz, 250, 1, [100, 60], [4, 7], [80, 160])
    sheet.set_results([DealResult(Contract.SUIT, 1, 1, 250, made, parts)],
                      ["You", "Anna", "Karl", "Lena"], kreuz)
    heads = [sheet.table.horizontalHeaderItem(c).text() for c in range(sheet.table.columnCount())]
    assert heads[-2:] == ["You & Karl", "Anna & Lena"]
    assert sheet.totals == [parts[0].change, parts[1].change]


def test_game_over_dialog(qtbot):
    dialog = GameOverDialog("Anna", [1320, 1560, 900], NAMES)
    show_at(qtbot, dialog, (480, 300))
    assert "Anna" in dialog.title.text()
    assert clipped_widgets(dialog) == []
    with qtbot.waitSignal(dialog.accepted):
        dialog.play_again_button.click()


def test_an_open_summary_takes_the_new_colours_when_the_scheme_changes(qtbot):
    """Light to dark with the summary open: its made/failed inks follow (they kept the
    light scheme's dark green and red on the dark dialog)."""
    from binokel_desktop.ui import theme

    app = QApplication.instance()
    old = app.palette()
    try:
        theme.apply_scheme("light")
        dialog = DealSummaryDialog(_suit_deal(400, 1), NAMES, MELDS, PROFILE)
        show_at(qtbot, dialog)
        light = theme.ink("bad")
        assert light in dialog.cells[("contract", 1)].styleSheet()
        theme.apply_scheme("dark")
        dark = theme.ink("bad")
        assert dark != light
        qtbot.waitUntil(lambda: dark in dialog.cells[("contract", 1)].styleSheet())
    finally:
        theme.apply_scheme("system")
        app.setPalette(old)


def test_a_summary_without_moments_is_as_tall_as_its_table(qtbot):
    """Two people at the laptop (no moments section): no empty band above the buttons.
    The dialog kept the 420 px meant for the moments, about 150 px of nothing at
    1366×768."""
    dialog = DealSummaryDialog(_suit_deal(250, 0), NAMES, MELDS, PROFILE, trump=Suit.HEARTS)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    score = dialog.cells[("change", 0)]
    qtbot.waitUntil(lambda: score.isVisible() and dialog.ok_button.isVisible())
    bottom = score.mapTo(dialog, score.rect().bottomLeft()).y()
    top = dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().topLeft()).y()
    assert 0 < top - bottom < 60, f"{top - bottom} px between the score row and the buttons"
    assert clipped_widgets(dialog) == []
