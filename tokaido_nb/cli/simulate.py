"""``python -m tokaido_nb simulate``: play many games between bots and print what they add up to.

The games and the summary come from ``studies/simulate.py``; this module only reads the command
line, shows a progress bar on stderr, and prints the summary on stdout, as a table or
(``--json``) as one JSON object. A reader that closes the pipe early (``... --json | head``) or
a closed stdout ends the output quietly, without a traceback (exit code 1); Ctrl-C prints the
summary of the games finished so far and exits with 130. Every option is checked before a game
is played: a bad bot option, rule number or count is refused by name (exit code 2).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from typing import TYPE_CHECKING, Any

from ..rules import OFFICIAL, IllegalAction, Rules
from ..rules.data import ALL_TRAVELLERS, VARIANTS
from ..rules.language import _
from ..rules.untrusted import UntrustedInputError, parse_json, short_repr
from ..studies import cluster
from ..studies.processors import available_cpus
from . import arguments
from .output import Output, warn

if TYPE_CHECKING:
    from ..studies.simulate import BotMaker


def bot_makers() -> dict[str, type]:
    """The bots the command line knows, by name (``players.bots`` is imported on demand)."""
    from ..players.bots import GreedyBot, RandomBot, SearchBot

    return {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


BOT_NAMES = ("random", "greedy", "search")

BOT_OPTIONS: dict[str, dict[str, tuple[type, float, float]]] = {
    "random": {},
    "greedy": {"tempo": (float, 0, 100)},
    "search": {
        "rollouts": (int, 1, 100_000),
        "candidates": (int, 1, 100),
        "win_bonus": (float, -1000, 1000),
        "confidence": (float, 0, 100),
    },
}
"""The options each bot takes on the command line: kind (whole number or any number) and range.
A bot's seed is not among them: each game seeds its bots from its own seed."""

MOST_GAMES = 10_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``simulate`` options to ``parser`` and make it run ``run``."""
    parser.description = _(
        "Play games between bots (random ones unless --bots names others) and print what they "
        "add up to: wins and mean scores by seat, start place, bot and traveller, mean points "
        "by category and, with the Crossroads, how often each choice was made. Every option is "
        "checked before a game is played. Exit code: 0 when the games were played, 2 if an "
        "option or the set-up is refused, 130 when stopped by Ctrl-C (after the summary of the "
        "games finished)."
    )
    _add_game_arguments(parser)
    _add_rules_arguments(parser)
    _add_run_arguments(parser)
    parser.set_defaults(run=run)


def _add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of the games played: how many, by how many players, which bots."""
    parser.add_argument(
        "--players", type=int, default=4, choices=range(2, 6), help=_("players (2 to 5)")
    )
    parser.add_argument(
        "--games",
        type=functools.partial(arguments.whole, most=MOST_GAMES),
        default=1000,
        help=_("games to play (1000; at most {most})").format(most=f"{MOST_GAMES:,}"),
    )
    parser.add_argument("--seed", type=int, default=0, help=_("seed of the study (0)"))
    parser.add_argument(
        "--bots",
        type=_bots,
        action="extend",
        nargs="+",
        metavar="BOT",
        help=_(
            "the bot of each seat, in seat order, or one bot for every seat: {bots}, with "
            "options after a colon, e.g. search:rollouts=8 (default: random)"
        ).format(bots=", ".join(BOT_NAMES)),
    )


