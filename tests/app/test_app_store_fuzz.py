"""Seeded damage to every file of the data folder (issue 25): read, never crash, never lose.

Each kind of file the program keeps besides saves (those have
``test_app_saves_fuzz.py``) is written by the program's own writers, then
damaged by ``tests/json_mutations.mutate`` (wrong types, null, 1e400, NaN,
huge numbers, deleted keys, deep nesting, cut texts …) or by flipped bits and
random bytes. Each damaged file is read by the program's readers: no
exception escapes, reading leaves the bytes alone, and the next write keeps
the damaged file, byte for byte, under a name of its own whenever anything in
it was not used. One run of the real program over damaged copies of all of
them (with a damaged autosave and a damaged named save) plays a game to its end.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from json_mutations import mutate

from binokel_desktop.app.aids_store import AIDS_FILE, AidSettings
from binokel_desktop.app.hand_order import HandOrder
from binokel_desktop.app.house_rules import FILE as HOUSE_FILE
from binokel_desktop.app.house_rules import HouseRuleBook, HouseRules
from binokel_desktop.app.saves import AUTOPLAY_AUTOSAVE, save_bytes
from binokel_desktop.app.setup_json import setup_to_json
from binokel_desktop.app.statistics import STATS_FILE, Statistics
from binokel_desktop.app.store import SETTINGS_FILE, Store
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui.screen_fit import WINDOW_FILE, window_place

sys.path.insert(0, str(Path(__file__).parent))
from saves_kit import played  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TRIES = 150  # per kind of file (5 kinds: 750 damaged files, about 10 s)


def _originals(directory: Path) -> dict[str, bytes]:
    """Each file as the program writes it."""
    store = Store(directory)
    game = played(limit=60)
    store.set("language", "de")
    store.set("last_game", setup_to_json(game.setup))
    book = HouseRuleBook(store)
    book.save(HouseRules("Ours", PROFILES["grupp1994-3"].with_options(target=1000)))
    book.save(HouseRules("Bézique", PROFILES["bezique-2"]))
    Statistics(store).record_game("g1", game.setup, game.record, False)
    store.write_json(WINDOW_FILE, {"x": 10, "y": 20, "width": 1024, "height": 600,
                                   "maximised": False, "full_screen": False})
    aids = AidSettings(store)
    aids.forced_cards = True
    aids.set_hand_order("Oma", HandOrder(True, False, True))
    aids.set_hand_arrangement("Oma", "g1:1", (3, 1, 2))
    return {name: (directory / name).read_bytes()
            for name in (SETTINGS_FILE, HOUSE_FILE, STATS_FILE, WINDOW_FILE, AIDS_FILE)}


def _read_aids(store: Store) -> object:
    aids = AidSettings(store)
    return (aids.forced_cards, aids.take_back_several, aids.show_log, aids.hand_order("Oma"),
            aids.hand_arrangement("Oma", "g1:1"))


READ: dict[str, Callable[[Store], object]] = {
    SETTINGS_FILE: lambda s: s.settings(),
    HOUSE_FILE: lambda s: (HouseRuleBook(s).sets(), HouseRuleBook(s).skipped()),
    STATS_FILE: lambda s: Statistics(s).figures(),
    WINDOW_FILE: lambda s: window_place(s.read_json(WINDOW_FILE)),
    AIDS_FILE: _read_aids,
}


def _write(store: Store, name: str) -> None:
    if name == SETTINGS_FILE:
        store.set("speed", "fast")
    elif name == HOUSE_FILE:
        HouseRuleBook(store).save(HouseRules("New", PROFILES["grupp1994-3"]))
    elif name == STATS_FILE:
        game = played(limit=20)
        Statistics(store).record_game("g2", game.setup, game.record, False)
    elif name == WINDOW_FILE:
        store.write_json(WINDOW_FILE, {"x": 0, "y": 0, "width": 800, "height": 600,
                                       "maximised": False, "full_screen": False})
    else:
        AidSettings(store).show_log = True


def _damage(rng: random.Random, body: bytes) -> bytes:
    kind = rng.random()
    if kind < 0.1:
        out = bytearray(body)
        for _ in range(rng.randint(1, 8)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return bytes(out)
    if kind < 0.15:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 300)))
    return mutate(rng, body.decode("utf-8")).encode("utf-8", "surrogatepass")


@pytest.fixture(scope="module")
def originals(tmp_path_factory):
    return _originals(tmp_path_factory.mktemp("originals"))


@pytest.mark.parametrize("name", [SETTINGS_FILE, HOUSE_FILE, STATS_FILE, WINDOW_FILE,
                                  AIDS_FILE])
def test_damaged_files_are_read_without_a_crash_and_kept_when_not_used(
        tmp_path, originals, name):
    rng = random.Random(f"store:{name}:25")
    outcomes: Counter[str] = Counter()
    for i in range(TRIES):
        folder = tmp_path / str(i)
        folder.mkdir()
        body = _damage(rng, originals[name])
        (folder / name).write_bytes(body)
        store = Store(folder)
        READ[name](store)  # any exception fails the test
        assert (folder / name).read_bytes() == body  # reading never changes the file
        told = [n for n in store.notices if n.file == name]
        _write(store, name)
        kept = sorted(folder.glob(name + ".bad*"))
        if told and told[0].kind.value != "skipped":
            assert [k.read_bytes() for k in kept] == [body]  # kept, byte for byte
            outcomes["told, kept aside"] += 1
        else:
            assert kept == []
            outcomes["told, entries kept in place" if told else "used as it is"] += 1
        READ[name](Store(folder))  # what was written is readable
    print(name, dict(outcomes))
    assert outcomes["told, kept aside"] > TRIES // 4


def test_the_real_program_plays_over_damaged_copies_of_every_file(tmp_path, originals):
    rng = random.Random("store:program:25")
    for name, body in originals.items():
        (tmp_path / name).write_bytes(_damage(rng, body))
    save = save_bytes(played(limit=40))
    (tmp_path / AUTOPLAY_AUTOSAVE).write_bytes(save[: len(save) // 2])  # cut by a crash
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "Sunday.json").write_bytes(save.replace(b'"version": 2', b'"version": 9'))
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
         "--speed", "off", "--target", "100", "--profile", "online-40-2p", "--seed", "3",
         "--data-dir", str(tmp_path)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    assert "the player is told: " in done.stderr  # in one message on the window
    # Nothing the folder held is gone: each file is in place or kept aside byte for byte.
    now = [p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()]
    assert [n for n, body in before.items() if body not in now] == []
    assert json.loads((tmp_path / "saves" / "Sunday.json").read_bytes())["version"] == 9
