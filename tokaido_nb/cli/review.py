"""``python -m tokaido_nb review PATH...``: the coach's review of recorded games.

For each game (a game record, or a game saved with ``Game.dumps``), a heading line, then each
player's value lost and their costliest decisions, with the better action and why. The exit
code is 0 when every game was reviewed, 1 when any could not be, 2 when no game was found, a path
does not exist (an error on standard error that names it; the other paths are still reviewed) or
an option is wrong, 130 when stopped by Ctrl-C (after the summary of the games reviewed so far).
Files are read within the limits of ``rules.untrusted``, and every line goes through
``cli.output``, as ``replay`` does. The reviewing is ``tokaido_nb.coach``'s; this module walks
paths, reads files and prints.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from ..coach import STRENGTHS, Review, review
from ..record import RecordError, ReplayError, read_record, replay
from ..rules import Game
from ..rules.game import SAVE_FORMAT
from ..rules.language import _, ngettext
from ..rules.untrusted import parse_json, read_file
from .output import Output, one_line, terminal_text, warn
from .replay import find_records, internal_error


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the review subcommand's arguments and set ``run`` as its action."""
    parser.description = _(
        "Review recorded games with the coach: for each player, the value lost (in points of "
        "expected final margin over the best other player) and the decisions that cost the "
        "most, with the better action and why. Exit code: 0 if every game was reviewed, 1 if "
        "any could not be, 2 if no game was found or a path does not exist."
    )
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help=_(
            "a game record or a saved game (.json), or a folder searched (with its "
            "subfolders) for *.json files"
        ),
    )
    parser.add_argument(
        "--player",
        type=_player_number,
        metavar="N",
        help=_("review only player N, counted from 1 in the order the game lists its players"),
    )
    parser.add_argument(
        "--strength",
        choices=list(STRENGTHS),
        default="review",
        help=_(
            "how hard the coach looks at each decision (default: review, about a minute "
            "for a 4-player game on a 2-core machine)"
        ),
    )
    parser.add_argument(
        "--mistakes",
        type=_how_many,
        default=5,
        metavar="K",
        help=_("the costliest decisions listed per player (5)"),
    )
    parser.add_argument("--seed", type=int, default=0, help=_("seed of the coach's deals (0)"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: Callable[[str], bool | None] | None = None) -> int:
    """Review every game found under ``args.paths``; returns the exit code.

    ``out`` prints one line (default: standard output through ``cli.output.Output``); a line
    it cannot print (it returns False) ends the run.
    """
    output = Output(command="review") if out is None else None
    say = output.line if output is not None else out
    assert say is not None  # ``out``, or standard output when it is not given
    started = time.perf_counter()
    reviewed = failed = 0
    code = None
    try:
        files, problems = find_records(args.paths)
        for name, problem in problems:
            warn(f"review: {one_line(name)}: {_(problem)}")
        if not files:
            if not problems:
                looked = ", ".join(one_line(name) for name in args.paths)
                say(_("no game found (looked for *.json files in: {paths})").format(paths=looked))
            return _ended(output, 2)
        for path in files:
            lines, ok = review_one(path, args)
            reviewed += ok
            failed += not ok
            if say("\n".join(lines)) is False:
                return _ended(output)
    except KeyboardInterrupt:  # Ctrl-C: the summary of what was reviewed, then exit 130
        code = 130
    elapsed = time.perf_counter() - started
    if code == 130:
        tally = ngettext(
            "{count} game reviewed, {failed} failed ({seconds} s; stopped by Ctrl-C)",
            "{count} games reviewed, {failed} failed ({seconds} s; stopped by Ctrl-C)",
            reviewed,
        )
    else:
        tally = ngettext(
            "{count} game reviewed, {failed} failed ({seconds} s)",
            "{count} games reviewed, {failed} failed ({seconds} s)",
            reviewed,
        )
    say(tally.format(count=reviewed, failed=failed, seconds=f"{elapsed:.1f}"))
    if code is None:
        code = 2 if problems else (0 if failed == 0 else 1)
    return _ended(output, code)


def _player_number(text: str) -> int:
    """A ``--player`` value: a whole number from 1."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(
            _("players are counted from 1 (the first player of the game): not {value}").format(
                value=repr(text)
            )
        )
    return value


def _how_many(text: str) -> int:
    """A ``--mistakes`` value: a whole number from 0."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(
            _("give a whole number from 0, not {value}").format(value=repr(text))
        )
    return value


