"""Issue 14: a profile that cannot be played is refused, naming the option and its range.

The property test draws random option values (seeded): every accepted set
plays 200 random deals with every card in one place; every refused set names
an option it changed. benchmarks/fuzz_profiles.py runs the same over more sets.
"""

import json
import random

import pytest
from profile_fuzz import play_deals, random_options

from binokel_desktop.engine import PROFILES, GameRecord, RecordError
from binokel_desktop.engine.profile import get_profile, profile_from_json, profile_to_dict
from binokel_desktop.engine.profile_checks import MAX_BID_CAP, ProfileError

REFUSED = [
    ("grupp1994-3", {"bid_step": 0}, "bid_step", "1–1000"),
    ("grupp1994-3", {"bid_step": -10}, "bid_step", "1–1000"),
    ("grupp1994-3", {"dabb_size": -1}, "dabb_size", "0–8"),
    ("grupp1994-3", {"packets": [["each", 5], ["dabb", 3], ["each", 5]]}, "hand_size", "15"),
    ("grupp1994-3", {"packets": [["each", 6], ["dabb", 3], ["each", 5], ["each", 5]]},
     "hand_size", "16"),
    ("grupp1994-3", {"seats": 0}, "seats", "2 or 3"),
    ("grupp1994-3", {"seats": 1}, "seats", "2 or 3"),
    ("grupp1994-3", {"seats": 5}, "seats", "2 or 3"),
    ("kreuz-4", {"seats": 3}, "seats", "4"),
    ("altenburg-2", {"seats": 3}, "seats", "exactly 2"),
    ("grupp1994-3", {"hand_size": 14}, "hand_size", "15 cards"),
    ("grupp1994-3", {"ranks": [0, 1, 2, 3, 4]}, "hand_size", "deck has 40"),
    ("grupp1994-3", {"ranks": []}, "ranks", "at least one"),
    ("grupp1994-3", {"ranks": [0, 0, 1, 2, 3, 4]}, "ranks", "once"),
    ("altenburg-2", {"ranks": [0, 1, 2, 4, 5, 7]}, "eight_ranks", "not in the deck"),
    ("online-40", {"min_bid": 3000}, "min_bid", "above the highest bid 2500"),
    ("kreuz-4", {"max_bid": 0}, "max_bid", "1–10000"),
    ("grupp1994-3", {"max_bid": 10**7}, "max_bid", "1–10000"),
    ("grupp1994-3", {"rufen": True, "rufen_min_bid": 5000}, "rufen_min_bid", "highest bid"),
    ("grupp1994-3", {"target": 0}, "target", "1–1000000"),
    ("grupp1994-3", {"go_out_bonus": -30}, "go_out_bonus", "0–10000"),
    ("grupp1994-3", {"family": -1}, "family", "0–10000"),
    ("grupp1994-3", {"pass_out_warning": -1}, "pass_out_warning", "0–1000"),
    ("grupp1994-3", {"teams": True}, "seats", "4"),
    ("kreuz-4", {"dealer_sits_out": True}, "teams", "exclude"),
]


@pytest.mark.parametrize(("name", "options", "option", "allowed"), REFUSED)
def test_unplayable_profile_is_refused_naming_the_option(name, options, option, allowed):
    with pytest.raises(ProfileError) as err:
        get_profile(name, **options)
    assert f"option {option}" in str(err.value) or option in err.value.options
    assert allowed in str(err.value)
    assert isinstance(err.value, ValueError)


def test_every_registered_profile_passes_the_checks():
    for profile in PROFILES.values():
        assert profile_from_json(json.dumps(profile_to_dict(profile))) == profile


def test_highest_bid_at_the_cap_still_answers_quickly():
    # The cap keeps the first legal_actions small: the whole list is at most cap + 1 bids.
    from binokel_desktop.engine import legal_actions, new_game

    profile = get_profile("grupp1994-3", max_bid=MAX_BID_CAP, min_bid=1, bid_step=1)
    assert len(legal_actions(new_game(profile, 1))) <= MAX_BID_CAP + 2


def test_profile_and_record_files_go_through_the_same_check():
    data = profile_to_dict(PROFILES["grupp1994-3"])
    data["auction"]["min_bid"] = 3000
    with pytest.raises(ProfileError, match="option min_bid"):
        profile_from_json(json.dumps(data))
    record = GameRecord(PROFILES["grupp1994-3"], 1).to_dict()
    record["profile"] = data
    with pytest.raises(RecordError, match="min_bid"):
        GameRecord.from_dict(record)


# CI: 60 seeded option sets; each accepted set plays 200 random deals. The
# benchmark script runs thousands (docs/reliability.md).
@pytest.mark.parametrize("seed", range(60))
def test_random_options_are_refused_by_name_or_play_200_deals(seed):
    rng = random.Random(f"profiles:{seed}")
    name, options = random_options(rng)
    try:
        profile = PROFILES[name].with_options(**options)
    except ProfileError as exc:
        assert exc.options & set(options), str(exc)
        return
    except ValueError as exc:  # a type refused by with_options: "option NAME: ..."
        assert str(exc).split(":")[0].removeprefix("option ") in options, str(exc)
        return
    assert play_deals(profile, 200, rng)[0] == 200
