"""``python -m tokaido_nb tournament FOLDER``: a class tournament between learners' players.

Every ``.py`` file of FOLDER that defines ``play(view)`` (or a class with a ``play`` method)
takes part, named after its file, each in a confined process of its own with limits of time and
memory (confine.py); ``--bots`` adds the built-in bots. The games run ``--jobs`` at a time (the
machine's cores). Saves in ``--out`` each game's record as it ends (``games/``, for the replay
viewer or ``python -m tokaido_nb replay``) and the results so far (``results.json``); at the end
the chart (``leaderboard.png``, its words in ``leaderboard.txt``), and prints the leaderboard.
Ctrl-C keeps the games played and prints the leaderboard so far; ``--resume`` finishes the
tournament. Exit code: 0 when the games were played, 2 if an option or the folder is refused,
1 if an error stopped the games, 130 on Ctrl-C.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import os
import signal
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from pathlib import Path

from ..rules.language import _, ngettext
from ..studies import cluster
from . import arguments
from .output import Output, warn

MOST_GAMES = 1_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``tournament`` options to ``parser`` and make it run ``run``."""
    parser.description = _(
        "A class tournament: every .py file of FOLDER that defines play(view) plays, each in a "
        "process of its own, within limits of time and memory. A player that raises, runs out "
        "of time or memory, answers an action not offered or asks for what it may not know "
        "loses that decision (a random legal action is played for it), and the leaderboard "
        "counts it. On Linux each player is confined by the kernel (it reads nothing but "
        "Python, writes nothing, reaches no network and no other process); the leaderboard "
        "says which protections held. Exit code: 0 when played, 2 if an option or the "
        "folder is refused, 1 if an error stopped the games, 130 on Ctrl-C (the games played "
        "are kept: --resume finishes the tournament)."
    )
    parser.add_argument("folder", type=Path, help=_("the folder of the players' .py files"))
    _add_game_arguments(parser)
    _add_limit_arguments(parser)
    _add_run_arguments(parser)
    parser.set_defaults(run=run)


def _add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """The games played: how many, at which tables, with which bots, from which seed."""
    parser.add_argument(
        "--games",
        type=functools.partial(arguments.whole, most=MOST_GAMES),
        default=30,
        help=_("games to play (30), rounded up to whole rotations of the tables"),
    )
    parser.add_argument(
        "--seats",
        type=_seats,
        default=(3, 4, 5),
        help=_("table sizes, taken in turn: 4, or a range such as 3-5 (the default)"),
    )
    parser.add_argument(
        "--bots",
        nargs="+",
        default=[],
        choices=["random", "greedy", "search"],
        metavar="BOT",
        help=_("built-in bots that play too: random, greedy, search"),
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help=_(
            "seed of the tournament, to play one again (by default a secret seed, saved in "
            "the results)"
        ),
    )


def _add_limit_arguments(parser: argparse.ArgumentParser) -> None:
    """The limits of a player's process: time for a decision, a game, the tournament; memory."""
    parser.add_argument(
        "--decision-seconds",
        type=_seconds,
        default=1.0,
        help=_("time for one decision (1 s)"),
    )
    parser.add_argument(
        "--game-seconds", type=_seconds, default=60.0, help=_("time for one game (60 s)")
    )
    parser.add_argument(
        "--player-seconds",
        type=_seconds,
        default=120.0,
        help=_("a player's time over the whole tournament (120 s)"),
    )
    parser.add_argument(
        "--memory-mb",
        type=functools.partial(arguments.whole, most=1_000_000),
        default=512,
        help=_("memory of a player's process, in MB (512; Linux and macOS only)"),
    )


def _add_run_arguments(parser: argparse.ArgumentParser) -> None:
    """Where the results go, and how the games are run: resumed, on a cluster, in parallel."""
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("tournament"),
        help=_("folder for the results (tournament), made by the tournament"),
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help=_("finish the interrupted tournament saved in --out"),
    )
    parser.add_argument(
        "--dask",
        metavar="SCHEDULER",
        help=_(
            "play the games on a Dask cluster: 'local', or a running scheduler's address "
            "(needs {command})"
        ).format(command=cluster.INSTALL),
    )
    parser.add_argument(
        "--jobs",
        type=arguments.jobs,
        default=None,
        help=_("games played at once (the machine's cores), or the workers of --dask local"),
    )
    parser.add_argument("--quiet", action="store_true", help=_("no progress bar on stderr"))


