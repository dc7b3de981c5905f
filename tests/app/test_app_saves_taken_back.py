"""The score sheet's take-back marks in a save (issue 16): kept, optional, checked."""

from __future__ import annotations

from dataclasses import replace

import pytest
from saves_kit import played

from binokel_desktop.app.saves import SaveError, parse_save, save_bytes


def test_taken_back_rows_round_trip_and_bad_ones_are_refused(tmp_path):
    game = played(limit=40)
    back = parse_save(save_bytes(replace(game, taken_back=(0,))))
    assert back.taken_back == (0,)
    assert parse_save(save_bytes(game)).taken_back == ()
    text = save_bytes(game).decode()
    old = text.replace('"taken_back": [], ', "")  # saves from before the field
    assert '"taken_back"' not in old and parse_save(old.encode()).taken_back == ()
    for bad in ('"x"', "[-1]", "[7]", '["0"]', "[true]", "{}"):
        with pytest.raises(SaveError, match="taken_back"):
            parse_save(text.replace('"taken_back": []', f'"taken_back": {bad}').encode())
