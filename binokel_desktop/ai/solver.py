"""Double-dummy solver: the exact value of a card-play position with every card open.

Alpha-beta over card plays with a transposition table at trick starts (keyed
on the hands with identical copies merged), move ordering, identical cards
merged into one move, bounds from the points still out, threshold
(zero-window) queries, and node and time caps. The value is what the
*maximising side* gains from here on: card points (plus the last-trick bonus)
in suit contracts, tricks in Durch and Bettel (there: the tricks the
defenders take, which the declarer maximises; ``Game.scorer``). Works for any number of hands
and sides (three-hand declarer against the coalition, Cross Binokel teams,
two hands).

With every option on (the default) the search runs on packed ints: the hands,
copies merged, 64 bits a seat in one int, and the trick state as plain ints,
in three closures (trick start, inside a trick, last card of a trick). The
switched-off variants and irregular positions take the plain path below.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from ..engine.cards import cards_of
from ..engine.profile import TrickRules
from ..engine.tricks import legal_plays, trick_winner
from .common import CARD_POINTS, SUIT_MASK

if TYPE_CHECKING:
    from ._solver_core import Core

log = logging.getLogger(__name__)

MAX_ENTRIES = 3 << 22
"""The fast search's table holds at most this many positions, so that a question of
minutes (the review's closer look) does not take gigabytes: 256 MiB in the C core, where
a new position then takes the place of the one in its home slot; the Python search then
keeps what it holds. Up to it both backends visit the same nodes."""


def _load_core() -> ModuleType | None:
    """The compiled fast search, or None (not built, or ``BINOKEL_SOLVER=python``)."""
    if os.environ.get("BINOKEL_SOLVER", "").strip().lower() == "python":
        return None
    try:
        from . import _solver_core
    except ImportError:
        return None
    return _solver_core


_CORE = _load_core()
BACKEND = "C" if _CORE is not None else "Python"
"""The fast search in use: ``"C"`` (the compiled core) or ``"Python"`` (the reference)."""
_logged = False


def backend_note() -> str:
    """One line for ``--version`` and the log: which solver backend runs, and why."""
    if _CORE is not None:
        return "solver: C core"
    if os.environ.get("BINOKEL_SOLVER", "").strip().lower() == "python":
        return "solver: Python (BINOKEL_SOLVER=python)"
    return "solver: Python (the C core is not built)"

EVEN = int("01" * 32, 2)  # copy-0 bits
"""Bit mask of the first copy of every face."""

_M64 = (1 << 64) - 1
_INF = 1 << 30
_ABOVE = tuple((1 << ((c >> 1) << 1)) - 1 for c in range(64))
"""Per card id: every card id of a strictly higher face (to be masked to one suit)."""


class SearchAborted(Exception):  # noqa: N818 - a control-flow signal, not an error
    """The node or time cap was reached."""


def _after(order: Sequence[int], seat: int, j: int) -> int:
    """The seat ``j`` places after ``seat`` in the cycle ``order``."""
    for _ in range(j):
        seat = order[seat]
    return seat


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
    # Per seat: do its takings count? None: the maximising side's. Bettel needs them
    # apart: the declarer maximises the tricks the defenders take.
    scorer: tuple[bool, ...] | None = None

    @property
    def scores(self) -> tuple[bool, ...]:
        """Per seat: whether the tricks it takes count towards the value."""
        return self.maxi if self.scorer is None else self.scorer

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
        cpu_deadline: float = 0.0,
        backend: str | None = None,
        max_entries: int = 0,
    ) -> None:
        global _logged
        if not _logged:
            _logged = True
            log.info("double-dummy %s", backend_note())
        self.g = game
        self.use_table = table
        self.ordering = ordering
        self.merge = merge
        self.node_cap = node_cap
        self.deadline = deadline  # time.perf_counter() to stop at (0: none)
        self.cpu_deadline = cpu_deadline  # time.thread_time() to stop at (0: none)
        self.nodes = 0
        self.max_entries = max_entries or MAX_ENTRIES  # the fast search's table, at most
        self.tt: dict[object, tuple[int, ...]] = {}
        self.best_face: dict[tuple[int, ...], int] = {}  # best lead seen, tried first
        groups: dict[int, int] = {}
        for c, v in enumerate(game.points):
            if v:
                groups[v] = groups.get(v, 0) | (1 << c)
        self._groups = tuple(groups.items())
        pts = game.points
        # The fast search plays on hands with identical copies merged, which needs
        # every option on and both copies of a face worth the same.
        self._fast = table and ordering and merge and all(pts[c] == pts[c ^ 1] for c in range(64))
        self._lead_order: dict[int, tuple[int, ...]] = {}
        self._follow_order: dict[int, tuple[int, ...]] = {}
        if backend is None:
            backend = BACKEND
        if backend not in ("C", "Python"):
            raise ValueError(f"unknown solver backend {backend!r} (C or Python)")
        if backend == "C" and _CORE is None:
            raise ValueError(f"the C solver core is not available ({backend_note()})")
        self.backend = backend
        self._core: Core | None = None  # the C search and its table, made on first use

    # -- public -------------------------------------------------------------

    def value(
        self, hands: Sequence[int], trick: Sequence[int], seats: Sequence[int], to_act: int
    ) -> int:
        """The exact value for the maximising side from this position on."""
        hi = self.bound(hands, trick)
        v = self._fast_value(hands, trick, seats, to_act, -1, -1, hi + 1)
        if v is not None:
            return v
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
            fv = self._fast_value(h, t, st, to_act, -1, beta - 1, beta)
            v = self._search(h, t, st, to_act, beta - 1, beta) if fv is None else fv
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
        v = self._fast_value(hands, trick, seats, to_act, -1, threshold - 1, threshold)
        if v is None:
            v = self._search(
                tuple(hands), tuple(trick), tuple(seats), to_act, threshold - 1, threshold
            )
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
            v = self._fast_value(hands, trick, seats, to_act, card, -1, hi + 1)
            if v is None:
                v = self._child(tuple(hands), tuple(trick), tuple(seats), to_act, card, -1, hi + 1)
            out[card] = v
        return out

    def move_steps(
        self,
        hands: Sequence[int],
        trick: Sequence[int],
        seats: Sequence[int],
        to_act: int,
        steps: Sequence[int],
    ) -> dict[int, int]:
        """Each distinct legal card's value rounded down to ``steps`` (ascending
        thresholds above 0; 0 below the first).

        Where a deal's result changes only at a few values (the contract's goal,
        rounding to tens, a Durch's last trick), this is all a search needs, and a
        few zero-window tests find it with far fewer nodes than the exact values
        (docs/ai.md, "Values to the steps that count"). The tests start at the
        previous card's step: the cards of one position tend to land close together.
        """
        g = self.g
        legal = g.legal(hands[to_act], trick, seats, to_act)
        if self.merge:
            legal = distinct_moves(legal)
        h, t, st = tuple(hands), tuple(trick), tuple(seats)
        out: dict[int, int] = {}
        guess = -1  # the previous card's count of steps reached
        m = legal
        while m:
            low = m & -m
            card = low.bit_length() - 1
            m ^= low
            lo, hi = 0, len(steps)  # the count of steps the value reaches lies in lo..hi
            while lo < hi:
                # The previous card's interval first (two tests), then halving.
                if lo <= guess < hi:
                    i = guess
                elif lo <= guess - 1 < hi:
                    i = guess - 1
                else:
                    i = (lo + hi) // 2
                s = steps[i]
                v = self._fast_value(h, t, st, to_act, card, s - 1, s)
                if v is None:
                    v = self._child(h, t, st, to_act, card, s - 1, s)
                if v >= s:
                    lo = i + 1
                else:
                    hi = i
            out[card] = steps[lo - 1] if lo else 0
            guess = lo
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

    # -- fast search ------------------------------------------------------------
    #
    # The search proper (every option on). Hands are merged (identical copies
    # canonical, see merge_copies) and packed into one int, 64 bits a seat, so a
    # play is a subtraction and the transposition key at a trick start is that
    # int plus the seat to lead. Trick state travels as plain ints: the best
    # card of the led suit, the winning card and seat, the points in the trick.
    # A trick start (`lead`), the plays inside a trick (`follow`) and the last
    # play of a trick (`last`) are separate closures over the fixed facts.

    def _supported(
        self, hands: Sequence[int], trick: Sequence[int], seats: Sequence[int], to_act: int
    ) -> bool:
        """Is the position a regular one (the fast search assumes it), or else the plain path."""
        g = self.g
        n, k = g.players, len(trick)
        if not self._fast or len(hands) != len(g.order) or k >= n or len(seats) != k:
            return False
        walk = []
        s = to_act
        for _ in range(n):
            walk.append(s)
            s = g.order[s]
        if s != to_act or len(set(walk)) != n or sorted(seats) != sorted(walk[n - k :]):
            return False
        to_play = walk[: n - k]
        size = -1
        for i, h in enumerate(hands):
            c = h.bit_count()
            if i not in walk:
                if h:
                    return False
                continue
            if i in to_play:
                c -= 1
            if c < 0 or (size >= 0 and c != size):
                return False
            size = c
        return True

    def _fast_value(
        self,
        hands: Sequence[int],
        trick: Sequence[int],
        seats: Sequence[int],
        to_act: int,
        card: int,
        alpha: int,
        beta: int,
    ) -> int | None:
        """The fast search from a position (after ``card`` if >= 0); None: not supported."""
        if not self._supported(hands, trick, seats, to_act):
            return None
        g = self.g
        if trick:
            i = trick_winner(trick, g.trump)
            wcard, wseat = trick[i], seats[i]
            lead = trick[0] >> 4
            lbest = min(c for c in trick if c >> 4 == lead)
            tpts = sum(g.points[c] for c in trick)
        else:
            wcard = wseat = lbest = tpts = 0
        merged = [merge_copies(h) for h in hands]
        if self.backend == "C":
            return self._run_core(merged, to_act, len(trick), lbest, wcard, wseat, tpts, card,
                                  alpha, beta)
        packed = 0
        for i, h in enumerate(merged):
            packed |= h << (64 * i)
        return self._run(packed, to_act, len(trick), lbest, wcard, wseat, tpts, card, alpha, beta)

    def _run_core(
        self,
        merged: list[int],
        to_act: int,
        k0: int,
        lbest: int,
        wcard: int,
        wseat: int,
        tpts: int,
        card: int,
        alpha: int,
        beta: int,
    ) -> int:
        """``_run`` in the compiled core (same search, same node count, same table)."""
        assert _CORE is not None
        core = self._core
        if core is None:
            g = self.g
            r = g.rules
            core = self._core = _CORE.Core(
                trump=-1 if g.trump is None else g.trump,
                must_head=r.must_head,
                head_ruff=r.must_head_after_ruff,
                must_trump=r.must_trump,
                must_over=r.must_overtrump,
                must_under=r.must_undertrump,
                exemption=g.exemption,
                order=g.order,
                maxi=g.maxi,
                scores=g.scores,
                points=g.points,
                trick_value=g.trick_value,
                last_bonus=g.last_bonus,
                players=g.players,
                bettel=g.scorer is not None,
                max_entries=self.max_entries,
            )
        # The core keeps its own clocks: it gets the time left, at least a trace of it.
        wall = max(self.deadline - time.perf_counter(), 1e-9) if self.deadline else 0.0
        cpu = max(self.cpu_deadline - time.thread_time(), 1e-9) if self.cpu_deadline else 0.0
        v, self.nodes, aborted = core.run(
            merged, to_act, k0, lbest, wcard, wseat, tpts, card, alpha, beta,
            self.nodes, self.node_cap, wall, cpu,
        )
        if aborted:
            raise SearchAborted
        return int(v)

    def _run(  # noqa: C901, PLR0915 - one hot loop, kept flat for speed
        self,
        packed: int,
        to_act: int,
        k0: int,
        lbest0: int,
        wcard0: int,
        wseat0: int,
        tpts0: int,
        card0: int,
        alpha0: int,
        beta0: int,
    ) -> int:
        g = self.g
        has_trump = g.trump is not None
        trump = -1 if g.trump is None else g.trump
        tmask = SUIT_MASK[trump] if has_trump else 0
        rules = g.rules
        must_head = rules.must_head
        head_ruff = rules.must_head_after_ruff
        must_trump = has_trump and rules.must_trump
        must_over = rules.must_overtrump
        must_under = rules.must_undertrump
        exemption = g.exemption
        order = g.order
        maxi = g.maxi
        scores = g.scores
        pts = g.points
        players = g.players
        tv = g.trick_value
        lb = g.last_bonus
        nh = len(order)
        shift = tuple(64 * i for i in range(nh))
        seatkey = tuple(s << (64 * nh) for s in range(nh))
        gbig = tuple((v, sum(m << (64 * i) for i in range(nh))) for v, m in self._groups)
        tb = tuple(tv * ((n + players - 1) // players) + lb for n in range(65))
        suit_mask = SUIT_MASK
        above = _ABOVE
        beats = tuple(
            (suit_mask[w >> 4] & above[w]) | (tmask if w >> 4 != trump else 0) for w in range(64)
        )
        fkey = tuple((w + 1) << 64 for w in range(64))
        tt = self.tt
        tt_get = tt.get
        max_entries = self.max_entries
        lead_order = self._lead_order
        lead_get = lead_order.get
        follow_order = self._follow_order
        follow_get = follow_order.get
        node_cap = self.node_cap
        deadline = self.deadline
        cpu_deadline = self.cpu_deadline
        clocked = bool(deadline or cpu_deadline)
        perf_counter = time.perf_counter
        thread_time = time.thread_time
        nodes = self.nodes

        def next_check(n: int) -> int:
            c = _INF * _INF
            if node_cap:
                c = node_cap
            if clocked:
                c = min(c, n | 1023)
            return c

        check_at = next_check(nodes)

        def tick() -> None:
            nonlocal check_at
            if node_cap and nodes > node_cap:
                raise SearchAborted
            if clocked and not nodes & 1023:
                if deadline and perf_counter() > deadline:
                    raise SearchAborted
                if cpu_deadline and thread_time() > cpu_deadline:
                    raise SearchAborted
            check_at = next_check(nodes)

        bettel = g.scorer is not None
        bettel_cut = bettel and not has_trump  # without trump a void cannot win
        decl_seats = tuple(i for i in range(nh) if maxi[i])
        other_seats = tuple(i for i in range(nh) if not maxi[i])

        def bettel_lost_out(packed: int) -> bool:
            # With the other side to lead, the declarer's side can take no more
            # tricks when in every suit its highest card is no higher than their
            # lowest: it never has to head, and it never leads again.
            d = o = 0
            for i in decl_seats:
                d |= (packed >> shift[i]) & _M64
            for i in other_seats:
                o |= (packed >> shift[i]) & _M64
            for m in suit_mask:
                ds = d & m
                os_ = o & m
                # Bit index >> 1 orders the faces of a suit (lower: higher face).
                if ds and os_ and ((ds & -ds).bit_length() - 1) >> 1 < (os_.bit_length() - 1) >> 1:
                    return False
            return True

        trump_faces = tuple(range(trump * 8, trump * 8 + 8)) if has_trump else ()
        face_masks = tuple((3 << (2 * f), pts[2 * f]) for f in trump_faces)
        zero_mask = _M64
        for _, m in self._groups:
            zero_mask &= ~m
        groups_up = tuple(sorted(self._groups))

        def min_points(hand: int) -> int:
            # The points of the cheapest card of a (non-empty) hand.
            if hand & zero_mask:
                return 0
            for v, m in groups_up:
                if hand & m:
                    return v
            return 0

        tbig = sum(tmask << s for s in shift)
        sure_cache: dict[int, tuple[int, int]] = {}
        quick_cache: dict[int, tuple[int, int]] = {}

        def sure_points(packed: int) -> tuple[int, int]:
            # The top trumps whose every remaining copy, and every copy of each
            # higher trump, is on one side: that side takes them on every line.
            # (the maximising side's points: a lower bound; the other's: off the top)
            if not has_trump:
                return 0, 0
            key = packed & tbig
            e = sure_cache.get(key)
            if e is None:
                e = sure_cache[key] = _sure(key)
            return e

        def _sure(packed: int) -> tuple[int, int]:
            mh = [(packed >> shift[i]) & tmask for i in decl_seats]
            nh_ = [(packed >> shift[i]) & tmask for i in other_seats]
            m_all = n_all = 0
            for x in mh:
                m_all |= x
            for x in nh_:
                n_all |= x
            lo = hi = 0
            side = -1
            for fm, v in face_masks:
                in_m = m_all & fm != 0
                in_n = n_all & fm != 0
                if not in_m and not in_n:
                    continue
                if in_m and in_n:
                    break
                if side >= 0 and side != in_m:
                    break
                side = in_m
                k = 0
                for x in mh if in_m else nh_:
                    k += (x & fm).bit_count()
                if in_m:
                    lo += k * v
                else:
                    hi += k * v
            return lo, hi

        all_faces = tuple(
            tuple((3 << (2 * f), pts[2 * f]) for f in range(8 * su, 8 * su + 8)) for su in range(4)
        )

        def cash(
            packed: int, seat: int, h: int, suits: Sequence[int], lims: Sequence[int] = ()
        ) -> tuple[int, int]:
            # The leader's top cards in ``suits``, at most ``lims[i]`` of suits[i]:
            # (points of the led cards, tricks).
            o = 0
            for i in range(nh):
                if i != seat:
                    o |= packed >> shift[i]
            o &= _M64
            kv = tricks = 0
            for j, su in enumerate(suits):
                lt = h & suit_mask[su]
                left = lims[j] if lims else 64
                if not lt or not left:
                    continue
                for fm, v in all_faces[su]:
                    k = (lt & fm).bit_count()
                    if not k:
                        if o & fm:
                            break
                        continue
                    k = min(k, left)
                    kv += k * v
                    tricks += k
                    left -= k
                    if o & fm or not left:
                        break
            return kv, tricks

        def quick_points(packed: int, seat: int, h: int) -> int:
            # The leader's top cards, each a trick won when led now. In trump; in
            # a plain suit as many as every other hand holding a trump must follow
            # (it holds that many cards of the suit; a hand without trumps cannot
            # take them, a partner trumping would take the lead away; trumps cashed
            # first leave their plain cards alone). Cashing them brings at least
            # the led card, the cheapest card of each other hand, the trick value,
            # the last trick's bonus when they are all his cards (a bound on the
            # value with best play, not on every line).
            others_t = 0
            ruffers = []
            for i in range(nh):
                if i != seat:
                    x = packed >> shift[i]
                    others_t |= x
                    if x & tmask:
                        ruffers.append(x & _M64)
            if others_t & tmask:  # someone else can trump: plain suits as far as all follow
                plain = [su for su in range(4) if su != trump and h & suit_mask[su]]
                lims = [min((x & suit_mask[su]).bit_count() for x in ruffers) for su in plain]
                if h & tmask:
                    key = (packed & tbig) | seatkey[seat]
                    e = quick_cache.get(key)
                    if e is None:
                        e = quick_cache[key] = cash(packed, seat, h, (trump,))
                else:
                    e = (0, 0)
                if any(lims):
                    kp, tp = cash(packed, seat, h, plain, lims)
                    e = (e[0] + kp, e[1] + tp)
            else:
                e = cash(packed, seat, h, range(4))
            kv, tricks = e
            if not tricks:
                return 0
            others = 0
            for i in range(nh):
                if i != seat:
                    x = (packed >> shift[i]) & _M64
                    if x:
                        others += min_points(x)
            q = kv + tricks * (others + tv)
            if tricks == h.bit_count():
                q += lb
            return q

        top_order: dict[int, tuple[int, ...]] = {}

        def make_top_order(key: int) -> tuple[int, ...]:
            # A suit's top card first (high ones first; the plain suits' before
            # the trumps'), then the other plain cards dearest first, then the
            # other trumps cheapest first.
            tops = key >> 64

            def rank(c: int) -> int:
                t = c >> 4 == trump
                if tops >> c & 1:
                    return ((c >> 1) & 7) + (10 if t else 0)
                return 150 + pts[c] if t else 120 - pts[c]

            base = lead_get(key & _M64) or make_lead(key & _M64)
            out = top_order[key] = tuple(sorted(base, key=rank))
            return out

        top_get = top_order.get

        def make_lead(dm: int) -> tuple[int, ...]:
            # Lead high cards first: winners cut the tree early (Bettel: low ones).
            cards = cards_of(dm)
            cards.sort(key=lambda c: ((c >> 1) & 7, -pts[c]), reverse=bettel)
            out = lead_order[dm] = tuple(cards)
            return out

        def make_follow(key: int) -> tuple[int, ...]:
            cards = cards_of(key & _M64)
            w = (key >> 64) - 1
            if bettel:
                cards = _bettel_follow(cards, beats[w] if w >= 0 else 0)
            elif w < 0:
                # Partner holds the trick: give points (largest first).
                cards.sort(key=lambda c: -pts[c])
            else:
                wm = beats[w]
                wins = [c for c in cards if wm >> c & 1]
                other = [c for c in cards if not wm >> c & 1]
                wins.sort(key=lambda c: -pts[c])  # the dearest winner first
                other.sort(key=lambda c: pts[c])
                cards = wins + other
            out = follow_order[key] = tuple(cards)
            return out

        def legal_of(h: int, seat: int, lbest: int, wcard: int, wseat: int) -> int:
            # legal_plays (engine.tricks) on the trick state.
            lead = lbest >> 4
            same = h & suit_mask[lead]
            exempt = exemption and maxi[wseat] == maxi[seat]
            if same:
                if exempt or not must_head:
                    return same
                if wcard >> 4 == lead:
                    return same & above[wcard] or same
                if head_ruff:
                    return same & above[lbest] or same
                return same
            if not must_trump or exempt:
                return h
            trumps = h & tmask
            if not trumps:
                return h
            if wcard >> 4 == trump and must_over:
                higher = trumps & above[wcard]
                if higher:
                    return higher
                return trumps if must_under else h
            return trumps

        others_of = tuple(tuple(shift[i] for i in range(nh) if i != s) for s in range(nh))
        # follow: whether only the player's own side plays after it in the trick
        own_side_after = tuple(
            tuple(
                all(maxi[_after(order, seat, j)] == maxi[seat] for j in range(1, players - k))
                for seat in range(nh)
            )
            for k in range(players)
        )

        def runs(packed: int, seat: int, h: int, dm: int, wcard: int, dear: int) -> int:
            # Power-equivalent cards (as the core's run_moves): a run is a hand's
            # legal faces of one suit, adjacent in rank among the cards still out,
            # every copy out in this hand, the trick's winning card not among
            # them. They beat and lose to the same cards now and later and differ
            # only in points, so when this play settles who takes the trick the
            # dearest (the trick counts for the player) or the cheapest (against)
            # is best; dear < 0 keeps both ends (only the own side plays after).
            x = (3 << (wcard & ~1)) | (h & ~dm & EVEN)
            for s_ in others_of[seat]:
                x |= (packed >> s_) & _M64
            keep = 0
            hi = lo = prev = -1
            while dm:
                c = (dm & -dm).bit_length() - 1  # from the highest rank down, suit by suit
                dm &= dm - 1
                own = 3 << c
                joins = (
                    prev >= 0
                    and prev >> 4 == c >> 4
                    and not x & (own | ((own - 1) & ~((4 << prev) - 1)))
                )
                if not joins and hi >= 0:
                    keep |= (1 << hi) | (1 << lo) if dear < 0 else 1 << (hi if dear else lo)
                    hi = lo = -1
                if x & own:  # shared with another hand: a run of its own
                    keep |= 1 << c
                    prev = -1
                    continue
                if hi < 0 or pts[c] > pts[hi]:
                    hi = c
                if lo < 0 or pts[c] <= pts[lo]:
                    lo = c
                prev = c
            if hi >= 0:
                keep |= (1 << hi) | (1 << lo) if dear < 0 else 1 << (hi if dear else lo)
            return keep

        def split_runs(packed: int, seat: int, h: int, dm: int, wcard: int, wseat: int) -> int:
            # At the last card of a trick: a play settles who takes it.
            wm = beats[wcard]
            win = dm & wm
            lose = dm & ~wm
            mx = maxi[seat]
            out = runs(packed, seat, h, win, wcard, bool(scores[seat]) == bool(mx)) if win else 0
            if lose:
                out |= runs(packed, seat, h, lose, wcard, bool(scores[wseat]) == bool(mx))
            return out

        # the seats after each seat in the trick, by cards played (lead: k = 0)
        seats_after = tuple(
            tuple(
                tuple(_after(order, seat, j) for j in range(1, players - k)) for seat in range(nh)
            )
            for k in range(players)
        )
        side_of = tuple((bool(maxi[t]), bool(scores[t])) for t in range(nh))

        def settled(packed: int, after: tuple[int, ...], ls: int, w: int, ws: int) -> bool:
            # Whether card w, winning for seat ws, keeps the trick on ws's side,
            # counting alike (as the core's settled): no later hand can beat it
            # but those of ws's side that count the same (a card beating w beats
            # no more than w, so the other side cannot take it back from them).
            bw = beats[w]
            sm = suit_mask[ls]
            for t in after:
                x = (packed >> shift[t]) & _M64
                f = x & sm
                if (f or x) & bw and side_of[t] != side_of[ws]:
                    return False
            return True

        def follow_runs(
            packed: int, seat: int, k: int, h: int, dm: int, wcard: int, wseat: int, lbest: int
        ) -> int:
            # Inside a trick (as the core's follow): where the play settles which
            # side takes the trick (settled), the dearest or cheapest of a run;
            # where only the own side plays after, both ends; else every card.
            after = seats_after[k][seat]
            ls = lbest >> 4
            mx = bool(maxi[seat])
            wm = beats[wcard]
            win = dm & wm
            lose = dm & ~wm
            safe = 0
            w = win
            while w:
                b = w & -w
                if settled(packed, after, ls, b.bit_length() - 1, seat):
                    safe |= b
                w ^= b
            out = runs(packed, seat, h, safe, wcard, bool(scores[seat]) == mx) if safe else 0
            open_ = win & ~safe
            if lose and settled(packed, after, ls, wcard, wseat):
                out |= runs(packed, seat, h, lose, wcard, bool(scores[wseat]) == mx)
            else:
                open_ |= lose
            if open_:
                out |= runs(packed, seat, h, open_, wcard, -1) if own_side_after[k][seat] else open_
            return out

        # lead: whether only the other side plays after the leader, all counting alike
        opp_after = tuple(
            all(
                maxi[t] != maxi[seat] and bool(scores[t]) == bool(scores[order[seat]])
                for t in (_after(order, seat, j) for j in range(1, players))
            )
            for seat in range(nh)
        )

        def lead_runs(packed: int, seat: int, h: int, dm: int) -> int:
            # Runs at a lead (as the core's lead_runs): from a run the trick is
            # surely the leader's side's (settled); when only the
            # other side plays after and the next hand must beat the lead (a
            # higher card of the suit under the duty to head, a trump under the
            # duty to trump), it is theirs: one card of the run either way.
            o = 0
            for s_ in others_of[seat]:
                o |= (packed >> s_) & _M64
            mx = bool(maxi[seat])
            p2 = order[seat]
            opp = opp_after[seat]
            after = seats_after[0][seat]
            dwin = bool(scores[seat]) == mx
            dlose = bool(scores[p2]) == mx
            h2 = (packed >> shift[p2]) & _M64
            keep = 0
            for su in range(4):
                sm = suit_mask[su]
                d = dm & sm
                if not d & (d - 1):
                    keep |= d
                    continue
                h2s = h2 & sm
                ruff = opp and not h2s and su != trump and has_trump and must_trump and h2 & tmask
                hi = lo = first = prev = -1
                run = 0
                while True:
                    c = (d & -d).bit_length() - 1 if d else -1
                    own = 3 << c if c >= 0 else 0
                    joins = (
                        c >= 0 and prev >= 0 and not o & (own | ((own - 1) & ~((4 << prev) - 1)))
                    )
                    if not joins and hi >= 0:
                        how = -1
                        if settled(packed, after, su, first, seat):
                            how = dwin
                        elif ruff or (opp and must_head and h2s & above[first]):
                            how = dlose
                        keep |= run if how < 0 else 1 << (hi if how else lo)
                        hi = lo = first = -1
                        run = 0
                    if c < 0:
                        break
                    d &= d - 1
                    if o & own:  # shared with another hand: alone
                        keep |= 1 << c
                        prev = -1
                        continue
                    if first < 0:
                        first = c
                    run |= 1 << c
                    if hi < 0 or pts[c] > pts[hi]:
                        hi = c
                    if lo < 0 or pts[c] <= pts[lo]:
                        lo = c
                    prev = c
            return keep

        def lead(packed: int, seat: int, alpha: int, beta: int) -> int:
            nonlocal nodes
            nodes += 1
            if nodes > check_at:
                tick()
            sh = shift[seat]
            h = (packed >> sh) & _M64
            if not h & (h - 1):
                # The last trick: every hand holds one card.
                wcard = h.bit_length() - 1
                wseat = seat
                tp = pts[wcard]
                s = order[seat]
                for _ in range(players - 1):
                    c = ((packed >> shift[s]) & _M64).bit_length() - 1
                    tp += pts[c]
                    if beats[wcard] >> c & 1:
                        wcard, wseat = c, s
                    s = order[s]
                return tp + tv + lb if scores[wseat] else 0
            if beta <= 0:
                return 0  # nothing is negative: a fail high
            if bettel_cut and not maxi[seat] and bettel_lost_out(packed):
                return tb[packed.bit_count()]
            key = packed | seatkey[seat]
            e = tt_get(key)
            if e is None:
                lo, hi, bf = 0, _INF, -1
            else:
                lo, hi, bf = e
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
            top = tb[packed.bit_count()]
            for v, m in gbig:
                top += v * (packed & m).bit_count()
            if top <= alpha:
                return top
            if top < beta:
                beta = top
            dm = h & EVEN
            if bettel:
                moves = lead_get(dm) or make_lead(dm)
            else:
                top0 = top
                slo, shi = sure_points(packed)
                top -= shi  # on every line: the children may use it too
                if top <= alpha:
                    return top
                if top < beta:
                    beta = top
                if slo >= beta:
                    return slo
                if slo > alpha:
                    alpha = slo
                q = quick_points(packed, seat, h)
                if q:
                    if maxi[seat]:
                        if q >= beta:
                            return q
                        if q > alpha:
                            alpha = q
                    else:
                        up = top0 - q
                        if up <= alpha:
                            return up
                        if up < beta:
                            beta = up
                dm = lead_runs(packed, seat, h, dm)
                r = 0
                for sh_ in shift:
                    r |= packed >> sh_
                r &= _M64
                tops = 0
                for m in suit_mask:
                    if dm & m:
                        x = r & m
                        tops |= (3 << ((x & -x).bit_length() - 1)) & dm
                tk = dm | (tops << 64)
                moves = top_get(tk) or make_top_order(tk)
            a0, b0 = alpha, beta
            if bf >= 0 and moves[0] != bf:
                moves = (bf, *[c for c in moves if c != bf])
            nxt = order[seat]
            nf = last if players == 2 else follow
            best_card = -1
            later = False  # past the first lead: principal variation search
            if maxi[seat]:
                best = -1
                for c in moves:
                    rm = 2 << c if h >> (c + 1) & 1 else 1 << c
                    rest = packed - (rm << sh)
                    if later and beta - alpha > 1:
                        # A later lead is only tested against the best so far (a
                        # zero window) and searched again, in the window, only when
                        # it is better (fail-soft: v - 1 is below its value).
                        v = nf(rest, nxt, 1, c, c, seat, pts[c], top, alpha, alpha + 1)
                        if alpha < v < beta:
                            v = nf(rest, nxt, 1, c, c, seat, pts[c], top, v - 1, beta)
                    else:
                        v = nf(rest, nxt, 1, c, c, seat, pts[c], top, alpha, beta)
                    later = True
                    if v > best:
                        best = v
                        best_card = c
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
            else:
                best = _INF
                for c in moves:
                    rm = 2 << c if h >> (c + 1) & 1 else 1 << c
                    rest = packed - (rm << sh)
                    if later and beta - alpha > 1:
                        v = nf(rest, nxt, 1, c, c, seat, pts[c], top, beta - 1, beta)
                        if alpha < v < beta:
                            v = nf(rest, nxt, 1, c, c, seat, pts[c], top, alpha, v + 1)
                    else:
                        v = nf(rest, nxt, 1, c, c, seat, pts[c], top, alpha, beta)
                    later = True
                    if v < best:
                        best = v
                        best_card = c
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                break
            if best <= a0:
                if best < hi:
                    hi = best
            elif best >= b0:
                if best > lo:
                    lo = best
            else:
                lo = hi = best
            if len(tt) < max_entries or key in tt:  # full: it keeps what it holds
                tt[key] = (lo, hi, best_card)
            return best

        def follow(
            packed: int,
            seat: int,
            k: int,
            lbest: int,
            wcard: int,
            wseat: int,
            tpts: int,
            top: int,
            alpha: int,
            beta: int,
        ) -> int:
            nonlocal nodes
            nodes += 1
            if nodes > check_at:
                tick()
            if beta <= 0:
                return 0
            if top <= alpha:
                return top
            if top < beta:
                beta = top  # reaching the bound ends the search here
            sh = shift[seat]
            h = (packed >> sh) & _M64
            dm = legal_of(h, seat, lbest, wcard, wseat) & EVEN
            if dm & (dm - 1):
                dm = follow_runs(packed, seat, k, h, dm, wcard, wseat, lbest)
            key = dm if maxi[wseat] == maxi[seat] else dm | fkey[wcard]
            moves = follow_get(key) or make_follow(key)
            wm = beats[wcard]
            nxt = order[seat]
            nf = last if k + 2 == players else follow
            k += 1
            ls = lbest >> 4
            later = False
            if maxi[seat]:
                best = -1
                for c in moves:
                    rm = 2 << c if h >> (c + 1) & 1 else 1 << c
                    nl = c if head_ruff and c >> 4 == ls and c < lbest else lbest
                    rest = packed - (rm << sh)
                    nw, nws = (c, seat) if wm >> c & 1 else (wcard, wseat)
                    tp = tpts + pts[c]
                    if later and beta - alpha > 1:  # principal variation search, as in lead
                        v = nf(rest, nxt, k, nl, nw, nws, tp, top, alpha, alpha + 1)
                        if alpha < v < beta:
                            v = nf(rest, nxt, k, nl, nw, nws, tp, top, v - 1, beta)
                    else:
                        v = nf(rest, nxt, k, nl, nw, nws, tp, top, alpha, beta)
                    later = True
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
            else:
                best = _INF
                for c in moves:
                    rm = 2 << c if h >> (c + 1) & 1 else 1 << c
                    nl = c if head_ruff and c >> 4 == ls and c < lbest else lbest
                    rest = packed - (rm << sh)
                    nw, nws = (c, seat) if wm >> c & 1 else (wcard, wseat)
                    tp = tpts + pts[c]
                    if later and beta - alpha > 1:
                        v = nf(rest, nxt, k, nl, nw, nws, tp, top, beta - 1, beta)
                        if alpha < v < beta:
                            v = nf(rest, nxt, k, nl, nw, nws, tp, top, alpha, v + 1)
                    else:
                        v = nf(rest, nxt, k, nl, nw, nws, tp, top, alpha, beta)
                    later = True
                    if v < best:
                        best = v
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                break
            return best

        def last(
            packed: int,
            seat: int,
            k: int,
            lbest: int,
            wcard: int,
            wseat: int,
            tpts: int,
            top: int,
            alpha: int,
            beta: int,
        ) -> int:
            nonlocal nodes
            nodes += 1
            if nodes > check_at:
                tick()
            if beta <= 0:
                return 0
            if top <= alpha:
                return top
            if top < beta:
                beta = top  # reaching the bound ends the search here
            sh = shift[seat]
            h = (packed >> sh) & _M64
            dm = legal_of(h, seat, lbest, wcard, wseat) & EVEN
            if dm & (dm - 1):
                dm = split_runs(packed, seat, h, dm, wcard, wseat)
            key = dm if maxi[wseat] == maxi[seat] else dm | fkey[wcard]
            moves = follow_get(key) or make_follow(key)
            wm = beats[wcard]
            later = False
            if maxi[seat]:
                best = -1
                for c in moves:
                    rm = 2 << c if h >> (c + 1) & 1 else 1 << c
                    rest = packed - (rm << sh)
                    ws = seat if wm >> c & 1 else wseat
                    gain = tpts + pts[c] + tv if scores[ws] else 0
                    if not rest:
                        v = gain + lb if scores[ws] else 0
                    elif scores[ws] and gain >= beta:
                        v = gain  # the rest can only add: a fail high
                    elif later and beta - alpha > 1:  # principal variation search
                        v = gain + lead(rest, ws, alpha - gain, alpha + 1 - gain)
                        if alpha < v < beta:
                            v = gain + lead(rest, ws, v - 1 - gain, beta - gain)
                    else:
                        v = gain + lead(rest, ws, alpha - gain, beta - gain)
                    later = True
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
            else:
                best = _INF
                for c in moves:
                    rm = 2 << c if h >> (c + 1) & 1 else 1 << c
                    rest = packed - (rm << sh)
                    ws = seat if wm >> c & 1 else wseat
                    gain = tpts + pts[c] + tv if scores[ws] else 0
                    if not rest:
                        v = gain + lb if scores[ws] else 0
                    elif scores[ws] and gain >= beta:
                        v = gain  # the rest can only add: a fail high
                    elif later and beta - alpha > 1:
                        v = gain + lead(rest, ws, beta - 1 - gain, beta - gain)
                        if alpha < v < beta:
                            v = gain + lead(rest, ws, alpha - gain, v + 1 - gain)
                    else:
                        v = gain + lead(rest, ws, alpha - gain, beta - gain)
                    later = True
                    if v < best:
                        best = v
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                break
            return best

        def bound(rest: int) -> int:
            # Everything still out, as Solver.bound (the trick's cards are in tpts0).
            top = tb[rest.bit_count() + k0] + tpts0
            for v, m in gbig:
                top += v * (rest & m).bit_count()
            return top

        def play(card: int, alpha: int, beta: int) -> int:
            # The root move of move_values (any copy of the face: they are one move).
            sh = shift[to_act]
            h = (packed >> sh) & _M64
            f = card & ~1
            rm = 2 << f if h >> (f + 1) & 1 else 1 << f
            rest = packed - (rm << sh)
            tp = tpts0 + pts[card]
            if not k0:
                lbest, wcard, wseat = card, card, to_act
            else:
                lbest, wcard, wseat = lbest0, wcard0, wseat0
                if beats[wcard] >> card & 1:
                    wcard, wseat = card, to_act
                if card >> 4 == lbest >> 4 and card < lbest:
                    lbest = card
            if k0 + 1 == players:
                gain = tp + tv if scores[wseat] else 0
                if not rest:
                    return gain + lb if scores[wseat] else 0
                return gain + lead(rest, wseat, alpha - gain, beta - gain)
            nf = last if k0 + 2 == players else follow
            return nf(
                rest, order[to_act], k0 + 1, lbest, wcard, wseat, tp, bound(packed), alpha, beta
            )

        try:
            if card0 >= 0:
                return play(card0, alpha0, beta0)
            if not k0:
                return lead(packed, to_act, alpha0, beta0)
            nf = last if k0 + 1 == players else follow
            return nf(
                packed, to_act, k0, lbest0, wcard0, wseat0, tpts0, bound(packed), alpha0, beta0
            )
        finally:
            self.nodes = nodes

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
        if g.scores[w]:
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
        if not self.nodes & 1023 and (
            (self.deadline and time.perf_counter() > self.deadline)
            or (self.cpu_deadline and time.thread_time() > self.cpu_deadline)
        ):
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
        moves = self._order(hands, trick, seats, seat, legal) if self.ordering else cards_of(legal)
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
        cards = cards_of(legal)
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


def _bettel_follow(cards: list[int], beats_winner: int) -> list[int]:
    """Bettel move order inside a trick: against the other side's winning card
    (``beats_winner``: what beats it), duck with the highest card that loses;
    otherwise play low, so that the side that must not win has to head."""
    if not beats_winner:
        return sorted(cards, key=lambda c: -((c >> 1) & 7))
    losers = [c for c in cards if not beats_winner >> c & 1]
    winners = [c for c in cards if beats_winner >> c & 1]
    losers.sort(key=lambda c: (c >> 1) & 7)
    winners.sort(key=lambda c: (c >> 1) & 7)
    return losers + winners



def brute_force(
    game: Game, hands: Sequence[int], trick: Sequence[int], seats: Sequence[int], to_act: int
) -> int:
    """Plain minimax over every card (no pruning, no merging): the reference value."""
    hands_t = tuple(hands)
    legal = game.legal(hands_t[to_act], trick, seats, to_act)
    vals = []
    for card in cards_of(legal):
        h = hands_t[:to_act] + (hands_t[to_act] & ~(1 << card),) + hands_t[to_act + 1 :]
        t = tuple(trick) + (card,)
        s = tuple(seats) + (to_act,)
        if len(t) < game.players:
            vals.append(brute_force(game, h, t, s, game.order[to_act]))
            continue
        w = s[trick_winner(t, game.trump)]
        gain = 0
        last = not any(h)
        if game.scores[w]:
            gain = (
                sum(game.points[c] for c in t) + game.trick_value + (game.last_bonus if last else 0)
            )
        vals.append(gain if last else gain + brute_force(game, h, (), (), w))
    return max(vals) if game.maxi[to_act] else min(vals)


def suit_points() -> tuple[int, ...]:
    """Card points per card id (suit contracts)."""
    return CARD_POINTS


NO_POINTS: tuple[int, ...] = tuple(0 for _ in range(64))

