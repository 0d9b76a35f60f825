"""``python -m tokaido_nb``: the command line, whose parser and commands live in ``cli/``."""

import sys

from .cli.main import main

if __name__ == "__main__":
    sys.exit(main())
