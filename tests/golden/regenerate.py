"""Regenerate the golden playthroughs: ``python tests/golden/regenerate.py``.

One seeded deal per auction profile, played by a seeded random-legal chooser;
at every step the file holds the action and every seat's view. A leak of
hidden cards into a view, or any change of the rules' behaviour, shows as a
diff of these files.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from binokel_desktop.engine import apply, legal_actions, new_game, seat_view
from binokel_desktop.engine.actions import Action, Announce, Bid, GoOut, action_to_json
from binokel_desktop.engine.profile import PROFILES, GameKind
from binokel_desktop.engine.view import view_to_dict

HERE = Path(__file__).resolve().parent
SEED = 1994


def playthrough(name: str) -> dict[str, object]:
    """The golden playthrough of one profile's first deal."""
    profile = PROFILES[name]
    state = new_game(profile, SEED)
    rng = random.Random(f"golden:{name}")
    seats = range(profile.deal.seats)
    steps: list[dict[str, object]] = [
        {"action": None, "views": [view_to_dict(seat_view(state, s)) for s in seats]}
    ]
    while state.deal_no == 0:
        action = choose(legal_actions(state), rng)
        state, events = apply(state, action)
        steps.append({
            "action": action_to_json(action),
            "events": [type(e).__name__ for e in events],
            "views": [view_to_dict(seat_view(state, s)) for s in seats],
        })
    return {"profile": name, "seed": SEED, "steps": steps}


def choose(legal: Sequence[Action], rng: random.Random) -> Action:
    """A random legal action that keeps the deal a played-out suit contract."""
    calm = [a for a in legal if not isinstance(a, GoOut | Announce)]
    bids = [a for a in calm if isinstance(a, Bid)]
    if bids:
        calm = [a for a in calm if not isinstance(a, Bid)] + bids[:1]
    return rng.choice(calm or list(legal))


def golden_names() -> list[str]:
    """The profiles with a golden file here."""
    return sorted(n for n, p in PROFILES.items() if p.game is GameKind.AUCTION)


def render(name: str) -> str:
    """The golden file's text."""
    return json.dumps(playthrough(name), indent=0, sort_keys=True) + "\n"


def main() -> int:
    for name in golden_names():
        (HERE / f"{name}.json").write_text(render(name), encoding="utf-8")
        print(f"wrote {name}.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
