"""A person's decision on screen: the panel's buttons, the cards to pick, the selection.

The table session says when a question opens (``question_did_open``); this
shows it -- buttons for calls and contracts, the legal cards lit, the cards
being laid away raised -- and hands the chosen action back to the session.
Card clicks, the keyboard's Enter on a card and the digit keys all end here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine import PLAY, Action, Phase, Play, SeatView
from .table.card_item import CardItem
from .texts.table import no_card_now

if TYPE_CHECKING:
    from .main_window import MainWindow

PICKING = (Phase.DISCARD, Phase.GIVE)  # cards are chosen one by one, then confirmed


class Decisions(QObject):
    """The open question of the person at the table, as the window shows it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.selection = 0  # the cards picked to lay away or give (a bit per card)

    def show_turn(self, view: SeatView) -> None:
        """Whose turn it is, said once for the panel and the plates alike."""
        w = self.window
        if w.session is None or w.scene is None:
            return
        seat = view.to_act
        if view.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            # Nobody's turn: the deal's end is on the table (its summary follows),
            # not a wait for whoever the engine would ask next; no plate is lit
            # either, also when the table redraws them from the trick still shown.
            w.panel.clear()
            seat = -1
        elif 0 <= seat < len(w.session.setup.seats) and seat != w.session.viewer:
            w.panel.wait_for(w.session.name(seat))
        else:
            w.panel.clear()  # the viewer's buttons follow once the table has caught up
        w.scene.turn = seat
        w.scene.update_plates(view)

    def waiting_for(self, seat: int) -> None:
        """Another seat decides (a computer thinking, or a person behind the screen)."""
        w = self.window
        if w.session is None:
            return
        w.panel.wait_for(w.session.name(seat))
        if w.scene is not None and w.session.view is not None:
            w.scene.update_plates(w.session.view)

    def present(self, seat: int, view: SeatView) -> None:
        """Show ``seat``'s decision: their buttons and cards (the table faces them)."""
        w = self.window
        scene = w.scene
        assert scene is not None
        self.selection = 0
        w.panel.french = w.french_names()
        w.panel.show_decision(view)
        if view.phase is Phase.PLAY:
            scene.mark_hand(legal_cards=view.legal_cards, dim_others=True)
        elif view.phase is Phase.DISCARD:
            scene.mark_hand(marked=view.meld_marks)
        else:
            scene.mark_hand()
        scene.update_plates(view)
        w.show_problem(None)
        scene.offer(view)
        if scene.card_choices() or not w.panel.buttons():
            w.table_view.setFocus()
        # The aids follow the question now on screen: after a pass screen it opens only
        # here (Hint stayed greyed and H did nothing after every curtain).
        w.aids.refresh()

    def card_clicked(self, item: CardItem) -> None:
        """A card of the hand: picked (laying away, giving) or played."""
        w = self.window
        view = w.session.asked if w.session is not None else None
        if item.card is None or view is None:
            return
        if view.phase in PICKING:
            if not view.hand >> item.card & 1:
                return
            need = w.panel.needed()
            bit = 1 << item.card
            if self.selection & bit:
                self.selection &= ~bit
            elif self.selection.bit_count() < need:
                self.selection |= bit
            elif need == 1:
                self.selection = bit
            self.mark_choice(view)
            w.panel.update_selection(self.selection)
            return
        if view.phase is Phase.PLAY or any(isinstance(a, Play) for a in view.legal):
            self.submit(PLAY[item.card])
        elif view.hand >> item.card & 1:
            # A card of one's hand, clicked while the question is on the buttons: say so
            # (it did nothing, and a Bézique winner took it for choosing a meld's cards).
            w.show_problem(no_card_now)

    def confirm(self) -> None:
        """Enter while picking cards: lay them away once every card is picked."""
        confirm = self.window.panel.confirm
        if confirm is not None and confirm.isEnabled():
            confirm.click()

    def press_button(self, n: int) -> None:
        """The digit ``n + 1``: the decision's ``n``-th button, wherever the focus is."""
        buttons = self.window.panel.buttons()
        if n < len(buttons) and buttons[n].isEnabled():
            buttons[n].click()

    def mark_choice(self, view: SeatView) -> None:
        """Cards being laid away or given: the meld marks, the selection, the hint."""
        scene = self.window.scene
        if scene is not None:
            marked = view.meld_marks if view.phase is Phase.DISCARD else 0
            scene.mark_hand(marked=marked, selected=self.selection,
                            hinted=self.window.aids.hinted_cards(view))

    def submit(self, action: Action) -> None:
        """The person's choice: the table goes quiet, the session passes it on."""
        w = self.window
        session = w.session
        if session is None:
            return
        w.panel.clear()
        # A line said about the question just answered ("No card is played now") goes
        # with it; a refusal of this move comes back after it.
        w.show_problem(None)
        if w.scene is not None:
            w.scene.mark_hand()
            w.scene.withdraw()
            if session.several_people:
                # The decision is made: the laptop may pass on now, and the next person
                # may already be looking. Cover the hand at once, not when the next
                # person's pass screen comes (after a computer's move, a second later).
                w.scene.hide_hand(True)
        w.aids.question_did_close()
        session.submit(action)
