"""Sentences the third translation review found wrong (issue 27): the talon games' deal
lines, Binokel melds named as Bézique melds with a French deck, lists without "and", the
Italian log narrating in the imperative, Italian cards without their article."""

from __future__ import annotations

import random
import re

import pytest

from binokel_desktop.app.hints import Hint
from binokel_desktop.engine import PROFILES, Phase, Suit, apply, legal_actions, new_game, seat_view
from binokel_desktop.engine.actions import (
    Announce,
    Bid,
    ChooseTrump,
    Contract,
    Discard,
    Pass,
    Play,
    ShowMelds,
)
from binokel_desktop.engine.cards import make_card
from binokel_desktop.engine.events import (
    AuctionWon,
    ContractAnnounced,
    DabbTaken,
    DealScored,
    GameEnded,
    MeldsShown,
    TrickWon,
    TrumpChosen,
)
from binokel_desktop.engine.melds import Meld, MeldKind
from binokel_desktop.engine.talon.declarations import DeclKind
from binokel_desktop.engine.talon.events import Scored, SevenExchanged
from binokel_desktop.ui import i18n, texts
from binokel_desktop.ui.game_log import entry_text
from binokel_desktop.ui.pass_screen import recap_line
from binokel_desktop.ui.texts.hints import hint_words, no_hint

THREE = PROFILES["grupp1994-3"]
NAMES = ["You", "Anna", "Karl"]


pytestmark = pytest.mark.usefixtures("english_afterwards")


def view_at(phase: Phase, wanted=lambda view: True, profile=THREE):
    """A real view of the seat to act at ``phase`` (the first bidder wins the auction)."""
    for seed in range(60):
        state = new_game(profile, seed)
        for _ in range(300):
            if state.phase is phase:
                view = seat_view(state, state.to_act)
                if wanted(view):
                    return view
                break
            legal = legal_actions(state)
            action = legal[0]
            if state.phase is Phase.AUCTION:
                action = next((a for a in legal if isinstance(a, Bid if not state.bid else Pass)),
                              legal[0])
            elif state.phase is Phase.TRUMP:
                action = next(a for a in legal if isinstance(a, ChooseTrump))
            state, _ = apply(state, action)
    raise AssertionError(f"no view at {phase}")


def scored_deal(profile_name: str):
    """The DealScored event of a deal of random legal play."""
    rng = random.Random(profile_name)
    state = new_game(PROFILES[profile_name], 3)
    for _ in range(2000):
        state, events = apply(state, rng.choice(list(legal_actions(state))))
        for event in events:
            if isinstance(event, DealScored):
                return event
    raise AssertionError("no deal scored")


@pytest.mark.parametrize("lang", ["en", "de", "it"])
@pytest.mark.parametrize("profile_name", ["altenburg-2", "bezique-2"])
def test_a_talon_deal_is_scored_not_won(lang, profile_name):
    """No declarer, no bid: not "Deal won (0)" / "Spiel gewonnen (0)" (C2)."""
    i18n.set_language(lang)
    event = scored_deal(profile_name)
    assert event.result.declarer < 0
    line = entry_text(event, ["You", "Anna"], PROFILES[profile_name])
    assert "(0)" not in line, line
    assert not re.search(r"won|lost|gewonnen|verloren|vinta|persa", line), line
    assert texts.signed(event.result.changes[0]) in line, line


def test_binokel_melds_keep_their_names_with_a_french_deck():
    """Binokel rules, French cards shown: "Pair", "Binokel", never "Marriage" (C3)."""
    bezique_words = re.compile(r"Marriage|Sequence|Bezique")
    melds = (Meld(MeldKind.PAIR, Suit.HEARTS, 20, 0), Meld(MeldKind.BINOKEL, None, 40, 0))
    recap = recap_line(MeldsShown(1, melds), NAMES, True)
    assert recap is not None
    assert "Pair 20" in recap() and not bezique_words.search(recap()), recap()
    view = view_at(Phase.MELD, lambda v: any(m.kind is MeldKind.PAIR or "family" in m.kind.value
                                             for m in v.auction.melds_available))
    everything = (1 << len(view.auction.melds_available)) - 1
    words = hint_words(Hint(ShowMelds(everything)), view, french=True)
    assert words.startswith("Hint: show ") and not bezique_words.search(words), words


@pytest.mark.parametrize(("lang", "joined"), [("en", " and "), ("de", " und "), ("it", " e ")])
def test_the_cards_to_lay_away_are_joined_with_and(lang, joined):
    """"lay away A, B and C" in each language's words, not "A, B, C" (C8)."""
    i18n.set_language(lang)
    view = view_at(Phase.DISCARD)
    discard = next(a for a in view.legal if isinstance(a, Discard))
    words = hint_words(Hint(discard), view)
    assert joined in words, words
    assert words.count(texts.translate("Names", ", ")) == bin(discard.cards).count("1") - 2


