"""``binokel arena``: two bots on duplicate deals, resumable through JSON files.

Each finished deal is appended to ``OUT.jsonl`` at once and the summary
``OUT.json`` is rewritten as the run goes, so a stopped run resumes where it
left off. The tournament itself is :mod:`binokel_desktop.ai.arena`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from ..ai import LEVELS
from ..ai.arena import play_task, summarize, summary_line
from ..ai.world_solves import limit_threads
from ..engine import PROFILES, IllegalAction
from .checks import UsageError, in_range, writable_file


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``binokel arena``."""
    p = subparsers.add_parser("arena", help="play two bots against each other on duplicate deals")
    p.add_argument("--profile", default="grupp1994-3", help="rule profile (default grupp1994-3)")
    p.add_argument("--bots", default="easy,medium", help="two bot levels A,B (default easy,medium)")
    p.add_argument("--deals", type=int, default=100, help="number of duplicate deals")
    p.add_argument("--seed", type=int, default=1, help="seed of the deal set")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    p.add_argument(
        "--json",
        dest="json_out",
        default="",
        help="write the report here, and each deal to OUT.jsonl as it ends; rerun to resume",
    )
    p.add_argument("--matches", type=int, default=0, help="also play M whole matches")
    p.add_argument("--quiet", action="store_true", help="print only the summary line")
    p.set_defaults(func=run)


def _read_jsonl(path: str, config: dict[str, Any]) -> tuple[dict[int, Any], dict[int, Any]]:
    """The deals and matches of an earlier run; UsageError for a damaged file."""
    deals: dict[int, Any] = {}
    matches: dict[int, Any] = {}
    if not os.path.exists(path):
        return deals, matches
    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read(MAX_JSONL_BYTES + 1).splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"arena: cannot read {path} ({exc})") from None
    for n, line in enumerate(lines, 1):
        line = line.strip()
        if not line:
            continue
        try:
            rec = json.loads(line)
        except (ValueError, RecursionError):
            if n == len(lines):
                continue  # the last line cut short by a stop: that deal is played again
            raise UsageError(f"arena: {path} line {n} is damaged (not JSON); "
                             "move the file away to start afresh") from None
        if not isinstance(rec, dict):
            raise UsageError(f"arena: {path} line {n} is not a record")
        if rec.get("config"):
            if rec["config"] != config:
                raise UsageError(f"arena: {path} holds a run with other settings: "
                                 f"{str(rec['config'])[:200]}")
            continue
        for key, into in (("deal", deals), ("match", matches)):
            if key in rec:
                index = rec[key]
                if isinstance(index, bool) or not isinstance(index, int) or index < 0:
                    raise UsageError(f"arena: {path} line {n}: {key} {str(index)[:40]} "
                                     "is not a number")
                into[index] = rec
                break
        else:
            raise UsageError(f"arena: {path} line {n} is neither a deal nor a match")
    try:
        summarize(config, deals.values(), matches.values())
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise UsageError(f"arena: {path} holds a damaged record ({type(exc).__name__}: "
                         f"{str(exc)[:100]}); move the file away to start afresh") from None
    return deals, matches


MAX_JSONL_BYTES = 512 * 1024 * 1024
"""A run's file is at most a few MB per thousand deals; more is not one of ours."""


def _task(profile: str, names: tuple[str, str], seed: int, kind: str, i: int) -> dict[str, Any]:
    """``play_task``, with a bot's illegal action returned as a report, not raised.

    Returned, not raised: an exception crossing the process pool loses its
    reason, and a report names the deal, the bot and the action.
    """
    try:
        return play_task(profile, names, seed, kind, i)
    except IllegalAction as exc:
        return {"illegal": f"{kind} {i}: a bot chose an illegal action: {exc}"}


def _write_json(path: str, rep: dict[str, Any]) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(rep, fh, indent=2)
    os.replace(tmp, path)


def run(args: argparse.Namespace) -> int:
    """Run the arena; the exit code is 0 on success, 1 if a bot broke the rules."""
    names = tuple(x.strip() for x in args.bots.split(","))
    if len(names) != 2:
        raise UsageError("arena: --bots takes two levels, e.g. easy,medium")
    if args.profile not in PROFILES:
        raise UsageError(f"arena: unknown profile {args.profile!r}")
    for n in names:
        if n not in LEVELS:
            raise UsageError(f"arena: --bots: unknown level {n!r} (known: {', '.join(LEVELS)})")
    in_range(args.deals, "--deals", 0, 10_000_000)
    in_range(args.matches, "--matches", 0, 1_000_000)
    in_range(args.jobs, "--jobs", 1, 256)
    if args.deals + args.matches == 0:
        raise UsageError("arena: nothing to play (--deals 0 and --matches 0)")
    if args.json_out:
        writable_file(Path(args.json_out), "--json")
    # "rng": each seat's random numbers are the same in every seating (see
    # ai.arena.play_duplicate); runs made before that are not resumed into this.
    config = {"profile": args.profile, "bots": list(names), "seed": args.seed, "rng": "per-seat"}
    jsonl = (args.json_out[:-5] if args.json_out.endswith(".json") else args.json_out) + ".jsonl"
    deals: dict[int, Any] = {}
    matches: dict[int, Any] = {}
    if args.json_out:
        deals, matches = _read_jsonl(jsonl, config)
        if not os.path.exists(jsonl):
            with open(jsonl, "w", encoding="utf-8") as fh:
                fh.write(json.dumps({"config": config}) + "\n")
    todo = [i for i in range(args.deals) if i not in deals]
    mtodo = [i for i in range(args.matches) if i not in matches]
    illegal: list[str] = []
    if not args.quiet and (deals or matches):
        print(f"resuming: {len(deals)} deals and {len(matches)} matches already played")
    last_write = time.monotonic()

    def record(rec: dict[str, Any]) -> None:
        nonlocal last_write
        if "illegal" in rec:
            illegal.append(rec["illegal"])
            return
        if "deal" in rec:
            deals[int(rec["deal"])] = rec
        else:
            matches[int(rec["match"])] = rec
        if args.json_out:
            with open(jsonl, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(rec, separators=(",", ":")) + "\n")
            if time.monotonic() - last_write > 30:
                _write_json(args.json_out, summarize(config, deals.values(), matches.values()))
                last_write = time.monotonic()
        if not args.quiet and "deal" in rec and len(deals) % 50 == 0:
            d = [x["diff"] for x in deals.values()]
            print(f"{len(deals)} deals: mean diff {sum(d) / len(d):+.1f}", flush=True)

    tasks = [("deal", i) for i in todo] + [("match", i) for i in mtodo]
    if args.jobs <= 1:
        for kind, i in tasks:
            record(_task(args.profile, names, args.seed, kind, i))
            if illegal:
                break
    else:
        # One solver thread per worker: the workers already take the cores.
        with ProcessPoolExecutor(
            max_workers=args.jobs, initializer=limit_threads, initargs=(1,)
        ) as pool:
            futures = [
                pool.submit(_task, args.profile, names, args.seed, kind, i) for kind, i in tasks
            ]
            for fut in as_completed(futures):
                record(fut.result())
    if illegal:
        print(f"arena: {illegal[0]}", file=sys.stderr)
        return 1
    rep = summarize(
        config,
        [deals[i] for i in sorted(deals) if i < args.deals],
        [matches[i] for i in sorted(matches) if i < args.matches],
    )
    if args.json_out:
        _write_json(args.json_out, rep)
    print(summary_line(rep))
    return 0


