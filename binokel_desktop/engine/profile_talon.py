"""Rules of the two-hand talon games (Altenburg Binokel, Bézique), RULES.md §5–6.

Kept apart from :mod:`profile` because only the talon games read them; the
auction games carry the defaults untouched.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class TalonRules:
    """Options of the talon games; field names are unique across all profile parts."""
