"""``TableScene``: the cards on the table, laid out from a seat's view and animated
event by event.

The scene never reads the game state: it is given the viewer's ``SeatView``
and the engine's events. Cards the viewer cannot know are items without a
card; they learn their face only when it is played or shown. Every card lies
on one :class:`Pile`, which lays out its own cards; an event moves items from
pile to pile (:meth:`TableScene.move`).

The scene paces itself (as KDE's card scene emits ``cardAnimationDone``): each
event shown with :meth:`TableScene.play`, and the end of a batch shown with
:meth:`TableScene.settle`, counts as running for its time, and ``caught_up`` is
emitted once nothing runs any more. It also owns the keyboard's focus over the
cards (:meth:`TableScene.offer`; ``keyboard.CardFocus``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache, partial

import shiboken6
from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from ...app.hand_order import DEFAULT_ORDER, HandOrder, arranged
from ...engine import (
    AuctionDetail,
    CardPlayed,
    Contract,
    DabbShown,
    DabbTaken,
    DealStarted,
    DeclKind,
    Discarded,
    Event,
    Meld,
    MeldsShown,
    Packet,
    Phase,
    Scored,
    SeatView,
    TalonDetail,
    TrickWon,
    cards_of,
)
from ..texts import call_text, fill, french_names, meld_name, number, translate
from ..texts.table import dealer_mark, declarer_line, meld_line
from .card_item import CardItem
from .felt import FELT, felt_pixmap
from .keyboard import KEYS, CardFocus
from .layout import Layout
from .pacing import Pacing
from .pile import Pile, Spot

OPEN_CONTRACTS = frozenset({Contract.DURCH_OPEN, Contract.DURCH_OPEN_FROM_HAND})


def sort_hand(cards: list[int], trump: int | None,
              how: HandOrder = DEFAULT_ORDER) -> list[int]:
    """The viewer's hand in suit order (by default trumps first), highest first."""
    return how.sort(cards, trump)


def wrap_list(text: str, metrics: QFontMetrics, width: float) -> str:
    """Break a comma-separated list into lines no wider than ``width`` (where it can)."""
    lines: list[str] = []
    for part in text.split(", "):
        if lines and metrics.horizontalAdvance(lines[-1] + ", " + part) <= width:
            lines[-1] += ", " + part
        else:
            if lines:
                lines[-1] += ","
            lines.append(part)
    return "\n".join(lines)


class Plate(QGraphicsRectItem):
    """A rounded name plate with a second line (the seat's call or melds)."""

    def __init__(self) -> None:
        super().__init__()
        self.setBrush(QBrush(QColor(0, 0, 0, 120)))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.title = QGraphicsSimpleTextItem(self)
        self.title.setBrush(QBrush(QColor("#ffffff")))
        self.line = QGraphicsSimpleTextItem(self)
        self.line.setBrush(QBrush(QColor("#ffe08a")))
        self.setZValue(500)
        self.active = False  # lit up: this seat is to act
        self.clicked: Callable[[], object] | None = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.clicked is not None:
            self.clicked()
            event.accept()
            return
        super().mousePressEvent(event)

    def set_text(self, title: str, line: str, font_px: int, active: bool,
                 max_width: float = 1e9) -> None:
        """Update the text and re-size the plate; the line wraps at ``max_width``."""
        self.active = active
        f = QFont()
        f.setPixelSize(font_px)
        f.setBold(True)
        self.title.setFont(f)
        self.title.setText(QFontMetrics(f).elidedText(title, Qt.TextElideMode.ElideRight,
                                                       int(max_width - 16)))
        g = QFont()
        g.setPixelSize(max(10, int(font_px * 0.9)))
        self.line.setFont(g)
        self.line.setText(wrap_list(line, QFontMetrics(g), max_width - 16))
        w = max(self.title.boundingRect().width(), self.line.boundingRect().width()) + 16
        h = self.title.boundingRect().height() + (self.line.boundingRect().height() if line else 0)
        self.title.setPos(8, 3)
        self.line.setPos(8, 3 + self.title.boundingRect().height())
        self.setRect(QRectF(0, 0, w, h + 6))
        # The seat to act is lit up; dark text keeps it readable on the light plate.
        self.setBrush(QBrush(QColor(255, 205, 40, 230) if active else QColor(0, 0, 0, 120)))
        self.title.setBrush(QBrush(QColor("#1b1300" if active else "#ffffff")))
        self.line.setBrush(QBrush(QColor("#3d2c00" if active else "#ffe08a")))


def _stacked(anchor: Callable[[Layout], tuple[float, float]], dx: float, dy: float,
             rotation: float = 0.0) -> Callable[[Layout, SeatView, Sequence[CardItem]],
                                                   list[Spot]]:
    """Cards stacked from ``anchor``, each shifted by (dx, dy)."""
    def arrange(lay: Layout, view: SeatView, items: Sequence[CardItem]) -> list[Spot]:
        x, y = anchor(lay)
        return [(x + n * dx, y + n * dy, rotation) for n in range(len(items))]
    return arrange


def _viewer_hand_order(view: SeatView, items: list[CardItem],
                       how: HandOrder = DEFAULT_ORDER,
                       custom: tuple[int, ...] = ()) -> list[CardItem]:
    order = arranged([i.card for i in items if i.card is not None], view.trump, how, custom)
    return sorted(items, key=lambda i: order.index(i.card) if i.card in order else 99)


