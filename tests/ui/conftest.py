"""Fixtures shared by the window and text tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from binokel_desktop.ui import i18n


@pytest.fixture
def english_afterwards(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """The test starts and ends in the source language, with settings in a temp dir.

    A test module takes it for all its tests with
    ``pytestmark = pytest.mark.usefixtures("english_afterwards")``.
    """
    monkeypatch.setenv("BINOKEL_HOME", str(tmp_path))
    locale = QLocale()
    i18n.reset()
    yield
    i18n.reset()
    QLocale.setDefault(locale)


@pytest.fixture
def open_window(qtbot):  # type: ignore[no-untyped-def]
    """Opens a real, shown game window on a store: ``open_window(store, setup, seed=…,
    size=(1024, 640), quick_clicks=False)``; animations off. ``quick_clicks`` drops the
    panel's and the pass screen's click guards (tests click at once)."""
    from binokel_desktop.ui.main_window import MainWindow

    def make(store, setup, seed=None, *, size=(1024, 640), quick_clicks=False):  # type: ignore[no-untyped-def]
        window = MainWindow(setup, seed=seed if seed is not None else getattr(setup, "seed", None),
                            speed="off", store=store)
        if quick_clicks:
            window.panel.guard_ms = 0
            window.pass_screen.guard_ms = 0
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        return window

    return make
