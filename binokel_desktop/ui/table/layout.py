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

    @property
    def card_w(self) -> int:
        """Card width of the viewer's hand."""
        return int(max(42, min(self.width / 13.5, self.height / 6.4, 120)))

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
            Side.BOTTOM: (w / 2, h - m - self.card_h / 2),
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
        """Top-left corners of the last trick's cards, small and fanned, right of the trick."""
        cx, cy = self.centre()
        sw = self.small_w
        x0 = cx + self.card_w * 2.0
        return [(x0 + i * sw * 0.4, cy - sw * CARD_RATIO / 2) for i in range(count)]

    def dabb_positions(self, count: int) -> list[tuple[float, float]]:
        """Top-left corners of the dabb (or talon) cards, left of the trick."""
        cx, cy = self.centre()
        sw = self.small_w
        x0 = cx - self.card_w * 2.6 - count * sw * 0.55
        return [(x0 + i * sw * 0.55, cy - sw * CARD_RATIO / 2) for i in range(count)]

    def _hand_span(self, seat: int) -> tuple[float, float]:
        """Left and right edge of a top seat's hand (as wide as the largest hand)."""
        # Two-hand games deal up to 20 cards; three and four seats hold 15 at most.
        cards = self.hand_positions(seat, 20 if self.side(seat) is Side.TOP else 15)
        return cards[0][0], cards[-1][0] + self.small_w

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
        return cx - sw / 2, cy + self.height * 0.26

    def discard_position(self, seat: int) -> tuple[float, float]:
        """Top-left corner of the declarer's laid-away cards (below his pile)."""
        x, y = self.pile_position(seat)
        if self.side(seat) is Side.BOTTOM:
            return x - self.small_w * 1.3, y
        return x, y + self.small_w * CARD_RATIO * 1.1

    def meld_positions(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Top-left corners of a seat's shown meld cards, in front of the seat."""
        cx, cy = self.seat_anchor(seat)
        sw = self.small_w
        sh = sw * CARD_RATIO
        side = self.side(seat)
        step = sw * 0.42
        total = step * max(0, count - 1) + sw
        if side is Side.BOTTOM:
            # Above the hand, clear of a card lifted to be laid away.
            y = cy - self.card_h / 2 - self.lift - sh - 6
            cx = self.width * 0.2
        elif side is Side.TOP:
            # Beside the hand: below it is where the trick lies.
            left = self._hand_span(seat)[0]
            return [(left - sw * 0.4 - total + i * step, cy - sh / 2) for i in range(count)]
        elif side in (Side.LEFT, Side.RIGHT):
            # Beside the hand, towards the middle, below the trick's height.
            edge = cx + sh / 2 + sw * 0.3 if side is Side.LEFT else cx - sh / 2 - sw * 0.3
            y = cy + sh * 0.6
            return [((edge if side is Side.LEFT else edge - total) + i * step, y)
                    for i in range(count)]
        else:
            y = cy + sh / 2 + self.plate_height() + 10
        return [(cx - total / 2 + i * step, y) for i in range(count)]

    def plate_max_width(self) -> float:
        """The widest a name plate may grow; longer meld lists wrap."""
        return self.width * (0.3 if self.seats < 4 else 0.24)

    def plate_height(self) -> float:
        """Height of a name plate with two lines."""
        return max(11, self.card_w * 0.16) * 2.6

    def label_position(self, seat: int) -> tuple[float, float]:
        """Where a seat's name plate goes: the centre of its top edge."""
        cx, cy = self.seat_anchor(seat)
        side = self.side(seat)
        if side is Side.BOTTOM:
            # Right of the meld cards, above the hand and a lifted card.
            return (self.width * 0.78,
                    cy - self.card_h / 2 - self.lift - self.plate_height() - 6)
        if side in (Side.LEFT, Side.RIGHT):
            return cx, cy - self.height * 0.25 - self.plate_height() * 0.5
        return cx, cy + self.small_w * CARD_RATIO * 0.5 + 6
