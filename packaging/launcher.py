"""The bundle's entry point: the same ``main`` as the ``binokel`` console script."""

import sys

from binokel_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
