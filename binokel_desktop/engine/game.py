"""The auction games as a state machine: ``new_auction_game``, ``legal_actions``, ``apply``.

This is the one place the rules of the auction games (three-hand, four-hand,
Cross Binokel, the 40-card game) are carried out. Callers reach it through
the :class:`~.rules.Rules` of the profile (:mod:`.families`), never directly
by game kind.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Any, overload

from . import auction
from .actions import (
    DURCH_CONTRACTS,
    NEXT_DEAL,
    PLAY,
    TAKE_DABB,
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
    Hold,
    IllegalAction,
    IllegalReason,
    NextDeal,
    Pass,
    Play,
    ShowMelds,
    TakeDabb,
)
from .cards import (
    BINOKEL_POINTS,
    Rank,
    Suit,
    cards_of,
    deck_mask,
    face_mask,
    make_card,
    mask_of,
    points_of,
)
from .events import (
    AllPassed,
    CardCalled,
    CardGiven,
    CardPlayed,
    ContractAnnounced,
    DabbShown,
    DabbTaken,
    DealScored,
    DealStarted,
    Discarded,
    Event,
    GameEnded,
    MeldsShown,
    TrickWon,
    TrumpChosen,
)
from .melds import evaluate
from .profile import GoOutTiming, Leader, Packet, RuleProfile
from .scoring import (
    DealResult,
    PartyResult,
    check_game_end,
    score_go_out,
    score_special,
    score_suit_deal,
    special_value,
)
from .state import (
    GameState,
    Phase,
    active_seats,
    meld_order,
    n_parties,
    next_active,
    party_of,
    with_item,
)
from .tricks import legal_plays, trick_winner, why_not

Step = tuple[GameState, list[Event]]


def new_auction_game(profile: RuleProfile, seed: int, *, dealer: int = 0) -> GameState:
    """A new auction game (three-hand, four-hand, Cross Binokel, 40 cards)."""
    seats = profile.deal.seats
    empty = tuple(0 for _ in range(seats))
    state = GameState(
        profile=profile,
        seed=seed,
        deal_no=0,
        dealer=dealer,
        scores=tuple(0 for _ in range(n_parties(profile))),
        results=(),
        winner=-1,
        **_fresh_deal(seats, Phase.AUCTION, -1, empty, 0, ()),
    )
    return _deal(state, 0, dealer, [])


@lru_cache(maxsize=8)
def _deck(ranks: tuple[Rank, ...]) -> tuple[int, ...]:
    return tuple(cards_of(deck_mask(ranks)))


def deal_cards(profile: RuleProfile, seed: int, deal_no: int, dealer: int) -> tuple[
    tuple[int, ...], int
]:
    """Shuffle and deal in the profile's packets: the hands per seat and the dabb."""
    rng = random.Random(f"binokel:{seed}:{deal_no}")
    deck = list(_deck(profile.deck.ranks))
    rng.shuffle(deck)
    order = active_seats(profile, dealer)
    hands = [0] * profile.deal.seats
    dabb = 0
    pos = 0
    for target, count in profile.deal.packets:
        if target is Packet.DABB:
            dabb |= mask_of(deck[pos : pos + count])
            pos += count
            continue
        for seat in order:
            hands[seat] |= mask_of(deck[pos : pos + count])
            pos += count
    return tuple(hands), dabb


def _deal(state: GameState, deal_no: int, dealer: int, events: list[Event]) -> GameState:
    profile = state.profile
    hands, dabb = deal_cards(profile, state.seed, deal_no, dealer)
    order = active_seats(profile, dealer)
    seats = profile.deal.seats
    events.append(DealStarted(deal_no, dealer))
    return state._replace(
        deal_no=deal_no,
        dealer=dealer,
        **_fresh_deal(seats, Phase.AUCTION, order[0], hands, dabb, order[1:]),
    )


