"""Does Expert's search on several cores starve the table? (issue 26)

Expert decides ten card-play positions of the 40-card game (9-11 tricks left)
in a worker thread, as the app's bot thread does, while the main thread runs a
Qt event loop with a 10 ms timer, as the table's animations do. Prints the
work's wall time and the timer's gaps (p50, p99, max) for one solver thread and
for ``--threads``:

    QT_QPA_PLATFORM=offscreen python benchmarks/ai_threads_gui.py --threads 2
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import threading
import time

from PySide6.QtCore import QCoreApplication, QTimer

from binokel_desktop.ai import pimc, world_solves
from binokel_desktop.ai.rulebot import medium
from binokel_desktop.engine import PROFILES, apply, new_game, seat_view
from binokel_desktop.engine.actions import Play
from binokel_desktop.engine.state import Phase
from binokel_desktop.engine.view import SeatView


def views(count: int) -> list[SeatView]:
    """Card decisions with 9-11 tricks left and a choice, from seeded online-40 deals."""
    p = PROFILES["online-40"]
    out: list[SeatView] = []
    seed = 0
    while len(out) < count:
        state, bot, rng = new_game(p, seed), medium(), random.Random(seed)
        seed += 1
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER) and len(out) < count:
            view = seat_view(state, state.to_act)
            left = p.deal.hand_size - len(state.plays) // p.hand_players
            if state.phase is Phase.PLAY and left <= 11:
                if sum(isinstance(a, Play) for a in view.legal) > 1:
                    out.append(view)
                if left <= 9:
                    break
            state, _ = apply(state, bot.choose(view, rng))
    return out


def run(app: QCoreApplication, positions: list[SeatView], threads: int) -> str:
    """One measurement: Expert with ``threads`` solver threads, clock off."""
    bot = pimc.expert(clock=False)
    bot.search = dataclasses.replace(bot.search, threads=threads)
    gaps: list[float] = []
    last = [time.perf_counter()]
    done: list[float] = []

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
        if done:
            app.quit()

    def work() -> None:
        start = time.perf_counter()
        for view in positions:
            bot.play(view, random.Random(1))
        done.append(time.perf_counter() - start)

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    worker = threading.Thread(target=work)
    worker.start()
    app.exec()
    worker.join()
    g = sorted(gaps)
    ms = [x * 1000 for x in (g[len(g) // 2], g[int(len(g) * 0.99)], g[-1])]
    return (f"{world_solves.thread_count(threads)} solver thread(s): work {done[0]:.2f} s, "
            f"timer gaps p50 {ms[0]:.1f} ms, p99 {ms[1]:.1f} ms, max {ms[2]:.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, default=0, help="0: one per core, up to 4")
    ap.add_argument("--positions", type=int, default=10)
    args = ap.parse_args()
    app = QCoreApplication([])
    positions = views(args.positions)
    for threads in (1, args.threads, 1, args.threads):
        print(run(app, positions, threads), flush=True)


if __name__ == "__main__":
    main()
