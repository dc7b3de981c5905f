"""One vocabulary per deck (issue 28 §2): a French deck's court letters and names follow
the deck and the language everywhere — the table, the last-trick panel and its
captions — as docs/cardart.md promises (de K D B, en and it K Q J)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from binokel_desktop.engine.cards import parse_card
from binokel_desktop.ui import i18n
from binokel_desktop.ui.card_pixmaps import face_pixmap
from binokel_desktop.ui.game_log import TrickLine
from binokel_desktop.ui.last_trick import LastTrickPopup


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def same(a, b) -> bool:
    return a.toImage() == b.toImage()


def test_the_tables_french_faces_follow_the_language(qtbot, german):
    queen = parse_card("Q-spades")
    # The table asks for a face without a language: it is the program's (German: D).
    shown = face_pixmap("french", queen, 60, 1.0)
    assert same(shown, face_pixmap("french", queen, 60, 1.0, lang="de"))
    assert not same(shown, face_pixmap("french", queen, 60, 1.0, lang="en"))
    i18n.set_language("it")
    assert same(face_pixmap("french", queen, 60, 1.0),
                face_pixmap("french", queen, 60, 1.0, lang="en"))


def test_the_last_trick_names_french_cards_the_french_way(qtbot, german):
    parent = QWidget()
    qtbot.addWidget(parent)
    jack, king = parse_card("J-clubs"), parse_card("K-spades")
    line = TrickLine(deal_no=1, number=3, plays=((0, jack), (1, king)), winner=1, points=6)
    # A Binokel game (German deck rules) shown with French cards.
    popup = LastTrickPopup(parent, line, ["Du", "Anna"], "french", False)
    words = " / ".join(label.text() for label in popup.findChildren(QLabel))
    assert "Bube" in words and "Kreuz" in words and "König" in words and "Pik" in words
    assert "Unter" not in words and "Eichel" not in words and "Laub" not in words
    # The pictures are the table's faces: German letters for a German game.
    pictures = [label.pixmap() for label in popup.findChildren(QLabel)
                if not label.pixmap().isNull()]
    dpr = parent.devicePixelRatioF()
    assert same(pictures[0], face_pixmap("french", jack, 84, dpr, lang="de"))
