"""Test-wide settings: Qt runs without a screen, with one QApplication for all tests."""

import os

# Without a platform Qt aborts with exit code 134 and pytest hides the message.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Windows made by tests autosave and keep statistics: never in the user's own data directory.
if "BINOKEL_HOME" not in os.environ:
    import tempfile

    os.environ["BINOKEL_HOME"] = tempfile.mkdtemp(prefix="binokel-tests-")


def pytest_configure(config):
    # The card-art renderer makes a QGuiApplication when none exists; widgets
    # then abort. Creating the QApplication first serves both.
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        config._binokel_qapp = QApplication([])
    # As the program does: cycles are collected on the GUI thread only, never on a
    # thread where a bot, a hint or a review thinks (app/gc_guard.py).
    from binokel_desktop.app.gc_guard import install

    install(QApplication.instance())
