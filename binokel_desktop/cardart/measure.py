"""Measurements on rendered cards: index stroke width, contrast and colour-blind views.

Pure Pillow (no Qt), so the tests and ``benchmarks/cardart_render.py`` share
one definition of what is measured.

Colour-vision deficiency is simulated with the severity-1.0 matrices of
G. M. Machado, M. M. Oliveira and L. A. F. Fernandes, "A Physiologically-based
Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009,
applied to linear sRGB, the model browsers' and design tools' simulators use.

>>> simulate("#FF0000", "deuteranopia")
'#A39000'
>>> round(delta_e("#000000", "#FFFFFF"))
100
"""

from __future__ import annotations

import math
from statistics import median
from typing import Final

from PIL import Image

from binokel_desktop.cardart.palette import contrast_ratio

MACHADO: Final[dict[str, tuple[tuple[float, float, float], ...]]] = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}
"""Machado et al. (2009), Table 1, severity 1.0 (linear RGB in, linear RGB out)."""


def _lin(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def _rgb(colour: str) -> tuple[float, float, float]:
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return r, g, b


def hex_of(rgb: tuple[int, ...]) -> str:
    """``#RRGGBB`` of an 8-bit (r, g, b, ...) tuple."""
    return "#{:02X}{:02X}{:02X}".format(*rgb[:3])


def simulate(colour: str, kind: str) -> str:
    """``colour`` as a person with ``kind`` ("deuteranopia", "protanopia") sees it."""
    m = MACHADO[kind]
    lin = [_lin(c) for c in _rgb(colour)]
    out = [_gamma(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3)]
    return hex_of(tuple(round(c * 255) for c in out))


def lab(colour: str) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_lin(c) for c in _rgb(colour))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: str, b: str) -> float:
    """CIE76 colour difference (Euclidean distance in CIELAB)."""
    la, lb = lab(a), lab(b)
    return math.dist(la, lb)


def ink_width(img: Image.Image, paper: str) -> int:
    """Width in pixels of the columns that hold ink (ΔE > 25 from ``paper``)."""
    px = img.load()
    assert px is not None
    cols = [x for x in range(img.width)
            if any(delta_e(hex_of(px[x, y]), paper) > 25  # type: ignore[arg-type]
                   for y in range(img.height))]
    return max(cols) - min(cols) + 1 if cols else 0


def coverage(img: Image.Image, paper: str, ink: str) -> list[list[float]]:
    """Per pixel, how much of it is ink (0 paper … 1 ink), judged by luminance."""
    grey = img.convert("RGB")
    lp = sum(_rgb(paper)[i] * w for i, w in enumerate((0.299, 0.587, 0.114)))
    li = sum(_rgb(ink)[i] * w for i, w in enumerate((0.299, 0.587, 0.114)))
    span = lp - li
    px = grey.load()
    assert px is not None
    out = []
    for y in range(grey.height):
        row = []
        for x in range(grey.width):
            r, g, b = px[x, y][:3]  # type: ignore[index]
            v = (0.299 * r + 0.587 * g + 0.114 * b) / 255
            row.append(min(1.0, max(0.0, (lp - v) / span)))
        out.append(row)
    return out


def _run_widths(line: list[float], floor: float) -> list[tuple[int, int, float]]:
    """(start, end, summed coverage) of each run of pixels above ``floor``."""
    runs = []
    start = None
    for i, c in enumerate([*line, 0.0]):
        if c > floor and start is None:
            start = i
        elif c <= floor and start is not None:
            runs.append((start, i, sum(line[start:i])))
            start = None
    return runs


def stroke_width(img: Image.Image, paper: str, ink: str, floor: float = 0.12) -> float:
    """Typical stroke width, in pixels, of the ink marks in ``img``.

    Each inked pixel gets the narrower of its horizontal and vertical crossing,
    a crossing being the summed coverage of the run of inked pixels through it
    (so anti-aliased edges count by how much ink they hold). The median over the
    pixels is the answer. It is exact for upright and level strokes and reads up
    to 1.41 times too wide on 45° ones.
    """
    cov = coverage(img, paper, ink)
    h, w = len(cov), len(cov[0]) if cov else 0
    across = [[float("inf")] * w for _ in range(h)]
    for y in range(h):
        for a, b, total in _run_widths(cov[y], floor):
            for x in range(a, b):
                across[y][x] = min(across[y][x], total)
    for x in range(w):
        for a, b, total in _run_widths([cov[y][x] for y in range(h)], floor):
            for y in range(a, b):
                across[y][x] = min(across[y][x], total)
    values = [across[y][x] for y in range(h) for x in range(w) if cov[y][x] > 0.5]
    return median(values) if values else 0.0


def body_contrast(img: Image.Image, paper: str, ink: str, floor: float = 0.12) -> float:
    """Contrast against ``paper`` of the label's stroke cores: the median over every
    horizontal and vertical crossing of a stroke of the crossing's inkiest pixel.

    Unlike the single darkest pixel of the label, this reads low when most strokes
    are only half-pixel smudges; it is the colour the middle of a stroke shows.
    """
    cov = coverage(img, paper, ink)
    rgb = img.convert("RGB")
    px = rgb.load()
    assert px is not None
    h, w = len(cov), len(cov[0]) if cov else 0
    cores: list[tuple[float, tuple[int, int, int]]] = []

    def add(points: list[tuple[int, int]]) -> None:
        line = [cov[y][x] for x, y in points]
        for a, b, _ in _run_widths(line, floor):
            x, y = max(points[a:b], key=lambda p: cov[p[1]][p[0]])
            r, g, b = px[x, y][:3]  # type: ignore[index]
            cores.append((0.2126 * r + 0.7152 * g + 0.0722 * b, (r, g, b)))

    for y in range(h):
        add([(x, y) for x in range(w)])
    for x in range(w):
        add([(x, y) for y in range(h)])
    if not cores:
        return 1.0
    cores.sort()
    return contrast_ratio(hex_of(cores[len(cores) // 2][1]), paper)


def counter_width(img: Image.Image, paper: str, ink: str, floor: float = 0.5) -> int:
    """Widest row, in pixels, of a counter (the hole of an "0" or "O") in ``img``.

    A counter pixel is less than ``floor`` ink and cannot reach the image's border
    through such pixels (4-connected): paper enclosed by strokes. 0 when the hole
    has filled in with ink, as a squeezed "0" does at small sizes.
    """
    cov = coverage(img, paper, ink)
    h, w = len(cov), len(cov[0]) if cov else 0
    light = {(x, y) for y in range(h) for x in range(w) if cov[y][x] < floor}
    outside = {(x, y) for x, y in light if x in (0, w - 1) or y in (0, h - 1)}
    todo = list(outside)
    while todo:
        x, y = todo.pop()
        for p in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if p in light and p not in outside:
                outside.add(p)
                todo.append(p)
    rows: dict[int, int] = {}
    for _, y in light - outside:
        rows[y] = rows.get(y, 0) + 1
    return max(rows.values(), default=0)
