"""The last trick (L, or a click on a won-cards pile): who played what, and who took it.

A panel laid over the table (a child of the table's view, so it is part of the
window) that stays until the next click or key anywhere in the program; that
click only closes it, so it never plays a card by accident.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..app.log_book import TrickLine
from . import texts
from .card_pixmaps import face_pixmap


def title_text(line: TrickLine, names: Sequence[str]) -> str:
    """"Last trick (3): Anna took it, 21 points" ("you took it" for the seat "You")."""
    winner = names[line.winner] if 0 <= line.winner < len(names) else "?"
    if texts.is_you(winner):
        # %1 is the trick's number; the count is its points
        text = texts.plural("Aids", "Last trick (%1): you took it, %n point(s)", line.points)
        return texts.fill(text, texts.number(line.number))
    # %1 is the trick's number, %2 another player's name (never you); the count is its points
    text = texts.plural("Aids", "Last trick (%1): %2 took it, %n point(s)", line.points)
    return texts.fill(text, texts.number(line.number), texts.seat_name(winner))


class LastTrickPopup(QFrame):
    """The cards of one trick, each under the name of who played it; closes on a click."""

    def __init__(self, parent: QWidget, line: TrickLine | None, names: Sequence[str],
                 style: str, french: bool) -> None:
        super().__init__(parent)
        self.setObjectName("LastTrick")
        self.setFrameShape(QFrame.Shape.Box)
        self.setStyleSheet("QFrame#LastTrick { background: #163f27; border: 2px solid #e8c95a; }"
                           " QLabel { color: white; }")
        box = QVBoxLayout(self)
        title = QLabel()
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        box.addWidget(title)
        self.title = title
        if line is None:
            title.setText(texts.translate("Aids", "No trick has been played in this deal yet."))
        else:
            title.setText(title_text(line, names))
            grid = QGridLayout()
            dpr = parent.devicePixelRatioF()
            # Named as the deck shown names its cards (French cards in a German game:
            # "Kreuz-Bube", never "Eichel-Unter"), as the letters on the faces are.
            french = texts.french_names(style, french)
            for col, (seat, card) in enumerate(line.plays):
                name = QLabel(texts.seat_name(names[seat]))
                name.setAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat == line.winner:
                    bold = name.font()
                    bold.setBold(True)
                    name.setFont(bold)
                picture = QLabel()
                picture.setPixmap(face_pixmap(style, card, 84, dpr))
                picture.setToolTip(texts.card_name(card, french))
                picture.setAccessibleName(texts.card_name(card, french))
                words = QLabel(texts.card_name(card, french))
                words.setAlignment(Qt.AlignmentFlag.AlignCenter)
                words.setWordWrap(True)
                grid.addWidget(name, 0, col)
                grid.addWidget(picture, 1, col, Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(words, 2, col)
            box.addLayout(grid)
        hint = QLabel(texts.translate("Aids", "Click or press a key to close."))
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(hint)

    def show_over(self) -> None:
        """Show centred over the parent until the next click or key."""
        parent = self.parentWidget()
        assert parent is not None
        self.adjustSize()
        centre = parent.rect().center()
        self.move(max(0, centre.x() - self.width() // 2), max(0, centre.y() - self.height() // 2))
        self.show()
        self.raise_()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if self.isVisible() and event.type() in (QEvent.Type.MouseButtonPress,
                                                 QEvent.Type.KeyPress):
            self.close()
            return True  # this click or key only closes the panel
        return False

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().closeEvent(event)
