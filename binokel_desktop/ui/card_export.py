"""Export a deck as PNG files, one per face and back, plus a contact sheet of the deck.

The faces are rendered and encoded here; the files are written by
``app/image_files.py`` (ui/ writes no file itself).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from binokel_desktop.app.image_files import write_png
from binokel_desktop.cardart.deck import back_ids, face_ids, sprite_sheet
from binokel_desktop.cardart.styles import Options
from binokel_desktop.ui import svg_render as render_qt

FELT = (34, 92, 58, 255)
"""Table green behind the contact sheet."""


@dataclass(frozen=True, slots=True)
class Exported:
    """What an export wrote."""

    pngs: list[Path]
    contact_sheet: Path


def export(style: str, out: Path, width: int, options: Options | None = None,
           dpr: float = 1.0) -> Exported:
    """Write ``<id>.png`` for every face and back of ``style`` and ``contact-<style>.png``."""
    opts = options or Options()
    renderer = render_qt.load(sprite_sheet(style, opts))
    faces = face_ids(style)
    ids = [*faces, *back_ids()]
    images: dict[str, Image.Image] = {}
    pngs = []
    for eid in ids:
        img = render_qt.to_pil(render_qt.render(renderer, eid, width, dpr))
        # Each file is synced; the directory once, with the contact sheet below.
        pngs.append(write_png(out / f"{eid}.png", png_bytes(img), sync_directory=False))
        images[eid] = img
    ranks = len(faces) // 4
    rows = [list(faces[i * ranks:(i + 1) * ranks]) for i in range(4)] + [list(back_ids())]
    sheet = contact_sheet(rows, images)
    # 256 colours are plenty for a sheet to look at and keep docs/img small.
    quantized = sheet.quantize(colors=256, method=Image.Quantize.MEDIANCUT)
    sheet_path = write_png(out / f"contact-{style}.png", png_bytes(quantized))
    return Exported(pngs, sheet_path)


def png_bytes(image: Image.Image) -> bytes:
    """``image`` encoded as an optimised PNG, in memory."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def contact_sheet(rows: list[list[str]], images: dict[str, Image.Image],
                  gap: int | None = None) -> Image.Image:
    """The images of ``rows`` laid out on table felt."""
    first = images[rows[0][0]]
    w, h = first.size
    gap = gap if gap is not None else max(4, w // 10)
    cols = max(len(r) for r in rows)
    sheet = Image.new("RGBA", (gap + cols * (w + gap), gap + len(rows) * (h + gap)), FELT)
    for r, row in enumerate(rows):
        for c, eid in enumerate(row):
            img = images[eid]
            sheet.alpha_composite(img, (gap + c * (w + gap), gap + r * (h + gap)))
    return sheet.convert("RGB")
