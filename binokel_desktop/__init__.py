"""Binokel Desktop: Binokel and Bézique for the desktop."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # The version lives once, in pyproject.toml; read only when asked for.
    if name == "__version__":
        from binokel_desktop.version import version

        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
