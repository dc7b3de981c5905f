"""The glossary of docs/i18n.md holds: wordings the translation review found wrong do not
come back, in the German and Italian messages or in the help pages."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from binokel_desktop.ui import i18n

HELP_DIR = Path(i18n.__file__).parent / "help"

# (pattern, why) per language; the patterns are regular expressions.
WRONG = {
    "de": [
        (r"Wörterbuch", "a glossary is a Glossar"),
        (r"Nichtbedien", "a revoke is a Renonce"),
        (r"\bPaare\b|\bPaaren\b|jedes Paar\b", "teams are Parteien (Paar is the meld)"),
        (r"\(gibt\)", "the dealer mark is a noun: (Geber)"),
        (r"\bEure?\b|\beuch\b", "the program says du, not ihr"),
        (r"so viel mal", "ungrammatical"),
        (r"Der Spieler nach dem Geber", "der Spieler is the declarer"),
        (r"Wert (des|eines) (offenen )?(Durch|Bettel)\b(?!s)", "genitive -s"),
        (r"(?i)vier daus|acht daus", "the meld is Vier Asse"),
        (r"„weg“|„ja“", "the spoken calls are passe / halte, as on the table"),
        (r"\b(keine|ohne) Partner\b|\bmit Partnern\b|^Partner und",
         "a team is a Partei (partners sit in one)"),
        (r"Neues Spiel", "the dialog is „Neue Partie“ (ein Spiel is one deal)"),
        (r"\bDu (hat|ist|nimmt|macht|drückt|sagt|meldet|bekommt|tauscht|gewinnt)\b|\bIch bin Du\b",
         "never the player in the third person"),
        # The third review (issue 27):
        (r"Bézique|Brisquen", "one spelling: Bésigue (der), Brisques"),
        (r"Vierlinge|Achter gestaffelt", "melds are vier / acht Gleiche (Achter is a card)"),
        (r"Trumpf-Sieben", "Trumpfsieben, as everywhere"),
        (r"Spielprotokoll|Einzelheiten im Protokoll",
         "the panel is the Spielverlauf, a file a Partieprotokoll"),
        (r"meldest, das Ziel|meldet, das Ziel", "a claim is erklärt (melden is the meld)"),
        (r"\bLöser\b|nachspielen", "the review is an Analyse"),
        (r"\w…", "German writes a space before the ellipsis"),
    ],
    "it": [
        (r"costa tanto|tanti punti|tante volte", "'tanto' reads as 'a lot'"),
        (r"perde(re)? la licitazione", "he loses the value of the bid, not the auction"),
        (r"(?<![Pp]rimo )di mano", "'di mano' means on lead"),
        (r"Presa del Dabb", "presa is a trick"),
        (r"ogni chiamata", "a bid is a licitazione; chiamata is Rufen"),
        (r"\bvostr[eoia]\b|\bvoi\b", "the program says tu, not voi"),
        (r"Foglio dei punti", "the score sheet is the segnapunti"),
        (r"\bTu (ha|è|vince|perde)\b", "never the player in the third person"),
        (r"\basta\b", "the auction is the licitazione"),
        (r"\b[Dd]ichiar(a|i|o|are|ato|ata|azione|azioni)\b",
         "a bid is a licitazione, a meld an accuso (dichiarare is neither)"),
        (r"\bdabb\b", "Dabb is a name: capitalised"),
        (r"\bsquadr[ae]\b", "a team is a coppia"),
        (r"nessuno la ha", "nessuno ce l'ha"),
        (r"[Rr]egole della casa nostre", "le nostre regole della casa"),
        (r"(preso|prende) la presa", "a trick is made: fare una presa"),
        (r"’", "one apostrophe, the straight one"),
        # The third review (issue 27):
        (r"[Bb]ézique", "one spelling: bésigue"),
        (r"\bPronta\b|Otto scalati|quartetti", "ready-made sets are named as their options"),
        (r"nel registro|Passo della licitazione|smazzate passate",
         "the log panel holds no details; passo is the call; 'passate' reads as 'past'"),
        (r"(?<!rinuncia \()mancata risposta", "a revoke is a rinuncia"),
        (r"Gioca da sola|Dimenticare le statistiche|Partita non finita|ne ha (presi|fatte) %1",
         "reviewed wordings"),
    ],
}


def translations(lang: str) -> list[tuple[str, str]]:
    """(source, translation) of every message of ``lang``."""
    out = []
    for message in ET.parse(i18n.ts_path(lang)).getroot().iter("message"):
        text = " ".join(message.find("translation").itertext())
        out.append((message.findtext("source") or "", text))
    return out


@pytest.mark.parametrize("lang", ["de", "it"])
def test_reviewed_wordings_stay_mended(lang):
    help_text = (HELP_DIR / f"rules_{lang}.html").read_text(encoding="utf-8")
    bad = []
    for pattern, why in WRONG[lang]:
        for source, text in [*translations(lang), ("help page", help_text)]:
            found = re.search(pattern, text)
            if found:
                bad.append(f"{source[:40]!r}: {found.group(0)!r} ({why})")
    assert bad == []


def test_the_check_finds_an_old_wording():
    old = "Warten auf Du … (gibt) Eure eigenen Hausregeln"
    assert [p for p, _ in WRONG["de"] if re.search(p, old)]
    assert re.search(WRONG["it"][2][0], "Durch scoperto di mano")
    assert not re.search(WRONG["it"][2][0], "il primo di mano apre")
    for old_it in ("vince l'asta", "Il dabb", "%1 dichiara: %2", "nessuno la ha",
                   "niente squadre", "Regole della casa nostre", "ha preso la presa"):
        assert [p for p, _ in WRONG["it"] if re.search(p, old_it)], old_it
    assert not [p for p, _ in WRONG["it"] if re.search(p, "il dichiarante accusa il Dabb")]
    for old_it in ("Pronta: %1", "Otto scalati", "(dettagli nel registro)", "Costo di una "
                   "mancata risposta", "ne ha presi %1", "altro bézique"):
        assert [p for p, _ in WRONG["it"] if re.search(p, old_it)], old_it
    assert not [p for p, _ in WRONG["it"] if re.search(p, "una rinuncia (mancata risposta")]
    for old_de in ("keine Partner", "Dialog „Neues Spiel“", "Du nimmt den Dabb auf",
                   "Bézique: Vierlinge", "Achter gestaffelt", "die Trumpf-Sieben",
                   "(Einzelheiten im Protokoll)", "Du meldest, das Ziel erreicht zu haben",
                   "Der Löser", "Regeln ändern…"):
        assert [p for p, _ in WRONG["de"] if re.search(p, old_de)], old_de


@pytest.mark.parametrize("french", [False, True])
def test_italian_cards_inside_a_sentence_are_lower_case(qapp, french):
    # "gioca il dieci di cuori" (a hint, the review's losses), not "il Dieci di cuori";
    # labels (tool tips, lists) keep their capital.
    from binokel_desktop.ui import texts

    try:
        i18n.set_language("it")
        for card in range(0, 64, 2):
            assert texts.card_in_sentence(card, french)[0].islower(), card
            assert texts.card_name(card, french)[0].isupper(), card
        i18n.set_language("de")
        assert texts.card_in_sentence(2, french) == texts.card_name(2, french)
    finally:
        i18n.set_language("en")


# The formal address: "Sie", "Ihr", "Ihnen" with a capital. The program says du; a sentence
# about a file starts with "Die Datei …", never with "Sie …" (it reads as "you").
FORMAL = re.compile(r"\b(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b")


def test_german_never_says_sie():
    help_text = (HELP_DIR / "rules_de.html").read_text(encoding="utf-8")
    bad = [f"{source[:50]!r}: {text!r}" for source, text in
           [*translations("de"), ("help page", help_text)] if FORMAL.search(text)]
    assert bad == []
    for old in ("Öffnen Sie sie mit „Protokoll öffnen“.", "Ihr 5. Zug verstößt gegen die Regeln.",
                "Sie ist beschädigt."):
        assert FORMAL.search(old), old
    assert not FORMAL.search("Um sie zu behalten, speichere sie; ihre Sicherung, Ihringen")


def test_translator_comments_belong_to_their_message():
    """lupdate hangs a ``#:`` comment before an untranslatable call (``plural``) onto the
    next message: a comment naming a count or a placeholder its message lacks is misplaced."""
    bad = []
    for message in ET.parse(i18n.ts_path("de")).getroot().iter("message"):
        source = message.findtext("source") or ""
        comment = message.findtext("extracomment") or ""
        mentioned = set(re.findall(r"%\d|%n", comment))
        if (mentioned - set(re.findall(r"%\d|%n", source))
                or (message.get("numerus") != "yes" and re.search(r"\bthe count\b", comment))
                or len(re.findall(r"(?:^|[;,.] )%1 (?:is|the)\b", comment)) > 1):
            bad.append(f"{source[:50]!r}: {comment!r}")
    assert bad == []
