"""The end of a deal in words and numbers, the score sheet, and the game-over screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont
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

from ..app.moments import BUDGET_S as MOMENTS_BUDGET_S
from ..engine import (
    DURCH_CONTRACTS,
    CardScoring,
    Contract,
    DealResult,
    GameRecord,
    GoOutTiming,
    RuleProfile,
    Suit,
    cards_of,
)
from ..engine import parties as seats_of_parties
from . import i18n, texts, theme
from .screen_fit import fit_size, keep_inside
from .summary_moments import MomentsSection
from .texts import translate


def party_members(profile: RuleProfile, names: Sequence[str]) -> list[list[str]]:
    """The stored seat names of each party ("You" stays "You")."""
    seats = seats_of_parties(profile)
    if len(names) == len(seats) and not profile.deal.teams:
        return [[n] for n in names]
    return [[names[s] for s in party if s < len(names)] for party in seats]


def party_names(profile: RuleProfile, names: Sequence[str]) -> list[str]:
    """One label per party: the seat's name, or "Anna & Karl" for a team (as shown now)."""
    return [party_label(team) for team in party_members(profile, names)]


def party_label(members: Sequence[str]) -> str:
    """A party's stored seat names as one label, in the current language."""
    #: joins a team's names in column heads and lists ("Du und Karl", "Tu e Karl")
    joiner = texts.translate("Score", " & ")
    return joiner.join(texts.seat_name(n) for n in members)


def _change_label(value: int, big: bool = False) -> QLabel:
    label = QLabel(texts.signed(value))
    font = label.font()
    font.setBold(True)
    if big:
        font.setPointSizeF(font.pointSizeF() * 1.2)
    label.setFont(font)
    color = theme.ink("good") if value > 0 else theme.ink("bad") if value < 0 else ""
    if color:
        label.setStyleSheet(f"color: {color};")
    return label


def headline(result: DealResult, names: Sequence[str], profile: RuleProfile,
             trump: Suit | None = None, *, french: bool | None = None) -> str:
    """One sentence saying what the declarer played and how it went.

    ``names`` are the stored seat names: the seat "You" gets the "you" sentence.
    ``french``: name suits as the deck shown does (default: the profile's naming).
    """
    if result.declarer < 0:
        return texts.translate("Summary", "The deal is over.")
    stored = names[result.declarer] if result.declarer < len(names) else "?"
    you = texts.is_you(stored)
    who = texts.seat_name(stored)
    value = texts.number(result.value)
    c = result.contract
    if french is None:
        french = profile.deck.french
    if c is Contract.GO_OUT:
        if you:
            text = translate("Summary", "You went out at %1 and lose the value of the bid.")
            return texts.fill(text, value)
        #: %1 is another player's name (never you), %2 the bid
        text = translate("Summary", "%1 went out at %2 and loses the value of the bid.")
        return texts.fill(text, who, value)
    if c in DURCH_CONTRACTS or c is Contract.BETTEL:
        return texts.fill(_special_headline(c, result.made, you), who)
    if trump is not None:
        suit = texts.suit_in_sentence(trump, french)
        if you and result.made:
            #: %1 is a suit in running text, %2 the bid
            text = translate("Summary", "You played %1 for %2 and made it.")
        elif you:
            #: %1 is a suit in running text, %2 the bid
            text = translate("Summary", "You played %1 for %2 and failed: in den Keller "
                                        "(down the cellar).")
        elif result.made:
            #: %1 is another player's name (never you), %2 a suit in running text, %3 the bid
            text = translate("Summary", "%1 played %2 for %3 and made it.")
        else:
            #: %1 is another player's name (never you), %2 a suit in running text, %3 the bid
            text = translate("Summary", "%1 played %2 for %3 and failed: in den Keller "
                                        "(down the cellar).")
        return texts.fill(text, suit, value) if you else texts.fill(text, who, suit, value)
    if you and result.made:
        text = translate("Summary", "You bid %1 and made it.")
    elif you:
        text = translate("Summary", "You bid %1 and failed: in den Keller (down the cellar).")
    elif result.made:
        #: %1 is another player's name (never you), %2 the bid
        text = translate("Summary", "%1 bid %2 and made it.")
    else:
        #: %1 is another player's name (never you), %2 the bid
        text = translate("Summary", "%1 bid %2 and failed: in den Keller (down the cellar).")
    return texts.fill(text, value) if you else texts.fill(text, who, value)


