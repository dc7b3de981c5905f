"""Help ▸ About shows the one version number, the licence, the credits and Qt's version."""

from __future__ import annotations

import os
import subprocess
import sys

import PySide6
from packaging_testkit import ROOT, pyproject
from PySide6.QtCore import qVersion

from binokel_desktop.ai.solver import backend_note
from binokel_desktop.app.setup import GameSetup, default_seats
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui import i18n
from binokel_desktop.ui.about_dialog import AboutDialog
from binokel_desktop.ui.main_window import MainWindow
from binokel_desktop.version import version


def test_version_is_pyprojects() -> None:
    assert version() == pyproject()["project"]["version"]
    result = subprocess.run([sys.executable, "-m", "binokel_desktop.cli", "--version"],
                            capture_output=True, text=True, cwd=ROOT, timeout=120,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"binokel {version()} ({backend_note()})\n"


def test_about_dialog_says_version_licence_credits_and_qt(qtbot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert f"Binokel Desktop {pyproject()['project']['version']}" in text
    assert "MIT" in text
    assert "Grupp" in text and "Bezique" in text  # the rules' sources
    assert "Württemberg" in text  # the card art
    assert f"PySide6 {PySide6.__version__}" in text and f"Qt {qVersion()}" in text


def test_help_menu_opens_about(qtbot) -> None:
    i18n.set_language("en")
    profile = PROFILES["grupp1994-3"]
    window = MainWindow(GameSetup(profile, default_seats(profile.deal.seats), "wuerttemberg", 5),
                        seed=5, speed="off")
    qtbot.addWidget(window)
    window.show()
    action = window.menus.acts["about"]
    assert action.text() == "&About Binokel Desktop"
    action.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.windowTitle() == "About Binokel Desktop"
    dialog.close()