def _by_card(view: SeatView, items: list[CardItem]) -> list[CardItem]:
    return sorted(items, key=lambda i: i.card if i.card is not None else 0)


class TableScene(QGraphicsScene):
    """All cards and labels of the table."""

    card_clicked = Signal(object)  # CardItem (clicked, or taken with Enter/Space)
    confirm_pressed = Signal()  # Enter with every card to lay away picked
    caught_up = Signal()  # everything played and settled has run its time
    hand_was_arranged = Signal(object)  # the viewer's cards in their dragged order
    plate_clicked = Signal(int)  # the seat whose name plate was clicked

    def __init__(self, seats: int, viewer: int, names: list[str], style: str,
                 french_deck: bool) -> None:
        super().__init__()
        self.seats = seats
        self.viewer = viewer
        self.names = names
        self.deck_style = style
        self.hand_order = HandOrder()  # the viewer's choice (Aids ▸ Hand order)
        # The pass screen is up: the viewer's hand lies face down, also when it is dealt anew.
        self.hand_hidden = False
        self.hand_custom: tuple[int, ...] = ()  # the viewer's cards as dragged (this deal)
        self.french = french_deck
        self.foot = 0.0  # kept clear at the lower edge (the status line)
        self.layout = Layout(1280, 800, seats, viewer)
        self.speed = 1.0  # animation time factor; 0 = no animation
        self.trick_pause_ms = 900
        self._make_piles()
        # Texts under the names, kept as functions so a language switch re-translates them.
        self.meld_text: dict[int, Callable[[], str]] = {}
        self.calls: dict[int, Callable[[], str]] = {}
        self.last_trick_label = QGraphicsSimpleTextItem()
        self.last_trick_label.setBrush(QBrush(QColor("#e8e3c8")))
        self.last_trick_label.setZValue(450)
        self.addItem(self.last_trick_label)
        self.last_trick_label.hide()
        self.plates = [Plate() for _ in range(seats)]
        for seat, p in enumerate(self.plates):
            p.clicked = partial(self.plate_clicked.emit, seat)
            self.addItem(p)
        self._view: SeatView | None = None
        # The seat whose plate is lit, as the window last said (None: the view's to_act);
        # it leads the views still being animated.
        self.turn: int | None = None
        self.setBackgroundBrush(QBrush(FELT))
        self._pacing = Pacing(self)
        self._pacing.caught_up.connect(self.caught_up.emit)
        self._keys = CardFocus(self._viewer_cards, self.all_items,
                               self.card_clicked.emit, self.confirm_pressed.emit)

    def _make_piles(self) -> None:
        """One pile for each place a card can lie; hands depend on who the viewer is."""
        def card_w(lay: Layout) -> int:
            return lay.card_w

        def trick_w(lay: Layout) -> int:
            return lay.trick_w

        def small_w(lay: Layout) -> int:
            return lay.small_w

        hand = self._hand_pile

        def meld_spots(seat: int) -> Callable[[Layout, SeatView, Sequence[CardItem]],
                                              list[Spot]]:
            def arrange(lay: Layout, view: SeatView, items: Sequence[CardItem]) -> list[Spot]:
                return [(x, y, 0.0) for x, y in lay.meld_positions(seat, len(items))]
            return arrange

        def dabb(lay: Layout, view: SeatView, items: Sequence[CardItem]) -> list[Spot]:
            return [(x, y, 0.0) for x, y in lay.dabb_positions(len(items))]

        def discards(lay: Layout, view: SeatView, items: Sequence[CardItem]) -> list[Spot]:
            x, y = lay.discard_position(view.declarer if view.declarer >= 0 else self.viewer)
            return [(x + n * 4, y, 0.0) for n in range(len(items))]

        def trick(lay: Layout, view: SeatView, items: Sequence[CardItem]) -> list[Spot]:
            return [(*lay.trick_position(i.owner), 0.0) for i in items]

        def talon_spot(lay: Layout) -> tuple[float, float]:
            return lay.dabb_positions(1)[0]

        def turn_up_spot(lay: Layout) -> tuple[float, float]:
            x, y = lay.dabb_positions(1)[0]
            return x + lay.small_w * 0.9, y

        def won_spot(seat: int) -> Callable[[Layout], tuple[float, float]]:
            return lambda lay: lay.pile_position(seat)

        seats = range(self.seats)
        self.hands = {s: hand(s) for s in seats}
        self.trick = Pile("trick", trick, 300, trick_w, face_up=True)
        self.dabb = Pile("dabb", dabb, 50, small_w)
        # The dabb as it was shown, left face up after a computer (or another person)
        # took it, until the declarer lays away; a click on his plate shows it again.
        self.seen_dabb = Pile("seen dabb", dabb, 60, small_w, face_up=True)

        def last_trick(lay: Layout, view: SeatView, items: Sequence[CardItem]) -> list[Spot]:
            return [(x, y, 0.0) for x, y in lay.last_trick_positions(len(items))]
        # The trick taken last, face up until the next one is taken (public).
        self.last_trick = Pile("last trick", last_trick, 30, small_w, face_up=True)
        self.last_winner = -1
        self.discards = Pile("discards", discards, 20, small_w, face_up=False)
        self.won = {s: Pile(f"won {s}", _stacked(won_spot(s), 0.6, -0.6), 20, small_w,
                            face_up=False) for s in seats}
        # The talon: up to six backs, and the turned-up trump card beneath them.
        self.talon = Pile("talon", _stacked(talon_spot, 1.5, -1.5), 50, small_w, face_up=False)
        self.turn_up = Pile("turn-up", _stacked(turn_up_spot, 0, 0, 90.0), 40, small_w,
                            face_up=True)
        # Talon games: declared cards lying face up, still playable by their owner.
        # Small for the viewer too: they lie with the melds, above the hand.
        self.table_cards = {s: Pile(f"open {s}", meld_spots(s), 400, small_w, face_up=True,
                                    order=_by_card) for s in seats}
        self.melds = {s: Pile(f"melds {s}", meld_spots(s), 400, small_w, face_up=True)
                      for s in seats}

    def _hand_pile(self, seat: int) -> Pile:
        """The pile of a seat's hand: large and face up for the viewer, small backs else."""
        mine = seat == self.viewer

        def arrange(lay: Layout, view: SeatView, items: Sequence[CardItem]) -> list[Spot]:
            return list(lay.hand_positions(seat, len(items)))

        def width(lay: Layout) -> int:
            return lay.card_w if mine else lay.small_w
        # Another seat's hand shows backs, except cards everyone knows (an open Durch).
        return Pile(f"hand {seat}", arrange, 100, width,
                    face_up=(not self.hand_hidden) if mine else None,
                    order=(lambda v, i: _viewer_hand_order(v, i, self.hand_order,
                                                           self.hand_custom))
                    if mine else None)

    def turn_to(self, viewer: int, view: SeatView) -> None:
        """Turn the table to another person at the same laptop (``view`` is theirs).

        Only the hands change: the old viewer's cards become backs (their faces are
        forgotten), the new viewer's become faces; the trick, the won cards, the
        dabb, the melds, calls and plates stay where everyone saw them.
        """
        old = self.viewer
        if viewer == old:
            return
        self.viewer = viewer
        self.hand_hidden = False  # the table turns when its person is looking
        self.layout = Layout(self.layout.width, self.layout.height, self.seats, viewer,
                             self.foot)
        for seat in (old, viewer):
            items = self.hands[seat].take()
            self.hands[seat] = self._hand_pile(seat)
            for item in items:
                item.card = None  # no face of any hand survives the turn
                item.set_face_up(False)
                item.set_flags()
                item.set_focused(False)
                self.hands[seat].add(item)
        self.sync(view, 0)
        self.mark_hand()

    def hide_hand(self, hidden: bool) -> None:
        """Turn the viewer's hand face down (the pass screen is up) or face up again."""
        self.hand_hidden = hidden
        pile = self.hands[self.viewer]
        pile.face_up = not hidden
        for item in pile:
            item.set_face_up(not hidden)
            if hidden:
                item.set_flags()
                item.set_focused(False)

    def piles(self) -> list[Pile]:
        """Every pile, in the order they are laid out."""
        return [*self.hands.values(), self.dabb, self.seen_dabb, *self.won.values(),
                self.last_trick, self.discards,
                self.trick, self.turn_up, self.talon, *self.table_cards.values(),
                *self.melds.values()]

    # -- geometry ----------------------------------------------------------------

    def resize(self, width: float, height: float) -> None:
        """The window changed size: lay everything out anew."""
        self.setSceneRect(QRectF(0, 0, width, height))
        self.layout = Layout(width, height, self.seats, self.viewer, self.foot)
        if self._view is not None:
            self.sync(self._view, 0)

    def keep_foot(self, height: float) -> None:
        """Keep ``height`` clear at the lower edge for the window's status line, which
        lies over the table there (always, so a line coming and going moves nothing)."""
        if height != self.foot:
            self.foot = height
            self.resize(self.layout.width, self.layout.height)

    def drawBackground(self, painter: QPainter,  # noqa: N802 - Qt API
                       rect: QRectF | QRect) -> None:
        """The felt, copied from one pixmap per table size (``felt.felt_pixmap``)."""
        views = self.views()
        dpr = views[0].devicePixelRatioF() if views else 1.0
        area = self.sceneRect()
        if area.isEmpty():  # not sized yet (the first start's empty table): plain felt
            super().drawBackground(painter, rect)
            return
        felt = felt_pixmap(area.width(), area.height(), dpr)
        part = QRectF(rect).intersected(area)
        painter.drawPixmap(part, felt, QRectF(part.x() * dpr, part.y() * dpr,
                                              part.width() * dpr, part.height() * dpr))

    def set_style(self, style: str) -> None:
        """Switch the deck artwork: every card re-faces at once."""
        self.deck_style = style
        for item in self.all_items():
            item.set_style(style)

    def all_items(self) -> list[CardItem]:
        """Every card item on the table."""
        return [item for pile in self.piles() for item in pile]

    def _new_item(self, card: int | None, width: int) -> CardItem:
        item = CardItem(card, self.deck_style, width)
        item.clicked.connect(self.card_clicked.emit)
        item.may_drag = self._may_drag
        item.dropped.connect(self._card_dropped)
        self.addItem(item)
        return item

    def _may_drag(self, item: CardItem) -> bool:
        pile = self.hands[self.viewer]
        return item.card is not None and pile.face_up is not False and item in pile.items

    def _card_dropped(self, item: CardItem) -> None:
        """A card of the viewer's hand let go after a drag: it stays where it was put."""
        pile = self.hands[self.viewer]
        if item not in pile.items or self._view is None:
            return
        others = [i for i in pile.items if i is not item]
        at = sum(i.pos().x() < item.pos().x() for i in others)
        others.insert(at, item)
        self.hand_custom = tuple(i.card for i in others if i.card is not None)
        pile.lay_out(self.layout, self._view, self._ms(150))
        self.hand_was_arranged.emit(self.hand_custom)

    def _ms(self, base: int) -> int:
        return int(base * self.speed)

    # -- building from a view --------------------------------------------------

    def rebuild(self, view: SeatView) -> None:
        """A new deal: fresh items for every hand and the dabb."""
        for item in self.all_items():
            self.removeItem(item)
        self._make_piles()
        self.meld_text, self.calls = {}, {}
        lay = self.layout
        for seat in range(self.seats):
            if seat == self.viewer:
                for card in arranged(cards_of(view.hand), view.trump, self.hand_order,
                                     self.hand_custom):
                    self.hands[seat].add(self._new_item(card, lay.card_w))
            else:
                for _ in range(view.hand_sizes[seat]):
                    self.hands[seat].add(self._new_item(None, lay.small_w))
        dabb_count = view.auction.dabb_size if view.phase in (Phase.AUCTION, Phase.DABB) else 0
        for _ in range(dabb_count):
            self.dabb.add(self._new_item(None, lay.small_w))
        self._view = view

    def restore(self, view: SeatView) -> None:
        """The table as the events up to ``view`` left it, at once (a resumed game, a
        take back): hands, the dabb, the laid-away cards, the trick in progress, the
        last trick and the won piles, the melds shown before the first trick, the
        auction's calls and the declarer's "plays for", a dabb a computer took up."""
        self.rebuild(view)
        lay = self.layout
        auction = view.detail if isinstance(view.detail, AuctionDetail) else None
        talon = view.detail if isinstance(view.detail, TalonDetail) else None
        for seat, card in zip(view.trick_seats, view.trick, strict=False):
            item = self._new_item(card, lay.trick_w)
            item.owner = seat
            self.trick.add(item)
        # The finished tricks: the last one face up, the others on their winners' piles.
        per_trick = self.seats - int(view.profile.deal.dealer_sits_out)
        done = len(view.plays) - len(view.trick)
        last: tuple[tuple[int, int], ...] = ()
        self.last_winner = -1
        if done >= per_trick > 0:
            last = tuple(view.plays[done - per_trick:done])
            first = last[0][1]
            self.last_winner = next(
                (s for s in range(min(self.seats, len(view.won))) if view.won[s] >> first & 1),
                view.to_act if view.phase is Phase.PLAY else last[0][0])
            for seat, card in last:
                item = self._new_item(card, lay.small_w)
                item.owner = seat
                item.set_face_up(True)
                self.last_trick.add(item)
        lying = {card for _, card in last}
        for seat in range(self.seats):
            taken = view.won[seat] if seat < len(view.won) else 0
            self._fill(self.won[seat], sum(1 for c in cards_of(taken) if c not in lying),
                       lay.small_w)
        if auction is not None:
            self._restore_auction(view, auction, done == 0)
        elif talon is not None:
            # Talon games keep each seat's last declaration under its name.
            for seat, decls in enumerate(talon.declarations):
                if decls:
                    self.meld_text[seat] = partial(self._declaration_text, decls[-1].kind,
                                                   decls[-1].points, view.profile.deck.french)
        self.sync(view, 0)

    def _restore_auction(self, view: SeatView, auction: AuctionDetail,
                         before_first_trick: bool) -> None:
        """The auction games' own parts of :meth:`restore`."""
        lay = self.layout
        if view.phase is Phase.AUCTION:
            for seat, call, value in auction.calls:
                self.note_call(seat, partial(call_text, call, value))
        elif view.declarer >= 0:
            self.note_call(view.declarer, partial(declarer_line, auction.bid, view.contract))
        if view.phase in (Phase.AUCTION, Phase.DABB):
            return
        # Cards in no hand, on no pile and in no trick: laid away (or, after a Durch
        # announced from the hand, the dabb still lying there).
        deck = 8 * len(view.profile.deck.ranks)
        placed = sum(view.hand_sizes) + len(view.trick) + sum(w.bit_count() for w in view.won)
        rest = max(0, deck - placed)
        if rest and view.contract is Contract.DURCH_OPEN_FROM_HAND:
            self._fill(self.dabb, rest, lay.small_w)
        elif rest:
            self._fill(self.discards, rest, lay.small_w)
        elif view.declarer != self.viewer and auction.dabb and view.phase in (
                Phase.CALL, Phase.GIVE, Phase.DISCARD, Phase.TRUMP):
            # Taken up by another seat and not yet laid away: it lies there as shown.
            for card in cards_of(auction.dabb):
                item = self._new_item(card, lay.small_w)
                item.set_face_up(True)
                self.seen_dabb.add(item)
        if before_first_trick and view.contract is Contract.SUIT and view.phase in (
                Phase.MELD, Phase.PLAY):
            # The melds shown so far (from the declarer round the table), also "no melds".
            order = list(view.meld_order)
            melded = order[:order.index(view.to_act)] if view.phase is Phase.MELD else order
            for seat in melded:
                melds = auction.shown[seat]
                self.meld_text[seat] = partial(self._shown_melds, melds,
                                               view.profile.deck.french)
                cards: list[int] = []
                for m in melds:
                    for c in cards_of(m.cards):
                        if c not in cards:
                            cards.append(c)
                for card in sort_hand(cards, view.trump):
                    item = self._new_item(card, lay.small_w)
                    item.set_face_up(True)
                    self.melds[seat].add(item)

    def deal_animation(self, view: SeatView) -> int:
        """Deal in the profile's packets from the dealer's seat; returns the duration (ms).

        Which card lands in which packet is not known to the viewer's table,
        so each packet takes the next cards of a hand in its laid-out order.
        """
        self.hand_custom = ()  # a new deal is sorted again
        self.rebuild(view)
        ax, ay = self.layout.seat_anchor(view.dealer)
        for item in self.all_items():
            item.setPos(QPointF(ax, ay))
            item.set_face_up(False)
        self.sync(view, 0, place=False)
        packets = self._packets(view)
        step, ms = self._ms(95), self._ms(300)
        for n, packet in enumerate(packets):
            for item in packet:
                if item.target is None:
                    continue
                pos, z, rot, up = item.target
                if ms:
                    QTimer.singleShot(n * step, self, _mover(item, pos, z, rot, up, ms))
                else:
                    item.animate_to(pos, z, rot, up, 0)
        return (len(packets) - 1) * step + ms if ms and packets else 0

    def _packets(self, view: SeatView) -> list[list[CardItem]]:
        """The items grouped as the profile deals them: seat after seat, and the dabb."""
        deal = view.profile.deal
        order = [(view.dealer + 1 + i) % self.seats for i in range(self.seats)]
        if deal.dealer_sits_out:
            order = order[:-1]
        taken = {s: 0 for s in range(self.seats)}
        dabb_taken = 0
        packets: list[list[CardItem]] = []
        for target, count in deal.packets:
            if target is Packet.DABB:
                packets.append(self.dabb.items[dabb_taken:dabb_taken + count])
                dabb_taken += count
                continue
            for seat in order:
                hand = self.hands[seat].items
                packets.append(hand[taken[seat]:taken[seat] + count])
                taken[seat] += count
        # Whatever the packets did not cover (talon games deal otherwise) comes last.
        rest = [i for s in order for i in self.hands[s].items[taken[s]:]]
        rest += self.dabb.items[dabb_taken:]
        if rest:
            packets.append(rest)
        return [p for p in packets if p]

    def move(self, items: Sequence[CardItem], pile: Pile, ms: int, *,
             face_up: bool | None = None) -> None:
        """Move ``items`` from whatever piles hold them onto ``pile``, in this order,
        and lay out that pile and the piles they left, in ``ms`` (as KDE's
        ``moveCardsToPile``). ``face_up``: the face they turn to halfway, where the
        pile lets each card keep its own (a pile with a face of its own decides).
        """
        moving = list(items)
        left: list[Pile] = []
        for source in self.piles():
            here = [i for i in moving if i in source.items]
            if here:
                source.take(here)
                left.append(source)
        for item in moving:
            pile.add(item)
            if face_up is not None and pile.face_up is None:
                if ms > 0:
                    QTimer.singleShot(ms // 2, item, partial(item.set_face_up, face_up))
                else:
                    item.set_face_up(face_up)
        if self._view is not None:
            for laid in [pile, *(p for p in left if p is not pile)]:
                laid.lay_out(self.layout, self._view, ms)

    @staticmethod
    def _forget(items: Sequence[CardItem]) -> None:
        """Cards whose face the viewer may no longer know: backs without a card."""
        for item in items:
            item.card = None
            item.set_face_up(False)

    def relayout(self, ms: int) -> None:
        """Lay out the items as they are, without consulting a newer view.

        Used while a batch of events is shown: the controller's state may
        already be a deal further on.
        """
        if self._view is not None:
            self.sync(self._view, ms, reconcile=False)

    def sync(self, view: SeatView, ms: int = 250, *, place: bool = True,
             reconcile: bool = True) -> None:
        """Lay every card where the view says it is (hands sorted, piles stacked)."""
        if reconcile:
            self._view = view
            self._reconcile(view)
        self._layout(view, ms, place)

    def _reconcile(self, view: SeatView) -> None:
        """Make the piles' items match the view's cards and counts."""
        lay = self.layout
        # The viewer's hand: make sure the items match the view's cards.
        mine = self.hands[self.viewer]
        have = {i.card for i in mine}
        for card in cards_of(view.hand):
            if card not in have:
                mine.add(self._new_item(card, lay.card_w))
        for item in mine.take([i for i in mine if i.card is None or not view.hand >> i.card & 1]):
            self.removeItem(item)
        for seat in range(self.seats):
            if seat != self.viewer:
                self._fill(self.hands[seat], view.hand_sizes[seat], lay.small_w)
                # An open Durch lies face up; melded cards go back into the hand.
                open_hand = seat == view.declarer and view.contract in OPEN_CONTRACTS
                self._show_known(self.hands[seat], view.known[seat] if open_hand else 0)

        # The talon games: declared cards on the table, the talon and the turn-up.
        talon = view.detail if isinstance(view.detail, TalonDetail) else None
        for seat in range(self.seats):
            want = talon.on_table[seat] if talon else 0
            pile = self.table_cards[seat]
            for item in pile.take([i for i in pile if i.card is None or not want >> i.card & 1]):
                self.removeItem(item)
            have = {i.card for i in pile}
            for card in cards_of(want):
                if card not in have:
                    item = self._new_item(card, lay.small_w)
                    item.setPos(QPointF(*lay.seat_anchor(seat)))
                    item.set_face_up(True)
                    pile.add(item)

        size = talon.talon_size if talon else 0
        turn_up = talon.turn_up if talon else -1
        self._fill(self.talon, min(6, (size + 4) // 5) if size else 0,
                   lay.small_w)
        shown = self.turn_up.items[0].card if self.turn_up.items else -1
        if turn_up != shown:
            for item in self.turn_up.take():
                self.removeItem(item)
            if turn_up >= 0:
                item = self._new_item(turn_up, lay.small_w)
                item.set_face_up(True)
                self.turn_up.add(item)

    @staticmethod
    def _show_known(pile: Pile, known: int) -> None:
        """Face up the cards of another seat's hand that every seat knows; backs else."""
        missing = [c for c in cards_of(known) if pile.find(c) is None]
        for item in pile:
            if item.card is not None and not known >> item.card & 1:
                item.card = None
            if item.card is None and missing:
                item.card = missing.pop()
            item.set_face_up(item.card is not None)

    def _fill(self, pile: Pile, count: int, width: int) -> None:
        """Backs added to or taken from the top of ``pile`` until it holds ``count``."""
        while len(pile) < count:
            pile.add(self._new_item(None, width))
        while len(pile) > count:
            self.removeItem(pile.take([pile[-1]])[0])

    def _layout(self, view: SeatView, ms: int, place: bool) -> None:
        for pile in self.piles():
            pile.lay_out(self.layout, view, ms, place)
        self.update_plates(view)

    def _label_last_trick(self) -> None:
        """"Last trick: Anna" above the last trick's cards, once they lie there."""
        label = self.last_trick_label
        if not len(self.last_trick) or not 0 <= self.last_winner < len(self.names):
            label.hide()
            return
        font = QFont()
        # As large and bold as the plates' second line: read across the table.
        font.setPixelSize(max(11, int(self.layout.card_w * 0.15)))
        font.setBold(True)
        label.setFont(font)
        label.setText(fill(translate("Table", "Last trick: %1"), self.names[self.last_winner]))
        x, y = self.layout.last_trick_positions(1)[0]
        label.setPos(x, y - label.boundingRect().height() - 2)
        label.show()

    def meld_count(self, seat: int) -> int:
        """How many cards lie in a seat's meld row (shown melds or, in talon games,
        declared cards)."""
        return len(self.melds[seat]) or len(self.table_cards[seat])

    def update_plates(self, view: SeatView) -> None:
        """Names, calls, melds and whose turn it is."""
        lay = self.layout
        font_px = max(11, int(lay.card_w * 0.16))
        for seat, plate in enumerate(self.plates):
            name = self.names[seat] if seat < len(self.names) else f"{seat + 1}"
            title = name
            if seat == view.declarer:
                title += "  ★"
            if seat == view.dealer:
                title += "  " + dealer_mark()
            text = self.meld_text.get(seat) or self.calls.get(seat)
            line = text() if text is not None else ""
            active = seat == (self.turn if self.turn is not None else view.to_act) and \
                view.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER)
            plate.set_text(title, line, font_px, active,
                           lay.plate_max_width(seat, self.meld_count(seat)))
        self.place_plates()
        self._label_last_trick()

    def card_rects(self) -> dict[str, list[QRectF]]:
        """Where each group of cards will lie (at its target), by group name.

        Groups: ``hand:S``, ``melds:S``, ``pile:S``, ``discards``, ``dabb``,
        ``trick``, ``talon``; names of groups, so a test can tell them apart.
        """
        groups: dict[str, list[CardItem]] = {}
        for seat in range(self.seats):
            groups[f"hand:{seat}"] = list(self.hands[seat])
            groups[f"melds:{seat}"] = list(self.melds[seat]) + list(self.table_cards[seat])
            groups[f"pile:{seat}"] = list(self.won[seat])
        groups["discards"] = list(self.discards)
        groups["dabb"] = [*self.dabb, *self.seen_dabb]
        groups["last trick"] = list(self.last_trick)
        groups["trick"] = list(self.trick)
        groups["talon"] = list(self.talon) + list(self.turn_up)
        return {k: [target_rect(i) for i in v] for k, v in groups.items() if v}

    def place_plates(self) -> None:
        """Put each plate at its seat's place, or the nearest place where it covers no
        cards and no other plate (long meld lines make plates large)."""
        lay = self.layout
        obstacles = [r for rects in self.card_rects().values() for r in rects]
        # Where a card of the viewer's hand rises when picked to be laid away.
        mine = [target_rect(i) for i in self.hands[self.viewer]]
        if mine:
            top = min(r.top() for r in mine)
            obstacles.append(QRectF(min(r.left() for r in mine), top - lay.lift,
                                    max(r.right() for r in mine) - min(r.left() for r in mine),
                                    lay.lift))
        placed: list[QRectF] = []
        bounds = QRectF(0, 0, lay.width, lay.height)
        order = sorted(range(self.seats), key=lambda s: (s - self.viewer) % self.seats)
        for seat in order:
            plate = self.plates[seat]
            w, h = plate.rect().width(), plate.rect().height()
            x, y = lay.plate_position(seat, w, h, self.meld_count(seat))
            x = max(4.0, min(lay.width - w - 4, x))
            y = max(2.0, min(lay.height - h - 2, y))
            best = QRectF(x, y, w, h)
            for dx, dy in _spiral(max(6.0, lay.card_w * 0.12), 16):
                rect = QRectF(x + dx, y + dy, w, h)
                if not bounds.contains(rect):
                    continue
                if not any(rect.intersects(o) for o in obstacles + placed):
                    best = rect
                    break
            plate.setPos(best.topLeft())
            placed.append(best)

    # -- pacing ------------------------------------------------------------------

    def play(self, event: Event, view: SeatView) -> int:
        """Show one event and count it as running for its time, returned (ms; the
        trick's pause included). ``caught_up`` follows once nothing runs."""
        ms = self.animate(event, view)
        self._pacing.hold(ms)
        return ms

    def settle(self, view: SeatView) -> int:
        """The end of a batch: every card to where ``view`` says, counted as running
        a little longer than it takes (ms, returned)."""
        self.sync(view, self._ms(200))
        ms = self._ms(220)
        self._pacing.hold(ms)
        return ms

    def busy(self) -> bool:
        """Whether something played or settled is still running its time."""
        return self._pacing.running > 0

    def seen_dabb_ms(self) -> int:
        """How long a look at the dabb asked for by a click lasts (ms)."""
        return max(1500, self._ms(2500))

    # -- events ------------------------------------------------------------------

    def animate(self, event: Event, view: SeatView) -> int:
        """Show one event; returns how long its animation runs (ms)."""
        lay = self.layout
        if isinstance(event, DealStarted):
            return self.deal_animation(view)
        if isinstance(event, CardPlayed):
            return self._card_played(event, view)
        if isinstance(event, TrickWon):
            return self._trick_won(event)
        if isinstance(event, DabbShown):
            for item, card in zip(self.dabb.items, event.cards, strict=False):
                item.card = card
                item.set_width(lay.card_w)
                item.animate_to(item.pos(), item.zValue(), 0, True, self._ms(300))
            return self._ms(1200)
        if isinstance(event, DabbTaken):
            taken = self.dabb.take()
            if event.seat != self.viewer:
                self.show_seen_dabb([i.card for i in taken if i.card is not None and i.face_up])
                self._forget(taken)
            # The hand takes them at its own width (the viewer's large); the rest of
            # the table and the plates make room in the same time.
            self.move(taken, self.hands[event.seat], self._ms(400))
            self.relayout(self._ms(400))
            return self._ms(450)
        if isinstance(event, Discarded):
            self.show_seen_dabb([])  # laid away: the dabb is in the hand now
            hand = self.hands[event.seat]
            if event.seat == self.viewer:
                discards = view.auction.discards
                gone = [i for i in hand if i.card is not None and discards >> i.card & 1]
            else:
                gone = hand.items[-event.count:]
            self._forget(gone)
            self.move(gone, self.discards, self._ms(400))
            self.relayout(self._ms(400))
            return self._ms(450)
        if isinstance(event, MeldsShown):
            self.meld_text[event.seat] = partial(self._shown_melds, event.melds,
                                                 view.profile.deck.french)
            cards: list[int] = []
            for m in event.melds:
                for c in cards_of(m.cards):
                    if c not in cards:
                        cards.append(c)
            shown: list[CardItem] = []
            for card in sort_hand(cards, view.trump):
                item = self._new_item(card, lay.small_w)
                ax, ay = lay.seat_anchor(event.seat)
                item.setPos(QPointF(ax, ay))  # out of the seat's hand
                item.set_face_up(True)
                shown.append(item)
            self.move(shown, self.melds[event.seat], self._ms(350))
            self.relayout(self._ms(350))
            return self._ms(700)
        if isinstance(event, Scored):  # talon games: a declaration or a seven
            self.meld_text[event.seat] = partial(self._declaration_text, event.decl,
                                                 event.points, view.profile.deck.french)
            self.relayout(self._ms(200))
            return self._ms(600)
        return 0

    def _declaration_text(self, decl: DeclKind, points: int, bezique: bool) -> str:
        """A talon game's declaration under the seat's name ("Bézique 40")."""
        names = french_names(self.deck_style, bezique)
        return f"{meld_name(decl, names, bezique=bezique)} {number(points)}"

    def _shown_melds(self, melds: tuple[Meld, ...], bezique: bool) -> str:
        """A seat's shown melds, named as the deck shown names its cards ("Vier Damen")."""
        return meld_line(melds, french_names(self.deck_style, bezique), bezique)

    def show_seen_dabb(self, cards: Sequence[int], ms: int = 0) -> None:
        """Lay ``cards`` (the dabb as shown) face up at the dabb's place; [] clears it.

        With ``ms`` they go again after that long (a look asked for by a click).
        """
        for item in self.seen_dabb.take():
            self.removeItem(item)
        for card in cards:
            item = self._new_item(card, self.layout.small_w)
            item.set_face_up(True)
            self.seen_dabb.add(item)
        if self._view is not None:
            self.seen_dabb.lay_out(self.layout, self._view, 0)
            self.update_plates(self._view)
        if cards and ms:
            shown = list(self.seen_dabb)

            def hide() -> None:
                if list(self.seen_dabb) == shown:
                    self.show_seen_dabb([])
            QTimer.singleShot(ms, self, hide)

    def note_call(self, seat: int, text: str | Callable[[], str]) -> None:
        """A speech label at a seat (auction calls); a function re-translates."""
        self.calls[seat] = text if callable(text) else (lambda: text)

    def retranslate(self) -> None:
        """Redraw the plates' texts in the current language, and the French faces,
        whose court letters follow it."""
        if self._view is not None:
            self.update_plates(self._view)
        for item in self.all_items():
            item.update()

    def clear_calls(self) -> None:
        """The auction is over."""
        self.calls = {}

    def _card_played(self, event: CardPlayed, view: SeatView) -> int:
        hand = self.hands[event.seat]
        on_table = self.table_cards[event.seat]
        item = hand.find(event.card)
        if item is None:
            item = on_table.find(event.card)  # a talon game's card lying open
        if item is None and len(hand):
            item = hand[-1]  # an unknown card of that hand: it learns its face now
        if item is None:
            item = self._new_item(None, self.layout.small_w)
        item.card = event.card
        item.owner = event.seat
        item.set_flags()
        # To its seat's place in the trick, face up; the hand closes up behind it.
        self.move([item], self.trick, self._ms(250))
        self.relayout(self._ms(250))
        return self._ms(300)

    def _trick_won(self, event: TrickWon) -> int:
        pause = self._ms(self.trick_pause_ms)
        # The trick before goes onto its winner's won cards, face down.
        if self.last_winner >= 0:
            before = self.won[self.last_winner]
            bx, by = self.layout.pile_position(self.last_winner)
            for item in self.last_trick.take():
                before.add(item)
                item.set_width(self.layout.small_w)
                item.animate_to(QPointF(bx + len(before) * 0.6, by - len(before) * 0.6),
                                20 + len(before), 0.0, False, self._ms(300))
        self.last_winner = event.seat
        # The trick stays in the middle for the pause; then it becomes the last trick
        # (its label comes with the cards, not over empty felt before them).
        items = list(self.trick)
        for pile in self.melds.values():
            for item in pile.take():
                self.removeItem(item)
        # Talon games keep shown melds on the table from trick to trick.
        if self._view is None or not isinstance(self._view.detail, TalonDetail):
            self.meld_text = {}

        def gather() -> None:
            # Only the cards still lying in this trick (a new deal may have begun).
            self.move([i for i in items if i in self.trick.items and shiboken6.isValid(i)],
                      self.last_trick, self._ms(350))
            self._label_last_trick()

        if pause:
            QTimer.singleShot(pause, self, gather)
        else:
            gather()
        return pause + self._ms(380)

    # -- the viewer's decisions -------------------------------------------------

    def offer(self, view: SeatView) -> None:
        """A question (``view``, the viewer's) is open: the keyboard's mark goes on the
        first card it lets the viewer take (legal cards, or the hand to lay away)."""
        self._keys.offer(view)

    def withdraw(self) -> None:
        """No question open: no keyboard mark, and keys take no card."""
        self._keys.withdraw()

    def card_choices(self) -> list[CardItem]:
        """The cards the keyboard moves among now, left to right."""
        return self._keys.choices()

    def focused_card(self) -> CardItem | None:
        """The card the keyboard's mark is on."""
        return self._keys.focused()

    def focus(self, item: CardItem | None) -> None:
        """Put the keyboard's mark on ``item`` (a hint's card; None: nowhere)."""
        self._keys.focus(item)

    def _viewer_cards(self) -> list[CardItem]:
        return [*self.hands[self.viewer], *self.table_cards[self.viewer]]

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        """Arrows, Enter and Space (the view passes them on while it has the focus)."""
        if event.key() in KEYS and not event.modifiers() & ~(
                Qt.KeyboardModifier.KeypadModifier):
            self._keys.key(event.key())
            event.accept()  # also with no cards to choose: the arrows scroll nothing
            return
        super().keyPressEvent(event)

    def mark_hand(self, legal_cards: int = 0, marked: int = 0, selected: int = 0,
                  dim_others: bool = False, hinted: int = 0) -> None:
        """Highlight the viewer's cards for the decision at hand (``hinted``: a hint's)."""
        for item in [*self.hands[self.viewer], *self.table_cards[self.viewer]]:
            c = item.card
            if c is None:
                continue
            item.set_flags(legal=bool(legal_cards >> c & 1), marked=bool(marked >> c & 1),
                           selected=bool(selected >> c & 1),
                           dimmed=dim_others and not legal_cards >> c & 1,
                           hinted=bool(hinted >> c & 1))


def target_rect(item: CardItem) -> QRectF:
    """The rectangle ``item`` covers where the table wants it (rotation about its centre)."""
    if item.target is None:
        pos, rot = item.pos(), item.rotation()
    else:
        pos, rot = item.target[0], item.target[2]
    w, h = float(item.width), float(item.height)
    lift = item.height * 0.18 if item.selected_for_action else 0.0
    if abs(rot) % 180 == 90:
        cx, cy = pos.x() + w / 2, pos.y() + h / 2
        return QRectF(cx - h / 2, cy - w / 2, h, w)
    return QRectF(pos.x(), pos.y() - lift, w, h + lift)


@lru_cache(maxsize=8)
def _spiral(step: float, rings: int) -> tuple[tuple[float, float], ...]:
    """Offsets around (0, 0), nearest first: where a plate may move to make room."""
    offsets = [(i * step, j * step) for i in range(-rings, rings + 1)
               for j in range(-rings, rings + 1)]
    return tuple(sorted(offsets, key=lambda o: (o[0] ** 2 + o[1] ** 2, abs(o[0]))))


def _mover(item: CardItem, pos: QPointF, z: float, rot: float, up: bool,
           ms: int) -> Callable[[], None]:
    def move() -> None:
        if shiboken6.isValid(item):
            item.animate_to(pos, z, rot, up, ms)
    return move

