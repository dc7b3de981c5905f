"""The coach's advice in words (issue 30 §1), rendered as a player reads it in English,
German and Italian with both deck namings: every Reason with its figures and without
them, for decisions of every kind, and the real coach's advice for each kind.

Fails on a raw placeholder (``%1``, ``%n``), an engine identifier, an empty line, or
English left in a German or Italian text (as tests/ui/test_ui_texts_render.py checks).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from test_ui_texts_render import ENGINE_ID, FORTY, RAW, THREE, english_only_words, walk

from binokel_desktop.ai.advice import Advice, Option, Reason
from binokel_desktop.engine import (
    Announce,
    CallCard,
    Contract,
    Discard,
    GoOut,
    Phase,
    SeatView,
    Suit,
    seat_view,
)
from binokel_desktop.ui import i18n
from binokel_desktop.ui.texts.coach import advice_text

pytestmark = pytest.mark.usefixtures("english_afterwards")

NAMES = ["You", "Anna", "Karl"]
RUFEN = THREE.with_options(rufen=True)
# A decision of every kind the three-hand game, the 40-card game and Rufen ask.
DECISIONS = ((THREE, Phase.AUCTION), (THREE, Phase.DABB), (THREE, Phase.DISCARD),
             (THREE, Phase.TRUMP), (THREE, Phase.MELD), (THREE, Phase.PLAY),
             (FORTY, Phase.TRUMP), (RUFEN, Phase.CALL), (RUFEN, Phase.GIVE))
# The figures by the names ai/coach*.py gives them, many and one of each count.
FIGURES = (
    {"bid": 230, "chance": 0.7, "limit": 260, "value": 1500, "points": 21,
     "melds": {Suit.ACORNS: 140, Suit.HEARTS: 40, Suit.BELLS: 0}, "suit": Suit.HEARTS,
     "voids": [Suit.BELLS, Suit.LEAVES], "trumps": 3, "out": -230, "play": -80.4,
     "contract": Contract.BETTEL.value, "durch": 2000, "melds_now": 100, "partner": 1},
    {"bid": 150, "chance": 0.1, "limit": 150, "value": -1, "points": 1,
     "melds": {Suit.LEAVES: 20}, "voids": [Suit.ACORNS], "trumps": 1, "out": -150,
     "play": 0, "contract": Contract.DURCH_OPEN.value},
    {},  # the coach may leave any figure out
)


def views() -> Iterator[SeatView]:
    for profile, phase in DECISIONS:
        state = walk(profile, 3, phase)
        yield seat_view(state, state.to_act)


def advices(view: SeatView) -> Iterator[tuple[str, Advice]]:
    """Every reason with every set of figures, each legal action (a few) as the choice,
    and the actions no walk reaches here (going out, Durch, Bettel, a call)."""
    actions = list(view.legal)[:4]
    if view.phase is Phase.TRUMP:
        actions += [GoOut(Suit.HEARTS), Announce(Contract.BETTEL), Discard(0b11 << 8)]
    if view.phase is Phase.CALL:
        actions += [a for a in view.legal if isinstance(a, CallCard)][:1]
    options = (Option(actions[0], 40.0, 0.6),)
    for action in actions:
        for i, figures in enumerate(FIGURES):
            for confidence, close in ((0.95, False), (0.7, False), (0.4, False), (0.5, True)):
                advice = Advice(view.phase.value, action, tuple(Reason), figures, options,
                                confidence, close)
                yield f"{view.phase.name} {action} figures#{i} {confidence}", advice
        for reason in Reason:  # each reason alone, as the coach gives some
            yield f"{view.phase.name} {action} {reason}", Advice(
                view.phase.value, action, (reason,), FIGURES[0])


def rendered(french: bool) -> Iterator[tuple[str, str]]:
    for view in views():
        for what, advice in advices(view):
            for line in advice_text(advice, view, NAMES, french).lines():
                yield what, line


def real_advice(french: bool) -> Iterator[tuple[str, str]]:
    """The coach's own advice for a decision of every kind."""
    from binokel_desktop.ai.coach import advise

    for view in views():
        advice = advise(view)
        for line in advice_text(advice, view, NAMES, french).lines():
            yield f"coach {view.phase.name} {advice.reasons}", line


