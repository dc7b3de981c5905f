"""``python -m binokel_desktop.cli``: the ``binokel`` command."""

import sys

from . import main

sys.exit(main())
