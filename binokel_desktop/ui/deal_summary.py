"""The end of a deal in words and numbers, the score sheet, and the game-over screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import DURCH_CONTRACTS, Contract
from ..engine.cards import Suit, cards_of
from ..engine.profile import GameKind, GoOutTiming, RuleProfile
from ..engine.profile_talon import CardScoring
from ..engine.scoring import DealResult
from ..engine.state import n_parties, party_of
from . import i18n, texts
from .screen_fit import fit_size

_GOOD = "#1b7a2f"
_BAD = "#b3261e"


def party_names(profile: RuleProfile, names: Sequence[str]) -> list[str]:
    """One name per party: the seat's name, or "Anna & Karl" for a team (as shown now)."""
    names = [texts.seat_name(n) for n in names]
    if len(names) == n_parties(profile) and not profile.deal.teams:
        return list(names)
    out: list[list[str]] = [[] for _ in range(n_parties(profile))]
    for seat, name in enumerate(names):
        out[party_of(profile, seat)].append(name)
    joiner = texts.translate("Score", " & ")
    return [joiner.join(team) for team in out]


def _change_label(value: int, big: bool = False) -> QLabel:
    label = QLabel(texts.signed(value))
    font = label.font()
    font.setBold(True)
    if big:
        font.setPointSizeF(font.pointSizeF() * 1.2)
    label.setFont(font)
    color = _GOOD if value > 0 else _BAD if value < 0 else ""
    if color:
        label.setStyleSheet(f"color: {color};")
    return label


def headline(result: DealResult, names: Sequence[str], profile: RuleProfile,
             trump: Suit | None = None) -> str:
    """One sentence saying what the declarer played and how it went."""
    if result.declarer < 0:
        return texts.translate("Summary", "The deal is over.")
    who = texts.seat_name(names[result.declarer]) if result.declarer < len(names) else "?"
    value = texts.number(result.value)
    c = result.contract
    if c is Contract.GO_OUT:
        return texts.fill(texts.translate("Summary", "%1 went out at %2 and loses the bid."),
                          who, value)
    if c in DURCH_CONTRACTS:
        name = texts.contract_name(c)
        if result.made:
            return texts.fill(texts.translate("Summary", "%1 won every trick: %2 made."), who, name)
        return texts.fill(texts.translate("Summary", "%1 lost a trick: %2 failed."), who, name)
    if c is Contract.BETTEL:
        if result.made:
            return texts.fill(texts.translate("Summary", "%1 took no trick: Bettel made."), who)
        return texts.fill(texts.translate("Summary", "%1 took a trick: Bettel failed."), who)
    if trump is not None:
        suit = texts.suit_name(trump, profile.deck.french)
        if result.made:
            return texts.fill(texts.translate("Summary", "%1 played %2 for %3 and made it."),
                              who, suit, value)
        return texts.fill(texts.translate("Summary", "%1 played %2 for %3 and failed: "
                                              "in den Keller (down the cellar)."),
                          who, suit, value)
    if result.made:
        return texts.fill(texts.translate("Summary", "%1 bid %2 and made it."), who, value)
    return texts.fill(texts.translate("Summary", "%1 bid %2 and failed: in den Keller "
                                          "(down the cellar)."), who, value)


