"""The score sheet after two deals shows each deal's declarer and game, and opens inside
the screen (issue 23 §2.3: the deal number spanned the first three columns, so declarer
and game were never seen; at 1366x768 the sheet ran past the screen's edges)."""

from __future__ import annotations

from pathlib import Path

import pytest
from steps import close_summary, decide, my_turn, settled, summary
from xscreen import Binokel, XScreen


@pytest.mark.parametrize(("lang", "width", "height"), [("de", 1366, 768), ("it", 1024, 600)])
def test_the_score_sheet_after_two_deals(tmp_path: Path, shots: Path, lang: str, width: int,
                                         height: int) -> None:
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", lang, "--profile", "grupp1994-3",
                       "--seed", "3", "--speed", "off", "--new", shots=shots).start()
        deals = 0
        while deals < 2:
            state = game.wait(settled(game, lambda s: my_turn(s) or summary(s)), 120,
                              "the person's turn or a summary")
            if summary(state):
                deals += 1
                game.save_shot(f"summary-{deals}")
                # Every line of the summary whole (the probe names a text cut off).
                cut = [w["cut"] for w in state["windows"] if w["kind"] == "DealSummaryDialog"]
                assert cut == [[]], cut
                if deals == 2:
                    break
                close_summary(game, state)
                continue
            decide(game, state)
        sheet = game.button(lambda t: True, window="MainWindow") and next(
            b for b in game.state()["buttons"] if b["in"] == "ScorePanel" and b["role"] == "")
        game.press(sheet["text"], lambda s: s.get("sheet"), "open the score sheet")
        game.settle()
        state = game.state()
        game.save_shot("sheet")
        rows = state["sheet"]
        deal_rows = rows[1:3]
        for row in deal_rows:
            number, declarer, contract = row[:3]
            assert number and declarer and contract, f"a deal's row shows {row}: {rows}"
        window = next(w for w in state["windows"] if w["kind"] == "ScoreSheet")
        x, y, w, h = window["frame"]
        assert x >= 0 and y >= 0 and x + w <= width and y + h <= height - 32, window
        game.stop()
