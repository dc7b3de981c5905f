"""Deal review: the last finished deal of a record, open, with "could I have won?".

From the record (the truth) the review takes the hands as dealt, the dabb and
the lay-away, every trick with who played what, and then asks the double-dummy
solver: going back trick by trick from the end, the earliest trick start it
can settle within the time budget is the reach; there it gives what perfect
play by everyone would have brought the declarer's side, and for each of the
declarer's later cards, how much it cost against the best card.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..ai.outcome import game_of
from ..ai.solver import Game, SearchAborted, Solver
from ..engine import AnyState, GameRecord, apply, new_game, seat_view
from ..engine.actions import NEXT_DEAL, Contract, NextDeal
from ..engine.cards import cards_of
from ..engine.scoring import DealResult, score_suit_deal
from ..engine.state import GameState, Phase, party_of

BUDGET_S = 2.0
"""Time the solver may take for one position; the reach is the earliest within it."""


@dataclass(frozen=True, slots=True)
class CardLoss:
    """A declarer-side card that cost something against perfect play from there on."""

    trick: int  # 1-based
    seat: int
    card: int
    lost: int  # points (suit games) or tricks (Durch, Bettel) given away


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
    # "Could I have won?" (None where there was no card play to search):
    tricks_searched: int = 0  # how many tricks before the end the solver reached
    in_points: bool = True  # suit game: card points; else tricks
    actual: int | None = None  # what the declarer's side took from the reach on
    best: int | None = None  # what perfect play by everyone would have given it
    before: int = 0  # what it had taken before the reach
    losses: tuple[CardLoss, ...] = field(default=())
    unsure: int = 0  # declarer cards the solver could not judge in time
    made: bool | None = None  # the contract as played
    made_best: bool | None = None  # the contract with perfect play from the reach on
    seconds: float = 0.0
    result: DealResult | None = None  # the deal's scoring (auction games with a declarer)
    searched: bool = False  # whether "could I have won?" was asked (else: the facts only)


def _deal_states(record: GameRecord) -> list[AnyState]:
    """The states of the record's last deal, from its start to its end."""
    state = new_game(record.profile, record.seed, dealer=record.dealer)
    states: list[AnyState] = [state]
    for action in record.actions:
        if state.phase is Phase.DEAL_OVER and not isinstance(action, NextDeal):
            state, _ = apply(state, NEXT_DEAL)
        state, _ = apply(state, action)
        if isinstance(action, NextDeal):
            states = []
        states.append(state)
    return states