def test_the_italian_log_narrates_what_happened():
    """The log tells the past, as the pass screen does ("Hai preso il Dabb"), not the
    button's imperative ("Prendi il Dabb"); both say an event in the same words."""
    i18n.set_language("it")
    lines = {
        "Hai preso il Dabb": DabbTaken(0),
        "Hai scelto la briscola: cuori": TrumpChosen(0, Suit.HEARTS),
        "Anna ha vinto la licitazione a 160": AuctionWon(1, 160),
        "Hai accusato: matrimonio 20": MeldsShown(0, (Meld(MeldKind.PAIR, Suit.BELLS, 20, 0),)),
        "Non hai accusato nulla": MeldsShown(0, ()),
        "Hai vinto la partita": GameEnded(0),
    }
    assert {entry_text(e, NAMES, THREE): t for t, e in lines.items()} == {t: t for t in lines}
    assert entry_text(DabbTaken(0), NAMES, THREE) != texts.translate("Table", "Take the dabb")
    for event in (DabbTaken(0), TrumpChosen(1, Suit.ACORNS), AuctionWon(0, 170)):
        recap = recap_line(event, NAMES, False)
        assert recap is not None and recap() == entry_text(event, NAMES, THREE)


def test_italian_cards_and_melds_in_sentences():
    """Cards take their article ("gioca l'ober di foglie"), suits and melds their lower case
    inside a sentence ("scegli ghiande come briscola", "Anna ha accusato quattro re")."""
    i18n.set_language("it")
    view = view_at(Phase.PLAY)
    card = next(a.card for a in view.legal if isinstance(a, Play))
    words = hint_words(Hint(Play(card)), view)
    assert re.match(r"Suggerimento: gioca (l'|il |la )\w", words), words
    ober = texts.card_in_sentence(make_card(Suit.LEAVES, 3))
    assert ober == "l'ober di foglie"
    assert texts.card_in_sentence(make_card(Suit.LEAVES, 3), True) == "la donna di picche"
    trump = view_at(Phase.TRUMP)
    suit = next(a for a in trump.legal if isinstance(a, ChooseTrump))
    assert hint_words(Hint(suit), trump).split(": ", 1)[1].startswith(
        f"scegli {texts.suit_in_sentence(suit.suit)} come"), hint_words(Hint(suit), trump)
    altenburg = PROFILES["altenburg-2"]
    assert entry_text(Scored(1, DeclKind.FOUR_K, 0, 80), NAMES, altenburg) == \
        "Anna ha accusato quattro re: 80 punti"
    assert entry_text(SevenExchanged(0, make_card(Suit.HEARTS, 0), make_card(Suit.HEARTS, 3)),
                      NAMES, altenburg) == "Hai scambiato il sette di briscola con l'ober di cuori"
    # The Binokel Diss is a name: it keeps its capital.
    assert texts.meld_in_sentence("diss", bezique=False).startswith("Diss")


@pytest.mark.parametrize("lang", ["de", "it"])
def test_no_hint_says_what_to_do_not_where_the_log_is(lang):
    """The details go to the console, which a player never sees (C4)."""
    i18n.set_language(lang)
    text = no_hint(RuntimeError("x"))()
    assert not re.search(r"Protokoll|registro|Spielverlauf", text), text


@pytest.mark.parametrize(("lang", "words"), [("en", "Hint: meld nothing"),
                                             ("de", "Tipp: nichts melden"),
                                             ("it", "Suggerimento: non accusare nulla")])
def test_a_hint_to_show_no_meld_says_so(lang, words):
    """Not "show no melds" ("nichts gemeldet melden")."""
    i18n.set_language(lang)
    view = view_at(Phase.MELD)
    assert hint_words(Hint(ShowMelds(0)), view) == words


def test_a_contract_in_a_german_hint_is_a_name():
    """"Tipp: „Offener Durch aus der Hand“ ansagen", not "Offener Durch … ansagen" (an
    adjective in the label's nominative, with a capital, in the middle of a sentence)."""
    i18n.set_language("de")
    view = view_at(Phase.DABB, lambda v: any(isinstance(a, Announce) for a in v.legal))
    announce = next(a for a in view.legal if isinstance(a, Announce))
    assert hint_words(Hint(announce), view) == \
        f"Tipp: „{texts.contract_name(announce.contract)}“ ansagen"


@pytest.mark.parametrize(("lang", "told"), [
    ("en", ["Anna takes the dabb", "Anna takes the trick"]),
    ("de", ["Anna nimmt den Dabb auf", "Anna macht den Stich"]),
    ("it", ["Anna ha preso il Dabb", "Anna ha fatto la presa"])])
def test_the_pass_screen_recap_keeps_one_tense(lang, told):
    """The recap tells the dabb in the log's words; the trick in the same tense (it said
    "Anna nimmt den Dabb auf" above "Anna hat den Stich gemacht")."""
    i18n.set_language(lang)
    lines = [recap_line(event, NAMES, False) for event in (DabbTaken(1), TrickWon(1, (), 0))]
    assert [line() for line in lines if line is not None] == told


@pytest.mark.parametrize(("lang", "told"), [("en", "Anna announces: Durch"),
                                            ("it", "Anna ha annunciato: Durch")])
def test_the_pass_screen_recap_tells_a_special_contract(lang, told):
    """The person after a Durch's declarer learns of the Durch (the recap went from the
    dabb taken to the first card, seen in a game of two people at it 1024x600)."""
    i18n.set_language(lang)
    line = recap_line(ContractAnnounced(1, Contract.DURCH), NAMES, False)
    assert line is not None and line() == told
