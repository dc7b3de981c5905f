"""Issue 12 §3: each option carries its metadata; a profile checks itself when built."""

import dataclasses
from enum import Enum

import pytest

from binokel_desktop.engine.profile import (
    PARTS,
    PROFILES,
    DealRules,
    Packet,
    RuleProfile,
    profile_from_dict,
    profile_to_dict,
)
from binokel_desktop.engine.profile_checks import ProfileError
from binokel_desktop.engine.profile_options import OPTIONS, profile_options


def test_every_option_has_metadata():
    # Its words (label, help) are the window's: tests/ui/test_ui_option_texts.py.
    kreuz = PROFILES["kreuz-4"]
    names = {f.name for part in PARTS for f in dataclasses.fields(getattr(kreuz, part))}
    assert names == set(OPTIONS)
    for name, meta in OPTIONS.items():
        assert meta.section in PARTS, name
        assert meta.minimum <= meta.maximum, name


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_profile_options_reports_value_type_section_range_and_applicability(name):
    profile = PROFILES[name]
    options = {o.name: o for o in profile_options(profile)}
    for o in options.values():
        part = getattr(profile, o.section)
        assert getattr(part, o.name) == o.value
        if isinstance(o.type, type) and issubclass(o.type, Enum):
            assert str(o.value.value) in o.choices
        if o.type is int:
            assert o.minimum is not None and o.maximum is not None
            assert o.minimum <= o.value <= o.maximum, o.name
        else:
            assert o.minimum is None
    # The shape of a profile (deck, deal) is never a house rule.
    assert not options["hand_size"].house_rule and not options["packets"].house_rule
    talon = profile.game.value == "talon"
    assert options["phase2_must_head"].applies is talon
    assert options["bidding_style"].applies is not talon
    assert options["partner_exemption"].applies is profile.deal.teams
    assert options["partner_exemption"].applies_when == "with teams (Cross Binokel)"
    assert options["target"].applies and options["rounding"].applies


def test_the_offered_house_rules_are_the_new_game_dialogs():
    # The dialog (ui/new_game_dialog.py) keeps its own lists today; the metadata
    # gives the same answer, so it can read it instead.
    pytest.importorskip("PySide6")
    from binokel_desktop.ui.new_game_dialog import editable_options

    for profile in PROFILES.values():
        offered = {o.name for o in profile_options(profile)
                   if o.house_rule and o.applies and o.name != "target"}
        dialog = {n for names in editable_options(profile).values() for n in names}
        assert offered == dialog, profile.name


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"hand_size": 14}, "option hand_size: 14, but the packets deal 15 cards to each hand"),
        ({"dabb_size": 2}, "option dabb_size: 2, but the packets lay 3 cards into the dabb"),
        ({"seats": 5}, "option seats: 5: an auction game without teams has 2 or 3 seats"),
        ({"teams": True}, "option seats: 3: an auction game with teams has 4 seats"),
        ({"target": 0}, "option target: 0 is outside 1–1000000"),
        ({"bid_step": 0}, "option bid_step: 0 is outside 1–1000"),
    ],
)
def test_a_contradictory_profile_is_refused_when_built(options, message):
    with pytest.raises(ProfileError, match=message):
        PROFILES["grupp1994-3"].with_options(**options)


def test_a_saved_profile_with_a_contradiction_is_refused_not_built():
    data = profile_to_dict(PROFILES["online-40"])
    data["deal"]["packets"] = [["each", 4], ["dabb", 2], ["each", 4]]
    with pytest.raises(ValueError, match="packets"):
        profile_from_dict(data)


def test_packets_are_typed_and_round_trip_through_json():
    profile = PROFILES["kreuz-4"]
    assert all(isinstance(target, Packet) for target, _ in profile.deal.packets)
    assert profile_from_dict(profile_to_dict(profile)) == profile
    assert RuleProfile(name="x", deal=DealRules()).deal.packets[1] == (Packet.DABB, 3)
