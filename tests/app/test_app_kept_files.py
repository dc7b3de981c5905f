"""Nothing a family keeps is lost without a word (issue 25 §3): real files in a temp folder.

Before, one bad figure dropped a player's whole record at the next write, an
unreadable or newer file gave empty statistics without a word, and a second
bad file replaced the first ``.bad`` copy (the same path served settings, house
rules, window place and aids).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from binokel_desktop.app.aids_store import AIDS_FILE, AidSettings
from binokel_desktop.app.house_rules import FILE as HOUSE_FILE
from binokel_desktop.app.house_rules import HouseRuleBook, HouseRules
from binokel_desktop.app.statistics import STATS_FILE, Statistics, Tally
from binokel_desktop.app.store import SETTINGS_FILE, NoticeKind, Store
from binokel_desktop.engine.profile import PROFILES

sys.path.insert(0, str(Path(__file__).parent))
from saves_kit import played  # noqa: E402

ANNA = {f: 0 for f in Tally.__dataclass_fields__} | {"games": 120, "games_won": 40,
                                                      "deals": 1400, "aces": 3.0}


def test_one_bad_figure_keeps_the_rest_of_the_record_and_is_told_once(tmp_path):
    body = json.dumps({"schema": 1, "totals": {"name:Anna": ANNA | {"tens": 2.5},
                                               "level:medium": ANNA | {"bid": 10**12,
                                                                       "made": -4}}})
    (tmp_path / STATS_FILE).write_text(body)
    store = Store(tmp_path)
    heard = []
    store.listeners.append(heard.append)
    stats = Statistics(store)
    game = played(limit=40)
    stats.record_game("g", game.setup, game.record, True)
    figures = stats.figures()
    assert figures["level:medium"].games >= 120 and figures["level:medium"].bid == 10**9
    anna = Statistics(Store(tmp_path)).figures()["name:Anna"]
    assert (anna.games, anna.games_won, anna.deals, anna.aces, anna.tens) == (120, 40, 1400, 3, 2)
    assert [n.kind for n in heard] == [NoticeKind.REPAIRED]  # once, though read thrice
    assert "Anna" in heard[0].items and "medium" in heard[0].items
    assert (tmp_path / (STATS_FILE + ".bad")).read_text() == body


def _write_store_file(store: Store, name: str) -> None:
    if name == SETTINGS_FILE:
        store.set("speed", "fast")
    elif name == HOUSE_FILE:
        HouseRuleBook(store).save(HouseRules("Ours", PROFILES["grupp1994-3"]))
    elif name == STATS_FILE:
        Statistics(store).reset()
    elif name == AIDS_FILE:
        AidSettings(store).forced_cards = True
    else:
        store.write_json(name, {"x": 0, "y": 0, "width": 800, "height": 600})


@pytest.mark.parametrize("name", [SETTINGS_FILE, HOUSE_FILE, STATS_FILE, AIDS_FILE,
                                  "window.json"])
def test_every_bad_file_is_kept_under_a_name_of_its_own(tmp_path, name):
    bodies = [b"\x00first broken file", b'{"schema": 7, "from": "a newer version"}',
              b"{not json"]
    for body in bodies:
        (tmp_path / name).write_bytes(body)
        store = Store(tmp_path)
        store.read_json(name)
        _write_store_file(store, name)
        assert store.notices and store.notices[0].file == name
        assert store.notices[0].kind in (NoticeKind.UNREADABLE, NoticeKind.NEWER)
    kept = sorted(p.name for p in tmp_path.glob(name + ".bad*"))
    assert kept == [name + ".bad", name + ".bad-2", name + ".bad-3"]
    assert [(tmp_path / k).read_bytes() for k in kept] == bodies
    assert Store(tmp_path).read_json(name) is not None  # the new file is good
