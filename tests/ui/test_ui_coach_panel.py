"""The coach in a real window (issue 30 §1): View ▸ Coach switches it on for the person
the table shows, remembered by name; the panel fills with the advice for the open
question, thought off the GUI thread, and never shows an answer to a question already
answered."""

from __future__ import annotations

import threading

import pytest
from table_walk import TIMEOUT, asked, make_window

from binokel_desktop.ai.advice import Advice, Reason
from binokel_desktop.app.aids_store import AidSettings
from binokel_desktop.app.coach_job import CoachJob
from binokel_desktop.app.store import Store, data_dir
from binokel_desktop.ui.texts.coach import advice_text

pytestmark = pytest.mark.usefixtures("english_afterwards")  # a test switches to German


def first_legal(view):
    return Advice("x", view.legal[0], (Reason.BEST_VALUE, Reason.FORCED),
                  {"value": 40}, confidence=0.7)


def wait_asked(qtbot, window):
    qtbot.waitUntil(lambda: asked(window) is not None, timeout=TIMEOUT)
    return asked(window)


def test_switched_on_the_panel_shows_the_advice_and_off_it_hides_remembered(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    coach = window.coach
    coach.use_job(CoachJob(first_legal))
    view = wait_asked(qtbot, window)
    assert not coach.action.isChecked() and not coach.panel.isVisible()  # off by default
    assert coach.action in window.menus.menus["view"].actions()
    coach.action.trigger()  # View ▸ Coach
    assert coach.panel.isVisible() and AidSettings(window.store).coach("You")
    words = advice_text(first_legal(view), view, window.session.names(), window.french_names())
    qtbot.waitUntil(lambda: coach.panel.lines() == words.lines(), timeout=TIMEOUT)
    assert len(words.lines()) == 4 and "40" in words.lines()[1]
    # Answered: the advice goes; the next question gets its own.
    window.submit(view.legal[0])
    assert coach.panel.lines() != words.lines()
    view = wait_asked(qtbot, window)
    words = advice_text(first_legal(view), view, window.session.names(), window.french_names())
    qtbot.waitUntil(lambda: coach.panel.lines() == words.lines(), timeout=TIMEOUT)
    coach.action.trigger()  # off again
    assert not coach.panel.isVisible() and not AidSettings(window.store).coach("You")
    assert not coach.panel.lines() or coach.panel.lines() != words.lines()


def test_the_choice_is_remembered_for_that_player_name(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    # As an earlier game left it, before this window opens.
    AidSettings(Store(data_dir(None))).set_coach("You", True)
    window = make_window(qtbot, "grupp1994-3")
    coach = window.coach
    coach.use_job(CoachJob(first_legal))
    assert coach.action.isChecked() and coach.panel.isVisible()
    view = wait_asked(qtbot, window)
    words = advice_text(first_legal(view), view, window.session.names(), window.french_names())
    qtbot.waitUntil(lambda: coach.panel.lines() == words.lines(), timeout=TIMEOUT)
    # Another player name at this seat has its own choice (off).
    monkeypatch.setattr(window.session, "name", lambda seat: "Karl")
    window.session.question_did_open.emit(0, view)
    assert not coach.action.isChecked() and not coach.panel.isVisible()


def test_an_answer_for_a_question_already_answered_is_never_shown(qtbot, tmp_path,
                                                                  monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    started, release = threading.Event(), threading.Event()

    def slow(view):
        started.set()
        release.wait(10)
        return first_legal(view)

    window = make_window(qtbot, "grupp1994-3")
    job = CoachJob(slow)
    coach = window.coach
    coach.use_job(job)
    view = wait_asked(qtbot, window)
    coach.action.trigger()
    assert started.wait(10)
    thinking = coach.panel.lines()
    assert thinking and thinking[0]  # "Thinking…"
    window.submit(view.legal[0])  # answered before the coach has spoken
    with qtbot.waitSignal(job._jobs.job_did_end, timeout=TIMEOUT):
        release.set()
    stale = advice_text(first_legal(view), view, window.session.names(),
                        window.french_names()).headline
    assert stale not in coach.panel.lines()


def test_the_real_coach_advises_in_the_window_and_speaks_the_new_language(
        qtbot, tmp_path, monkeypatch):
    from binokel_desktop.ai.coach import advise

    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "grupp1994-3")
    coach = window.coach  # ai/coach.py's advise, off the GUI thread
    view = wait_asked(qtbot, window)
    coach.action.trigger()
    names, french = window.session.names(), window.french_names()
    advice = advise(view)  # the same question gets the same advice (seeded by the view)
    assert advice.action in view.legal
    english = advice_text(advice, view, names, french).lines()
    qtbot.waitUntil(lambda: coach.panel.lines() == english, timeout=TIMEOUT)
    window.set_language("de")  # the window's own retranslate does not know the coach
    german = advice_text(advice, view, names, french).lines()
    assert german != english
    qtbot.waitUntil(lambda: coach.panel.lines() == german, timeout=TIMEOUT)
    assert coach.panel.windowTitle() == "Trainer" and coach.action.text() == "&Trainer"


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_view_coach_has_an_alt_key_of_its_own(qtbot, lang):
    from test_ui_texts_render import accelerator_clashes

    from binokel_desktop.ui import i18n

    i18n.set_language(lang)
    window = make_window(qtbot, "grupp1994-3")
    coach = window.coach
    view_menu = window.menus.menus["view"]
    labels = [a.text() for a in view_menu.actions() if not a.isSeparator()]
    assert coach.action.text() in labels and "&" in coach.action.text()
    assert accelerator_clashes({"view": labels}) == []
