"""Tooltips in lines a person reads: about equally long, never a lone word or "%" below."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QToolTip

from binokel_desktop.ui.tooltips import LINE_CHARS, NBSP, readable


def test_a_tooltip_just_over_a_line_breaks_in_two_even_halves(qapp):
    text = "La partita finisce quando un giocatore raggiunge questo punteggio."
    metrics = QFontMetrics(QToolTip.font())
    assert metrics.horizontalAdvance(text) > LINE_CHARS * metrics.averageCharWidth()
    lines = readable(text).split("\n")
    assert len(lines) == 2 and " ".join(lines).replace(NBSP, " ") == text
    # Greedy filling left "punteggio." alone on the second line.
    short, long = sorted(metrics.horizontalAdvance(line) for line in lines)
    assert short >= long * 0.6, lines


def test_paragraphs_stay_and_short_text_is_untouched(qapp):
    assert readable("Key 1") == "Key 1"
    assert readable("") == ""
    text = ("intervallo al 95 % da +2,0 a +14,4 " * 4).strip() + "\nForza: circa 77 punti."
    lines = readable(text).split("\n")
    assert lines[-1] == "Forza: circa 77 punti."
    assert all(f"95{NBSP}%" in line for line in lines if "95" in line)
    assert not any(line.startswith("%") for line in lines)


def test_no_line_ends_in_a_number_or_a_short_word_that_leads_into_the_next(qapp):
    # The Italian level tooltip read "vince circa 13 punti in più a" above "smazzata".
    text = ("Esperto: vince circa 13 punti in più a smazzata rispetto a Difficile "
            "(misurato su 600 smazzate duplicate, Binocle a 40 carte in tre).")
    lines = readable(text).split("\n")
    assert " ".join(lines).replace(NBSP, " ") == text
    for line in lines[:-1]:
        last = line.split(" ")[-1].rsplit(NBSP, 1)[-1]
        assert not last.isdigit() and not (len(last) <= 3 and last.islower()), lines
