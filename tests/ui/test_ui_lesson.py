"""Learn to play in a real window (issue 30 §3): the Game menu's entry starts the lesson's
game, the guide shows the bidding step with the decision panel outlined, clear of it;
Next puts it away until the next step, Skip ends the lesson and is remembered."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from binokel_desktop.app.lessons import LESSONS, LessonProgress, Status
from binokel_desktop.app.store import Store
from binokel_desktop.engine import Phase
from binokel_desktop.ui import i18n
from binokel_desktop.ui.lesson import LessonGuide, install_lessons
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.ui.texts import lessons as words

pytestmark = pytest.mark.usefixtures("english_afterwards")


def _window(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(None, speed="off", store=Store(tmp_path / "data"))
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    return window


def _bidding(qtbot, window: MainWindow) -> LessonGuide:  # type: ignore[no-untyped-def]
    menu = install_lessons(window)
    assert menu.action in window.menus.menus["game"].actions()
    assert menu.action.text() == "&Learn to play…"
    guide = menu.start("three-hand")
    assert guide is not None
    qtbot.waitUntil(lambda: guide.step is not None, timeout=20000)
    return guide


def test_the_bidding_step_shows_with_the_panel_outlined(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    guide = _bidding(qtbot, window)
    session = window.session
    assert session is not None and session.asked is not None
    assert session.asked.phase is Phase.AUCTION
    assert session.setup.profile == LESSONS["three-hand"].profile
    assert [(s.human, s.level) for s in session.setup.seats] == [
        (True, "easy"), (False, "easy"), (False, "easy")]
    assert guide.box.isVisible()
    assert guide.box.title.text() == "Bidding"
    # The lowest bid's button by its own words: "press Bid" named the jump button.
    assert "press “Bid 150”" in guide.box.text.text()
    assert window.panel.keyed["B"].text() == "Bid 150"
    assert guide.box.count.text() == "Learn to play · step 1 of 10"
    # The outline is around the panel's buttons, and the box covers none of it.
    target = guide.part_rect(guide.lesson.steps[0].part)
    assert target is not None
    buttons = [b for b in window.panel.buttons() if b.isVisible()]
    assert buttons
    for b in buttons:
        where = QRect(b.mapTo(guide.host, b.rect().topLeft()), b.size())
        assert target.contains(where)
    assert guide.outline.isVisible()
    assert guide.outline.geometry().contains(target)
    assert not guide.box.geometry().intersects(target)
    # The step reached is remembered.
    progress = LessonProgress(Store(tmp_path / "data"))
    assert progress.current() == "three-hand"
    assert progress.reached("three-hand") == 0
    # Next: the box goes until the next step; the lesson goes on.
    guide.box.next.click()
    assert not guide.box.isVisible() and not guide.outline.isVisible()
    assert not guide.finished
    window.panel.keyed["B"].click()  # the learner bids; the computers pass
    qtbot.waitUntil(lambda: guide.step == 1, timeout=20000)
    assert guide.box.title.text() == "The dabb"
    dabb = guide.part_rect(guide.lesson.steps[1].part)
    assert dabb is not None and not guide.box.geometry().intersects(dabb)
    assert LessonProgress(Store(tmp_path / "data")).reached("three-hand") == 1


def test_skip_ends_the_lesson_and_is_remembered(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    guide = _bidding(qtbot, window)
    guide.box.skip.click()
    assert guide.finished
    assert not guide.box.isVisible()
    assert LessonProgress(Store(tmp_path / "data")).status("three-hand") is Status.SKIPPED
    assert LessonProgress(Store(tmp_path / "data")).current() is None
    # The game goes on without the guide.
    assert window.session is not None and window.session.asked is not None


def test_the_help_link_opens_the_help(qtbot, tmp_path, monkeypatch):
    window = _window(qtbot, tmp_path)
    guide = _bidding(qtbot, window)
    asked: list[str] = []
    monkeypatch.setattr(window, "show_help", lambda section="": asked.append(section))
    guide.box.link.linkActivated.disconnect()
    guide.box.link.linkActivated.connect(window.show_help)
    guide.box.link.linkActivated.emit(guide.lesson.steps[0].help)
    assert asked == ["deal"]
    assert "In the rules (F1): bidding, declarer" in guide.box.link.text()


def test_the_last_game_setting_stays_the_persons_own(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    before = window.store.get("last_game")
    _bidding(qtbot, window)
    assert window.store.get("last_game") == before


@pytest.mark.parametrize("lang", ["de", "it"])
def test_the_steps_are_translated(lang):
    i18n.set_language(lang)
    for lesson in LESSONS.values():
        for step in lesson.steps:
            english = (words.STEP_TEXTS | (words.FORTY_TEXTS if lesson.key == "forty"
                                           else {})).get(step.key)
            assert words.step_text(lesson.key, step.key) != english, (lang, step.key)
            assert words.step_title(step.key) != words.STEP_TITLES[step.key]
    assert words.menu_entry() != "&Learn to play…"


def test_the_dabb_shown_waits_for_next_before_laying_away(qtbot, tmp_path):
    """The 40-card game shows the dabb and asks to lay away at once: the dabb's step stays
    until it is read, then the laying away comes (it was replaced before it could be read)."""
    window = _window(qtbot, tmp_path)
    guide = install_lessons(window).start("forty")
    assert guide is not None
    qtbot.waitUntil(lambda: guide.step == 0, timeout=20000)
    guide.box.next.click()
    window.panel.keyed["B"].click()
    qtbot.waitUntil(lambda: window.session is not None and window.session.asked is not None
                    and window.session.asked.phase is Phase.DISCARD, timeout=20000)
    assert guide.step == 1 and guide.box.title.text() == "The dabb"
    guide.box.next.click()
    assert guide.step == 2 and guide.box.title.text() == "Laying away"
    assert guide.box.isVisible() and guide.outline.isVisible()


def test_continue_where_you_stopped_resumes_the_lesson_game(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    guide = _bidding(qtbot, window)
    guide.box.next.click()
    window.panel.keyed["B"].click()
    qtbot.waitUntil(lambda: guide.step == 1, timeout=20000)  # the dabb
    played = len(window.session.record.actions)
    window.close()  # the autosave reaches the disk; the lesson stopped at the dabb
    again = _window(qtbot, tmp_path)
    menu = install_lessons(again)
    menu.ask()
    box = menu.question
    assert box is not None
    go_on = [b for b in box.buttons()
             if b.text() == "Continue where you stopped: Binokel for three, step 2 of 10"]
    assert len(go_on) == 1, [b.text() for b in box.buttons()]
    go_on[0].click()
    qtbot.waitUntil(lambda: menu.guide is not None and menu.guide.step == 1, timeout=20000)
    # The same game, where it stood: the dabb is asked again and its step shown again.
    assert len(again.session.record.actions) == played
    assert menu.guide.box.title.text() == "The dabb"
    assert 0 in menu.guide.done


def test_the_menu_entry_follows_the_language(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    menu = install_lessons(window)
    window.set_language("de")
    qtbot.waitUntil(lambda: menu.action.text() == "Spielen &lernen …")
    window.set_language("it")
    qtbot.waitUntil(lambda: menu.action.text() == "&Impara a giocare…")


def test_the_step_on_screen_follows_the_language(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    guide = _bidding(qtbot, window)
    window.set_language("de")
    qtbot.waitUntil(lambda: guide.box.title.text() == "Reizen")
    assert guide.box.next.text() == "Weiter"
    assert guide.box.count.text() == "Spielen lernen · Schritt 1 von 10"


@pytest.mark.parametrize(("lang", "quotes"), [("de", "„“"), ("it", "«»")])
def test_the_bidding_step_names_the_button_as_it_reads(qtbot, tmp_path, lang, quotes):
    """The step told a German learner "drück auf Reizen": the button called "Reizen"
    bids the value in the box beside it (200), not the lowest bid the lesson means."""
    i18n.set_language(lang)
    window = _window(qtbot, tmp_path)
    guide = install_lessons(window).start("three-hand")
    assert guide is not None
    qtbot.waitUntil(lambda: guide.step is not None, timeout=20000)
    text = guide.box.text.text()
    named = text.split(quotes[0], 1)[1].split(quotes[1], 1)[0]
    lowest = window.panel.keyed["B"]
    assert named == lowest.text(), text
    jump = [b for b in window.panel.buttons() if b.text() == named and b is not lowest]
    assert jump == []  # no other button reads the same
