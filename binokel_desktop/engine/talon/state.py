"""The state of a two-hand talon game (placeholder until the talon engine lands)."""

from __future__ import annotations

from typing import NamedTuple

from ..profile import RuleProfile


class TalonState(NamedTuple):
    """A two-hand game in progress."""

    profile: RuleProfile
    seed: int