def review_deal(record: GameRecord, *, budget_s: float = BUDGET_S, max_tricks: int = 0,
                progress: Callable[[int, int], None] | None = None,
                search: bool = True) -> Review:
    """The review of the last deal in ``record`` (which must be over).

    ``max_tricks`` caps how far back the solver goes (0: as far as the budget
    allows); ``progress(done, most)`` is called as it goes back trick by trick.
    ``search=False`` gives the facts only (hands, dabb, lay-away, tricks, the
    result) at once, without the solver: what the window shows while it searches.
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
    dealt = _dealt(states)
    review = Review(
        deal_no=end.deal_no, dealer=end.dealer, declarer=end.declarer, contract=end.contract,
        trump=None if end.trump is None else int(end.trump), bid=end.bid, dealt=dealt,
        dabb=first.dabb, laid_away=end.discards, tricks=tricks, winners=winners,
        result=end.results[-1] if end.results and end.declarer >= 0 else None, searched=search)
    if not search or not tricks or end.declarer < 0 or len(tricks[-1]) < players:
        return replace(review, seconds=time.perf_counter() - started)
    # Trick starts: the state just before each trick's first card.
    starts: list[GameState] = []
    for s in states:
        if (isinstance(s, GameState) and s.phase is Phase.PLAY and not s.trick
                and len(starts) == len(s.plays) // players):
            starts.append(s)
    view = seat_view(starts[0], end.declarer)
    game, maxi_side = game_of(view)
    total = len(starts)
    most = min(total, max_tricks) if max_tricks else total
    reach: tuple[int, int] | None = None  # (trick index, value)
    # One solver for every position: what it learnt of the later tricks (its
    # table) settles the earlier ones faster.
    solver = Solver(game)
    for back in range(1, most + 1):
        if progress is not None:
            progress(back - 1, most)
        s = starts[total - back]
        solver.deadline = time.perf_counter() + budget_s
        try:
            value = solver.value(s.hands, (), (), s.to_act)
        except SearchAborted:
            break
        reach = (total - back, value)
    if progress is not None:
        progress(most, most)
    if reach is None:
        return replace(review, seconds=time.perf_counter() - started)
    k, value = reach
    decl = [s for s in range(n) if party_of(record.profile, s) == party_of(
        record.profile, end.declarer)]
    in_points = game.trick_value == 0
    taken_after = _taken(tricks[k:], winners[k:], game, ends_deal=True)
    taken_before = _taken(tricks[:k], winners[:k], game, ends_deal=False)
    actual = sum(v for s, v in taken_after.items() if game.scores[s])
    before = sum(v for s, v in taken_before.items() if game.scores[s])
    if maxi_side == 1:  # Bettel: the value counts the defenders' tricks
        remaining = len(tricks) - k
        actual, value = remaining - actual, remaining - value
        before = k - before
    losses, unsure = _losses(states, starts[k], solver, players, decl, budget_s)
    remaining = len(tricks) - k
    if end.contract is Contract.BETTEL:
        perfect = before == 0 and value == 0  # no trick at all
    else:
        perfect = before == k and value == remaining  # Durch: every trick
    made, made_best = _made(end, value - actual, perfect)
    return replace(review, tricks_searched=len(tricks) - k, in_points=in_points, actual=actual,
                 best=value, before=before, losses=losses, unsure=unsure, made=made,
                 made_best=made_best,
                 seconds=time.perf_counter() - started)


def _made(end: GameState, gain: int, perfect: bool) -> tuple[bool | None, bool | None]:
    """Whether the contract was made, and whether it would have been with perfect play:
    in a suit game ``gain`` more card points for the declarer's side, scored by the
    engine's own rules; in Durch and Bettel ``perfect`` says so."""
    if not end.results or end.contract is None:
        return None, None
    result = end.results[-1]
    if end.contract is not Contract.SUIT:
        if end.contract is Contract.GO_OUT:
            return result.made, None
        return result.made, perfect
    p = end.profile
    parts = result.parties
    dp = result.declarer_party
    raw = [x.raw_points for x in parts]
    raw[dp] += gain
    tricks = [x.tricks for x in parts]
    if raw[dp] > 0:
        tricks[dp] = max(tricks[dp], 1)
    made_best, _ = score_suit_deal(p, end.bid, dp, [x.melds for x in parts], tricks, raw)
    return result.made, made_best


def _dealt(states: list[AnyState]) -> tuple[int, ...]:
    """Each hand as dealt: its cards at the deal's start."""
    return tuple(states[0].hands)


def _taken(tricks: tuple[tuple[tuple[int, int], ...], ...], winners: tuple[int, ...],
           game: Game, *, ends_deal: bool) -> dict[int, int]:
    """What each winner took: points (the last trick of the deal with its bonus) or tricks."""
    out: dict[int, int] = {}
    for i, (trick, w) in enumerate(zip(tricks, winners, strict=True)):
        value = sum(game.points[c] for _, c in trick) + game.trick_value
        if ends_deal and i == len(tricks) - 1:
            value += game.last_bonus
        out[w] = out.get(w, 0) + value
    return out


def _losses(states: list[AnyState], start: GameState, solver: Solver, players: int,
            decl: list[int], budget_s: float) -> tuple[tuple[CardLoss, ...], int]:
    """For each declarer-side card from ``start`` on: the value lost against the best card;
    and how many cards the solver could not judge within ``budget_s`` each."""
    out: list[CardLoss] = []
    unsure = 0
    begun = False
    for s, nxt in zip(states, states[1:], strict=False):
        if s is start:
            begun = True
        if not begun or not isinstance(s, GameState) or s.phase is not Phase.PLAY:
            continue
        if s.to_act not in decl or not isinstance(nxt, GameState):
            continue
        played = next(c for c in range(64) if s.hands[s.to_act] >> c & 1
                      and not nxt.hands[s.to_act] >> c & 1)
        solver.deadline = time.perf_counter() + budget_s
        try:
            values = solver.move_values(s.hands, s.trick, s.trick_seats, s.to_act)
        except SearchAborted:
            unsure += 1
            continue
        mine = values.get(played, values.get(played ^ 1))
        if mine is None:
            continue
        best = max(values.values())
        if best > mine:
            lost = best - mine
            out.append(CardLoss(len(s.plays) // players + 1, s.to_act, played, lost))
    return tuple(out), unsure


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
