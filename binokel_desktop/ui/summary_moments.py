"""The deal summary's "Moments that mattered" (issue 30 §4): the person's cards that
changed the deal most, each with a button to it in the deal review.

The cards are solved off the GUI thread (``app/moments_job.py``); the section says
it is looking meanwhile and fills in when the answer comes, so the summary never
waits for it.
"""

from __future__ import annotations

import logging
from functools import partial

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ..app.moments import BUDGET_S, Moment
from ..app.moments_job import MomentsJob
from ..engine import GameRecord
from .texts import moments as words

log = logging.getLogger(__name__)


class MomentsSection(QGroupBox):
    """One person's moments of the record's last deal; ``moment_was_chosen(moment)`` when
    a moment's "Show in review" is clicked (``moment.step``: its index in the record)."""

    moment_was_chosen = Signal(object)  # Moment

    def __init__(self, record: GameRecord, seat: int, french: bool, *,
                 budget_s: float = BUDGET_S, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MomentsSection")
        self.french = french
        self.moments: list[Moment] | None = None  # None: still looking
        self.failed = False
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.rows = QGridLayout()
        self.rows.setColumnStretch(0, 1)
        layout.addLayout(self.rows)
        self.labels: list[QLabel] = []
        self.buttons: list[QPushButton] = []
        self.job = MomentsJob()  # no parent: see MomentsJob
        self.job.moments_did_arrive.connect(self._arrived)
        self.job.start(record, seat, budget_s)
        self.retranslate()

    def shutdown(self) -> None:
        """The summary closes: the look is abandoned, and nothing more is shown."""
        self.job.shutdown()

    def _arrived(self, answer: object) -> None:
        if not isinstance(answer, list):
            log.warning("moments: %r", answer)  # the English stays in the log
            self.failed = True
        else:
            self.moments = answer
            for moment in answer:
                label = QLabel()
                label.setWordWrap(True)
                button = QPushButton()
                button.setObjectName("ShowMomentButton")
                button.clicked.connect(partial(self._chosen, moment))
                row = len(self.labels)
                self.rows.addWidget(label, row, 0)
                self.rows.addWidget(button, row, 1, Qt.AlignmentFlag.AlignTop)
                self.labels.append(label)
                self.buttons.append(button)
        self.retranslate()

    def _chosen(self, moment: Moment, _checked: bool = False) -> None:
        self.moment_was_chosen.emit(moment)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setTitle(words.title())
        if self.failed:
            status = words.failed()
        elif self.moments is None:
            status = words.looking()
        elif not self.moments:
            status = words.nothing()
        else:
            status = ""
        self.status.setText(status)
        self.status.setVisible(bool(status))
        for moment, label, button in zip(self.moments or (), self.labels, self.buttons,
                                         strict=True):
            label.setText(words.moment_text(moment, self.french))
            button.setText(words.show_button())
            button.setToolTip(words.show_tip(moment.trick))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "buttons"):
            self.retranslate()
        super().changeEvent(event)
