"""One widget per rule option, and the options the widgets show (New Game and house rules)."""

from __future__ import annotations

import typing
from collections.abc import Mapping
from enum import Enum

from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from . import texts


def option_spin(name: str, value: int) -> QSpinBox:
    """A number box for option ``name`` (the dialogs narrow it to the engine's range)."""
    spin = QSpinBox()
    if name == "fail_multiplier":
        spin.setRange(1, 10)
    else:
        spin.setRange(1 if name == "bid_step" else 0, 100000)
        spin.setSingleStep(10 if value >= 10 and value % 10 == 0 else 1)
    spin.setValue(int(value))
    return spin


def option_widget(name: str, hint: typing.Any, value: typing.Any, french: bool) -> QWidget:
    """A check box, a choice or a number box for the option, showing ``value``."""
    if hint is bool:
        check = QCheckBox(texts.option_label(name, french))
        check.setChecked(bool(value))
        return check
    if isinstance(hint, type) and issubclass(hint, Enum):
        combo = QComboBox()
        for member in hint:
            combo.addItem(texts.choice_text(member), member)
        combo.setCurrentIndex(list(hint).index(value))
        return combo
    return option_spin(name, int(value))


def option_values(widgets: Mapping[str, QWidget]) -> dict[str, typing.Any]:
    """Each option's value as its widget shows it."""
    options: dict[str, typing.Any] = {}
    for name, widget in widgets.items():
        if isinstance(widget, QCheckBox):
            options[name] = widget.isChecked()
        elif isinstance(widget, QComboBox):
            options[name] = widget.currentData()
        elif isinstance(widget, QSpinBox):
            options[name] = widget.value()
    return options
