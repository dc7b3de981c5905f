"""The coach's advice in words: the choice, one line per reason with its figures, how sure.

:class:`~binokel_desktop.ai.advice.Advice` holds no sentence, only
:class:`~binokel_desktop.ai.advice.Reason` values and the figures they speak of;
this module words them in the person's language (the "Coach" context). A
figure the coach left out gives the reason's plainer wording, never a raw
placeholder: the panel must never fail on a piece of advice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ...ai.advice import Advice, Reason
from ...ai.talon import card_values
from ...engine import (
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
    SeatView,
    ShowMelds,
    Suit,
    TakeDabb,
    cards_of,
    suit_of,
)
from .. import texts
from ..action_panel import describe
from .people import name_at
from .qt import fill, number, plural, points_text, signed, translate
from .table import meld_line

SURE = 0.85  # the best choice in at least this share of the layouts: "sure"
FAIRLY_SURE = 0.6


@dataclass(frozen=True, slots=True)
class AdviceText:
    """The advice in words: the recommendation, the reasons, how sure."""

    headline: str  # "Bid up to 230", "Play the Ten of Hearts"
    reasons: tuple[str, ...]  # one line per reason, most telling first
    certainty: str  # "Fairly sure", "About even: either is fine"

    def lines(self) -> list[str]:
        """Every line, top to bottom."""
        return [self.headline, *self.reasons, self.certainty]


def _plurals() -> None:
    """Never called: shows lupdate this module's ``%n`` texts (see :mod:`.qt`)."""
    #: the coach's reason for keeping trumps; %n counts them
    translate("Coach", "you keep %n trump(s) in your hand", None, 1)


# -- reading the figures (each optional) ---------------------------------------------------


def _int(figures: Mapping[str, object], key: str) -> int | None:
    value = figures.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return round(value)


def _tenths(figures: Mapping[str, object], key: str) -> int | None:
    """A chance (0..1) as "k of 10"."""
    value = figures.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return max(0, min(10, round(value * 10)))


def _suit(figures: Mapping[str, object], key: str = "suit") -> Suit | None:
    value = figures.get(key)
    try:
        return Suit(value) if isinstance(value, int) and not isinstance(value, bool) else None
    except ValueError:
        return None


def _melds(figures: Mapping[str, object]) -> list[tuple[Suit, int]]:
    """The "melds" figure ({suit: points}) as (suit, points), highest first."""
    table = figures.get("melds")
    if not isinstance(table, Mapping):
        return []
    pairs = []
    for key, value in table.items():
        try:
            suit = Suit(key)
        except ValueError:
            continue
        if isinstance(value, int | float) and not isinstance(value, bool):
            pairs.append((suit, round(value)))
    return sorted(pairs, key=lambda p: -p[1])


# -- the recommendation --------------------------------------------------------------------


def recommendation(advice: Advice, view: SeatView, french: bool) -> str:
    """The advised choice as an imperative: "Bid up to 230", "Lay away the Ace of Acorns
    and the Ten of Leaves", "Play the Ten of Hearts"."""
    a: Action = advice.action
    card = texts.card_in_sentence
    if isinstance(a, Bid):
        limit = _int(advice.figures, "limit")
        if limit is None:
            limit = _int(advice.figures, "bid")
        if limit is not None and limit > a.value:
            #: the coach's advice in the auction: bid now, and on up to %1
            return fill(translate("Coach", "Bid up to %1"), number(limit))
        return fill(translate("Coach", "Bid %1"), number(a.value))
    if isinstance(a, Hold):
        return translate("Coach", "Hold")
    if isinstance(a, Pass):
        return translate("Coach", "Pass")
    if isinstance(a, TakeDabb):
        return translate("Coach", "Take the dabb")
    if isinstance(a, GoOut):
        return fill(translate("Coach", "Go out with %1 as trump"),
                    texts.suit_in_sentence(a.trump, french))
    if isinstance(a, CallCard):
        return fill(translate("Coach", "Call the %1"), card(a.face * 2, french))
    if isinstance(a, GiveCard):
        return fill(translate("Coach", "Give the %1"), card(a.card, french))
    if isinstance(a, Discard):
        return fill(translate("Coach", "Lay away %1"),
                    texts.and_join([card(c, french) for c in cards_of(a.cards)]))
    if isinstance(a, ChooseTrump):
        return fill(translate("Coach", "Name %1 as trump"), texts.suit_in_sentence(a.suit, french))
    if isinstance(a, Announce):
        return fill(translate("Coach", "Announce %1"), texts.contract_name(a.contract))
    if isinstance(a, ShowMelds):
        melds = tuple(m for i, m in enumerate(view.auction.melds_available) if a.shown >> i & 1)
        if not melds:
            return translate("Coach", "Meld nothing")
        return fill(translate("Coach", "Show %1"),
                    meld_line(melds, french, view.profile.deck.french, in_sentence=True))
    if isinstance(a, Play):
        return fill(translate("Coach", "Play the %1"), card(a.card, french))
    return describe(a, french)


