"""Time rendering every face of each deck at 2x device pixel ratio, 90 px wide.

Run: python benchmarks/cardart_render.py [--width 90] [--dpr 2] [--repeat 7]

Prints, per style: the sprite sheet's size, the time QSvgRenderer takes to parse
it, and the best-of-N time to render all faces (backs excluded) into QImages.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from binokel_desktop.cardart import STYLES, face_ids, sprite_sheet  # noqa: E402
from binokel_desktop.ui import svg_render as render_qt  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=90)
    parser.add_argument("--dpr", type=float, default=2.0)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    render_qt.ensure_app()
    print(f"# {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {os.cpu_count()} CPUs; width {args.width} px @ {args.dpr}x")
    print(f"{'style':14} {'sheet KB':>9} {'parse ms':>9} {'faces':>6} {'render ms':>10} "
          f"{'ms/face':>8}")
    for style in STYLES:
        svg = sprite_sheet(style)
        t0 = time.perf_counter()
        renderer = render_qt.load(svg)
        parse = time.perf_counter() - t0
        ids = face_ids(style)
        best = float("inf")
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            for eid in ids:
                render_qt.render(renderer, eid, args.width, args.dpr)
            best = min(best, time.perf_counter() - t0)
        print(f"{style:14} {len(svg.encode()) / 1024:9.1f} {parse * 1000:9.1f} {len(ids):6} "
              f"{best * 1000:10.1f} {best * 1000 / len(ids):8.2f}")


if __name__ == "__main__":
    main()
