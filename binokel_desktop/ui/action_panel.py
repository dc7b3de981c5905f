"""``ActionPanel``: the buttons for the viewer's decision, built from the legal actions.

Only legal choices are offered. Card choices (discarding, giving a card,
playing) are made on the table; the panel shows what is still to choose and
the confirm button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QElapsedTimer,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QCursor, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QMenu,
    QPushButton,
    QSpinBox,
    QToolButton,
    QWidget,
)

from ..engine import (
    Action,
    Announce,
    Bid,
    Call,
    CallCard,
    ChooseTrump,
    Contract,
    Discard,
    GiveCard,
    GoOut,
    GoOutTiming,
    Hold,
    Pass,
    Phase,
    Play,
    SeatView,
    ShowMelds,
    Suit,
    TakeDabb,
    cards_of,
    special_value,
)
from . import texts
from .texts.table import special_play, special_stakes, waiting_for, your_turn

# A decision of a new kind guards its controls this many times longer (300 ms -> 1 s).
NEW_STEP_FACTOR = 10 / 3
SAME_SPOT_PX = 6  # a click this close to the last one is on "the same spot"


class FlowLayout(QLayout):
    """Widgets in right-aligned rows that wrap when the width runs out.

    Long translations then take a second row instead of widening the window.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt API
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt API
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt API
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt API
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt API
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        """Everything on one row."""
        visible = [i for i in self._items if not i.isEmpty()]
        width = sum(i.sizeHint().width() for i in visible) + self._gap * max(0, len(visible) - 1)
        height = max((i.sizeHint().height() for i in visible), default=0)
        return QSize(width, height)

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt API
        """As wide as the widest widget: the rest can wrap."""
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._items:
            if item.isEmpty():
                continue
            w = item.sizeHint().width()
            if rows[-1] and used + self._gap + w > width:
                rows.append([])
                used = 0
            used += (self._gap if rows[-1] else 0) + w
            rows[-1].append(item)
        return [r for r in rows if r]

    def _arrange(self, rect: QRect, move: bool) -> int:
        y = rect.y()
        for row in self._rows(rect.width()):
            height = max(i.sizeHint().height() for i in row)
            widths = [min(i.sizeHint().width(), rect.width()) for i in row]
            x = rect.x() + rect.width() - (sum(widths) + self._gap * (len(row) - 1))
            for item, w in zip(row, widths, strict=True):
                if move:
                    item.setGeometry(QRect(QPoint(x, y + (height - item.sizeHint().height())
                                                  // 2), QSize(w, item.sizeHint().height())))
                x += w + self._gap
            y += height + self._gap
        return max(0, y - rect.y() - self._gap)


# A click this soon after the controls changed was aimed at the previous ones.
GUARD_MS = 300


class ActionPanel(QFrame):
    """The prompt and the buttons of the current decision.

    The buttons flow into as many rows as the width needs, and the panel grows
    to show every row. Clicks in the first ``guard_ms`` after the controls
    changed are dropped: they were meant for the decision before.
    """

    action_chosen = Signal(object)  # Action

    # Letter keys of the common calls, the same in every language (issue 13 §6); they
    # keep clear of H (hint), L (last trick) and Ctrl+Z (take back).
    KEYS = {"pass": "P", "bid": "B", "hold": "O", "dabb": "D", "lay_away": "A"}

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        # French suit and rank names (the deck shown); None: the profile's naming.
        self.french: bool | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(8, 4, 8, 4)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumWidth(160)
        self._row.addWidget(self.prompt, 2)
        self._host = QWidget()
        self._flow = FlowLayout(self._host)
        self._row.addWidget(self._host, 3)
        self.guard_ms = GUARD_MS
        self._changed = QElapsedTimer()
        self._changed.start()
        self._widgets: list[QWidget] = []
        self.selection = 0  # cards picked on the table (discard, give)
        self._view: SeatView | None = None
        self._waiting: str | None = None  # the name of the seat deciding now
        self.confirm: QPushButton | None = None
        self.keyed: dict[str, QAbstractButton] = {}  # a letter of KEYS -> its button
        # What each control stands for, so a hint can be marked on it.
        self._actions: list[tuple[QWidget, Action]] = []
        self._meld_boxes: list[QCheckBox] = []
        self._meld_button: QPushButton | None = None
        self._bid_controls: tuple[QSpinBox, QPushButton] | None = None
        self._last_phase: Phase | None = None  # the kind of the decision shown last
        self._step = QElapsedTimer()  # since the decision shown became of a new kind
        self._step.start()
        self._last_click: QPointF | None = None  # where the last click in the panel was
        self._held = False  # a press was held back: its release is too
        self._clicked = QElapsedTimer()  # since the last click in the panel
        self._clicked.start()
        # Where the click that opened a Durch's or Bettel's second step was (ask_special).
        self._opened_at: QPointF | None = None

    def clear(self, prompt: str = "") -> None:
        """No decision: just a line of text."""
        for w in self._widgets:
            self._flow.removeWidget(w)
            w.hide()  # gone at once, not only when the event loop deletes it
            w.deleteLater()
        self._widgets = []
        self.keyed = {}
        self._actions, self._meld_boxes, self._bid_controls = [], [], None
        self._meld_button = None
        self.confirm = None
        self.selection = 0
        self._view = None
        self._opened_at = None
        self._waiting = None
        self.prompt.setText(prompt)
        self._changed.restart()
        self._fit_height()

    def offer(self, text: str, slot: Callable[[], object]) -> QPushButton:
        """A button outside any decision (e.g. "New game…" on an empty table)."""
        button = self._button(text)
        button.clicked.connect(lambda _=False: slot())
        self._fit_height()
        return button

    def buttons(self) -> list[QAbstractButton]:
        """The decision's buttons in order (the keys 1–9 press them)."""
        return [w for w in self._widgets if isinstance(w, QAbstractButton)
                and not isinstance(w, QCheckBox)]

    def press_key(self, letter: str) -> bool:
        """Press the button of a call's letter key (see ``KEYS``), if it is offered now."""
        button = self.keyed.get(letter)
        if button is None or not button.isVisible() or not button.isEnabled():
            return False
        button.click()
        return True

    def _key(self, call: str, button: QAbstractButton) -> None:
        self.keyed[self.KEYS[call]] = button

    def just_changed(self) -> bool:
        """Whether the controls changed too recently for a click to be meant for them."""
        return self._changed.elapsed() < self.guard_ms

    def repeated_click(self, where: QPointF) -> bool:
        """A click on the very spot of the last one, soon after a new kind of decision
        came (the auction won, now the dabb): it was meant for the decision before, at
        the auction's pace. A person who moves the pointer to a new button is not held."""
        hold = self.guard_ms * NEW_STEP_FACTOR
        if self._last_click is None or self._step.elapsed() >= hold:
            return False
        if self._clicked.elapsed() >= 2 * hold:
            return False  # the last click was long ago: this one is meant for the new step
        return (where - self._last_click).manhattanLength() <= SAME_SPOT_PX

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                    QEvent.Type.MouseButtonDblClick):
            if self.just_changed():
                return True  # swallowed: meant for the decision before
            if kind is QEvent.Type.MouseButtonRelease:
                # The release of a press held back is held back too.
                held, self._held = self._held, False
                return held
            # A press, or a double click (Qt's second press of a quick pair).
            where = event.globalPosition() if isinstance(event, QMouseEvent) else None
            if where is not None and self._on_opening_spot(watched, where):
                self._held = True
                return True
            if where is not None and self.repeated_click(where):
                self._held = True
                self._clicked.restart()  # clicking on: each click is a repeated one
                return True
            self._held = False
            self._last_click = where
            self._clicked.restart()
        return super().eventFilter(watched, event)

    def _on_opening_spot(self, watched: QObject, where: QPointF) -> bool:
        """A press on the button that plays a Durch or Bettel, on the spot of the click
        that asked for it: the pointer did not move, so it was not meant for "Play"."""
        if self._opened_at is None or watched.objectName() != "special":
            return False
        return (where - self._opened_at).manhattanLength() <= SAME_SPOT_PX

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit_height()

    # The panel's height is the one _fit_height measured (its minimum). Were it to
    # report a height for its width, the window's layout would plan with the height
    # it cached for the last decision: at 1024x600 a second row of melds (or trump
    # buttons) then hung below the window's edge while the table kept its height.
    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return False

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def _fit_height(self) -> None:
        """Grow (or shrink) to show every row of buttons at the current width."""
        margins = self._row.contentsMargins()
        inner = max(1, self.width() - margins.left() - margins.right())
        # The row gives prompt and buttons 2:3 of the width (QHBoxLayout stretch).
        host_w = self._host.width() if self._host.width() > 1 else inner * 3 // 5
        prompt_w = self.prompt.width() if self.prompt.width() > 1 else inner * 2 // 5
        need = max(self._flow.heightForWidth(host_w),
                   self.prompt.heightForWidth(prompt_w) if self.prompt.text() else 0,
                   self.fontMetrics().lineSpacing())
        need += margins.top() + margins.bottom() + 2 * self.frameWidth()
        if need != self.minimumHeight():
            self.setMinimumHeight(need)

    def wait_for(self, name: str) -> None:
        """Another seat decides: say who."""
        self.clear(waiting_for(name))
        self._waiting = name

    def retranslate(self) -> None:
        """Rebuild the prompt and buttons in the current language, keeping the selection."""
        if self._view is not None:
            view, selection = self._view, self.selection
            self.show_decision(view)
            self.update_selection(selection)
        elif self._waiting is not None:
            self.wait_for(self._waiting)

    def _add(self, widget: QWidget) -> QWidget:
        self._flow.addWidget(widget)
        self._widgets.append(widget)
        widget.installEventFilter(self)
        widget.show()  # at once, not when the event loop comes round
        return widget

    def _button(self, text: str, action: Action | None = None, tip: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        if tip:
            button.setToolTip(tip)
        if action is not None:
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            self._actions.append((button, action))
        self._add(button)
        return button

    # -- building ------------------------------------------------------------------

    def show_decision(self, view: SeatView) -> None:
        """Offer the legal choices of ``view`` (the viewer is to act)."""
        if view.phase is not self._last_phase:
            self._step.restart()  # a new kind of decision (shown again: not restarted)
        last = self._last_click
        if last is not None and (QCursor.pos() - last.toPoint()).manhattanLength() > SAME_SPOT_PX:
            # The pointer went elsewhere since (a card played on the table): the next click
            # on that spot is a new one.
            self._last_click = None
        self._last_phase = view.phase
        self.clear(your_turn(view.phase, only_draw=all(a.kind == "draw" for a in view.legal),
                             meld_marks=view.phase is Phase.DISCARD and bool(view.meld_marks)))
        self._view = view
        legal = view.legal
        phase = view.phase
        french = self._french_names(view)
        if phase is Phase.AUCTION:
            self._auction(view, legal)
        elif phase is Phase.DISCARD:
            self._discard(view, legal)
        elif phase is Phase.GIVE:
            self.confirm = self._button(texts.translate("Table", "Give this card"))
            self.confirm.clicked.connect(self._confirm_give)
            self.update_selection(0)
        elif phase is Phase.CALL:
            combo = QComboBox()
            for a in legal:
                if isinstance(a, CallCard):
                    combo.addItem(texts.card_name(a.face * 2, french), a)
            self._add(combo)
            button = self._button(texts.translate("Table", "Call"))
            button.clicked.connect(lambda: self.action_chosen.emit(combo.currentData()))
            self._go_out_menu(view, legal)
        elif phase is Phase.TRUMP:
            values = view.trump_meld_values
            for a in legal:
                if isinstance(a, ChooseTrump):
                    self._button(fill_suit(a.suit, values[a.suit], french), a,
                                 texts.translate("Table", "Name this suit trump")
                                 ).setObjectName("trump")
            for a in legal:
                if isinstance(a, Announce):
                    self._special(a).setObjectName("trump")
            self._go_out_menu(view, legal)
        elif phase is Phase.MELD:
            self._melds(view)
        elif phase is Phase.DABB:
            for a in legal:
                if isinstance(a, TakeDabb):
                    self._key("dabb", self._button(texts.translate("Table", "Take the dabb"), a))
                elif isinstance(a, Announce):
                    self._special(a)
        elif phase is Phase.PLAY:
            pass  # cards are played on the table
        else:
            self._generic(view, legal)
        self._shown()

    def _shown(self) -> None:
        """The buttons are in: each tells its key, and the panel takes their height."""
        letters = {id(b): k for k, b in self.keyed.items()}
        for n, key_button in enumerate(self.buttons()[:9]):
            which = texts.number(n + 1)
            if id(key_button) in letters:
                which += " / " + letters[id(key_button)]
            key = texts.fill(texts.translate("Table", "Key %1"), which)
            tip = key_button.toolTip()
            key_button.setToolTip(f"{tip}\n{key}" if tip else key)
        self._changed.restart()
        self._fit_height()
        # Once the new widgets have their sizes, the rows are known for sure.
        QTimer.singleShot(0, self, self._fit_height)

    def _auction(self, view: SeatView, legal: Sequence[Action]) -> None:
        bids = [a.value for a in legal if isinstance(a, Bid)]
        holder = view.auction.holder
        if view.auction.bid:
            self.prompt.setText(your_turn(Phase.AUCTION) + "  " + texts.fill(
                texts.translate("Table", "Highest bid: %1."), texts.number(view.auction.bid)) + (
                "" if holder < 0 else ""))
        # Pass first, always: in hold bidding the legal list puts Hold first, and Pass
        # changed sides between one call and the next under the person's pointer.
        for a in sorted(legal, key=lambda a: not isinstance(a, Pass)):
            if isinstance(a, Pass):
                self._key("pass", self._button(texts.call_text(Call.PASS), a))
            elif isinstance(a, Hold):
                self._key("hold", self._button(texts.fill(texts.translate("Table", "Hold %1"),
                                                          texts.number(view.auction.bid)), a))
        if bids:
            self._key("bid", self._button(texts.bid_button_text(bids[0]), Bid(bids[0])))
            if len(bids) > 1:
                spin = QSpinBox()
                spin.setRange(bids[0], bids[-1])
                spin.setSingleStep(view.profile.auction.bid_step)
                spin.setValue(bids[min(len(bids) - 1, 5)])
                spin.setAccelerated(True)
                self._add(spin)
                jump = self._button(texts.translate("Table", "Bid"))
                jump.clicked.connect(lambda: self.action_chosen.emit(Bid(spin.value())))
                self._bid_controls = (spin, jump)

    def _special(self, action: Announce) -> QPushButton:
        """A Durch or Bettel button: it asks once more before the contract is played.

        One slip beside the trump buttons cost a family the deal (a failed Durch is
        thousands of points) and, among several people, cannot be taken back. So the
        button ends in "…" like going out's, and opens a second step that says what is
        at stake (``ask_special``)."""
        #: a Durch or Bettel button that asks once more before it is played: %1 its name
        button = self._button(texts.fill(texts.translate("Table", "%1 …"),
                                         texts.contract_name(action.contract)),
                              tip=texts.contract_help(action.contract))
        button.clicked.connect(lambda _=False, a=action, b=button: self.ask_special(a, b))
        self._actions.append((button, action))  # a hint marks it
        return button

    def ask_special(self, action: Announce, source: QWidget | None = None) -> None:
        """The second step of a Durch or Bettel: what it asks and what it scores, with
        a button that plays it and one that goes back to the decision.

        ``source`` is the button that asked. Where the pointer clicked it, the button
        that plays may now lie under it: a click on that very spot again is held (a
        person clicking on at the auction's pace reached "Durch …" that way), as the
        pointer has to move to mean "Play"."""
        view = self._view
        if view is None:
            return
        # The press that asked, if it was the mouse's on ``source`` (not a key).
        here = self._last_click
        under = (here is not None and source is not None
                 and source.rect().contains(source.mapFromGlobal(here.toPoint())))
        p = view.profile
        value = special_value(p, action.contract)
        self.clear(special_stakes(action.contract, value, p.scoring.fail_multiplier * value))
        self._view = view  # the decision stays this one (language switch, Back)
        play = self._button(special_play(action.contract), action)
        play.setObjectName("special")
        self._opened_at = here if under else None
        #: leaves the second step of a Durch or Bettel for the decision before it
        back = self._button(texts.translate("Table", "Back"))
        back.setObjectName("back")
        back.clicked.connect(lambda _=False: self.show_decision(view))
        self._shown()

    def _discard(self, view: SeatView, legal: Sequence[Action]) -> None:
        self.confirm = self._button("")
        self._key("lay_away", self.confirm)
        self.confirm.clicked.connect(self._confirm_discard)
        self.update_selection(0)
        self._go_out_menu(view, legal)

    def _go_out_menu(self, view: SeatView, legal: Sequence[Action]) -> None:
        outs = [a for a in legal if isinstance(a, GoOut)]
        if not outs:
            return
        abandon = view.profile.exchange.go_out_timing is GoOutTiming.AFTER_TRUMP
        name = texts.contract_name(Contract.GO_OUT, abandon=abandon)
        bonus = view.profile.exchange.go_out_bonus
        tip = texts.fill(texts.translate("Table", "You lose %1; each opponent scores "
                                                  "his melds + %2."),
                         texts.number(view.auction.bid), texts.number(bonus))
        button = QToolButton()
        button.setText(texts.fill(texts.translate("Table", "%1 (−%2) …"), name,
                                  texts.number(view.auction.bid)))
        button.setToolTip(tip)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        # The text ends in "…"; Qt's arrow would be drawn over it.
        button.setStyleSheet("QToolButton::menu-indicator { image: none; }")
        menu = QMenu(button)
        french = self._french_names(view)
        for a in outs:
            #: going out with this suit as trump; %1 is a suit in running text
            act = menu.addAction(texts.fill(texts.translate("Table", "Trump %1"),
                                            texts.suit_in_sentence(a.trump, french)))
            act.triggered.connect(lambda _=False, a=a: self.action_chosen.emit(a))
        button.setMenu(menu)
        self._add(button)
        self._actions.extend((button, a) for a in outs)

    def _melds(self, view: SeatView) -> None:
        options = view.auction.melds_available
        boxes: list[QCheckBox] = []
        french = self._french_names(view)
        for m in options:
            box = QCheckBox(texts.fill(
                #: a meld check box: %1 is the meld ("Binokel", "Family in Acorns"), %2 its points
                texts.translate("Table", "%1 %2", "meld and its points"),
                texts.meld_text(m, french, bezique=view.profile.deck.french),
                texts.number(m.value)))
            box.setChecked(True)
            boxes.append(box)
            self._meld_boxes.append(box)
            self._add(box)
        if not options:
            self.prompt.setText(texts.translate("Table", "You have no melds."))

        def show() -> None:
            mask = sum(1 << i for i, b in enumerate(boxes) if b.isChecked())
            self.action_chosen.emit(ShowMelds(mask))

        button = self._button(texts.translate("Table", "Show melds") if options
                              else texts.translate("Table", "Continue"))
        button.clicked.connect(show)
        self._meld_button = button  # shows any choice of melds

    # -- hints (issue 16) ------------------------------------------------------------

    def mark_hint(self, action: Action) -> list[QWidget]:
        """Mark the controls that make ``action`` (a hint); nothing is chosen or sent.

        Returns the marked widgets. A bid beyond the first button is set in the
        spin box; the hinted melds are the marked check boxes. The marks go with
        the decision's controls.
        """
        marked: list[QWidget] = []
        if isinstance(action, ShowMelds):
            marked += [b for i, b in enumerate(self._meld_boxes) if action.shown >> i & 1]
            marked += [self._meld_button] if self._meld_button is not None else []
        else:
            marked += [w for w, a in self._actions if a == action]
            if not marked and isinstance(action, Bid) and self._bid_controls is not None:
                spin, jump = self._bid_controls
                spin.setValue(action.value)
                marked += [spin, jump]
        for widget in marked:
            widget.setProperty("hinted", True)
            # Bold and a thick gold frame: seen without telling colours apart.
            widget.setStyleSheet("font-weight: bold; border: 3px solid #e0a800; "
                                 "border-radius: 4px; padding: 2px 6px;")
        return marked

    def _generic(self, view: SeatView, legal: Sequence[Action]) -> None:
        french = self._french_names(view)
        for a in legal:
            if isinstance(a, Play):
                continue
            self._button(describe(a, french, view.profile.deck.french), a)

    def _french_names(self, view: SeatView) -> bool:
        """French suit and rank names: the deck shown (``french``) or the profile's."""
        return view.profile.deck.french if self.french is None else self.french

    # -- card selection (discard, give) -------------------------------------------

    def needed(self) -> int:
        """How many cards the current decision picks on the table (0: none)."""
        if self._view is None:
            return 0
        phase = self._view.phase
        if phase is Phase.DISCARD:
            return self._view.auction.dabb_size
        if phase is Phase.GIVE:
            return 1
        return 0

    def update_selection(self, selection: int) -> None:
        """The cards picked so far; updates the confirm button."""
        self.selection = selection
        if self.confirm is None or self._view is None:
            return
        need = self.needed()
        have = selection.bit_count()
        if self._view.phase is Phase.DISCARD:
            if have < need:
                self.confirm.setText(texts.plural("Table", "Choose %n more card(s)",
                                                  need - have))
            else:
                self.confirm.setText(texts.plural("Table", "Lay away %n card(s)", need))
        self.confirm.setEnabled(have == need)

    def _confirm_discard(self) -> None:
        self.action_chosen.emit(Discard(self.selection))

    def _confirm_give(self) -> None:
        cards = cards_of(self.selection)
        if len(cards) == 1:
            self.action_chosen.emit(GiveCard(cards[0]))


def fill_suit(suit: Suit, value: int, french: bool) -> str:
    """A trump button: the suit and the declarer's melds with it."""
    return texts.fill(texts.translate("Table", "%1 — melds %2"), texts.suit_name(suit, french),
                      texts.number(value))


def describe(action: Action, french: bool, bezique: bool | None = None) -> str:
    """A button text for actions the panel has no special widget for (talon games)."""
    kind = action.kind
    decl = getattr(action, "decl", None)
    cards = getattr(action, "cards", None)
    if decl is not None and isinstance(cards, int):
        names = ", ".join(texts.card_name(c, french) for c in cards_of(cards))
        return texts.fill(
            #: a talon-game button declaring a meld: %1 the meld, %2 its cards joined by ", "
            texts.translate("Table", "%1: %2", "meld and its cards"),
            texts.meld_name(decl, french, bezique=bezique), names)
    labels = {
        "draw": texts.translate("Table", "Draw"),
        "exchange_seven": texts.translate("Table", "Exchange the seven of trumps"),
        "show_seven": texts.translate("Table", "Show the seven of trumps"),
        "carte_blanche": texts.translate("Table", "Show carte blanche"),
    }
    return labels.get(kind, kind)
