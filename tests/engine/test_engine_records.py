"""GameRecord JSON, replay identity, damaged records, and profile serialisation."""

import json
import random

import pytest

from binokel_desktop.engine import (
    GameRecord,
    RecordError,
    apply,
    legal_actions,
    new_game,
    replay,
)
from binokel_desktop.engine.profile import (
    PROFILES,
    get_profile,
    option_names,
    profile_from_json,
    profile_to_json,
)


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_profiles_with_changed_options_round_trip_through_json(name):
    base = PROFILES[name]
    changed = base.with_options(target=1000, go_out_bonus=40, must_undertrump=False)
    text = profile_to_json(changed)
    assert profile_from_json(text) == changed
    assert profile_from_json(text) != base


def test_option_names_are_unique_across_parts():
    profile = PROFILES["grupp1994-3"]
    import dataclasses

    from binokel_desktop.engine.profile import PARTS

    total = sum(len(dataclasses.fields(getattr(profile, p))) for p in PARTS)
    assert len(option_names(profile)) == total


@pytest.mark.parametrize(
    ("options", "message"),
    [({"no_such_rule": 1}, "unknown rule option"), ({"target": "many"}, "whole number"),
     ({"rounding": "up"}, "not one of"), ({"durch": 1}, "true or false")],
)
def test_bad_options_are_refused_with_a_clear_message(options, message):
    with pytest.raises(ValueError, match=message):
        get_profile("grupp1994-3", **options)


def play(name, seed, steps):
    rng = random.Random(seed)
    profile = PROFILES[name]
    state = new_game(profile, seed)
    record = GameRecord(profile, seed)
    for _ in range(steps):
        legal = legal_actions(state)
        if not legal:
            break
        action = rng.choice(legal)
        state, _ = apply(state, action)
        record = record.with_action(action)
    return state, record


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_record_replays_to_the_identical_state(name, tmp_path):
    state, record = play(name, 42, 150)
    path = tmp_path / "game.binokel.json"
    path.write_text(record.to_json(), encoding="utf-8")
    again = GameRecord.from_json(path.read_text(encoding="utf-8"))
    assert again == record
    assert replay(again) == state


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: json.dumps({**d, "format": "chess"}), "not a Binokel game record"),
        (lambda d: json.dumps({**d, "version": 99}), "version 99"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "seed"}), "lacks 'seed'"),
        (lambda d: json.dumps({**d, "actions": d["actions"][:3] + [{"type": "fly"}]}),
         "action 4: unknown action type"),
        (lambda d: json.dumps({**d, "actions": [{"type": "play", "card": "Z-leaves#1"}]}),
         "action 1"),
        (lambda d: json.dumps({**d, "actions": [{"type": "bid", "value": 5}]}),
         "action 1 \\(bid\\) is illegal"),
        (lambda d: json.dumps({**d, "profile": {"name": "grupp1994-3", "scoring": {"x": 1}}}),
         "unknown rule option"),
    ],
)
def test_a_damaged_record_is_reported_not_crashed_on(mutate, message, tmp_path):
    _, record = play("grupp1994-3", 1, 20)
    path = tmp_path / "damaged.json"
    text = mutate(record.to_dict())
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match=message):
        replay(GameRecord.from_json(path.read_text(encoding="utf-8")))
    assert path.read_text(encoding="utf-8") == text  # left untouched
