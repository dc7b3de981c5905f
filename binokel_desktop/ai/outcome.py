"""What a card-play search maximises: the solver's game for a view, the deal's
outcome for our side, and the greedy open-card rollout used before exact search."""

from __future__ import annotations

from ..engine.actions import Contract
from ..engine.cards import cards_of
from ..engine.profile import Rounding
from ..engine.scoring import round_points, special_value
from ..engine.state import next_active
from ..engine.tricks import trick_winner
from ..engine.view import SeatView
from .common import CARD_POINTS, hand_seats, higher_than, points_of, side_of
from .solver import NO_POINTS, Game, SearchAborted, Solver


def view_game(
    view: SeatView,
    trump: int | None,
    maxi: tuple[bool, ...],
    tricks: bool,
    scorer: tuple[bool, ...] | None = None,
) -> Game:
    """The solver's game for the view's table: seat order, trick rules and exemption;
    card points (suit contracts) or trick counts (``tricks``: Durch, Bettel), taken
    by ``scorer`` (default: the maximising side)."""
    p = view.profile
    return Game(
        trump=None if tricks else trump,
        rules=p.tricks,
        order=tuple(next_active(p, view.dealer, s) for s in range(p.deal.seats)),
        maxi=maxi,
        points=NO_POINTS if tricks else CARD_POINTS,
        trick_value=1 if tricks else 0,
        last_bonus=0 if tricks else p.tricks.last_trick_bonus,
        players=p.hand_players,
        exemption=p.deal.teams and p.tricks.partner_exemption,
        scorer=scorer,
    )


def game_of(view: SeatView) -> tuple[Game, int]:
    """The solver's game for the view's contract, and the side whose takings it counts
    (0 declarer). The declarer's side maximises; in Bettel it maximises the tricks
    the defenders take."""
    contract = view.contract
    seats = range(view.profile.deal.seats)
    maxi = tuple(side_of(view, s) == 0 for s in seats)
    suit = contract in (None, Contract.SUIT, Contract.GO_OUT)
    trump = None if view.trump is None else int(view.trump)
    if contract is Contract.BETTEL:
        scorer = tuple(not m for m in maxi)
        return view_game(view, trump, maxi, tricks=True, scorer=scorer), 1
    return view_game(view, trump, maxi, tricks=not suit), 0


