"""The deal summary's "Moments that mattered" (issue 30 §4): the summary shows at once,
says it is looking, fills in the person's moments when the solver has answered, and
each moment's button opens the deal review at that card. Only one person's own
decisions: none when several people share the laptop."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from binokel_desktop.ai import make_bot
from binokel_desktop.app.moments import moments
from binokel_desktop.engine import (
    PROFILES,
    GameRecord,
    Phase,
    apply,
    new_game,
    seat_view,
)
from binokel_desktop.ui import texts
from binokel_desktop.ui.deal_review import DealReviewDialog
from binokel_desktop.ui.deal_summary import DealSummaryDialog

sys.path.insert(0, str(Path(__file__).parent))

from table_walk import TIMEOUT, asked, choose, make_window  # noqa: E402

NAMES = ["You", "Anna", "Karl"]
LEFT = Qt.MouseButton.LeftButton


def one_deal(name: str, seed: int):
    """online-40, seed 4, by easy players: seat 0 lost points at three tricks."""
    profile = PROFILES[name]
    bot = make_bot("easy", clock=False)
    rng = random.Random(seed)
    state = new_game(profile, seed)
    record = GameRecord(profile, seed)
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        action = bot.choose(seat_view(state, state.to_act), rng)
        state, _ = apply(state, action)
        record = record.with_action(action)
    return record, state


def test_the_summary_fills_its_moments_and_a_button_names_its_card(qtbot):
    record, end = one_deal("online-40", 4)
    dialog = DealSummaryDialog(end.results[-1], NAMES, list(end.shown), record.profile,
                               trump=end.trump, record=record, person=0, moments_budget_s=30)
    qtbot.addWidget(dialog)
    dialog.show()
    section = dialog.moments_section
    assert section is not None and section.isVisible()
    # Up at once, before the solver's answer could arrive.
    assert section.moments is None and section.status.text() == "Looking at your decisions…"
    qtbot.waitUntil(lambda: section.moments is not None or section.failed, timeout=TIMEOUT)
    expected = moments(record, 0, budget_s=30)
    assert section.moments == expected and expected and not section.status.isVisible()
    buttons = dialog.findChildren(QPushButton, "ShowMomentButton")
    assert len(buttons) == len(expected)
    # A row added to a shown layout shows on the next turn of the event loop.
    qtbot.waitUntil(lambda: all(w.isVisible() for w in (*section.labels, *buttons)),
                    timeout=TIMEOUT)
    for moment, label in zip(expected, section.labels, strict=True):
        assert label.text().startswith(f"Trick {moment.trick}: the ")
        assert "cost you about" in label.text()
    with qtbot.waitSignal(dialog.moment_was_chosen, timeout=TIMEOUT) as signal:
        qtbot.mouseClick(buttons[-1], LEFT)
    assert signal.args == [expected[-1]]
    # The review at that step: its trick, the card marked.
    review = DealReviewDialog(record, NAMES, "wuerttemberg", budget_s=0.1)
    qtbot.addWidget(review)
    review.show()
    assert review.show_step(expected[-1].step, expected[-1])
    assert review.position == expected[-1].trick
    assert review.trick_label.text().endswith(section.labels[-1].text())
    marked = review.findChild(QLabel, "MarkedCard")
    assert marked is not None and marked.toolTip() == texts.card_name(expected[-1].taken.card)
    assert not review.show_step(0)  # an auction call is no card of the tricks
    dialog.close()
    review.close()


def test_a_language_switch_keeps_the_moments(qtbot, english_afterwards):
    from binokel_desktop.ui import i18n

    record, end = one_deal("online-40", 4)
    dialog = DealSummaryDialog(end.results[-1], NAMES, list(end.shown), record.profile,
                               trump=end.trump, record=record, person=0, moments_budget_s=30)
    qtbot.addWidget(dialog)
    dialog.show()
    section = dialog.moments_section
    assert section is not None
    qtbot.waitUntil(lambda: section.moments is not None, timeout=TIMEOUT)
    i18n.set_language("de")
    qtbot.waitUntil(lambda: section.title() == "Momente, die zählten", timeout=TIMEOUT)
    assert dialog.moments_section is section and section.isVisible()
    assert all(label.text().startswith("Stich ") for label in section.labels)
    dialog.close()


def play_to_the_summary(qtbot, window, seed: int):
    rng = random.Random(seed)
    while window.deal_end.summary is None:
        qtbot.waitUntil(lambda: asked(window) is not None or window.deal_end.summary
                        is not None, timeout=TIMEOUT)
        view = asked(window)
        if view is not None:
            window.submit(choose(view, rng))
    return window.deal_end.summary


def test_in_the_window_a_moment_opens_the_review_at_its_card(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "online-40", seed=5, size=(1200, 700))
    window.aids.review_budget_s = 0.2
    summary = play_to_the_summary(qtbot, window, 5)
    section = summary.moments_section
    assert section is not None
    qtbot.waitUntil(lambda: section.moments is not None or section.failed, timeout=TIMEOUT)
    assert section.moments, "the person's random cards lost nothing"
    moment = section.moments[0]
    assert moment.seat == 0 and window.controller.record.actions[moment.step] == moment.taken
    button = summary.findChildren(QPushButton, "ShowMomentButton")[0]
    qtbot.mouseClick(button, LEFT)
    review = window.aids.review_dialog
    assert review is not None and review.isVisible()
    assert review.position == moment.trick
    assert review.findChild(QLabel, "MarkedCard") is not None
    assert review.trick_label.text().endswith(section.labels[0].text())  # the why, there
    # Whatever the review found, it does not say nobody could have done better: the
    # moment it was opened at cost points.
    qtbot.waitUntil(lambda: review.review is not None or review.failed, timeout=TIMEOUT)
    assert "could have done better" not in review.could_label.text()
    review.close()
    summary.accept()


def test_no_moments_when_several_people_share_the_laptop(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    window = make_window(qtbot, "online-40", (True, True, False), seed=5, size=(1200, 700))
    summary = play_to_the_summary(qtbot, window, 5)
    assert summary.moments_section is None
    assert not summary.findChildren(QPushButton, "ShowMomentButton")
    summary.accept()


def test_every_moment_text_renders_in_each_language(qtbot, english_afterwards):
    """Losses and gains, in points and in tricks, one and many, both deck namings: no raw
    placeholder, and no English left in German or Italian."""
    from binokel_desktop.app.moments import Moment
    from binokel_desktop.engine import Play, parse_card
    from binokel_desktop.ui import i18n
    from binokel_desktop.ui.texts import moments as words

    english = re.compile(r"\b(the|instead|cost|you|worth|trick|point|Moments|Looking|"
                         r"review|decisions)\b")
    for lang in ("en", "de", "it"):
        i18n.set_language(lang)
        fixed = [words.title(), words.looking(), words.nothing(), words.failed(),
                 words.show_button(), words.show_tip(4)]
        said = list(fixed)
        for gained in (False, True):
            for in_points in (False, True):
                for n in (1, 20):
                    m = Moment(30, 4, 0, Play(parse_card("A-leaves")),
                               Play(parse_card("10-leaves")), n, gained, in_points)
                    said += [words.moment_text(m, french) for french in (False, True)]
        for text in said:
            assert text and "%" not in text, (lang, text)
            if lang != "en":
                assert not english.search(text), (lang, text)
        if lang == "en":
            assert "cost you about 20 points." in said[len(fixed) + 7]
