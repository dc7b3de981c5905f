"""The wheel holds everything the program reads at run time, and works installed elsewhere.

Builds the wheel offline from a copy of the checkout's files, installs it into
a new virtual environment outside the source tree (PySide6 and Pillow linked in
from this environment instead of downloaded again) and runs the installed
``binokel`` there: the shared rule cases and a short game of computer players.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest
from packaging_testkit import ROOT, offscreen_env, pyproject

pytestmark = pytest.mark.slow

SHARED_CASES = ROOT.parent / "shared" / "rules" / "cases.json"
# Used when ../shared is not there: a worked case from RULES.md (trump family 150).
SMALL_CASES = [{
    "id": "G-M01", "profile": "grupp1994-3", "kind": "meld", "trump": "hearts",
    "hand": ["A-hearts", "10-hearts", "K-hearts", "O-hearts", "U-hearts", "10-acorns",
             "10-acorns", "7-acorns", "7-leaves", "7-bells", "10-leaves", "10-bells",
             "A-acorns", "U-acorns", "7-acorns"],
    "expected_total": 150, "expected_melds": [["trump_family", 150]],
}]
# Qt and Pillow come from this environment: the test stays offline and fast.
LINKED = ("PySide6-Essentials", "shiboken6", "pillow")


def checkout_files() -> list[str]:
    """The checkout's files: what git knows or would add, else every file but caches."""
    if shutil.which("git") and (ROOT / ".git").exists():
        out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard",
                              "-z"], capture_output=True, text=True, check=True, cwd=ROOT).stdout
        return [f for f in out.split("\0") if f and (ROOT / f).is_file()]
    skip = {"__pycache__", ".git", ".venv", "build", "dist", ".mypy_cache", ".ruff_cache",
            ".pytest_cache", ".hypothesis"}
    return [str(p.relative_to(ROOT)) for p in ROOT.rglob("*") if p.is_file()
            and not skip & set(p.relative_to(ROOT).parts)
            and not any(part.endswith(".egg-info") for part in p.parts)]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from a clean copy (no stale build/ can slip into it)."""
    try:
        setuptools = tuple(int(x) for x in metadata.version("setuptools").split(".")[:2])
    except metadata.PackageNotFoundError:
        setuptools = (0, 0)
    if setuptools < (77, 0):
        pytest.skip("building offline needs setuptools >= 77: pip install -e '.[test]'")
    src = tmp_path_factory.mktemp("src")
    for name in checkout_files():
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, src / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-index",
                    "--no-build-isolation", "-w", str(out), str(src)], check=True, timeout=300)
    (found,) = out.glob("binokel_desktop-*.whl")
    return found


def test_wheel_holds_every_package_file_and_nothing_else(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    package = {f for f in checkout_files() if f.startswith("binokel_desktop/")}
    assert package, "no package files found"
    assert package - names == set(), "package files missing from the wheel"
    version = pyproject()["project"]["version"]
    info = f"binokel_desktop-{version}.dist-info"
    extra = {n for n in names if not n.startswith(("binokel_desktop/", info + "/"))}
    assert extra == set(), "files outside the package in the wheel"
    # What the program reads besides modules: help pages and translations.
    for lang in ("de", "en", "it"):
        assert f"binokel_desktop/ui/help/rules_{lang}.html" in names
        assert f"binokel_desktop/i18n/binokel_{lang}.qm" in names
    meta = zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode()
    assert f"\nVersion: {version}\n" in meta
    entry = zipfile.ZipFile(wheel).read(f"{info}/entry_points.txt").decode()
    assert "binokel = binokel_desktop.cli:main" in entry
    assert any(n.startswith(info) and n.endswith("LICENSE") for n in names)


def link_distribution(name: str, site: Path) -> None:
    """Make distribution ``name`` of this environment importable in ``site`` by symlinks."""
    dist = metadata.distribution(name)
    base = Path(str(dist.locate_file("")))
    tops = {Path(str(f)).parts[0] for f in dist.files or ()}
    for top in sorted(tops):
        if top != ".." and (base / top).exists() and not (site / top).exists():
            (site / top).symlink_to(base / top)


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new virtual environment outside the checkout with only the wheel installed."""
    env_dir = tmp_path_factory.mktemp("venv") / "env"
    subprocess.run([sys.executable, "-m", "venv", str(env_dir)], check=True, timeout=300)
    python = env_dir / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig."
                                "get_paths()['purelib'])"], capture_output=True, text=True,
                               check=True).stdout.strip())
    for name in LINKED:
        link_distribution(name, site)
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index",
                    str(wheel)], check=True, timeout=300)
    return env_dir