# -- the reasons ---------------------------------------------------------------------------


def _bid_made_often(advice: Advice, view: SeatView, french: bool) -> str:
    bid, k = _int(advice.figures, "bid"), _tenths(advice.figures, "chance")
    limit, at_limit = _int(advice.figures, "limit"), _tenths(advice.figures, "limit_chance")
    if limit is not None and at_limit is not None and bid is not None and limit > bid:
        bid, k = limit, at_limit  # the headline says "bid up to" the limit: its chance
    if bid is None or k is None:
        return translate("Coach", "the hand is likely to make its bid")
    #: %1 a bid, %2 a count out of ten ("7"): how often the search made that bid
    return fill(translate("Coach", "bidding to %1 is made in about %2 of 10 layouts of the "
                                   "hidden cards"),
                number(bid), number(k))


def _hold_value(advice: Advice, view: SeatView, french: bool) -> str:
    value, suit = _int(advice.figures, "value"), _suit(advice.figures)
    if value is None:
        return translate("Coach", "the hand is worth holding")
    if suit is None:
        return fill(translate("Coach", "with the best trump the hand is worth about %1"),
                    number(value))
    #: %1 a suit in running text, %2 points
    return fill(translate("Coach", "with %1 as trump the hand is worth about %2"),
                texts.suit_in_sentence(suit, french), number(value))


def _pass_too_weak(advice: Advice, view: SeatView, french: bool) -> str:
    bid, k = _int(advice.figures, "bid"), _tenths(advice.figures, "chance")
    if bid is None:
        return translate("Coach", "the hand is not worth the next bid")
    if k is None:
        return fill(translate("Coach", "the hand is not worth %1"), number(bid))
    #: %1 a bid, %2 a count out of ten ("2")
    return fill(translate("Coach", "bidding %1 is made in only about %2 of 10 layouts of the "
                                   "hidden cards"),
                number(bid), number(k))


def _keep_points(advice: Advice, view: SeatView, french: bool) -> str:
    points = _int(advice.figures, "points")
    if points is None:
        return translate("Coach", "the cards laid away count for you: their points are safe")
    #: %1 card points ("21 points"): what the cards laid away bring in for sure
    return fill(translate("Coach", "these keep %1 safe: laid away, they count for you"),
                points_text(points))


def _voids(figures: Mapping[str, object]) -> list[Suit]:
    """The "voids" figure (suits left with no card), or a single "void"."""
    listed = figures.get("voids")
    if isinstance(listed, list | tuple):
        return [suit for suit in Suit if suit in listed]
    one = _suit(figures, "void")
    return [one] if one is not None else []


def _make_void(advice: Advice, view: SeatView, french: bool) -> str:
    # Not the "suit" figure: there it is the trump.
    voids = _voids(advice.figures)
    if not voids:
        return translate("Coach", "a suit goes from your hand: you can trump it")
    #: %1 one or more suits in running text ("Bells", "Bells and Leaves")
    return fill(translate("Coach", "you keep no %1: you can trump that suit"),
                texts.and_join([texts.suit_in_sentence(s, french) for s in voids]))


def _keep_trumps(advice: Advice, view: SeatView, french: bool) -> str:
    n = _int(advice.figures, "trumps")
    if n is None or n <= 0:
        return translate("Coach", "your trumps stay in your hand")
    return plural("Coach", "you keep %n trump(s) in your hand", n)


