"""Translations: complete and fresh .ts/.qm, every source text collected, a language
switch in the middle of a game, and the pseudo-locale finding cut-off texts.
"""

from __future__ import annotations

import ast
import html
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QToolButton
from test_ui_dialogs import (
    MELDS,
    NAMES,
    PROFILE,
    _suit_deal,
    clipped_widgets,
    show_at,
)

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.cli import translations
from binokel_desktop.engine.cards import Suit
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui import i18n, texts
from binokel_desktop.ui.deal_summary import DealSummaryDialog, GameOverDialog, ScoreSheet
from binokel_desktop.ui.help_window import HelpWindow, rules_html
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.ui.new_game_dialog import NewGameDialog

TIMEOUT = 30_000
PLACEHOLDER = re.compile(r"%L?\d|%L?n")


pytestmark = pytest.mark.usefixtures("english_afterwards")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) → <message> of a .ts file."""
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            out[(name, m.findtext("source") or "")] = m
    return out


# --- the files ------------------------------------------------------------------------

@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_message_is_translated_with_its_placeholders(lang):
    ts = i18n.ts_path(lang)
    found = messages(ts)
    assert len(found) > 400
    problems = []
    for (ctx, source), m in found.items():
        tr = m.find("translation")
        assert tr is not None
        if tr.get("type") in ("unfinished", "obsolete", "vanished"):
            problems.append(f"{ctx}: {source!r} is {tr.get('type')}")
            continue
        forms = ([f.text or "" for f in tr.iter("numerusform")] if m.get("numerus") == "yes"
                 else [tr.text or ""])
        if m.get("numerus") == "yes" and len(forms) != 2:
            problems.append(f"{ctx}: {source!r} needs two plural forms")
        for form in forms:
            if not form.strip():
                problems.append(f"{ctx}: {source!r} has an empty translation")
            elif sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"{ctx}: {source!r} -> {form!r}: placeholders differ")
    assert problems == []


def test_every_language_has_the_same_messages():
    sets = {lang: set(messages(i18n.ts_path(lang))) for lang in i18n.LANGUAGES}
    assert sets["de"] == sets["en"] == sets["it"]


def qm_mismatches(qm: Path, ts: Path) -> list[str]:
    """Messages of ``ts`` that the compiled ``qm`` translates otherwise (or not at all)."""
    translator = QTranslator()
    assert translator.load(str(qm))
    bad = []
    for (ctx, source), m in messages(ts).items():
        tr = m.find("translation")
        if m.get("numerus") == "yes":
            forms = [f.text or "" for f in tr.iter("numerusform")]
            got = [translator.translate(ctx, source, None, n) for n in (1, 2)]
        else:
            forms, got = [tr.text or ""], [translator.translate(ctx, source)]
        if got != forms:
            bad.append(f"{ctx}: {source!r}: .qm has {got!r}, .ts has {forms!r}")
    return bad


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_qm_is_compiled_from_the_current_ts(lang, tmp_path):
    ts = i18n.ts_path(lang)
    committed = i18n.QM_DIR / f"binokel_{lang}.qm"
    assert committed.exists(), f"run: python -m binokel_desktop.cli.translations update ({lang})"
    fresh = tmp_path / f"binokel_{lang}.qm"
    translations.lrelease(ts, fresh)
    if committed.read_bytes() != fresh.read_bytes():
        # Another lrelease version may lay the file out differently: compare meaning.
        assert qm_mismatches(committed, ts) == [], (
            f"{committed.name} is stale: python -m binokel_desktop.cli.translations update")


def test_lupdate_finds_no_text_missing_from_the_ts(tmp_path):
    fresh = tmp_path / "fresh.ts"
    translations.lupdate([fresh], no_obsolete=True)
    found, committed = set(messages(fresh)), set(messages(i18n.ts_path("de")))
    update = "python -m binokel_desktop.cli.translations update"
    assert found - committed == set(), f"{update}, then translate"
    assert committed - found == set(), f"obsolete texts: {update}"


def test_every_literal_translate_call_reaches_the_ts():
    """lupdate silently skips calls it cannot parse (f-strings, a computed count)."""
    committed = messages(i18n.ts_path("de"))
    missing, not_plural = [], []
    for path in translations.source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name not in ("translate", "QT_TRANSLATE_NOOP", "plural"):
                continue
            ctx, src = node.args[0], node.args[1]
            if not (isinstance(ctx, ast.Constant) and isinstance(src, ast.Constant)):
                continue
            key = (ctx.value, src.value)
            if key not in committed:
                missing.append(f"{path.name}:{node.lineno} {key}")
            elif name == "plural" and committed[key].get("numerus") != "yes":
                not_plural.append(f"{path.name}:{node.lineno} {key}: add to _plurals()")
    assert missing == [] and not_plural == []


# --- the runtime --------------------------------------------------------------------

def test_languages_load_with_qt_own_translations():
    i18n.set_language("de")
    assert texts.suit_name(Suit.LEAVES) == "Laub"
    assert texts.points_text(1500) == "1.500 Punkte"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    i18n.set_language("it")
    assert texts.suit_name(Suit.HEARTS) == "Cuori"
    assert texts.plural("Table", "Lay away %n card(s)", 1) == "Scarta 1 carta"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annulla"
    i18n.set_language("en")
    assert texts.points_text(1) == "1 point"
    i18n.set_language("pseudo")
    text = texts.suit_name(Suit.BELLS)
    assert text.startswith("[Bells") and text.endswith("]") and len(text) >= len("Bells") * 1.4


def test_choice_is_remembered_and_system_language_is_the_fallback():
    assert i18n.initial_language("it") == "it"
    assert i18n.initial_language() == i18n.system_language()
    i18n.set_language("de", remember=True)
    assert i18n.initial_language() == "de"
    assert i18n.default_store().path.parent == Path(i18n.os.environ["BINOKEL_HOME"])


def panel_texts(window) -> list[str]:
    QApplication.processEvents()  # new buttons show on the next turn of the event loop
    return [window.panel.prompt.text()] + [
        b.text() for b in window.panel.findChildren(QAbstractButton) if b.isVisible()]


def test_switching_language_mid_game_retranslates_everything_and_keeps_the_game(qtbot):
    seats = tuple(SeatSetup(n, human=i == 0, level="easy")
                  for i, n in enumerate(("You", "Anna", "Karl")))
    window = MainWindow(GameSetup(PROFILES["grupp1994-3"], seats, "wuerttemberg", 3), seed=3,
                        speed="off")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    c = window.controller
    qtbot.waitUntil(lambda: c.to_act == 0 and not c._busy and len(panel_texts(window)) > 1,
                    timeout=TIMEOUT)
    qtbot.waitUntil(lambda: window.info.text() != "", timeout=TIMEOUT)
    state, actions = c.state, len(c.record.actions)
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus[:2] == ["&Game", "&View"]
    assert "Pass" in panel_texts(window)

    window.menus.acts["lang:de"].trigger()
    assert [a.text() for a in window.menuBar().actions()] == [
        "&Spiel", "&Ansicht", "S&prache", "Hilfs&mittel", "&Hilfe"]  # issue 16: the aids
    assert "Passe" in panel_texts(window)
    assert window.panel.prompt.text().startswith("Du bist mit Reizen dran")
    info = window.info.text().replace("\u00a0", " ")  # its parts are kept unbroken
    assert "Reizen" in info and "Spiel 1" in info
    assert window.menus.acts["lang:de"].isChecked()
    assert i18n.initial_language() == "de"  # remembered

    window.set_language("it")
    assert window.menuBar().actions()[0].text() == "&Partita"
    assert "Passo" in panel_texts(window)
    assert "Licitazione" in window.info.text()

    # The game did not move and goes on: a German click works.
    assert c.state is state and len(c.record.actions) == actions
    window.set_language("en")
    assert "Pass" in panel_texts(window) and "Bidding" in window.info.text()
    press = next(b for b in window.panel.findChildren(QAbstractButton)
                 if b.isVisible() and b.text() == "Pass")
    press.click()
    qtbot.waitUntil(lambda: len(c.record.actions) > actions, timeout=TIMEOUT)
    window.close()


def test_open_dialogs_retranslate(qtbot):
    dialog = DealSummaryDialog(_suit_deal(250, 0), NAMES, MELDS, PROFILE, trump=Suit.HEARTS)
    sheet = ScoreSheet()
    sheet.set_results([_suit_deal(250, 0)], NAMES, PROFILE)
    over = GameOverDialog("Anna", [1320, 1560, 900], NAMES)
    help_window = HelpWindow()
    for w in (dialog, sheet, over, help_window):
        qtbot.addWidget(w)
        w.show()
    assert "made it" in dialog.headline.text()
    english_help = help_window.browser.toPlainText()
    i18n.set_language("de")
    qtbot.waitUntil(lambda: "gewonnen" in dialog.headline.text(), timeout=TIMEOUT)
    assert "Herz" in dialog.headline.text()
    assert dialog.ok_button.text() == "Nächstes Spiel"
    assert sheet.table.horizontalHeaderItem(1).text() == "Spieler"
    assert over.play_again_button.text() == "Noch eine Partie"
    assert help_window.browser.toPlainText() != english_help
    assert "Dabb" in help_window.browser.toPlainText()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_help_covers_every_profile_option_and_the_glossary(lang):
    i18n.set_language(lang)
    text = rules_html(lang)
    for name in PROFILES:
        assert f"profile-{name}" in text
        assert texts.profile_title(name) in text
    for option in texts.OPTIONS:
        assert html.escape(texts.option_help(option)) in text, option
    assert "name='glossary'" in text or 'name="glossary"' in text
    for word in ("Dabb", "Diss", "Durch", "Bettel"):
        assert word in text
    assert "card:" in text  # card pictures


def test_help_shows_card_pictures(qtbot):
    window = HelpWindow()
    qtbot.addWidget(window)
    doc = window.browser.document()
    html = rules_html("en")
    names = set(re.findall(r'src="(card:[^"]+)"', html))
    assert names
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    for name in names:
        image = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        assert image is not None and not image.isNull(), name


# --- pseudo-locale: nothing cut off ---------------------------------------------------------

def test_pseudo_locale_main_window_and_dialogs_show_whole_texts(qtbot):
    i18n.set_language("pseudo")
    seats = tuple(SeatSetup(n, human=i == 0, level="easy")
                  for i, n in enumerate(("You", "Anna", "Karl")))
    setup = GameSetup(PROFILES["grupp1994-3"], seats, "wuerttemberg", 4)
    window = MainWindow(setup, seed=4, speed="off")
    show_at(qtbot, window, (1280, 800))
    c = window.controller
    qtbot.waitUntil(lambda: c.to_act == 0 and not c._busy and len(panel_texts(window)) > 1,
                    timeout=TIMEOUT)
    assert window.menuBar().actions()[0].text().startswith("[")
    assert all(t.startswith("[") for t in panel_texts(window) if t)
    problems = {"main window": clipped_widgets(window)
                + ([] if window.width() <= 1280 else [f"window grew to {window.width()}"])}
    new_game = NewGameDialog(setup)
    show_at(qtbot, new_game, (1280, 800))
    problems["new game"] = clipped_widgets(new_game)
    summary = DealSummaryDialog(_suit_deal(250, 0), NAMES, MELDS, PROFILE, trump=Suit.HEARTS)
    show_at(qtbot, summary, (1024, 640))
    problems["summary"] = clipped_widgets(summary)
    window.score_sheet.set_results([_suit_deal(250, 0)], NAMES, PROFILE)
    window.show_score_sheet()
    problems["score sheet"] = clipped_widgets(window.score_sheet)
    over = GameOverDialog("Anna", [1320, 1560, 900], NAMES)
    show_at(qtbot, over, (640, 480))
    problems["game over"] = clipped_widgets(over)
    window.show_help()
    problems["help"] = clipped_widgets(window._help)
    assert {k: v for k, v in problems.items() if v} == {}
    window.close()


def test_pseudo_locale_every_decision_panel_fits(qtbot):
    """The auction, trump and discard panels with pseudo texts, at 1280 wide."""
    i18n.set_language("pseudo")
    seats = tuple(SeatSetup(n, human=True, level="easy") for n in ("You", "Anna", "Karl"))
    window = MainWindow(GameSetup(PROFILES["grupp1994-3"], seats, "wuerttemberg", 9), seed=9,
                        speed="off")
    show_at(qtbot, window, (1280, 800))
    c = window.controller
    seen: dict[str, list[str]] = {}
    window.pass_screen.guard_ms = 0  # three people: each lifts the pass screen at once

    def lift() -> bool:
        if window.pass_screen.isVisible():
            window.pass_screen.button.click()
        return False

    for _ in range(40):
        qtbot.waitUntil(lambda: lift() or c.to_act >= 0 and not c._busy
                        and window.panel._view is not None, timeout=TIMEOUT)
        QApplication.processEvents()
        phase = window.view().phase.value
        if phase not in seen:
            # Long texts wrap into a second row instead of widening the window.
            wide = [] if window.width() <= 1280 else [f"window grew to {window.width()}"]
            seen[phase] = clipped_widgets(window) + wide
        if phase == "play":
            break
        before = len(c.record.actions)
        offered = [b for b in window.panel.findChildren(QAbstractButton)
                   if b.isVisible() and not isinstance(b, QCheckBox | QToolButton)]
        if phase == "discard":
            need = window.panel.needed()
            for item in [i for i in window.scene.hands[c.to_act] if i.card is not None][:need]:
                window.decisions.card_clicked(item)
            window.panel.confirm.click()
        elif phase == "auction":
            # The first to speak bids, the others pass.
            wanted = "Bid " if not window.view().auction.bid else "Pass"
            next(b for b in offered if b.text().startswith("[" + wanted)).click()
        else:
            offered[0].click()
        qtbot.waitUntil(lambda b=before: len(c.record.actions) > b, timeout=TIMEOUT)
    assert {"auction", "trump"} <= set(seen)
    assert {k: v for k, v in seen.items() if v} == {}
    window.close()


def test_update_script_usage():
    result = subprocess.run([sys.executable, "-m", "binokel_desktop.cli.translations"],
                            capture_output=True, text=True)
    assert result.returncode == 2 and "update" in result.stderr
    assert QApplication.instance() is not None


@pytest.mark.parametrize("lang", ["de", "it"])
@pytest.mark.parametrize("name", ["grupp1994-3", "kreuz-4", "online-40", "bezique-2"])
def test_new_game_dialog_fits_1024x640_translated(qtbot, lang, name):
    i18n.set_language(lang)
    dialog = NewGameDialog(GameSetup().with_profile(PROFILES[name]))
    show_at(qtbot, dialog)
    assert clipped_widgets(dialog) == []
    assert dialog.seat_rows[0][0].text() == texts.seat_name("You") != "You"
    assert dialog.setup().seats[0].name == "You"  # stored in the source language
