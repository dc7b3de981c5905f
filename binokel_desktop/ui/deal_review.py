"""The deal review window: every hand as dealt, the dabb and the lay-away, the deal
trick by trick (back and forward), and "could I have won?" computed off the GUI
thread (``app/review_job.py``) with a progress bar."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence, QPalette
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

from ..app.moments import Moment, play_place
from ..app.review import BUDGET_S, CLOSER_BUDGET_S, CardLoss, Review, improves, review_deal
from ..app.review_job import ReviewJob
from ..engine import GameRecord, RuleProfile, Suit, cards_of
from . import i18n, texts
from .card_pixmaps import face_pixmap
from .deal_summary import headline
from .texts import moments as moment_words

log = logging.getLogger(__name__)


HAND_CARD_W = 52
"""The hands' cards, in logical px: 80 px high, so they carry the large index with a
label about 13 px high (the 30 px cards of before had one under 8 px)."""
HAND_SHOWN = 0.5
"""How much of each hand card shows beside the next: the large index and a little more."""


def _cards_row(cards: Sequence[int], style: str, width: int, dpr: float,
               french: bool) -> QWidget:
    """A hand as a fan: each card overlaps the one before, its index corner in view."""
    row = QWidget()
    step = max(1, round(width * HAND_SHOWN))
    height = 0
    for i, card in enumerate(cards):
        label = QLabel(row)  # a later card lies on the one before, as in a hand
        pixmap = face_pixmap(style, card, width, dpr, lang=i18n.current_language())
        label.setPixmap(pixmap)
        size = pixmap.deviceIndependentSize().toSize()
        label.setGeometry(i * step, 0, size.width(), size.height())
        label.setToolTip(texts.card_name(card, french))
        label.setAccessibleName(texts.card_name(card, french))
        height = max(height, size.height())
    row.setFixedSize(step * max(0, len(cards) - 1) + width, height)
    return row


class DealReviewDialog(QDialog):
    """The review of the last finished deal."""

    def __init__(self, record: GameRecord, names: Sequence[str], style: str,
                 parent: QWidget | None = None, *, budget_s: float = BUDGET_S,
                 closer_s: float = CLOSER_BUDGET_S) -> None:
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
        self.marked: tuple[int, int] | None = None  # (trick, place in it) of a card shown
        self.moment: Moment | None = None  # what the summary said of the marked card
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
        self.hands_grid.setColumnStretch(2, 1)  # names and fans at the left, room at the right
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
        self.worker = ReviewJob()  # no parent: see ReviewJob
        self.worker.progress_did_change.connect(self._progress)
        self.worker.review_did_finish.connect(self._finished)
        self.worker.closer_look_did_finish.connect(self._looked_closer)
        self.finished.connect(lambda _r: self.worker.shutdown())
        self.worker.start(record, budget_s, closer_s)
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
        self.could_box.setTitle(question_text(shown, self.names))
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
                                     else translate("Review", "Going through the deal…"))
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
            grid.addWidget(_cards_row(cards_of(hand), self.style_name, HAND_CARD_W, dpr,
                                      self.french),
                           row, 1, Qt.AlignmentFlag.AlignLeft)
            row += 1
        for title, mask in ((texts.translate("Review", "Dabb"), review.dabb),
                            (texts.translate("Review", "Laid away"), review.laid_away)):
            if mask:
                grid.addWidget(QLabel(title), row, 0)
                grid.addWidget(_cards_row(cards_of(mask), self.style_name, HAND_CARD_W, dpr,
                                          self.french),
                               row, 1, Qt.AlignmentFlag.AlignLeft)
                row += 1

    # -- tricks ---------------------------------------------------------------------

    def step(self, delta: int) -> None:
        """One trick back or forward."""
        review = self.review or self.facts
        if review is None:
            return
        self.position = max(1, min(len(review.tricks), self.position + delta))
        self._show_trick()

    def show_step(self, index: int, moment: Moment | None = None) -> bool:
        """Step to the trick of the record's action ``index`` (a card of the deal, as a
        moment of the deal summary names it) and mark that card, with the ``moment``'s
        words under the trick; False when the action is no card of this deal (the trick
        shown stays)."""
        place = play_place(self.record, index)
        review = self.review or self.facts
        if place is None or review is None or place[0] > len(review.tricks):
            return False
        self.marked, self.moment = place, moment
        self.position = place[0]
        self._show_trick()
        self.raise_()
        self.activateWindow()
        return True

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
        text = trick_text(i, len(review.tricks), winner, self.names)
        if self.moment is not None and self.marked is not None and self.marked[0] == i + 1:
            text += "\n" + moment_words.moment_text(self.moment, self.french)
        self.trick_label.setText(text)
        dpr = self.devicePixelRatioF()
        for place, (seat, card) in enumerate(trick):
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
            if self.marked == (self.position, place):
                # The card a moment of the summary speaks of.
                picture.setObjectName("MarkedCard")
                mark = self.palette().color(QPalette.ColorRole.Highlight).name()
                picture.setStyleSheet(f"border: 3px solid {mark};")
            box.addWidget(who)
            box.addWidget(picture, 0, Qt.AlignmentFlag.AlignCenter)
            self.trick_cards_box.addWidget(cell)
        self.trick_cards_box.addStretch(1)
        self.back_button.setEnabled(self.position > 1)
        self.forward_button.setEnabled(self.position < len(review.tricks))

    # -- could I have won? -------------------------------------------------------------

    def _progress(self, done: int, most: int) -> None:
        if self.review is not None:
            return  # the closer look: the bar stays busy (it goes back and forth)
        self.progress.setRange(0, max(1, most))
        self.progress.setValue(done)
        #: %1 the trick being gone through, %2 the tricks in the deal
        self.progress.setFormat(texts.fill(texts.translate("Review", "Trick %1 of %2"),
                                           texts.number(min(done + 1, most)),
                                           texts.number(most)))

    def _finished(self, answer: object) -> None:
        if isinstance(answer, Review) and self.worker.closer:
            # The answer so far is shown; the bar stays, busy, for the closer look.
            self.progress.setRange(0, 0)
            self.progress.setFormat("")
        else:
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

    def _looked_closer(self, answer: object) -> None:
        """The closer look at the first tricks: its answer replaces the first one when it
        judged more of the deal; otherwise the first one stands as it said."""
        self.progress.hide()
        if not isinstance(answer, Review):
            log.warning("deal review, closer look failed: %r", answer)
        elif self.review is not None and improves(answer, self.review):
            self.review = answer
        self.retranslate()

    def _show_result(self) -> None:
        self.result_text = result_words(self.review, self.names, self.french,
                                         self.worker.closer) if self.review else ""
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


def person_side(review: Review, names: Sequence[str]) -> int | None:
    """The side of the person at the screen (the seat "You"): 0 the declarer's, 1 the
    defenders'; None when no seat is "You" (several people: each side in the third person)."""
    for seat, stored in enumerate(names):
        if texts.is_you(stored) and 0 <= seat < len(review.dealt) and review.dealt[seat]:
            return 0 if seat in review.declarer_side else 1
    return None


