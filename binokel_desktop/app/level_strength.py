"""How much stronger each computer level plays: the arena's measured ladder (issue 29).

``binokel arena`` plays the same deals twice in every seating, once with each of two
levels in a seat, and reports the paired difference per deal and seat with its 95 %
interval. The ladder below keeps, per rule profile, the difference between each
level and the one below it from the largest run of that pair in ``docs/ai.md``
("### Ladder"); a level's rating is the sum of the steps up to it, Easy = 0, in
points per deal (an Elo-like scale whose unit is the game's own points).

Runs (seed 2024, ``--jobs 1`` unless said; summaries in ``docs/ai-runs/``):

- Easy → Medium: 1000 deals per profile (working trees of ``028aef0``/``0a56898``;
  their summary files are not in ``docs/ai-runs/``, the figures are the table's);
- Medium → Hard: ``grupp1994-3_medium_hard_v2.json`` (300 deals) and
  ``online-40_medium_hard_v2.json`` (400 deals), commit ``3ba96b0`` (the contract
  forecast counting the cards laid away; each seat with the same random numbers in
  every seating); the runs of ``6e03e57`` before it are kept beside them;
- kreuz-4 (Cross Binokel, teams), a snapshot of ``66a1d7f``: ``kreuz-4_easy_medium.json``
  (1000 deals), ``kreuz-4_medium_hard.json`` (1200 deals, planned at 300 and continued
  once to 1200; ``_at300`` beside it);
- Hard → Expert on all three, snapshots of ``cfd026f`` (Expert's larger contract
  search), ``--jobs 2``: ``*_hard_expert_v4.json`` (300 deals each; in place of the
  ``_v3`` runs of ``be3af29`` and kreuz-4's ``_pooled`` 600 deals of ``66a1d7f``);
- online-40 since Hard and Expert pool their bidding samples (``beab9df``):
  ``online-40_medium_hard_v3.json`` (400 deals, ``benchmarks/ai_exact_arena.py
  --against medium``) and ``online-40_hard_expert_v5.json`` (300 deals, ``--jobs 2``).
  The other profiles' steps were not measured again (Hard pooled against Hard as
  before: grupp1994-3 +1.8, kreuz-4 +5.9, both within chance);
- Hard → Expert since Expert weighs exact worlds only from 11 tricks left, a snapshot
  of ``3c833cb``, ``--jobs 2``: ``online-40_hard_expert_v6.json`` and
  ``kreuz-4_hard_expert_v5.json`` (300 deals each); grupp1994-3's with the same levels
  (a snapshot of ``01ba636``): ``grupp1994-3_hard_expert_v5.json`` (300 deals);
- Hard → Expert since Expert (with the C core) weighs no inference, a snapshot of
  ``e3a9523``, ``--jobs 2``: ``online-40_hard_expert_v7.json``,
  ``grupp1994-3_hard_expert_v6.json`` and ``kreuz-4_hard_expert_v6.json`` (300 deals each).
- Easy → Medium and Medium → Hard since Medium counts no cards and the other seats
  no longer see which cards the declarer laid away, a snapshot of ``609f51b``:
  ``*_easy_medium_v2.json`` (1000 deals each), ``online-40_medium_hard_v4.json`` (400),
  ``grupp1994-3_medium_hard_v3.json`` (300), ``kreuz-4_medium_hard_v2.json`` (1200).
  Hard → Expert on online-40 with the same snapshot, ``--jobs 2``:
  ``online-40_hard_expert_v8.json`` and ``kreuz-4_hard_expert_v7.json`` (300 deals
  each; kreuz-4's interval reaches below 0, and the tooltip says so). grupp1994-3's
  Hard → Expert step was measured before that change of the view (both levels then
  knew which of the public dabb's cards were laid away).
- Hard → Expert since Expert's defenders weigh what a declarer lays away
  (``ai/lay_away.py``), a snapshot of ``8a63183``, ``--jobs 2``:
  ``online-40_hard_expert_v9.json`` and ``kreuz-4_hard_expert_v8.json`` (300 deals
  each, the same deals as the runs before). grupp1994-3's Hard → Expert step with the
  same levels, a snapshot of ``67efabf`` (the lay-away prior, and laying away face
  down), ``--jobs 2``: ``grupp1994-3_hard_expert_v7.json`` (300 deals).
- Easy → Medium and Medium → Hard since Medium bids carefully (50 points below its
  estimate), a snapshot of ``837588d``, ``--jobs 1``: ``*_easy_medium_v3.json`` (1000
  deals each), ``online-40_medium_hard_v5.json`` (400), ``grupp1994-3_medium_hard_v4.json``
  (300), ``kreuz-4_medium_hard_v3.json`` (1200). Hard → Expert did not change with it
  (Hard and Expert keep no margin).
- Hard → Expert on 300 more deals (seed 2025) with the same levels, a snapshot of
  ``7000c39``, ``--jobs 1``, two runs side by side: ``online-40_hard_expert_v9_s2025.json``
  and ``grupp1994-3_hard_expert_v7_s2025.json``, each pooled with its seed-2024 run by
  ``benchmarks/arena_pool.py`` into ``*_v9_pooled.json`` / ``*_v7_pooled.json`` (600
  deals each): the ladder's figures for those two steps until Expert changed again.
- Hard → Expert since Expert (with the C core) draws no anytime worlds, a snapshot of
  ``68bec89`` with ``--set max_worlds=0`` (the same level), ``--jobs 1``, seed 2024:
  ``grupp1994-3_hard_expert_v8.json`` and ``online-40_hard_expert_v10.json`` (300 deals
  each, the ladder's deals); online-40's with 300 more (seed 2025, ``--jobs 2``):
  ``online-40_hard_expert_v10_s2025.json``, pooled into ``online-40_hard_expert_v10_pooled.json``
  (600 deals).
- Hard → Expert with the level as shipped (no ``--set``), a snapshot of ``8bd7bc1``:
  grupp1994-3 on 300 more deals (seed 2025, ``--jobs 1`` then ``--jobs 2``),
  ``grupp1994-3_hard_expert_v8_s2025.json``, pooled into
  ``grupp1994-3_hard_expert_v8_pooled.json`` (600 deals); kreuz-4 on the ladder's deals
  (seed 2024, ``--jobs 1``), ``kreuz-4_hard_expert_v9.json`` (300 deals).

:func:`step_from_summary` recomputes a step from such a summary file's contents.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

LADDER_LEVELS = ("easy", "medium", "hard", "expert")
"""The levels in order of strength; each step is measured against the one before."""

DEFAULT_PROFILE = "online-40"
"""The profile whose ladder is shown for games without one (the largest runs)."""


@dataclass(frozen=True)
class Step:
    """One measured step of the ladder: ``upper`` minus ``lower`` per deal and seat."""

    profile: str
    lower: str
    upper: str
    deals: int
    diff: float
    ci95: tuple[float, float]

    @property
    def significant(self) -> bool:
        """Whether the 95 % interval lies wholly on one side of zero."""
        return self.ci95[0] > 0 or self.ci95[1] < 0


# Figures as in docs/ai.md, sign turned so that each reads "upper level minus lower".
LADDER: tuple[Step, ...] = (
    Step("grupp1994-3", "easy", "medium", 1000, 39.4, (35.8, 43.0)),
    Step("grupp1994-3", "medium", "hard", 300, 17.5, (11.5, 23.9)),
    Step("grupp1994-3", "hard", "expert", 600, 10.0, (6.6, 13.8)),
    Step("online-40", "easy", "medium", 1000, 90.6, (86.2, 95.0)),
    Step("online-40", "medium", "hard", 400, 23.4, (16.7, 29.9)),
    Step("online-40", "hard", "expert", 600, 16.4, (11.7, 21.1)),
    Step("kreuz-4", "easy", "medium", 1000, 111.3, (105.3, 116.7)),
    Step("kreuz-4", "medium", "hard", 1200, 72.8, (65.3, 80.5)),
    Step("kreuz-4", "hard", "expert", 300, 30.8, (13.5, 48.4)),
)


def step_from_summary(summary: Mapping[str, Any]) -> Step:
    """The step an arena summary (``binokel arena --json``) measured, weaker level first.

    The summary's ``paired_diff_per_deal`` is the first bot minus the second; the
    step reads the stronger of the two (by :data:`LADDER_LEVELS`) minus the weaker.
    """
    config = summary["config"]
    paired = summary["paired_diff_per_deal"]
    first, second = (str(b) for b in config["bots"])
    mean = float(paired["mean"])
    low, high = (float(x) for x in paired["ci95"])
    if LADDER_LEVELS.index(first) > LADDER_LEVELS.index(second):
        return Step(str(config["profile"]), second, first, int(summary["deals"]),
                    mean, (low, high))
    return Step(str(config["profile"]), first, second, int(summary["deals"]),
                -mean, (-high, -low))


def ladder_for(profile: str, steps: Iterable[Step] = LADDER) -> dict[str, Step]:
    """``profile``'s steps by their upper level; the default profile's if it has none."""
    steps = tuple(steps)
    own = {s.upper: s for s in steps if s.profile == profile}
    if own:
        return own
    return {s.upper: s for s in steps if s.profile == DEFAULT_PROFILE}


def ratings(profile: str, steps: Iterable[Step] = LADDER) -> dict[str, float]:
    """Each level's rating in points per deal: Easy 0, each next level adds its step."""
    ladder = ladder_for(profile, steps)
    result = {LADDER_LEVELS[0]: 0.0}
    for lower, upper in itertools.pairwise(LADDER_LEVELS):
        if upper not in ladder:
            break
        result[upper] = result[lower] + ladder[upper].diff
    return result