def _fresh_deal(
    seats: int, phase: Phase, to_act: int, hands: tuple[int, ...], dabb: int,
    queue: tuple[int, ...],
) -> dict[str, Any]:
    """The fields of a deal that has just been dealt (everything per deal reset)."""
    empty = tuple(0 for _ in range(seats))
    return {
        "phase": phase, "to_act": to_act, "hands": hands, "dabb": dabb,
        "dabb_public": False, "discards": 0, "bid": 0, "holder": -1, "caller": -1,
        "queue": queue, "calls": (), "declarer": -1, "contract": None, "trump": None,
        "called": -1, "giver": -1, "received": -1,
        "evals": tuple(() for _ in range(seats)), "shown": tuple(() for _ in range(seats)),
        "trick": (), "trick_seats": (), "plays": (), "won": empty, "tricks_won": empty,
        "last_winner": -1, "revealed": empty, "private": (),
    }


# --------------------------------------------------------------------------
# legal actions


class DiscardChoices(Sequence[Action]):
    """Every legal discard, as a lazy sequence (there may be over a thousand)."""

    __slots__ = ("_cards", "_count", "_len")

    def __init__(self, hand: int, count: int) -> None:
        self._cards = cards_of(hand)
        self._count = count
        self._len = comb(len(self._cards), count)

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError(index)
        # Unrank the index-th k-combination in lexicographic order.
        chosen = 0
        k = self._count
        n = len(self._cards)
        start = 0
        for slot in range(k, 0, -1):
            for i in range(start, n):
                c = comb(n - i - 1, slot - 1)
                if index < c:
                    chosen |= 1 << self._cards[i]
                    start = i + 1
                    break
                index -= c
        return Discard(chosen)

    def __iter__(self) -> Iterator[Action]:
        for combo in combinations(self._cards, self._count):
            yield Discard(mask_of(combo))

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Discard):
            return False
        hand = mask_of(self._cards)
        return action.cards & ~hand == 0 and action.cards.bit_count() == self._count


@lru_cache(maxsize=16)
def _bid_actions(limit: int) -> tuple[Bid, ...]:
    return tuple(Bid(v) for v in range(limit + 1))


def _go_outs(state: GameState) -> list[Action]:
    ex = state.profile.exchange
    if not ex.go_out_allowed:
        return []
    if ex.go_out_timing is GoOutTiming.AFTER_PICKUP:
        if state.phase in (Phase.CALL, Phase.DISCARD) or (
            state.phase is Phase.TRUMP and ex.trump_before_discard
        ):
            return [GoOut(s) for s in Suit]
        return []
    # After trump: naming trump and abandoning are one decision.
    if state.phase is Phase.TRUMP and not ex.trump_before_discard:
        return [GoOut(s) for s in Suit]
    if state.phase is Phase.DISCARD and ex.trump_before_discard and state.trump is not None:
        return [GoOut(state.trump)]
    return []


def _special_announcements(state: GameState) -> list[Action]:
    c = state.profile.contracts
    out: list[Action] = []
    if c.durch:
        out += [Announce(Contract.DURCH), Announce(Contract.DURCH_OPEN)]
    if c.bettel:
        out.append(Announce(Contract.BETTEL))
    return out


def _callable_faces(state: GameState) -> list[int]:
    hand = state.hands[state.declarer]
    faces = {c >> 1 for c in cards_of(deck_mask(state.profile.deck.ranks))}
    return sorted(f for f in faces if (hand & face_mask(f)).bit_count() < 2)


def _exempt(state: GameState) -> bool:
    """Cross Binokel option: the partner holds the trick, so no heading or trumping."""
    p = state.profile
    if not (p.deal.teams and p.tricks.partner_exemption and state.trick):
        return False
    w = state.trick_seats[trick_winner(state.trick, state.trump)]
    return party_of(p, w) == party_of(p, state.to_act)


