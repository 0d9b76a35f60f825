"""The command line: ``python -m tokaido_nb simulate``, ``replay``, ``review`` and ``tournament``.

Each subcommand lives in its own module, which adds its arguments with ``add_arguments(parser)``
and sets ``run`` (a function of the parsed arguments returning the exit code). A subcommand's
module is imported only when that subcommand is named: ``--help`` and a refused top-level option
import none of them, and ``replay`` does not import the coach nor ``simulate`` the record reader
(benchmarks/startup.py measures it).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import Any

COMMANDS = {
    "simulate": ("cli_simulate", "play games between bots and print a summary"),
    "replay": ("cli_replay", "replay game records and compare their results"),
    "review": ("cli_review", "the coach's review of recorded games"),
    "tournament": ("cli_tournament", "a class tournament between learners' players"),
}
"""Each subcommand: the module (in this package) that adds its arguments and runs it, and the
line the top-level ``--help`` gives it."""


class CommandParser(argparse.ArgumentParser):
    """A subcommand's parser: its module adds the arguments when the subcommand is named, and
    what it does not know is refused with its own usage line rather than the top level's."""

    def __init__(self, *args: Any, module: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.module = module
        self.ready = not module

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        if not self.ready:
            importlib.import_module(f".{self.module}", __package__).add_arguments(self)
            self.ready = True
        parsed, extras = super().parse_known_args(args, namespace)
        if extras:  # argparse would leave them to the top level, which names no subcommand
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, extras


def parser() -> argparse.ArgumentParser:
    """The command line's parser; each subcommand's arguments are added when it is named."""
    top = argparse.ArgumentParser(
        prog="python -m tokaido_nb", description="Tokaido rules, games and studies."
    )
    commands = top.add_subparsers(dest="command", required=True, parser_class=CommandParser)
    for name, (module, summary) in COMMANDS.items():
        commands.add_parser(name, help=summary, module=module)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run one subcommand; returns the exit code."""
    try:
        args = parser().parse_args(argv)
        return args.run(args)
    except KeyboardInterrupt:  # Ctrl-C outside what a subcommand reports itself
        from .cli_output import warn

        warn("stopped by Ctrl-C")
        return 130


if __name__ == "__main__":
    sys.exit(main())
