"""Write the program's icons from the card art: hicolor PNGs, a Windows .ico, a macOS .icns.

    python3 packaging/make_icons.py OUT_DIR

writes ``OUT_DIR/hicolor/<n>x<n>/apps/<APP_ID>.png`` for every size in
``ICON_SIZES`` (16 … 512), ``OUT_DIR/<APP_ID>.ico`` and ``OUT_DIR/<APP_ID>.icns``.
The drawing itself is ``binokel_desktop.ui.app_icon`` (the window uses it too).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run from anywhere: use this checkout's package
    sys.path.insert(0, str(ROOT))

from binokel_desktop.ui.app_icon import ICON_SIZES, icon_image  # noqa: E402
from binokel_desktop.version import APP_ID  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Windows reads at most 256 px from an .ico."""

ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)
"""The sizes an .icns holds (1024 is 512 at 2×)."""


def write_icons(out: Path) -> list[Path]:
    """Write every icon file under ``out``; returns the paths written."""
    written = []
    for size in ICON_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        icon_image(size).save(path, optimize=True)
        written.append(path)
    ico = out / f"{APP_ID}.ico"
    largest = icon_image(ICO_SIZES[-1])
    # Our own small drawings (with their dark rim), not Pillow's resampling of the largest.
    largest.save(ico, sizes=[(s, s) for s in ICO_SIZES],
                 append_images=[icon_image(s) for s in ICO_SIZES[:-1]])
    written.append(ico)
    icns = out / f"{APP_ID}.icns"
    icon_image(ICNS_SIZES[-1]).save(icns, append_images=[icon_image(s) for s in ICNS_SIZES[:-1]])
    written.append(icns)
    return written


def main(argv: list[str]) -> int:
    """``make_icons.py OUT_DIR``; the exit code."""
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    for path in write_icons(Path(argv[0])):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
