"""Time per autosave over a whole game, as the program saves it.

    python3 benchmarks/autosave.py [--profile grupp1994-3] [--seed 4] [--dir DIR]

A game is played by Medium bots; after each action the autosave is made as
the window makes it (:class:`Autosaver`): encoding on the game's thread, the
atomic write (temporary file, fsync, rename) on the writer thread. Reported:
the game thread's time per autosave (what the table waits for), the writer's
time per file, and for comparison one synchronous atomic write per action
with the directory synced as well; and the statistics update at each deal's
end, as the window's ``GameKeeper`` makes it (the game so far counted again
and ``statistics.json`` written). Median, 90th percentile and maximum, in ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from binokel_desktop.ai import make_bot  # noqa: E402
from binokel_desktop.app.autosave import Autosaver  # noqa: E402
from binokel_desktop.app.saves import SaveWriter  # noqa: E402
from binokel_desktop.app.setup import GameSetup, default_seats  # noqa: E402
from binokel_desktop.app.statistics import Statistics  # noqa: E402
from binokel_desktop.app.store import Store, atomic_write  # noqa: E402
from binokel_desktop.engine import (  # noqa: E402
    PROFILES,
    GameRecord,
    Phase,
    apply,
    new_game,
    seat_view,
)
from binokel_desktop.engine.actions import NEXT_DEAL  # noqa: E402


def figures(seconds: list[float]) -> str:
    """Median / 90th percentile / maximum in milliseconds."""
    ms = sorted(s * 1000 for s in seconds)
    p90 = ms[int(len(ms) * 0.9)]
    return f"median {statistics.median(ms):.2f}, p90 {p90:.2f}, max {ms[-1]:.2f} ms"


def main() -> int:
    """Play one game, autosaving after every action; print the times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", default="grupp1994-3")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--dir", type=Path, help="data directory (default: a temporary one)")
    args = parser.parse_args()
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])
    profile = PROFILES[args.profile]
    setup = GameSetup(profile, default_seats(profile.deal.seats))
    bots = [make_bot("medium") for _ in range(profile.deal.seats)]
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        directory = Path(tmp)
        saver = Autosaver(directory, setup, "bench")
        sync_writer = SaveWriter(setup, "bench")
        sync_seconds: list[float] = []
        stats = Statistics(Store(directory))
        stats_seconds: list[float] = []
        state = new_game(profile, args.seed)
        record = GameRecord(profile, args.seed)
        while state.winner < 0:
            if state.phase is Phase.DEAL_OVER:
                action = NEXT_DEAL
            else:
                view = seat_view(state, state.to_act)
                action = bots[state.to_act].choose(view, random.Random(len(record.actions)))
            state, _ = apply(state, action)
            record = record.with_action(action)
            over = state.winner >= 0
            saver.save(record, deal_no=state.deal_no, scores=tuple(state.scores),
                       finished=over)
            saver.flush()  # one write per action, as when a person or a bot takes its time
            start = time.perf_counter()
            atomic_write(directory / "sync.json", sync_writer.text(
                record, deal_no=state.deal_no, scores=tuple(state.scores), finished=over))
            sync_seconds.append(time.perf_counter() - start)
            if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
                start = time.perf_counter()
                stats.record_game("bench", setup, record, over)
                stats_seconds.append(time.perf_counter() - start)
        saver.close()
        size = (directory / "autosave.json").stat().st_size
        writes = saver.background.write_seconds
        print(f"{args.profile} seed {args.seed}: {len(record.actions)} actions, "
              f"{state.deal_no + 1} deals, final autosave {size} bytes")
        print(f"game thread per autosave (encode + hand over): "
              f"{figures(saver.encode_seconds)}")
        print(f"writer thread per file (write, fsync, rename): {figures(writes)}")
        print(f"for comparison, synchronous write + fsync + directory fsync: "
              f"{figures(sync_seconds)}")
        print(f"statistics at each deal's end ({len(stats_seconds)}): {figures(stats_seconds)}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
