"""The declarer's plate names a special contract once it is announced: through a Durch
it kept "plays for 200", while the info line said "Durch". A resumed game (the table
redrawn from the record) shows the same line."""

from __future__ import annotations

import pytest
from table_walk import TIMEOUT, asked, declarer_at_trump

from binokel_desktop.app.game_files import read_autosave
from binokel_desktop.app.store import Store
from binokel_desktop.engine import Phase
from binokel_desktop.engine.actions import Announce, Contract

LINES = {Contract.DURCH: "plays Durch", Contract.DURCH_OPEN: "plays open Durch",
         Contract.BETTEL: "plays Bettel"}


@pytest.mark.parametrize("contract", [Contract.DURCH, Contract.DURCH_OPEN, Contract.BETTEL])
def test_the_declarers_plate_names_the_special_contract(open_window, qtbot, tmp_path, contract):
    window, view = declarer_at_trump(open_window, qtbot, Store(tmp_path), (1008, 560))
    assert Announce(contract) in view.legal
    plate = window.scene.plates[0]
    assert plate.line.text().startswith("plays for")
    window.submit(Announce(contract))
    qtbot.waitUntil(lambda: plate.line.text() == LINES[contract], timeout=TIMEOUT)
    # The table redrawn from the record (the game resumed after dinner) says so too.
    qtbot.waitUntil(lambda: asked(window) is not None and asked(window).phase is Phase.PLAY,
                    timeout=TIMEOUT)  # the declarer leads
    window.controller.stop()
    window.files.close()
    window.close()
    save, problem = read_autosave(tmp_path)
    assert problem == "" and save is not None
    again = open_window(Store(tmp_path), None, 4, size=(1008, 560), quick_clicks=True)
    again.new_game(save.setup, resume=save)
    qtbot.waitUntil(lambda: asked(again) is not None, timeout=TIMEOUT)
    assert again.scene.plates[0].line.text() == LINES[contract]