def run(args: argparse.Namespace) -> int:
    """Play the tournament the arguments ask for, print and save it; returns the exit code."""
    from ..tournament import Limits, play_tournament

    output = Output(command="tournament")
    if output.stream is None:
        output.line()
        return output.exit_code(1)
    if not args.folder.is_dir():
        warn(_("tournament: {folder} is not a folder").format(folder=args.folder))
        return 2
    limits = Limits(
        args.decision_seconds,
        args.game_seconds,
        args.memory_mb,
        tournament_seconds=args.player_seconds,
    )
    jobs = args.jobs if args.dask is None else 1
    if args.jobs is None:
        jobs = os.cpu_count() or 1
    polite = None
    with contextlib.suppress(ValueError):  # not the main thread: Ctrl-C only
        polite = signal.signal(signal.SIGTERM, _stop)  # a polite kill stops it as Ctrl-C does
    try:
        with _executor(args.dask, args.jobs) as executor, _progress(args) as update:
            result = play_tournament(
                args.folder,
                games=args.games,
                seats=args.seats,
                bots=args.bots,
                seed=args.seed,
                limits=limits,
                executor=executor,
                progress=update,
                jobs=jobs,
                out=args.out,
                resume=args.resume,
            )
    except (ValueError, ImportError, cluster.ClusterUnavailable) as error:
        warn(f"tournament: {error}")
        return 2
    except KeyboardInterrupt:  # while the players were tried, before a game was played
        warn(_("tournament: stopped by Ctrl-C before the first game"))
        return 130
    finally:
        if polite is not None:
            signal.signal(signal.SIGTERM, polite)
    saved = args.out / "results.json"
    _chart(result, args.out)
    output.line(result.table())
    if result.confined:  # which protections held: it depends on the machine, not the games
        output.line(result.confined)
    # TRANSLATORS: {results} is the results file, {count} a number of game records, {folder}
    # the folder that holds them.
    saved_line = ngettext(
        "Saved: {results} and {count} game record in {folder}",
        "Saved: {results} and {count} game records in {folder}",
        len(result.results),
    ).format(results=saved, count=len(result.results), folder=args.out / "games")
    output.line(f"\n{saved_line}")
    if result.stopped:
        warn(
            _(
                "tournament: {reason}; python -m tokaido_nb tournament {folder} --out {out} "
                "--resume finishes it"
            ).format(reason=result.stopped, folder=args.folder, out=args.out)
        )
        return output.exit_code(130 if result.interrupted else 1)
    return output.exit_code(0)


def _stop(_signal: int, _frame: object) -> None:
    raise KeyboardInterrupt


def _chart(result: object, out: Path) -> None:
    """Save the leaderboard's chart as PNG, with its words beside it and in the PNG."""
    from ..render.tournament_chart import leaderboard_alt, leaderboard_figure
    from ..tournament.run import write_atomically

    standings = result.standings  # type: ignore[attr-defined]
    words = leaderboard_alt(standings)
    figure = leaderboard_figure(standings)
    picture = io.BytesIO()
    figure.savefig(picture, format="png", metadata={"Description": words})
    write_atomically(out / "leaderboard.png", picture.getvalue())
    write_atomically(out / "leaderboard.txt", words + "\n")


@contextlib.contextmanager
def _executor(scheduler: str | None, jobs: int | None) -> Iterator[Executor | None]:
    if scheduler is None:
        yield None
        return
    if scheduler != cluster.LOCAL and jobs is not None:
        raise ValueError(
            _("--jobs is for --dask {local}; {scheduler} has its own workers").format(
                local=cluster.LOCAL, scheduler=scheduler
            )
        )
    with cluster.dask_client(scheduler, workers=jobs) as client:
        yield cluster.DaskExecutor(client)


@contextlib.contextmanager
def _progress(args: argparse.Namespace) -> Iterator[Callable[[int], object] | None]:
    if args.quiet or sys.stderr is None:
        yield None
        return
    from tqdm import tqdm

    with tqdm(unit=_("game"), desc=_("games"), file=sys.stderr) as bar:
        yield bar.update


def _seats(text: str) -> tuple[int, ...]:
    """``4`` or ``3-5``: table sizes from 3 to 5."""
    low, _dash, high = text.partition("-")
    try:
        sizes = tuple(range(int(low), int(high or low) + 1))
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("write seats as 4 or 3-5, not {value}").format(value=repr(text))
        ) from None
    if not sizes or sizes[0] < 3 or sizes[-1] > 5:
        raise argparse.ArgumentTypeError(
            _("tables have 3 to 5 seats, not {value}").format(value=repr(text))
        )
    return sizes


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value} is not a number of seconds").format(value=repr(text))
        ) from None
    if not 0.01 <= value <= 3600:
        raise argparse.ArgumentTypeError(
            _("seconds must be from 0.01 to 3600, not {value}").format(value=repr(text))
        )
    return value
