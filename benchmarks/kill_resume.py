"""Kill a computer-only game with SIGKILL at random moments and resume it each time.

    python3 benchmarks/kill_resume.py --kills 50 --seed 1

Each game is first played once without interruption (the reference). Then it
is started with ``--new`` and killed after a random delay; every time the
autosave must load (never broken), hold a prefix of the reference's actions
(the state after some completed action) that is no shorter than before (never
lost), and the next ``--resume`` goes on from it. The finished game must equal
the reference action for action. The lag of each kill is how many actions the
killed process had handed to its autosave writer (its DEBUG log) beyond what
the file holds; the largest is reported (the promise: at most 1). When a game
ends before the kills are used up, the next seed's game is played the same
way. Prints one line per kill and
a summary; exit 1 on any failure.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from binokel_desktop.app.saves import AUTOPLAY_AUTOSAVE, SaveError, read_save  # noqa: E402


def command(data_dir: Path, *extra: str) -> list[str]:
    """The game in autoplay, animations off, quitting at the end."""
    return [sys.executable, "-m", "binokel_desktop.cli", "--autoplay", "--speed", "off",
            "--exit-when-done", "--data-dir", str(data_dir), "--size", "800x600", *extra]


def environment() -> dict[str, str]:
    # DEBUG: each autosave logs how many actions it handed over, for the lag.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               BINOKEL_LOG_LEVEL="DEBUG")
    return env


HANDED = re.compile(r"autosave: (\d+) actions handed over")


def handed_over(log: Path) -> int | None:
    """The most actions a killed process had handed to its autosave writer (None: none)."""
    found = HANDED.findall(log.read_text(errors="replace"))
    return int(found[-1]) if found else None


def actions_of(path: Path) -> tuple[list[object], bool]:
    """The saved actions (as JSON) and whether the game is finished; SaveError if broken."""
    save = read_save(path)
    raw = json.loads(path.read_bytes())
    return raw["record"]["actions"], save.finished


def reference(game: list[str], seed: int, work: Path, timeout: float) -> list[object]:
    """The game's actions when nobody interrupts it."""
    directory = work / f"ref-{seed}"
    subprocess.run(command(directory, "--new", *game, "--seed", str(seed)),
                   env=environment(), cwd=ROOT, timeout=timeout, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    actions, finished = actions_of(directory / AUTOPLAY_AUTOSAVE)
    assert finished, "the reference game did not finish"
    return actions


def run(kills: int, seed: int, profile: str, low: float, high: float,
        timeout: float = 300.0, verbose: bool = True, target: int | None = None
        ) -> dict[str, object]:
    """Play games with ``kills`` kills in all; the figures (``failures`` empty: all good)."""
    rng = random.Random(seed)
    game = ["--profile", profile] + (["--target", str(target)] if target else [])
    failures: list[str] = []
    lags: list[int] = []  # per kill: actions handed over but not yet on disk
    done = 0
    games = 0
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        game_seed = seed
        while done < kills:
            games += 1
            ref = reference(game, game_seed, work, timeout)
            directory = work / f"game-{game_seed}"
            start = ["--new", *game, "--seed", str(game_seed)]
            extra = start
            last = 0
            finished = False
            actions: list[object] = []
            while not finished:
                log_path = work / "last.log"
                with log_path.open("wb") as log_file:
                    proc = subprocess.Popen(command(directory, *extra), env=environment(),
                                            cwd=ROOT, stdout=subprocess.DEVNULL,
                                            stderr=log_file)
                killed = False
                if done < kills:
                    delay = rng.uniform(low, high)
                    try:
                        proc.wait(timeout=delay)
                    except subprocess.TimeoutExpired:
                        proc.send_signal(signal.SIGKILL)
                        killed = True
                proc.wait(timeout=timeout)
                path = directory / AUTOPLAY_AUTOSAVE
                # Once a save exists, every start resumes it; before, the game starts anew.
                extra = ["--resume"] if path.exists() else start
                if not path.exists():
                    if not killed:
                        # Ended by itself without a save: starting it again would loop forever.
                        failures.append(f"game {game_seed}: exited (code {proc.returncode}) "
                                        "before its first save")
                        break
                    done += 1
                    if verbose:
                        print(f"kill {done}: game {game_seed}, before the first save")
                    continue
                try:
                    actions, finished = actions_of(path)
                except (SaveError, ValueError, KeyError) as exc:
                    failures.append(f"game {game_seed}: broken autosave: {exc}")
                    break
                if actions != ref[:len(actions)]:
                    failures.append(f"game {game_seed}: the autosave left the game's path")
                    break
                if len(actions) < last:
                    failures.append(f"game {game_seed}: {last - len(actions)} actions lost")
                    break
                if killed:
                    done += 1
                    handed = handed_over(log_path)
                    # Behind: handed over to the writer but not on disk when the kill came.
                    lag = max(0, handed - len(actions)) if handed is not None else 0
                    lags.append(lag)
                    if verbose:
                        print(f"kill {done}: game {game_seed}, saved {len(actions)} of "
                              f"{len(ref)} actions (+{len(actions) - last}), "
                              f"{lag} behind what it handed over")
                last = len(actions)
                if not killed and not finished:
                    failures.append(f"game {game_seed}: the game stopped unfinished")
                    break
            if finished and actions != ref:
                failures.append(f"game {game_seed}: the resumed game differs from the reference")
            if failures:
                break  # one failure says enough; going on could repeat it forever
            game_seed += 1
    return {"kills": done, "games": games, "failures": failures, "lags": lags,
            "largest_lag": max(lags, default=0)}


def main() -> int:
    """Run the kills and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", default="grupp1994-3")
    parser.add_argument("--target", type=int, help="target score (shorter games)")
    parser.add_argument("--low", type=float, default=1.0, help="shortest delay before a kill (s)")
    parser.add_argument("--high", type=float, default=4.0, help="longest delay before a kill (s)")
    args = parser.parse_args()
    start = time.monotonic()
    result = run(args.kills, args.seed, args.profile, args.low, args.high, target=args.target)
    failures = result["failures"]
    assert isinstance(failures, list)
    lags = result["lags"]
    assert isinstance(lags, list)
    spread = ", ".join(f"{n} behind: {lags.count(n)}" for n in sorted(set(lags)))
    print(f"{result['kills']} kills in {result['games']} games, "
          f"{len(failures)} failures, {time.monotonic() - start:.0f} s; "
          f"largest lag {result['largest_lag']} action(s) ({spread})")
    for failure in failures:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
