"""Every message rendered as a player sees it, in English, German and Italian, with both
deck namings: "you" and a name, teams, negative, zero, one and many; every file refusal
(saves, records, the autosave, house rules) and the About box.

Fails on a raw placeholder (``%1``, ``%Ln``), an engine identifier, English left in a
German or Italian text, a third-person sentence about "you", a suit name of the other
deck, and two menu entries with the same Alt key.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenu, QWidget

from binokel_desktop.app.hints import Hint
from binokel_desktop.app.house_rules import HouseRuleError
from binokel_desktop.app.review import CardLoss, Review
from binokel_desktop.app.saves import SaveError, SaveProblem
from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.engine import (
    PROFILES,
    AnyState,
    Contract,
    IllegalReason,
    Phase,
    Suit,
    apply,
    legal_actions,
    new_game,
    seat_view,
)
from binokel_desktop.engine.actions import Bid, Call, ChooseTrump, Pass, ShowMelds
from binokel_desktop.engine.cards import make_card
from binokel_desktop.engine.events import (
    AuctionWon,
    Called,
    CardCalled,
    CardGiven,
    CardPlayed,
    ContractAnnounced,
    DabbTaken,
    DealScored,
    DealStarted,
    Discarded,
    GameEnded,
    MeldsShown,
    TrickWon,
    TrumpChosen,
)
from binokel_desktop.engine.melds import Meld, MeldKind
from binokel_desktop.engine.scoring import (
    DealResult,
    score_go_out,
    score_special,
    score_suit_deal,
)
from binokel_desktop.engine.talon.declarations import DeclKind
from binokel_desktop.engine.talon.events import (
    Scored,
    SevenExchanged,
    TargetClaimed,
    TurnUpTaken,
)
from binokel_desktop.ui import (
    deal_review,
    help_window,
    i18n,
    last_trick,
    pass_screen,
    texts,
)
from binokel_desktop.ui.about_dialog import about_html
from binokel_desktop.ui.action_panel import ActionPanel
from binokel_desktop.ui.deal_summary import (
    GameOverDialog,
    game_text,
    headline,
    party_members,
    party_names,
    winner_text,
)
from binokel_desktop.ui.game_log import TrickLine, entry_text
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.ui.save_dialogs import unreadable_text
from binokel_desktop.ui.texts import table as table_texts
from binokel_desktop.ui.texts.hints import hint_words, no_hint
from binokel_desktop.ui.texts.rule_problems import _HOUSE_RULE_KINDS, house_rule_text
from binokel_desktop.ui.texts.save_problems import save_problem_text

LANGS = ("en", "de", "it")
RAW = re.compile(r"%(L?\d|L?n)")
ENGINE_ID = re.compile(r"\b[a-z]+_[a-z_]+\b")  # "must_follow_suit", "give_card"
NUMBERS = (-1500, -30, -1, 0, 1, 2, 1500)
THREE = PROFILES["grupp1994-3"]
FORTY = PROFILES["online-40"]  # going out is "abandoning" there
TEAMS = PROFILES["kreuz-4"]
SUIT_WORDS = {  # (German-deck words, French-deck words) that may not cross over
    "en": ({"Acorns", "Leaves", "Bells", "Ober", "Unter"}, {"Clubs", "Spades", "Diamonds",
                                                            "Queen", "Jack"}),
    "de": ({"Eichel", "Laub", "Schellen", "Ober", "Unter"}, {"Kreuz", "Pik", "Karo", "Dame",
                                                             "Bube"}),
    "it": ({"ghiande", "foglie", "sonagli", "ober", "unter"}, {"fiori", "picche", "quadri",
                                                               "donna", "fante"}),
}


pytestmark = pytest.mark.usefixtures("english_afterwards")


# --- deals the engine really plays ------------------------------------------------------

def walk(profile, seed: int, until: Phase) -> AnyState:
    """Play a deal with the engine (first bidder bids, the rest pass) up to ``until``."""
    state = new_game(profile, seed)
    for _ in range(200):
        if state.phase is until:
            return state
        legal = legal_actions(state)
        action = legal[0]
        if state.phase is Phase.AUCTION:
            bid = state.bid  # the auction's highest bid so far
            action = next((a for a in legal if isinstance(a, Bid if not bid else Pass)),
                          legal[0])
        elif state.phase is Phase.TRUMP:
            action = next(a for a in legal if isinstance(a, ChooseTrump))
        state, _ = apply(state, action)
    raise AssertionError(f"never reached {until}")


def results() -> Iterator[tuple[DealResult, object, Suit | None]]:
    """Every kind of deal outcome: (result, profile, trump)."""
    melds = [190, 20, 40]
    for declarer in (0, 1):
        for made in (True, False):
            bid = 150 if made else 400
            for trump in (None, *Suit):
                # The declarer holds the big melds and most card points.
                turn = (3 - declarer) % 3
                ok, parts = score_suit_deal(THREE, bid, declarer, (melds * 2)[turn:turn + 3],
                                            ([8, 2, 0] * 2)[turn:turn + 3],
                                            ([147, 63, 40] * 2)[turn:turn + 3])
                assert ok is made
                yield DealResult(Contract.SUIT, declarer, declarer, bid, ok, parts), THREE, trump
            for c in (Contract.DURCH, Contract.DURCH_OPEN, Contract.DURCH_OPEN_FROM_HAND,
                      Contract.BETTEL):
                parts = score_special(THREE, c, made, declarer, [0, 14, 1])
                yield DealResult(c, declarer, declarer, 1000, made, parts), THREE, None
        for profile in (THREE, FORTY):
            parts = score_go_out(profile, 200, declarer, melds)
            yield DealResult(Contract.GO_OUT, declarer, declarer, 200, False, parts), profile, None


# --- everything the program can say ------------------------------------------------------

def rendered(french: bool) -> Iterator[tuple[str, str]]:
    """(what, text) for every message, filled the ways the program fills it."""
    names = ["You", "Anna", "Karl"]
    for result, profile, trump in results():
        who = names[result.declarer]
        trump_name = trump.name if trump is not None else None
        yield f"headline {who} {result.contract.name} {result.made} {trump_name}", headline(
            result, names, profile, trump, french=french)
        yield f"game {result.contract.name} {result.made}", game_text(result, profile)
    for winners in (["You"], ["Anna"], ["You", "Karl"], ["Anna", "Lena"], ["Karl", "You"]):
        yield f"winner {winners}", winner_text(winners)
    for n in NUMBERS:
        yield f"points {n}", texts.points_text(n)
        yield f"signed {n}", texts.signed(n)
    for n in (0, 1, 3):
        yield f"lay away {n}", texts.plural("Table", "Lay away %n card(s)", n)
        yield f"choose {n}", texts.plural("Table", "Choose %n more card(s)", n)
    yield "teams", " | ".join(party_names(TEAMS, ["You", "Anna", "Karl", "Lena"]))
    yield "wait you", table_texts.waiting_for("You")
    yield "wait name", table_texts.waiting_for("Anna")
    yield "dealer", table_texts.dealer_mark()
    for phase in Phase:
        yield f"phase {phase.name}", texts.phase_name(phase)
        if phase.name not in ("GAME_OVER", "DEAL_OVER"):  # nobody decides anything there
            yield f"prompt {phase.name}", table_texts.your_turn(phase.value)
    for suit in Suit:
        yield f"suit {suit.name}", texts.suit_name(suit, french)
        yield f"suit in sentence {suit.name}", texts.suit_in_sentence(suit, french)
        yield f"trump {suit.name}", texts.trump_text(suit, french)
        for rank in range(8):
            yield f"card {suit.name} {rank}", texts.card_name(make_card(suit, rank), french)
    yield "no trump", texts.trump_text(None)
    for kind in MeldKind:
        suited = "family" in kind.value or "pair" in kind.value
        meld = Meld(kind, Suit.HEARTS if suited else None, 40, 0)
        yield f"meld {kind.name}", texts.meld_text(meld, french, bezique=False)
    yield "meld line", table_texts.meld_line(
        (Meld(MeldKind.PAIR, Suit.BELLS, 20, 0), Meld(MeldKind.PAIR, Suit.BELLS, 20, 0),
         Meld(MeldKind.FOUR_O, None, 80, 0)), french, False)
    for c in Contract:
        yield f"contract {c.name}", texts.contract_name(c)
        yield f"contract help {c.name}", texts.contract_help(c)
    for reason in IllegalReason:
        yield f"illegal {reason.name}", texts.illegal_text(reason)
    for call in (Call.PASS, Call.HOLD):
        yield f"call {call}", texts.call_text(call)
    yield "bid", texts.bid_button_text(160)
    for seed, phase in ((3, Phase.AUCTION), (3, Phase.TRUMP), (3, Phase.PLAY)):
        state = walk(THREE, seed, phase)
        view = seat_view(state, max(state.to_act, 0))
        shown = [texts.seat_name(n) for n in names]
        yield f"info {phase.name}", table_texts.table_info(view, shown, french)
    yield from seat_sentences(french)
    yield from hint_texts(french)


def hint_texts(french: bool) -> Iterator[tuple[str, str]]:
    """The hint line for decisions of every phase (a few actions each), and no hint."""
    for profile, phase in ((THREE, Phase.AUCTION), (THREE, Phase.DABB), (THREE, Phase.DISCARD),
                           (THREE, Phase.TRUMP), (THREE, Phase.MELD), (THREE, Phase.PLAY),
                           (FORTY, Phase.TRUMP), (THREE.with_options(rufen=True), Phase.CALL),
                           (THREE.with_options(rufen=True), Phase.GIVE)):
        state = walk(profile, 3, phase)
        view = seat_view(state, state.to_act)
        for action in list(view.legal)[:6]:
            for limit in (None, 100, 400):
                yield (f"hint {phase.name} {action.kind} {limit}",
                       hint_words(Hint(action, limit), view, french))
        if phase is Phase.MELD:
            yield "hint no melds", hint_words(Hint(ShowMelds(0)), view, french)
    yield "no hint", no_hint("test")()
    for keys, what in help_window.KEYS:
        yield f"help keys {keys}", help_window.key_words(what)


def seat_events(seat: int) -> Iterator[tuple[str, object]]:
    """Every event of the game log and the pass screen that names ``seat``."""
    ace, ten = make_card(Suit.HEARTS, 7), make_card(Suit.HEARTS, 6)
    yield "deal", DealStarted(0, seat)
    yield "call", Called(seat, Call.BID, 160)
    yield "auction", AuctionWon(seat, 160)
    yield "dabb", DabbTaken(seat)
    yield "called", CardCalled(7, seat)
    yield "given", CardGiven(seat)
    for n in (1, 3):
        yield f"discard {n}", Discarded(seat, n)
    yield "trump", TrumpChosen(seat, Suit.HEARTS)
    yield "announce", ContractAnnounced(seat, Contract.DURCH)
    yield "melds", MeldsShown(seat, (Meld(MeldKind.PAIR, Suit.BELLS, 20, 0),))
    yield "played", CardPlayed(seat, ace)
    yield "trick won", TrickWon(seat, (ace, ten), 21)
    for points in (1, 21):
        yield f"trick {points}", TrickLine(0, 2, ((1 - seat, ten), (seat, ace)), seat, points)
    yield "declared", Scored(seat, DeclKind.PAIR, 0, 20)
    yield "seven", SevenExchanged(seat, make_card(Suit.HEARTS, 0), ace)
    yield "turn-up", TurnUpTaken(seat, ace)
    yield "claim", TargetClaimed(seat, 1000)


def seat_sentences(french: bool) -> Iterator[tuple[str, str]]:
    """The game log, the pass screen, the last trick and the deal review about "you",
    a name and a team."""
    names = ["You", "Anna", "Karl"]
    for seat in (0, 1):
        who = names[seat]
        for what, event in seat_events(seat):
            text = entry_text(event, names, THREE)
            if text:
                yield f"log {what} {who}", text
            line = pass_screen.recap_line(event, names, french)
            if line is not None:
                yield f"recap {what} {who}", line()
        yield f"pass title {who}", pass_screen.title_text(who)
        yield f"pass button {who}", pass_screen.button_text(who)
        for points in (1, 21):
            trick = TrickLine(0, 3, ((seat, make_card(Suit.HEARTS, 7)),), seat, points)
            yield f"last trick {points} {who}", last_trick.title_text(trick, names)
        yield f"review trick {who}", deal_review.trick_text(0, 10, seat, names)
        # The review's answer: made or not, could be made or not, cards that turned it
        # (points or the game), the declarer "you" or another; a later start, unsure cards.
        card = make_card(Suit.BELLS, 7)
        for made, winnable, lost in ((True, True, 0), (True, False, 28), (False, True, 1),
                                     (False, False, 0)):
            for declarer in (seat, 1 - seat):
                losses = (CardLoss(4, seat, card, lost, 0), CardLoss(6, 1 - seat, card, lost, 1))
                for cut in (0, 1, 2):
                    # cut 1: from the opening lead's next card; 2: from card 2 of trick 3
                    review = Review(0, 2, declarer, Contract.SUIT, 0, 160, (1, 1, 1), 0, 0,
                                    ((),) * 10, (), judged_from=1 + 2 * (cut == 2),
                                    judged_card=min(cut, 1), made=made, winnable=winnable,
                                    losses=losses[cut:], unsure=cut,
                                    declarer_side=(declarer,))
                    yield (f"review {made} {winnable} {lost} {declarer} {cut} {who}",
                           deal_review.result_words(review, names, french))
    four = ["You", "Anna", "Karl", "Lena"]
    for winner in (0, 1):
        yield f"log game won by team {winner}", entry_text(GameEnded(winner), four, TEAMS)
        yield f"log game won by {names[winner]}", entry_text(GameEnded(winner), names, THREE)
    for result, profile, _trump in list(results())[:3]:
        yield f"log scored {result.declarer}", entry_text(DealScored(result), names, profile)
        yield f"log scored team {result.declarer}", entry_text(DealScored(result), four, TEAMS)
        # A talon game's deal has no declarer: "Deal scored: …".
        talon = DealResult(Contract.SUIT, -1, -1, 0, True, result.parties)
        yield "log scored talon", entry_text(DealScored(talon), names, THREE)


def option_texts() -> Iterator[tuple[str, str]]:
    """The house-rule labels and sentences (rules prose: they name both decks on purpose)."""
    for name in texts.OPTIONS:
        yield f"option {name}", texts.option_label(name)
        yield f"option help {name}", texts.option_help(name)
    for key in texts.CHOICES:
        yield f"choice {key}", texts.choice_text(key)
    for name in texts.PROFILE_TITLES:
        yield f"profile {name}", texts.profile_title(name)
        yield f"profile text {name}", texts.profile_description(name)
    yield "own profile", texts.profile_description("family")


def refusal_texts() -> Iterator[tuple[str, str]]:
    """Every reason a save, record, autosave or house-rule file is refused, and the About box."""
    for kind in SaveProblem:
        values = {SaveProblem.NEWER_VERSION: (99, 2), SaveProblem.TOO_LARGE: (5,),
                  SaveProblem.ILLEGAL_MOVE: (7,)}.get(kind, ("seed",))
        exc = SaveError("x", kind, values)
        yield f"save {kind.name}", save_problem_text(exc)
        yield f"autosave {kind.name}", unreadable_text(exc)
    yield "autosave str", unreadable_text("has no valid version ('abc')")
    yield "finished", texts.translate("Saves", "The file holds a finished game.")
    yield "cannot open", texts.translate("Saves", "Cannot open") + ": " + texts.fill(
        texts.translate("Saves", "“%1” cannot be opened. The file was left as it is."), "a.json")
    for start, kind in (*_HOUSE_RULE_KINDS, ("whatever", "bad value")):
        yield f"house rules {kind}", house_rule_text(HouseRuleError(start + " (details)"))
    yield "house rules disk", house_rule_text(OSError("disk full"))
    yield "about", re.sub(r"<[^>]+>", " ", about_html())


def english_only_words() -> set[str]:
    """Words of the English sources that no German or Italian translation uses."""
    def words(text: str) -> set[str]:
        return {w for w in re.findall(r"[A-Za-zÀ-ÿ]{3,}", text)}

    source: set[str] = set()
    translated: set[str] = set()
    for lang in ("de", "it"):
        for message in ET.parse(i18n.ts_path(lang)).getroot().iter("message"):
            source |= words(message.findtext("source") or "")
            translated |= words("".join(message.find("translation").itertext()))
    return source - translated


# --- the checks --------------------------------------------------------------------------

@pytest.mark.parametrize("french", [False, True], ids=["german-deck", "french-deck"])
@pytest.mark.parametrize("lang", LANGS)
def test_no_placeholder_or_engine_text_reaches_the_screen(lang, french):
    i18n.set_language(lang)
    bad = [f"{what}: {text!r}" for what, text in [*rendered(french), *option_texts(),
                                                  *refusal_texts()]
           if not text or RAW.search(text) or ENGINE_ID.search(text)]
    assert bad == []


@pytest.mark.parametrize("french", [False, True], ids=["german-deck", "french-deck"])
@pytest.mark.parametrize("lang", ["de", "it"])
def test_no_english_left_in_german_or_italian(lang, french):
    english = english_only_words()
    assert {"Trump", "Hearts", "wins", "failed", "Waiting"} <= english  # the check can see
    i18n.set_language(lang)
    bad = []
    for what, text in [*rendered(french), *option_texts(), *refusal_texts()]:
        left = set(re.findall(r"[A-Za-zÀ-ÿ]{3,}", text)) & english - {"Anna", "Karl", "Lena"}
        if left:
            bad.append(f"{what}: {text!r} has {sorted(left)}")
    assert bad == []


THIRD_PERSON_YOU = {
    "en": re.compile(r"\bYou (wins|bids|loses|has|is|holds|goes|takes|lays|names|announces"
                     r"|melds|declares|exchanges|claims|plays|hands|is given)\b|\bfor You\b"
                     r"|\bYou's\b|\bby You\b|\bI am You\b|\bonly You\b|(\band|&) \w+ wins\b"),
    "de": re.compile(r"\bDu (hat|ist|gewinnt|verliert|hält|spielt|gibt|reizt|nimmt|macht"
                     r"|drückt|sagt|meldet|tauscht|bekommt|schaut|hinschaut)\b|auf Du\b"
                     r"|Du \(gibt\)|Du &|\bvon Du\b|\bIch bin Du\b|\bnur Du\b"
                     r"|\bund \w+ (gewinnt|hat|spielt)\b"),
    "it": re.compile(r"\bTu (ha|è|vince|perde|tiene|gioca|prende|scarta|sceglie|annuncia"
                     r"|accusa|dichiara|scambia|riceve|consegna|afferma)\b|aspetta Tu\b"
                     r"|Vince Tu\b|\b(a|di|da|Sono|prende|consegna|fa|mazziere|presa|fatta) Tu\b"
                     r"|\be \w+ (vince|ha)\b"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_sentences_about_you_speak_to_you(lang):
    i18n.set_language(lang)
    texts_ = dict(rendered(False))
    bad = [f"{what}: {text!r}" for what, text in texts_.items()
           if THIRD_PERSON_YOU[lang].search(text)]
    assert bad == []
    you = {w: t for w, t in texts_.items() if w.startswith("headline You")}
    anna = {w: t for w, t in texts_.items() if w.startswith("headline Anna")}
    assert len(you) == len(anna) >= 19
    if lang == "it":  # Italian drops the pronoun: "Hai licitato", never "Tu ha"
        assert not [t for t in you.values() if re.search(r"\bTu\b", t)]
    assert not any("Anna" in t for t in you.values()) and all("Anna" in t for t in anna.values())


ONE_PLURAL = re.compile(r"\b1 (cards|tricks|points|seconds|Karten|Stiche|Punkte|Augen|Sekunden"
                        r"|carte|prese|punti|secondi)\b")


@pytest.mark.parametrize("lang", LANGS)
def test_counts_take_their_plural_form(lang):
    """"1 card", "1 Karte", "1 carta": a count of one is never followed by a plural."""
    i18n.set_language(lang)
    bad = [f"{what}: {text!r}" for what, text in rendered(False) if ONE_PLURAL.search(text)]
    assert bad == []


EXPECTED = {
    "en": {"headline You": "You bid 150 and made it.",
           "log dabb You": "You take the dabb",
           "log game won by team 1": "Anna and Lena win the game",
           "pass title You": "Your turn — click when only you are looking",
           "pass button You": "That's me: show my cards",
           "log discard 1 Anna": "Anna lays away 1 card",
           "headline Anna": "Anna bid 150 and made it.",
           "winner ['You']": "You win!", "winner ['Anna']": "Anna wins!",
           "winner ['You', 'Karl']": "You and Karl win!",
           "winner ['Anna', 'Lena']": "Anna and Lena win!",
           "points -30": "\u221230 points", "points -1": "\u22121 point", "points 0": "0 points",
           "points 1": "1 point", "points 1500": "1,500 points",
           "wait you": "Waiting for your move …"},
    "de": {"headline You": "Du hast 150 gereizt und gewonnen.",
           "log dabb You": "Du nimmst den Dabb auf",
           "log game won by team 0": "Du und Karl, ihr gewinnt die Partie",
           "log game won by team 1": "Anna und Lena gewinnen die Partie",
           "pass title You": "Du bist dran — klicken, wenn nur du hinschaust",
           "pass button You": "Das bin ich: meine Karten zeigen",
           "last trick 1 Anna": "Letzter Stich (3): Anna hat ihn gemacht, 1 Auge",
           "headline Anna": "Anna hat 150 gereizt und gewonnen.",
           "winner ['You']": "Du hast gewonnen!", "winner ['Anna']": "Anna gewinnt!",
           "winner ['You', 'Karl']": "Du und Karl, ihr habt gewonnen!",
           "winner ['Anna', 'Lena']": "Anna und Lena gewinnen!",
           "points -30": "\u221230 Punkte", "points -1": "\u22121 Punkt", "points 0": "0 Punkte",
           "points 1": "1 Punkt", "points 1500": "1.500 Punkte",
           "wait you": "Warten auf dich …", "dealer": "(Geber)",
           "teams": "Du und Karl | Anna und Lena"},
    "it": {"headline You": "Hai licitato 150 e ce l'hai fatta.",
           # The log narrates in the past, as the pass screen does (not "Prendi il Dabb",
           # the button's imperative).
           "log dabb You": "Hai preso il Dabb",
           "log auction Anna": "Anna ha vinto la licitazione a 160",
           "log game won by team 0": "Tu e Karl avete vinto la partita",
           "log game won by team 1": "Anna e Lena hanno vinto la partita",
           "pass title You": "Tocca a te — clicca quando guardi solo tu",
           "pass button You": "Sono io: mostra le mie carte", "recap trick won Anna":
           "Anna ha fatto la presa", "review trick You": "Presa 1 di 10 — la prendi tu",
           "headline Anna": "Anna ha licitato 150 e ce l'ha fatta.",
           "winner ['You']": "Hai vinto!", "winner ['Anna']": "Vince Anna!",
           "winner ['You', 'Karl']": "Avete vinto tu e Karl!",
           "winner ['Anna', 'Lena']": "Vincono Anna e Lena!",
           "points -30": "\u221230 punti", "points -1": "\u22121 punto", "points 0": "0 punti",
           "points 1": "1 punto", "points 1500": "1500 punti",  # CLDR: no "." below 10 000
           "wait you": "In attesa della tua mossa…", "wait name": "In attesa di Anna…",
           "teams": "Tu e Karl | Anna e Lena"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_you_teams_plurals_and_negative_numbers_read_right(lang):
    i18n.set_language(lang)
    shown = dict(rendered(False))
    shown["headline You"] = shown["headline You SUIT True None"]
    shown["headline Anna"] = shown["headline Anna SUIT True None"]
    assert {k: shown[k] for k in EXPECTED[lang]} == EXPECTED[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_score_cells_agree_with_their_contract(lang):
    """Italian: "Licitazione 150: riuscita" (feminine), "Durch (1000): riuscito"."""
    i18n.set_language(lang)
    cells = {what: text for what, text in rendered(False) if what.startswith("game ")}
    if lang == "it":
        assert cells["game SUIT True"] == "Licitazione 150: riuscita"
        assert cells["game SUIT False"] == "Licitazione 400: fallita, in cantina"
        assert cells["game DURCH True"] == "Durch (1000): riuscito"
        assert cells["game BETTEL False"] == "Bettel (1000): fallito"
    assert len(set(cells.values())) >= 10


@pytest.mark.parametrize("lang", LANGS)
def test_suit_and_rank_names_follow_the_deck(lang):
    i18n.set_language(lang)
    german_words, french_words = SUIT_WORDS[lang]
    for french, foreign in ((False, french_words), (True, german_words)):
        bad = []
        for what, text in rendered(french):
            if what.startswith(("suit", "trump", "card", "meld", "headline", "info")):
                found = set(re.findall(r"\w+", text)) & foreign
                if found:
                    bad.append(f"{what}: {text!r} has {sorted(found)}")
        assert bad == [], f"french={french}"
    shown = dict(rendered(True))
    expected = {"en": ("Trump: Spades", "Queen of Spades", "Four Queens"),
                "de": ("Trumpf: Pik", "Pik-Dame", "Vier Damen"),
                "it": ("Briscola: picche", "Donna di picche", "Quattro donne")}[lang]
    assert shown["trump LEAVES"] == expected[0]
    assert shown["card LEAVES 3"] == expected[1]  # rank 3: the Ober
    assert shown["meld FOUR_O"] == expected[2]
    # Binokel melds keep their Binokel names with a French deck (no "Marriage").
    assert shown["meld PAIR"].split(" (")[0] == texts.meld_name("pair")


def widget_texts(root: QWidget) -> list[str]:
    """The texts of every visible label and button under ``root``."""
    return [w.text() for w in root.findChildren(QWidget)
            if isinstance(w, QLabel | QAbstractButton) and w.text() and not w.isHidden()]


@pytest.mark.parametrize("lang", ["de", "it"])
def test_trump_buttons_and_info_line_follow_the_deck(qtbot, lang):
    i18n.set_language(lang)
    state = walk(THREE, 3, Phase.TRUMP)
    view = seat_view(state, state.to_act)
    panel = ActionPanel()
    qtbot.addWidget(panel)
    german_words, french_words = SUIT_WORDS[lang]
    for french, wanted, foreign in ((True, french_words, german_words),
                                    (False, german_words, french_words)):
        panel.french = french
        panel.show_decision(view)
        shown = " ".join(widget_texts(panel))
        assert set(re.findall(r"\w+", shown.lower())) & {w.lower() for w in wanted}, shown
        assert not set(re.findall(r"\w+", shown)) & foreign, shown
    played = walk(THREE, 3, Phase.PLAY)
    info = table_texts.table_info(seat_view(played, played.to_act), ["Du", "Anna", "Karl"], True)
    info = info.replace("\u00a0", " ")  # each part unbroken where the line wraps
    assert any(f"{texts.translate('Trump', 'Trump: %1')[:-2]}{w}" in info
               for w in french_words), info


@pytest.mark.parametrize("lang", LANGS)
def test_game_over_dialog_with_negative_totals(qtbot, lang):
    dialog = GameOverDialog(["Anna", "Lena"], [1520, -130],
                            party_members(TEAMS, ["You", "Anna", "Karl", "Lena"]))
    qtbot.addWidget(dialog)
    assert "You & Karl" in widget_texts(dialog)
    i18n.set_language(lang)
    dialog.retranslate()  # what its LanguageChange does
    shown = widget_texts(dialog)
    assert not [t for t in shown if RAW.search(t)], shown
    assert any(t.startswith("\u2212130 ") for t in shown), shown
    assert dialog.title.text() == EXPECTED[lang]["winner ['Anna', 'Lena']"]
    if lang != "en":
        assert EXPECTED[lang]["teams"].split(" | ")[0] in shown  # "Du und Karl"


def accelerator_clashes(menus: dict[str, list[str]]) -> list[str]:
    """Two entries of one menu (or the menu bar) with the same Alt key."""
    bad = []
    for where, labels in menus.items():
        keys: dict[str, str] = {}
        for label in labels:
            match = re.search(r"&([^&])", label.replace("&&", ""))
            if not match:
                continue
            key = match.group(1).lower()
            if key in keys:
                bad.append(f"{where}: {keys[key]!r} and {label!r} share Alt+{key}")
            keys[key] = label
    return bad


@pytest.mark.parametrize("lang", LANGS)
def test_no_two_menu_entries_share_an_alt_key(qtbot, lang):
    i18n.set_language(lang)
    seats = tuple(SeatSetup(n, human=True, level="easy") for n in ("You", "Anna", "Karl"))
    window = MainWindow(GameSetup(THREE, seats, "french", 5), seed=5, speed="off")
    qtbot.addWidget(window)
    menus = {"menu bar": [a.text() for a in window.menuBar().actions()]}
    for action in window.menuBar().actions():
        menu = action.menu()
        stack = [menu] if isinstance(menu, QMenu) else []
        while stack:
            m = stack.pop()
            menus[m.title()] = [a.text() for a in m.actions() if not a.isSeparator()]
            stack += [a.menu() for a in m.actions() if isinstance(a.menu(), QMenu)]
    assert len(menus) >= 5
    assert accelerator_clashes(menus) == []
    assert accelerator_clashes({"x": ["&Spiel", "Spr&ache", "&Ansicht"]})  # the check bites
    assert window.french_names()
    window.menus.set_deck("wuerttemberg")
    assert not window.french_names()
    window.close()
    QApplication.processEvents()