def legal_actions(state: GameState) -> Sequence[Action]:
    """Every action the seat to act may take; empty only when the game is over."""
    phase = state.phase
    if phase is Phase.PLAY:
        mask = _legal_mask(state)
        out: list[Action] = []
        while mask:
            low = mask & -mask
            out.append(PLAY[low.bit_length() - 1])
            mask ^= low
        return out
    if phase is Phase.AUCTION:
        return auction.legal_calls(state, _bid_actions(state.profile.auction.max_bid))
    if phase is Phase.MELD:
        n = len(state.evals[state.to_act])
        return [ShowMelds(m) for m in range((1 << n) - 1, -1, -1)]
    if phase is Phase.DISCARD:
        choices = DiscardChoices(state.hands[state.declarer], state.profile.deal.dabb_size)
        extra = _go_outs(state)
        return choices if not extra else _Joined(choices, extra)
    if phase is Phase.TRUMP:
        return [ChooseTrump(s) for s in Suit] + _special_announcements(state) + _go_outs(state)
    if phase is Phase.DABB:
        return [TAKE_DABB, Announce(Contract.DURCH_OPEN_FROM_HAND)]
    if phase is Phase.CALL:
        calls: list[Action] = [CallCard(f) for f in _callable_faces(state)]
        return calls + _go_outs(state)
    if phase is Phase.GIVE:
        hand = state.hands[state.declarer] & ~(1 << state.received)
        return [GiveCard(c) for c in cards_of(hand)]
    if phase is Phase.DEAL_OVER:
        return [NEXT_DEAL]
    return []


class _Joined(Sequence[Action]):
    """One sequence followed by another, without materialising either."""

    __slots__ = ("_head", "_tail")

    def __init__(self, head: Sequence[Action], tail: Sequence[Action]) -> None:
        self._head = head
        self._tail = tail

    def __len__(self) -> int:
        return len(self._head) + len(self._tail)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if index < len(self._head):
            return self._head[index]
        return self._tail[index - len(self._head)]

    def __iter__(self) -> Iterator[Action]:
        yield from self._head
        yield from self._tail

    def __contains__(self, action: object) -> bool:
        return action in self._head or action in self._tail


# --------------------------------------------------------------------------
# apply


def apply(state: GameState, action: Action) -> Step:
    """Carry out ``action`` for the seat to act: the new state and what happened.

    Raises :class:`IllegalAction` with a reason when the rules refuse it.
    """
    phase = state.phase
    if phase is Phase.PLAY:
        if not isinstance(action, Play):
            raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} during card play")
        return _play(state, action.card)
    if phase is Phase.GAME_OVER:
        raise IllegalAction(IllegalReason.GAME_OVER)
    events: list[Event] = []
    if phase is Phase.DEAL_OVER:
        if not isinstance(action, NextDeal):
            raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} between two deals")
        return _deal(state, state.deal_no + 1, state.to_act, events), events
    if isinstance(action, NextDeal):
        raise IllegalAction(IllegalReason.WRONG_PHASE, "the deal is not over")
    if phase is Phase.AUCTION:
        if not isinstance(action, Bid | Hold | Pass):
            raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} during the auction")
        result = auction.apply_call(state, action, events)
        if isinstance(result, auction.Won):
            return _after_auction(result.state._replace(passed_out=0), events), events
        if isinstance(result, auction.AllPassed):
            n = state.passed_out + 1
            every = state.profile.auction.pass_out_warning
            events.append(AllPassed(in_a_row=n, warn=every > 0 and n % every == 0))
            return _deal_over(result.state._replace(passed_out=n)), events
        return result, events
    if phase is Phase.MELD:
        if not isinstance(action, ShowMelds):
            raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} while melding")
        return _show_melds(state, action, events), events
    if isinstance(action, GoOut):
        if action not in _go_outs(state):
            raise IllegalAction(IllegalReason.GO_OUT_NOT_ALLOWED)
        return _go_out(state, action.trump, events), events
    if phase is Phase.DABB:
        if isinstance(action, TakeDabb):
            return _take_dabb(state, events), events
        if isinstance(action, Announce) and action.contract is Contract.DURCH_OPEN_FROM_HAND:
            return _announce(state, action.contract, events), events
        raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} before taking the dabb")
    if phase is Phase.CALL:
        if not isinstance(action, CallCard):
            raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} instead of calling")
        return _call_card(state, action.face, events), events
    if phase is Phase.GIVE:
        if not isinstance(action, GiveCard):
            raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} instead of giving")
        return _give_card(state, action.card, events), events
    if phase is Phase.DISCARD:
        if not isinstance(action, Discard):
            raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} instead of discarding")
        return _discard(state, action.cards, events), events
    if phase is Phase.TRUMP:
        if isinstance(action, ChooseTrump):
            return _choose_trump(state, action.suit, events), events
        if isinstance(action, Announce):
            if action not in _special_announcements(state):
                raise IllegalAction(IllegalReason.CONTRACT_NOT_ALLOWED, action.contract.value)
            return _announce(state, action.contract, events), events
        raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} instead of naming trump")
    raise IllegalAction(IllegalReason.UNKNOWN_ACTION, action.kind)  # pragma: no cover


