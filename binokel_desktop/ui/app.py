"""Start the game window: ``binokel [--profile P] [--autoplay …]``."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from ..app.setup import DECK_STYLES, GameSetup, default_seats
from ..app.store import Store, data_dir
from ..engine.profile import PROFILES


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of starting the window (the command without a subcommand)."""
    parser.add_argument("--profile", choices=sorted(PROFILES),
                        help="rule profile of the first game (default: ask in the New Game "
                        "dialog)")
    parser.add_argument("--seed", type=int, help="seed of the first game (default: random)")
    parser.add_argument("--target", type=int, help="target score (shortens demo games)")
    parser.add_argument("--deck", choices=DECK_STYLES, default="wuerttemberg")
    parser.add_argument("--lang", choices=("de", "en", "it", "pseudo"),
                        help="language (default: the last chosen, else the system's; "
                        "'pseudo' stretches every text to check layouts)")
    parser.add_argument("--speed", choices=("off", "fast", "normal", "slow"), default="normal",
                        help="animation speed")
    parser.add_argument("--autoplay", action="store_true",
                        help="every seat is a computer player")
    parser.add_argument("--exit-when-done", action="store_true",
                        help="quit when the game is over (with --autoplay)")
    parser.add_argument("--screenshot-dir", type=Path,
                        help="save a screenshot of each phase's first appearance here")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1024x640")
    parser.add_argument("--data-dir", type=Path,
                        help="the directory of settings and saves (default: "
                        "$BINOKEL_HOME, else the platform's application data directory)")


def run(args: argparse.Namespace) -> int:
    """Open the window and run the event loop; the exit code."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow, ScreenshotTaker

    store = Store(data_dir(args.data_dir))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Binokel Desktop")
    app.setOrganizationName("Binokel Desktop")
    from . import i18n

    lang = i18n.set_language(i18n.initial_language(args.lang, store))
    logging.getLogger(__name__).info("data directory %s, language %s", store.directory, lang)
    profile = PROFILES[args.profile or "grupp1994-3"]
    if args.target:
        profile = profile.with_options(target=args.target)
    setup = GameSetup(profile, default_seats(profile.deal.seats), args.deck, args.seed)
    window = MainWindow(setup, seed=args.seed, speed=args.speed, autoplay=args.autoplay,
                        store=store)
    try:
        w, h = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        print(f"bad --size {args.size!r}: expected WIDTHxHEIGHT", file=sys.stderr)
        return 2
    window.resize(w, h)
    if args.screenshot_dir:
        ScreenshotTaker(window, args.screenshot_dir)
    if args.exit_when_done:
        window.game_did_finish.connect(lambda: app.exit(0))
    window.show()
    if args.profile is None and not args.autoplay:
        # One click on "Start game" plays the default: you against two Medium players.
        QTimer.singleShot(0, window, window.ask_new_game)
    return int(app.exec())
