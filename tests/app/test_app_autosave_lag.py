"""The autosave's lag is bounded (issue 25 §6): a kill loses at most the last action.

Before, the writer kept only the newest save and the game went on while the
disk was busy, so a slow ``fsync`` let the file fall many actions behind (16
once, in a fast Bézique game). Now a save is handed over only once the one
before it is on disk. Real files and a real writer thread; the writes are made
slow by their size, not by a stand-in.
"""

from __future__ import annotations

from pathlib import Path

from binokel_desktop.app.autosave import BackgroundWriter

PADDING = b" " * (12 << 20)  # 12 MB: each write with its fsync takes a while


def _on_disk(path: Path) -> int:
    try:
        with path.open("rb") as f:
            return int(f.read(12).split(b";")[0])
    except FileNotFoundError:
        return 0


def test_each_save_is_handed_over_only_once_the_one_before_is_on_disk(tmp_path):
    path = tmp_path / "autosave.json"
    writer = BackgroundWriter()
    behind: list[int] = []
    try:
        for n in range(1, 9):
            writer.submit(path, b"%d;" % n + PADDING)
            behind.append(n - _on_disk(path))
        assert writer.flush(60)
    finally:
        writer.close()
    assert max(behind) <= 1, behind  # at most the save just handed over is not yet written
    assert _on_disk(path) == 8
    assert len(writer.write_seconds) == 8 and writer.coalesced == 0  # none was dropped


def test_a_stalled_disk_is_not_waited_for_beyond_the_bound(tmp_path):
    path = tmp_path / "autosave.json"
    writer = BackgroundWriter()
    try:
        writer.submit(path, b"1;" + PADDING)
        writer.submit(path, b"2;" + PADDING, wait=0.0)  # the game does not wait at all
        writer.submit(path, b"3;", wait=0.0)
        assert writer.flush(60)
    finally:
        writer.close()
    assert _on_disk(path) == 3
    assert writer.coalesced >= 1
