"""The deal review window: every hand as dealt, the dabb and the lay-away, the deal
trick by trick (back and forward), and "could I have won?" computed off the GUI
thread with a progress bar."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..app.review import BUDGET_S, CardLoss, Review, review_deal
from ..app.seats import BotThread
from ..engine import GameRecord
from ..engine.cards import Suit, cards_of
from ..engine.profile import RuleProfile
from . import i18n, texts
from .card_pixmaps import face_pixmap
from .deal_summary import headline

log = logging.getLogger(__name__)


class _Cancelled(Exception):  # noqa: N818 - a control-flow signal
    """The window was closed: stop between two positions."""


class ReviewWorker(QObject):
    """Runs :func:`review_deal` on a thread of its own; reports progress and the result.

    It has no Qt parent on purpose: while a review still runs after its window
    was closed, the running call keeps the worker alive, so its late signals go
    to a living object (and reach nobody) instead of a deleted one.
    """

    progress_did_change = Signal(int, int)
    review_did_finish = Signal(object)  # Review or Exception

    def __init__(self) -> None:
        super().__init__()
        self._thread = BotThread("review")
        self._cancelled = False

    def start(self, record: GameRecord, budget_s: float = BUDGET_S) -> None:
        """Begin the review of the record's last deal."""
        self._thread.submit(self._run, record, budget_s)

    def shutdown(self) -> None:
        """Abandon the work (the window closes): it stops after the position in hand."""
        self._cancelled = True
        self._thread.shutdown(wait=False, cancel_futures=True)

    def _run(self, record: GameRecord, budget_s: float) -> None:
        def progress(done: int, most: int) -> None:
            if self._cancelled:
                raise _Cancelled
            with contextlib.suppress(RuntimeError):
                self.progress_did_change.emit(done, most)

        try:
            answer: object = review_deal(record, budget_s=budget_s, progress=progress)
        except _Cancelled:
            return
        except Exception as exc:  # noqa: BLE001 - shown in the window, never fatal
            answer = exc
        if self._cancelled:
            return
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
            self.review_did_finish.emit(answer)


def _cards_row(cards: Sequence[int], style: str, width: int, dpr: float,
               french: bool) -> QWidget:
    row = QWidget()
    box = QHBoxLayout(row)
    box.setContentsMargins(0, 0, 0, 0)
    box.setSpacing(2)
    for card in cards:
        label = QLabel()
        label.setPixmap(face_pixmap(style, card, width, dpr, lang=i18n.current_language()))
        label.setToolTip(texts.card_name(card, french))
        label.setAccessibleName(texts.card_name(card, french))
        box.addWidget(label)
    box.addStretch(1)
    return row


