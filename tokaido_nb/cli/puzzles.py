"""``python -m tokaido_nb puzzles build [SOURCE] --out FILE``: puzzles cut from real games.

SOURCE is a folder of game records (``*.json``, searched with its subfolders) or a bundle of
the package's real games by name (``bga-4p-base``, ...); without it, every real game the package
ships. The building is ``masters.puzzles``'s: each game's puzzles are saved as soon as it is
done, so that a build stopped (Ctrl-C) and started again with the same ``--out`` goes on where
it was. Exit code: 0 when the file is written, 2 when SOURCE holds no game or an option is
wrong, 1 when a record cannot be read, 130 when stopped by Ctrl-C.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from ..coach import STRENGTHS
from ..masters.puzzles import build
from ..masters.real_games import BUNDLES, RealGame, in_turn, real_games
from ..record import RecordError, read_record
from ..rules.language import _, ngettext
from ..studies import cluster
from . import arguments
from .output import one_line, warn
from .replay import find_records
from .simulate import dask_executor

MOST = 1_000_000
"""The largest count ``--games`` and ``--per-game`` take (far above any real need)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the puzzles subcommand's arguments and set ``run`` as its action."""
    parser.description = _(
        "Cut puzzles from real games: decisions where one answer is clearly best, screened "
        "by the coach and confirmed on ten seeds, one JSON object a line."
    )
    actions = parser.add_subparsers(dest="action", required=True)
    making = actions.add_parser("build", help=_("build a puzzle file from real games"))
    making.add_argument(
        "source",
        nargs="?",
        metavar="SOURCE",
        help=_(
            "a folder of game records (*.json), or the name of a bundle of the package's "
            "real games ({bundles}); default: every real game the package ships"
        ).format(bundles=", ".join(BUNDLES)),
    )
    making.add_argument("--out", required=True, metavar="FILE", help=_("the puzzle file"))
    making.add_argument(
        "--strength",
        choices=list(STRENGTHS),
        default="strong",
        help=_("how hard the coach confirms each puzzle (default: strong)"),
    )
    making.add_argument(
        "--jobs",
        type=arguments.jobs,
        default=1,
        metavar="N",
        help=_("worker processes sharing the games (1)"),
    )
    making.add_argument(
        "--per-game",
        type=_count,
        default=None,
        metavar="N",
        help=_("confirm at most N candidates a game, those the screening finds clearest (all)"),
    )
    making.add_argument(
        "--games",
        type=_count,
        default=None,
        metavar="N",
        help=_("only the first N games, taken in turn from each bundle (every game of SOURCE)"),
    )
    making.add_argument(
        "--dask",
        metavar="SCHEDULER",
        help=_(
            "share the games on a Dask cluster: 'local' starts one on this machine (--jobs "
            "worker processes), or give a running scheduler's address (needs {command})"
        ).format(command=cluster.INSTALL),
    )
    making.add_argument("--seed", type=int, default=0, help=_("seed of the coach's deals (0)"))
    making.set_defaults(run=run)


def _count(text: str) -> int:
    """A count of games or candidates: a whole number of 1 or more."""
    return arguments.whole(text, MOST)


class Unreadable(Exception):
    """A record of SOURCE that cannot be read: its path and why."""


def _games(source: str | None) -> Iterator[RealGame]:
    """The games of SOURCE, in file-name order; ``Unreadable`` for a record that cannot be
    read, ``FileNotFoundError`` when SOURCE is neither a folder nor a bundle."""
    if source is None or source in BUNDLES:
        yield from real_games(BUNDLES if source is None else [source])
        return
    files, problems = find_records([source])
    for name, problem in problems:
        warn(f"puzzles: {one_line(name)}: {_(problem)}")
    if problems and not files:
        raise FileNotFoundError(source)
    folder = Path(source)
    for path in files:
        try:
            record = read_record(path)
        except RecordError as error:
            raise Unreadable(f"{one_line(str(path))}: {error}") from error
        name = str(path.relative_to(folder)) if folder.is_dir() else path.name
        yield RealGame(folder.name, name, record.to_json())


def run(args: argparse.Namespace) -> int:
    """Build the puzzle file; returns the exit code."""
    started = time.perf_counter()
    try:
        games = list(_games(args.source))
    except FileNotFoundError:
        return 2
    except Unreadable as error:
        warn(f"puzzles: {error}")
        return 1
    if not games:
        warn(_("puzzles: no game found in {source}").format(source=one_line(args.source)))
        return 2
    if args.games is not None:
        games = in_turn(games)[: args.games]

    def progress(done: int, total: int, found: int) -> None:
        line = ngettext(
            "{done} of {total} games done, {found} puzzle so far",
            "{done} of {total} games done, {found} puzzles so far",
            found,
        )
        print(line.format(done=done, total=total, found=found), file=sys.stderr, flush=True)

    try:
        with dask_executor(
            args.dask, args.jobs if args.dask == cluster.LOCAL else None
        ) as executor:
            count = build(
                games,
                args.out,
                confirm=args.strength,
                seed=args.seed,
                jobs=args.jobs,
                progress=progress,
                per_game=args.per_game,
                executor=executor,
            )
    except cluster.ClusterUnavailable as error:
        warn(f"puzzles: {error}")
        return 2
    except KeyboardInterrupt:
        warn(_("puzzles: stopped by Ctrl-C; run the same command again to go on"))
        return 130
    seconds = f"{time.perf_counter() - started:.0f}"
    said = ngettext(
        "{count} puzzle written to {out} ({seconds} s)",
        "{count} puzzles written to {out} ({seconds} s)",
        count,
    )
    print(said.format(count=count, out=one_line(args.out), seconds=seconds))
    return 0