class Outcome:
    """Turns the maximising side's future gain into our side's result for the deal."""

    def __init__(self, view: SeatView, maxi_side: int) -> None:
        p = view.profile
        self.p = p
        self.contract = view.contract
        self.my_side = side_of(view, view.seat)
        self.maxi_side = maxi_side
        seats = hand_seats(view)
        decl = [s for s in seats if side_of(view, s) == 0]
        self.decl_points = sum(points_of(view.won[s]) for s in decl)
        self.decl_tricks = sum(view.tricks_won[s] for s in decl)
        self.other_tricks = sum(view.tricks_won[s] for s in seats if side_of(view, s) == 1)
        self.decl_melds = sum(sum(m.value for m in view.auction.shown[s]) for s in decl)
        self.bid = view.auction.bid
        self.total_tricks = p.deal.hand_size
        self.own_discards = points_of(view.auction.discards) if self.my_side == 0 else -1
        self.count_discards = p.exchange.discards_count_for_declarer
        self.value = 0
        if self.contract not in (None, Contract.SUIT, Contract.GO_OUT):
            self.value = special_value(p, self.contract)

    def relative(self, view: SeatView, future: list[int], tricks: list[int], stash: int) -> float:
        """Our score change minus the others' mean, from each seat's future points.

        Used in three-hand suit contracts, where every defender scores for himself.
        """
        p = self.p
        seats = hand_seats(view)
        changes: dict[int, float] = {}
        for s in seats:
            raw = points_of(view.won[s]) + future[s]
            n_tricks = view.tricks_won[s] + tricks[s]
            melds = sum(m.value for m in view.auction.shown[s]) if n_tricks else 0
            if s == view.declarer:
                if self.count_discards:
                    raw += self.own_discards if self.own_discards >= 0 else points_of(stash)
                if melds + raw >= self.bid:
                    changes[s] = melds + round_points(raw, p.scoring.rounding)
                else:
                    changes[s] = -p.scoring.fail_multiplier * self.bid
            else:
                changes[s] = melds + round_points(raw, p.scoring.rounding)
        me = view.seat
        others = [changes[s] for s in seats if s != me]
        return changes[me] - sum(others) / len(others)

    def steps(self, stash: int, most: int) -> tuple[int, ...] | None:
        """The futures in 1..``most`` at which :meth:`utility` changes by more than its
        tie-break, ascending; None when it changes at (nearly) every value.

        With rounding to tens a suit contract's result is the fixed penalty below
        its goal and changes above it only at the tens' halves; Durch and Bettel are
        made or not at one count of tricks. Values known only to these steps give
        the same utility but for the tie-break (:meth:`Solver.move_steps`).
        """
        c = self.contract
        if c in (None, Contract.SUIT, Contract.GO_OUT):
            if self.p.scoring.rounding is not Rounding.HALF_UP_10:
                return None
            disc = 0
            if self.count_discards:
                disc = self.own_discards if self.own_discards >= 0 else points_of(stash)
            base = self.decl_points + disc
            need = self.bid - self.decl_melds - base
            # raw = base + future is credited as a ten more from each x5 on
            halves = range(5 - base % 10 if base % 10 <= 5 else 15 - base % 10, most + 1, 10)
            found = {t for t in halves if t > need}
            found.add(need)
            return tuple(sorted(t for t in found if 0 < t <= most))
        tricks = self.other_tricks if c is Contract.BETTEL else self.decl_tricks
        blocked = self.decl_tricks if c is Contract.BETTEL else self.other_tricks
        need = self.total_tricks - tricks
        return () if blocked or not 0 < need <= most else (need,)

    def utility(self, future: int, stash: int) -> float:
        """Our side's result given the maximising side's future gain."""
        c = self.contract
        if c in (None, Contract.SUIT, Contract.GO_OUT):
            disc = 0
            if self.count_discards:
                disc = self.own_discards if self.own_discards >= 0 else points_of(stash)
            raw = self.decl_points + disc + future
            made = self.decl_melds + raw >= self.bid
            u = (
                self.decl_melds + round_points(raw, self.p.scoring.rounding)
                if made
                else -self.p.scoring.fail_multiplier * self.bid
            )
            tie = 0.05 * raw
            return u + tie if self.my_side == 0 else -u - tie
        if c is Contract.BETTEL:
            made = self.decl_tricks == 0 and self.other_tricks + future == self.total_tricks
            tie = 0.01 * future
            u = self.value if made else -2 * self.value
            return u - tie if self.my_side == 0 else -u + tie
        made = self.other_tricks == 0 and self.decl_tricks + future == self.total_tricks
        u = self.value if made else -2 * self.value
        tie = 0.01 * future
        return u + tie if self.my_side == 0 else -u - tie


