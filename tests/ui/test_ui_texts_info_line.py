"""The info line at the table's top left says each thing once: during the auction it read
"Licitazione · Licitazione 270" in Italian (the phase and the bid in the same word)."""

from __future__ import annotations

import pytest

from binokel_desktop.engine import Phase
from binokel_desktop.ui import i18n
from binokel_desktop.ui.texts.qt import fill, translate
from binokel_desktop.ui.texts.rules import phase_name


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_the_auction_line_names_the_phase_and_the_bid_in_different_words(english_afterwards,
                                                                        lang):
    i18n.set_language(lang)
    phase = phase_name(Phase.AUCTION)
    for source in ("Bid %1", "Bid %1 (%2)"):
        bid = fill(translate("Table", source), "270", "Anna")
        assert bid.split()[0].casefold() != phase.split()[0].casefold(), (lang, phase, bid)
