"""The talon games as a state machine: ``new_game``, ``legal_actions``, ``apply``.

One deal runs: deal and turn-up (§5.1, §6.1); phase 1, where the trick winner
may declare and handle a trump 7 before both draw (§5.2, §6.2); phase 2 with
the obligations of the profile (§5.3, §6.5); scoring and the target (§5.4–5.5,
§6.6). The shared trick rules of :mod:`..tricks` decide winners and phase-2 plays.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from ..actions import (
    NEXT_DEAL,
    PLAY,
    Action,
    Contract,
    IllegalAction,
    IllegalReason,
    NextDeal,
    Play,
)
from ..cards import Rank, Suit, cards_of, deck_mask, make_card, mask_of, rank_mask
from ..events import CardPlayed, DealScored, DealStarted, Event, GameEnded, TrickWon
from ..profile import GameKind, Packet, RuleProfile, TrickRules
from ..profile_talon import BrisqueTiming, DealerRotation, LastTrick, RevokeForfeit
from ..scoring import DealResult, PartyResult, check_game_end
from ..state import Phase, with_item
from ..tricks import legal_plays, trick_winner, why_not
from .actions import (
    CARTE_BLANCHE,
    DRAW,
    Declare,
    Draw,
    ExchangeSeven,
    ShowCarteBlanche,
    ShowSeven,
)
from .declarations import (
    EMPTY_HISTORY,
    DeclKind,
    forms,
    kind_value,
    legal_declarations,
    record,
    reuse_refusal,
)
from .events import (
    CardDrawn,
    Scored,
    SevenExchanged,
    TalonExhausted,
    TargetClaimed,
    TrumpTurnedUp,
    TurnUpTaken,
)
from .scoring import card_points, claim, score_two_hand
from .state import Declaration, TalonState

Step = tuple[TalonState, list[Event]]

COURT_MASK: Final = rank_mask(Rank.KING) | rank_mask(Rank.OBER) | rank_mask(Rank.UNTER)
"""K, O/Q and U/J: a hand without them is a carte blanche."""


@lru_cache(maxsize=4)
def phase2_rules(must_head: bool) -> TrickRules:
    """Obligations of phase 2: follow suit, else trump; head only if ``must_head``.

    With two players overtrumping never arises apart from a trump lead, which is
    following suit; so must-head covers "must win the trick if possible".
    """
    return TrickRules(
        must_head=must_head,
        must_trump=True,
        must_overtrump=must_head,
        must_undertrump=True,
        must_head_after_ruff=False,
    )


def strict(profile: RuleProfile) -> bool:
    """Strict mode (§6.6, AMB-35): phase-2 revokes are played and punished, not refused."""
    return profile.scoring.strict_penalties  # the switch shared with the auction games


def stage_plays(
    profile: RuleProfile, hand: int, trick: Sequence[int], trump: int | None, stage: int
) -> int:
    """The cards of ``hand`` that may be played: any in phase 1, obligations in phase 2."""
    if stage == 1 or strict(profile):
        return hand
    return legal_plays(hand, trick, trump, phase2_rules(profile.talon.phase2_must_head))


def _sevens(trump: int) -> int:
    return 3 << make_card(trump, Rank.SEVEN)


# --------------------------------------------------------------------------
# dealing


def deal_cards(
    profile: RuleProfile, seed: int, deal_no: int, dealer: int
) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
    """Shuffle and deal: the hands, the turn-up and the talon (top card first)."""
    rng = random.Random(f"binokel:{seed}:{deal_no}")
    deck = cards_of(deck_mask(profile.deck.ranks))
    rng.shuffle(deck)
    hands = [0, 0]
    pos = 0
    for target, count in profile.deal.packets:
        if target is not Packet.EACH:
            continue  # the talon games have no dabb
        for seat in (1 - dealer, dealer):  # the non-dealer first
            hands[seat] |= mask_of(deck[pos : pos + count])
            pos += count
    return tuple(hands), deck[pos], tuple(deck[pos + 1 :])


def new_game(profile: RuleProfile, seed: int, *, dealer: int = 0) -> TalonState:
    """A new two-hand game: scores at zero and the first deal dealt from ``seed``."""
    if profile.game is not GameKind.TALON or profile.deal.seats != 2:
        raise ValueError(f"profile {profile.name!r} is not a two-hand talon game")
    state = TalonState(profile=profile, seed=seed, dealer=dealer % 2, history=EMPTY_HISTORY)
    return _deal(state, 0, dealer % 2, [])


def _deal(state: TalonState, deal_no: int, dealer: int, events: list[Event]) -> TalonState:
    p = state.profile
    hands, turn_up, stock = deal_cards(p, state.seed, deal_no, dealer)
    trump = Suit(turn_up >> 4)
    events.append(DealStarted(deal_no, dealer))
    events.append(TrumpTurnedUp(turn_up, trump))
    state = state._replace(
        deal_no=deal_no,
        dealer=dealer,
        phase=Phase.PLAY,
        to_act=1 - dealer,  # the non-dealer leads
        stage=1,
        start_scores=state.scores,
        hands=hands,
        table=(0, 0),
        revealed=(0, 0),
        stock=stock,
        turn_up=turn_up,
        trump=trump,
        trick=(),
        trick_seats=(),
        plays=(),
        won=(0, 0),
        tricks_won=(0, 0),
        trick_no=0,
        stage2_from=-1,
        last_winner=-1,
        bonus_seat=-1,
        history=EMPTY_HISTORY,
        declarations=((), ()),
        declared=False,
        seven_done=False,
        fresh=0,
        sevens_scored=0,
        credited=(0, 0),
        revoked=(-1, -1),
    )
    if (turn_up >> 1) & 7 == Rank.SEVEN:  # the turned-up Diss scores for the dealer
        state = _score(state, dealer, DeclKind.DISS, 1 << turn_up, events)
        state = state._replace(sevens_scored=1 << turn_up)
        state = _check_claim(state, events)
    return state


# --------------------------------------------------------------------------
# legal actions


def _may_show_blanche(state: TalonState) -> bool:
    seat = state.to_act
    return (
        state.profile.talon.carte_blanche
        and state.stage == 1
        and state.trick_no == 0
        and not (state.hands[seat] | state.table[seat]) & COURT_MASK
        and all(d.kind is not DeclKind.CARTE_BLANCHE for d in state.declarations[seat])
    )


def _exchangeable(state: TalonState) -> list[int]:
    t = state.turn_up
    if state.seven_done or t < 0 or (t >> 1) & 7 == Rank.SEVEN:
        return []
    return cards_of(state.hands[state.to_act] & _sevens(state.trump))


def _showable(state: TalonState) -> list[int]:
    if state.seven_done:
        return []
    return cards_of(state.hands[state.to_act] & _sevens(state.trump) & ~state.sevens_scored)


def legal_actions(state: TalonState) -> Sequence[Action]:
    """The legal actions of the seat to act; empty only when the game is over."""
    if state.phase is Phase.PLAY:
        hand = state.hands[state.to_act] | state.table[state.to_act]
        mask = stage_plays(state.profile, hand, state.trick, state.trump, state.stage)
        out: list[Action] = [PLAY[c] for c in cards_of(mask)]
        if _may_show_blanche(state):
            out.append(CARTE_BLANCHE)
        return out
    if state.phase is Phase.DECLARE:
        out = [DRAW]
        out += [ExchangeSeven(c) for c in _exchangeable(state)]
        out += [ShowSeven(c) for c in _showable(state)]
        if not state.declared:
            held = (state.hands[state.to_act] | state.table[state.to_act]) & ~state.fresh
            out += [
                Declare(k, c)
                for k, c in legal_declarations(held, state.trump, state.history, state.profile)
            ]
        return out
    if state.phase is Phase.DEAL_OVER:
        return [NEXT_DEAL]
    return []


# --------------------------------------------------------------------------
# apply


def apply(state: TalonState, action: Action) -> Step:
    """Carry out ``action`` for the seat to act: the new state and what happened.

    Raises :class:`IllegalAction` with a reason for anything not in
    :func:`legal_actions`.
    """
    events: list[Event] = []
    if state.phase is Phase.GAME_OVER:
        raise IllegalAction(IllegalReason.GAME_OVER)
    if state.phase is Phase.DEAL_OVER:
        if not isinstance(action, NextDeal):
            raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} between two deals")
        return _deal(state, state.deal_no + 1, state.to_act, events), events
    if isinstance(action, NextDeal):
        raise IllegalAction(IllegalReason.WRONG_PHASE, "the deal is not over")
    if state.phase is Phase.PLAY:
        if isinstance(action, Play):
            return _play(state, action.card, events), events
        if isinstance(action, ShowCarteBlanche):
            return _carte_blanche(state, events), events
        if isinstance(action, Declare | ExchangeSeven | ShowSeven):
            if state.stage == 2:
                raise IllegalAction(IllegalReason.NO_DECLARATIONS_AFTER_TALON)
            raise IllegalAction(IllegalReason.MUST_WIN_TRICK_TO_DECLARE)
        raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} during card play")
    # Phase.DECLARE: the winner of a phase-1 trick, before drawing
    if isinstance(action, Declare):
        return _declare(state, action, events), events
    if isinstance(action, ExchangeSeven):
        return _exchange(state, action.card, events), events
    if isinstance(action, ShowSeven):
        return _show_seven(state, action.card, events), events
    if isinstance(action, Draw):
        return _draw(state, events), events
    if isinstance(action, Play):
        raise IllegalAction(IllegalReason.MUST_DRAW, "the trick winner declares, then draws")
    raise IllegalAction(IllegalReason.WRONG_PHASE, f"{action.kind} before drawing")


def _score(
    state: TalonState, seat: int, kind: DeclKind, cards: int, events: list[Event]
) -> TalonState:
    points = kind_value(kind, state.profile)
    events.append(Scored(seat, kind, cards, points))
    decls = state.declarations[seat] + (Declaration(kind, cards, points),)
    return state._replace(
        scores=with_item(state.scores, seat, state.scores[seat] + points),
        declarations=with_item(state.declarations, seat, decls),
    )


def _raw(state: TalonState, seat: int) -> int:
    """Exact card points of ``seat`` so far, with the last-trick bonus once earned."""
    raw = card_points(state.profile, state.won[seat])
    if state.bonus_seat == seat:
        raw += state.profile.tricks.last_trick_bonus
    return raw


def _check_claim(state: TalonState, events: list[Event]) -> TalonState:
    """End the game at once if a running exact total reaches the target [AMB-24]."""
    if not state.profile.talon.mid_deal_claim or state.phase is Phase.GAME_OVER:
        return state
    raw = [_raw(state, s) for s in (0, 1)]
    running = [state.scores[s] - state.credited[s] + raw[s] for s in (0, 1)]
    seat = claim(state.profile, running)
    if seat is None:
        return state
    declared = [sum(d.points for d in state.declarations[s]) for s in (0, 1)]
    parts = tuple(
        PartyResult(declared[s], declared[s], raw[s], raw[s], state.tricks_won[s],
                    declared[s] + raw[s])
        for s in (0, 1)
    )
    result = DealResult(Contract.SUIT, -1, -1, 0, True, parts)
    scores = tuple(state.start_scores[s] + parts[s].change for s in (0, 1))
    events.append(TargetClaimed(seat, running[seat]))
    events.append(DealScored(result))
    events.append(GameEnded(seat))
    return state._replace(
        scores=scores, results=state.results + (result,), phase=Phase.GAME_OVER,
        to_act=-1, winner=seat,
    )


def _carte_blanche(state: TalonState, events: list[Event]) -> TalonState:
    if not _may_show_blanche(state):
        raise IllegalAction(IllegalReason.CARTE_BLANCHE_NOT_ALLOWED)
    seat = state.to_act
    hand = state.hands[seat] | state.table[seat]
    state = state._replace(revealed=with_item(state.revealed, seat, hand))
    return _check_claim(_score(state, seat, DeclKind.CARTE_BLANCHE, hand, events), events)


def _play(state: TalonState, card: int, events: list[Event]) -> TalonState:
    p = state.profile
    seat = state.to_act
    hand = state.hands[seat] | state.table[seat]  # declared cards may be played from the table
    if not 0 <= card < 64 or not hand >> card & 1:
        raise IllegalAction(IllegalReason.NOT_IN_HAND)
    revoked = state.revoked
    if state.stage == 2:
        rules = phase2_rules(p.talon.phase2_must_head)
        reason = why_not(card, hand, state.trick, state.trump, rules)
        if reason.refusal is not None:
            if not strict(p):
                raise IllegalAction(reason.refusal)
            if revoked[seat] < 0:  # strict mode: played, and punished at the end [§6.6]
                revoked = with_item(revoked, seat, state.trick_no)
    bit = 1 << card
    events.append(CardPlayed(seat, card))
    state = state._replace(
        hands=with_item(state.hands, seat, state.hands[seat] & ~bit),
        table=with_item(state.table, seat, state.table[seat] & ~bit),
        revealed=with_item(state.revealed, seat, state.revealed[seat] & ~bit),
        trick=state.trick + (card,),
        trick_seats=state.trick_seats + (seat,),
        plays=state.plays + ((seat, card),),
        revoked=revoked,
    )
    if state.stage == 1 and bit & _sevens(state.trump) & ~state.sevens_scored:
        # A trump 7 that has not scored scores when played in phase 1 [AMB-20].
        state = _score(state, seat, DeclKind.DISS, bit, events)
        state = state._replace(sevens_scored=state.sevens_scored | bit)
    if len(state.trick) < 2:
        return state._replace(to_act=1 - seat)
    return _finish_trick(state, events)


def _finish_trick(state: TalonState, events: list[Event]) -> TalonState:
    p = state.profile
    trick = state.trick
    w = state.trick_seats[trick_winner(trick, state.trump)]
    tmask = mask_of(trick)
    points = card_points(p, tmask)
    events.append(TrickWon(w, trick, points))
    last_of_stock = state.stage == 1 and len(state.stock) <= 1
    final = state.stage == 2 and not any(state.hands)
    bonus_seat = state.bonus_seat
    if (final and p.talon.last_trick is LastTrick.FINAL) or (
        last_of_stock and p.talon.last_trick is LastTrick.END_OF_STOCK
    ):
        bonus_seat = w
        points += p.tricks.last_trick_bonus
    state = state._replace(
        trick=(),
        trick_seats=(),
        won=with_item(state.won, w, state.won[w] | tmask),
        tricks_won=with_item(state.tricks_won, w, state.tricks_won[w] + 1),
        trick_no=state.trick_no + 1,
        last_winner=w,
        bonus_seat=bonus_seat,
        to_act=w,
    )
    if p.talon.brisques_timing is BrisqueTiming.IMMEDIATE:
        state = state._replace(
            scores=with_item(state.scores, w, state.scores[w] + points),
            credited=with_item(state.credited, w, state.credited[w] + points),
        )
    if state.stage == 1:
        state = state._replace(phase=Phase.DECLARE, declared=False, seven_done=False, fresh=0)
    state = _check_claim(state, events)
    if final and state.phase is not Phase.GAME_OVER:
        return _end_deal(state, events)
    return state


def _declare(state: TalonState, action: Declare, events: list[Event]) -> TalonState:
    seat = state.to_act
    if state.declared:
        raise IllegalAction(IllegalReason.ONE_DECLARATION_PER_TRICK)
    if not forms(action.decl, action.cards, state.trump, state.profile):
        raise IllegalAction(IllegalReason.NOT_A_DECLARATION, action.decl.value)
    if action.cards & ~((state.hands[seat] | state.table[seat]) & ~state.fresh):
        raise IllegalAction(IllegalReason.NOT_IN_HAND, "declared cards must be held")
    reason = reuse_refusal(action.decl, action.cards, state.history)
    if reason is not None:
        raise IllegalAction(reason)
    state = state._replace(
        history=record(action.decl, action.cards, state.history),
        hands=with_item(state.hands, seat, state.hands[seat] & ~action.cards),
        table=with_item(state.table, seat, state.table[seat] | action.cards),
        declared=True,
    )
    return _check_claim(_score(state, seat, action.decl, action.cards, events), events)


def _exchange(state: TalonState, card: int, events: list[Event]) -> TalonState:
    if card not in _exchangeable(state):
        raise IllegalAction(IllegalReason.TRUMP_SEVEN_NOT_ALLOWED, "no exchange possible")
    seat = state.to_act
    taken = state.turn_up
    bit = 1 << card
    hand = state.hands[seat] & ~bit | 1 << taken
    revealed = state.revealed[seat] & ~bit | 1 << taken  # the turn-up was public
    events.append(SevenExchanged(seat, card, taken))
    state = state._replace(
        hands=with_item(state.hands, seat, hand),
        revealed=with_item(state.revealed, seat, revealed),
        turn_up=card,
        fresh=1 << taken,
        seven_done=True,
    )
    if bit & ~state.sevens_scored:
        state = _score(state, seat, DeclKind.DISS, bit, events)
        state = state._replace(sevens_scored=state.sevens_scored | bit)
    return _check_claim(state, events)


def _show_seven(state: TalonState, card: int, events: list[Event]) -> TalonState:
    if card not in _showable(state):
        raise IllegalAction(IllegalReason.TRUMP_SEVEN_NOT_ALLOWED, "no trump 7 to show")
    seat = state.to_act
    bit = 1 << card
    state = state._replace(
        revealed=with_item(state.revealed, seat, state.revealed[seat] | bit),
        seven_done=True,
        sevens_scored=state.sevens_scored | bit,
    )
    return _check_claim(_score(state, seat, DeclKind.DISS, bit, events), events)


def _draw(state: TalonState, events: list[Event]) -> TalonState:
    w = state.to_act
    loser = 1 - w
    stock = state.stock
    hands = with_item(state.hands, w, state.hands[w] | 1 << stock[0])
    events.append(CardDrawn(w))
    state = state._replace(phase=Phase.PLAY, fresh=0)
    if len(stock) >= 2:
        events.append(CardDrawn(loser))
        hands = with_item(hands, loser, hands[loser] | 1 << stock[1])
        return state._replace(hands=hands, stock=stock[2:])
    # The last face-down card to the winner, the turn-up to the loser (§5.2.5, §6.5).
    t = state.turn_up
    events.append(TurnUpTaken(loser, t))
    events.append(TalonExhausted())
    hands = with_item(hands, loser, hands[loser] | 1 << t)
    # Declared cards return to the hands; every seat has seen them.
    hands = (hands[0] | state.table[0], hands[1] | state.table[1])
    revealed: tuple[int, ...] = (
        state.revealed[0] | state.table[0],
        state.revealed[1] | state.table[1],
    )
    revealed = with_item(revealed, loser, revealed[loser] | 1 << t)
    return state._replace(
        hands=hands, stock=(), turn_up=-1, stage=2, stage2_from=state.trick_no,
        table=(0, 0), revealed=revealed,
    )


# --------------------------------------------------------------------------
# end of the deal


def _forfeits(state: TalonState, raw: list[int]) -> None:
    """Strict mode: move or drop card points after a phase-2 revoke (§6.6)."""
    p = state.profile
    bonus = p.tricks.last_trick_bonus
    for s in (0, 1):
        start = state.revoked[s]
        if start < 0:
            continue
        transfer = p.talon.revoke_forfeit is RevokeForfeit.TRICKS
        first = state.stage2_from if transfer else start
        for t in range(first, state.trick_no):
            (s0, c0), (s1, c1) = state.plays[2 * t], state.plays[2 * t + 1]
            winner = (s0, s1)[trick_winner((c0, c1), state.trump)]
            if winner != s:
                continue
            pts = card_points(p, 1 << c0 | 1 << c1)
            if transfer:
                if t == state.trick_no - 1 and state.bonus_seat == s:
                    pts += bonus
                raw[1 - s] += pts
            raw[s] -= pts


def _end_deal(state: TalonState, events: list[Event]) -> TalonState:
    p = state.profile
    raw = [_raw(state, s) for s in (0, 1)]
    _forfeits(state, raw)
    declared = [sum(d.points for d in state.declarations[s]) for s in (0, 1)]
    parts = score_two_hand(p, declared, raw, state.tricks_won)
    result = DealResult(Contract.SUIT, -1, -1, 0, True, parts)
    scores = tuple(state.start_scores[s] + parts[s].change for s in (0, 1))
    events.append(DealScored(result))
    state = state._replace(scores=scores, results=state.results + (result,))
    check = check_game_end(p, scores, None, True)
    if check.winner is not None:
        events.append(GameEnded(check.winner))
        return state._replace(phase=Phase.GAME_OVER, winner=check.winner, to_act=-1)
    if p.talon.dealer_rotation is DealerRotation.LAST_TRICK_WINNER:
        dealer = state.last_winner
    else:
        dealer = 1 - state.dealer
    # The deal stays on the table until NextDeal; the next dealer is to act.
    return state._replace(phase=Phase.DEAL_OVER, to_act=dealer)