def _after_auction(state: GameState, events: list[Event]) -> GameState:
    if state.profile.contracts.durch:
        return state._replace(phase=Phase.DABB, to_act=state.declarer)
    return _take_dabb(state, events)


def _take_dabb(state: GameState, events: list[Event]) -> GameState:
    d = state.declarer
    public = state.profile.exchange.dabb_shown_to_all
    events.append(DabbShown(tuple(cards_of(state.dabb))))
    events.append(DabbTaken(d))
    hands = with_item(state.hands, d, state.hands[d] | state.dabb)
    revealed = with_item(state.revealed, d, state.revealed[d] | state.dabb) if public else (
        state.revealed
    )
    state = state._replace(hands=hands, revealed=revealed, dabb_public=public, to_act=d)
    if state.profile.contracts.rufen:
        return state._replace(phase=Phase.CALL)
    if state.profile.exchange.trump_before_discard:
        return state._replace(phase=Phase.TRUMP)
    return state._replace(phase=Phase.DISCARD)


def _after_exchange(state: GameState) -> GameState:
    """Where the deal goes once the Rufen exchange is over."""
    phase = Phase.TRUMP if state.profile.exchange.trump_before_discard else Phase.DISCARD
    return state._replace(phase=phase, to_act=state.declarer)


def _call_card(state: GameState, face: int, events: list[Event]) -> GameState:
    if face not in _callable_faces(state):
        raise IllegalAction(IllegalReason.CALL_NOT_ALLOWED, "the declarer holds both copies")
    p = state.profile
    d = state.declarer
    seat = next_active(p, state.dealer, d)
    while seat != d:
        held = state.hands[seat] & face_mask(face)
        if held and party_of(p, seat) != party_of(p, d):
            card = (held & -held).bit_length() - 1
            events.append(CardCalled(face, seat))
            hands = with_item(state.hands, seat, state.hands[seat] & ~(1 << card))
            hands = with_item(hands, d, hands[d] | (1 << card))
            revealed = with_item(state.revealed, d, state.revealed[d] | (1 << card))
            return state._replace(
                hands=hands, revealed=revealed, called=face, giver=seat, received=card,
                phase=Phase.GIVE, to_act=d,
            )
        seat = next_active(p, state.dealer, seat)
    events.append(CardCalled(face, -1))
    return _after_exchange(state._replace(called=face))


def _give_card(state: GameState, card: int, events: list[Event]) -> GameState:
    d = state.declarer
    if not 0 <= card < 64 or not state.hands[d] >> card & 1:  # a shift needs a card, not -1
        raise IllegalAction(IllegalReason.NOT_IN_HAND)
    if card == state.received:
        raise IllegalAction(IllegalReason.CANNOT_GIVE_CALLED)
    hands = with_item(state.hands, d, state.hands[d] & ~(1 << card))
    hands = with_item(hands, state.giver, hands[state.giver] | (1 << card))
    events.append(CardGiven(state.giver))
    private = state.private + ((d, state.giver, 1 << card),)
    return _after_exchange(state._replace(hands=hands, private=private))


def laid_away_openly(state: GameState) -> bool:
    """An open Durch announced before laying away (trump before the discard) showed the
    whole hand: every seat saw which cards then went."""
    return state.contract is Contract.DURCH_OPEN and state.profile.exchange.trump_before_discard


