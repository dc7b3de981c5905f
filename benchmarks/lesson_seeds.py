"""Find seeds for the Learn to play lessons (issue 30 §3): each step must come to the learner.

usage: python benchmarks/lesson_seeds.py [LESSON ...] [--from N] [--count N]

For every seed it replays the lesson's game (``app.lessons.walk``: Easy players,
the controller's random keys) with three scripted learners (the first, the last
and the Easy choice of the legal actions; each bids until it wins) and prints
the seeds where every learner meets every step of the lesson, the game ends
with the first deal and the auction is won at a low bid. The seeds in
``app/lessons.py`` came from this script; ``tests/app/test_app_lessons.py``
checks them the same way.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from binokel_desktop.app.lessons import (  # noqa: E402
    LESSONS,
    Lesson,
    Moment,
    scripted_learner,
    walk,
)

PICKS = ("first", "last", "easy")


def good(lesson: Lesson, seed: int) -> bool:
    """Whether every scripted learner meets every step of ``lesson`` in its game of ``seed``."""
    wanted = {step.moment for step in lesson.steps}
    for pick in PICKS:
        met = walk(lesson, scripted_learner(pick), seed)
        if not wanted <= set(met) or met.count(Moment.DEAL_SCORED) != 1:
            return False
        if met.count(Moment.BIDDING) > 2:  # the learner bid more than twice: too hard won
            return False
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", default=list(LESSONS))
    parser.add_argument("--from", dest="start", type=int, default=0)
    parser.add_argument("--count", type=int, default=200)
    args = parser.parse_args()
    for key in args.lessons:
        lesson = LESSONS[key]
        began = time.monotonic()
        found = [s for s in range(args.start, args.start + args.count) if good(lesson, s)]
        print(f"{key}: {len(found)} of {args.count} seeds from {args.start} "
              f"({time.monotonic() - began:.1f} s): {found[:20]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
