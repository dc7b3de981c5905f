"""Rule-case handlers for the talon profiles (placeholder).

``HANDLERS[kind](case)`` checks one case of RULES.md §9 and returns the list
of differences (empty: the case passes). Kinds without a handler are skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

HANDLERS: dict[str, Callable[[dict[str, Any]], list[str]]] = {}
