"""Easy and Medium: rule-based players.

Easy plays plausible rules with frequent random choices, remembers only the
current trick, bids cautiously on its own hand and never goes out. Medium
plays and lays away by plan, bids on sampled dabbs (stopping well below their
estimate) and goes out when playing looks worse than losing the bid, but, like
many a player at the family table, does not count the cards played (Hard and
Expert, built on it, do: issue 29 measured the counting at 7.6-12.3 points a
deal, which spaces the ladder).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.actions import (
    Action,
    Announce,
    Bid,
    CallCard,
    ChooseTrump,
    Contract,
    Discard,
    GiveCard,
    GoOut,
    Hold,
    Pass,
    Play,
    ShowMelds,
    TakeDabb,
)
from ..engine.cards import Suit, cards_of
from ..engine.state import Phase, next_active
from ..engine.view import AuctionDetail, SeatView, TalonDetail
from .bettel import bettel_bid_limit, bettel_choice, bettel_discard
from .common import SUIT_MASK, deck_of, hand_seats, party_of, played_mask, side_of
from .heuristics import (
    Table,
    certain_durch,
    choose_discard,
    discard_loss,
    durch_discard,
    meld_value,
    plan_contract,
    play_estimate,
    play_expectation,
    rule_play,
)
from .knowledge import layout_of
from .talon import declare_choice, talon_play


@dataclass(frozen=True, slots=True)
class RuleConfig:
    """The knobs that tell Easy from Medium."""

    play_noise: float  # chance of a random legal card
    counting: bool  # remember played cards and proven voids
    may_go_out: bool
    dabb_samples: int  # 0: a fixed dabb bonus instead of sampled dabbs
    bid_margin: int  # subtracted from the estimate
    bid_noise: float  # chance to stop bidding early
    durch: bool  # announce a certain Durch
    bettel_worlds: int = 0  # layouts solved to judge a Bettel (0: never plays one)
    discard_noise: float = 0.0  # chance of a plain lay-away of low cards instead of the plan


EASY = RuleConfig(
    play_noise=0.3,
    counting=False,
    may_go_out=False,
    dabb_samples=0,
    bid_margin=50,
    bid_noise=0.2,
    durch=False,
    discard_noise=0.25,
)
MEDIUM = RuleConfig(
    play_noise=0.0,
    counting=False,
    may_go_out=True,
    dabb_samples=8,
    # Stops 50 points below its estimate: a careful bidder, as many a family player
    # is. It spaces the ladder in the 40-card game (Medium against Hard, 300 deals
    # of seed 7: -9.6 a deal without the margin, -19.4 with it); in Grupp's game a
    # margin of 60 left Medium as strong as before (docs/ai.md, "A careful Medium").
    bid_margin=50,
    bid_noise=0.0,
    durch=True,
    bettel_worlds=6,
)


def go_out_options(view: SeatView) -> list[GoOut]:
    """The legal go-out actions (membership tests keep the discard list lazy)."""
    legal = view.legal
    return [g for g in (GoOut(s) for s in Suit) if g in legal]


def legal_has(view: SeatView, action: Action) -> bool:
    """Whether ``action`` is legal now."""
    return action in view.legal


def go_out_suit(hand: int) -> Suit:
    """The trump to name when going out: our longest suit leaves the opponents fewest melds."""
    return Suit(max(range(4), key=lambda s: ((hand & SUIT_MASK[s]).bit_count(), -s)))


class RuleBot:
    """A rule-based player; ``EASY`` and ``MEDIUM`` configure it."""

    def __init__(self, name: str, config: RuleConfig) -> None:
        self.name = name
        self.cfg = config
        # The decision of each phase, per game family (the type of the view's
        # detail): no branch on the game kind. Bound here, so subclasses' own
        # methods (the search levels' play) are the ones called.
        self._deciders: dict[type, dict[Phase, Callable[[SeatView, random.Random], Action]]] = {
            AuctionDetail: {
                Phase.PLAY: self.play, Phase.AUCTION: self.bid, Phase.MELD: self.melds,
                Phase.DABB: self.dabb, Phase.DISCARD: self.discard, Phase.TRUMP: self.trump,
                Phase.CALL: self.call, Phase.GIVE: self.give,
            },
            TalonDetail: {Phase.DECLARE: declare_choice, Phase.PLAY: self.talon_play},
        }

    # -- dispatch ------------------------------------------------------------

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """One of ``view.legal``, by the phase's rules."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        decide = self._deciders[type(view.detail)].get(view.phase)
        if decide is None:
            return legal[rng.randrange(len(legal))]
        return decide(view, rng)

    # -- auction -------------------------------------------------------------

    def bid_limit(self, view: SeatView, rng: random.Random) -> int:
        """The highest value this hand is worth bidding."""
        p = view.profile
        hand = view.hand
        deck = deck_of(p)
        if self.cfg.dabb_samples <= 0:
            out = deck & ~hand
            best = max(meld_value(hand, t, p) + play_estimate(hand, t, p, out) for t in range(4))
            limit = int(best + 15 - self.cfg.bid_margin)
        else:
            limit = self.sampled_limit(view, rng, self.cfg.dabb_samples)
        if self.cfg.bid_noise and rng.random() < self.cfg.bid_noise:
            limit -= 20
        return limit

    def sampled_limit(self, view: SeatView, rng: random.Random, samples: int) -> int:
        """Bid by sampled dabbs: the highest bid whose expected result beats passing."""
        p = view.profile
        hand = view.hand
        deck = deck_of(p)
        k = p.deal.dabb_size
        unknown = cards_of(deck & ~hand)
        values: list[float] = []
        for _ in range(samples):
            dabb = 0
            for c in rng.sample(unknown, k):
                dabb |= 1 << c
            full = hand | dabb
            plan = plan_contract(full, p, deck & ~full, k, top=1)
            values.append(plan.value - self.cfg.bid_margin)
        limit = self.limit_from_values(view, values)
        return max(limit, bettel_bid_limit(view, rng, self.cfg.bettel_worlds, 0.0))

    def limit_from_values(self, view: SeatView, values: list[float]) -> int:
        """The highest bid B with E[max(play at B, go out)] >= 0 over the sampled values."""
        p = view.profile
        step = p.auction.bid_step
        b = p.min_bid
        best = p.min_bid - step
        go_out = p.exchange.go_out_allowed and self.cfg.may_go_out
        while b <= p.auction.max_bid:
            e = 0.0
            for v in values:
                x = play_expectation(v, b, p)
                e += max(x, -b) if go_out else x
            if e / len(values) < 0:
                break
            best = b
            b += step
        return best

    def bid(self, view: SeatView, rng: random.Random) -> Action:
        """Bid, hold or pass against the hand's limit."""
        legal = view.legal
        limit = self.bid_limit(view, rng)
        p = view.profile
        if (
            p.deal.teams
            and view.auction.holder >= 0
            and party_of(p, view.auction.holder) == party_of(p, view.seat)
            and view.auction.holder != view.seat
        ):
            limit = min(limit, view.auction.bid)  # do not outbid the partner
        bids = [a for a in legal if isinstance(a, Bid)]
        if any(isinstance(a, Hold) for a in legal):
            return legal[0] if view.auction.bid <= limit else Pass()
        if bids:
            low = min(bids, key=lambda a: a.value)
            if low.value <= limit or not any(isinstance(a, Pass) for a in legal):
                return low
        return Pass()

    # -- after the auction ----------------------------------------------------

    def outstanding(self, view: SeatView) -> int:
        """Cards not in the own hand, not played and not discarded by us."""
        return deck_of(view.profile) & ~(view.hand | played_mask(view) | view.auction.discards)

    def dabb(self, view: SeatView, rng: random.Random) -> Action:
        """Take the dabb, unless a Durch from hand is certain."""
        a = Announce(Contract.DURCH_OPEN_FROM_HAND)
        if (
            self.cfg.durch
            and legal_has(view, a)
            and certain_durch(view.hand, self.outstanding(view))
        ):
            return a
        return TakeDabb()

    def to_discard(self, view: SeatView) -> int:
        """Cards still to discard."""
        return max(0, view.hand.bit_count() - view.profile.deal.hand_size)

    def or_go_out(self, view: SeatView, result: float) -> float:
        """An expected result, or going out (-bid) where this level may and it is better."""
        if self.cfg.may_go_out and go_out_options(view):
            return max(result, -view.auction.bid)
        return result

    def suit_result(self, view: SeatView, value: float) -> float:
        """The expected score of a suit contract forecast at ``value``, or of going out."""
        return self.or_go_out(view, play_expectation(value, view.auction.bid, view.profile))

    def should_go_out(self, view: SeatView, value: float) -> bool:
        """Go out when the expected result of playing is worse than -bid."""
        if not self.cfg.may_go_out:
            return False
        return play_expectation(value, view.auction.bid, view.profile) < -view.auction.bid

    def discard(self, view: SeatView, rng: random.Random) -> Action:
        """Discard (or go out first, where the rules ask for it now)."""
        p = view.profile
        k = self.to_discard(view)
        out = self.outstanding(view)
        if view.contract is Contract.BETTEL:
            return Discard(bettel_discard(view.hand, k, out))
        if self.cfg.durch and p.contracts.durch and view.trump is None:
            d = durch_discard(view.hand, out, k)
            if d is not None:
                return Discard(d)
        trumps = (int(view.trump),) if view.trump is not None else (0, 1, 2, 3)
        plan = plan_contract(view.hand, p, out, k, trumps=trumps)
        other = self.suit_result(view, plan.value)
        bettel = bettel_choice(view, rng, self.cfg.bettel_worlds, k, other, out)
        if bettel is not None:
            return Discard(bettel)
        if go_out_options(view) and self.should_go_out(view, plan.value):
            g = GoOut(view.trump if view.trump is not None else go_out_suit(view.hand))
            if legal_has(view, g):
                return g
        if self.cfg.discard_noise and rng.random() < self.cfg.discard_noise:
            # Easy: a plain discard of low cards outside the planned trump.
            cands = [c for c in cards_of(view.hand) if c >> 4 != plan.trump] or cards_of(view.hand)
            rng.shuffle(cands)
            cands.sort(key=lambda c: (c >> 1) & 7, reverse=True)
            d = 0
            for c in cands[:k]:
                d |= 1 << c
            return Discard(d)
        return Discard(plan.discard)

    def trump(self, view: SeatView, rng: random.Random) -> Action:
        """Name trump, announce a certain Durch, or go out."""
        p = view.profile
        out = self.outstanding(view)
        k = self.to_discard(view)
        if self.cfg.durch and k == 0:
            a = Announce(Contract.DURCH_OPEN)
            if legal_has(view, a) and certain_durch(view.hand, out):
                return a
        plan = plan_contract(view.hand, p, out, k, top=4)
        if legal_has(view, Announce(Contract.BETTEL)):
            other = self.suit_result(view, plan.value)
            if bettel_choice(view, rng, self.cfg.bettel_worlds, k, other, out) is not None:
                return Announce(Contract.BETTEL)
        if go_out_options(view) and self.should_go_out(view, plan.value):
            g = GoOut(go_out_suit(view.hand))
            if legal_has(view, g):
                return g
        return ChooseTrump(Suit(plan.trump))

    def call(self, view: SeatView, rng: random.Random) -> Action:
        """Rufen: call the face that adds most to the melds (or go out)."""
        p = view.profile
        out = self.outstanding(view)
        k = self.to_discard(view)
        if go_out_options(view):
            plan = plan_contract(view.hand, p, out, k)
            if self.should_go_out(view, plan.value):
                return GoOut(go_out_suit(view.hand))
        calls = [a for a in view.legal if isinstance(a, CallCard)]
        if not self.cfg.counting and rng.random() < 0.5:
            return calls[rng.randrange(len(calls))]

        def gain(a: CallCard) -> tuple[int, int]:
            card = a.face * 2 + (1 if view.hand >> (a.face * 2) & 1 else 0)
            full = view.hand | (1 << card)
            return (max(meld_value(full, t, p) for t in range(4)), -((a.face) & 7))

        return max(calls, key=gain)

    def give(self, view: SeatView, rng: random.Random) -> Action:
        """Rufen: give back the card that costs least."""
        p = view.profile
        out = self.outstanding(view)
        plan = plan_contract(view.hand, p, out, 0, top=1)
        melds_now = meld_value(view.hand, plan.trump, p)
        gives = [a for a in view.legal if isinstance(a, GiveCard)]
        return min(
            gives,
            key=lambda a: (
                discard_loss(view.hand, a.card, plan.trump, p, out, melds_now) + 2 * _pts(a.card),
                a.card,
            ),
        )

    def melds(self, view: SeatView, rng: random.Random) -> Action:
        """Show every meld."""
        return ShowMelds((1 << len(view.auction.melds_available)) - 1)

    def talon_play(self, view: SeatView, rng: random.Random) -> Action:
        """A card in the two-hand talon games."""
        return talon_play(view, rng, self.cfg.play_noise)

    # -- card play -------------------------------------------------------------

    def table(self, view: SeatView) -> Table:
        """The card-play situation, with as much memory as the level has."""
        p = view.profile
        seats = hand_seats(view)
        played = played_mask(view)
        trick_cards = 0
        for c in view.trick:
            trick_cards |= 1 << c
        deck = deck_of(p)
        may_hold: dict[int, int] = {}
        if self.cfg.counting:
            lay = layout_of(view)
            for o in seats:
                if o != view.seat:
                    may_hold[o] = lay.known[o] | (lay.pool & ~lay.forbidden[o])
        else:
            rest = deck & ~(view.hand | trick_cards)
            for o in seats:
                if o != view.seat:
                    may_hold[o] = rest
        later: list[int] = []
        n_after = p.hand_players - len(view.trick) - 1
        s = view.seat
        for _ in range(n_after):
            s = next_active(p, view.dealer, s)
            later.append(s)
        side = {o: side_of(view, o) for o in seats}
        my_side = side[view.seat]
        need = False
        if view.contract is Contract.SUIT:
            mine = [o for o in seats if party_of(p, o) == party_of(p, view.seat)]
            melds = sum(sum(m.value for m in view.auction.shown[o]) for o in mine)
            need = melds > 0 and all(view.tricks_won[o] == 0 for o in mine)
        legal = view.legal_cards
        del played
        return Table(
            view.seat,
            None if view.trump is None else int(view.trump),
            view.contract,
            view.trick,
            view.trick_seats,
            view.hand,
            legal,
            tuple(later),
            my_side,
            side,
            may_hold,
            need,
        )

    def play(self, view: SeatView, rng: random.Random) -> Action:
        """A card by the rules (Easy: often a random one)."""
        legal = view.legal
        if self.cfg.play_noise and rng.random() < self.cfg.play_noise:
            return legal[rng.randrange(len(legal))]
        t = self.table(view)
        return Play(rule_play(t, self.outstanding(view)))


def _pts(card: int) -> int:
    from .common import CARD_POINTS

    return CARD_POINTS[card]


def easy() -> RuleBot:
    """The Easy level."""
    return RuleBot("easy", EASY)


def medium() -> RuleBot:
    """The Medium level."""
    return RuleBot("medium", MEDIUM)


__all__ = ["RuleBot", "RuleConfig", "EASY", "MEDIUM", "easy", "medium", "choose_discard"]