def _discard(state: GameState, cards: int, events: list[Event]) -> GameState:
    d = state.declarer
    need = state.profile.deal.dabb_size
    if cards & ~state.hands[d]:
        raise IllegalAction(IllegalReason.NOT_IN_HAND, "a discarded card is not in the hand")
    if cards.bit_count() != need:
        if state.profile.scoring.strict_penalties:
            return _penalty(state, d, events)
        raise IllegalAction(
            IllegalReason.WRONG_DISCARD_COUNT, f"{cards.bit_count()} cards instead of {need}"
        )
    events.append(Discarded(d, need))
    revealed = state.revealed
    if not laid_away_openly(state):
        # Face down: what the table saw go into his hand (the public dabb, the called
        # copy) may have gone with these cards, so no seat knows it is still there.
        revealed = with_item(revealed, d, 0)
    state = state._replace(hands=with_item(state.hands, d, state.hands[d] & ~cards), discards=cards,
                           revealed=revealed)
    if state.contract is not None and state.contract is not Contract.SUIT:
        return _start_play(state)
    if state.trump is not None:
        return _start_melds(state)
    return state._replace(phase=Phase.TRUMP)


def _choose_trump(state: GameState, suit: Suit, events: list[Event]) -> GameState:
    events.append(TrumpChosen(state.declarer, suit))
    state = state._replace(trump=suit, contract=Contract.SUIT)
    if state.discards == 0 and state.profile.deal.dabb_size:
        return state._replace(phase=Phase.DISCARD)
    return _start_melds(state)


def _announce(state: GameState, contract: Contract, events: list[Event]) -> GameState:
    d = state.declarer
    events.append(ContractAnnounced(d, contract))
    state = state._replace(contract=contract, trump=None)
    if contract in (Contract.DURCH_OPEN, Contract.DURCH_OPEN_FROM_HAND):
        state = state._replace(revealed=with_item(state.revealed, d, state.hands[d]))
    if contract is Contract.DURCH_OPEN_FROM_HAND:
        return _start_play(state)
    if state.discards == 0 and state.profile.deal.dabb_size:
        return state._replace(phase=Phase.DISCARD)
    return _start_play(state)


def _discarded_diss(state: GameState) -> int:
    if state.trump is None:
        return 0
    sevens = (1 << make_card(state.trump, Rank.SEVEN)) * 3
    return state.discards & sevens


def _start_melds(state: GameState) -> GameState:
    rules = state.profile.melds
    evals = list(state.evals)
    for seat in active_seats(state.profile, state.dealer):
        extra = _discarded_diss(state) if seat == state.declarer else 0
        evals[seat] = tuple(evaluate(state.hands[seat], state.trump, rules, diss_extra=extra))
    return state._replace(phase=Phase.MELD, to_act=state.declarer, evals=tuple(evals))


def _show_melds(state: GameState, action: ShowMelds, events: list[Event]) -> GameState:
    seat = state.to_act
    options = state.evals[seat]
    if action.shown < 0 or action.shown >> len(options):
        raise IllegalAction(IllegalReason.MELDS_NOT_HELD)
    shown = tuple(m for i, m in enumerate(options) if action.shown >> i & 1)
    events.append(MeldsShown(seat, shown))
    cards = 0
    for m in shown:
        cards |= m.cards
    revealed = state.revealed[seat] | (cards & state.hands[seat])
    state = state._replace(
        shown=with_item(state.shown, seat, shown),
        revealed=with_item(state.revealed, seat, revealed),
    )
    order = meld_order(state.profile, state.dealer, state.declarer)
    i = order.index(seat)
    if i + 1 < len(order):
        return state._replace(to_act=order[i + 1])
    return _start_play(state)


def _start_play(state: GameState) -> GameState:
    p = state.profile
    forehand = active_seats(p, state.dealer)[0]
    leader = forehand
    if state.contract in DURCH_CONTRACTS or (
        state.contract is Contract.BETTEL and p.contracts.bettel_leader is Leader.DECLARER
    ):
        leader = state.declarer
    return state._replace(phase=Phase.PLAY, to_act=leader, trick=(), trick_seats=())


