"""``python -m tokaido_nb simulate``: play random games and print what they add up to.

The games and the summary come from ``simulate.py``; this module only reads the command line
and prints, as a table or (``--json``) as one JSON object.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import sys
from collections.abc import Callable, Collection

from .rules import IllegalAction
from .rules.data import TRAVELLERS, VARIANTS
from .simulate import simulate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``simulate`` options to ``parser`` and make it run ``run``."""
    parser.add_argument(
        "--players", type=int, default=4, choices=range(2, 6), help="players (2 to 5)"
    )
    parser.add_argument("--games", type=_count, default=1000, help="games to play (1000)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the study (0)")
    parser.add_argument(
        "--variants",
        type=_names(VARIANTS),
        action="extend",
        nargs="+",
        default=[],
        metavar="VARIANT",
        help=f"variants, by name or comma-separated: {', '.join(VARIANTS)}",
    )
    parser.add_argument(
        "--new-encounters", action="store_true", help="add the New Encounters expansion"
    )
    parser.add_argument(
        "--travellers",
        type=_names(TRAVELLERS),
        action="extend",
        nargs="+",
        metavar="TRAVELLER",
        help="give each player this traveller, in seat order (default: dealt, two each)",
    )
    parser.add_argument(
        "--jobs", type=_count, default=1, help="worker processes (1: play here, one by one)"
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Play the games the arguments ask for and print the summary; returns the exit code."""
    # Each option value is a list of names (one argument may hold several, comma-separated).
    travellers = (
        None if args.travellers is None else [n for names in args.travellers for n in names]
    )
    options = {
        "variants": [n for names in args.variants for n in names],
        "expansions": ["new_encounters"] if args.new_encounters else [],
        "travellers": travellers,
    }
    try:
        if args.jobs > 1:
            with concurrent.futures.ProcessPoolExecutor(args.jobs) as executor:
                summary = simulate(
                    args.games, args.players, args.seed, executor=executor, **options
                )
        else:
            summary = simulate(args.games, args.players, args.seed, **options)
    except IllegalAction as error:
        print(f"simulate: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary.to_json(), indent=2))
    else:
        print(summary.table())
    return 0


def _count(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _names(known: Collection[str]) -> Callable[[str], list[str]]:
    """A parser for comma-separated names, each one of ``known``."""

    def parse(text: str) -> list[str]:
        names = [name.strip() for name in text.split(",") if name.strip()]
        for name in names:
            if name not in known:
                raise argparse.ArgumentTypeError(
                    f"unknown name {name!r}; choose from {', '.join(known)}"
                )
        return names

    return parse
