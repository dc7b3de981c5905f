"""GameRecord JSON, replay identity, damaged records, and profile serialisation."""

import json
import random
from pathlib import Path

import pytest

from binokel_desktop.engine import (
    GameRecord,
    IllegalAction,
    IllegalReason,
    Phase,
    RecordError,
    apply,
    legal_actions,
    new_game,
    replay,
    seat_view,
)
from binokel_desktop.engine.actions import NEXT_DEAL, NextDeal, action_from_json
from binokel_desktop.engine.events import DealStarted
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


# Issue 12 §2: a deal ends in DEAL_OVER and NextDeal deals the next one. Records
# written before (version 1, tests/engine/records_v1: several deals each, made
# by the engine of commit c94d431 with the scores it reached) lack NextDeal;
# reading one upgrades it once (issue 24 §1: NextDeal put in where a deal ended),
# and it reaches the same scores and results.

V1 = sorted((Path(__file__).parent / "records_v1").glob("record-v1-*.json"))


@pytest.mark.parametrize("path", V1, ids=lambda p: p.stem)
def test_a_record_made_before_next_deal_existed_still_replays(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data.pop("expected")
    record = GameRecord.from_dict(data)
    assert data["version"] == 1
    assert len(data["actions"]) < len(record.actions)  # NextDeal between the deals
    assert record.actions[-1] is not NEXT_DEAL
    state = replay(record)
    # The old engine dealt the next deal inside the action that ended one.
    assert state.phase is Phase.DEAL_OVER
    state, _ = apply(state, NEXT_DEAL)
    assert state.deal_no == expected["deal_no"]
    assert list(state.scores) == expected["scores"]
    got = [[r.contract.value, r.declarer, r.value, r.made, list(r.changes)]
           for r in state.results]
    assert got == expected["results"]


def test_a_new_record_holds_each_next_deal_and_replays_with_it():
    data = json.loads(V1[0].read_text(encoding="utf-8"))
    data.pop("expected")
    old = GameRecord.from_dict(data)
    state = new_game(old.profile, old.seed, dealer=old.dealer)
    record = GameRecord(old.profile, old.seed, old.dealer)
    for action in (a for a in data["actions"] if a.get("kind") != "next_deal"):
        action = action_from_json(action)
        if state.phase is Phase.DEAL_OVER:
            state, _ = apply(state, NEXT_DEAL)
            record = record.with_action(NEXT_DEAL)
        state, _ = apply(state, action)
        record = record.with_action(action)
    again = GameRecord.from_json(record.to_json())
    assert again.to_dict()["version"] == 2
    assert sum(isinstance(a, NextDeal) for a in again.actions) == state.deal_no
    assert replay(again) == replay(old) == state
    assert again.actions == old.actions  # read once, the old record holds the same NextDeals


def test_next_deal_is_offered_only_between_deals_and_refused_elsewhere():
    state = new_game(PROFILES["grupp1994-3"], 5)
    assert NEXT_DEAL not in legal_actions(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, NEXT_DEAL)
    assert info.value.reason is IllegalReason.WRONG_PHASE
    record = GameRecord(state.profile, 5, 0, (NEXT_DEAL,))
    with pytest.raises(RecordError, match="action 1 \\(next_deal\\) is illegal"):
        replay(record)


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_every_deal_ends_in_deal_over_with_its_result_in_the_view(name):
    rng = random.Random(name)
    profile = PROFILES[name].with_options(target=10**6)
    state = new_game(profile, 8)
    ended = 0
    while ended < 3:
        legal = legal_actions(state)
        assert legal
        if state.phase is Phase.DEAL_OVER:
            assert list(legal) == [NEXT_DEAL]
            for seat in range(profile.deal.seats):
                view = seat_view(state, seat)
                assert view.deal_result is None or view.deal_result == state.results[-1]
                # Nothing of the finished deal is dealt over yet.
                assert view.deal_no == ended
            with pytest.raises(IllegalAction):
                apply(state, legal_actions(new_game(profile, 8))[0])
            state, events = apply(state, NEXT_DEAL)
            assert isinstance(events[0], DealStarted)
            ended += 1
            continue
        state, events = apply(state, rng.choice(list(legal)))
        assert not any(isinstance(e, DealStarted) for e in events)