def _special_headline(contract: Contract, made: bool, you: bool) -> str:
    """The headline of a Durch or Bettel: one whole sentence per contract and outcome."""
    if you:
        table = {
            (Contract.DURCH, True): translate("Summary", "You won every trick: Durch made."),
            (Contract.DURCH, False): translate("Summary", "You lost a trick: Durch failed."),
            (Contract.DURCH_OPEN, True): translate(
                "Summary", "You won every trick: open Durch made."),
            (Contract.DURCH_OPEN, False): translate(
                "Summary", "You lost a trick: open Durch failed."),
            (Contract.DURCH_OPEN_FROM_HAND, True): translate(
                "Summary", "You won every trick: open Durch from hand made."),
            (Contract.DURCH_OPEN_FROM_HAND, False): translate(
                "Summary", "You lost a trick: open Durch from hand failed."),
            (Contract.BETTEL, True): translate("Summary", "You took no trick: Bettel made."),
            (Contract.BETTEL, False): translate("Summary", "You took a trick: Bettel failed."),
        }
        return table[(contract, made)]
    # %1 below is always another player's name (never you).
    table = {
        #: %1 is another player's name (never you)
        (Contract.DURCH, True): translate("Summary", "%1 won every trick: Durch made."),
        #: %1 is another player's name (never you)
        (Contract.DURCH, False): translate("Summary", "%1 lost a trick: Durch failed."),
        #: %1 is another player's name (never you)
        (Contract.DURCH_OPEN, True): translate("Summary", "%1 won every trick: open Durch made."),
        #: %1 is another player's name (never you)
        (Contract.DURCH_OPEN, False): translate("Summary", "%1 lost a trick: open Durch failed."),
        (Contract.DURCH_OPEN_FROM_HAND, True):
            #: %1 is another player's name (never you)
            translate("Summary", "%1 won every trick: open Durch from hand made."),
        (Contract.DURCH_OPEN_FROM_HAND, False):
            #: %1 is another player's name (never you)
            translate("Summary", "%1 lost a trick: open Durch from hand failed."),
        #: %1 is another player's name (never you)
        (Contract.BETTEL, True): translate("Summary", "%1 took no trick: Bettel made."),
        #: %1 is another player's name (never you)
        (Contract.BETTEL, False): translate("Summary", "%1 took a trick: Bettel failed."),
    }
    return table[(contract, made)]


