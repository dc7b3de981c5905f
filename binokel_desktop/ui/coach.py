"""The coach at the window (issue 30 §1): View ▸ Coach, per person, and its panel.

:func:`install_coach` adds the panel (:class:`.coach_panel.CoachPanel`) and the
checkable View ▸ Coach entry to a window; the window calls
:meth:`Coach.attach` with each game's session. When a person's question opens
and the coach is on for that person (remembered per player name in
``aids.json``), the coach thinks off the GUI thread (``app/coach_job.py``) and
the panel shows its advice while that question is open; an answer for a
question already answered is dropped.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from shiboken6 import isValid

from ..ai.advice import Advice
from ..app.aids_store import AidSettings
from ..app.coach_job import CoachJob
from ..app.session import TableSession
from ..engine import SeatView
from . import texts
from .coach_panel import CoachPanel

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)

PANEL_MIN_WIDTH, PANEL_MAX_WIDTH = 180, 280  # px the panel gets when it opens


class Coach(QObject):
    """The coach of one window: its menu entry, its panel, its job and the session it follows."""

    def __init__(self, window: MainWindow, job: CoachJob | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.settings = AidSettings(window.store)
        self.panel = CoachPanel(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.panel.hide()
        self.job = job if job is not None else CoachJob()  # no parent: see CoachJob
        self.job.advice_did_arrive.connect(self._advice_arrived)
        self.session: TableSession | None = None
        self.asked: SeatView | None = None  # the question the coach thinks or spoke about
        menus = window.menus
        self.action = menus.add(menus.menus["view"], "coach", self.toggle, checkable=True)
        # The deck shown names the cards: a deck switch words the advice again.
        for key, act in menus.acts.items():
            if key.startswith("deck:"):
                act.triggered.connect(lambda _=False: self.retranslate())
        self.panel.language_did_change.connect(self.retranslate)
        self.panel.visibilityChanged.connect(self._panel_visibility)
        window.destroyed.connect(lambda *_: self.job.shutdown())
        self.retranslate()

    def use_job(self, job: CoachJob) -> None:
        """Take advice from ``job`` from now on (a quicker coach, for tests)."""
        self.job.advice_did_arrive.disconnect(self._advice_arrived)
        self.job.shutdown()
        self.job = job
        job.advice_did_arrive.connect(self._advice_arrived)
        self.window.destroyed.connect(lambda *_: job.shutdown())

    # -- the person --------------------------------------------------------------------

    def person(self) -> str:
        """The stored name of the person the table shows ("" without a game)."""
        s = self.session
        return s.name(s.viewer) if s is not None else ""

    def is_on(self) -> bool:
        """Whether the coach is on for the person the table shows."""
        return self.session is not None and self.settings.coach(self.person())

    def toggle(self) -> None:
        """View ▸ Coach: on or off for the person the table shows, remembered by name."""
        on = self.action.isChecked()
        if self.session is None:
            self.action.setChecked(False)
            return
        self.settings.set_coach(self.person(), on)
        self._follow_person()
        asked = self.session.asked
        if on and asked is not None and asked.legal:
            self._ask(asked)

    def _follow_person(self) -> None:
        """The entry and the panel as the person the table shows has chosen."""
        on = self.is_on()
        self.action.setChecked(on)
        if on and self.panel.isHidden():
            self.panel.show()
            # Narrow: at 1024×600 the table and its score bar keep most of the width
            # (the wrapped advice would ask for far more).
            width = max(PANEL_MIN_WIDTH, min(PANEL_MAX_WIDTH, self.window.width() // 5))
            self.window.resizeDocks([self.panel], [width], Qt.Orientation.Horizontal)
        elif not on:
            self.panel.hide()
        if not on:
            self._withdraw()

    def _panel_visibility(self, visible: bool) -> None:
        # The panel's own close box switches the coach off for the person (a window
        # minimised, closed or being deleted hides its docks too: that is no choice).
        if (not visible and isValid(self.window) and self.is_on() and not self.window.isHidden()
                and not self.window.isMinimized()):
            self.action.setChecked(False)
            self.toggle()

    # -- the session -------------------------------------------------------------------

    def attach(self, session: TableSession) -> None:
        """A new game: follow its session."""
        self._withdraw()
        self.session = session
        session.question_did_open.connect(self._question_opened)
        session.turn_did_change.connect(self._question_answered)
        session.did_take_back.connect(self._question_answered)
        session.viewer_did_change.connect(self._viewer_changed)
        self.retranslate()
        self._follow_person()
        if self.is_on() and session.asked is not None and session.asked.legal:
            self._ask(session.asked)  # the question was open before the coach came

    def _question_opened(self, seat: int, view: SeatView) -> None:
        if self.sender() is not self.session:
            return  # a game that was replaced
        self._follow_person()  # the person at the laptop may have changed
        if self.is_on() and view.legal:
            self._ask(view)

    def _question_answered(self, *_args: object) -> None:
        if self.sender() is self.session:
            self._withdraw()

    def _viewer_changed(self, *_args: object) -> None:
        if self.sender() is self.session:
            self._withdraw()  # the advice was another person's
            self._follow_person()

    # -- the advice --------------------------------------------------------------------

    def _ask(self, view: SeatView) -> None:
        self.asked = view
        self.panel.show_thinking()
        self.job.ask(view)

    def _withdraw(self) -> None:
        self.asked = None
        self.job.cancel()
        self.panel.clear()

    def _advice_arrived(self, view: SeatView, answer: object) -> None:
        session = self.session
        if (view is not self.asked or session is None or session.asked is not view
                or not self.is_on()):
            return  # the question was answered meanwhile, or the coach switched off
        if isinstance(answer, Advice):
            self.panel.show_advice(answer, view)
        else:
            log.warning("no advice: %r", answer)
            self.panel.show_failure()

    def retranslate(self) -> None:
        """Menu entry and panel in the current language, cards named as the deck shown."""
        #: View menu: show the coach beside the table (for the person the table shows)
        self.action.setText(texts.translate("Coach", "Coac&h"))
        session = self.session
        self.panel.names = session.names() if session is not None else ()
        self.panel.french = self.window.french_names()
        self.panel.retranslate()


def install_coach(window: MainWindow, job: CoachJob | None = None) -> Coach:
    """Add the coach (View ▸ Coach and its panel) to ``window``; call
    ``coach.attach(session)`` with each game's session. ``job``: a coach of its own
    (tests); by default ``ai/coach.py``'s ``advise``."""
    return Coach(window, job)
