"""Tooltips a person can read: lines of a readable length, never split inside "95 %"."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QToolTip

from .texts import kept_together

NBSP = "\u00a0"
LINE_CHARS = 60
"""A tooltip's longest line, in average characters (about 420 px at the usual font)."""


def readable(text: str, font: QFont | None = None) -> str:
    """``text`` (plain, paragraphs split by ``\\n``) broken into lines of at most
    :data:`LINE_CHARS` average characters in ``font`` (the tooltips' by default),
    a paragraph's lines about equally long.

    Qt shows a plain-text tooltip on one line unless it is wider than the screen:
    a level's strength ran 1,000 px across a 1366 px screen, and at 1024 px Qt
    broke it between "95" and "%". Here lines break only at spaces, the space
    before a percent sign is a non-breaking one, and a number or a short word
    stays with the word after it.
    """
    metrics = QFontMetrics(font if font is not None else QToolTip.font())
    step = max(1, metrics.averageCharWidth())
    limit = step * LINE_CHARS
    lines: list[str] = []
    for paragraph in text.replace(" %", NBSP + "%").split("\n"):
        if metrics.horizontalAdvance(paragraph) <= limit:
            lines.append(paragraph)  # one line: nothing to keep together
            continue
        words = kept_together(paragraph).split(" ")
        wrapped = _wrap(words, metrics, limit)
        # As many lines, as narrow as they go: no last line of one lonely word.
        width = metrics.horizontalAdvance(paragraph) // len(wrapped)
        while width < limit:
            even = _wrap(words, metrics, width)
            if len(even) == len(wrapped):
                wrapped = even
                break
            width += step
        lines += wrapped
    return "\n".join(lines)


def _wrap(words: list[str], metrics: QFontMetrics, limit: int) -> list[str]:
    """``words`` greedily in lines no wider than ``limit`` px (a longer word alone)."""
    lines: list[str] = []
    line = ""
    for word in words:
        longer = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(longer) > limit:
            lines.append(line)
            line = word
        else:
            line = longer
    lines.append(line)
    return lines
