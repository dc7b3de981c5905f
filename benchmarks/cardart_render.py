"""Time rendering every face of each deck at 2x, and measure the corner index by card height.

Run: python3 benchmarks/cardart_render.py [--width 90] [--dpr 2] [--repeat 7] [--index]

Prints, per style: the sprite sheet's size, the time QSvgRenderer takes to parse
it, the best-of-N time to render all faces (backs excluded) from the sheet, and
the time the table's path takes (one standalone SVG per face, parsed and
rendered, as ui/card_pixmaps.py does on a cold cache) with the normal and the
large index. ``--index`` adds, per card height, the narrowest index-label stroke
over every face of the Württemberg and French decks (normal and large index, in
px at 1x, see binokel_desktop.cardart.measure), the narrowest and widest index
sign (px, on the Kings) and the height from which the
normal index reaches 1.5 px: the measured threshold behind
``cardart.index.LARGE_INDEX_BELOW_PX``; then, at the small heights, the "10"
against the K: ink width and height, and the widest row of the 0's hole (px).
"""

from __future__ import annotations

import argparse
import itertools
import os
import platform
import time

from PIL import Image

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from binokel_desktop.cardart import STYLES, face_ids, face_svg, sprite_sheet  # noqa: E402
from binokel_desktop.cardart.index import LARGE_INDEX_BELOW_PX  # noqa: E402
from binokel_desktop.cardart.layout import H, W  # noqa: E402
from binokel_desktop.cardart.measure import (  # noqa: E402
    counter_width,
    coverage,
    ink_width,
    stroke_width,
)
from binokel_desktop.cardart.palette import PAPER  # noqa: E402
from binokel_desktop.ui import svg_render as render_qt  # noqa: E402


def _table_path(style: str, width: int, dpr: float, large: bool) -> float:
    """Seconds to build, parse and render every face as the table does."""
    st = STYLES[style]
    t0 = time.perf_counter()
    for suit, rank in itertools.product(st.suits, st.ranks):
        renderer = render_qt.load(face_svg(style, suit, rank, large_index=large))
        render_qt.render(renderer, f"{suit}_{rank}", width, dpr)
    return time.perf_counter() - t0


def _label(style: str, suit: str, rank: str, height: int) -> Image.Image:
    """The rendered index label of one face at 1x, as the table draws it, cropped."""
    large = height < LARGE_INDEX_BELOW_PX
    renderer = render_qt.load(face_svg(style, suit, rank, large_index=large))
    paper = 0xFF000000 | int(PAPER[1:], 16)
    eid = f"{suit}_{rank}"
    img = render_qt.to_pil(render_qt.render(renderer, eid, round(height * W / H), 1.0,
                                            paper)).convert("RGB")
    box = renderer.boundsOnElement(f"{eid}-ix-l")
    s = img.width / W
    return img.crop((int((box.left() + W / 2) * s), int((box.top() + H / 2) * s),
                     int((box.right() + W / 2) * s) + 1, int((box.bottom() + H / 2) * s) + 1))


def _ink_height(img: Image.Image, ink: str) -> int:
    rows = [y for y, row in enumerate(coverage(img, PAPER, ink)) if max(row) > 0.25]
    return rows[-1] - rows[0] + 1 if rows else 0


def ten_table() -> None:
    """The "10" beside the K at the small card heights (1x, min-max over the suits)."""
    print(f"\n{'card height px':>14} {'10 width':>9} {'10 height':>10} {'0 hole':>7} "
          f"{'K width':>8} {'K height':>9}")
    for height in (60, 66, 72, 80, 90, 100):
        cols: list[list[int]] = [[], [], [], [], []]
        for style in ("wuerttemberg", "french"):
            st = STYLES[style]
            for suit in st.suits:
                ink = st.inks[suit]
                ten, king = _label(style, suit, "10", height), _label(style, suit, "K", height)
                for col, v in zip(cols, (ink_width(ten, PAPER), _ink_height(ten, ink),
                                         counter_width(ten, PAPER, ink),
                                         ink_width(king, PAPER), _ink_height(king, ink)),
                                  strict=True):
                    col.append(v)
        print(f"{height:14} " + " ".join(f"{f'{min(c)}-{max(c)}':>{n}}" for c, n in
                                         zip(cols, (9, 10, 7, 8, 9), strict=True)))


def _measure(height: int, large: bool) -> tuple[float, int, int]:
    """Narrowest label stroke (px) over every face of the Württemberg and French decks,
    and the narrowest and widest index sign (px, on the Ks)."""
    strokes, signs = [], []
    paper = 0xFF000000 | int(PAPER[1:], 16)
    for style in ("wuerttemberg", "french"):
        st = STYLES[style]
        for suit, rank in itertools.product(st.suits, st.ranks):
            eid = f"{suit}_{rank}"
            renderer = render_qt.load(face_svg(style, suit, rank, large_index=large))
            img = render_qt.to_pil(render_qt.render(renderer, eid, round(height * W / H),
                                                    1.0, paper)).convert("RGB")
            box = renderer.boundsOnElement(f"{eid}-ix-l")
            ix = renderer.boundsOnElement(f"{eid}-ix")
            s = img.width / W

            def x(v: float) -> int:
                return int((v + W / 2) * s)  # noqa: B023

            def y(v: float) -> int:
                return int((v + H / 2) * s)  # noqa: B023

            label = img.crop((x(box.left()), y(box.top()), x(box.right()) + 1,
                              y(box.bottom()) + 1))
            strokes.append(stroke_width(label, PAPER, st.inks[suit]))
            if rank == "K":
                signs.append(ink_width(img.crop((x(ix.left()), y(box.bottom()) + 1,
                                                  x(ix.right()) + 1, y(ix.bottom()) + 1)),
                                       PAPER))
    return min(strokes), min(signs), max(signs)


def index_table() -> None:
    """Narrowest index stroke per card height, and the measured threshold."""
    print(f"\n{'card height px':>14} {'normal stroke px':>17} {'large stroke px':>16} "
          f"{'normal sign px':>15} {'large sign px':>14}")
    reached = None
    for height in range(60, 125, 5):
        (normal, ns0, ns1), (large, ls0, ls1) = _measure(height, False), _measure(height, True)
        if reached is None and normal >= 1.5:
            reached = height
        print(f"{height:14} {normal:17.2f} {large:16.2f} {f'{ns0}-{ns1}':>15} "
              f"{f'{ls0}-{ls1}':>14}")
    print(f"normal index strokes reach 1.5 px from {reached} px (steps of 5 px); "
          f"the table uses the large index below {LARGE_INDEX_BELOW_PX} px")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=90)
    parser.add_argument("--dpr", type=float, default=2.0)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--index", action="store_true", help="measure the index by height")
    args = parser.parse_args()
    render_qt.ensure_app()
    print(f"# {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {os.cpu_count()} CPUs; width {args.width} px @ {args.dpr}x")
    print(f"{'style':14} {'sheet KB':>9} {'parse ms':>9} {'faces':>6} {'render ms':>10} "
          f"{'ms/face':>8} {'table ms':>9} {'large ms':>9}")
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
        table = min(_table_path(style, args.width, args.dpr, False) for _ in range(3))
        large = min(_table_path(style, args.width, args.dpr, True) for _ in range(3))
        print(f"{style:14} {len(svg.encode()) / 1024:9.1f} {parse * 1000:9.1f} {len(ids):6} "
              f"{best * 1000:10.1f} {best * 1000 / len(ids):8.2f} {table * 1000:9.1f} "
              f"{large * 1000:9.1f}")
    if args.index:
        index_table()
        ten_table()


if __name__ == "__main__":
    main()
