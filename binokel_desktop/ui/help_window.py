"""The rules in the app: every profile, every house-rule option and a glossary.

The prose lives in ``help/rules_<lang>.html`` (one file per language, so a
translator writes whole paragraphs). Three placeholders are filled from the
program itself, so they always match what the game does:
``{{profiles}}`` (each profile's shape and values), ``{{options}}`` (every
house-rule option with its one-sentence help, translated through the .ts) and
card pictures: ``<img src="card:O-leaves">`` is rendered from the card art.
"""

from __future__ import annotations

import dataclasses
import html
import re
from importlib import resources

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtGui import QImage, QKeySequence, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..engine import (
    FRENCH_RANK_NAMES,
    FRENCH_SUIT_NAMES,
    GERMAN_RANK_NAMES,
    GERMAN_SUIT_NAMES,
    PARTS,
    PROFILES,
    Rank,
    RuleProfile,
    make_card,
)
from . import i18n, texts
from .card_pixmaps import face_pixmap
from .i18n import QT_TRANSLATE_NOOP
from .new_game_dialog import editable_options
from .screen_fit import fit_size

CARD_WIDTH = 44
_CARD = re.compile(r'src="card:(?:(\w[\w-]*):)?([0-9AKOUQJ]+)-(\w+)"')


def rules_html(lang: str) -> str:
    """The help text of ``lang`` (English for the pseudo-locale) with its tables filled in."""
    name = lang if lang in i18n.LANGUAGES else "en"
    text = resources.files(__package__).joinpath("help", f"rules_{name}.html").read_text(
        encoding="utf-8")
    text = text.replace("{{profiles}}", profiles_html())
    text = text.replace("{{options}}", options_html())
    text = text.replace("{{keys}}", keys_html())
    return text


def game_anchor(profile: RuleProfile) -> str:
    """The help's paragraph of ``profile``'s game (a house-rule game: of the game it is
    made from); "" for three-hand Binokel, which the help's first sections explain.

    F1 during a game of Bézique opened at Binokel's cards and bidding.
    """
    if profile.game == "talon":  # the two-hand games with a talon
        return "game-bezique" if profile.deck.french else "game-two-hand"
    if profile.deal.teams:
        return "game-cross"
    if Rank.SEVEN not in profile.deck.ranks:
        return "game-forty"
    if profile.deal.dealer_sits_out:
        return "game-four"
    return ""


# Every key the program answers (the tool tips name some of them; this is the whole list).
# Keys in Qt's portable form, shown in the language's own ("Strg+Z"); a test compares the
# list with the shortcuts of a real main window.
KEYS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("P",), QT_TRANSLATE_NOOP("Help", "Pass")),
    (("B",), QT_TRANSLATE_NOOP("Help", "Bid the value on the bid button")),
    (("O",), QT_TRANSLATE_NOOP("Help", "Hold")),
    (("D",), QT_TRANSLATE_NOOP("Help", "Take the dabb")),
    (("A",), QT_TRANSLATE_NOOP("Help", "Lay away the chosen cards")),
    (("1", "9"), QT_TRANSLATE_NOOP("Help", "Press the decision buttons, counted from the left "
                                           "(each button's tool tip names its key)")),
    (("Left", "Right", "Up", "Down"),
     QT_TRANSLATE_NOOP("Help", "Move among the cards you may choose")),
    #: %1 is the Return key's name on the keyboard ("Return", "Invio")
    (("Return", "Space"), QT_TRANSLATE_NOOP("Help", "Play or pick the card chosen with the "
                                                    "arrows; when every card to lay away is "
                                                    "picked, %1 lays them away")),
    (("Return", "Space"), QT_TRANSLATE_NOOP("Help", "On the screen between two people's "
                                                    "turns: show the cards of the person named")),
    (("H",), QT_TRANSLATE_NOOP("Help", "Hint: what a strong player would do (nothing is "
                                       "played)")),
    (("L",), QT_TRANSLATE_NOOP("Help", "Show the last trick")),
    (("Ctrl+Z",), QT_TRANSLATE_NOOP("Help", "Take back to your previous decision")),
    (("Ctrl+L",), QT_TRANSLATE_NOOP("Help", "Show or hide the game log")),
    (("Ctrl+R",), QT_TRANSLATE_NOOP("Help", "Review the last deal")),
    (("Left", "Right"), QT_TRANSLATE_NOOP("Help", "In the review: the previous or next "
                                                  "trick")),
    (("Ctrl+H",), QT_TRANSLATE_NOOP("Help", "House rules of your own")),
    (("Ctrl+F",), QT_TRANSLATE_NOOP("Help", "Play a forced card automatically (on or off)")),
    (("Ctrl+N",), QT_TRANSLATE_NOOP("Help", "New game")),
    (("Ctrl+O",), QT_TRANSLATE_NOOP("Help", "Open a saved game")),
    (("Ctrl+Shift+S",), QT_TRANSLATE_NOOP("Help", "Save the game under a name")),
    (("Ctrl+Q",), QT_TRANSLATE_NOOP("Help", "Quit")),
    (("F11",), QT_TRANSLATE_NOOP("Help", "Full screen (on or off)")),
    (("F1",), QT_TRANSLATE_NOOP("Help", "These rules")),
)


ARROWS = {"Left": "←", "Right": "→", "Up": "↑", "Down": "↓"}


def key_text(portable: str) -> str:
    """A key as the keyboard of the current language names it ("Strg+Z", "Invio"; arrows
    as drawn on the keys)."""
    if portable in ARROWS:
        return ARROWS[portable]
    return QKeySequence(portable).toString(QKeySequence.SequenceFormat.NativeText)


def key_words(what: str) -> str:
    """What a key does, in the current language (a %1 in it is the Return key)."""
    return texts.fill(texts.translate("Help", what), key_text("Return"))


