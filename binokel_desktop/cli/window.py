"""Checks of the window's options before any window opens (issue 14)."""

from __future__ import annotations

import argparse
import sys

from ..app.store import data_dir
from ..engine.profile import PROFILES
from ..engine.record import SEED_LIMIT
from .checks import UsageError, in_range, writable_dir


def check_arguments(args: argparse.Namespace) -> None:
    """Refuse what the window could not honour; warn where settings would not be kept."""
    directory = data_dir(args.data_dir)
    try:
        writable_dir(directory, "the data directory")
    except UsageError as exc:
        # The game can be played; only what it would remember is lost. Say so.
        print(f"binokel: {exc}: the language and other settings will not be kept",
              file=sys.stderr)
    if args.seed is not None:
        # The range a game record holds: a game started here can always be saved and resumed.
        in_range(args.seed, "--seed", -SEED_LIMIT, SEED_LIMIT - 1)
    if args.screenshot_dir is not None:
        writable_dir(args.screenshot_dir, "--screenshot-dir")
    if args.target is not None:
        profile = PROFILES[args.profile or "grupp1994-3"]
        try:
            profile.with_options(target=args.target)
        except ValueError as exc:
            raise UsageError(f"--target {args.target}: {exc}") from None
    if args.size is None:  # no size asked for: the window fits the screen it opens on
        return
    try:
        w, h = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size {args.size!r}: expected WIDTHxHEIGHT, e.g. 1024x640") from None
    in_range(w, "--size width", 320, 16384)
    in_range(h, "--size height", 240, 16384)