def _trump_melds(advice: Advice, view: SeatView, french: bool) -> str:
    melds = _melds(advice.figures)
    a = advice.action
    chosen = a.suit if isinstance(a, ChooseTrump) else a.trump if isinstance(a, GoOut) else None
    value = _int(advice.figures, "value")
    if isinstance(a, CallCard) and value is not None:
        now = _int(advice.figures, "melds_now")
        if now is None:
            #: calling a card (Rufen): %1 the melds with it
            return fill(translate("Coach", "with this card you would meld %1"), number(value))
        #: calling a card (Rufen): %1 the melds with it, %2 without
        return fill(translate("Coach", "with this card you would meld %1 instead of %2"),
                    number(value), number(now))
    if not melds and chosen is not None and value is not None:
        melds = [(chosen, value)]
    if not melds:
        return translate("Coach", "this trump melds the most")
    melds.sort(key=lambda p: (p[0] != chosen, -p[1]))  # the advised trump first
    suit, value = melds[0]
    #: %1 a suit in running text, %2 points: what the hand melds with that suit as trump
    parts = [fill(translate("Coach", "%1 would meld %2"),
                  texts.suit_in_sentence(suit, french), number(value))]
    for suit, value in melds[1:]:
        #: the other trumps after "Acorns would meld 140": %1 a suit, %2 points ("Hearts 40")
        parts.append(fill(translate("Coach", "%1 %2"),
                          texts.suit_in_sentence(suit, french), number(value)))
    return translate("Names", ", ").join(parts)


def _go_out_better(advice: Advice, view: SeatView, french: bool) -> str:
    out, play = _int(advice.figures, "out"), _int(advice.figures, "play")
    if out is None or play is None:
        return translate("Coach", "going out costs less than playing on")
    #: %1 and %2 expected scores with their sign ("−80", "−230")
    return fill(translate("Coach", "going out scores about %1, playing on about %2"),
                signed(out), signed(play))


def _play_on_better(advice: Advice, view: SeatView, french: bool) -> str:
    out, play = _int(advice.figures, "out"), _int(advice.figures, "play")
    if out is None and play is not None:  # no going out to weigh (taking the dabb)
        #: %1 an expected score with its sign ("+260")
        return fill(translate("Coach", "playing on scores about %1"), signed(play))
    if out is None or play is None:
        return translate("Coach", "playing on scores more than going out")
    #: %1 and %2 expected scores with their sign ("+120", "−80")
    return fill(translate("Coach", "playing on scores about %1, going out about %2"),
                signed(play), signed(out))


def _contract_better(advice: Advice, view: SeatView, french: bool) -> str:
    named = advice.figures.get("contract")
    contract = next((c for c in Contract if c.value == named), None)
    if isinstance(advice.action, Announce):
        contract = advice.action.contract
    value, play = _int(advice.figures, "value"), _int(advice.figures, "play")
    if value is None:
        value = _int(advice.figures, "durch")  # the dabb's question: a Durch from hand
    if contract is None or value is None:
        return translate("Coach", "this contract scores more than the plain game")
    name = texts.contract_name(contract)
    if play is None:
        #: %1 a contract's name ("Bettel"), %2 an expected score with its sign
        return fill(translate("Coach", "%1 scores about %2"), name, signed(value))
    #: %1 a contract's name ("Durch"), %2 and %3 expected scores with their sign
    return fill(translate("Coach", "%1 scores about %2, the plain game about %3"),
                name, signed(value),
                signed(play))


def _played_suit(advice: Advice) -> Suit | None:
    suit = _suit(advice.figures)
    if suit is None and isinstance(advice.action, Play):
        suit = suit_of(advice.action.card)
    return suit


def _forced(advice: Advice, view: SeatView, french: bool) -> str:
    return translate("Coach", "the rules leave you only this card")


def _highest_left(advice: Advice, view: SeatView, french: bool) -> str:
    suit = _played_suit(advice)
    if suit is None:
        return translate("Coach", "the highest card left in its suit: a sure trick")
    #: %1 a suit in running text ("Leaves")
    return fill(translate("Coach", "the highest card of %1 left: a sure trick"),
                texts.suit_in_sentence(suit, french))


def _sure_trick(advice: Advice, view: SeatView, french: bool) -> str:
    return translate("Coach", "nobody can beat this card: a sure trick")


def _card_points(advice: Advice, view: SeatView) -> int | None:
    """What the card played is worth in a trick (else the "points" figure)."""
    if isinstance(advice.action, Play):
        return card_values(view.profile)[advice.action.card]
    return _int(advice.figures, "points")


