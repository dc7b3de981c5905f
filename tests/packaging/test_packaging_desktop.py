"""The Linux desktop files: the entry, the AppStream metainfo and the script that installs them."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from packaging_testkit import LINUX, ROOT, pyproject, run_script

from binokel_desktop.ui.app_icon import ICON_SIZES
from binokel_desktop.version import APP_ID

DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
INSTALLER = LINUX / "install-desktop-entry.sh"


def desktop_entry(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group of a .desktop file, keys as written."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_desktop_entry_names_the_program_and_its_icon() -> None:
    entry = desktop_entry(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "binokel" and "binokel" in pyproject()["project"]["scripts"]
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    # X11 docks match windows by WM_CLASS, whose class Qt takes from the application name.
    assert entry["StartupWMClass"] == "Binokel Desktop"
    assert 'setApplicationName("Binokel Desktop")' in (
        ROOT / "binokel_desktop" / "ui" / "app.py").read_text(encoding="utf-8")
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))
    for lang in ("de", "it"):
        assert entry[f"Comment[{lang}]"] and entry[f"GenericName[{lang}]"]


def test_desktop_entry_is_valid() -> None:
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate not installed (apt-get install desktop-file-utils)")
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                            text=True)
    assert result.returncode == 0 and "error" not in result.stdout, result.stdout


def test_metainfo_agrees_with_pyproject_and_the_entry() -> None:
    root = ET.parse(METAINFO).getroot()
    project = pyproject()["project"]
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == project["license"]
    assert root.findtext("provides/binary") == "binokel"
    releases = root.findall("releases/release")
    # The newest release comes first and is the version the program reports.
    assert releases and releases[0].get("version") == project["version"]


def test_metainfo_is_valid() -> None:
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli not installed (apt-get install appstream)")
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_installer_uses_the_app_id() -> None:
    assert f"id={APP_ID}\n" in INSTALLER.read_text(encoding="utf-8")


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    """The desktop files as the Linux bundle holds them, with a stand-in program."""
    folder = tmp_path / "Spiele und so" / "binokel-desktop"
    result = run_script("packaging/build_bundle.py", "--stage-only", str(folder))
    assert result.returncode == 0, result.stderr
    program = folder / "binokel"
    program.write_text("#!/bin/sh\nexit 0\n", encoding="utf-8")
    program.chmod(0o755)
    return folder


def run_installer(folder: Path, data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(data), "HOME": str(data.parent)}
    return subprocess.run(["sh", str(folder / "install-desktop-entry.sh"), *args],
                          capture_output=True, text=True, env=env, timeout=60)


def test_bundle_holds_the_desktop_files(bundle: Path) -> None:
    assert (bundle / "share" / "applications" / DESKTOP.name).read_bytes() == DESKTOP.read_bytes()
    assert (bundle / "share" / "metainfo" / METAINFO.name).exists()
    for size in ICON_SIZES:
        assert (bundle / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                / f"{APP_ID}.png").exists()
    assert os.access(bundle / "install-desktop-entry.sh", os.X_OK)
    assert (bundle / "LICENSE").exists()


def test_install_then_uninstall_the_menu_entry(bundle: Path, tmp_path: Path) -> None:
    data = tmp_path / "home" / ".local" / "share"
    result = run_installer(bundle, data)
    assert result.returncode == 0, result.stderr
    installed = data / "applications" / DESKTOP.name
    entry = desktop_entry(installed)
    # The path has spaces: quoted as the Desktop Entry spec says.
    assert entry["Exec"] == f'"{bundle}/binokel"'
    assert entry["Icon"] == APP_ID
    icons = sorted(data.glob(f"icons/hicolor/*/apps/{APP_ID}.png"))
    assert len(icons) == len(ICON_SIZES)
    assert (data / "metainfo" / METAINFO.name).exists()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True,
                               text=True)
        assert check.returncode == 0, check.stdout

    result = run_installer(bundle, data, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert not installed.exists()
    assert list(data.glob(f"icons/hicolor/*/apps/{APP_ID}.png")) == []
    assert not (data / "metainfo" / METAINFO.name).exists()


def test_installer_refuses_a_folder_it_cannot_quote(bundle: Path, tmp_path: Path) -> None:
    odd = tmp_path / "a&b" / "binokel-desktop"
    shutil.copytree(bundle, odd, symlinks=True)
    data = tmp_path / "data"
    result = run_installer(odd, data)
    assert result.returncode == 1 and "cannot quote" in result.stderr
    assert not data.exists()


def test_installer_needs_the_program_next_to_it(bundle: Path, tmp_path: Path) -> None:
    (bundle / "binokel").unlink()
    result = run_installer(bundle, tmp_path / "data")
    assert result.returncode == 1 and "missing" in result.stderr