def run_installed(env_dir: Path, cwd: Path, *args: str, timeout: float = 300
                  ) -> subprocess.CompletedProcess[str]:
    """``args`` with the venv's bin first on PATH, outside the checkout, offscreen."""
    env = offscreen_env(PATH=f"{env_dir / 'bin'}:{offscreen_env()['PATH']}",
                        BINOKEL_HOME=str(cwd / "home"))
    return subprocess.run(list(args), capture_output=True, text=True, cwd=cwd, env=env,
                          timeout=timeout)


def test_installed_copy_is_the_wheel_not_the_checkout(installed: Path, tmp_path: Path) -> None:
    code = ("import binokel_desktop, PySide6; from binokel_desktop.version import version; "
            "print(binokel_desktop.__file__); print(version())")
    result = run_installed(installed, tmp_path, "python", "-c", code)
    assert result.returncode == 0, result.stderr
    where, version = result.stdout.split()
    assert Path(where).is_relative_to(installed)
    assert version == pyproject()["project"]["version"]


def test_installed_version_is_pyprojects(installed: Path, tmp_path: Path) -> None:
    result = run_installed(installed, tmp_path, "binokel", "--version")
    assert result.returncode == 0, result.stderr
    # The wheel was compiled here: it carries the C solver core when this checkout has one.
    from binokel_desktop.ai.solver import BACKEND

    note = "solver: C core" if BACKEND == "C" else "solver: "
    assert result.stdout.strip().startswith(f"binokel {pyproject()['project']['version']} ({note}")


def test_installed_rules_check(installed: Path, tmp_path: Path) -> None:
    cases = SHARED_CASES
    if not cases.exists():
        cases = tmp_path / "cases.json"
        cases.write_text(json.dumps(SMALL_CASES), encoding="utf-8")
    result = run_installed(installed, tmp_path, "binokel", "rules-check", str(cases))
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    summary = result.stdout.strip().splitlines()[-1]
    assert summary.startswith(f"{len(json.loads(cases.read_text('utf-8')))} passed, 0 failed")


def test_installed_reads_its_help_and_translations(installed: Path, tmp_path: Path) -> None:
    code = (
        "from PySide6.QtWidgets import QApplication; app = QApplication([])\n"
        "from binokel_desktop.ui import i18n, texts\n"
        "from binokel_desktop.ui.help_window import rules_html\n"
        "from binokel_desktop.ui.about_dialog import about_html\n"
        "print(i18n.translations_dir())\n"
        "for lang in ('de', 'en', 'it'):\n"
        "    i18n.set_language(lang)\n"
        "    text = rules_html(lang)\n"
        "    assert '{{' not in text and len(text) > 5000, lang\n"
        "    print(lang, texts.translate('Table', '&Game'))\n"
        "print(about_html().count('MIT'))\n")
    result = run_installed(installed, tmp_path, "python", "-c", code)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert Path(lines[0]).is_relative_to(installed)
    games = dict(line.split(" ", 1) for line in lines[1:4])
    assert games["en"] == "&Game" and games["de"] != games["en"] and games["it"] != games["en"]
    assert lines[4] == "1"


def test_installed_plays_a_short_game_offscreen(installed: Path, tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    result = run_installed(installed, tmp_path, "binokel", "--autoplay", "--exit-when-done",
                           "--profile", "altenburg-2", "--seed", "1", "--target", "100",
                           "--speed", "off", "--size", "900x600", "--screenshot-dir", str(shots))
    assert result.returncode == 0, result.stderr[-3000:]
    taken = sorted(p.name for p in shots.glob("*.png"))
    # The deal and its summary were drawn: the card faces rendered from the installed code.
    assert any(n.endswith("-dealt.png") for n in taken), taken
    assert any(n.endswith("-summary.png") for n in taken), taken
