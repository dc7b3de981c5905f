"""Small helpers that write SVG text: numbers, attributes, elements, documents.

Numbers are rounded to one decimal so files stay small and byte-stable.

>>> num(2.0), num(-0.04), num(3.14159)
('2', '0', '3.1')
>>> el("path", d="M0 0H1", fill="none", stroke_width=2)
'<path d="M0 0H1" fill="none" stroke-width="2"/>'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

XMLNS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'

Attr = str | float | int | None


def num(x: float) -> str:
    """``x`` rounded to one decimal, without a trailing ``.0`` or a ``-0``."""
    r = round(float(x), 1)
    if r == 0:
        return "0"
    s = f"{r:.1f}"
    return s[:-2] if s.endswith(".0") else s


def attrs(**kw: Attr) -> str:
    """Attributes as text; ``stroke_width`` becomes ``stroke-width``; None is skipped."""
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, float | int) else value
        out.append(f' {key.rstrip("_").replace("_", "-")}="{text}"')
    return "".join(out)


def el(tag: str, body: str = "", **kw: Attr) -> str:
    """One element; self-closing when ``body`` is empty."""
    if body:
        return f"<{tag}{attrs(**kw)}>{body}</{tag}>"
    return f"<{tag}{attrs(**kw)}/>"


def g(*children: str, **kw: Attr) -> str:
    """A group of ``children``."""
    return el("g", "".join(children), **kw)


def use(ref: str, transform: str | None = None, **kw: Attr) -> str:
    """A ``<use>`` of the definition ``ref``."""
    return el("use", "", xlink_href=f"#{ref}", transform=transform, **kw).replace(
        "xlink-href", "xlink:href"
    )


def place(x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    """A transform that moves the origin to (x, y), then scales and rotates."""
    parts = [f"translate({num(x)} {num(y)})"]
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1.0:
        parts.append(f"scale({scale:.4g})")
    return " ".join(parts)


def pts(points: Iterable[tuple[float, float]], close: bool = True) -> str:
    """A polyline path through ``points``."""
    it = [f"{num(x)} {num(y)}" for x, y in points]
    return "M" + "L".join(it) + ("Z" if close else "")


def rounded_rect(x0: float, y0: float, x1: float, y1: float, r: float) -> str:
    """Path data of a rectangle with rounded corners (quarter arcs as cubics)."""
    k = r * 0.4477  # distance of the cubic control points from the corner
    n = num
    return (
        f"M{n(x0 + r)} {n(y0)}H{n(x1 - r)}C{n(x1 - k)} {n(y0)} {n(x1)} {n(y0 + k)} {n(x1)} "
        f"{n(y0 + r)}V{n(y1 - r)}C{n(x1)} {n(y1 - k)} {n(x1 - k)} {n(y1)} {n(x1 - r)} {n(y1)}"
        f"H{n(x0 + r)}C{n(x0 + k)} {n(y1)} {n(x0)} {n(y1 - k)} {n(x0)} {n(y1 - r)}"
        f"V{n(y0 + r)}C{n(x0)} {n(y0 + k)} {n(x0 + k)} {n(y0)} {n(x0 + r)} {n(y0)}Z"
    )


def ellipse(cx: float, cy: float, rx: float, ry: float) -> str:
    """Path data of an ellipse (four cubics)."""
    k = 0.5523
    n = num
    return (
        f"M{n(cx)} {n(cy - ry)}C{n(cx + k * rx)} {n(cy - ry)} {n(cx + rx)} {n(cy - k * ry)} "
        f"{n(cx + rx)} {n(cy)}C{n(cx + rx)} {n(cy + k * ry)} {n(cx + k * rx)} {n(cy + ry)} "
        f"{n(cx)} {n(cy + ry)}C{n(cx - k * rx)} {n(cy + ry)} {n(cx - rx)} {n(cy + k * ry)} "
        f"{n(cx - rx)} {n(cy)}C{n(cx - rx)} {n(cy - k * ry)} {n(cx - k * rx)} {n(cy - ry)} "
        f"{n(cx)} {n(cy - ry)}Z"
    )


def circle(cx: float, cy: float, r: float) -> str:
    """Path data of a circle."""
    return ellipse(cx, cy, r, r)


def mirror_x(d: str) -> str:
    """Path data mirrored left-right (x → -x); absolute commands only.

    >>> mirror_x("M10 5L-3 2H4V1C1 2 3 4 5 6Z")
    'M-10 5L3 2H-4V1C-1 2 -3 4 -5 6Z'
    """
    out: list[str] = []
    for cmd, args in re.findall(r"([MLHVCSQTZ])([^MLHVCSQTZ]*)", d):
        vals = [float(v) for v in re.findall(r"-?\d*\.?\d+", args)]
        if cmd == "H":
            vals = [-v for v in vals]
        elif cmd != "V":
            vals = [-v if i % 2 == 0 else v for i, v in enumerate(vals)]
        out.append(cmd + " ".join(num(v) for v in vals))
    return "".join(out)


def scale_path(d: str, sx: float, sy: float, dx: float = 0.0, dy: float = 0.0) -> str:
    """Path data scaled by (sx, sy), then moved by (dx, dy); absolute commands only.

    Scaling the data, not the element, keeps a stroke equally wide in every direction.

    >>> scale_path("M0 0H10V20C1 2 3 4 5 6Z", 2, 0.5, 1, 1)
    'M1 1H21V11C3 2 7 3 11 4Z'
    """
    out: list[str] = []
    for cmd, args in re.findall(r"([MLHVCSQTZ])([^MLHVCSQTZ]*)", d):
        vals = [float(v) for v in re.findall(r"-?\d*\.?\d+", args)]
        if cmd == "H":
            vals = [v * sx + dx for v in vals]
        elif cmd == "V":
            vals = [v * sy + dy for v in vals]
        else:
            vals = [v * sx + dx if i % 2 == 0 else v * sy + dy for i, v in enumerate(vals)]
        out.append(cmd + " ".join(num(v) for v in vals))
    return "".join(out)


_REF = re.compile(r'(?:xlink:href="#|url\(#)([\w-]+)')


def needed(defs: Mapping[str, str], body: str) -> list[str]:
    """Ids of ``defs`` that ``body`` refers to, directly or through other defs, sorted."""
    seen: set[str] = set()
    todo = _REF.findall(body)
    while todo:
        ref = todo.pop()
        if ref in seen or ref not in defs:
            continue
        seen.add(ref)
        todo.extend(_REF.findall(defs[ref]))
    return sorted(seen)


def document(view_box: tuple[float, float, float, float], defs: Mapping[str, str], body: str,
             width: str | None = None, height: str | None = None) -> str:
    """A standalone SVG document holding only the definitions ``body`` needs."""
    used = "".join(defs[i] for i in needed(defs, body))
    vb = " ".join(num(v) for v in view_box)
    size = attrs(width=width, height=height)
    head = f'<svg {XMLNS} viewBox="{vb}"{size}>'
    return f"{head}\n<defs>{used}</defs>\n{body}\n</svg>\n"
