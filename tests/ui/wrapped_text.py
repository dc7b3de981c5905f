"""Lines of a text as Qt's own word wrapping breaks it, for tests of wrapped labels."""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextLayout, QTextOption


def line_starts(text: str, font: QFont, width: int) -> list[int]:
    """Where each line of ``text`` begins when Qt wraps it at words ``width`` px wide."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    starts = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    return starts


def wrapped_lines(text: str, font: QFont, width: int) -> list[str]:
    """The lines of ``text`` wrapped at ``width`` px."""
    starts = line_starts(text, font, width)
    return [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]
