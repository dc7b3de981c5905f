"""Worlds drawn towards what declarers do: a uniform world moved on by a short
Metropolis walk under the priors of ``ai/lay_away.py`` (what the declarer laid
away) and ``ai/declarer_hand.py`` (what he holds).

The walk's target is the product of the two: the declarer's share ``F`` of the
hidden cards (his hand and the stash) by the holding odds, and the stash within
what he held by the lay-away odds. Each step proposes that two hidden cards
trade places, picked uniformly, so a proposal is as likely as its reverse and
the trade is kept with the ratio of the two worlds' probabilities (at most 1).
The worlds searched keep weight 1 and so cost what they did.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.cards import cards_of
from ..engine.view import SeatView
from .declarer_hand import holding_odds
from .knowledge import Layout, World, sample_world
from .lay_away import applies, card_odds, elementary, held_cards, odds_of


def draw_world(
    view: SeatView, layout: Layout, rng: random.Random, steps: int, holding: int = 0
) -> World:
    """One world: uniform, then ``holding`` steps that trade cards between the
    declarer's hand and the other hidden hands (when a holding prior applies), then
    ``steps`` that trade stash cards with hand cards (when the lay-away prior applies)."""
    world = sample_world(layout, rng)
    lay = steps > 0 and applies(view, layout)
    hold = holding_odds(view) if holding > 0 else None
    if not lay and hold is None:
        return world
    walk = _Walk(view, layout, world, lay, hold)
    return walk.run(rng, holding if hold else 0, steps if lay else 0)


class _Walk:
    """The state of one world's walk: hands, stash, what the declarer held."""

    def __init__(
        self,
        view: SeatView,
        layout: Layout,
        world: World,
        lay: bool,
        hold: Sequence[float] | None,
    ) -> None:
        self.layout = layout
        self.d = view.declarer
        trump = int(view.trump)  # type: ignore[arg-type]
        odds = odds_of(view)
        self.w = card_odds(odds, trump) if lay and odds is not None else None
        self.h = card_odds(tuple(hold), trump) if hold is not None else None
        movable = layout.pool & ~layout.given_only  # Rufen's given card stays where it was put
        self.hands = list(world.hands)
        self.stash = world.stash
        self.k = self.stash.bit_count()
        self.held = held_cards(view, self.hands[self.d], self.stash)
        self.norm = self._norm(self.held)
        self.in_cards = [(o, c) for o in range(len(self.hands)) if o != view.seat
                         for c in cards_of(self.hands[o] & movable)]
        self.out_cards = cards_of(self.stash & movable) if lay else []

    def _norm(self, held: int) -> float:
        """The lay-away likelihood's divisor, e_k of the odds of what he held (1 if off)."""
        if self.w is None:
            return 1.0
        w = self.w
        return elementary([w[c] for c in cards_of(held)], self.k)

    def run(self, rng: random.Random, holding: int, steps: int) -> World:
        """The world after the walk's steps."""
        if self.in_cards:
            for _ in range(holding):
                self._trade_hands(rng)
            if self.out_cards:
                for _ in range(steps):
                    self._trade_stash(rng)
        return World(tuple(self.hands), self.stash)

    def _accept(self, rng: random.Random, ratio: float) -> bool:
        return ratio >= 1 or rng.random() < ratio

    def _trade_stash(self, rng: random.Random) -> None:
        """A hidden stash card ``a`` and a hidden hand card ``b`` may trade places."""
        assert self.w is not None
        w, h, d = self.w, self.h, self.d
        i = rng.randrange(len(self.out_cards))
        j = rng.randrange(len(self.in_cards))
        a, (o, b) = self.out_cards[i], self.in_cards[j]
        if self.layout.forbidden[o] >> a & 1:
            return
        # A trade with the declarer's own hand leaves what he held, and so the
        # divisor, as it was; with another hand, b becomes his and a leaves him.
        ratio = w[b] / w[a]
        held, norm = self.held, self.norm
        if o != d:
            held = held & ~(1 << a) | 1 << b
            norm = self._norm(held)
            ratio *= self.norm / norm
            if h is not None:
                ratio *= h[b] / h[a]
        if self._accept(rng, ratio):
            self.stash = self.stash & ~(1 << a) | 1 << b
            self.hands[o] = self.hands[o] & ~(1 << b) | 1 << a
            self.out_cards[i], self.in_cards[j] = b, (o, a)
            self.held, self.norm = held, norm

    def _trade_hands(self, rng: random.Random) -> None:
        """A hidden card of the declarer's hand and one of another hand may trade places."""
        assert self.h is not None
        h, d, cards = self.h, self.d, self.in_cards
        i = rng.randrange(len(cards))
        j = rng.randrange(len(cards))
        if (cards[i][0] == d) == (cards[j][0] == d):
            return
        if cards[j][0] == d:
            i, j = j, i
        a, (o, b) = cards[i][1], cards[j]
        forbidden = self.layout.forbidden
        if forbidden[o] >> a & 1 or forbidden[d] >> b & 1:
            return
        ratio = h[b] / h[a]
        held = self.held & ~(1 << a) | 1 << b
        norm = self._norm(held)
        ratio *= self.norm / norm
        if self._accept(rng, ratio):
            self.hands[d] = self.hands[d] & ~(1 << a) | 1 << b
            self.hands[o] = self.hands[o] & ~(1 << b) | 1 << a
            cards[i], cards[j] = (d, b), (o, a)
            self.held, self.norm = held, norm