def _add_rules_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of the rules played by: variants, expansions, travellers, rule numbers."""
    parser.add_argument(
        "--variants",
        type=arguments.names(VARIANTS),
        action="extend",
        nargs="+",
        default=[],
        metavar="VARIANT",
        help=_("variants, by name or comma-separated: {variants}").format(
            variants=", ".join(VARIANTS)
        ),
    )
    parser.add_argument(
        "--new-encounters", action="store_true", help=_("add the New Encounters expansion")
    )
    parser.add_argument(
        "--crossroads",
        action="store_true",
        help=_(
            "add the Crossroads expansion (its six travellers are dealt too; the summary "
            "counts the choices made at each kind of stop)"
        ),
    )
    parser.add_argument(
        "--travellers",
        type=arguments.names(ALL_TRAVELLERS),
        action="extend",
        nargs="+",
        metavar="TRAVELLER",
        help=_("give each player this traveller, in seat order (default: dealt, two each)"),
    )
    parser.add_argument(
        "--rule",
        type=_rule,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=_(
            "change one number of the rules, e.g. set_values=1,3,6,10 or meal_points=8 "
            "(a JSON value for the others); may be repeated"
        ),
    )


def _add_run_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of where the games run and how the summary is printed."""
    parser.add_argument(
        "--jobs",
        type=arguments.jobs,
        default=None,
        help=_(
            "worker processes (default: every processor, here {count}; "
            "1 plays the games here, one by one)"
        ).format(count=available_cpus()),
    )
    parser.add_argument(
        "--dask",
        metavar="SCHEDULER",
        help=_(
            "play the games on a Dask cluster: 'local' starts one on this machine (--jobs "
            "worker processes), or give a running scheduler's address, e.g. tcp://10.0.0.5:8786 "
            "(needs {command})"
        ).format(command=cluster.INSTALL),
    )
    parser.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    parser.add_argument("--quiet", action="store_true", help=_("no progress bar on stderr"))


def run(args: argparse.Namespace) -> int:
    """Play the games the arguments ask for and print the summary; returns the exit code."""
    from ..studies.simulate import Interrupted, checked_study, simulate  # when they run

    # Each option value is a list of names (one argument may hold several, comma-separated).
    travellers = (
        None if args.travellers is None else [n for names in args.travellers for n in names]
    )
    bots = None if args.bots is None else [make for makers in args.bots for make in makers]
    if bots is not None and len(bots) == 1:
        bots = bots[0]
    output = Output(command="simulate")
    if output.stream is None:  # nowhere to print the summary: say so, and play no game
        output.line()
        return output.exit_code(1)
    code = 0
    try:
        options = _study_options(args, bots, travellers)
        # Every refusal of the set-up comes before a progress bar is drawn or a cluster started.
        checked_study(
            args.players,
            bots,
            variants=options["variants"],
            expansions=options["expansions"],
            travellers=travellers,
            rules=options["rules"],
        )
        show = not (args.json or args.quiet) and sys.stderr is not None
        with (
            dask_executor(args.dask, args.jobs) as executor,
            _progress(args.games, show) as update,
        ):
            summary = simulate(
                args.games, args.players, args.seed, progress=update, executor=executor, **options
            )
    except (IllegalAction, ValueError, cluster.ClusterUnavailable) as error:
        warn(f"simulate: {error}")
        return 2
    except Interrupted as stopped:  # Ctrl-C: what was finished, then exit 130
        summary, code = stopped.summary, 130
        warn(
            _("simulate: stopped by Ctrl-C after {done} of {asked} games").format(
                done=summary.games, asked=stopped.asked
            )
        )
        if not summary.games:
            return code
    text = json.dumps(summary.to_json(), indent=2) if args.json else summary.table()
    output.line(text)
    return output.exit_code(code)


def _study_options(args: argparse.Namespace, bots: Any, travellers: Any) -> dict[str, Any]:
    """``simulate``'s keyword arguments from the command line's (the rules checked here)."""
    return {
        "bots": bots,
        "variants": [n for names in args.variants for n in names],
        "expansions": [
            name
            for name, wanted in (
                ("new_encounters", args.new_encounters),
                ("crossroads", args.crossroads),
            )
            if wanted
        ],
        "travellers": travellers,
        "rules": _rules(args.rule),
        "workers": args.jobs,
    }


