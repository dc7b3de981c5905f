"""A two-hand deal to its summary, in a real window: the summary names the melds the
deal's declarations scored (issue 23 §2.4: Altenburg and Bézique said "melded: none"
beside a meld total of 40 or 120)."""

from __future__ import annotations

from pathlib import Path

import pytest
from steps import actions, decide, my_turn, panel, play_to_summary, settled
from xscreen import Binokel, XScreen


@pytest.mark.parametrize(("profile", "lang", "width", "height", "seed"),
                         [("bezique-2", "it", 1024, 600, "4"),
                          ("altenburg-2", "de", 1366, 768, "4")])
def test_a_two_hand_deal_to_its_summary(tmp_path: Path, shots: Path, profile: str, lang: str,
                                        width: int, height: int, seed: str) -> None:
    with XScreen(width, height, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", lang, "--profile", profile,
                       "--seed", seed, "--speed", "off", "--new", shots=shots).start()
        play_to_summary(game)
        game.settle()
        state = game.state()
        game.save_shot("summary")
        dialog = next(w for w in state["windows"] if w["kind"] == "DealSummaryDialog")
        text = "\n".join(dialog["texts"])
        none = {"de": "keine", "it": "nessuno"}[lang]
        # The "Melds shown" cells: the melds line by line, then "total N".
        cells = [t.split("\n") for t in dialog["texts"]
                 if "\n" in t and t.split("\n")[-1].split()[-1].isdigit()]
        assert any(int(c[-1].split()[-1]) > 0 for c in cells), text
        for cell in cells:
            if int(cell[-1].split()[-1]) > 0:
                assert cell[0] != none and len(cell) >= 2, f"melds not named: {cell}"
        x, y, w, h = dialog["frame"]
        assert x >= 0 and y >= 0 and x + w <= width and y + h <= height - 32, dialog
        game.stop()


def test_a_card_clicked_at_the_declare_step_is_answered(tmp_path: Path, shots: Path) -> None:
    """Bézique, Italian, 1024x600: the trick winner's question is on the buttons (declare,
    draw). A card clicked then did nothing, silently, and the prompt asked to declare
    where nothing could be."""
    with XScreen(1024, 600, panel=32) as screen:
        game = Binokel(screen, tmp_path / "data", "--lang", "it", "--profile", "bezique-2",
                       "--seed", "4", "--speed", "off", "--new", shots=shots).start()
        seen: set[str] = set()
        for _ in range(120):
            state = game.wait(settled(game, my_turn), 90, "the person's turn")
            if state["panel"].startswith("Presa tua"):
                draw_only = [b["text"] for b in panel(state)] == ["Pesca"]
                assert state["panel"] == ("Presa tua. Niente da accusare: pesca." if draw_only
                                          else "Presa tua: accusa, poi pesca."), state["panel"]
                before = actions(game)
                game.click_card(state["hand"][0])
                game.wait(lambda s: s["status"] == (
                    "Ora non si gioca una carta: scegli con i pulsanti qui sotto.") and s, 20,
                    "the line saying a card is not played now")
                assert actions(game) == before  # the click chose nothing
                seen.add("only draw" if draw_only else "declare")
                if seen == {"only draw", "declare"}:
                    game.save_shot("declare_step")
                    break
            decide(game, state)
        assert seen == {"only draw", "declare"}, seen
        game.stop()
