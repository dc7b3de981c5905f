"""``steps(record)``: the one walk over a record (issue 24 §1)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from binokel_desktop.engine import (
    PROFILES,
    GameRecord,
    ReplayError,
    apply,
    legal_actions,
    new_game,
    replay,
    steps,
)
from binokel_desktop.engine.actions import NEXT_DEAL, NextDeal


def played(name: str, seed: int, count: int) -> GameRecord:
    """A record of ``count`` random legal actions (several deals)."""
    rng = random.Random(seed)
    state = new_game(PROFILES[name], seed)
    record = GameRecord(state.profile, seed)
    for _ in range(count):
        moves = legal_actions(state)
        if not moves:
            break
        action = rng.choice(moves)
        state, _ = apply(state, action)
        record = record.with_action(action)
    return record


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_each_step_chains_and_a_known_start_gives_the_same_walk(name: str) -> None:
    record = played(name, 3, 160)
    walk = list(steps(record))
    assert [s.index for s in walk] == list(range(len(record.actions)))
    assert [s.action for s in walk] == list(record.actions)
    for one, two in zip(walk, walk[1:], strict=False):
        assert one.after is two.before
    assert walk[-1].after == replay(record)
    middle = len(walk) // 2
    resumed = list(steps(record, (middle, walk[middle].before)))
    assert [(s.index, s.after) for s in resumed] == [(s.index, s.after) for s in walk[middle:]]


def test_a_refused_action_names_its_place() -> None:
    record = played("grupp1994-3", 4, 30)
    bad = GameRecord(record.profile, record.seed, record.dealer,
                     record.actions[:12] + (NEXT_DEAL,) + record.actions[12:])
    with pytest.raises(ReplayError) as info:
        list(steps(bad))
    assert info.value.index == 12
    assert isinstance(info.value.action, NextDeal)
    assert "action 13 (next_deal)" in str(info.value)


def test_no_module_patches_old_records_itself() -> None:
    """Issue 24 §1: the "old record lacks NextDeal" fix-up was written six times."""
    package = Path(__file__).resolve().parents[2] / "binokel_desktop"
    patched = [str(p.relative_to(package)) for p in package.rglob("*.py")
               if "DEAL_OVER and not isinstance" in p.read_text(encoding="utf-8")]
    assert patched == ["engine/record.py"], patched  # upgraded() only, when a record is read
