"""Write the committed sprite sheets ``assets/cards/<style>.svg`` and check them."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from binokel_desktop.cardart.deck import STYLES, sprite_sheet

ASSETS: Final = Path(__file__).resolve().parents[2] / "assets" / "cards"
"""Where the sheets live in a source checkout."""


def sheet_path(out: Path, style: str) -> Path:
    """The file of ``style``'s sprite sheet under ``out``."""
    return out / f"{style}.svg"


def build(out: Path = ASSETS) -> list[Path]:
    """Write every style's sprite sheet under ``out``; returns the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for style in STYLES:
        path = sheet_path(out, style)
        path.write_text(sprite_sheet(style), encoding="utf-8", newline="\n")
        paths.append(path)
    return paths


def stale(out: Path = ASSETS) -> list[Path]:
    """Sheets under ``out`` that are missing or differ from what the generator makes."""
    bad = []
    for style in STYLES:
        path = sheet_path(out, style)
        if not path.exists() or path.read_text(encoding="utf-8") != sprite_sheet(style):
            bad.append(path)
    return bad
