"""The command line: ``python -m tokaido_nb simulate``, ``replay`` and ``review``.

Each subcommand lives in its own module, which adds its arguments with ``add_arguments(parser)``
and sets ``run`` (a function of the parsed arguments returning the exit code).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run one subcommand; returns the exit code."""
    from . import cli_replay, cli_review, cli_simulate

    parser = argparse.ArgumentParser(
        prog="python -m tokaido_nb", description="Tokaido rules, games and studies."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    cli_simulate.add_arguments(
        commands.add_parser("simulate", help="play random games and print a summary")
    )
    cli_replay.add_arguments(
        commands.add_parser("replay", help="replay game records and compare their results")
    )
    cli_review.add_arguments(
        commands.add_parser("review", help="the coach's review of recorded games")
    )
    try:
        args = parser.parse_args(argv)
        return args.run(args)
    except KeyboardInterrupt:  # Ctrl-C outside what a subcommand reports itself
        from .cli_output import warn

        warn("stopped by Ctrl-C")
        return 130


if __name__ == "__main__":
    sys.exit(main())
