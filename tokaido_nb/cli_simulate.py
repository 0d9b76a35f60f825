"""``python -m tokaido_nb simulate``: play many games between bots and print what they add up to.

The games and the summary come from ``simulate.py``; this module only reads the command line,
shows a progress bar on stderr, and prints the summary on stdout, as a table or (``--json``) as
one JSON object. A reader that closes the pipe early (``... --json | head``) ends the output
quietly, without a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import sys
from collections.abc import Callable, Collection, Iterator
from concurrent.futures import Executor
from typing import Any

from . import cluster
from .rules import OFFICIAL, IllegalAction, Rules
from .rules.data import TRAVELLERS, VARIANTS
from .simulate import BotMaker, available_cpus, simulate


def bot_makers() -> dict[str, type]:
    """The bots the command line knows, by name (``tokaido_nb.bots`` is imported on demand)."""
    from .bots import GreedyBot, RandomBot, SearchBot

    return {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


BOT_NAMES = ("random", "greedy", "search")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``simulate`` options to ``parser`` and make it run ``run``."""
    parser.add_argument(
        "--players", type=int, default=4, choices=range(2, 6), help="players (2 to 5)"
    )
    parser.add_argument("--games", type=_count, default=1000, help="games to play (1000)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the study (0)")
    parser.add_argument(
        "--bots",
        type=_bots,
        action="extend",
        nargs="+",
        metavar="BOT",
        help="the bot of each seat, in seat order, or one bot for every seat: "
        f"{', '.join(BOT_NAMES)}, with options after a colon, e.g. search:rollouts=8 "
        "(default: random)",
    )
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
        "--rule",
        type=_rule,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one number of the rules, e.g. set_values=1,3,6,10 or meal_points=8 "
        "(a JSON value for the others); may be repeated",
    )
    parser.add_argument(
        "--jobs",
        type=_count,
        default=None,
        help=f"worker processes (default: every processor, here {available_cpus()}; "
        "1 plays the games here, one by one)",
    )
    parser.add_argument(
        "--dask",
        metavar="SCHEDULER",
        help="play the games on a Dask cluster: 'local' starts one on this machine (--jobs "
        "worker processes), or give a running scheduler's address, e.g. tcp://10.0.0.5:8786 "
        f"(needs {cluster.INSTALL})",
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar on stderr")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Play the games the arguments ask for and print the summary; returns the exit code."""
    # Each option value is a list of names (one argument may hold several, comma-separated).
    travellers = (
        None if args.travellers is None else [n for names in args.travellers for n in names]
    )
    bots = None if args.bots is None else [make for makers in args.bots for make in makers]
    if bots is not None and len(bots) == 1:
        bots = bots[0]
    try:
        rules = _rules(args.rule)
        options: dict[str, Any] = {
            "bots": bots,
            "variants": [n for names in args.variants for n in names],
            "expansions": ["new_encounters"] if args.new_encounters else [],
            "travellers": travellers,
            "rules": rules,
            "workers": args.jobs,
        }
        with (
            _executor(args.dask, args.jobs) as executor,
            _progress(args.games, not (args.json or args.quiet)) as update,
        ):
            summary = simulate(
                args.games, args.players, args.seed, progress=update, executor=executor, **options
            )
    except (IllegalAction, ValueError, cluster.ClusterUnavailable) as error:
        print(f"simulate: {error}", file=sys.stderr)
        return 2
    text = json.dumps(summary.to_json(), indent=2) if args.json else summary.table()
    return _print(text)


def _print(text: str) -> int:
    """Print ``text`` on stdout; a reader gone early (``| head``) is no error worth a traceback."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        # Python would try to flush stdout again on exit and print a second error: point the
        # descriptor at /dev/null first (the recipe of the signal module's documentation).
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 1
    return 0


@contextlib.contextmanager
def _executor(scheduler: str | None, jobs: int | None) -> Iterator[Executor | None]:
    """The executor of ``--dask`` (a Dask cluster's, shut down afterwards if started here)."""
    if scheduler is None:
        yield None
        return
    if scheduler != cluster.LOCAL and jobs is not None:
        raise ValueError(
            f"--jobs counts the worker processes started on this machine (--dask "
            f"{cluster.LOCAL}); the cluster at {scheduler} has its own workers"
        )
    with cluster.dask_client(scheduler, workers=jobs) as client:
        yield cluster.DaskExecutor(client)


@contextlib.contextmanager
def _progress(games: int, show: bool) -> Iterator[Callable[[int], Any] | None]:
    """A tqdm bar on stderr while the games are played (its ``update``), or None."""
    if not show:
        yield None
        return
    from tqdm import tqdm

    with tqdm(total=games, unit="game", desc="games", file=sys.stderr) as bar:
        yield bar.update


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


def _bots(text: str) -> list[BotMaker]:
    """Bot makers from ``greedy,random`` or ``search:rollouts=8`` (options after a colon).

    >>> _bots("search:rollouts=8")[0].keywords
    {'rollouts': 8}
    """
    makers = []
    # "search:rollouts=8,candidates=3" holds commas too: a part with "=" continues the options
    # of the bot before it.
    specs: list[str] = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        if "=" in part and ":" not in part and specs:
            specs[-1] += "," + part
        else:
            specs.append(part)
    known = bot_makers()
    for spec in specs:
        name, _, options = spec.partition(":")
        if name not in known:
            raise argparse.ArgumentTypeError(
                f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}"
            )
        keywords = {}
        for option in filter(None, options.split(",")):
            key, equals, value = option.partition("=")
            if not equals:
                raise argparse.ArgumentTypeError(f"bot option {option!r}: write it as NAME=VALUE")
            try:
                keywords[key.strip()] = json.loads(value)
            except json.JSONDecodeError:
                raise argparse.ArgumentTypeError(
                    f"bot option {option!r}: {value!r} is not a number"
                ) from None
        makers.append(functools.partial(known[name], **keywords) if keywords else known[name])
    return makers


def _rule(text: str) -> tuple[str, Any]:
    """``NAME=VALUE``: a JSON value, or whole numbers separated by commas.

    >>> _rule("set_values=1,3,6,10"), _rule("meal_points=8")
    (('set_values', [1, 3, 6, 10]), ('meal_points', 8))
    """
    name, equals, value = text.partition("=")
    if not equals or not name.strip():
        raise argparse.ArgumentTypeError(f"write a rule change as NAME=VALUE, not {text!r}")
    try:
        return name.strip(), json.loads(value)
    except json.JSONDecodeError:
        pass
    try:
        return name.strip(), [int(part) for part in value.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r}: the value must be a number, numbers separated by commas, or JSON"
        ) from None


def _rules(changes: list[tuple[str, Any]]) -> Rules:
    """The official rules with the changes of ``--rule``; an unknown name is refused by name."""
    if not changes:
        return OFFICIAL
    data = OFFICIAL.to_json()
    for name, value in changes:
        if name not in data:
            raise ValueError(f"unknown rule number {name!r}; the numbers are: {', '.join(data)}")
        data[name] = value
    return Rules.from_json(data)
