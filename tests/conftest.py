"""Test-wide settings: Qt runs without a screen."""

import os

# Without a platform Qt aborts with exit code 134 and pytest hides the message.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