def question_text(review: Review | None, names: Sequence[str]) -> str:
    """The review box's title: the question the person at the screen asks."""
    side = None if review is None else person_side(review, names)
    if side == 0:
        return texts.translate("Review", "Could I have won?")
    if side == 1 and review is not None and _alone(review):
        return texts.translate("Review", "Could I have beaten it?")
    if side == 1:
        return texts.translate("Review", "Could we have beaten it?")
    return texts.translate("Review", "Could it have gone otherwise?")


def _alone(review: Review) -> bool:
    """Whether one defender plays against the declarer (the two-hand games): "I", not "we"."""
    return sum(1 for s, hand in enumerate(review.dealt)
               if hand and s not in review.declarer_side) == 1


def closer_words() -> str:
    """Said while the closer look at the first tricks runs."""
    return texts.translate("Review",
                           "Looking closer at the first tricks; this can take a few minutes.")


def result_words(review: Review, names: Sequence[str], french: bool,
                 closer: bool = False) -> str:
    """The answer to "could I have won?" and "could we have beaten it?", as a card player
    says it, from the side of the person at the screen (``names``: stored names);
    ``closer``: a closer look at the first tricks is under way (said after what it
    may change)."""
    translate = texts.translate
    if review.contract is None and review.tricks:
        # The two-hand talon games: nobody plays a contract.
        return translate("Review", "This game has no declarer and no contract: the hands and "
                         "tricks are shown, there is nothing to search.")
    if review.declarer < 0 or not review.tricks or review.made is None:
        return translate("Review", "There was no card play to search in this deal.")
    if review.winnable is None:
        too_close = translate("Review", "This deal was too close to judge card by card.")
        return f"{too_close}\n{closer_words()}" if closer else too_close
    lines = []
    if (review.judged_from, review.judged_card) == (1, 1):
        lines.append(translate("Review", "The opening lead was too close to judge; this is "
                               "from the next card on."))
    elif review.judged_card:
        #: %1 is a card's place in its trick (2 or more), %2 the trick's number
        lines.append(texts.fill(translate("Review", "The first cards were too close to judge; "
                                          "this is from card %1 of trick %2 on."),
                                texts.number(review.judged_card + 1),
                                texts.number(review.judged_from)))
    elif review.judged_from > 1:
        lines.append(texts.fill(translate("Review", "The first tricks were too close to judge; "
                                          "this is from trick %1 on."),
                                texts.number(review.judged_from)))
    if closer and (review.judged_from > 1 or review.judged_card):
        lines.append(closer_words())
    if not review.losses and not review.unsure:
        # Not "nobody could have done better": the summary's moments may name cards
        # that cost points without turning the game.
        lines.append(translate("Review", "No card decided whether the game was made."))
    mine = person_side(review, names)
    answers = [_declarer_answer(review, names, french, mine == 0),
               _defence_answer(review, names, french, mine == 1)]
    if mine == 1:
        answers.reverse()
    lines += answers
    if review.unsure:
        lines.append(translate("Review", "Not every card could be judged: the fight was too "
                               "close."))
    return "\n".join(lines)


