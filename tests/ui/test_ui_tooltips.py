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
    assert len(lines) == 2 and " ".join(lines) == text
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
