"""Deal review: the last finished deal of a record, open, with "could I have won?".

From the record (the truth) the review takes the hands as dealt, the dabb and
the lay-away and every trick with who played what. Then it follows the card
play from the first trick with every card seen (double dummy) and asks at each
card one yes/no question of the solver (a cheap threshold query): could the
declarer's side still force the contract from here? A declarer-side card after
which the answer turned from yes to no cost the declarer the game; a defender's
card that turned it from no to yes let the contract through. What such a card
cost in points is the exact difference to the best card, when there is time.
When the first trick is too close to settle in its share of the time, the walk
starts at the first trick that can be settled, and the time left goes back from
there card by card: where the player to act is on the side the answer after his
card favours, it holds before the card too (he could play it), with no search;
the others are asked. So a deal whose opening lead cannot be settled in minutes
is still judged from the lead's next card on.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..ai.outcome import game_of
from ..ai.solver import Game, SearchAborted, Solver
from ..engine import AnyState, GameRecord, new_game, seat_view, steps
from ..engine.actions import Contract, NextDeal
from ..engine.cards import cards_of
from ..engine.scoring import DealResult, score_suit_deal
from ..engine.state import GameState, Phase

BUDGET_S = 2.5
"""Wall-clock time the whole review may take; what is not judged by then is said so."""
FIRST_SHARE = 0.6
"""The share of the budget for finding the first trick that can be judged."""
CLOSER_BUDGET_S = 240.0
"""The closer look at the first tricks, when the review could not judge from trick 1 in
its budget: minutes, while the window shows the first answer (docs/aids.md; of 60
48-card deals one needed 16 s, one does not reach trick 1 even in this)."""
CLOSER_SLICE_S = 0.25
"""The closer look asks in slices this long, so that closing the window stops it soon."""
MIN_SLICE_S = 0.02
"""The least time one question gets (the search stops on its clock only every 1024 nodes)."""


@dataclass(frozen=True, slots=True)
class CardLoss:
    """A card that changed the contract's fate against best play from there on.

    ``side`` 0: a declarer-side card after which the contract could no longer be
    made; 1: a defender's card after which it could no longer be beaten. ``lost``:
    what it cost against the best card, in card points (0: not measured, or a
    Durch or Bettel, where it cost the game)."""

    trick: int  # 1-based
    seat: int
    card: int
    lost: int
    side: int = 0


@dataclass(frozen=True, slots=True)
class Review:
    """What the review dialog shows of one finished deal."""

    deal_no: int
    dealer: int
    declarer: int
    contract: Contract | None
    trump: int | None
    bid: int
    dealt: tuple[int, ...]  # per seat, the hand as dealt
    dabb: int
    laid_away: int
    tricks: tuple[tuple[tuple[int, int], ...], ...]  # per trick: (seat, card) in order
    winners: tuple[int, ...]
    # "Could I have won?" (judged_from 0: not judged):
    judged_from: int = 0  # the first trick (1-based) from which the play was judged
    judged_card: int = 0  # from this card of that trick on (0: from its lead)
    settled_trick: int = 0  # the earliest trick whose start a search settled (0: none)
    in_points: bool = True  # suit game: card points; else tricks
    made: bool | None = None  # the contract as played
    winnable: bool | None = None  # could the declarer's side force it from judged_from?
    losses: tuple[CardLoss, ...] = field(default=())  # in the order played
    unsure: int = 0  # cards after judged_from that could not be judged in time
    declarer_side: tuple[int, ...] = ()  # seats of the declarer's side
    seconds: float = 0.0
    result: DealResult | None = None  # the deal's scoring (auction games with a declarer)
    searched: bool = False  # whether "could I have won?" was asked (else: the facts only)


def _deal_states(record: GameRecord) -> list[AnyState]:
    """The states of the record's last deal, from its start to its end (the engine's
    one walk over a record; every deal after the first begins with its NextDeal)."""
    states: list[AnyState] = [new_game(record.profile, record.seed, dealer=record.dealer)]
    for step in steps(record, (0, states[0])):
        if isinstance(step.action, NextDeal):
            states = []
        states.append(step.after)
    return states


def review_deal(record: GameRecord, *, budget_s: float = BUDGET_S, from_trick: int = 1,
                progress: Callable[[int, int], None] | None = None,
                search: bool = True, slice_s: float = 0.0, start_trick: int = 0) -> Review:
    """The review of the last deal in ``record`` (which must be over).

    The play is judged from trick ``from_trick`` on (1: the whole deal), within
    ``budget_s`` seconds in all; ``progress(done, total)`` is called with the
    tricks gone through. ``search=False`` gives the facts only (hands, dabb,
    lay-away, tricks, the result) at once: what the window shows meanwhile.
    ``slice_s``: a long question is asked in slices of that many seconds, the
    solver's table kept between them, and ``progress`` called again after each,
    so that a cancelled review stops within a slice (0: one search a question).
    ``start_trick``: the first trick to settle (a look before found it can be), the
    tricks before it given the whole budget one by one, going back (0: trick
    ``from_trick`` first, then on while it cannot be settled in its share).
    """
    started = time.perf_counter()
    states = _deal_states(record)
    end = states[-1]
    if end.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        raise ValueError("the deal is not over yet")
    first = states[0]
    if not isinstance(end, GameState) or not isinstance(first, GameState):
        return _talon_review(states)
    plays = end.plays
    n = len(first.hands) if first.hands else 0
    players = record.profile.hand_players
    tricks = tuple(plays[i:i + players] for i in range(0, len(plays), players))
    # The winner of each trick leads the next; the last one is whoever took its cards.
    winners = tuple(tricks[i + 1][0][0] for i in range(len(tricks) - 1))
    if tricks:
        last = set(c for _, c in tricks[-1])
        winners += (next(s for s in range(n) if last <= set(cards_of(end.won[s]))),)
    result = end.results[-1] if end.results and end.declarer >= 0 else None
    review = Review(
        deal_no=end.deal_no, dealer=end.dealer, declarer=end.declarer, contract=end.contract,
        trump=None if end.trump is None else int(end.trump), bid=end.bid, dealt=tuple(first.hands),
        dabb=first.dabb, laid_away=end.discards, tricks=tricks, winners=winners,
        result=result, searched=search)
    if (not search or not tricks or end.declarer < 0 or len(tricks[-1]) < players
            or result is None or end.contract is Contract.GO_OUT):
        return replace(review, seconds=time.perf_counter() - started)
    # The position before each card: the first state in play with that many cards out.
    before: dict[int, GameState] = {}
    for s in states:
        if isinstance(s, GameState) and s.phase is Phase.PLAY and len(s.plays) not in before:
            before[len(s.plays)] = s
    game, _ = game_of(seat_view(before[0], end.declarer))
    judge = _Judge(game, before[0], end, result, tricks, winners, started + budget_s)
    if slice_s > 0 and progress is not None:
        progress = _sliced(judge, slice_s, progress, len(tricks))
    if judge.goal is None:
        # Not even every card point would make it (or no card point is needed).
        winnable = judge.goal_always
        return replace(review, judged_from=1, in_points=judge.in_points, made=result.made,
                       winnable=winnable, declarer_side=judge.side,
                       seconds=time.perf_counter() - started)
    total = len(tricks)
    # The first trick start that can be judged: trick 1, unless the fight for the
    # contract is too close there to settle in its share of the time.
    k = max(0, from_trick - 1, start_trick - 1)
    w: bool | None = None
    opening = started + budget_s * FIRST_SHARE
    share = 0.6
    if start_trick:  # known to settle: it may take the time there is
        opening, share = judge.deadline, 1.0
    while k < total:
        if progress is not None:
            progress(k, total)
        w = judge.can_make(before[k * players], k * players, judge.until(opening, share))
        if w is not None:
            judge.settled = k * players
            break
        k, share = k + 1, 0.5
    if w is None:
        return replace(review, in_points=judge.in_points, made=result.made,
                       declarer_side=judge.side, seconds=time.perf_counter() - started)
    winnable = w
    losses, unsure = judge.walk(plays, before, k * players, w, len(plays), bool(result.made),
                                progress)
    # Time left: the cards before the start, now that the table knows the later ones.
    at = k * players
    for j, earlier in judge.back(plays, before, at, max(0, from_trick - 1) * players, w,
                                 1.0 if start_trick else 0.5):
        more, doubt = judge.walk(plays, before, j, earlier, at, winnable, None)
        at, winnable, losses, unsure = j, earlier, more + losses, unsure + doubt
    if progress is not None:
        progress(total, total)
    priced = tuple(judge.price(before[i], loss) for i, loss in losses)
    return replace(review, judged_from=at // players + 1, judged_card=at % players,
                   settled_trick=judge.settled // players + 1, in_points=judge.in_points,
                   made=result.made, winnable=winnable, losses=priced, unsure=unsure,
                   declarer_side=judge.side, seconds=time.perf_counter() - started)


def closer_look_from(review: Review) -> int | None:
    """Where a closer look at a searched review should start (its ``start_trick``: the
    earliest trick whose start it settled by search, 0 if none), or None when it judged
    the whole deal already or there was nothing to judge."""
    if not review.searched or review.made is None or review.contract is Contract.GO_OUT:
        return None
    if review.winnable is None:
        return 0
    return review.settled_trick if judged_at(review) > (1, 0) else None


def judged_at(review: Review) -> tuple[int, int]:
    """From where the review judged the play: (trick, card of it), (0, 0) if nowhere."""
    return (review.judged_from, review.judged_card) if review.winnable is not None else (0, 0)


def improves(closer: Review, review: Review) -> bool:
    """Whether a closer look judged more of the deal than the review before it."""
    if closer.winnable is None:
        return False
    return review.winnable is None or (1, 0) <= judged_at(closer) < judged_at(review)


def _sliced(judge: _Judge, slice_s: float, progress: Callable[[int, int], None],
            total: int) -> Callable[[int, int], None]:
    """Ask ``judge``'s long questions in slices, saying the progress last reported
    again after each (the caller's hook to stop); the progress callback to use."""
    said = [0, total]

    def report(done: int, most: int) -> None:
        said[:] = [done, most]
        progress(done, most)

    judge.slice_s = slice_s
    judge.pulse = lambda: progress(*said)
    return report


class _Judge:
    """Whether the declarer's side can still force the contract, position by position."""

    def __init__(self, game: Game, first: GameState, end: GameState, result: DealResult,
                 tricks: tuple[tuple[tuple[int, int], ...], ...], winners: tuple[int, ...],
                 deadline: float) -> None:
        self.game = game
        self.deadline = deadline
        self.solver = Solver(game, deadline=deadline)
        self.slice_s = 0.0  # ask a long question in slices of this many seconds (0: at once)
        self.settled = 0  # the earliest trick start (cards played) a search settled
        self.pulse: Callable[[], None] | None = None  # between slices (raises to stop)
        self.side = tuple(s for s, m in enumerate(game.maxi) if m)
        self.in_points = game.trick_value == 0
        self.players = game.players
        # What the maximising side had taken before each trick (points or tricks) and,
        # for Durch and Bettel, whether the contract was already lost by then.
        self.taken = [0]
        self.broken = [False]
        for i, (trick, w) in enumerate(zip(tricks, winners, strict=True)):
            value = sum(game.points[c] for _, c in trick) + game.trick_value
            if i == len(tricks) - 1:
                value += game.last_bonus
            scores = game.scores[w]
            self.taken.append(self.taken[-1] + (value if scores else 0))
            self.broken.append(self.broken[-1] or not scores)
        self.goal_always = False
        self.goal: int | None  # what the side must still gain from the first trick
        if self.in_points:
            self.goal = _points_goal(end, result, self.taken[-1], game)
            if self.goal is not None and self.goal <= 0:
                self.goal, self.goal_always = None, True
        else:
            # Durch: every trick; Bettel: the defenders take every one. The deal stops
            # at the first trick that breaks it: count the tricks of whole hands.
            self.goal = sum(h.bit_count() for h in first.hands) // game.players

    def walk(self, plays: tuple[tuple[int, int], ...], before: dict[int, GameState], at: int,
             w: bool, stop: int, w_stop: bool,
             progress: Callable[[int, int], None] | None) -> tuple[list[tuple[int, CardLoss]],
                                                                    int]:
        """The cards from position ``at`` (answer ``w``) to ``stop`` (answer ``w_stop``)
        that turned the contract's fate, each with its position; and how many cards could
        have turned it but were not judged in time."""
        players = self.players
        losses: list[tuple[int, CardLoss]] = []
        unsure = 0
        for j in range(at + 1, stop + 1):
            if progress is not None and j % players == 0:
                progress(j // players, len(plays) // players)
            # Only a declarer-side card can lose a game that could be made, only a
            # defender's card can let one through that could be beaten.
            movers = [x for x in range(at, j) if self.game.maxi[plays[x][0]] == w]
            if not movers:
                at = j
                continue
            nxt = w_stop if j == stop else self.can_make(before[j], j,
                                                         self.until(self.deadline, 1 / 3))
            if nxt is None:
                continue  # judged at a later card
            if nxt != w and len(movers) == 1:
                x = movers[0]
                seat, card = plays[x]
                losses.append((x, CardLoss(x // players + 1, seat, card, 0, 0 if w else 1)))
            elif j - at > 1:
                unsure += len(movers)  # several cards could have turned it (or back again)
            at, w = j, nxt
        return losses, unsure

    def back(self, plays: tuple[tuple[int, int], ...], before: dict[int, GameState], at: int,
             floor: int, w: bool, share: float) -> list[tuple[int, bool]]:
        """Going back from position ``at`` (answer ``w``) towards ``floor``, card by card,
        while there is time: the positions settled, latest first, each with its answer.

        A card played by the side the answer after it favours keeps that answer before
        it (the side could play it): no search. The others are asked, each with
        ``share`` of the time left (a closer look: all of it; it ends at the first it
        cannot settle). :attr:`settled` follows the trick starts a search settled."""
        out: list[tuple[int, bool]] = []
        j = at
        while j > floor and time.perf_counter() < self.deadline:
            if self.game.maxi[plays[j - 1][0]] != w:
                asked = self.can_make(before[j - 1], j - 1, self.until(self.deadline, share))
                if asked is None:
                    break
                if (j - 1) % self.players == 0:
                    self.settled = j - 1
                w = asked
            j -= 1
            out.append((j, w))
        return out

    def until(self, end: float, share: float) -> float:
        """A query's deadline: ``share`` of the time left before ``end`` (at least a
        trace: a position settled in a few nodes is still judged), never past the
        review's own deadline."""
        now = time.perf_counter()
        return min(self.deadline, now + max(MIN_SLICE_S, (end - now) * share))

    def can_make(self, pos: GameState, played: int, deadline: float) -> bool | None:
        """Can the declarer's side force the contract from ``pos`` (``played`` cards out)?
        None: not settled before ``deadline``."""
        assert self.goal is not None
        k = played // self.players
        if self.in_points:
            need = self.goal - self.taken[k]
            if need <= 0:
                return True
        else:
            if self.broken[k]:
                return False
            need = self.goal - k
        while True:
            now = time.perf_counter()
            self.solver.deadline = min(deadline, now + self.slice_s) if self.slice_s else deadline
            try:
                return self.solver.at_least(pos.hands, pos.trick, pos.trick_seats, pos.to_act,
                                            need)
            except SearchAborted:
                # The table keeps every subtree finished before the stop: the next
                # slice goes on from there, less the line it was in.
                if not self.slice_s or time.perf_counter() >= deadline:
                    return None
            if self.pulse is not None:
                self.pulse()

    def price(self, pos: GameState, loss: CardLoss) -> CardLoss:
        """``loss`` with the points its card cost against the best one (when there is time)."""
        if not self.in_points or time.perf_counter() >= self.deadline:
            return loss
        self.solver.deadline = self.deadline
        try:
            values = self.solver.move_values(pos.hands, pos.trick, pos.trick_seats, pos.to_act)
        except SearchAborted:
            return loss
        mine = values.get(loss.card, values.get(loss.card ^ 1))
        if mine is None:
            return loss
        best = max(values.values()) if loss.side == 0 else min(values.values())
        return replace(loss, lost=abs(best - mine))


def _points_goal(end: GameState, result: DealResult, taken: int, game: Game) -> int | None:
    """The fewest card points (with the last trick's bonus) the declarer's side must take
    in the tricks to make the contract, by the engine's own scoring; None when even all
    of them would not do. ``taken``: what it took in the deal as played."""
    p = end.profile
    dp = result.declarer_party
    parts = result.parties
    base = parts[dp].raw_points - taken  # e.g. the laid-away cards, where they count
    everything = sum(game.points[c] for _, c in end.plays) + game.last_bonus
    melds = [x.melds for x in parts]
    for x in range(everything + 1):
        raw = [y.raw_points for y in parts]
        raw[dp] = base + x
        counts = [y.tricks for y in parts]
        counts[dp] = 1 if x > 0 else 0
        made, _ = score_suit_deal(p, end.bid, dp, melds, counts, raw)
        if made:
            return x
    return None


def _talon_review(states: list[AnyState]) -> Review:
    """Talon games: hands and tricks only (the solver's game is of the auction family)."""
    end, first = states[-1], states[0]
    plays: tuple[tuple[int, int], ...] = getattr(end, "plays", ())
    tricks = tuple(plays[i:i + 2] for i in range(0, len(plays), 2))
    winners = tuple(tricks[i + 1][0][0] for i in range(len(tricks) - 1))
    trump = getattr(end, "trump", None)
    return Review(deal_no=end.deal_no, dealer=end.dealer, declarer=-1, contract=None,
                  trump=None if trump is None else int(trump), bid=0,
                  dealt=tuple(first.hands), dabb=0, laid_away=0, tricks=tricks,
                  winners=winners)
