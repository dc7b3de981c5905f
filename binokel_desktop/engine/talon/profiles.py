"""The named talon profiles ``altenburg-2`` and ``bezique-2`` (placeholder)."""

from __future__ import annotations

from ..profile import RuleProfile


def talon_profiles() -> list[RuleProfile]:
    """The base profiles of the talon games, for the registry."""
    return []
