"""Double-dummy solver: the exact value of a card-play position with every card open.

Alpha-beta over card plays with a transposition table at trick starts (keyed
on the hands with identical copies merged), move ordering, identical cards
merged into one move, bounds from the points still out, threshold
(zero-window) queries, and node and time caps. The value is what the
*maximising side* gains from here on: card points (plus the last-trick bonus)
in suit contracts, tricks in Durch and Bettel. Works for any number of hands
and sides (three-hand declarer against the coalition, Cross Binokel teams,
two hands).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.profile import TrickRules
from ..engine.tricks import legal_plays, trick_winner
from .common import CARD_POINTS, SUIT_MASK

EVEN = int("01" * 32, 2)  # copy-0 bits
"""Bit mask of the first copy of every face."""


class SearchAborted(Exception):  # noqa: N818 - a control-flow signal, not an error
    """The node or time cap was reached."""


def merge_copies(hand: int) -> int:
    """A hand with identical copies made canonical: presence on copy 0, a pair on copy 1."""
    lo = hand & EVEN
    hi = (hand >> 1) & EVEN
    return (lo | hi) | ((lo & hi) << 1)


def distinct_moves(legal: int) -> int:
    """Drop the second copy when both copies of a face are playable: they are one move."""
    both = legal & (legal >> 1) & EVEN
    return legal & ~(both << 1)


@dataclass(frozen=True, slots=True)
class Game:
    """The fixed facts of a card-play position."""

    trump: int | None
    rules: TrickRules
    order: tuple[int, ...]  # next seat to play after seat i (index by seat)
    maxi: tuple[bool, ...]  # per seat: does it belong to the maximising side
    points: tuple[int, ...]  # per card id: what a card is worth to the side taking it
    trick_value: int  # added per trick taken (1 in Durch/Bettel, 0 in suit games)
    last_bonus: int  # added for the last trick
    players: int  # cards per trick
    exemption: bool = False  # Cross Binokel option: no heading or trumping over a partner

    def legal(self, hand: int, trick: Sequence[int], seats: Sequence[int], seat: int) -> int:
        """The playable cards of ``hand`` (partners are the seats of the same side)."""
        if self.exemption and trick:
            w = seats[trick_winner(trick, self.trump)]
            if self.maxi[w] == self.maxi[seat]:
                return legal_plays(hand, trick, self.trump, self.rules, exempt=True)
        return legal_plays(hand, trick, self.trump, self.rules)


class Solver:
    """Alpha-beta with the options switched on or off (off: the plain baseline)."""

    def __init__(
        self,
        game: Game,
        *,
        table: bool = True,
        ordering: bool = True,
        merge: bool = True,
        node_cap: int = 0,
        deadline: float = 0.0,
    ) -> None:
        self.g = game
        self.use_table = table
        self.ordering = ordering
        self.merge = merge
        self.node_cap = node_cap
        self.deadline = deadline
        self.nodes = 0
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.best_face: dict[tuple[int, ...], int] = {}  # best lead seen, tried first
        groups: dict[int, int] = {}
        for c, v in enumerate(game.points):
            if v:
                groups[v] = groups.get(v, 0) | (1 << c)
        self._groups = tuple(groups.items())

    # -- public -------------------------------------------------------------

    def value(
        self, hands: Sequence[int], trick: Sequence[int], seats: Sequence[int], to_act: int
    ) -> int:
        """The exact value for the maximising side from this position on."""
        hi = self.bound(hands, trick)
        return self._search(tuple(hands), tuple(trick), tuple(seats), to_act, -1, hi + 1)

    def value_mtdf(
        self,
        hands: Sequence[int],
        trick: Sequence[int],
        seats: Sequence[int],
        to_act: int,
        guess: int = 0,
    ) -> int:
        """The exact value by a series of zero-window searches (MTD(f)) sharing the table."""
        lo, hi = 0, self.bound(hands, trick)
        g = min(max(guess, lo), hi)
        h, t, st = tuple(hands), tuple(trick), tuple(seats)
        while lo < hi:
            beta = g + 1 if g == lo else g
            v = self._search(h, t, st, to_act, beta - 1, beta)
            if v < beta:
                hi = v
            else:
                lo = v
            g = v
        return lo

    def at_least(
        self,
        hands: Sequence[int],
        trick: Sequence[int],
        seats: Sequence[int],
        to_act: int,
        threshold: int,
    ) -> bool:
        """Threshold query: can the maximising side gain at least ``threshold``?"""
        v = self._search(tuple(hands), tuple(trick), tuple(seats), to_act, threshold - 1, threshold)
        return v >= threshold

    def move_values(
        self, hands: Sequence[int], trick: Sequence[int], seats: Sequence[int], to_act: int
    ) -> dict[int, int]:
        """Exact value of each distinct legal card of the seat to act."""
        g = self.g
        legal = g.legal(hands[to_act], trick, seats, to_act)
        if self.merge:
            legal = distinct_moves(legal)
        out: dict[int, int] = {}
        hi = self.bound(hands, trick)
        m = legal
        while m:
            low = m & -m
            card = low.bit_length() - 1
            m ^= low
            out[card] = self._child(
                tuple(hands), tuple(trick), tuple(seats), to_act, card, -1, hi + 1
            )
        return out

    def bound(self, hands: Sequence[int], trick: Sequence[int]) -> int:
        """An upper bound of the value: everything still out."""
        g = self.g
        cards = 0
        for h in hands:
            cards |= h
        for c in trick:
            cards |= 1 << c
        total = 0
        for v, m in self._groups:
            total += v * (cards & m).bit_count()
        n = (cards.bit_count() + g.players - 1) // g.players
        return total + g.trick_value * n + g.last_bonus

    # -- search -------------------------------------------------------------

    def _child(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        seats: tuple[int, ...],
        seat: int,
        card: int,
        alpha: int,
        beta: int,
    ) -> int:
        g = self.g
        hands = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
        trick = trick + (card,)
        seats = seats + (seat,)
        if len(trick) < g.players:
            return self._search(hands, trick, seats, g.order[seat], alpha, beta)
        w = seats[trick_winner(trick, g.trump)]
        gain = 0
        last = not any(hands)
        if g.maxi[w]:
            pts = g.points
            for c in trick:
                gain += pts[c]
            gain += g.trick_value
            if last:
                gain += g.last_bonus
        if last:
            return gain
        return gain + self._search(hands, (), (), w, alpha - gain, beta - gain)

    def _search(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        seats: tuple[int, ...],
        seat: int,
        alpha: int,
        beta: int,
    ) -> int:
        self.nodes += 1
        if self.node_cap and self.nodes > self.node_cap:
            raise SearchAborted
        if self.deadline and not self.nodes & 1023 and time.perf_counter() > self.deadline:
            raise SearchAborted
        g = self.g
        key: tuple[int, ...] | None = None
        if not trick:
            if self.use_table:
                if self.merge:
                    key = (seat,) + tuple(merge_copies(h) for h in hands)
                else:
                    key = (seat,) + hands
                hit = self.tt.get(key)
                if hit is not None:
                    lo, hi = hit
                    if lo >= beta:
                        return lo
                    if hi <= alpha:
                        return hi
                    if lo == hi:
                        return lo
                    if lo > alpha:
                        alpha = lo
                    if hi < beta:
                        beta = hi
            top = self.bound(hands, trick)
            if top <= alpha:
                return top
        a0, b0 = alpha, beta
        legal = g.legal(hands[seat], trick, seats, seat)
        if self.merge:
            legal = distinct_moves(legal)
        moves = self._order(hands, trick, seats, seat, legal) if self.ordering else _bits(legal)
        if key is not None and self.ordering:
            face = self.best_face.get(key)
            if face is not None:
                for i, c in enumerate(moves):
                    if c >> 1 == face:
                        if i:
                            moves.insert(0, moves.pop(i))
                        break
        best_card = -1
        if g.maxi[seat]:
            best = -1
            for card in moves:
                v = self._child(hands, trick, seats, seat, card, alpha, beta)
                if v > best:
                    best = v
                    best_card = card
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = 1 << 30
            for card in moves:
                v = self._child(hands, trick, seats, seat, card, alpha, beta)
                if v < best:
                    best = v
                    best_card = card
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if key is not None:
            lo, hi = self.tt.get(key, (0, 1 << 30))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo, hi)
            if best_card >= 0:
                self.best_face[key] = best_card >> 1
        return best

    def _order(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        seats: tuple[int, ...],
        seat: int,
        legal: int,
    ) -> list[int]:
        g = self.g
        cards = _bits(legal)
        if len(cards) <= 1:
            return cards
        pts = g.points
        if not trick:
            # Lead high cards first: winners cut the tree early.
            cards.sort(key=lambda c: ((c >> 1) & 7, -pts[c]))
            return cards
        w = seats[trick_winner(trick, g.trump)]
        mine = g.maxi[w] == g.maxi[seat]
        n = len(trick)
        if mine:
            # Partner holds the trick: give points (largest first).
            cards.sort(key=lambda c: -pts[c])
            return cards
        wins = [c for c in cards if trick_winner(trick + (c,), g.trump) == n]
        if wins:
            other = [c for c in cards if c not in wins]
            wins.sort(key=lambda c: -((c >> 1) & 7))  # cheapest winner first
            other.sort(key=lambda c: pts[c])
            return wins + other
        cards.sort(key=lambda c: pts[c])
        return cards


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def brute_force(
    game: Game, hands: Sequence[int], trick: Sequence[int], seats: Sequence[int], to_act: int
) -> int:
    """Plain minimax over every card (no pruning, no merging): the reference value."""
    hands_t = tuple(hands)
    legal = game.legal(hands_t[to_act], trick, seats, to_act)
    vals = []
    for card in _bits(legal):
        h = hands_t[:to_act] + (hands_t[to_act] & ~(1 << card),) + hands_t[to_act + 1 :]
        t = tuple(trick) + (card,)
        s = tuple(seats) + (to_act,)
        if len(t) < game.players:
            vals.append(brute_force(game, h, t, s, game.order[to_act]))
            continue
        w = s[trick_winner(t, game.trump)]
        gain = 0
        last = not any(h)
        if game.maxi[w]:
            gain = (
                sum(game.points[c] for c in t) + game.trick_value + (game.last_bonus if last else 0)
            )
        vals.append(gain if last else gain + brute_force(game, h, (), (), w))
    return max(vals) if game.maxi[to_act] else min(vals)


def suit_points() -> tuple[int, ...]:
    """Card points per card id (suit contracts)."""
    return CARD_POINTS


NO_POINTS: tuple[int, ...] = tuple(0 for _ in range(64))


def suit_cards(hand: int, s: int) -> int:
    """The cards of one suit."""
    return hand & SUIT_MASK[s]