def keys_html() -> str:
    """The keyboard table of the help: each key (or keys) and what it does."""
    rows = []
    for keys, what in KEYS:
        shown = [key_text(k) for k in keys]
        # "1 … 9" is a range; other groups are alternatives.
        joined = " … ".join(shown) if keys == ("1", "9") else ", ".join(shown)
        rows.append(f"<tr><td><b>{html.escape(joined)}</b></td>"
                    f"<td>{html.escape(key_words(what))}</td></tr>")
    return f"<table cellspacing='0' cellpadding='3'>{''.join(rows)}</table>"


def _facts(profile: RuleProfile) -> list[tuple[str, str]]:
    d, a = profile.deal, profile.auction
    rows = [(texts.option_label("seats"), texts.number(d.seats)),
            (texts.option_label("hand_size"), texts.number(d.hand_size))]
    if d.dabb_size:
        rows.append((texts.option_label("dabb_size"), texts.number(d.dabb_size)))
        rows.append((texts.option_label("min_bid"), texts.number(a.min_bid)))
        rows.append((texts.option_label("bidding_style"), texts.choice_text(a.bidding_style)))
    rows.append((texts.translate("Help", "Cards in the deck"),
                 texts.number(8 * len(profile.deck.ranks))))
    rows.append((texts.option_label("target"), texts.number(profile.scoring.target)))
    return rows


def meld_counts(profile: RuleProfile, name: str) -> bool:
    """Whether ``name`` is a meld that can score in ``profile`` (switched on, cards dealt)."""
    m = profile.melds
    if name == "grand_binokel" and not m.grand_binokel_enabled:
        return False
    if "double_family" in name and not m.double_family_enabled:
        return False
    return name in texts.MELD_NAMES


def profiles_html() -> str:
    """One short section per named profile: its title, what sets it apart, its numbers."""
    out = []
    for name, profile in PROFILES.items():
        rows = "".join(f"<tr><td>{html.escape(k)}</td><td align='right'>{html.escape(v)}</td></tr>"
                       for k, v in _facts(profile))
        melds = []
        for part, options in editable_options(profile).items():
            for option in options:
                value = getattr(getattr(profile, part), option)
                if (isinstance(value, bool) or not isinstance(value, int) or value <= 0
                        or not meld_counts(profile, option)):
                    continue
                label = texts.meld_name(option, profile.deck.french)
                melds.append(f"{html.escape(label)} {texts.number(value)}")
        melds_caption = texts.translate("Help", "Melds:")
        out.append(
            f"<h3><a name='profile-{name}'></a>{html.escape(texts.profile_title(name))}</h3>"
            f"<p>{html.escape(texts.profile_description(name))}</p>"
            f"<table cellspacing='0' cellpadding='2'>{rows}</table>"
            + (f"<p><i>{html.escape(melds_caption)}</i> "
               f"{html.escape(', '.join(melds))}</p>" if melds else ""))
    return "\n".join(out)


def options_html() -> str:
    """Every house-rule option with its meaning, grouped as the New Game dialog groups them."""
    seen: set[str] = set()
    out = []
    for part in PARTS:
        items = []
        for profile in PROFILES.values():
            obj = getattr(profile, part, None)
            if obj is None:
                continue
            for field in dataclasses.fields(obj):
                if field.name in seen or field.name not in texts.OPTIONS:
                    continue
                seen.add(field.name)
                items.append(f"<dt><b>{html.escape(texts.option_label(field.name))}</b></dt>"
                             f"<dd>{html.escape(texts.option_help(field.name))}</dd>")
        if items:
            out.append(f"<h3>{html.escape(texts.part_name(part))}</h3><dl>{''.join(items)}</dl>")
    return "\n".join(out)


def card_image(style: str, rank: str, suit: str) -> QImage:
    """A small face from the card art, drawn at twice the size for sharp screens."""
    french = style != "wuerttemberg"
    suits = FRENCH_SUIT_NAMES if french else GERMAN_SUIT_NAMES
    ranks = FRENCH_RANK_NAMES if french else GERMAN_RANK_NAMES
    card = make_card(suits.index(suit), ranks.index(rank))
    image = face_pixmap(style, card, CARD_WIDTH, 2.0).toImage()
    image.setDevicePixelRatio(2.0)
    return image


def add_card_images(document: QTextDocument, text: str) -> None:
    """Register every ``card:`` picture that ``text`` names with ``document``."""
    for style, rank, suit in set(_CARD.findall(text)):
        key = f"card:{style + ':' if style else ''}{rank}-{suit}"
        image = card_image(style or "wuerttemberg", rank, suit)
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(key), image)


class HelpWindow(QDialog):
    """A browser of the rules, the house rules and the glossary, in the current language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        root = QVBoxLayout(self)
        root.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        root.addWidget(buttons)
        fit_size(self, 860, 680)  # the Close button stays on a 1024×600 screen
        self.load()

    def load(self) -> None:
        """Fill the browser in the current language."""
        self._generation = i18n.generation()
        self.setWindowTitle(texts.translate("Help", "Binokel — rules and glossary"))
        text = rules_html(i18n.current_language())
        document = self.browser.document()
        document.clear()
        add_card_images(document, text)
        self.browser.setHtml(text)

    def show_section(self, anchor: str) -> None:
        """Scroll to a section (``glossary``, ``options``, ``profile-<name>``) or the top."""
        if anchor:
            self.browser.scrollToAnchor(anchor)
        else:
            self.browser.verticalScrollBar().setValue(0)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if (event.type() == QEvent.Type.LanguageChange and hasattr(self, "browser")
                and self._generation != i18n.generation()):
            self.load()
        super().changeEvent(event)
