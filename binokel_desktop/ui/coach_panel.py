"""The coach's panel beside the table: the advice for the person's open question, in words.

A dock as the game log (:mod:`.game_log`): the recommendation in bold, one line
per reason, how sure. It keeps the :class:`Advice` and its view, not the
words, so a language or deck switch words it again (:meth:`retranslate`).
Who asks and when is :mod:`.coach`'s business; the panel only shows.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from ..ai.advice import Advice
from ..engine import SeatView
from . import texts
from .texts.coach import advice_text

BULLET = "\u2022 "  # before each reason


class CoachPanel(QDockWidget):
    """The coach's dock: empty, thinking, or one piece of advice."""

    language_did_change = Signal()  # Qt's LanguageChange reached the panel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Coach")
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(8, 6, 8, 6)
        self.headline = QLabel()
        self.headline.setObjectName("CoachHeadline")
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        self.reasons = QLabel()
        self.reasons.setObjectName("CoachReasons")
        self.certainty = QLabel()
        self.certainty.setObjectName("CoachCertainty")
        font = self.certainty.font()
        font.setItalic(True)
        self.certainty.setFont(font)
        for label in (self.headline, self.reasons, self.certainty):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            box.addWidget(label)
        box.addStretch(1)
        self.setWidget(body)
        self.advice: Advice | None = None
        self.view: SeatView | None = None
        self.thinking = False
        self.failed = False
        self.names: Sequence[str] = ()  # the stored seat names
        self.french = False  # name the cards as the deck shown does
        self.retranslate()

    def show_advice(self, advice: Advice, view: SeatView) -> None:
        """Show the advice for ``view``'s question."""
        self.advice, self.view, self.thinking, self.failed = advice, view, False, False
        self._fill()

    def show_thinking(self) -> None:
        """The coach thinks about the question just opened."""
        self.advice, self.view, self.thinking, self.failed = None, None, True, False
        self._fill()

    def clear(self) -> None:
        """No question open: nothing to advise."""
        self.advice, self.view, self.thinking, self.failed = None, None, False, False
        self._fill()

    def show_failure(self) -> None:
        """The coach found no advice (its reason went to the log)."""
        self.clear()
        self.failed = True
        self._fill()

    def lines(self) -> list[str]:
        """The texts shown, top to bottom, a line per reason (empty ones left out)."""
        return [line.removeprefix(BULLET)
                for label in (self.headline, self.reasons, self.certainty)
                for line in label.text().split("\n") if line]

    def retranslate(self) -> None:
        """Title and advice in the current language."""
        #: the title of the panel beside the table that explains each decision
        self.setWindowTitle(texts.translate("Coach", "Coach"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.language_did_change.emit()
        super().changeEvent(event)

    def _fill(self) -> None:
        if self.advice is not None and self.view is not None:
            words = advice_text(self.advice, self.view, self.names, self.french)
            self.headline.setText(words.headline)
            self.reasons.setText("\n".join(f"{BULLET}{line}" for line in words.reasons))
            self.certainty.setText(words.certainty)
            return
        self.headline.setText(texts.translate("Coach", "Thinking…") if self.thinking else "")
        if self.thinking:
            self.reasons.setText("")
        elif self.failed:
            self.reasons.setText(texts.translate(
                "Coach", "The coach has no advice here; decide as you think best."))
        else:
            self.reasons.setText(texts.translate(
                "Coach", "When it is your turn, the coach says what it would do and why."))
        self.certainty.setText("")
