"""``binokel cards``: ``build`` the sprite sheets, ``export`` PNGs."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..cardart.build import ASSETS, build, stale
from ..cardart.deck import STYLES
from ..cardart.styles import LANGS, Options
from .checks import UsageError, in_range, writable_dir


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``cards build`` and ``cards export`` under ``subparsers``."""
    cards = subparsers.add_parser("cards", help="generate deck sprites and export card PNGs")
    sub = cards.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    b = sub.add_parser("build", help="write assets/cards/<style>.svg for every style")
    b.add_argument("--out", type=Path, default=None,
                   help="directory (default: assets/cards of the source checkout; "
                   "required when run from an installed package)")
    b.add_argument("--check", action="store_true",
                   help="write nothing; exit 1 if a committed sheet differs from the generator")
    b.set_defaults(func=_build)

    e = sub.add_parser("export", help="write a PNG per face and a contact sheet")
    e.add_argument("--deck", choices=sorted(STYLES), required=True, help="deck style")
    e.add_argument("--lang", choices=LANGS, default="de", help="index letters (default: de)")
    e.add_argument("--large-index", action="store_true", help="large corner indices")
    e.add_argument("--outline-hearts", action="store_true", help="draw hearts as outlines")
    e.add_argument("--size", type=int, default=180, metavar="WIDTH",
                   help="card width in pixels (default: %(default)s)")
    e.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default: 1)")
    e.add_argument("--out", type=Path, required=True, metavar="DIR", help="output directory")
    e.set_defaults(func=_export)


def _default_out() -> Path:
    """assets/cards of a source checkout; an installed package is not written into."""
    if (ASSETS.parents[1] / "pyproject.toml").is_file():
        return ASSETS
    raise UsageError("cards build: --out DIR is required: this is an installed package, "
                     f"not a source checkout ({ASSETS.parents[1]} is not written into)")


def _build(args: argparse.Namespace) -> int:
    out = args.out if args.out is not None else _default_out()
    if args.check:
        bad = stale(out)
        for path in bad:
            print(f"out of date: {path}", file=sys.stderr)
        return 1 if bad else 0
    writable_dir(out, "--out")
    for path in build(out):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


def _export(args: argparse.Namespace) -> int:
    from ..ui.card_export import export

    in_range(args.size, "--size", 8, 4096)
    in_range(args.dpr, "--dpr", 0.25, 8)
    writable_dir(args.out, "--out")
    opts = Options(lang=args.lang, large_index=args.large_index,
                   outline_hearts=args.outline_hearts)
    done = export(args.deck, args.out, args.size, opts, args.dpr)
    print(f"wrote {len(done.pngs)} PNGs and {done.contact_sheet}")
    return 0