@pytest.mark.parametrize("french", [False, True], ids=["german-deck", "french-deck"])
@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_every_reason_reads_without_a_placeholder(lang, french):
    i18n.set_language(lang)
    bad = [f"{what}: {text!r}" for what, text in rendered(french)
           if not text.strip() or RAW.search(text) or ENGINE_ID.search(text)]
    assert bad == []


@pytest.mark.parametrize("french", [False, True], ids=["german-deck", "french-deck"])
@pytest.mark.parametrize("lang", ["de", "it"])
def test_no_english_left_in_the_coach_s_german_or_italian(lang, french):
    english = english_only_words()
    assert {"smear", "layouts", "Coach"} <= english  # the check sees the coach's words
    i18n.set_language(lang)
    bad = set()
    for what, text in rendered(french):
        left = set(re.findall(r"[A-Za-zÀ-ÿ]{3,}", text)) & english - {"Anna", "Karl"}
        if left:
            bad.add(f"{what}: {text!r} has {sorted(left)}")
    assert sorted(bad)[:10] == []


@pytest.mark.parametrize("lang", ["en", "de", "it"])
def test_the_coach_s_own_advice_reads_in_every_language(lang):
    i18n.set_language(lang)
    english = english_only_words() if lang != "en" else set()
    bad = []
    for what, text in real_advice(french=False):
        left = set(re.findall(r"[A-Za-zÀ-ÿ]{3,}", text)) & english
        if not text.strip() or RAW.search(text) or ENGINE_ID.search(text) or left:
            bad.append(f"{what}: {text!r}")
    assert bad == []


def test_the_figures_reach_the_words():
    i18n.set_language("en")
    state = walk(THREE, 3, Phase.TRUMP)
    view = seat_view(state, state.to_act)
    figures = {"bid": 230, "chance": 0.7, "limit": 230, "points": 21,
               "melds": {Suit.ACORNS: 140, Suit.HEARTS: 40}}
    from binokel_desktop.engine import Bid, ChooseTrump, Play, make_card
    from binokel_desktop.engine import Rank as R

    def words(action, reasons, extra=None, **kw):
        advice = Advice("x", action, reasons, {**figures, **(extra or {})}, **kw)
        return advice_text(advice, view, NAMES, False).lines()

    assert words(Bid(160), (Reason.BID_MADE_OFTEN,), confidence=0.7) == [
        "Bid up to 230",
        "bidding to 230 is made in about 7 of 10 layouts of the hidden cards",
        "Fairly sure"]
    # "Bid up to" a limit above the next bid: the chance said is the limit's, not the
    # next bid's (it read "Bid up to 210 · bidding to 160 is made in about 10 of 10").
    assert words(Bid(160), (Reason.BID_MADE_OFTEN,),
                 {"bid": 160, "chance": 1.0, "limit": 210, "limit_chance": 0.6})[:2] == [
        "Bid up to 210", "bidding to 210 is made in about 6 of 10 layouts of the hidden cards"]
    assert words(ChooseTrump(Suit.ACORNS), (Reason.TRUMP_MELDS,), close=True) == [
        "Name Acorns as trump", "Acorns would meld 140, Hearts 40",
        "About even: either is fine"]
    ten = make_card(Suit.HEARTS, R.TEN)
    assert words(Play(ten), (Reason.SMEAR, Reason.KEEP_POINTS))[:3] == [
        "Play the Ten of Hearts", "smear 10 points on your partner's trick",
        "these keep 21 points safe: laid away, they count for you"]
