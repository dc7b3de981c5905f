"""Actions of the talon games and their JSON form (placeholder)."""

from __future__ import annotations

from typing import Any

from ..actions import Action


def talon_action_fields(action: Action) -> dict[str, Any]:
    """The JSON fields of a talon action (besides its "type")."""
    return {}


def talon_action_from_json(data: dict[str, Any]) -> Action | None:
    """Read a talon action, or None if ``data`` is not one."""
    return None
