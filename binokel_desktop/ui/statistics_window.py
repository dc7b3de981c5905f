"""The statistics window: a table and a bar chart per player and computer level, and the fair deal.

The chart is drawn with QPainter (no chart library). "Fair deal" shows how
often each player got aces, tens, a Binokel and a family in the hands dealt,
beside the average over all players, for families who suspect the shuffle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..app.statistics import Statistics, Tally
from . import texts

BAR_COLOURS = (QColor("#2f6f4f"), QColor("#c08a2c"), QColor("#7a4f9a"), QColor("#3d6fa8"))


def who(key: str) -> str:
    """A player's name, or "Computer (Medium)" for a level."""
    kind, _, rest = key.partition(":")
    if kind == "level":
        return texts.fill(texts.translate("Statistics", "Computer (%1)"), texts.level_name(rest))
    return texts.seat_name(rest)


def decimal(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals in the current locale."""
    return QLocale().toString(value, "f", places)


def percent(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a percentage, "–" when there is no whole."""
    return "–" if not whole else decimal(100 * part / whole, 0) + " %"


def two_lines(text: str) -> str:
    """A column title broken at its middle space, so eleven columns fit a small screen."""
    if len(text) < 9 or " " not in text:
        return text
    middle = len(text) // 2
    cut = min((i for i, c in enumerate(text) if c == " "), key=lambda i: abs(i - middle))
    return text[:cut] + "\n" + text[cut + 1:]


class BarChart(QWidget):
    """Grouped bars: one group per player, one bar per series, with a legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(150)
        self.labels: list[str] = []
        self.series: list[tuple[str, list[float]]] = []  # (legend, one value per label)
        self.reference: float | None = None  # a dashed line (e.g. the average)
        self.format: Callable[[float], str] = decimal

    def set_data(
        self,
        labels: Sequence[str],
        series: Sequence[tuple[str, list[float]]],
        reference: float | None = None,
    ) -> None:
        """Show new bars."""
        self.labels = list(labels)
        self.series = list(series)
        self.reference = reference
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        font = QFont(self.font())
        painter.setFont(font)
        metrics = painter.fontMetrics()
        line = metrics.height()
        if not self.labels or not self.series:
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                texts.translate("Statistics", "No games yet."),
            )
            painter.end()
            return
        legend_y = 4.0
        x = 8.0
        for n, (name, _) in enumerate(self.series):
            painter.fillRect(QRectF(x, legend_y + 3, 12, line - 6), BAR_COLOURS[n % 4])
            painter.setPen(self.palette().text().color())
            painter.drawText(
                QRectF(x + 16, legend_y, 400, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
            x += 16 + metrics.horizontalAdvance(name) + 18
        values_shown = [v for _, values in self.series for v in values]
        reference = self.reference or 0.0
        top_value = max([*values_shown, reference, 0.0])
        low_value = min([*values_shown, reference, 0.0])  # negative averages go below 0
        top = legend_y + line + line  # room for the value labels above the highest bar
        labels_y = self.height() - line - 8
        # Below the zero line: the negative bars with their value labels under them.
        bottom = labels_y - (line if low_value < 0 else 0.0)
        height = max(10.0, bottom - top)
        span = max(top_value - low_value, 1e-9)
        zero = top + height * top_value / span
        count = len(self.labels)
        group_w = (self.width() - 16) / count
        bar_w = min(48.0, group_w * 0.8 / len(self.series))
        for i, label in enumerate(self.labels):
            gx = 8 + i * group_w
            start = gx + (group_w - bar_w * len(self.series)) / 2
            for n, (_, values) in enumerate(self.series):
                value = values[i]
                h = height * abs(value) / span
                y = zero - h if value >= 0 else zero
                rect = QRectF(start + n * bar_w + 1, y, bar_w - 2, h)
                painter.fillRect(rect, BAR_COLOURS[n % 4])
                painter.setPen(self.palette().text().color())
                painter.drawText(
                    QRectF(rect.x() - 10, rect.y() - line if value >= 0 else rect.bottom(),
                           rect.width() + 20, line),
                    Qt.AlignmentFlag.AlignCenter,
                    self.format(value),
                )
            text = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(group_w) - 4)
            painter.drawText(
                QRectF(gx, labels_y + 4, group_w, line), Qt.AlignmentFlag.AlignCenter, text
            )
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawLine(8, int(zero), self.width() - 8, int(zero))  # the zero line
        if self.reference is not None:
            y = zero - height * self.reference / span
            pen = QPen(QColor("#b03030"), 1, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(8, int(y), self.width() - 8, int(y))
        painter.end()


class StatisticsWindow(QDialog):
    """Players, computer levels and the fair deal, with Reset."""

    _open: StatisticsWindow | None = None

    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.tabs = QTabWidget()
        self.players = QTableWidget()
        self.fair = QTableWidget()
        self.player_chart = BarChart()
        self.fair_chart = BarChart()
        self.fair_note = QLabel()
        self.fair_note.setWordWrap(True)
        for table in (self.players, self.fair):
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.verticalHeader().setVisible(True)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        first = QWidget()
        box = QVBoxLayout(first)
        box.addWidget(self.players, 3)
        box.addWidget(self.player_chart, 2)
        second = QWidget()
        box2 = QVBoxLayout(second)
        box2.addWidget(self.fair_note)
        box2.addWidget(self.fair, 2)
        box2.addWidget(self.fair_chart, 2)
        self.tabs.addTab(first, "")
        self.tabs.addTab(second, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.refresh()

    @classmethod
    def show_for(cls, parent: QWidget, statistics: Statistics) -> StatisticsWindow:
        """Open the window (one at a time), sized to fit the screen."""
        window = cls._open
        if window is None or window.parent() is not parent:
            window = cls(statistics, parent)
            cls._open = window
        window.refresh()
        screen = parent.screen().availableGeometry()
        window.resize(min(900, screen.width() - 40), min(560, screen.height() - 60))
        window.show()
        window.raise_()
        return window

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        """Read the statistics again and show them in the current language."""
        self.setWindowTitle(texts.translate("Statistics", "Statistics"))
        self.tabs.setTabText(0, texts.translate("Statistics", "Players"))
        self.tabs.setTabText(1, texts.translate("Statistics", "Fair deal"))
        self.reset_button.setText(texts.translate("Statistics", "Reset…"))
        figures = self.statistics.figures()
        keys = sorted(figures, key=lambda k: (k.startswith("level:"), who(k).lower()))
        self._fill_players(keys, figures)
        self._fill_fair(keys, figures)

    def _fill_players(self, keys: list[str], figures: dict[str, Tally]) -> None:
        columns: list[tuple[str, Callable[[Tally], str]]] = [
            (texts.translate("Statistics", "Games"), lambda t: texts.number(t.games)),
            (texts.translate("Statistics", "Won"), lambda t: texts.number(t.games_won)),
            (texts.translate("Statistics", "Deals"), lambda t: texts.number(t.deals)),
            (texts.translate("Statistics", "Bid"), lambda t: texts.number(t.bid)),
            (texts.translate("Statistics", "Made"), lambda t: texts.number(t.made)),
            (texts.translate("Statistics", "Failed"), lambda t: texts.number(t.failed)),
            (texts.translate("Statistics", "Gone out"), lambda t: texts.number(t.gone_out)),
            (
                texts.translate("Statistics", "Points per deal"),
                lambda t: decimal(t.points_per_deal),
            ),
            (texts.translate("Statistics", "Best meld"), lambda t: texts.number(t.best_meld)),
            (texts.translate("Statistics", "Durch made"), lambda t: texts.number(t.durch_made)),
            (texts.translate("Statistics", "Bettel made"), lambda t: texts.number(t.bettel_made)),
        ]
        _fill(self.players, keys, figures, columns)
        self.player_chart.set_data(
            [who(k) for k in keys],
            [
                (
                    texts.translate("Statistics", "Points per deal"),
                    [figures[k].points_per_deal for k in keys],
                ),
                (
                    texts.translate("Statistics", "Games won (%)"),
                    [
                        100 * figures[k].games_won / figures[k].games if figures[k].games else 0.0
                        for k in keys
                    ],
                ),
            ],
        )

    def _fill_fair(self, keys: list[str], figures: dict[str, Tally]) -> None:
        def per_hand(value: int, t: Tally) -> str:
            return decimal(value / t.hands, 2) if t.hands else "–"

        columns: list[tuple[str, Callable[[Tally], str]]] = [
            (texts.translate("Statistics", "Hands dealt"), lambda t: texts.number(t.hands)),
            (texts.translate("Statistics", "Aces per hand"), lambda t: per_hand(t.aces, t)),
            (texts.translate("Statistics", "Tens per hand"), lambda t: per_hand(t.tens, t)),
            (
                texts.translate("Statistics", "Hands with a Binokel"),
                lambda t: percent(t.binokel, t.hands),
            ),
            (
                texts.translate("Statistics", "Hands with a family"),
                lambda t: percent(t.family, t.hands),
            ),
        ]
        _fill(self.fair, keys, figures, columns)
        hands = sum(figures[k].hands for k in keys)
        aces = sum(figures[k].aces for k in keys)
        average = aces / hands if hands else None
        self.fair_note.setText(
            texts.translate(
                "Statistics",
                "How the cards fell for each player, in the hands as dealt. The dashed line is "
                "the average number of aces over all hands: over many deals every player comes "
                "close to it.",
            )
        )
        self.fair_chart.format = lambda v: decimal(v, 2)
        self.fair_chart.set_data(
            [who(k) for k in keys],
            [
                (
                    texts.translate("Statistics", "Aces per hand"),
                    [figures[k].aces / figures[k].hands if figures[k].hands else 0.0 for k in keys],
                ),
                (
                    texts.translate("Statistics", "Tens per hand"),
                    [figures[k].tens / figures[k].hands if figures[k].hands else 0.0 for k in keys],
                ),
            ],
            reference=average,
        )

    def ask_reset(self) -> None:
        """Forget all statistics after asking."""
        answer = QMessageBox.question(
            self,
            texts.translate("Statistics", "Reset statistics"),
            texts.translate(
                "Statistics", "Forget the statistics of every player and computer level?"
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.reset()

    def reset(self) -> bool:
        """Forget all statistics now; False (with a message) when they cannot be written."""
        try:
            self.statistics.reset()
        except OSError as exc:
            QMessageBox.warning(
                self,
                texts.translate("Statistics", "Reset statistics"),
                texts.fill(
                    texts.translate("Statistics", "The statistics could not be reset: %1"),
                    exc.strerror or str(exc),
                ),
            )
            return False
        self.refresh()
        return True


def _fill(
    table: QTableWidget,
    keys: list[str],
    figures: dict[str, Tally],
    columns: list[tuple[str, Callable[[Tally], str]]],
) -> None:
    table.clear()
    table.setRowCount(len(keys))
    table.setColumnCount(len(columns))
    table.setHorizontalHeaderLabels([two_lines(name) for name, _ in columns])
    table.setVerticalHeaderLabels([who(k) for k in keys])
    for row, key in enumerate(keys):
        for col, (_, cell) in enumerate(columns):
            item = QTableWidgetItem(cell(figures[key]))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, col, item)
