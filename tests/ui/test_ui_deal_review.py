"""The deal review window (issue 16): the deal's facts are there at once and can be
stepped through while the solver searches; the headline says what the declarer
played, as the summary does; cards are named as the deck shown names them; a
language switch re-translates it; a talon game says why nothing is searched."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from binokel_desktop.ai import make_bot
from binokel_desktop.app.review import review_deal
from binokel_desktop.engine import PROFILES, GameRecord, Phase, apply, new_game, seat_view
from binokel_desktop.ui import i18n
from binokel_desktop.ui.deal_review import DealReviewDialog

sys.path.insert(0, str(Path(__file__).parent))

TIMEOUT = 60_000


def one_deal(profile_name: str, seed: int) -> GameRecord:
    """A record of one whole deal with tricks, played by Easy bots."""
    for s in range(seed, seed + 50):
        profile = PROFILES[profile_name]
        state = new_game(profile, s)
        record = GameRecord(profile, s)
        bots = [make_bot("easy") for _ in range(profile.deal.seats)]
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            action = bots[state.to_act].choose(seat_view(state, state.to_act),
                                               random.Random(len(record.actions)))
            state, _ = apply(state, action)
            record = record.with_action(action)
        if review_deal(record, search=False).tricks:
            return record
    raise AssertionError("no deal with tricks")


def test_the_facts_show_while_the_solver_searches(qtbot):
    record = one_deal("grupp1994-3", 3)
    facts = review_deal(record, search=False)
    dialog = DealReviewDialog(record, ["You", "Anna", "Karl"], "french", budget_s=0.3)
    qtbot.addWidget(dialog)
    dialog.show()
    # At once, before the search has answered: hands, the first trick, the headline.
    assert dialog.review is None or dialog.review.searched
    assert dialog.hands_grid.count() > 0
    assert dialog.position == 1 and "1" in dialog.trick_label.text()
    assert dialog.forward_button.isEnabled() and not dialog.back_button.isEnabled()
    dialog.step(1)
    assert dialog.position == 2
    if facts.result is not None:
        assert dialog.headline.isVisible() and dialog.headline.text()
        # French cards: no German suit name in what the window says.
        assert not any(w in dialog.headline.text() for w in ("Acorns", "Leaves", "Bells"))
    qtbot.waitUntil(lambda: dialog.review is not None or dialog.failed, timeout=TIMEOUT)
    assert dialog.review is not None and dialog.review.searched
    assert dialog.position == 2  # the search did not move the player's place
    assert dialog.review.tricks == facts.tricks and dialog.review.dealt == facts.dealt
    dialog.close()


def test_a_language_switch_translates_the_open_review(qtbot):
    record = one_deal("grupp1994-3", 7)
    dialog = DealReviewDialog(record, ["You", "Anna", "Karl"], "wuerttemberg", budget_s=0.2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.review is not None or dialog.failed, timeout=TIMEOUT)
    english = dialog.trick_box.title()
    try:
        i18n.set_language("de")
        qtbot.waitUntil(lambda: dialog.trick_box.title() != english, timeout=5_000)
        assert dialog.close_button.text() != "Close"
    finally:
        i18n.set_language("en")
    qtbot.waitUntil(lambda: dialog.trick_box.title() == english, timeout=5_000)
    dialog.close()


def test_a_talon_game_says_there_is_nothing_to_search(qtbot):
    record = one_deal("altenburg-2", 2)
    dialog = DealReviewDialog(record, ["You", "Anna"], "french", budget_s=0.2)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.position == 1 and dialog.hands_grid.count() > 0
    qtbot.waitUntil(lambda: dialog.review is not None or dialog.failed, timeout=TIMEOUT)
    assert "no declarer" in dialog.could_label.text()
    assert not dialog.headline.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    dialog.close()
