"""The screen probe's file (``BINOKEL_PROBE``): one JSON line per change of what is shown.

The window builds what is on screen (``ui/probe.py``); this appends it, with
the time, to the file a journey test reads, and skips a state that is the
same as the last one written.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any


class ProbeLog:
    """Appends ``{"t": monotonic seconds, "state": ...}`` lines to ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._last = ""

    def append(self, state: Mapping[str, Any]) -> bool:
        """Write ``state`` as a line unless it equals the last one; whether it was written."""
        text = json.dumps(state, ensure_ascii=False, sort_keys=True)
        if text == self._last:
            return False
        self._last = text
        # The line holds the state with its keys sorted, as the journey tests compare it.
        line = json.dumps({"t": time.monotonic(), "state": json.loads(text)}, ensure_ascii=False)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(line + "\n")
        return True
