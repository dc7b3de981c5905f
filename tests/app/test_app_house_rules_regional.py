"""The ready-made house-rule sets (issue 16): the regional variants of RULES.md, each
valid, named, and changing exactly the options its variant names."""

from __future__ import annotations

import random

from binokel_desktop.app.house_rules import MAX_TITLE, HouseRules, regional_sets
from binokel_desktop.engine import apply, legal_actions, new_game
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.engine.state import Phase

#: RULES.md's regional variants (AMB ids) and the options each set must change.
WANTED = {
    "Going out: +40": ("grupp1994-3", ("go_out_bonus",)),  # AMB-05
    "Graduated eights": ("grupp1994-3", ("eight_K", "eight_O", "eight_U")),  # AMB-07
    "Beat the suit led after a ruff": ("grupp1994-3", ("must_head_after_ruff",)),  # AMB-43
    "Cross: partner's trick frees you": ("kreuz-4", ("partner_exemption",)),  # AMB-41
    "40 cards: trump before laying away": ("online-40", ("trump_before_discard",)),  # AMB-44
    "Altenburg: must win the last tricks": ("altenburg-2", ("phase2_must_head",)),  # AMB-22
    "Bézique: bonus on the 24th trick": ("bezique-2", ("last_trick",)),  # AMB-25
    "Bézique: quartets of four suits": ("bezique-2", ("quartets_distinct_suits",)),  # AMB-26
    "Bézique: other bezique in ♠ and ♦": ("bezique-2",
                                          ("alt_bezique_for_black_red_trumps",)),  # AMB-27
    "Bézique: brisques at once": ("bezique-2", ("brisques_timing",)),  # AMB-29
    "Bézique: last trick's winner deals": ("bezique-2", ("dealer_rotation",)),  # AMB-28
    "Bettel 500": ("grupp1994-3", ("bettel", "bettel_value")),  # AMB-16
    "Four hands: dealer +200": ("grupp1994-4", ("sitting_out_dealer_bonus",)),  # AMB-18
}


def test_every_ready_made_set_is_valid_named_and_changes_what_it_says():
    sets = regional_sets()
    titles = [s.title for s in sets]
    assert len(set(titles)) == len(titles)
    for rules in sets:
        assert 0 < len(rules.title) <= MAX_TITLE
        assert HouseRules.from_dict(rules.to_dict()) == rules  # as saved and exported
        assert rules.changed_options(), rules.title  # each changes something
    by_title = {s.title: s for s in sets}
    for title, (base, names) in WANTED.items():
        rules = by_title[title]
        assert rules.profile.name == base
        assert rules.changed_options() == names, title


def test_the_graduated_eights_and_go_out_40_are_the_values_of_rules_md():
    by_title = {s.title: s for s in regional_sets()}
    melds = by_title["Graduated eights"].profile.melds
    assert (melds.eight_A, melds.eight_K, melds.eight_O, melds.eight_U) == (1000, 800, 600, 400)
    assert by_title["Going out: +40"].profile.exchange.go_out_bonus == 40


def test_a_deal_of_every_ready_made_set_plays_to_its_end():
    for rules in regional_sets():
        rng = random.Random(rules.title)
        state = new_game(rules.profile, 5)
        for _ in range(400):
            if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
                break
            state, _ = apply(state, rng.choice(list(legal_actions(state))))
        assert state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER), rules.title


def test_changed_options_of_a_base_profile_is_empty():
    assert HouseRules("x", PROFILES["grupp1994-3"]).changed_options() == ()
    assert HouseRules("x", PROFILES["grupp1994-3"].with_options(target=1000)
                      ).changed_options() == ("target",)
