"""The committed sprite sheets: up to date, small, and only SVG that QtSvg renders."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from binokel_desktop.cardart import STYLES, back_ids, face_ids, face_svg, sprite_sheet
from binokel_desktop.cardart.build import ASSETS, build, stale

MAX_SHEET_BYTES = 150 * 1024


@pytest.mark.parametrize("style", sorted(STYLES))
def test_committed_sheet_matches_generator(style: str) -> None:
    path = ASSETS / f"{style}.svg"
    assert path.exists(), f"{path} missing: run `binokel cards build`"
    assert path.read_text(encoding="utf-8") == sprite_sheet(style), (
        f"{path} differs from the generator: run `binokel cards build`"
    )


@pytest.mark.parametrize("style", sorted(STYLES))
def test_sheet_is_at_most_150_kb(style: str) -> None:
    assert len(sprite_sheet(style).encode()) <= MAX_SHEET_BYTES


@pytest.mark.parametrize("style", sorted(STYLES))
def test_sheet_has_an_id_per_face_and_back(style: str) -> None:
    sheet = sprite_sheet(style)
    for eid in (*face_ids(style), *back_ids()):
        assert sheet.count(f'id="{eid}"') == 1, eid


@pytest.mark.parametrize("style", sorted(STYLES))
def test_only_features_qtsvg_renders(style: str) -> None:
    sheet = sprite_sheet(style) + face_svg(style, STYLES[style].suits[2], "K",
                                           large_index=True, outline_hearts=True)
    for banned in ("<clipPath", "<text", "font", "<symbol", "<pattern", "<mask", "<filter"):
        assert banned not in sheet
    for d in re.findall(r' d="([^"]*)"', sheet):
        assert not re.search(r"\d\.\d\d", d), "path numbers are rounded to one decimal"


def test_generation_is_deterministic() -> None:
    code = ("from binokel_desktop.cardart import sprite_sheet;"
            "import hashlib;print(hashlib.sha256(sprite_sheet('wuerttemberg').encode())"
            ".hexdigest())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={"PYTHONHASHSEED": "7"}).stdout.strip()
    import hashlib

    assert out == hashlib.sha256(sprite_sheet("wuerttemberg").encode()).hexdigest()


def test_build_writes_sheets_and_stale_notices_edits(tmp_path: Path) -> None:
    paths = build(tmp_path)
    assert sorted(p.name for p in paths) == sorted(f"{s}.svg" for s in STYLES)
    assert stale(tmp_path) == []
    paths[0].write_text(paths[0].read_text(encoding="utf-8") + " ", encoding="utf-8")
    assert stale(tmp_path) == [paths[0]]


def test_generator_imports_no_qt() -> None:
    code = ("import sys, binokel_desktop.cardart, binokel_desktop.cli.cards;"
            "import binokel_desktop.cardart.build;"
            "binokel_desktop.cardart.sprite_sheet('french-4');"
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"
