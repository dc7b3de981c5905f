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
from typing import Any

from ..ai import make_bot
from ..ai.arena import play_task, summarize, summary_line
from ..engine import PROFILES


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
    deals: dict[int, Any] = {}
    matches: dict[int, Any] = {}
    if not os.path.exists(path):
        return deals, matches
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut short by a stop
            if rec.get("config"):
                if rec["config"] != config:
                    raise SystemExit(f"{path} holds a run with other settings: {rec['config']}")
                continue
            if "deal" in rec:
                deals[int(rec["deal"])] = rec
            elif "match" in rec:
                matches[int(rec["match"])] = rec
    return deals, matches


def _write_json(path: str, rep: dict[str, Any]) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(rep, fh, indent=2)
    os.replace(tmp, path)


def run(args: argparse.Namespace) -> int:
    """Run the arena; the exit code is 0 on success."""
    names = tuple(x.strip() for x in args.bots.split(","))
    if len(names) != 2:
        print("arena: --bots takes two levels, e.g. easy,medium", file=sys.stderr)
        return 2
    if args.profile not in PROFILES:
        print(f"arena: unknown profile {args.profile!r}", file=sys.stderr)
        return 2
    for n in names:
        make_bot(n)
    config = {"profile": args.profile, "bots": list(names), "seed": args.seed}
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
    if not args.quiet and (deals or matches):
        print(f"resuming: {len(deals)} deals and {len(matches)} matches already played")
    last_write = time.monotonic()

    def record(rec: dict[str, Any]) -> None:
        nonlocal last_write
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
            record(play_task(args.profile, names, args.seed, kind, i))
    else:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            futures = [
                pool.submit(play_task, args.profile, names, args.seed, kind, i) for kind, i in tasks
            ]
            for fut in as_completed(futures):
                record(fut.result())
    rep = summarize(
        config,
        [deals[i] for i in sorted(deals) if i < args.deals],
        [matches[i] for i in sorted(matches) if i < args.matches],
    )
    if args.json_out:
        _write_json(args.json_out, rep)
    print(summary_line(rep))
    return 0


