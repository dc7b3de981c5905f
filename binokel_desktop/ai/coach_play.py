"""The coach at card play, melding and the talon games' declarations.

The card is the search's (Hard's PIMC: each sampled world solved exactly near the
end, rolled out before); the options are its per-world values. The reason is put
in a player's terms from the view alone: the card the rules force, the highest
card left in its suit, a sure trick, points smeared on a partner's trick, a trump
kept to ruff, the cheapest card that wins, a duck, a long suit led -- else the
search's value.
"""

from __future__ import annotations

import random

from ..engine.actions import Action, Play, ShowMelds
from ..engine.cards import Suit, cards_of
from ..engine.talon.actions import Declare, ShowCarteBlanche
from ..engine.talon.declarations import kind_value
from ..engine.tricks import trick_winner
from ..engine.view import SeatView, TalonDetail
from .advice import Advice, Reason
from .coach_common import CoachBot, advice_from
from .common import CARD_POINTS, SUIT_MASK, hand_seats, higher_than, is_special
from .heuristics import Table, safe_win
from .solver import SearchAborted, Solver, distinct_moves
from .talon import card_values, declare_choice, phase2_hands, talon_game, talon_play, talon_pool


def advise_play(bot: CoachBot, view: SeatView, rng: random.Random) -> Advice:
    """The card with the best mean over the sampled worlds, and why in plain terms."""
    if isinstance(view.detail, TalonDetail):
        return _talon_play(bot, view, rng)
    legal = view.legal_cards
    bot.samples = []
    action = bot.play(view, rng)
    assert isinstance(action, Play)
    samples: list[dict[Action, float]] = [
        {Play(c): u for c, u in utils.items()} for _, utils in bot.samples
    ]
    table = bot.table(view)
    tricks_left = (sum(view.hand_sizes[s] for s in hand_seats(view)) + len(view.trick)
                   + view.profile.hand_players - 1) // view.profile.hand_players
    figures: dict[str, object] = {
        "card": action.card,
        "trick_points": sum(CARD_POINTS[c] for c in view.trick),
        "tricks_left": tricks_left,
        "worlds": len(samples),
        "exact": tricks_left <= bot.search.exact_tricks,
    }
    if len(cards_of(distinct_moves(legal))) == 1:  # one card, or both copies of one
        return advice_from(view, action, [Reason.FORCED], figures, [])
    reasons = play_reasons(table, view, action.card, bot.outstanding(view))
    if samples:
        figures["value"] = round(sum(s[action] for s in samples) / len(samples), 1)
    return advice_from(view, action, reasons, figures, samples)


def play_reasons(t: Table, view: SeatView, card: int, outstanding: int) -> list[Reason]:
    """Why ``card``, in a player's terms, from what the view shows (most telling first)."""
    reasons: list[Reason] = []
    trump = t.trump
    legal = cards_of(t.legal)
    unseen = outstanding & ~view.hand
    highest = not unseen & higher_than(card)
    if is_special(view.contract):
        if t.trick and trick_winner(t.trick + (card,), None) != len(t.trick):
            reasons.append(Reason.DUCK)
        return reasons or [Reason.BEST_VALUE]
    if not t.trick:
        lengths = [(view.hand & SUIT_MASK[s]).bit_count() for s in range(4)]
        side = [s for s in range(4) if s != trump]
        if highest and safe_win(t, card):
            reasons.append(Reason.HIGHEST_LEFT)
        elif (trump is None or card >> 4 != trump) and lengths[card >> 4] > 1 and (
            lengths[card >> 4] == max(lengths[s] for s in side)
        ):
            reasons.append(Reason.LEAD_LONG_SUIT)
        if trump is not None and card >> 4 != trump and lengths[trump] and any(
            not lengths[s] and unseen & SUIT_MASK[s] for s in side
        ):
            # A side card led while holding trumps and a void to ruff with them.
            reasons.append(Reason.KEEP_TRUMP_TO_RUFF)
        return reasons or [Reason.BEST_VALUE]
    n = len(t.trick)
    w_seat = t.trick_seats[trick_winner(t.trick, trump)]
    wins = trick_winner(t.trick + (card,), trump) == n
    winners = [c for c in legal if trick_winner(t.trick + (c,), trump) == n]
    partner = t.side[w_seat] == t.my_side
    if partner and not wins and CARD_POINTS[card] >= 10:
        reasons.append(Reason.SMEAR)
    if wins and safe_win(t, card):
        if highest and card >> 4 == t.trick[0] >> 4:
            reasons.append(Reason.HIGHEST_LEFT)
        reasons.append(Reason.SURE_TRICK)
    if wins and len(winners) > 1 and CARD_POINTS[card] == min(CARD_POINTS[c] for c in winners):
        reasons.append(Reason.CHEAPEST_WINNER)
    if not wins:
        led = t.trick[0] >> 4
        could_ruff = trump is not None and led != trump and any(
            c >> 4 == trump and c in winners for c in legal)
        if could_ruff and card >> 4 != trump:
            reasons.append(Reason.KEEP_TRUMP_TO_RUFF)
        elif not partner and CARD_POINTS[card] == min(CARD_POINTS[c] for c in legal):
            reasons.append(Reason.DUCK)
    return reasons or [Reason.BEST_VALUE]


