"""Start the game window: ``binokel [--profile P] [--autoplay …]``."""

from __future__ import annotations

import argparse
import logging
import sys
from functools import partial
from pathlib import Path

from ..app.setup import DECK_STYLES, GameSetup, default_seats
from ..app.store import Store, data_dir
from ..engine import PROFILES


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of starting the window (the command without a subcommand)."""
    parser.add_argument("--profile", choices=sorted(PROFILES),
                        help="rule profile of the first game (default: ask in the New Game "
                        "dialog)")
    parser.add_argument("--seed", type=int, help="seed of the first game (default: random)")
    parser.add_argument("--target", type=int, help="target score (shortens demo games)")
    parser.add_argument("--deck", choices=DECK_STYLES,
                        help="deck artwork (default: the last chosen)")
    parser.add_argument("--lang", choices=("de", "en", "it", "pseudo"),
                        help="language (default: the last chosen, else the system's; "
                        "'pseudo' stretches every text to check layouts)")
    parser.add_argument("--speed", choices=("off", "fast", "normal", "slow"),
                        help="animation speed (default: the last chosen)")
    parser.add_argument("--autoplay", action="store_true",
                        help="every seat is a computer player")
    parser.add_argument("--exit-when-done", action="store_true",
                        help="quit when the game is over (with --autoplay)")
    parser.add_argument("--screenshot-dir", type=Path,
                        help="save a screenshot of each phase's first appearance here")
    parser.add_argument("--size", help="window size, e.g. 1024x640 (default: the last size, "
                        "else what fits the screen)")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--resume", action="store_true",
                       help="continue the unfinished game of the last run without asking")
    start.add_argument("--new", action="store_true",
                       help="start a new game even when the last one is unfinished")
    parser.add_argument("--data-dir", type=Path,
                        help="the directory of settings and saves (default: "
                        "$BINOKEL_HOME, else the platform's application data directory)")


def run(args: argparse.Namespace) -> int:
    """Open the window and run the event loop; the exit code."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow
    from .screenshots import ScreenshotTaker

    store = Store(data_dir(args.data_dir))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from ..app.gc_guard import install

    install(app)  # garbage is collected on this thread, never on a bot's
    app.setApplicationName("Binokel Desktop")
    app.setOrganizationName("Binokel Desktop")
    from ..version import APP_ID

    QApplication.setDesktopFileName(APP_ID)  # Wayland finds the menu entry and icon by this
    # Drawing the icon from the card art takes a tenth of a second: leave it to
    # the event loop, which runs after the window is shown.
    QTimer.singleShot(0, _set_window_icon)
    from . import i18n

    lang = i18n.set_language(i18n.initial_language(args.lang, store))
    logging.getLogger(__name__).info("data directory %s, language %s", store.directory, lang)
    size: tuple[int, int] | None = None
    if args.size:
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
        except ValueError:
            print(f"bad --size {args.size!r}: expected WIDTHxHEIGHT", file=sys.stderr)
            return 2
        size = (w, h)
    profile = PROFILES[args.profile or "grupp1994-3"]
    if args.target:
        profile = profile.with_options(target=args.target)
    deck = args.deck or str(store.get("deck"))
    speed = args.speed or str(store.get("speed"))
    setup = GameSetup(profile, default_seats(profile.deal.seats), deck, args.seed)
    # Without a chosen profile the New Game dialog comes first: nothing plays behind it.
    ask_first = args.profile is None and not args.autoplay
    from ..app.game_files import read_autosave
    from .save_dialogs import ask_resume, unreadable_text

    # A demo (--autoplay) keeps its own autosave: it never replaces people's game.
    unfinished, problem = ((None, "") if args.new
                           else read_autosave(store.directory, args.autoplay))
    if problem:
        print(f"The last game cannot be resumed: its autosave {problem}", file=sys.stderr)
    elif args.resume and unfinished is None:
        print("binokel: --resume: there is no unfinished game in "
              f"{store.directory}; a new one starts", file=sys.stderr)
    # The table stays empty until the resume question is answered.
    hold = unfinished is not None or ask_first
    window = MainWindow(None if hold else setup, seed=args.seed, speed=speed,
                        autoplay=args.autoplay, store=store, remember_geometry=True)
    from .screen_fit import fit_size, fit_window

    place = None
    if size is not None:
        fit_size(window, *size)
    else:
        place = fit_window(window, store)
    if args.screenshot_dir:
        ScreenshotTaker(window, args.screenshot_dir)
    from .probe import install as install_probe

    install_probe(window)  # BINOKEL_PROBE: what the screen shows, for journey tests
    if args.exit_when_done:
        window.game_did_finish.connect(lambda: app.exit(0))
    window.show()
    if place is not None and place["full_screen"]:
        window.enter_full_screen(bool(place["maximised"]))

    def begin() -> None:
        # --resume continues at once; a person is asked (autoplay demos start anew).
        if unfinished is not None and (
                args.resume or (not args.autoplay and ask_resume(window, unfinished))):
            window.new_game(unfinished.setup, resume=unfinished)
            return
        if ask_first:
            # One click on "Start game" plays the default: you against two Medium players.
            window.ask_new_game()
        else:
            window.new_game(setup, seed=args.seed)

    if hold:
        QTimer.singleShot(0, window, begin)
    if problem:
        window.show_problem(partial(unreadable_text, problem))
    return int(app.exec())


def _set_window_icon() -> None:
    from PySide6.QtWidgets import QApplication

    from .app_icon import window_icon

    QApplication.setWindowIcon(window_icon())
