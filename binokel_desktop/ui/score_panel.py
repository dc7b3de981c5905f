"""``ScorePanel``: the scores always in sight, as the paper sheet lay beside the cards.

The one bar above the table (issue 28 §1: it and the info line were two): each
party's total, the target and who deals on its first line, the deal's number,
phase, bid, trump and tricks (``info``, set by the window) on its second, the
play aids' buttons and a button to the full score sheet at the right. It is
filled from the viewer's :class:`SeatView` only (scores are public).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from ..engine import SeatView
from . import texts
from .deal_summary import party_names
from .texts.table import INFO_SEPARATOR

QWIDGETSIZE_MAX = (1 << 24) - 1


class OneLineLabel(QLabel):
    """A label that asks for its text on one line but, short of room, wraps between its
    unbroken parts: as narrow as its longest part, never wider than the window."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)

    def _extra(self) -> tuple[int, int]:
        m = self.contentsMargins()
        return (m.left() + m.right() + 2 * self.margin(),
                m.top() + m.bottom() + 2 * self.margin())

    def _text_size(self, width: int) -> QSize:
        """The text's size wrapped at ``width`` (the label's), as QLabel draws plain text.

        Not QLabel's own: its sizes never go below the minimum height set here, so a
        label once narrowed would keep three lines' height when widened again."""
        extra_w, extra_h = self._extra()
        flags = int(self.alignment()) | int(Qt.TextFlag.TextWordWrap)
        rect = self.fontMetrics().boundingRect(
            QRect(0, 0, max(1, width - extra_w), QWIDGETSIZE_MAX), flags, self.text())
        return QSize(rect.width() + extra_w, rect.height() + extra_h)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return self._text_size(width).height()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        # A wrapped label's own hint is a "sensible" width of about two lines.
        return self._text_size(QWIDGETSIZE_MAX)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        # As narrow as the longest unbroken part, as tall as one line.
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())

    def setText(self, text: str) -> None:  # noqa: N802 - Qt API
        super().setText(text)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        # Narrowed, it wraps: it asks for the lines' height, and the bar grows by them.
        if self.width() > 0 and self.minimumHeight() != self.heightForWidth(self.width()):
            self.setMinimumHeight(self.heightForWidth(self.width()))


class ScorePanel(QFrame):
    """Totals per party, target and dealer; the info line; a button opens the score sheet."""

    def __init__(self, show_sheet: Callable[[], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScorePanel")
        self.setStyleSheet("QFrame#ScorePanel { background: #0f2e1c; } "
                           "QFrame#ScorePanel QLabel { color: white; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 1, 4, 1)
        row.setSpacing(14)
        # One line while there is room. Unwrapped, four long names in Cross Binokel made
        # the window wider than a 1024-px screen (the score sheet and the bid button
        # off its edge); plainly wrapped, it took two lines even with room for one.
        self.scores = OneLineLabel()
        self.scores.setObjectName("Scores")
        font = self.scores.font()
        font.setBold(True)
        self.scores.setFont(font)
        self.facts = OneLineLabel()
        self.facts.setObjectName("Facts")
        self.facts.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # A long line in a long language wraps, never widens; and, short again, it gives
        # the height back (a plain wrapped QLabel kept two lines' room for the game).
        self.info = OneLineLabel()
        self.info.setObjectName("Info")
        self.sheet_button = QToolButton()
        self.sheet_button.clicked.connect(lambda _=False: show_sheet())
        lines = QVBoxLayout()
        lines.setSpacing(0)
        first = QHBoxLayout()
        first.setSpacing(18)
        first.addWidget(self.scores, 0)
        first.addWidget(self.facts, 1)
        lines.addLayout(first)
        lines.addWidget(self.info)
        row.addLayout(lines, 1)
        row.addWidget(self.sheet_button, 0)  # the play aids' buttons come before it
        self._shown: tuple[SeatView, Sequence[str]] | None = None
        self.retranslate()

    def show_view(self, view: SeatView, names: Sequence[str]) -> None:
        """Fill from ``view``; ``names`` are the seats' stored names."""
        self._shown = (view, names)
        profile = view.profile
        parties = party_names(profile, names)
        # A narrow window wraps the lines between their parts, never inside one
        # ("Dealer:" at a line's end, "You" alone on the next) nor after a "·".
        self.scores.setText("   ".join(
            texts.unbroken(texts.fill(texts.translate("Table", "%1: %2"), name,
                                      texts.number(score)))
            for name, score in zip(parties, view.scores, strict=False)))
        dealer = texts.seat_name(names[view.dealer]) if 0 <= view.dealer < len(names) else ""
        # The deal's number begins the info line below.
        self.facts.setText(INFO_SEPARATOR.join(texts.unbroken(part) for part in [
            texts.fill(texts.translate("Table", "Game to %1"),
                       texts.number(profile.scoring.target)),
            texts.fill(texts.translate("Table", "Dealer: %1"), dealer),
        ]))

    def set_info(self, text: str) -> None:
        """The second line: deal, phase, bid, trump, tricks."""
        self.info.setText(text)

    def clear(self) -> None:
        """No game."""
        self._shown = None
        self.scores.setText("")
        self.facts.setText("")
        self.set_info("")

    def retranslate(self) -> None:
        """Texts in the current language."""
        # Named as the Game menu names it: it opens the sheet and asks nothing more.
        self.sheet_button.setText(texts.translate("Table", "Score sheet"))
        if self._shown is not None:
            self.show_view(*self._shown)
