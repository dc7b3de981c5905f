"""``binokel profiles``: list the playable rule profiles."""

from __future__ import annotations

import argparse

from ..engine.profile import PROFILES


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``binokel profiles``."""
    sub.add_parser("profiles", help="list the playable rule profiles").set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print one line per profile."""
    for name, profile in sorted(PROFILES.items()):
        print(f"{name:14} {profile.hand_players} players with cards, "
              f"{profile.deal.hand_size} cards each")
    return 0