def _smear(advice: Advice, view: SeatView, french: bool, names: Sequence[str]) -> str:
    points = _card_points(advice, view)
    partner = _int(advice.figures, "partner")
    if points is None:
        return translate("Coach", "your partner takes this trick: give them points")
    if partner is None or not 0 <= partner < len(names):
        #: %1 card points ("10 points")
        return fill(translate("Coach", "smear %1 on your partner's trick"), points_text(points))
    #: %1 card points ("10 points"), %2 the partner's name
    return fill(translate("Coach", "smear %1 on the trick of your partner %2"), points_text(points),
                name_at(names, partner))


def _keep_trump_to_ruff(advice: Advice, view: SeatView, french: bool) -> str:
    return translate("Coach", "keep your trumps to take tricks later")


def _cheapest_winner(advice: Advice, view: SeatView, french: bool) -> str:
    return translate("Coach", "the cheapest card that still takes the trick")


def _duck(advice: Advice, view: SeatView, french: bool) -> str:
    points = _card_points(advice, view)
    if points is None:
        return translate("Coach", "the trick is lost anyway: give as few points as you can")
    #: %1 card points ("2 points"): what the card gives to the side taking the trick
    return fill(translate("Coach", "the trick is lost anyway: this gives away only %1"),
                points_text(points))


def _lead_long_suit(advice: Advice, view: SeatView, french: bool) -> str:
    suit = _played_suit(advice)
    if suit is None:
        return translate("Coach", "lead your longest suit")
    #: %1 a suit in running text
    return fill(translate("Coach", "lead your longest suit, %1"),
                texts.suit_in_sentence(suit, french))


def _meld_all(advice: Advice, view: SeatView, french: bool) -> str:
    value = _int(advice.figures, "value")
    if value is None:
        return translate("Coach", "melds count only when shown: show them all")
    #: %1 points of melds
    return fill(translate("Coach", "melds count only when shown: together they are worth %1"),
                number(value))


def _best_value(advice: Advice, view: SeatView, french: bool) -> str:
    value = _int(advice.figures, "value")
    if value is None:
        return translate("Coach", "of all the choices it scores best")
    #: %1 an expected score with its sign ("+40")
    return fill(translate("Coach", "of all the choices it scores best: about %1 for your side"),
                signed(value))


_WORDS: dict[Reason, Callable[[Advice, SeatView, bool], str]] = {
    Reason.BID_MADE_OFTEN: _bid_made_often,
    Reason.HOLD_VALUE: _hold_value,
    Reason.PASS_TOO_WEAK: _pass_too_weak,
    Reason.KEEP_POINTS: _keep_points,
    Reason.MAKE_VOID: _make_void,
    Reason.KEEP_TRUMPS: _keep_trumps,
    Reason.TRUMP_MELDS: _trump_melds,
    Reason.GO_OUT_BETTER: _go_out_better,
    Reason.PLAY_ON_BETTER: _play_on_better,
    Reason.CONTRACT_BETTER: _contract_better,
    Reason.FORCED: _forced,
    Reason.HIGHEST_LEFT: _highest_left,
    Reason.SURE_TRICK: _sure_trick,
    Reason.KEEP_TRUMP_TO_RUFF: _keep_trump_to_ruff,
    Reason.CHEAPEST_WINNER: _cheapest_winner,
    Reason.DUCK: _duck,
    Reason.LEAD_LONG_SUIT: _lead_long_suit,
    Reason.MELD_ALL: _meld_all,
    Reason.BEST_VALUE: _best_value,
}


def reason_text(reason: Reason, advice: Advice, view: SeatView, names: Sequence[str],
                french: bool) -> str:
    """One reason in words, with the advice's figures."""
    if reason is Reason.SMEAR:
        return _smear(advice, view, french, names)
    return _WORDS[reason](advice, view, french)


def certainty_text(advice: Advice) -> str:
    """How sure the coach is: close calls say that either choice is fine."""
    if advice.close:
        return translate("Coach", "About even: either is fine")
    if advice.confidence >= SURE:
        return translate("Coach", "Sure")
    if advice.confidence >= FAIRLY_SURE:
        return translate("Coach", "Fairly sure")
    return translate("Coach", "Not very sure: it depends on the hidden cards")


def advice_text(advice: Advice, view: SeatView, names: Sequence[str],
                french: bool) -> AdviceText:
    """The whole advice in the current language; ``names`` are the stored seat names,
    ``french``: name the cards as the deck shown does."""
    return AdviceText(recommendation(advice, view, french),
                      tuple(reason_text(r, advice, view, names, french)
                            for r in advice.reasons),
                      certainty_text(advice))
