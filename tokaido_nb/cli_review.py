"""``python -m tokaido_nb review PATH...``: the coach's review of recorded games.

For each game (a game record, or a game saved with ``Game.dumps``), a heading line, then each
player's value lost and their costliest decisions, with the better action and why. The exit
code is 0 when every game was reviewed, 1 when any could not be, 2 when no game was found. The
reviewing is ``tokaido_nb.coach``'s; this module walks paths, reads files and prints.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from .cli_replay import find_records
from .coach import STRENGTHS, Review, review
from .record import RecordError, ReplayError, read_record, replay
from .rules import Game, IllegalAction
from .rules.game import SAVE_FORMAT
from .rules.words import plural


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the review subcommand's arguments and set ``run`` as its action."""
    parser.description = (
        "Review recorded games with the coach: for each player, the value lost (in points of "
        "expected final margin over the best other player) and the decisions that cost the "
        "most, with the better action and why. Exit code: 0 if every game was reviewed, 1 if "
        "any could not be, 2 if no game was found."
    )
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="a game record or a saved game (.json), or a folder searched (with its "
        "subfolders) for *.json files",
    )
    parser.add_argument(
        "--player",
        type=int,
        metavar="N",
        help="review only player N, counted from 1 in the order the game lists its players",
    )
    parser.add_argument(
        "--strength",
        choices=list(STRENGTHS),
        default="review",
        help="how hard the coach looks at each decision (default: review, about a minute "
        "for a 4-player game on a 2-core machine)",
    )
    parser.add_argument(
        "--mistakes",
        type=int,
        default=5,
        metavar="K",
        help="the costliest decisions listed per player (5)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the coach's deals (0)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: Callable[[str], None] = print) -> int:
    """Review every game found under ``args.paths``; returns the exit code."""
    started = time.perf_counter()
    if args.player is not None and args.player < 1:
        out(f"review: --player counts players from 1, not {args.player}")
        return 2
    if args.mistakes < 0:
        out(f"review: --mistakes must be 0 or more, not {args.mistakes}")
        return 2
    files, problems = find_records(args.paths)
    failed = 0
    for path, problem in problems:
        failed += 1
        out(f"{path}: error: {problem}")
    if not files and not problems:
        out("no game found (looked for *.json files in: " + ", ".join(args.paths) + ")")
        return 2
    reviewed = 0
    for path in files:
        ok = review_one(path, args, out)
        reviewed += ok
        failed += not ok
    elapsed = time.perf_counter() - started
    out(f"{plural(reviewed, 'game')} reviewed, {failed} failed ({elapsed:.1f} s)")
    if not files:
        return 2
    return 0 if failed == 0 else 1


def review_one(path: Path, args: argparse.Namespace, out: Callable[[str], None]) -> bool:
    """Review one file and print it; False (with the reason printed) if it cannot be."""
    started = time.perf_counter()
    try:
        game = load_game(path)
    except (RecordError, ReplayError, ValueError) as error:
        out(f"{path}: cannot be reviewed: {error}")
        return False
    players = None
    if args.player is not None:
        if args.player > game.players:
            out(
                f"{path}: there is no player {args.player}: this game has players 1 to "
                f"{game.players}"
            )
            return False
        players = [args.player - 1]
    show = _progress(path) if sys.stderr.isatty() else None
    try:
        result = review(game, args.strength, seed=args.seed, players=players, progress=show)
    except Exception as error:  # a bug in tokaido_nb: report it and go on with the next game
        out(f"{path}: internal error (please report it): {type(error).__name__}: {error}")
        return False
    finally:
        if show is not None:
            print("\r\033[K", end="", file=sys.stderr, flush=True)
    out(heading(path, game, result, time.perf_counter() - started))
    for line in result.lines(args.mistakes):
        out(f"  {line}")
    return True


def load_game(path: Path) -> Game:
    """The game a file holds: a game record (replayed) or a game saved with ``Game.dumps``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"cannot read {path}: {error}") from error
    except json.JSONDecodeError as error:
        raise ValueError(
            f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}"
        ) from error
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        try:
            return Game.from_json(data)
        except (IllegalAction, KeyError, TypeError) as error:
            raise ValueError(f"not a valid saved game: {error}") from error
    return replay(read_record(data))


def heading(path: Path, game: Game, result: Review, seconds: float) -> str:
    """The first line of a game's review: what was reviewed and how long it took."""
    decisions = sum(len(p.choices) for p in result.players)
    state = "finished" if result.over else "not finished"
    return (
        f"{path}: {game.players} players, {plural(result.turns, 'turn')} ({state}); "
        f"{plural(decisions, 'decision')} judged in {seconds:.0f} s"
    )


def _progress(path: Path) -> Callable[[int, int], None]:
    def show(done: int, total: int) -> None:
        print(f"\r{path.name}: {done}/{total} decisions", end="", file=sys.stderr, flush=True)

    return show
