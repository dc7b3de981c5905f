"""A kept file that could not be read is told once, in one message (issue 25 §3)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from binokel_desktop.app.house_rules import FILE as HOUSE_FILE
from binokel_desktop.app.house_rules import HouseRuleBook
from binokel_desktop.app.statistics import STATS_FILE, Statistics
from binokel_desktop.app.store import Store
from binokel_desktop.ui.store_notices import StoreNotices


def test_bad_files_are_told_in_one_message_once(tmp_path, qtbot):
    (tmp_path / STATS_FILE).write_text('{"schema": 1, "totals": {"name:Anna": {"games": 1.5}}}')
    (tmp_path / HOUSE_FILE).write_text('{"schema": 1, "sets": [{"title": "Newer"}]}')
    (tmp_path / "settings.json").write_text('{"schema": 9}')
    store = Store(tmp_path)
    store.settings()  # read before the window exists, as at start
    window = QWidget()
    qtbot.addWidget(window)
    notices = StoreNotices(window, store)
    Statistics(store).figures()
    HouseRuleBook(store).sets()
    Statistics(store).figures()  # read again: not told again
    qtbot.waitUntil(lambda: notices.last_box is not None and notices.last_box.isVisible())
    text = notices.last_box.text()
    assert "newer Binokel Desktop" in text and "settings.json" in text
    assert "Anna" in text and "statistics.json" in text
    assert "Newer" in text and "house_rules.json" in text
    assert len(notices.shown) == 3
