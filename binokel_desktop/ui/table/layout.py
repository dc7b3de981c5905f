"""Geometry of the table: where seats, hands, the trick and the dabb go.

Plain numbers only, so the layout can be checked without a window. The
viewer sits at the bottom; the others follow in playing order, which is
anticlockwise: to the viewer's right, across, to the left.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..card_pixmaps import CARD_RATIO


class Side(Enum):
    """Where a seat sits on the screen."""

    BOTTOM = "bottom"
    RIGHT = "right"
    TOP = "top"
    LEFT = "left"
    TOP_RIGHT = "top_right"
    TOP_LEFT = "top_left"


SIDES = {
    2: (Side.BOTTOM, Side.TOP),
    3: (Side.BOTTOM, Side.TOP_RIGHT, Side.TOP_LEFT),
    4: (Side.BOTTOM, Side.RIGHT, Side.TOP, Side.LEFT),
}


@dataclass(frozen=True)
class Layout:
    """The table's geometry for one window size."""

    width: float
    height: float
    seats: int
    viewer: int
    foot: float = 0.0  # kept clear at the lower edge: the window's status line lies there

    @property
    def card_w(self) -> int:
        """Card width of the viewer's hand: as tall as the height allows, as wide as a
        hand of 15 and the piles beside it allow. Four seats leave less: the band right
        of the trick's cross holds the viewer's melds and plate short of the right-hand
        seat (at 1366x768 a 100 px card narrowed the plate onto that seat's hand)."""
        across = 13.5 if self.seats < 4 else 14.0
        return int(max(42, min(self.width / across, self.height / 6.4, 120)))

    @property
    def card_h(self) -> float:
        return self.card_w * CARD_RATIO

    @property
    def small_w(self) -> int:
        """Card width of the other seats' hands, melds and piles."""
        return int(max(30, self.card_w * 0.62))

    def side(self, seat: int) -> Side:
        """The screen side of a seat."""
        return SIDES[self.seats][(seat - self.viewer) % self.seats]

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Centre of a seat's hand area."""
        w, h, m = self.width, self.height, self.card_w * 0.25
        small_h = self.small_w * CARD_RATIO
        return {
            Side.BOTTOM: (w / 2, h - self.bottom_margin - self.card_h / 2),
            Side.TOP: (w / 2, m + small_h / 2),
            Side.RIGHT: (w - m - small_h / 2, h * 0.42),
            Side.LEFT: (m + small_h / 2, h * 0.42),
            Side.TOP_RIGHT: (w * 0.75, m + small_h / 2),
            Side.TOP_LEFT: (w * 0.25, m + small_h / 2),
        }[self.side(seat)]

    def hand_positions(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """Top-left corner and rotation of each card of a hand, left to right."""
        if count <= 0:
            return []
        side = self.side(seat)
        cx, cy = self.seat_anchor(seat)
        if side is Side.BOTTOM:
            cw = self.card_w
            # Room is left at the right for the won cards and the laid-away ones.
            room = self.width - 4.7 * cw
            step = min(cw * 0.6, room / max(1, count - 1))
            x0 = cx - (step * (count - 1) + cw) / 2
            return [(x0 + i * step, cy - self.card_h / 2, 0.0) for i in range(count)]
        sw = self.small_w
        sh = sw * CARD_RATIO
        if side in (Side.LEFT, Side.RIGHT):
            room = self.height * 0.5
            step = min(sw * 0.28, room / max(1, count - 1))
            y0 = cy - (step * (count - 1) + sw) / 2
            return [(cx - sh / 2 + (sh - sw) / 2, y0 + i * step, 90.0) for i in range(count)]
        room = self.width * (0.36 if self.seats == 3 else 0.5)
        step = min(sw * 0.3, room / max(1, count - 1))
        x0 = cx - (step * (count - 1) + sw) / 2
        return [(x0 + i * step, cy - sh / 2, 0.0) for i in range(count)]

    def centre(self) -> tuple[float, float]:
        """The middle of the table (above the viewer's hand)."""
        return self.width / 2, self.height * 0.46

    @property
    def trick_w(self) -> int:
        """Card width in the trick: smaller with four seats, so four cards lie apart."""
        return self.card_w if self.seats < 4 else int(self.card_w * 0.85)

    @property
    def lift(self) -> float:
        """How far a card picked to lay away rises above the viewer's hand."""
        return self.card_h * 0.18

    def trick_position(self, seat: int) -> tuple[float, float]:
        """Top-left corner of the card ``seat`` plays to the trick.

        With two or four seats the cards lie in a cross with a gap between
        them; with three they fan out, overlapping, as on a real table.
        """
        cx, cy = self.centre()
        cw = self.trick_w
        ch = cw * CARD_RATIO
        dx, dy = {
            Side.BOTTOM: (0, 0.56), Side.TOP: (0, -0.56), Side.RIGHT: (1.12, 0),
            Side.LEFT: (-1.12, 0), Side.TOP_RIGHT: (0.63, -0.22), Side.TOP_LEFT: (-0.63, -0.22),
        }[self.side(seat)]
        if self.seats == 3 and self.side(seat) is Side.BOTTOM:
            dy = 0.36
        return cx - cw / 2 + dx * cw, cy - ch / 2 + dy * ch

    def last_trick_positions(self, count: int) -> list[tuple[float, float]]:
        """Top-left corners of the last trick's cards, small and fanned, in the bottom-left
        corner: beside the viewer's hand, where no card flies to the trick."""
        sw = self.small_w
        sh = sw * CARD_RATIO
        x0 = self.margin
        y = self.height - self.bottom_margin - sh
        return [(x0 + i * sw * 0.4, y) for i in range(count)]

    @property
    def bottom_margin(self) -> float:
        """Distance of the viewer's hand from the lower edge: a quarter card, and at
        least the status line's one line (at 1024x600 the line hid the hand's foot)."""
        return max(self.card_w * 0.25, self.foot + 2)

    @property
    def margin(self) -> float:
        """Distance kept from the table's edges."""
        return max(4.0, self.card_w * 0.12)

    @property
    def gap(self) -> float:
        """Space kept between one seat's things and another's (and the trick)."""
        return max(4.0, self.card_w * 0.08)

    def dabb_positions(self, count: int) -> list[tuple[float, float]]:
        """Top-left corners of the dabb (or talon) cards, left of the trick."""
        cx, cy = self.centre()
        sw = self.small_w
        x0 = cx - self.card_w * 2.6 - count * sw * 0.55
        return [(x0 + i * sw * 0.55, cy - sw * CARD_RATIO / 2) for i in range(count)]

    def _hand_span(self, seat: int) -> tuple[float, float]:
        """Left and right edge of a top seat's hand (as wide as the largest hand)."""
        # Two-hand games deal up to 20 cards; three and four seats hold 15 at most.
        cards = self.hand_positions(seat, 20 if self.seats == 2 else 15)
        return cards[0][0], cards[-1][0] + self.small_w

    def _side_span(self, seat: int) -> tuple[float, float]:
        """Top and bottom edge of a side seat's hand (as long as the largest hand)."""
        cards = self.hand_positions(seat, 15)
        sw = self.small_w
        return cards[0][1], cards[-1][1] + sw

    def meld_row_width(self, count: int) -> float:
        """Width of a row of ``count`` meld cards."""
        return self.small_w * 0.42 * max(0, count - 1) + self.small_w if count else 0.0

    def _band_bottom(self) -> float:
        """Lower edge of the band above the viewer's hand (clear of a lifted card)."""
        cy = self.seat_anchor(self.viewer)[1]
        return cy - self.card_h / 2 - self.lift - self.gap

    def _bottom_band_left(self) -> float:
        """Left edge of the viewer's melds and plate: right of the trick."""
        cx = self.centre()[0]
        right = {2: 0.5, 3: 1.13, 4: 1.12 * 0.85 + 0.5 * 0.85}[self.seats] * self.card_w
        return cx + right + self.gap * 2

    def pile_position(self, seat: int) -> tuple[float, float]:
        """Top-left corner of a seat's pile of won tricks."""
        cx, cy = self.seat_anchor(seat)
        side = self.side(seat)
        sw = self.small_w
        sh = sw * CARD_RATIO
        if side is Side.BOTTOM:
            return self.width - sw * 1.6, cy - sw * CARD_RATIO / 2
        if side is Side.TOP_LEFT:
            return max(4.0, self._hand_span(seat)[0] - sw * 1.5), cy - sh / 2
        if side in (Side.TOP, Side.TOP_RIGHT):
            return min(self.width - sw - 4, self._hand_span(seat)[1] + sw * 0.5), cy - sh / 2
        # Side seats: above the hand's upper end, in the corner.
        x = self.margin if side is Side.LEFT else self.width - self.margin - sw
        return x, max(2.0, self._side_span(seat)[0] - self.gap - sh)

    def discard_position(self, seat: int) -> tuple[float, float]:
        """Top-left corner of the declarer's laid-away cards (beside his pile)."""
        x, y = self.pile_position(seat)
        side = self.side(seat)
        if side is Side.BOTTOM:
            return x - self.small_w * 1.3, y
        # Side seats: half over the pile, towards the middle (below it lies the hand).
        if side is Side.LEFT:
            return x + self.small_w * 0.5, y
        if side is Side.RIGHT:
            return x - self.small_w * 0.5, y
        return x, y + self.small_w * CARD_RATIO * 0.35

    def meld_origin(self, seat: int, count: int) -> tuple[float, float]:
        """Top-left corner of a seat's row of meld cards, next to the seat's plate.

        Every seat's melds and plate form one box by its hand: the viewer's lie
        right of the trick above the hand; a top seat's beside its hand; a side
        seat's towards the middle, above the viewer's box.
        """
        cx, cy = self.seat_anchor(seat)
        sh = self.small_w * CARD_RATIO
        side = self.side(seat)
        mw = self.meld_row_width(count)
        g = self.gap
        if side is Side.BOTTOM:
            return self._bottom_band_left(), self._band_bottom() - sh
        if side is Side.TOP:
            return self._hand_span(seat)[0] - g * 2 - mw, cy - sh / 2
        if side in (Side.TOP_LEFT, Side.TOP_RIGHT):
            return cx - mw / 2, cy + sh / 2 + g
        y = self._band_bottom() - sh - g - sh
        if side is Side.LEFT:
            return cx + sh / 2 + g * 2, y
        return cx - sh / 2 - g * 2 - mw, y

    def meld_positions(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Top-left corners of a seat's shown meld cards (a row next to its plate)."""
        x, y = self.meld_origin(seat, count)
        step = self.small_w * 0.42
        return [(x + i * step, y) for i in range(count)]

    def plate_max_width(self, seat: int | None = None, melds: int = 0) -> float:
        """The widest a name plate may grow; longer meld lists wrap."""
        widest = self.width * (0.3 if self.seats < 4 else 0.24)
        if seat is None:
            return widest
        side = self.side(seat)
        g, m = self.gap, self.margin
        if side is Side.BOTTOM:
            x0, _ = self.meld_origin(seat, melds)
            left = x0 + self.meld_row_width(melds) + (g if melds else 0)
            right = self.width - m
            if self.seats == 4:
                # Left of the right-hand seat's hand.
                right_hand = self.seat_anchor((self.viewer + 1) % 4)[0]
                right = right_hand - self.small_w * CARD_RATIO / 2 - g
            return max(self.card_w * 1.6, min(widest, right - left))
        if side is Side.TOP:
            x0, _ = self.meld_origin(seat, melds)
            right = x0 - g if melds else self._hand_span(seat)[0] - g * 2
            left = m
            if self.seats == 4:
                # Right of the left-hand seat's won and laid-away cards.
                left = self.discard_position((seat + 1) % 4)[0] + self.small_w + g
            return max(self.card_w * 1.6, min(widest, right - left))
        return widest

    def plate_height(self) -> float:
        """Height of a name plate with two lines."""
        return max(11, self.card_w * 0.16) * 2.6

    def plate_position(self, seat: int, w: float, h: float, melds: int) -> tuple[float, float]:
        """Top-left corner of a seat's name plate of size (w, h), touching its melds' row."""
        cx, cy = self.seat_anchor(seat)
        sh = self.small_w * CARD_RATIO
        side = self.side(seat)
        g = self.gap
        x0, y0 = self.meld_origin(seat, melds)
        mw = self.meld_row_width(melds)
        if side is Side.BOTTOM:
            # Right of the melds, on the band above the hand.
            return (x0 + mw + g if melds else x0), self._band_bottom() - h
        if side is Side.TOP:
            # Left of the melds (or of the hand), at the hand's height.
            right = x0 - g if melds else self._hand_span(seat)[0] - g * 2
            return right - w, cy - sh / 2
        if side in (Side.TOP_LEFT, Side.TOP_RIGHT):
            top = y0 + sh + g if melds else cy + sh / 2 + g
            return cx - w / 2, top
        # Side seats: above the melds (or where they would be), towards the middle.
        top = y0 - g - h if melds else y0 + sh - h
        return (x0 if side is Side.LEFT else x0 + mw - w), top
