"""Image files on disk: PNG bytes made by the window (a screenshot, an exported card)
are written here, atomically, as everything else the program writes."""

from __future__ import annotations

from pathlib import Path

from .store import atomic_write

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def write_png(path: Path, data: bytes, *, sync_directory: bool = True) -> Path:
    """Replace ``path`` by the PNG ``data`` (a crash leaves the old file or the new one);
    its directory is made if needed. ``ValueError`` if ``data`` is not a PNG."""
    if not data.startswith(PNG_SIGNATURE):
        raise ValueError(f"not PNG data for {path}")
    atomic_write(path, data, sync_directory=sync_directory)
    return path
