"""``binokel cards build`` and ``binokel cards export`` on real files in a temp dir."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from binokel_desktop.cardart import STYLES, back_ids, face_ids
from binokel_desktop.cli import main


def test_build_then_check(tmp_path: Path) -> None:
    assert main(["cards", "build", "--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{s}.svg" for s in STYLES)
    assert main(["cards", "build", "--out", str(tmp_path), "--check"]) == 0
    (tmp_path / "french.svg").write_text("<svg/>", encoding="utf-8")
    assert main(["cards", "build", "--out", str(tmp_path), "--check"]) == 1


def test_export_writes_a_png_per_face_and_a_contact_sheet(tmp_path: Path) -> None:
    code = main(["cards", "export", "--deck", "french-4", "--lang", "en", "--large-index",
                 "--size", "40", "--out", str(tmp_path)])
    assert code == 0
    for eid in (*face_ids("french-4"), *back_ids()):
        with Image.open(tmp_path / f"{eid}.png") as img:
            assert img.size == (40, 62)
    with Image.open(tmp_path / "contact-french-4.png") as sheet:
        assert sheet.width > 8 * 40 and sheet.height > 5 * 62
