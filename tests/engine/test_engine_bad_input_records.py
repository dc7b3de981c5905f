"""Issue 14: every malformed record raises RecordError saying where, and nothing else."""

import json
import random
from collections import Counter

import pytest
from json_mutations import mutate
from record_fuzz import outcome_and_message, valid_records

from binokel_desktop.engine import PROFILES, GameRecord, RecordError
from binokel_desktop.engine.actions import PLAY, Play
from binokel_desktop.engine.record import replay

# What Python says of its own objects: never part of a reason a player reads.
PYTHON_WORDS = ("object has no attribute", "int() argument", "invalid literal",
                "object is not", "unhashable", "NoneType")


def base(profile: str = "grupp1994-3") -> dict:
    record = GameRecord(PROFILES[profile], 5)
    return json.loads(record.to_json())


def text_with(**changes) -> str:
    data = base(changes.pop("profile_name", "grupp1994-3"))
    data.update(changes)
    return json.dumps(data)


CASES = [
    (text_with(actions=[{"type": "play", "card": 5}]), "action 1"),
    (text_with(actions=[{"type": "bid", "value": None}]), "action 1"),
    (text_with(actions=[{"type": "bid", "value": "x"}]), "action 1"),
    (text_with(actions=[{"type": "bid", "value": "@"}]).replace('"@"', "1e400"), "action 1"),
    (text_with(actions=[{"type": "discard", "cards": 3}]), "action 1"),
    (text_with(actions=[{"type": "choose_trump", "suit": 2}]), "action 1"),
    (text_with(actions=[{"type": "warp"}]), "action 1"),
    (text_with(actions=[5]), "action 1"),
    (text_with(actions=5), "actions"),
    (text_with(actions={"a": 1}), "actions"),
    (text_with(profile=["grupp1994-3"]), "profile"),
    (text_with(profile={"name": "grupp1994-3", "auction": []}), "profile"),
    (text_with(profile={"name": "grupp1994-3", "deck": {"ranks": [[0]]}}), "profile"),
    (text_with(profile={"name": "grupp1994-3", "auction": {"min_bid": 3000}}), "min_bid"),
    (text_with(profile={"name": "x", "game": ["talon"]}), "profile"),
    (text_with(seed=None), "seed"),
    (text_with(seed=1.5), "seed"),
    (text_with(seed=True), "seed"),
    (text_with(seed=0).replace('"seed": 0', '"seed": ' + "7" * 5000), "JSON"),
    (text_with(seed=0).replace('"seed": 0', '"seed": ' + "7" * 4000), "seed"),
    (text_with(dealer=7, profile_name="kreuz-4"), "dealer"),
    (text_with(dealer=-1), "dealer"),
    (text_with(dealer="0"), "dealer"),
    (text_with(version=True), "version"),
    ("[" * 100_000 + "]" * 100_000, "JSON"),
    (text_with(x=1)[:-1] + ', "deep": ' + "[" * 100_000 + "]" * 100_000 + "}", "JSON"),
    ("", "JSON"),
    ("null", "not a Binokel game record"),
    ("[]", "not a Binokel game record"),
]


@pytest.mark.parametrize(("text", "where"), CASES)
def test_malformed_record_names_where(text, where):
    with pytest.raises(RecordError) as err:
        replay(GameRecord.from_json(text))
    assert where in str(err.value)
    assert len(str(err.value)) < 400


def test_a_record_of_the_wrong_dealer_is_refused_before_it_gets_stuck():
    record = GameRecord(PROFILES["grupp1994-4"], 3, dealer=7)
    with pytest.raises(RecordError, match="dealer: 7 is outside 0–3"):
        replay(record)


@pytest.mark.parametrize("card", [-1, 64, 2**70])
def test_a_play_of_no_card_is_a_record_error(card):
    record = GameRecord(PROFILES["grupp1994-3"], 3, actions=(Play(card),))
    with pytest.raises(RecordError, match="action 1 \\(play\\): card"):
        replay(record)


def test_a_valid_record_still_replays():
    record = GameRecord(PROFILES["grupp1994-3"], 3)
    assert replay(GameRecord.from_json(record.to_json())).deal_no == 0
    assert PLAY[0].card == 0


def test_3000_seeded_mutations_give_record_errors_and_nothing_else():
    rng = random.Random("records:14")
    records = valid_records(rng)
    tally = Counter()
    others = {}
    python_words = []
    for _ in range(3000):
        text = mutate(rng, rng.choice(records))
        result, message = outcome_and_message(text)
        tally[result if result in ("ok", "RecordError") else "other"] += 1
        if result not in ("ok", "RecordError"):
            others.setdefault(result, text[:200])
        # The reason is the program's own words, never Python's.
        if any(w in message for w in PYTHON_WORDS):
            python_words.append(message)
    assert not others, others
    assert python_words == []
    assert tally["RecordError"] > 2500  # the mutations do damage
