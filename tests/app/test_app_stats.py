"""Statistics from played games, in real data directories: the figures agree
with the engine's results, a game counted again (resumed) is not counted
twice, reset forgets, and a bad statistics file gives empty statistics.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.app.statistics import STATS_FILE, Statistics, Tally, hand_luck, seat_key
from binokel_desktop.app.store import Store
from binokel_desktop.engine import GameRecord, parse_cards
from binokel_desktop.engine.actions import Contract, NextDeal
from binokel_desktop.engine.cards import mask_of

sys.path.insert(0, str(Path(__file__).parent))
from saves_kit import played  # noqa: E402


def named(setup: GameSetup, *seats: SeatSetup) -> GameSetup:
    return GameSetup(setup.profile, seats, setup.deck, setup.seed)


def test_hand_luck_counts_aces_tens_binokel_and_family():
    hand = mask_of(parse_cards(["A-acorns", "A-acorns", "10-bells", "O-leaves", "U-bells",
                                "A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts"]))
    assert hand_luck(hand) == (3, 2, 1, 1)
    assert hand_luck(mask_of(parse_cards(["O-leaves", "U-acorns"]))) == (0, 0, 0, 0)


@pytest.mark.parametrize("profile", ["grupp1994-3", "kreuz-4", "online-40"])
def test_a_finished_games_figures_agree_with_the_engine(tmp_path, profile):
    game = played(profile, seed=12)
    state = game.state
    assert game.finished and state is not None
    seats = tuple(SeatSetup(f"P{i}", True) for i in range(len(game.setup.seats)))
    setup = named(game.setup, *seats)
    stats = Statistics(Store(tmp_path))
    stats.record_game("g", setup, game.record, True)
    figures = stats.figures()
    deals_played = sum(isinstance(a, NextDeal) for a in game.record.actions) + 1
    declared = {i: [r for r in state.results if r.declarer == i] for i in range(len(seats))}
    for i in range(len(seats)):
        t = figures[seat_key(f"P{i}", True, "")]
        assert t.games == 1 and t.deals == deals_played and t.hands == deals_played
        assert t.bid == len(declared[i]) == t.made + t.failed + t.gone_out
        assert t.gone_out == sum(r.contract is Contract.GO_OUT for r in declared[i])
        assert t.made == sum(r.made and r.contract is not Contract.GO_OUT for r in declared[i])
        party = i % 2 if game.setup.profile.deal.teams else i
        assert t.points == state.scores[party]
        assert t.games_won == int(state.winner == party)
        assert 0 <= t.binokel <= t.hands and 0 <= t.family <= t.hands
        assert t.aces <= 2 * 4 * t.hands


def test_a_resumed_game_is_counted_once_and_levels_are_pooled(tmp_path):
    game = played(seed=12)
    setup = named(game.setup, SeatSetup("Oma", True), SeatSetup("A", False, "easy"),
                  SeatSetup("B", False, "easy"))
    stats = Statistics(Store(tmp_path))
    half = GameRecord(game.record.profile, game.record.seed, 0,
                      game.record.actions[:len(game.record.actions) // 2])
    stats.record_game("g", setup, half, False)
    early = stats.figures()
    assert early["name:Oma"].games == 0 and early["name:Oma"].deals > 0
    stats.record_game("g", setup, half, False)  # the same game again (resumed)
    assert stats.figures() == early
    stats.record_game("g", setup, game.record, True)
    done = stats.figures()
    assert done["name:Oma"].games == 1
    assert done["level:easy"].games == 2  # both computer seats of level Easy
    data = json.loads((tmp_path / STATS_FILE).read_text())
    assert data["open"] == {} and set(data["totals"]) == {"name:Oma", "level:easy"}
    stats.reset()
    assert stats.figures() == {}


@pytest.mark.parametrize("body", [
    b"", b"\x00\x01garbage",
    json.dumps({"schema": 99, "totals": {}}).encode(),
])
def test_a_bad_statistics_file_gives_empty_figures_and_is_kept_on_the_next_write(tmp_path,
                                                                                  body):
    (tmp_path / STATS_FILE).write_bytes(body)
    stats = Statistics(Store(tmp_path))
    assert stats.figures() == {}
    stats.record_game("g", played(limit=40).setup, played(limit=40).record, False)
    assert stats.figures()
    assert (tmp_path / (STATS_FILE + ".bad")).read_bytes() == body


def test_bad_figures_are_mended_one_by_one_and_the_file_is_kept(tmp_path):
    body = json.dumps({"schema": 1, "totals": {
        "name:Oma": {"games": "many", "deals": 40}, "level:godlike": {},
        "name:Anna": {"games": -3, "deals": 7}},
        "open": {"x": {"name:Karl": {"deals": 10**12, "games_won": 2}}}}).encode()
    (tmp_path / STATS_FILE).write_bytes(body)
    stats = Statistics(Store(tmp_path))
    figures = stats.figures()
    assert figures["name:Oma"] == Tally(deals=40)  # "many" is 0, the 40 deals stay
    assert figures["name:Anna"] == Tally(deals=7)
    assert figures["name:Karl"] == Tally(deals=10**9, games_won=2)
    assert "level:godlike" not in figures
    stats.record_game("g", played(limit=40).setup, played(limit=40).record, False)
    assert (tmp_path / (STATS_FILE + ".bad")).read_bytes() == body
    assert stats.figures()["name:Anna"].deals == 7


def test_a_tally_from_json_refuses_wrong_types():
    assert Tally.from_json({"games": 2}) == Tally(games=2)
    assert Tally.from_json({"games": True}) is None
    assert Tally.from_json({"points": -50}) == Tally(points=-50)
    assert Tally.from_json({"deals": -1}) is None
    assert Tally.from_json([]) is None


def test_a_copy_opened_from_a_named_save_counts_only_the_deals_from_there(tmp_path):
    game = played(seed=12)
    setup = named(game.setup, SeatSetup("Oma", True), SeatSetup("A", False, "easy"),
                  SeatSetup("B", False, "easy"))
    # The game as first played, its unfinished first part saved by name at deal 3.
    saved_at = next(i for i, a in enumerate(game.record.actions)
                    if isinstance(a, NextDeal) and sum(
                        isinstance(b, NextDeal) for b in game.record.actions[:i + 1]) == 3)
    part = GameRecord(game.record.profile, game.record.seed, 0,
                      game.record.actions[:saved_at + 1])
    stats = Statistics(Store(tmp_path))
    stats.record_game("original", setup, part, False)
    before = stats.figures()["name:Oma"]
    assert before.deals == 3 and before.hands == 4  # deals 0-2 scored, deal 3 dealt
    # The copy plays on to the end; it counts from deal 3 only.
    stats.record_game("copy", setup, game.record, True, from_deal=3)
    whole = Statistics(Store(tmp_path / "alone"))
    whole.record_game("g", setup, game.record, True)
    both = stats.figures()["name:Oma"]
    alone = whole.figures()["name:Oma"]
    assert both.deals == alone.deals and both.hands == alone.hands
    assert both.bid == alone.bid and both.points == alone.points


def test_counted_from_survives_a_save_and_is_checked_on_reading(tmp_path):
    from dataclasses import replace

    from binokel_desktop.app.saves import SaveError, read_save, save_bytes

    game = played(limit=120)
    copy = replace(game, counted_from=game.deal_no)
    path = tmp_path / "copy.json"
    path.write_bytes(save_bytes(copy))
    assert read_save(path).counted_from == game.deal_no
    for bad in ('"counted_from": -1', '"counted_from": 99', '"counted_from": "2"'):
        broken = tmp_path / "broken.json"
        broken.write_bytes(path.read_bytes().replace(
            f'"counted_from": {game.deal_no}'.encode(), bad.encode()))
        with pytest.raises(SaveError, match="counted_from"):
            read_save(broken)