def _answer(verdict: str, items: list[str]) -> str:
    """"With best play you would have made it: at trick 11 …; at trick 12 …"."""
    return f"{verdict}: {'; '.join(items)}." if items else f"{verdict}."


def _declarer_answer(review: Review, names: Sequence[str], french: bool, you: bool) -> str:
    """Could the declarer's side have made it (or did it)?"""
    translate = texts.translate
    who = _name(names, review.declarer)
    items = [loss_text(loss, names, french) for loss in review.losses if loss.side == 0]
    if review.made:
        verdict = (translate("Review", "You made it") if you
                   #: %1 is the declarer's name (never you)
                   else texts.fill(translate("Review", "%1 made it"), who))
        return _answer(verdict, [])
    if review.winnable:
        verdict = (translate("Review", "With best play you would have made it") if you
                   #: %1 is the declarer's name (never you)
                   else texts.fill(translate("Review", "With best play %1 would have made it"),
                                   who))
    elif items:
        # The chance and how it went: the defence's gift, then the card that lost it.
        items = _chance_items(review, names, french, 1)
        verdict = (translate("Review", "The defence gave you a chance to make it") if you
                   #: %1 is the declarer's name (never you)
                   else texts.fill(translate("Review", "The defence gave %1 a chance to make it"),
                                   who))
    else:
        verdict = (translate("Review", "Against the best defence you could not have made it")
                   if you
                   #: %1 is the declarer's name (never you)
                   else texts.fill(translate("Review", "Against the best defence %1 could not "
                                             "have made it"), who))
    return _answer(verdict, items)


