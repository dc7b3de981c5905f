"""Learn to play (issue 30 §3): a guided game, each step explained where it happens.

:func:`install_lessons` adds "Learn to play…" to the Game menu. It starts a
lesson's seeded game (``app/lessons.py``) in the window, and a
:class:`LessonGuide` follows the window's :class:`TableSession`: when the
learner's question or an event brings a step, a small box over the table says
in two or three sentences what to do (:class:`LessonBox`, never modal, placed
clear of what it points at, with Next and Skip lesson), and a coloured outline
(:class:`Outline`) marks that part of the table: the decision panel's buttons,
the trump buttons, the dabb, the hand, the trick, the learner's meld plate or
the score bar. The box links the step's words to the F1 help. Where the
learner stopped, and whether the lesson was finished or skipped, is kept in
the data folder (``LessonProgress``), and the menu offers to continue there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ..app.game_files import read_autosave
from ..app.lessons import (
    LEARNER,
    LESSONS,
    Lesson,
    LessonProgress,
    Moment,
    Part,
    Status,
    event_moment,
    question_moment,
)
from ..engine import Event, SeatView
from . import texts
from .texts import lessons as words

if TYPE_CHECKING:
    from ..app.session import TableSession
    from .main_window import MainWindow

MARK_COLOUR = "#00a8e8"  # a blue of its own: the hint's gold and the lit plate are yellow
FOLLOW_MS = 200  # the outline follows cards that move (dealt, picked up, played)
BOX_WIDTH = 330
MARGIN = 8
EVENT_MOMENTS = frozenset({Moment.DABB_SHOWN, Moment.DEAL_SCORED})  # not a question's


class Outline(QWidget):
    """A coloured frame over a part of the window; clicks go through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("LessonOutline")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.hide()

    def frame(self, rect: QRect | None) -> None:
        """Outline ``rect`` (parent coordinates), or hide for None."""
        if rect is None or rect.isEmpty():
            self.hide()
            return
        self.setGeometry(rect.adjusted(-5, -5, 5, 5))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(MARK_COLOUR), 4))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)


class LessonBox(QFrame):
    """The words of one step over the table: a count, a title, sentences, a link to the
    help, and the buttons Skip lesson and Next (Done at the last step)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("LessonBox")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            f"QFrame#LessonBox {{ background: #fffbea; border: 3px solid {MARK_COLOUR}; "
            "border-radius: 8px; } "
            "QFrame#LessonBox QLabel { color: #1b1300; background: transparent; } "
            "QLabel#LessonTitle { font-weight: bold; }")
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(4)
        self.count = QLabel()
        self.title = QLabel()
        self.title.setObjectName("LessonTitle")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.link = QLabel()
        self.link.setWordWrap(True)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        for label in (self.count, self.title, self.text, self.link):
            box.addWidget(label)
        row = QHBoxLayout()
        self.skip = QPushButton()
        self.skip.setObjectName("lesson_skip")
        self.next = QPushButton()
        self.next.setObjectName("lesson_next")
        self.next.setDefault(True)
        row.addWidget(self.skip)
        row.addStretch(1)
        row.addWidget(self.next)
        box.addLayout(row)
        self.hide()

    def fill(self, count: str, title: str, text: str, link: str, anchor: str,
             last: bool) -> None:
        """Show one step's words."""
        self.count.setText(count)
        self.title.setText(title)
        self.text.setText(text)
        self.link.setText(f'<a href="{anchor}">{link}</a>' if link else "")
        self.link.setVisible(bool(link))
        self.next.setText(words.done_button() if last else words.next_button())
        self.skip.setText(words.skip_button())
        self.skip.setVisible(not last)


def _widget_rect(widget: QWidget, host: QWidget) -> QRect:
    return QRect(widget.mapTo(host, QPoint(0, 0)), widget.size())


def _union(rects: list[QRect]) -> QRect | None:
    out: QRect | None = None
    for r in rects:
        out = r if out is None else out.united(r)
    return out