@contextlib.contextmanager
def dask_executor(scheduler: str | None, jobs: int | None) -> Iterator[Executor | None]:
    """The executor of ``--dask`` (a Dask cluster's, shut down afterwards if started here)."""
    if scheduler is None:
        yield None
        return
    if scheduler != cluster.LOCAL and jobs is not None:
        raise ValueError(
            _(
                "--jobs counts the worker processes started on this machine (--dask {local}); "
                "the cluster at {scheduler} has its own workers"
            ).format(local=cluster.LOCAL, scheduler=scheduler)
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

    with tqdm(total=games, unit=_("game"), desc=_("games"), file=sys.stderr) as bar:
        yield bar.update


def _bots(text: str) -> list[BotMaker]:
    """Bot makers from ``greedy,random`` or ``search:rollouts=8`` (options after a colon).

    >>> _bots("search:rollouts=8")[0].keywords
    {'rollouts': 8}
    """
    makers: list[BotMaker] = []
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
        name, _colon, options = spec.partition(":")
        if name not in known:
            raise argparse.ArgumentTypeError(
                _("unknown bot {name}; choose from {bots}").format(
                    name=repr(name), bots=", ".join(BOT_NAMES)
                )
            )
        keywords = {}
        for option in filter(None, options.split(",")):
            key, equals, value = option.partition("=")
            if not equals:
                raise argparse.ArgumentTypeError(
                    _("bot option {option}: write it as NAME=VALUE").format(option=repr(option))
                )
            keywords[key.strip()] = _bot_option(name, key.strip(), value)
        makers.append(functools.partial(known[name], **keywords) if keywords else known[name])
    return makers


def _bot_option(bot: str, key: str, text: str) -> float:
    """The value of one bot option, checked against ``BOT_OPTIONS``."""
    known = BOT_OPTIONS[bot]
    if key not in known:
        if known:
            refusal = _("the {bot} bot has no option {option}: its options are {options}")
        else:
            refusal = _("the {bot} bot has no option {option}: it takes no options")
        raise argparse.ArgumentTypeError(
            refusal.format(bot=bot, option=short_repr(key), options=", ".join(known))
        )
    kind, low, high = known[key]
    try:
        value = parse_json(text)
    except UntrustedInputError:
        value = None
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if not number or kind is int and not isinstance(value, int) or not low <= value <= high:
        if kind is int:
            refusal = _("bot option {option}: {key} is a whole number from {low} to {high}")
        else:
            refusal = _("bot option {option}: {key} is a number from {low} to {high}")
        raise argparse.ArgumentTypeError(
            refusal.format(
                option=short_repr(f"{key}={text}"), key=key, low=f"{low:g}", high=f"{high:g}"
            )
        )
    return value


def _rule(text: str) -> tuple[str, Any]:
    """``NAME=VALUE``: a JSON value, or whole numbers separated by commas.

    >>> _rule("set_values=1,3,6,10"), _rule("meal_points=8")
    (('set_values', [1, 3, 6, 10]), ('meal_points', 8))
    """
    name, equals, value = text.partition("=")
    if not equals or not name.strip():
        raise argparse.ArgumentTypeError(
            _("write a rule change as NAME=VALUE, not {value}").format(value=short_repr(text))
        )
    try:
        return name.strip(), parse_json(value)
    except UntrustedInputError:
        pass
    try:
        return name.strip(), [_whole(part) for part in value.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value}: the value must be a number, numbers separated by commas, or JSON").format(
                value=short_repr(text)
            )
        ) from None


def _whole(text: str) -> int:
    if len(text.strip()) > 30:  # more digits than any rule number may have
        raise ValueError(text)
    return int(text)


def _rules(changes: list[tuple[str, Any]]) -> Rules:
    """The official rules with the changes of ``--rule``; an unknown name is refused by name."""
    if not changes:
        return OFFICIAL
    data = OFFICIAL.to_json()
    for name, value in changes:
        if name not in data:
            raise ValueError(
                _("unknown rule number {name}; the numbers are: {names}").format(
                    name=repr(name), names=", ".join(data)
                )
            )
        data[name] = value
    return Rules.from_json(data)
