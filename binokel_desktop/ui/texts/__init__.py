"""The window's words, by subject (as Anki's ``ftl/core/*.ftl``, within Qt Linguist).

- :mod:`.qt`: translate, fill ``%1``, plurals, numbers;
- :mod:`.cards`, :mod:`.melds`: suits, ranks, cards, decks, melds;
- :mod:`.rules`: contracts, phases, auction calls, refused moves;
- :mod:`.options`, :mod:`.profiles`: house-rule options and rule profiles;
- :mod:`.people`: seat names and computer levels;
- :mod:`.narration`: what happened at the table;
- :mod:`.table`, :mod:`.hints`, :mod:`.rule_problems`, :mod:`.save_problems`: the
  table's prompts, a hint, a refused rule set or file (import these by path).

Most of the window writes ``from . import texts`` and ``texts.card_name(…)``: the
names of the subject modules are re-exported here for that.
"""

from __future__ import annotations

from .cards import (
    DECK_NAMES,
    FRENCH_RANKS,
    FRENCH_RANKS_IN_SENTENCE,
    FRENCH_SUITS,
    FRENCH_SUITS_IN_SENTENCE,
    GERMAN_RANKS,
    GERMAN_RANKS_IN_SENTENCE,
    GERMAN_SUITS,
    GERMAN_SUITS_IN_SENTENCE,
    card_in_sentence,
    card_name,
    deck_name,
    french_names,
    rank_name,
    suit_in_sentence,
    suit_name,
    trump_text,
)
from .melds import (
    BEZIQUE_MELD_NAMES,
    FRENCH_RANK_MELD_NAMES,
    MELD_NAMES,
    meld_in_sentence,
    meld_name,
    meld_text,
)
from .options import (
    BEZIQUE_OPTION_LABELS,
    CHOICES,
    OPTIONS,
    PART_NAMES,
    choice_text,
    option_help,
    option_label,
    part_name,
)
from .people import (
    LEVEL_NAMES,
    and_join,
    is_you,
    level_name,
    seat_kind_text,
    seat_name,
    seat_name_source,
)
from .profiles import (
    PROFILE_DESCRIPTIONS,
    PROFILE_TITLES,
    profile_description,
    profile_title,
)
from .qt import (
    fill,
    in_sentence,
    kept_together,
    number,
    plural,
    points_text,
    signed,
    translate,
    unbroken,
)
from .rules import (
    CONTRACT_HELP,
    CONTRACT_NAMES,
    ILLEGAL_TEXTS,
    PHASE_NAMES,
    bid_button_text,
    call_text,
    contract_help,
    contract_name,
    illegal_text,
    phase_name,
)

__all__ = [
    "BEZIQUE_MELD_NAMES",
    "BEZIQUE_OPTION_LABELS",
    "CHOICES",
    "CONTRACT_HELP",
    "CONTRACT_NAMES",
    "DECK_NAMES",
    "FRENCH_RANKS",
    "FRENCH_RANKS_IN_SENTENCE",
    "FRENCH_RANK_MELD_NAMES",
    "FRENCH_SUITS",
    "FRENCH_SUITS_IN_SENTENCE",
    "GERMAN_RANKS",
    "GERMAN_RANKS_IN_SENTENCE",
    "GERMAN_SUITS",
    "GERMAN_SUITS_IN_SENTENCE",
    "ILLEGAL_TEXTS",
    "LEVEL_NAMES",
    "MELD_NAMES",
    "OPTIONS",
    "PART_NAMES",
    "PHASE_NAMES",
    "PROFILE_DESCRIPTIONS",
    "PROFILE_TITLES",
    "and_join",
    "bid_button_text",
    "call_text",
    "card_in_sentence",
    "card_name",
    "choice_text",
    "contract_help",
    "contract_name",
    "deck_name",
    "fill",
    "french_names",
    "illegal_text",
    "in_sentence",
    "is_you",
    "level_name",
    "meld_in_sentence",
    "meld_name",
    "meld_text",
    "number",
    "option_help",
    "option_label",
    "part_name",
    "phase_name",
    "plural",
    "points_text",
    "profile_description",
    "profile_title",
    "rank_name",
    "seat_kind_text",
    "seat_name",
    "seat_name_source",
    "signed",
    "suit_in_sentence",
    "suit_name",
    "translate",
    "trump_text",
    "kept_together",
    "unbroken",
]
