"""The ``binokel`` command: the window, or one of the subcommands.

Every command that reads files, parses arguments or prints lives in this
package; the library layers below (engine, ai, cardart, app, ui) only offer
pure functions. Nothing imports ``cli``.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from . import arena, cards, profiles, rules_check, window
from .checks import UsageError


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="binokel", description="Binokel Desktop: Binokel and Bézique for the desktop."
    )
    from ..ai.solver import backend_note
    from ..ui.app import add_arguments
    from ..version import version

    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {version()} ({backend_note()})"
    )
    add_arguments(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in (rules_check, cards, arena, profiles):
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``binokel`` command; returns the exit code.

    A value the command cannot use ends it with one line on stderr and exit
    code 2 (issue 14), never a traceback.
    """
    _log_level_from_environment()
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command is None:
            window.check_arguments(args)
            from ..ui.app import run
            from ..ui.single_window import hold_for_window

            # One window per data folder (issue 25 §1): a second start asks, never writes.
            claim = hold_for_window(args)
            if claim is None:
                print("binokel: the data folder is in use by another Binokel window",
                      file=sys.stderr)
                return 3 if args.exit_when_done else 0
            try:
                return run(args)
            finally:
                claim.release()
        return int(args.func(args))
    except UsageError as exc:
        print(f"binokel: {exc}", file=sys.stderr)
        return 2


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


def _log_level_from_environment() -> None:
    # BINOKEL_LOG_LEVEL=DEBUG shows what each autosave handed over (benchmarks/kill_resume.py);
    # anything else there is ignored. The window's own INFO setup is then a no-op.
    level = os.environ.get("BINOKEL_LOG_LEVEL", "").upper()
    if level in LOG_LEVELS:
        logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")


if __name__ == "__main__":  # pragma: no cover - ``python -m`` runs __main__.py
    sys.exit(main())