class DealReviewDialog(QDialog):
    """The review of the last finished deal."""

    def __init__(self, record: GameRecord, names: Sequence[str], style: str,
                 parent: QWidget | None = None, *, budget_s: float = BUDGET_S) -> None:
        super().__init__(parent)
        self.setObjectName("DealReview")
        self.record = record
        self.names = list(names)
        self.style_name = style
        self.profile: RuleProfile = record.profile
        # Cards and suits are named as the deck shown names them.
        self.french = texts.french_names(style, record.profile.deck.french)
        self.review: Review | None = None  # with "could I have won?", once searched
        # The facts (hands, dabb, lay-away, tricks, result) are there at once: the
        # deal can be stepped through while the solver searches.
        self.facts: Review | None = None
        try:
            self.facts = review_deal(record, search=False)
        except Exception as exc:  # noqa: BLE001 - the search below says it failed
            log.warning("deal review: %r", exc)
        self.position = 1 if self.facts is not None and self.facts.tricks else 0
        self.result_text = ""
        self.failed = False  # the search ended in an error
        self.budget_s = budget_s
        root = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        root.addWidget(self.headline)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        self.body = QVBoxLayout(body)
        scroll.setWidget(body)
        root.addWidget(scroll, 1)
        self.hands_box = QGroupBox()
        self.hands_grid = QGridLayout(self.hands_box)
        self.trick_box = QGroupBox()
        trick_layout = QVBoxLayout(self.trick_box)
        self.trick_label = QLabel()
        self.trick_label.setWordWrap(True)
        self.trick_cards = QWidget()
        self.trick_cards_box = QHBoxLayout(self.trick_cards)
        self.trick_cards_box.setContentsMargins(0, 0, 0, 0)
        nav = QHBoxLayout()
        self.back_button = QPushButton()
        self.forward_button = QPushButton()
        self.back_button.clicked.connect(lambda _=False: self.step(-1))
        self.forward_button.clicked.connect(lambda _=False: self.step(1))
        for key, delta in ((Qt.Key.Key_Left, -1), (Qt.Key.Key_Right, 1)):
            # Shortcuts, so the arrows work wherever the focus is in the window.
            act = QAction(self)
            act.setShortcut(QKeySequence(key))
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.triggered.connect(partial(self.step, delta))
            self.addAction(act)
        nav.addWidget(self.back_button)
        nav.addWidget(self.forward_button)
        nav.addStretch(1)
        trick_layout.addWidget(self.trick_label)
        trick_layout.addWidget(self.trick_cards)
        trick_layout.addLayout(nav)
        self.body.addWidget(self.trick_box)
        self.could_box = QGroupBox()
        could = QVBoxLayout(self.could_box)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy until the first report
        self.could_label = QLabel()
        self.could_label.setWordWrap(True)
        self.could_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        could.addWidget(self.progress)
        could.addWidget(self.could_label)
        # The answer first, then the tricks, then the hands (all in view at 1024×600
        # only by scrolling; the question the player asked is on top).
        self.body.insertWidget(0, self.could_box)
        self.body.addWidget(self.hands_box)
        self.body.addStretch(1)
        buttons = QDialogButtonBox()
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)
        self.worker = ReviewWorker()
        self.worker.progress_did_change.connect(self._progress)
        self.worker.review_did_finish.connect(self._finished)
        self.finished.connect(lambda _r: self.worker.shutdown())
        self.worker.start(record, budget_s)
        self.retranslate()

    # -- texts ---------------------------------------------------------------------

    def name(self, seat: int) -> str:
        """A seat's name as shown now."""
        return texts.seat_name(self.names[seat]) if 0 <= seat < len(self.names) else "?"

    def retranslate(self) -> None:
        """Every text in the current language."""
        translate = texts.translate
        review = self.review
        shown = review or self.facts
        deal = shown.deal_no + 1 if shown is not None else 0
        self.setWindowTitle(texts.fill(translate("Review", "Deal review — deal %1"),
                                       texts.number(deal)) if deal
                            else translate("Review", "Deal review"))
        self.hands_box.setTitle(translate("Review", "Hands as dealt"))
        self.trick_box.setTitle(translate("Review", "The deal trick by trick"))
        self.could_box.setTitle(translate("Review", "Could the declarer have won?"))
        self.back_button.setText(translate("Review", "◀ Back"))
        self.forward_button.setText(translate("Review", "Forward ▶"))
        self.back_button.setToolTip(translate("Review", "The trick before (Left arrow)"))
        self.forward_button.setToolTip(translate("Review", "The next trick (Right arrow)"))
        self.close_button.setText(translate("Review", "Close"))
        self.headline.setText(self._headline(shown))
        self.headline.setVisible(bool(self.headline.text()))
        if shown is not None:
            self._fill_hands(shown)
        self._show_trick()
        if review is None:
            self.could_label.setText(failed_text() if self.failed
                                     else translate("Review", "Searching for perfect play…"))
        else:
            self._show_result()

    def _headline(self, shown: Review | None) -> str:
        """What the declarer played and how it went, as the deal summary says it."""
        if shown is None or shown.result is None:
            return ""
        trump = Suit(shown.trump) if shown.trump is not None else None
        return headline(shown.result, self.names, self.profile, trump, french=self.french)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        # A language switch while the review is open: every text again.
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "could_label"):
            self.retranslate()
        super().changeEvent(event)

    def _fill_hands(self, review: Review) -> None:
        grid = self.hands_grid
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        dpr = self.devicePixelRatioF()
        row = 0
        for seat, hand in enumerate(review.dealt):
            if not hand:
                continue  # the dealer sitting out
            who = self.name(seat)
            if seat == review.declarer:
                who = texts.fill(texts.translate("Review", "%1 (declarer)"), who)
            grid.addWidget(QLabel(who), row, 0)
            grid.addWidget(_cards_row(cards_of(hand), self.style_name, 30, dpr, self.french),
                           row, 1)
            row += 1
        for title, mask in ((texts.translate("Review", "Dabb"), review.dabb),
                            (texts.translate("Review", "Laid away"), review.laid_away)):
            if mask:
                grid.addWidget(QLabel(title), row, 0)
                grid.addWidget(_cards_row(cards_of(mask), self.style_name, 30, dpr, self.french),
                               row, 1)
                row += 1

    # -- tricks ---------------------------------------------------------------------

    def step(self, delta: int) -> None:
        """One trick back or forward."""
        review = self.review or self.facts
        if review is None:
            return
        self.position = max(1, min(len(review.tricks), self.position + delta))
        self._show_trick()

    def _show_trick(self) -> None:
        review = self.review or self.facts
        while self.trick_cards_box.count():
            item = self.trick_cards_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        if review is None or not review.tricks:
            self.trick_label.setText(texts.translate("Review", "No card was played in this deal."))
            self.back_button.setEnabled(False)
            self.forward_button.setEnabled(False)
            return
        i = self.position - 1
        trick = review.tricks[i]
        winner = review.winners[i] if i < len(review.winners) else -1
        self.trick_label.setText(trick_text(i, len(review.tricks), winner, self.names))
        dpr = self.devicePixelRatioF()
        for seat, card in trick:
            cell = QWidget()
            box = QVBoxLayout(cell)
            box.setContentsMargins(0, 0, 0, 0)
            who = QLabel(self.name(seat))
            who.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if seat == winner:
                font = who.font()
                font.setBold(True)
                who.setFont(font)
            picture = QLabel()
            picture.setPixmap(face_pixmap(self.style_name, card, 60, dpr,
                                          lang=i18n.current_language()))
            picture.setToolTip(texts.card_name(card, self.french))
            box.addWidget(who)
            box.addWidget(picture, 0, Qt.AlignmentFlag.AlignCenter)
            self.trick_cards_box.addWidget(cell)
        self.trick_cards_box.addStretch(1)
        self.back_button.setEnabled(self.position > 1)
        self.forward_button.setEnabled(self.position < len(review.tricks))

    # -- could I have won? -------------------------------------------------------------

    def _progress(self, done: int, most: int) -> None:
        self.progress.setRange(0, max(1, most))
        self.progress.setValue(done)
        self.progress.setFormat(texts.fill(texts.plural(
            "Review", "Searching: %1 of up to %n trick(s) back", most), texts.number(done)))

    def _finished(self, answer: object) -> None:
        self.progress.hide()
        if not isinstance(answer, Review):
            log.warning("deal review failed: %r", answer)  # the English stays in the log
            self.failed = True
            self.could_label.setText(failed_text())
            return
        self.review = answer
        if not self.position and answer.tricks:
            self.position = 1  # the facts could not be read at once; the search could
        self.retranslate()

    def _show_result(self) -> None:
        self.result_text = result_words(self.review, self.names, self.french,
                                         self.budget_s) if self.review else ""
        self.could_label.setText(self.result_text)


