"""The decision panel's every row is inside the window (issue 23 §2.1).

At 1024x600 a person with six melds (or the trump step's second row) saw one row
of the panel and 2 px of the next: the window's layout planned the panel with
the height it had cached for the decision before, the panel took the height it
needed anyway and hung below the window's edge while the table kept its own.
The panel's height must win over the table's.
"""

from __future__ import annotations

from pathlib import Path

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.store import Store
from binokel_desktop.engine import PROFILES, Phase, apply, legal_actions, new_game, seat_view
from binokel_desktop.ui.main_window import MainWindow


def meld_view_with_many_melds():
    """A meld decision with many meld boxes (two rows of the panel at 1024 px)."""
    profile = PROFILES["grupp1994-3"]
    best = None
    for seed in range(60):
        state = new_game(profile, seed)
        while state.phase is not Phase.MELD:
            state, _ = apply(state, legal_actions(state)[0])
        view = seat_view(state, state.to_act)
        if best is None or len(view.legal) > len(best.legal):
            best = view
    return best


def test_a_panel_of_two_rows_takes_its_height_from_the_table(qtbot, tmp_path: Path) -> None:
    window = MainWindow(None, store=Store(tmp_path))  # the first start: no game yet
    qtbot.addWidget(window)
    window.resize(1024, 562)
    window.show()
    qtbot.waitExposed(window)
    people = tuple(SeatSetup(name, True, "easy") for name in ("Anna", "Opa", "Max"))
    window.new_game(GameSetup(PROFILES["grupp1994-3"], people, "wuerttemberg", 5), seed=5)
    # The deal is on the table, Anna's turn behind the pass screen: the panel one line.
    qtbot.waitUntil(window.pass_screen.isVisible, timeout=10000)
    qtbot.wait(200)
    window.panel.show_decision(meld_view_with_many_melds())
    central = window.centralWidget()

    qtbot.waitUntil(lambda: window.panel.height() >= window.panel.minimumHeight())
    qtbot.wait(200)  # the window's layout has had its turn
    assert window.panel.height() > 45  # the decision takes two rows here
    panel, table = window.panel.geometry(), window.table_view.geometry()
    assert panel.bottom() <= central.height() - 1, (
        f"the panel {panel.getRect()} hangs below the window's {central.height()} px "
        f"while the table keeps {table.height()} px")