def _talon_play(bot: CoachBot, view: SeatView, rng: random.Random) -> Advice:
    """The two-hand talon games: phase 2 solved exactly (every card known), phase 1
    by Hard's rules (no obligation to follow, nothing to search)."""
    prior = talon_play(view, rng, 0.0)
    figures: dict[str, object] = {"stage": view.talon.stage,
                                  "trick_points": sum(card_values(view.profile)[c]
                                                      for c in view.trick)}
    if isinstance(prior, ShowCarteBlanche):
        return advice_from(view, prior, [Reason.MELD_ALL], figures, [])
    assert isinstance(prior, Play)
    legal = view.legal_cards
    figures["card"] = prior.card
    if legal & (legal - 1) == 0:
        return advice_from(view, prior, [Reason.FORCED], figures, [])
    values: dict[int, int] = {}
    if view.talon.stage == 2:
        solver = Solver(talon_game(view), node_cap=bot.search.node_cap * 5)
        try:
            values = solver.move_values(phase2_hands(view), view.trick, view.trick_seats,
                                        view.seat)
        except SearchAborted:
            values = {}
    action = prior
    if values:
        best = max(values, key=lambda c: (values[c], c == prior.card, -c))
        if values.get(prior.card, -1) < values[best]:
            action = Play(best)
        figures["value"] = values.get(action.card, values[best])
    reasons = _talon_reasons(view, action.card)
    samples: list[dict[Action, float]] = (
        [{Play(c): float(v) for c, v in values.items()}] if values else []
    )
    return advice_from(view, action, reasons, figures, samples)


def _talon_reasons(view: SeatView, card: int) -> list[Reason]:
    trump = None if view.trump is None else int(view.trump)
    opp = talon_pool(view) | view.talon.on_table[1 - view.seat]
    vals = card_values(view.profile)
    highest = not opp & higher_than(card)
    if not view.trick:
        # A master is a sure trick unless the opponent may trump it: in phase 1
        # whenever he may hold a trump, in phase 2 only when he has none of its suit.
        no_ruff = trump is None or card >> 4 == trump or not opp & SUIT_MASK[trump]
        if view.talon.stage == 2 and opp & SUIT_MASK[card >> 4]:
            no_ruff = True
        return [Reason.HIGHEST_LEFT] if highest and no_ruff else [Reason.BEST_VALUE]
    wins = trick_winner((view.trick[0], card), trump) == 1
    legal = cards_of(view.legal_cards)
    if wins:
        winners = [c for c in legal if trick_winner((view.trick[0], c), trump) == 1]
        if len(winners) > 1 and vals[card] == min(vals[c] for c in winners):
            return [Reason.CHEAPEST_WINNER, Reason.SURE_TRICK]
        return [Reason.SURE_TRICK]
    if vals[card] == min(vals[c] for c in legal):
        return [Reason.DUCK]
    return [Reason.BEST_VALUE]


def advise_meld(bot: CoachBot, view: SeatView, rng: random.Random) -> Advice:
    """Show every meld: melds count only when shown."""
    melds = view.auction.melds_available
    action = ShowMelds((1 << len(melds)) - 1)
    figures: dict[str, object] = {"value": sum(m.value for m in melds), "count": len(melds)}
    if view.trump is not None:
        figures["suit"] = Suit(view.trump)
    return advice_from(view, action, [Reason.MELD_ALL], figures, [])


def advise_declare(bot: CoachBot, view: SeatView, rng: random.Random) -> Advice:
    """The talon games after a trick won: the trump 7 first, then the best
    declaration, then draw."""
    action = declare_choice(view, rng)
    values: dict[Action, float] = {}
    for a in view.legal:
        if isinstance(a, Declare):
            values[a] = float(kind_value(a.decl, view.profile))
    figures: dict[str, object] = {"value": int(values.get(action, 0.0))}
    reasons = [Reason.MELD_ALL] if isinstance(action, Declare) else [Reason.BEST_VALUE]
    return advice_from(view, action, reasons, figures, [])


__all__ = ["advise_declare", "advise_meld", "advise_play", "play_reasons"]