def rollout(
    g: Game,
    hands: list[int],
    trick: list[int],
    seats: list[int],
    seat: int,
    per_seat: list[int] | None = None,
    seat_tricks: list[int] | None = None,
    exact_tail: int = 0,
    tail_cap: int = 2_000_000,
) -> int:
    """Play the deal out with a greedy open-card policy; the maximising side's gain.

    ``per_seat`` and ``seat_tricks``, when given, collect each seat's points and tricks.
    ``exact_tail``: once at most this many tricks are left, solve the rest exactly
    (within ``tail_cap`` nodes, else go on greedily); not with ``per_seat``, nor in Bettel.
    """
    gain = 0
    trump = g.trump
    pts = g.points
    maxi = g.maxi
    scores = g.scores
    bettel = scores is not maxi  # the declarer plays to lose every trick
    while True:
        legal = g.legal(hands[seat], trick, seats, seat)
        if legal & (legal - 1) == 0:
            card = legal.bit_length() - 1
        elif bettel:
            decl_cards = 0
            for i, h in enumerate(hands):
                if maxi[i]:
                    decl_cards |= h
            card = bettel_card(legal, trick, seats, trump, maxi, seat, decl_cards)
        elif not trick:
            # Lead the highest card; ties broken towards points.
            card = min(cards_of(legal), key=lambda c: (((c >> 1) & 7), -pts[c]))
        else:
            w = seats[trick_winner(trick, trump)]
            cards = cards_of(legal)
            n = len(trick)
            if maxi[w] == maxi[seat]:
                card = max(cards, key=lambda c: pts[c])
            else:
                wins = [c for c in cards if trick_winner(trick + [c], trump) == n]
                if wins:
                    card = max(wins, key=lambda c: (c >> 1) & 7)
                else:
                    card = min(cards, key=lambda c: pts[c])
        hands[seat] &= ~(1 << card)
        trick.append(card)
        seats.append(seat)
        if len(trick) < g.players:
            seat = g.order[seat]
            continue
        w = seats[trick_winner(trick, trump)]
        last = not any(hands)
        got = sum(pts[c] for c in trick) + (g.last_bonus if last else 0)
        if per_seat is not None and seat_tricks is not None:
            per_seat[w] += got
            seat_tricks[w] += 1
        if scores[w]:
            gain += got + g.trick_value
        if last:
            return gain
        trick = []
        seats = []
        seat = w
        if exact_tail and per_seat is None and not bettel and hands[w].bit_count() <= exact_tail:
            try:
                return gain + Solver(g, node_cap=tail_cap).value(hands, [], [], w)
            except SearchAborted:
                exact_tail = 0  # a hard ending: the greedy play-out goes on


def bettel_card(
    legal: int,
    trick: list[int],
    seats: list[int],
    trump: int | None,
    decl: tuple[bool, ...],
    seat: int,
    decl_cards: int = 0,
) -> int:
    """A greedy Bettel card (``decl``: the declarer's side per seat; ``decl_cards``:
    its cards, open in a play-out).

    The declarer leads low, ducks with his highest card that loses, or sheds his
    highest when he must win. A defender leads his lowest card of a suit in which
    the declarer holds a higher one (else his lowest), plays low before the
    declarer so that he must head, and behind him ducks with his highest losing
    card, keeping the low ones for later.
    """
    by_rank = sorted(cards_of(legal), key=lambda c: (c >> 1) & 7)  # highest face first
    if not trick:
        if not decl[seat]:
            for c in reversed(by_rank):
                if decl_cards & higher_than(c):
                    return c
        return by_rank[-1]
    n = len(trick)
    losers = [c for c in by_rank if trick_winner(trick + [c], trump) != n]
    if decl[seat]:
        return losers[0] if losers else by_rank[0]
    if not any(decl[s] for s in seats):
        return by_rank[-1]
    if decl[seats[trick_winner(trick, trump)]]:
        return losers[0] if losers else by_rank[0]
    return by_rank[0]


def rollout_after(
    g: Game,
    hands: list[int],
    view: SeatView,
    card: int,
    per_seat: list[int] | None = None,
    seat_tricks: list[int] | None = None,
) -> int:
    """The maximising side's gain when the view's seat plays ``card`` and the deal is
    played out by :func:`rollout` (``per_seat``, ``seat_tricks``: as there)."""
    h = list(hands)
    seat = view.seat
    h[seat] &= ~(1 << card)
    trick = list(view.trick) + [card]
    seats = list(view.trick_seats) + [seat]
    if len(trick) < g.players:
        return rollout(g, h, trick, seats, g.order[seat], per_seat, seat_tricks)
    w = seats[trick_winner(trick, g.trump)]
    last = not any(h)
    gain = 0
    got = sum(g.points[c] for c in trick) + (g.last_bonus if last else 0)
    if per_seat is not None and seat_tricks is not None:
        per_seat[w] += got
        seat_tricks[w] += 1
    if g.scores[w]:
        gain = got + g.trick_value
    if last:
        return gain
    return gain + rollout(g, h, [], [], w, per_seat, seat_tricks)