def trick_text(i: int, n: int, winner: int, names: Sequence[str]) -> str:
    """"Trick 3 of 10 — Anna takes it" ("you take it" for the seat "You")."""
    stored = names[winner] if 0 <= winner < len(names) else "?"
    if texts.is_you(stored):
        #: %1 is the trick's number, %2 the number of tricks in the deal
        return texts.fill(texts.translate("Review", "Trick %1 of %2 — you take it"),
                          texts.number(i + 1), texts.number(n))
    #: %1 is the trick's number, %2 the number of tricks, %3 another player's name (never you)
    return texts.fill(texts.translate("Review", "Trick %1 of %2 — %3 takes it"),
                      texts.number(i + 1), texts.number(n), texts.seat_name(stored))


def failed_text() -> str:
    """The review could not be made (the English reason went to the log)."""
    return texts.translate("Review", "The review could not be finished; the game is not affected.")


def result_words(review: Review, names: Sequence[str], french: bool,
                 budget_s: float = BUDGET_S) -> str:
    """The answer to "could the declarer have won?" in words (``names``: stored names;
    ``budget_s``: the solver's time for one position)."""
    translate, fill, num, plural = texts.translate, texts.fill, texts.number, texts.plural
    budget = max(1, round(budget_s))
    if review.contract is None and review.tricks:
        # The two-hand talon games: nobody plays a contract.
        return translate("Review", "This game has no declarer and no contract: the hands and "
                         "tricks are shown, there is nothing to search.")
    if review.declarer < 0 or not review.tricks:
        return translate("Review", "There was no card play to search in this deal.")
    if review.best is None or review.actual is None:
        return plural("Review", "The solver could not settle even the last trick within "
                      "%n second(s).", budget)
    n = len(review.tricks)
    start = n - review.tricks_searched + 1
    # %1 is the number of tricks in the deal, %2 the first trick searched; the count is
    # the tricks searched
    reach = fill(plural("Review", "The solver searched the last %n trick(s) of %1, from trick "
                        "%2 on.", review.tricks_searched), num(n), num(start))
    reach += " " + plural("Review", "It had up to %n second(s) for each position.", budget)
    if review.in_points:
        # %1 what the declarer's side took from there, %2 before; the count is the best
        what = fill(plural("Review", "From there, perfect play by everyone would have brought "
                           "the declarer's side %n card point(s); it took %1 (and %2 before).",
                           review.best), num(review.actual), num(review.before))
    else:
        what = fill(plural("Review", "From there, perfect play by everyone would have given "
                           "the declarer %n trick(s); the declarer took %1 (and %2 before).",
                           review.best), num(review.actual), num(review.before))
    lines = [reach, what]
    if review.made_best is not None and review.made is not None:
        if review.made_best and not review.made:
            lines.append(translate("Review", "Yes: with perfect play the contract would have been "
                                      "made."))
        elif review.made_best:
            lines.append(translate("Review", "The contract was made, as perfect play would have "
                                      "made it."))
        elif review.made:
            lines.append(translate("Review", "The contract was made, though perfect defence would "
                                      "have beaten it."))
        else:
            lines.append(translate("Review", "No: even with perfect play the contract would have "
                                      "failed."))
    if review.losses:
        parts = [loss_text(loss, names, review.in_points, french) for loss in review.losses]
        lines.append(fill(translate("Review", "Cards of the declarer's side that cost: %1."),
                          "; ".join(parts)))
    else:
        lines.append(translate("Review", "No card of the declarer's side cost anything from there "
                                  "on."))
    if review.unsure:
        lines.append(plural("Review", "%n card(s) of the declarer's side could not be judged in "
                            "time.", review.unsure))
    return "\n".join(lines)


def loss_text(loss: CardLoss, names: Sequence[str], in_points: bool, french: bool) -> str:
    """"trick 4: Anna's Ace of Bells lost 11 points" ("your Ace …" for the seat "You")."""
    stored = names[loss.seat] if 0 <= loss.seat < len(names) else "?"
    card = texts.card_in_sentence(loss.card, french)
    plural, number = texts.plural, texts.number(loss.trick)
    if texts.is_you(stored):
        text = (plural("Review", "trick %1: your %2 lost %n point(s)", loss.lost) if in_points
                else plural("Review", "trick %1: your %2 lost %n trick(s)", loss.lost))
        return texts.fill(text, number, card)
    text = (plural("Review", "trick %1: %2's %3 lost %n point(s)", loss.lost) if in_points
            else plural("Review", "trick %1: %2's %3 lost %n trick(s)", loss.lost))
    return texts.fill(text, number, texts.seat_name(stored), card)