class DealSummaryDialog(QDialog):
    """Per party: melds, card points raw and rounded, tricks, the bid's fate, the change."""

    def __init__(
        self,
        result: DealResult,
        names: list[str],
        melds: Sequence[Sequence[Any]],
        profile: RuleProfile,
        parent: QWidget | None = None,
        *,
        trump: Suit | None = None,
        dabb: int = 0,
        laid_away: int = 0,
    ) -> None:
        super().__init__(parent)
        self.deal_result = result
        # The dabb once shown to all, and the laid-away cards where the reader may know them.
        self.dabb, self.laid_away = dabb, laid_away
        self._args = (names, melds, profile, trump)
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._body: QWidget | None = None
        fit_size(self, 720, 420)
        self._build()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if (event.type() == QEvent.Type.LanguageChange and self._body is not None
                and self._generation != i18n.generation()):
            self._build()
        super().changeEvent(event)

    def _build(self) -> None:
        """(Re)build every text of the dialog in the current language."""
        names, melds, profile, trump = self._args
        result = self.deal_result
        self._generation = i18n.generation()
        if self._body is not None:
            self._body.hide()
            self._body.deleteLater()
        self._body = QWidget()
        self._outer.addWidget(self._body)
        self.setWindowTitle(texts.translate("Summary", "End of the deal"))
        self.cells: dict[tuple[str, int], QLabel] = {}
        french = profile.deck.french
        parties = party_names(profile, names)
        root = QVBoxLayout(self._body)
        title = QLabel(headline(result, names, profile, trump))
        title.setWordWrap(True)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        title.setFont(font)
        root.addWidget(title)
        self.headline = title
        self.cards_line = QLabel(self._cards_text(french))
        self.cards_line.setWordWrap(True)
        self.cards_line.setVisible(bool(self.cards_line.text()))
        root.addWidget(self.cards_line)

        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(8)
        special = result.contract in DURCH_CONTRACTS or result.contract is Contract.BETTEL
        gone_out = result.contract is Contract.GO_OUT
        rows: list[tuple[str, str]] = []
        if not special:
            rows += [("melds", texts.translate("Summary", "Melds shown")),
                     ("counted", texts.translate("Summary", "Melds counted"))]
        if not special and not gone_out:
            brisques = (profile.game is GameKind.TALON
                        and profile.talon.card_scoring is CardScoring.BRISQUES)
            rows.append(("points", texts.translate("Summary", "Brisques") if brisques
                         else texts.translate("Summary", "Card points")))
        if not gone_out:
            rows.append(("tricks", texts.translate("Summary", "Tricks")))
        if gone_out:
            rows.append(("bonus", texts.translate("Summary", "Going-out bonus")))
        if result.declarer >= 0:
            rows.append(("contract", texts.translate("Summary", "Game")))
        rows.append(("change", texts.translate("Summary", "Score")))

        for col, name in enumerate(parties, start=1):
            head = QLabel(name)
            head.setFont(_bold(head.font()))
            grid.addWidget(head, 0, col, Qt.AlignmentFlag.AlignTop)
        for row, (key, caption) in enumerate(rows, start=1):
            cap = QLabel(caption)
            cap.setFont(_bold(cap.font()))
            grid.addWidget(cap, row, 0, Qt.AlignmentFlag.AlignTop)
            for p, party in enumerate(result.parties):
                label = self._cell(key, p, party, result, profile, melds, french)
                grid.addWidget(label, row, p + 1, Qt.AlignmentFlag.AlignTop)
                self.cells[(key, p)] = label
        grid.setColumnStretch(len(parties) + 1, 1)
        grid.setRowStretch(len(rows) + 1, 1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(grid_host)
        root.addWidget(scroll, 1)
        # Wide enough for the longest meld names, so no column needs a scroll bar.
        screen = self.screen().availableGeometry().width() if self.screen() else 1280
        self.resize(max(self.width(), min(grid_host.sizeHint().width() + 60, screen - 40)),
                    self.height())

        # Not a standard button: QDialogButtonBox would re-label it "OK" on a language change.
        buttons = QDialogButtonBox()
        self.ok_button = buttons.addButton(texts.translate("Summary", "Next deal"),
                                           QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        root.addWidget(buttons)

    def _cards_text(self, french: bool) -> str:
        """"Dabb: … · Laid away: …" for the cards of the deal that may be shown."""
        parts = []
        for cards, caption in ((self.dabb, texts.translate("Summary", "Dabb: %1")),
                               (self.laid_away, texts.translate("Summary", "Laid away: %1"))):
            if cards:
                names = ", ".join(texts.card_name(c, french) for c in cards_of(cards))
                parts.append(texts.fill(caption, names))
        return "   ·   ".join(parts)

    def _cell(self, key: str, p: int, party: Any, result: DealResult, profile: RuleProfile,
              melds: Sequence[Sequence[Any]], french: bool) -> QLabel:
        declarer = p == result.declarer_party
        if key == "change":
            return _change_label(party.change, big=True)
        if key == "melds":
            if result.contract is Contract.GO_OUT and declarer:
                return QLabel(texts.translate("Summary", "not counted"))
            lines = []
            for seat, shown in enumerate(melds):
                if party_of(profile, seat) != p or seat >= len(melds):
                    continue
                for m in shown:
                    lines.append(texts.fill(texts.translate("Summary", "%1: %2"),
                                            _meld_text(m, french), texts.number(m.value)))
            text = "\n".join(lines) if lines else texts.translate("Summary", "none")
            return QLabel(text + "\n" + texts.fill(texts.translate("Summary", "total %1"),
                                                    texts.number(party.melds)))
        if key == "counted":
            if party.melds and not party.melds_counted:
                label = QLabel(texts.translate("Summary", "void: no trick won"))
                label.setStyleSheet(f"color: {_BAD};")
                return label
            return QLabel(texts.number(party.melds_counted))
        if key == "points":
            if party.raw_points == party.card_points:
                return QLabel(texts.number(party.card_points))
            return QLabel(texts.fill(texts.translate("Summary", "%1 → %2"),
                                     texts.number(party.raw_points),
                                     texts.number(party.card_points)))
        if key == "bonus":
            return QLabel("" if declarer else texts.signed(party.change - party.melds_counted))
        if key == "tricks":
            return QLabel(texts.number(party.tricks))
        if key == "contract":
            if not declarer:
                return QLabel("")
            return _contract_label(result, profile)
        raise KeyError(key)


def _meld_text(meld: Any, french: bool) -> str:
    if hasattr(meld, "suit"):
        return texts.meld_text(meld, french)
    return texts.meld_name(meld.kind, french)


def _bold(font: QFont) -> QFont:
    font.setBold(True)
    return font


def _contract_label(result: DealResult, profile: RuleProfile) -> QLabel:
    c = result.contract
    value = texts.number(result.value)
    if c is Contract.GO_OUT:
        abandon = profile.exchange.go_out_timing is GoOutTiming.AFTER_TRUMP
        text = texts.fill(texts.translate("Summary", "%1 at %2"),
                          texts.contract_name(c, abandon=abandon), value)
        return QLabel(text)
    if c is Contract.SUIT:
        text = (texts.fill(texts.translate("Summary", "Bid %1: made"), value) if result.made
                else texts.fill(texts.translate("Summary", "Bid %1: failed, in den Keller"), value))
    else:
        name = texts.contract_name(c)
        text = (texts.fill(texts.translate("Summary", "%1 (%2): made"), name, value) if result.made
                else texts.fill(texts.translate("Summary", "%1 (%2): failed"), name, value))
    label = QLabel(text)
    label.setStyleSheet(f"color: {_GOOD if result.made else _BAD};")
    return label


def game_text(result: DealResult, profile: RuleProfile) -> str:
    """The score sheet's "game" column: contract, value, made or failed."""
    if result.declarer < 0:
        return ""
    c = result.contract
    value = texts.number(result.value)
    if c is Contract.GO_OUT:
        abandon = profile.exchange.go_out_timing is GoOutTiming.AFTER_TRUMP
        return texts.fill(texts.translate("Score", "%1 at %2"),
                          texts.contract_name(c, abandon=abandon), value)
    name = value if c is Contract.SUIT else texts.fill(
        texts.translate("Score", "%1 %2"), texts.contract_name(c), value)
    mark = texts.translate("Score", "made") if result.made else texts.translate("Score", "failed")
    return texts.fill(texts.translate("Score", "%1, %2"), name, mark)


class ScoreSheet(QWidget):
    """The paper score sheet: one row per deal and each party's running total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        box.addWidget(self.table)
        self.totals: list[int] = []
        self.marked: set[int] = set()  # rows of deals in which a move was taken back
        self._shown: tuple[Sequence[DealResult], Sequence[str], RuleProfile] | None = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            self.setWindowTitle(texts.translate("Table", "Score sheet"))
            self.set_results(*self._shown)
        super().changeEvent(event)

    def set_results(self, results: Sequence[DealResult], names: Sequence[str],
                    profile: RuleProfile) -> None:
        """Fill the sheet from every scored deal; ``names`` are per seat (or per party)."""
        self._shown = (results, names, profile)
        parties = party_names(profile, names)
        heads = [texts.translate("Score", "Deal"), texts.translate("Score", "Declarer"),
                 texts.translate("Score", "Game"), *parties]
        self.table.clear()
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setRowCount(len(results) + 1)
        totals = [0] * len(parties)
        fixed = 3
        for row, result in enumerate(results):
            declarer = (texts.seat_name(names[result.declarer])
                        if 0 <= result.declarer < len(names)
                        else texts.translate("Score", "—"))
            cell = self._put(row, 0, texts.number(row + 1), center=True)
            if row in self.marked:
                cell.setText(texts.number(row + 1) + " \u21b6")
                cell.setToolTip(texts.translate("Score", "A move was taken back in this deal"))
            self._put(row, 1, declarer)
            self._put(row, 2, game_text(result, profile))
            for p, change in enumerate(result.changes[: len(parties)]):
                totals[p] += change
                text = texts.fill(texts.translate("Score", "%1 (%2)"), texts.number(totals[p]),
                                  texts.signed(change))
                item = self._put(row, fixed + p, text, center=True)
                if change < 0:
                    item.setForeground(Qt.GlobalColor.darkRed)
        last = len(results)
        item = self._put(last, 0, texts.translate("Score", "Total"))
        self.table.setSpan(last, 0, 1, fixed)
        for p, total in enumerate(totals):
            cell = self._put(last, fixed + p, texts.number(total), center=True)
            font = cell.font()
            font.setBold(True)
            cell.setFont(font)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        self.totals = totals
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for col in range(fixed, fixed + len(parties)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        last_item = self.table.item(last, 0) if results else None
        if last_item is not None:
            self.table.scrollToItem(last_item)

    def _put(self, row: int, col: int, text: str, center: bool = False) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        if center:
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.setItem(row, col, item)
        return item


class GameOverDialog(QDialog):
    """The winner, the final scores, and "Play again" (accept) or "Close" (reject)."""

    def __init__(self, winner_name: str, scores: Sequence[int], names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._winner = winner_name
        root = QVBoxLayout(self)
        title = QLabel()
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        root.addWidget(title)
        self.title = title
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setContentsMargins(24, 12, 24, 12)
        order = sorted(range(len(scores)), key=lambda p: -scores[p])
        self._scores: list[tuple[QLabel, int]] = []
        for row, p in enumerate(order):
            name = QLabel(names[p] if p < len(names) else "?")
            score = QLabel()
            self._scores.append((score, scores[p]))
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if row == 0:
                name.setFont(_bold(name.font()))
                score.setFont(_bold(score.font()))
            grid.addWidget(name, row, 0)
            grid.addWidget(score, row, 1)
        root.addLayout(grid)
        buttons = QDialogButtonBox()
        self.play_again_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.play_again_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)
        self.setMinimumWidth(360)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(texts.translate("GameOver", "Game over"))
        self.title.setText(texts.fill(texts.translate("GameOver", "%1 wins!"), self._winner))
        for label, score in self._scores:
            label.setText(texts.points_text(score))
        self.play_again_button.setText(texts.translate("GameOver", "Play again"))
        self.close_button.setText(texts.translate("GameOver", "Close"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.retranslate()
        super().changeEvent(event)
