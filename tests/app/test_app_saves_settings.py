"""Settings that stay, in real data directories: every remembered value round
trips; random bytes, an empty file and every value of the wrong type give the
defaults, also for the real program started as a process.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.setup_json import setup_from_json, setup_to_json
from binokel_desktop.app.store import SETTINGS, Store
from binokel_desktop.engine import PROFILES

ROOT = Path(__file__).resolve().parents[2]
DEFAULTS = {key: s.default for key, s in SETTINGS.items()}


def house_rules_setup() -> GameSetup:
    profile = PROFILES["kreuz-4"].with_options(target=1500)
    seats = (SeatSetup("Oma", True), SeatSetup("Anna", False, "hard"),
             SeatSetup("Opa", True), SeatSetup("Karl", False, "easy"))
    return GameSetup(profile, seats, "french-4")


def test_every_remembered_value_round_trips(tmp_path):
    store = Store(tmp_path)
    setup = house_rules_setup()
    values = {"language": "it", "deck": "french", "speed": "slow", "trick_pause": 1800,
              "colour_scheme": "dark", "outline_hearts": True, "card_back": 3,
              "last_game": setup_to_json(setup)}
    for key, value in values.items():
        store.set(key, value)
    again = Store(tmp_path).settings()
    assert {k: again[k] for k in values} == values
    back = setup_from_json(again["last_game"])
    assert back == setup  # rules with house rules, names, people/computers, levels, deck
    assert back.profile.scoring.target == 1500


WRONG = {"language": 3, "deck": ["french"], "speed": 1.5, "trick_pause": "900",
         "colour_scheme": "black", "outline_hearts": 1, "card_back": 5,
         "last_game": {"profile": {"name": "grupp1994-3"}, "seats": "three", "deck": 1}}


@pytest.mark.parametrize("body", [
    b"",
    bytes(random.Random(7).randrange(256) for _ in range(300)),
    json.dumps({"schema": 1, "settings": WRONG}).encode(),
    json.dumps({"schema": 1, "settings": {k: None for k in SETTINGS if k != "last_game"}}).encode(),
    json.dumps({"schema": 1, "settings": "all"}).encode(),
    b"[" * 100_000,
], ids=["empty", "random-bytes", "wrong-types", "nulls", "not-an-object", "deep"])
def test_a_bad_settings_file_gives_the_defaults(tmp_path, body):
    assert set(WRONG) == set(SETTINGS)  # every setting has a wrong value above
    store = Store(tmp_path)
    store.path.write_bytes(body)
    assert store.settings() == DEFAULTS


def test_bad_house_rules_or_seats_in_the_last_game_fall_back(tmp_path):
    good = setup_to_json(house_rules_setup())
    bad_values = [
        {**good, "seats": good["seats"][:3]},
        {**good, "deck": "tarot"},
        {**good, "profile": {**good["profile"], "scoring": {"target": "lots"}}},
        {**good, "profile": {**good["profile"], "scoring": {"no_such_rule": 1}}},
        {**good, "seats": [{**good["seats"][0], "level": "godlike"}, *good["seats"][1:]]},
        {**good, "seats": [{**good["seats"][0], "name": ""}, *good["seats"][1:]]},
    ]
    for bad in bad_values:
        store = Store(tmp_path)
        store.path.write_text(json.dumps({"schema": 1, "settings": {"last_game": bad,
                                                                    "deck": "french"}}))
        settings = store.settings()
        assert settings["last_game"] is None and settings["deck"] == "french"


# Each case starts the real program (about 4 s): the fast tier keeps the random bytes.
@pytest.mark.parametrize("body", [pytest.param(b"", marks=pytest.mark.slow),
                                  b"\x00\xff garbage \x13",
                                  pytest.param(json.dumps({"schema": 1, "settings": WRONG}
                                                          ).encode(), marks=pytest.mark.slow)],
                         ids=["empty", "random-bytes", "wrong-types"])
def test_the_program_starts_with_defaults_over_a_bad_settings_file(tmp_path, body):
    (tmp_path / "settings.json").write_bytes(body)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--exit-when-done",
         "--new", "--speed", "off", "--target", "100", "--profile", "online-40-2p",
         "--seed", "3", "--data-dir", str(tmp_path)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "is not valid" in done.stderr or "unreadable" in done.stderr \
        or "not a JSON object" in done.stderr  # the fallback is logged
