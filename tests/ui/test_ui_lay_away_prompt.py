"""Laying away: the meld cards' dashed blue edge is explained where the question is
asked (a family saw blue dashes round most of the hand and nowhere a word why)."""

from __future__ import annotations

import pytest

from binokel_desktop.engine import PROFILES, Phase, apply, legal_actions, new_game, seat_view
from binokel_desktop.engine.actions import Bid, Pass
from binokel_desktop.ui import i18n
from binokel_desktop.ui.action_panel import ActionPanel

WORDS = {"en": "Dashed blue", "de": "Blau gestrichelt", "it": "Tratteggio blu"}


def discard_views():
    """Views of the declarer laying away, first bidder declares, over a few deals."""
    for seed in range(12):
        state = new_game(PROFILES["grupp1994-3"], seed)
        while state.phase is not Phase.DISCARD:
            legal = legal_actions(state)
            action = legal[0]
            if state.phase is Phase.AUCTION:
                action = next((a for a in legal if isinstance(a, Bid if not state.bid else Pass)),
                              legal[0])
            state, _ = apply(state, action)
        yield seat_view(state, state.to_act)


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_the_lay_away_prompt_says_what_the_dashed_blue_edge_means(qtbot, lang):
    i18n.set_language(lang)
    try:
        panel = ActionPanel()
        qtbot.addWidget(panel)
        for view in discard_views():
            panel.show_decision(view)
            # Only where some card of the hand is marked: no word about marks nobody sees.
            assert (WORDS[lang] in panel.prompt.text()) == bool(view.meld_marks), (
                panel.prompt.text())
    finally:
        i18n.set_language("en")
