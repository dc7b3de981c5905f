"""ARCHITECTURE.md: the engine (and the other pure layers) never load Qt."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["binokel_desktop.engine", "binokel_desktop.cardart",
                                    "binokel_desktop.ai"])
def test_pure_layers_do_not_import_pyside6(module):
    code = (
        "import importlib, importlib.util, sys\n"
        f"if importlib.util.find_spec({module!r}) is None: sys.exit(0)\n"
        f"importlib.import_module({module!r})\n"
        "bad = [m for m in sys.modules if m.startswith('PySide6')]\n"
        "sys.exit(1 if bad else 0)\n"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
