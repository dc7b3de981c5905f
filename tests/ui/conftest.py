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
