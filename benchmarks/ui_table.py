"""Table benchmarks: start-up time, frame intervals while bots think, memory.

    python benchmarks/ui_table.py [--level hard] [--runs 5]

* start-up: wall time from launching a Python process that opens the window
  until the dealt table is shown, warm (after one untimed run): with
  animation off (the table itself) and at normal speed (with the dealing);
* frames: while the first deals are dealt and played with animations at
  normal speed and computer players of ``--level`` think on their worker
  thread, a 16 ms timer on the GUI thread records its actual intervals while
  any card is moving — a blocked or starved GUI thread shows as long gaps;
* memory: peak resident set size of the process after those deals.

Run it on a virtual screen (``QT_QPA_PLATFORM=xcb`` under Xvfb) or offscreen
(the default here).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

CHILD = r"""
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from binokel_desktop.app.setup import GameSetup
from binokel_desktop.ui.main_window import MainWindow
w = MainWindow(GameSetup(), seed=3, speed=sys.argv[1])
w.resize(1280, 800)
w.show()
def ready(phase):
    if phase == "dealt":
        print("READY", flush=True)
        app.exit(0)
w.phase_did_show.connect(ready)
app.exec()
"""


def startup(runs: int, speed: str) -> list[float]:
    """Seconds from launch until the dealt table is shown, per run (first run untimed)."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    times = []
    for i in range(runs + 1):
        t0 = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", CHILD, speed], env=env, capture_output=True,
                             text=True, timeout=120)
        elapsed = time.perf_counter() - t0
        if "READY" not in out.stdout:
            raise SystemExit(f"the table did not become interactive: {out.stderr[-800:]}")
        if i:
            times.append(elapsed)
    return times


def frames(level: str, deals: int) -> tuple[list[float], int]:
    """Timer intervals (ms) while cards move, and the peak RSS in MB."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from binokel_desktop.app.setup import GameSetup, SeatSetup
    from binokel_desktop.engine.profile import PROFILES
    from binokel_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from binokel_desktop.app.gc_guard import install

    install(app)  # as `binokel` does: garbage collected on the GUI thread only
    profile = PROFILES["grupp1994-3"]
    seats = tuple(SeatSetup(n, False, level) for n in ("You", "Anna", "Karl"))
    window = MainWindow(GameSetup(profile, seats), seed=21, speed="normal", autoplay=True)
    window.resize(1280, 800)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    intervals: list[float] = []
    last = [clock.nsecsElapsed()]

    def moving() -> bool:
        scene = window.scene
        return scene is not None and any(
            getattr(i, "_animation", None) is not None for i in scene.all_items())

    def tick() -> None:
        now = clock.nsecsElapsed()
        if moving():
            intervals.append((now - last[0]) / 1e6)
        last[0] = now

    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(tick)
    timer.start()

    def check() -> None:
        c = window.controller
        if c is None or c.over or getattr(c.state, "deal_no", 0) >= deals:
            app.exit(0)

    watcher = QTimer()
    watcher.timeout.connect(check)
    watcher.start(200)
    app.exec()
    window.controller.stop() if window.controller else None
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    return intervals, rss_mb


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--deals", type=int, default=2)
    args = parser.parse_args()
    for speed in ("off", "normal"):
        times = startup(args.runs, speed)
        print(f"start-up until the dealt table is shown, animation {speed} "
              f"(warm, {len(times)} runs): median {statistics.median(times):.2f} s, "
              f"max {max(times):.2f} s")
    intervals, rss = frames(args.level, args.deals)
    intervals.sort()
    p95 = intervals[int(0.95 * (len(intervals) - 1))]
    print(f"frame intervals while cards move, {args.level} bots thinking "
          f"({len(intervals)} frames): median {statistics.median(intervals):.1f} ms, "
          f"p95 {p95:.1f} ms, max {intervals[-1]:.1f} ms")
    print(f"peak resident memory after {args.deals} deals: {rss} MB")


if __name__ == "__main__":
    main()