class DealSummaryDialog(QDialog):
    """Per party: melds, card points raw and rounded, tricks, the bid's fate, the change;
    for the one person at the table, the moments of the deal that mattered."""

    moment_was_chosen = Signal(object)  # a moment's "Show in review": the Moment

    def __init__(
        self,
        result: DealResult,
        names: list[str],
        melds: Sequence[Sequence[Any]],
        profile: RuleProfile,
        parent: QWidget | None = None,
        *,
        trump: Suit | None = None,
        french: bool | None = None,
        dabb: int = 0,
        laid_away: int = 0,
        record: GameRecord | None = None,
        person: int | None = None,
        moments_budget_s: float = MOMENTS_BUDGET_S,
    ) -> None:
        """``names`` are the stored seat names; ``french``: the deck shown names its
        cards the French way (default: the profile's naming). ``record`` (through the
        finished deal) and ``person`` (the seat of the one person at the table): the
        section "Moments that mattered" for that seat, looked for meanwhile."""
        super().__init__(parent)
        self.deal_result = result
        self._french = profile.deck.french if french is None else french
        # The dabb once shown to all, and the laid-away cards where the reader may know them.
        self.dabb, self.laid_away = dabb, laid_away
        self._args = (names, melds, profile, trump)
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._body: QWidget | None = None
        self.moments_section: MomentsSection | None = None
        if record is not None and person is not None:
            section = MomentsSection(record, person, self._french, budget_s=moments_budget_s)
            section.moment_was_chosen.connect(self.moment_was_chosen)
            self.finished.connect(lambda _r: section.shutdown())
            self.moments_section = section
        fit_size(self, 720, 420)
        self._build()
        if self.moments_section is None:
            # Nothing comes in later, so as tall as the table: the height kept for the
            # moments left a band of 150 px empty above the buttons when two people play.
            self._fit_height(shrink=True)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit_height()
        return handled

    def _fit_height(self, shrink: bool = False) -> None:
        """Grow, within the screen, to show the whole table and the moments: the moments
        came in after the dialog had its height, and at 1024×600 they pushed the score
        row out of sight into the table's scroll area. ``shrink``: also lose height the
        content does not need."""
        box = self.layout()
        if box is None or self._body is None or self.isMaximized() or self.isFullScreen():
            return
        box.activate()
        needs = box.sizeHint().height()
        if needs > self.height() or (shrink and needs < self.height()):
            fit_size(self, self.width(), needs)
            if self.isVisible():
                keep_inside(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        kind = event.type()
        if self._body is not None and (
                (kind == QEvent.Type.LanguageChange and self._generation != i18n.generation())
                or (kind in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
                    and self._dark != theme.is_dark())):
            # A colour switch with the summary open: its greens and reds are inks chosen
            # for the old ground (dark red on a dark dialog could not be read).
            self._build()
        super().changeEvent(event)

    def _build(self) -> None:
        """(Re)build every text of the dialog in the current language and colours."""
        names, melds, profile, trump = self._args
        result = self.deal_result
        self._generation = i18n.generation()
        self._dark = theme.is_dark()
        if self._body is not None:
            self._body.hide()
            self._body.deleteLater()
        self._body = QWidget()
        self._outer.addWidget(self._body)
        self.setWindowTitle(texts.translate("Summary", "End of the deal"))
        self.cells: dict[tuple[str, int], QLabel] = {}
        french = self._french
        parties = party_names(profile, names)
        root = QVBoxLayout(self._body)
        title = QLabel(headline(result, names, profile, trump, french=french))
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
            # Only talon games set card scoring (auction profiles keep the default).
            brisques = profile.talon.card_scoring is CardScoring.BRISQUES
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
        if self.moments_section is not None:
            # Moved into the new body before the old one goes: it keeps what it found.
            root.addWidget(self.moments_section)
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
            members = seats_of_parties(profile)[p]
            for seat, shown in enumerate(melds):
                if seat not in members:
                    continue
                for m in shown:
                    # A Binokel meld has its value; a talon game's declaration its points.
                    points = m.value if hasattr(m, "value") else m.points
                    lines.append(texts.fill(texts.translate("Summary", "%1: %2"),
                                            _meld_text(m, french, profile.deck.french),
                                            texts.number(points)))
            text = "\n".join(lines) if lines else texts.translate("Summary", "none")
            return QLabel(text + "\n" + texts.fill(texts.translate("Summary", "total %1"),
                                                    texts.number(party.melds)))
        if key == "counted":
            if party.melds and not party.melds_counted:
                label = QLabel(texts.translate("Summary", "void: no trick won"))
                label.setStyleSheet(f"color: {theme.ink('bad')};")
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


def _meld_text(meld: Any, french: bool, bezique: bool) -> str:
    if hasattr(meld, "suit"):
        return texts.meld_text(meld, french, bezique=bezique)
    return texts.meld_name(meld.kind, french, bezique=bezique)


def _bold(font: QFont) -> QFont:
    font.setBold(True)
    return font


def _contract_label(result: DealResult, profile: RuleProfile) -> QLabel:
    label = QLabel(game_text(result, profile))
    if result.contract is not Contract.GO_OUT:
        label.setStyleSheet(f"color: {theme.ink('good' if result.made else 'bad')};")
    return label


def game_text(result: DealResult, profile: RuleProfile) -> str:
    """The game in a few words: contract, value, made or failed (one message per case).

    Whole messages, because "made"/"failed" must agree with the contract's
    gender (Italian: la licitazione riuscita, il Durch riuscito).
    """
    if result.declarer < 0:
        return ""
    c = result.contract
    value = texts.number(result.value)
    if c is Contract.GO_OUT:
        if profile.exchange.go_out_timing is GoOutTiming.AFTER_TRUMP:
            return texts.fill(translate("Score", "Abandoned at %1"), value)
        return texts.fill(translate("Score", "Went out at %1"), value)
    made = result.made
    table = {
        Contract.SUIT: (translate("Score", "Bid %1: made"),
                        translate("Score", "Bid %1: failed, in den Keller")),
        Contract.DURCH: (translate("Score", "Durch (%1): made"),
                         translate("Score", "Durch (%1): failed")),
        Contract.DURCH_OPEN: (translate("Score", "Open Durch (%1): made"),
                              translate("Score", "Open Durch (%1): failed")),
        Contract.DURCH_OPEN_FROM_HAND: (
            translate("Score", "Open Durch from hand (%1): made"),
            translate("Score", "Open Durch from hand (%1): failed")),
        Contract.BETTEL: (translate("Score", "Bettel (%1): made"),
                          translate("Score", "Bettel (%1): failed")),
    }
    return texts.fill(table[Contract(c)][0 if made else 1], value)


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
        elif event.type() == QEvent.Type.PaletteChange and self._shown is not None:
            self.set_results(*self._shown)  # the losses' red for the new lightness
        super().changeEvent(event)

    def set_results(self, results: Sequence[DealResult], names: Sequence[str],
                    profile: RuleProfile) -> None:
        """Fill the sheet from every scored deal; ``names`` are per seat (or per party)."""
        self._shown = (results, names, profile)
        parties = party_names(profile, names)
        heads = [texts.translate("Score", "Deal"), texts.translate("Score", "Declarer"),
                 texts.translate("Score", "Game"), *parties]
        self.table.clear()
        # clear() keeps spans: the last total row's span would cover deal, declarer and
        # game of a later deal's row (the sheet showed only the deal numbers).
        self.table.clearSpans()
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
                    item.setForeground(QColor(theme.ink("bad")))
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


def winner_text(winners: Sequence[str]) -> str:
    """"You win!", "You and Karl win!", "Anna and Lena win!" or "Anna wins!"."""
    others = [texts.seat_name(n) for n in winners if not texts.is_you(n)]
    if len(others) < len(winners):
        if not others:
            return texts.translate("GameOver", "You win!")
        #: %1 is your partner's name (or partners' names)
        return texts.fill(texts.translate("GameOver", "You and %1 win!"), texts.and_join(others))
    # The count chooses the verb: "Anna wins!", "Anna and Lena win!".
    text = texts.plural("GameOver", "%1 wins!", len(others))
    return texts.fill(text, texts.and_join(others))


class GameOverDialog(QDialog):
    """The winner, the final scores, and "Play again" (accept) or "Close" (reject)."""

    def __init__(self, winners: Sequence[str] | str, scores: Sequence[int],
                 names: Sequence[str] | Sequence[Sequence[str]],
                 parent: QWidget | None = None) -> None:
        """``winners``: the stored names of the winning party's seats ("You" stays "You");
        ``names``: per party a label, or its stored seat names (re-translated)."""
        super().__init__(parent)
        self._winners = [winners] if isinstance(winners, str) else list(winners)
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
        # A party given as its stored seat names re-translates ("Du und Karl" → "Tu e Karl").
        self._names: list[tuple[QLabel, Sequence[str]]] = []
        for row, p in enumerate(order):
            party = names[p] if p < len(names) else "?"
            name = QLabel(party if isinstance(party, str) else "")
            if not isinstance(party, str):
                self._names.append((name, party))
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
        self.title.setText(winner_text(self._winners))
        for label, score in self._scores:
            label.setText(texts.points_text(score))
        for label, members in self._names:
            label.setText(party_label(members))
        self.play_again_button.setText(texts.translate("GameOver", "Play again"))
        self.close_button.setText(texts.translate("GameOver", "Close"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.retranslate()
        super().changeEvent(event)