def _ended(output: Output | None, code: int = 1) -> int:
    """The exit code, 1 at least if the output could not be written."""
    return output.exit_code(code) if output is not None else code


def review_one(path: Path, args: argparse.Namespace) -> tuple[list[str], bool]:
    """Review one file: the lines to print, and whether it could be reviewed."""
    started = time.perf_counter()
    try:
        game = load_game(path)
    except (OSError, RecordError, ReplayError, ValueError) as error:
        reason = getattr(error, "strerror", None) if isinstance(error, OSError) else None
        return [
            _("{file}: cannot be reviewed: {reason}").format(
                file=one_line(path), reason=reason or error
            )
        ], False
    players = None
    if args.player is not None:
        if args.player > game.players:
            return [
                _("{file}: there is no player {player}: this game has players 1 to {last}").format(
                    file=one_line(path), player=args.player, last=game.players
                )
            ], False
        players = [args.player - 1]
    show = _progress(path) if sys.stderr is not None and sys.stderr.isatty() else None
    try:
        result = review(game, args.strength, seed=args.seed, players=players, progress=show)
    except KeyboardInterrupt:
        raise
    except Exception as error:  # a bug in tokaido_nb: report it and go on with the next game
        return [f"{one_line(path)}: {internal_error(error)}"], False
    finally:
        if show is not None:
            show_cleared()
    lines = [heading(path, game, result, time.perf_counter() - started)]
    lines += [f"  {line}" for line in result.lines(args.mistakes)]
    return lines, True


def load_game(path: Path) -> Game:
    """The game a file holds: a game record (replayed) or a game saved with ``Game.dumps``,
    read within the limits of ``rules.untrusted``."""
    value = parse_json(read_file(path))
    if isinstance(value, dict) and value.get("format") == SAVE_FORMAT:
        return Game.from_json(value)
    return replay(read_record(value))


def heading(path: Path, game: Game, result: Review, seconds: float) -> str:
    """The first line of a game's review: what was reviewed and how long it took."""
    decisions = sum(len(p.choices) for p in result.players)
    turns = (
        ngettext("{count} turn (finished)", "{count} turns (finished)", result.turns)
        if result.over
        else ngettext("{count} turn (not finished)", "{count} turns (not finished)", result.turns)
    ).format(count=result.turns)
    judged = ngettext(
        "{count} decision judged in {seconds} s",
        "{count} decisions judged in {seconds} s",
        decisions,
    ).format(count=decisions, seconds=f"{seconds:.0f}")
    # TRANSLATORS: a reviewed game's first line; {turns} and {judged} are the two sentences
    # above ("87 turns (finished)", "103 decisions judged in 40 s").
    return _("{file}: {players} players, {turns}; {judged}").format(
        file=one_line(path), players=game.players, turns=turns, judged=judged
    )


def show_cleared() -> None:
    """Clear the progress line."""
    try:
        print("\r\033[K", end="", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _progress(path: Path) -> Callable[[int, int], None]:
    """A progress line on a terminal's standard error: ``game.json: 40/103 decisions``."""
    name = terminal_text(path.name)

    def show(done: int, total: int) -> None:
        try:
            line = _("{file}: {done}/{total} decisions").format(file=name, done=done, total=total)
            print(f"\r{line}", end="", file=sys.stderr, flush=True)
        except (OSError, ValueError):  # standard error closed: no progress, the review goes on
            pass

    return show