class LessonGuide(QObject):
    """Follows one lesson's game in ``window`` and shows each step when it comes."""

    def __init__(self, window: MainWindow, lesson: Lesson, progress: LessonProgress,
                 first: int = 0) -> None:
        super().__init__(window)
        self.window = window
        self.lesson = lesson
        self.progress = progress
        self.done: set[int] = set(range(min(first, len(lesson.steps))))
        self.step: int | None = None  # the step on screen
        self.pending: list[int] = []  # steps that came while an event's step was read
        self.finished = False
        # The deal summary held back while the score's step is read (it would cover it).
        self._after_step: Callable[[], None] | None = None
        host = window.centralWidget()
        assert host is not None
        self.host = host
        self.box = LessonBox(host)
        self.box.next.clicked.connect(self.next)
        self.box.skip.clicked.connect(self.skip)
        self.box.link.linkActivated.connect(window.show_help)
        self.outline = Outline(host)
        self._timer = QTimer(self)
        self._timer.setInterval(FOLLOW_MS)
        self._timer.timeout.connect(self.place)
        host.installEventFilter(self)
        self.session: TableSession | None = window.session
        if self.session is not None:
            self.session.question_did_open.connect(self._question)
            self.session.event_is_due.connect(self._event)
            self.session.destroyed.connect(self._session_gone)
        window.deal_end.read_first = self._read_first
        progress.start(lesson.key, min(first, len(lesson.steps) - 1))

    # -- what the table says ---------------------------------------------------------

    def _current(self) -> bool:
        return not self.finished and self.session is not None and \
            self.window.session is self.session

    def _question(self, seat: int, view: SeatView) -> None:
        if self._current() and seat == LEARNER:
            self._moment(question_moment(view))
            self.place_box()

    def _event(self, event: Event, view: SeatView) -> None:
        if self._current():
            self._moment(event_moment(event))

    def _moment(self, moment: Moment | None) -> None:
        if moment is None:
            return
        for i, step in enumerate(self.lesson.steps):
            if step.moment is moment and i not in self.done:
                shown = self.step
                if shown is not None and self.lesson.steps[shown].moment in EVENT_MOMENTS:
                    # An event's step (the dabb shown) stays until it is read: the
                    # question right behind it waits for Next.
                    self.done.add(i)
                    self.pending.append(i)
                else:
                    self.show_step(i)
                return

    def _read_first(self, then: Callable[[], None]) -> bool:
        """Hold the deal summary (``then`` shows it) while the score's step is read: the
        dialog would cover the box, and at the game's end the game-over box did too."""
        if not self._current():
            return False
        self._moment(Moment.DEAL_SCORED)  # its step comes before the summary, not under it
        if self.step is None:
            return False
        self._after_step = then
        return True

    def _release(self) -> None:
        """The step read: the held summary comes (not when the game left the table)."""
        then, self._after_step = self._after_step, None
        if then is not None and self.session is not None and \
                self.window.session is self.session:
            then()

    def _session_gone(self) -> None:
        # Another game took the table: the lesson stops where it was (and may go on later).
        self.session = None
        self.close()

    # -- the steps ------------------------------------------------------------------------

    def show_step(self, i: int) -> None:
        """Show step ``i``: its words in the box, its part outlined."""
        self.done.add(i)
        self.step = i
        steps = self.lesson.steps
        last = i == len(steps) - 1
        self.progress.reach(self.lesson.key, i)
        self._fill()
        self.box.show()
        self.place_box()
        # Once the table has settled (a trick gathered, the dabb taken up) look again.
        QTimer.singleShot(600, self, self.place_box)
        self._timer.start()
        if last:
            self.progress.finish(self.lesson.key)

    def _fill(self) -> None:
        if self.step is None:
            return
        steps = self.lesson.steps
        step = steps[self.step]
        last = self.step == len(steps) - 1
        text = words.step_text(self.lesson.key, step.key, self.lesson.profile.min_bid)
        if last:
            text += " " + words.finished_text()
        self.box.fill(words.step_count(self.step + 1, len(steps)), words.step_title(step.key),
                      text, words.help_link(step.key), step.help, last)

    def next(self) -> None:
        """The learner has read the step: the box goes until the next step comes."""
        last = self.step == len(self.lesson.steps) - 1
        self.step = None
        self.box.hide()
        self.outline.frame(None)
        self._timer.stop()
        if last:
            self.close()
            return
        # A waiting step whose question is still open comes now; one already answered
        # may come again at its next moment.
        asked = self.session.asked if self.session is not None else None
        moment = question_moment(asked) if asked is not None and asked.seat == LEARNER \
            else None
        waiting, self.pending = self.pending, []
        for i in waiting:
            if self.lesson.steps[i].moment is moment and self.step is None:
                self.show_step(i)
            else:
                self.done.discard(i)
        if self.step is None:
            self._release()

    def skip(self) -> None:
        """End the lesson now; the game goes on without the guide."""
        self.progress.skip(self.lesson.key)
        self.close()

    def close(self) -> None:
        """No more steps: the box and the outline go, the table is the learner's."""
        if self.finished:
            return
        self.finished = True
        self.step = None
        self._timer.stop()
        if self.window.deal_end.read_first == self._read_first:
            self.window.deal_end.read_first = None
        self._release()
        # A window closing deletes them first (the session goes with the window).
        for widget in (self.box, self.outline, self.host):
            if not isValid(widget):
                return
        self.box.hide()
        self.outline.hide()
        self.box.deleteLater()
        self.outline.deleteLater()
        self.host.removeEventFilter(self)

    # -- where things are -------------------------------------------------------------------

    def part_rect(self, part: Part) -> QRect | None:
        """Where ``part`` is now, in the coordinates of the window's central widget."""
        w = self.window
        if part is Part.PANEL:
            shown = [b for b in w.panel.buttons() if b.isVisible()]
            return _union([_widget_rect(b, self.host) for b in shown])
        if part is Part.TRUMP_BUTTONS:
            trumps = [b for b in w.panel.findChildren(QPushButton, "trump") if b.isVisible()]
            return _union([_widget_rect(b, self.host) for b in trumps])
        if part is Part.SCORE_BAR:
            return _widget_rect(w.score_panel, self.host)
        scene = w.scene
        view = getattr(w, "table_view", None)
        if scene is None or view is None:
            return None
        if part is Part.MELD_PLATE:
            scene_rects = [scene.plates[LEARNER].sceneBoundingRect()]
        else:
            groups = scene.card_rects()
            name = {Part.DABB: "dabb", Part.HAND: f"hand:{LEARNER}",
                    Part.TRICK: "trick"}[part]
            scene_rects = groups.get(name, [])
            if part is Part.TRICK and not scene_rects:
                scene_rects = groups.get(f"hand:{LEARNER}", [])  # leading: the hand plays
        out = []
        for r in scene_rects:
            poly = view.mapFromScene(r)
            box = poly.boundingRect()
            out.append(QRect(view.viewport().mapTo(self.host, box.topLeft()), box.size()))
        return _union(out)

    def place(self) -> None:
        """Outline the step's part where it is now (cards move: followed on a timer)."""
        if self.step is None or self.finished:
            return
        self.outline.frame(self.part_rect(self.lesson.steps[self.step].part))

    def _obstacles(self) -> list[QRect]:
        """Everything on the table the box had better leave free: cards and name plates."""
        scene, view = self.window.scene, getattr(self.window, "table_view", None)
        if scene is None or view is None:
            return []
        rects = [r for group in scene.card_rects().values() for r in group]
        rects += [p.sceneBoundingRect() for p in scene.plates if p.isVisible()]
        out = []
        for r in rects:
            box = view.mapFromScene(r).boundingRect()
            out.append(QRect(view.viewport().mapTo(self.host, box.topLeft()), box.size()))
        return out

    def place_box(self) -> None:
        """Put the box where it never covers the step's part, nor (if it can help it) the
        learner's hand, and as little as it can of the other cards and name plates."""
        if self.step is None or self.finished:
            return
        self.place()
        target = self.part_rect(self.lesson.steps[self.step].part)
        view = getattr(self.window, "table_view", None)
        table = _widget_rect(view, self.host) if view is not None else self.host.rect()
        width = min(BOX_WIDTH, max(220, table.width() // 2 - 2 * MARGIN))
        layout = self.box.layout()
        height = max(layout.totalHeightForWidth(width) if layout is not None else 0,
                     self.box.minimumSizeHint().height())
        hand = self.part_rect(Part.HAND)
        grow = (-MARGIN, -MARGIN, MARGIN, MARGIN)
        hard = target.adjusted(*grow) if target is not None else None
        firm = hand.adjusted(*grow) if hand is not None else None
        soft = self._obstacles()
        left, right = table.left() + MARGIN, max(table.left() + MARGIN,
                                                 table.right() - MARGIN - width)
        top, bottom = table.top() + MARGIN, max(table.top() + MARGIN,
                                                table.bottom() - MARGIN - height)
        step = 24
        spots = [QRect(x, y, width, height) for y in range(top, bottom + 1, step)
                 for x in range(left, right + 1, step)]
        spots += [QRect(x, y, width, height) for x in (left, right) for y in (top, bottom)]

        def area(spot: QRect, other: QRect | None) -> int:
            if other is None or not spot.intersects(other):
                return 0
            cut = spot.intersected(other)
            return cut.width() * cut.height()

        def cost(spot: QRect) -> tuple[int, int, int, int]:
            return (area(spot, hard) > 0, area(spot, firm),
                    sum(area(spot, r) for r in soft), spot.y() + spot.x() // 4)

        self.box.setGeometry(min(spots, key=cost))
        self.box.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() is QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.place_box)
        elif event.type() is QEvent.Type.LanguageChange:
            self._fill()
        return super().eventFilter(watched, event)


class LessonMenu(QObject):
    """The Game menu's "Learn to play…" and the question which lesson to play."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.progress = LessonProgress(window.store)
        self.guide: LessonGuide | None = None
        self.question: QMessageBox | None = None
        menu = window.menus.menus["game"]
        self.action: QAction = window.menus.add(menu, "lessons", self.ask)
        # Below "New game…", where a person looks for a game to start.
        after = window.menus.acts.get("sheet")
        if after is not None:
            menu.removeAction(self.action)
            menu.insertAction(after, self.action)
        menu.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        """The entry in the current language."""
        self.action.setText(words.menu_entry())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() is QEvent.Type.LanguageChange:
            self.retranslate()
        return super().eventFilter(watched, event)

    def ask(self) -> None:
        """Which lesson (or continue the one stopped in); then its game starts."""
        box = QMessageBox(QMessageBox.Icon.Question, words.choose_title(), words.choose_text(),
                          parent=self.window)
        choices: dict[QPushButton, tuple[str, bool]] = {}
        current = self.progress.current()
        if current is not None:
            lesson = LESSONS[current]
            reached = self.progress.reached(current)
            text = words.continue_button(texts.profile_title(lesson.profile_name),
                                         reached + 1, len(lesson.steps))
            choices[box.addButton(text, QMessageBox.ButtonRole.YesRole)] = (current, True)
        for n, key in enumerate(LESSONS):
            title = texts.profile_title(LESSONS[key].profile_name)
            if self.progress.status(key) is Status.FINISHED:
                title += " ✓"
            role = QMessageBox.ButtonRole.AcceptRole if n == 0 else \
                QMessageBox.ButtonRole.ActionRole
            choices[box.addButton(title, role)] = (key, False)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setModal(False)
        self.question = box

        def answered() -> None:
            self.question = None
            chosen = box.clickedButton()
            if isinstance(chosen, QPushButton) and chosen in choices:
                self.start(*choices[chosen])

        box.finished.connect(answered)
        box.show()

    def start(self, key: str, resume: bool = False) -> LessonGuide | None:
        """Play lesson ``key`` (``resume``: from the step reached; its unfinished game if
        the autosave holds it). None if the person kept the game on the table."""
        w = self.window
        if not w.confirm_abandon("new"):
            return None
        lesson = LESSONS[key]
        first = self.progress.reached(key) if resume else 0
        kept = w.store.get("last_game")  # the New Game dialog keeps the person's own game
        save, _ = read_autosave(w.store.directory) if resume else (None, "")
        if self.guide is not None:
            self.guide.close()
        if save is not None and save.record.seed == lesson.seed and \
                save.setup.profile == lesson.profile:
            w.new_game(save.setup, resume=save)
        else:
            setup = lesson.setup(deck=w.chosen_deck(lesson.setup()))
            w.new_game(setup, seed=lesson.seed, counted=False)
        w.files.remember("last_game", kept)
        self.guide = LessonGuide(w, lesson, self.progress, first)
        return self.guide


def install_lessons(window: MainWindow) -> LessonMenu:
    """Add "Learn to play…" to ``window``'s Game menu (call once, after the menus exist)."""
    return LessonMenu(window)