def play_refusal(state: GameState, card: int) -> IllegalReason | None:
    """Why the seat to act may not play ``card`` now, or None if it may."""
    if state.phase is not Phase.PLAY:
        return IllegalReason.WRONG_PHASE
    hand = state.hands[state.to_act]
    if not 0 <= card < 64 or not hand >> card & 1:
        return IllegalReason.NOT_IN_HAND
    reason = why_not(card, hand, state.trick, state.trump, state.profile.tricks,
                     exempt=_exempt(state))
    return reason.refusal


_FIELD = {name: i for i, name in enumerate(GameState._fields)}
_HANDS, _TRICK, _TRICK_SEATS, _PLAYS, _TO_ACT = (
    _FIELD[n] for n in ("hands", "trick", "trick_seats", "plays", "to_act")
)
_make_state = GameState._make


class LegalPlayMemo:
    """The legal cards of the last state asked about.

    A player asks for the legal actions and then plays one, so ``apply`` need
    not work them out again. One (state, mask) pair, replaced in one
    assignment, so threads sharing the memo never read a torn pair.
    """

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[GameState | None, int] = (None, 0)

    def mask(self, state: GameState) -> int:
        """The bitmask of the cards the seat to act may play."""
        last = self._last
        if last[0] is state:
            return last[1]
        mask = legal_plays(state.hands[state.to_act], state.trick, state.trump,
                           state.profile.tricks, exempt=_exempt(state))
        self._last = (state, mask)
        return mask


LEGAL_PLAYS = LegalPlayMemo()
"""The memo of the auction games' ``legal_actions`` and ``apply``."""
_legal_mask = LEGAL_PLAYS.mask


def _play(state: GameState, card: int) -> Step:
    seat = state.to_act
    hand = state.hands[seat]
    events: list[Event] = [CardPlayed(seat, card)]
    # A card number out of range (Play(-1)) is no card in the hand: a shift by it would raise.
    if not 0 <= card < 64 or not _legal_mask(state) >> card & 1:
        reason = play_refusal(state, card)
        if reason is not IllegalReason.NOT_IN_HAND and state.profile.scoring.strict_penalties:
            return _penalty(state, seat, events), events
        raise IllegalAction(reason or IllegalReason.NOT_IN_HAND)
    p = state.profile
    hands = with_item(state.hands, seat, hand & ~(1 << card))
    trick = state.trick + (card,)
    trick_seats = state.trick_seats + (seat,)
    plays = state.plays + ((seat, card),)
    deal = p.deal
    if len(trick) < len(hands) - deal.dealer_sits_out:
        # The hot path of every search: set five fields without _replace's
        # keyword machinery, and find the next seat inline.
        nxt = seat + 1 if seat + 1 < len(hands) else 0
        if deal.dealer_sits_out and nxt == state.dealer:
            nxt = nxt + 1 if nxt + 1 < len(hands) else 0
        fields = list(state)
        fields[_HANDS] = hands
        fields[_TRICK] = trick
        fields[_TRICK_SEATS] = trick_seats
        fields[_PLAYS] = plays
        fields[_TO_ACT] = nxt
        return _make_state(fields), events
    w = trick_seats[trick_winner(trick, state.trump)]
    tmask = mask_of(trick)
    events.append(TrickWon(w, trick, points_of(tmask)))
    state = state._replace(
        hands=hands,
        trick=(),
        trick_seats=(),
        plays=plays,
        won=with_item(state.won, w, state.won[w] | tmask),
        tricks_won=with_item(state.tricks_won, w, state.tricks_won[w] + 1),
        last_winner=w,
        to_act=w,
    )
    decl_party = party_of(p, state.declarer)
    if state.contract in DURCH_CONTRACTS and party_of(p, w) != decl_party:
        return _end_deal(state, events, made=False), events
    if state.contract is Contract.BETTEL and party_of(p, w) == decl_party:
        return _end_deal(state, events, made=False), events
    if not any(hands):
        return _end_deal(state, events, made=True), events
    return state, events


def _party_sums(state: GameState, values: Sequence[int]) -> list[int]:
    sums = [0] * n_parties(state.profile)
    for seat, v in enumerate(values):
        sums[party_of(state.profile, seat)] += v
    return sums