def _defence_answer(review: Review, names: Sequence[str], french: bool, you: bool) -> str:
    """Could the defenders have beaten it (or did they)?"""
    translate = texts.translate
    # German and Italian say "we" to one of two defenders, "du"/"tu" to one alone.
    alone = _alone(review)
    items = [loss_text(loss, names, french) for loss in review.losses if loss.side == 1]
    if not review.made:
        verdict = (translate("Review", "The defenders beat it") if not you
                   else translate("Review", "You beat it", "one defender") if alone
                   else translate("Review", "You beat it"))
        return _answer(verdict, [])
    if not review.winnable:
        verdict = (translate("Review", "The defenders could have beaten it") if not you
                   else translate("Review", "You could have beaten it", "one defender")
                   if alone else translate("Review", "You could have beaten it"))
    elif items:
        items = _chance_items(review, names, french, 0)
        who = _name(names, review.declarer)
        if texts.is_you(names[review.declarer] if 0 <= review.declarer < len(names) else ""):
            verdict = translate("Review", "You gave the defenders a chance to beat it")
        elif not you:
            #: %1 is the declarer's name (never you)
            verdict = texts.fill(translate("Review", "%1 gave the defenders a chance to beat it"),
                                 who)
        else:
            verdict = texts.fill(
                #: %1 is the declarer's name (never you)
                translate("Review", "%1 gave you a chance to beat it", "one defender") if alone
                #: %1 is the declarer's name (never you)
                else translate("Review", "%1 gave you a chance to beat it"), who)
    else:
        verdict = (translate("Review", "The defenders could not have beaten it") if not you
                   else translate("Review", "You could not have beaten it", "one defender")
                   if alone else translate("Review", "You could not have beaten it"))
    return _answer(verdict, items)


def _chance_items(review: Review, names: Sequence[str], french: bool,
                  giver: int) -> list[str]:
    """Every turning card in play order, the ``giver`` side's only with what it cost in
    points (its "cost the game" or "let it through" is not what happened in the end)."""
    return [loss_text(loss, names, french) for loss in review.losses
            if loss.side != giver or loss.lost]


def _name(names: Sequence[str], seat: int) -> str:
    return texts.seat_name(names[seat]) if 0 <= seat < len(names) else "?"


def loss_text(loss: CardLoss, names: Sequence[str], french: bool) -> str:
    """"at trick 11 your King of Leaves cost you 28 points" (a declarer-side card that lost
    the game), "at trick 4 Anna's Ace of Bells let it through" (a defender's card)."""
    translate, fill = texts.translate, texts.fill
    stored = names[loss.seat] if 0 <= loss.seat < len(names) else "?"
    card = texts.card_in_sentence(loss.card, french)
    trick = texts.number(loss.trick)
    points = fill(texts.plural("Points", "%1 point(s)", loss.lost), texts.number(loss.lost))
    you = texts.is_you(stored)
    if loss.side == 0:
        if loss.lost:
            #: %1 the trick's number, %2 your card, %3 its cost ("28 points")
            text = (translate("Review", "at trick %1 your %2 cost you %3") if you
                    #: %1 the trick's number, %2 the card, %3 its cost ("28 points"), %4 the
                    #: name of who played it (never you)
                    else translate("Review", "at trick %1 %4's %2 cost %3"))
        else:
            #: %1 the trick's number, %2 your card
            text = (translate("Review", "at trick %1 your %2 cost you the game") if you
                    #: %1 the trick's number, %2 the card, %4 who played it (never you)
                    else translate("Review", "at trick %1 %4's %2 cost the game"))
    elif loss.lost:
        #: %1 the trick's number, %2 your card, %3 what it gave away ("12 points")
        text = (translate("Review", "at trick %1 your %2 gave away %3") if you
                #: %1 the trick's number, %2 the card, %3 what it gave away, %4 who played
                #: it (never you)
                else translate("Review", "at trick %1 %4's %2 gave away %3"))
    else:
        #: %1 the trick's number, %2 your card
        text = (translate("Review", "at trick %1 your %2 let it through") if you
                #: %1 the trick's number, %2 the card, %4 who played it (never you)
                else translate("Review", "at trick %1 %4's %2 let it through"))
    return fill(text, trick, card, points, texts.seat_name(stored))
