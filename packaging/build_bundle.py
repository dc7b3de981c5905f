"""Build the one-folder program for this machine, and on Linux its .tar.gz with the desktop files.

    python3 -m pip install ".[bundle]"        # PyInstaller, once
    python3 packaging/build_bundle.py         # build/icons, build/bundle, dist/…

Steps: the icons (``make_icons.py`` → ``build/icons``), PyInstaller with
``binokel.spec`` (→ ``build/bundle/binokel-desktop``), then on Linux the desktop
entry, the AppStream metainfo, the hicolor icons and ``install-desktop-entry.sh``
go into the folder and ``dist/binokel-desktop-<version>-linux-<machine>.tar.gz``
is written; on Windows and macOS a .zip of the folder (or of ``Binokel.app``).
Then the bundled program runs offscreen (Linux, Windows): ``--version``, the
shared rule cases and a short game of computer players (``--no-check`` skips it).

``--stage-only DIR`` puts only the Linux desktop files into ``DIR`` (as in the
bundle; the tests use it, PyInstaller is not needed for it).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "build" / "icons"
NAME = "binokel-desktop"
if str(ROOT) not in sys.path:  # this checkout's package, wherever the script is run from
    sys.path.insert(0, str(ROOT))

from binokel_desktop.version import APP_ID  # noqa: E402


def project_version() -> str:
    """The one version number, from pyproject.toml."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def make_icons(out: Path = ICONS) -> None:
    """Draw the icons into ``out`` (a subprocess: Qt renders the card art offscreen)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, str(PACKAGING / "make_icons.py"), str(out)], check=True,
                   env=env, stdout=subprocess.DEVNULL)


def stage_linux_files(folder: Path, icons: Path = ICONS) -> None:
    """Put the desktop entry, the metainfo, the hicolor icons and the installer into ``folder``."""
    linux = PACKAGING / "linux"
    share = folder / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(linux / f"{APP_ID}.desktop", share / "applications")
    shutil.copy2(linux / f"{APP_ID}.metainfo.xml", share / "metainfo")
    shutil.copytree(icons / "hicolor", share / "icons" / "hicolor", dirs_exist_ok=True)
    script = folder / "install-desktop-entry.sh"
    shutil.copy2(linux / "install-desktop-entry.sh", script)
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    shutil.copy2(ROOT / "LICENSE", folder / "LICENSE")


def run_pyinstaller(dist: Path, work: Path) -> None:
    """Run PyInstaller on binokel.spec."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work),
                    str(PACKAGING / "binokel.spec")], check=True, cwd=ROOT)


def folder_size(folder: Path) -> int:
    """Bytes of every file under ``folder`` (what it takes unpacked)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def archive(folder: Path, out_dir: Path, version: str) -> Path:
    """A .tar.gz (Linux) or .zip (elsewhere) of ``folder`` under ``out_dir``."""
    system = platform.system().lower().replace("darwin", "macos")
    base = out_dir / f"{NAME}-{version}-{system}-{platform.machine().lower()}"
    out_dir.mkdir(parents=True, exist_ok=True)
    if system == "linux":
        path = base.with_name(base.name + ".tar.gz")
        with tarfile.open(path, "w:gz", compresslevel=9) as tar:
            tar.add(folder, arcname=NAME)
        return path
    return Path(shutil.make_archive(str(base), "zip", folder.parent, folder.name))


SMOKE_GAME = ("--autoplay", "--exit-when-done", "--profile", "altenburg-2", "--seed", "1",
              "--target", "100", "--speed", "off")
"""A short game of computer players (one deal of two-hand Binokel)."""


def smoke_test(program: Path) -> bool:
    """Run the bundled program offscreen: --version, the shared rule cases, a short game."""
    cases = ROOT.parent / "shared" / "rules" / "cases.json"
    runs = [("--version",), ("rules-check", str(cases)) if cases.exists() else None, SMOKE_GAME]
    ok = True
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BINOKEL_HOME": home}
        env.pop("PYTHONPATH", None)
        for args in filter(None, runs):
            started = time.monotonic()
            result = subprocess.run([str(program), *args], capture_output=True, text=True,
                                    env=env, cwd=home, timeout=600)
            last = (result.stdout.strip().splitlines() or [""])[-1]
            print(f"$ {program.name} {' '.join(args)}  -> exit {result.returncode} "
                  f"in {time.monotonic() - started:.2f} s  {last}")
            if result.returncode != 0:
                print(result.stderr[-2000:], file=sys.stderr)
                ok = False
    return ok


def main(argv: list[str] | None = None) -> int:
    """Build; the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stage-only", type=Path, metavar="DIR",
                        help="only write the Linux desktop files into DIR")
    parser.add_argument("--no-check", action="store_true",
                        help="do not run the bundled program afterwards")
    args = parser.parse_args(argv)
    if args.stage_only:
        make_icons()
        stage_linux_files(args.stage_only)
        return 0
    if importlib.util.find_spec("PyInstaller") is None:
        print("PyInstaller is not installed: python3 -m pip install \".[bundle]\"",
              file=sys.stderr)
        return 2
    version = project_version()
    started = time.monotonic()
    make_icons()
    dist, work = ROOT / "build" / "bundle", ROOT / "build" / "pyinstaller"
    run_pyinstaller(dist, work)
    if sys.platform == "darwin":
        folder = dist / "Binokel.app"
    else:
        folder = dist / NAME
        if sys.platform.startswith("linux"):
            stage_linux_files(folder)
    packed = archive(folder, ROOT / "dist", version)
    print(f"{folder}: {folder_size(folder) / 1e6:.1f} MB unpacked")
    print(f"{packed}: {packed.stat().st_size / 1e6:.1f} MB")
    print(f"built in {time.monotonic() - started:.0f} s")
    if args.no_check or sys.platform == "darwin":
        return 0
    program = folder / ("binokel.exe" if sys.platform == "win32" else "binokel")
    return 0 if smoke_test(program) else 1


if __name__ == "__main__":
    sys.exit(main())