def _end_deal(state: GameState, events: list[Event], *, made: bool) -> GameState:
    p = state.profile
    decl_party = party_of(p, state.declarer)
    contract = state.contract or Contract.SUIT
    tricks = _party_sums(state, state.tricks_won)
    if contract is Contract.SUIT:
        raw = _party_sums(state, [points_of(w, BINOKEL_POINTS) for w in state.won])
        raw[party_of(p, state.last_winner)] += p.tricks.last_trick_bonus
        if p.exchange.discards_count_for_declarer:
            raw[decl_party] += points_of(state.discards, BINOKEL_POINTS)
        melds = _party_sums(state, [sum(m.value for m in s) for s in state.shown])
        made, parts = score_suit_deal(p, state.bid, decl_party, melds, tricks, raw)
        value = state.bid
    else:
        parts = score_special(p, contract, made, decl_party, tricks)
        value = special_value(p, contract)
    result = DealResult(contract, state.declarer, decl_party, value, made, parts)
    return _finish(state, result, events, deal_counts=True)


def _penalty(state: GameState, offender: int, events: list[Event]) -> GameState:
    """Strict mode: a wrong discard or a revoke ends the deal (AMB-35, AMB-40)."""
    p = state.profile
    bad = party_of(p, offender)
    decl_party = party_of(p, state.declarer)
    changes = [0] * n_parties(p)
    changes[bad] = -p.scoring.fail_multiplier * state.bid
    if bad != decl_party:
        changes[decl_party] = state.bid
    parts = tuple(PartyResult(0, 0, 0, 0, 0, c) for c in changes)
    result = DealResult(state.contract or Contract.SUIT, state.declarer, decl_party,
                        state.bid, bad != decl_party, parts)
    return _finish(state, result, events, deal_counts=True)


def _go_out(state: GameState, trump: Suit, events: list[Event]) -> GameState:
    p = state.profile
    d = state.declarer
    decl_party = party_of(p, d)
    events.append(ContractAnnounced(d, Contract.GO_OUT))
    state = state._replace(contract=Contract.GO_OUT, trump=trump)
    evals = list(state.evals)
    shown = list(state.shown)
    for seat in active_seats(p, state.dealer):
        if party_of(p, seat) == decl_party:
            continue  # the declarer (and his partner) may not meld (S10)
        evals[seat] = shown[seat] = tuple(evaluate(state.hands[seat], trump, p.melds))
        events.append(MeldsShown(seat, shown[seat]))
    state = state._replace(evals=tuple(evals), shown=tuple(shown))
    melds = _party_sums(state, [sum(m.value for m in s) for s in shown])
    parts = score_go_out(p, state.bid, decl_party, melds)
    result = DealResult(Contract.GO_OUT, d, decl_party, state.bid, False, parts)
    return _finish(state, result, events, deal_counts=p.scoring.go_out_may_end_game)


def _last_bids(state: GameState) -> list[int]:
    bids = [0] * n_parties(state.profile)
    for seat, call, value in state.calls:
        if call in (Call.BID, Call.HOLD):
            party = party_of(state.profile, seat)
            bids[party] = max(bids[party], value)
    return bids


def _finish(state: GameState, result: DealResult, events: list[Event], *,
            deal_counts: bool) -> GameState:
    p = state.profile
    changes = list(result.changes)
    if p.deal.dealer_sits_out and p.scoring.sitting_out_dealer_bonus:
        changes[party_of(p, state.dealer)] += p.scoring.sitting_out_dealer_bonus
    scores = tuple(s + c for s, c in zip(state.scores, changes, strict=True))
    events.append(DealScored(result))
    state = state._replace(scores=scores, results=state.results + (result,))
    check = check_game_end(p, scores, result.declarer_party, deal_counts, _last_bids(state))
    if check.winner is not None:
        events.append(GameEnded(check.winner))
        return state._replace(phase=Phase.GAME_OVER, winner=check.winner, to_act=-1)
    return _deal_over(state)


def _deal_over(state: GameState) -> GameState:
    """The deal stays on the table until ``NextDeal``; the next dealer is to act."""
    dealer = (state.dealer + 1) % state.profile.deal.seats  # the deal passes to forehand
    return state._replace(phase=Phase.DEAL_OVER, to_act=dealer)

