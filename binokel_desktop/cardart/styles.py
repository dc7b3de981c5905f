"""Deck styles, their suits and ranks, index labels per language, and options.

>>> STYLES["french"].label("Q", "de"), STYLES["french"].label("Q", "en")
('D', 'Q')
>>> STYLES["wuerttemberg"].face_ids()[:3]
('acorns_A', 'acorns_10', 'acorns_K')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from binokel_desktop.cardart import palette as P

LANGS: Final = ("de", "en", "it", "fr")
"""Languages with their own index letters; Italian uses K Q J (no source shows R/D/F)."""

_FRENCH_LETTERS: Final = {
    "de": {"K": "K", "Q": "D", "J": "B"},
    "en": {"K": "K", "Q": "Q", "J": "J"},
    "it": {"K": "K", "Q": "Q", "J": "J"},
    "fr": {"K": "R", "Q": "D", "J": "V"},
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Options:
    """How faces are drawn: index language, large index, hearts as outlines."""

    lang: str = "de"
    large_index: bool = False
    outline_hearts: bool = False

    def __post_init__(self) -> None:
        if self.lang not in LANGS:
            raise ValueError(f"unknown language {self.lang!r}; choose one of {', '.join(LANGS)}")


@dataclass(frozen=True, slots=True, kw_only=True)
class Style:
    """One deck style: German or French suits, its ranks and its suit colours."""

    name: str
    title: str
    german: bool
    suits: tuple[str, ...]
    ranks: tuple[str, ...]
    inks: Mapping[str, str]
    sign_prefix: str

    def face_ids(self) -> tuple[str, ...]:
        """Element ids of every face, suit by suit, highest rank first."""
        return tuple(f"{s}_{r}" for s in self.suits for r in self.ranks)

    def label(self, rank: str, lang: str) -> str:
        """The index label of ``rank`` in ``lang``."""
        if self.german:
            return rank
        return _FRENCH_LETTERS[lang].get(rank, rank)

    def sign(self, suit: str, outline_hearts: bool = False) -> str:
        """The id of the suit-sign definition for ``suit``."""
        sid = f"{self.sign_prefix}-{suit}"
        return sid + "-o" if outline_hearts and suit == "hearts" else sid


_FRENCH_SUITS: Final = ("clubs", "spades", "hearts", "diamonds")
_FRENCH_RANKS: Final = ("A", "10", "K", "Q", "J", "9", "8", "7")

STYLES: Final[Mapping[str, Style]] = {
    "wuerttemberg": Style(
        name="wuerttemberg", title="Württemberg pattern", german=True,
        suits=("acorns", "leaves", "hearts", "bells"), ranks=("A", "10", "K", "O", "U", "7"),
        inks=P.GERMAN_INK, sign_prefix="s",
    ),
    "french": Style(
        name="french", title="French, two colours", german=False, suits=_FRENCH_SUITS,
        ranks=_FRENCH_RANKS, inks=P.SUIT_INK, sign_prefix="f2",
    ),
    "french-4": Style(
        name="french-4", title="French, four colours", german=False, suits=_FRENCH_SUITS,
        ranks=_FRENCH_RANKS, inks=P.FOUR_COLOUR_INK, sign_prefix="f4",
    ),
}
"""Every deck style by name."""
