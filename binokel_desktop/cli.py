"""The ``binokel`` command and its subcommands.

Each subcommand lives in the module of its layer and registers itself through
an ``add_parser(subparsers)`` function; the parser sets ``func`` to the
function that runs it and returns the exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Modules that contribute subcommands, in the order they are listed in --help.
SUBCOMMAND_MODULES = (
    "binokel_desktop.engine.conformance",
    "binokel_desktop.cards_cli",
    "binokel_desktop.ai.arena",
)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every available subcommand."""
    parser = argparse.ArgumentParser(
        prog="binokel", description="Binokel Desktop: Binokel and Bézique for the desktop."
    )
    from binokel_desktop.ui.app import add_arguments

    add_arguments(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
            continue
        module.add_parser(sub)
    sub.add_parser("profiles", help="list the playable rule profiles").set_defaults(
        func=_list_profiles
    )
    return parser


def _list_profiles(args: argparse.Namespace) -> int:
    from binokel_desktop.engine.profile import PROFILES

    for name, profile in sorted(PROFILES.items()):
        print(f"{name:14} {profile.hand_players} players with cards, "
              f"{profile.deal.hand_size} cards each")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``binokel`` command; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from binokel_desktop.ui.app import run

        return run(args)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
