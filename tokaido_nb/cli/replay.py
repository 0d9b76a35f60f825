"""``python -m tokaido_nb replay PATH...``: replay game records and compare their results.

One line per game (ok, the first difference from the record's result, or why the replay
stopped), then a summary with the counts and the time taken. A path that does not exist (or is
neither a file nor a folder) is an error on standard error that names it, not a game; the other
paths are still replayed. The exit code is 0 when every game is ok, 1 when any differs or cannot
be replayed, 2 when no record was found or a path was not found, 130 when stopped by Ctrl-C
(after the summary of the games replayed so far). Every line goes through ``cli.output``: names
and file names cannot garble the terminal or split a line, and a reader that leaves early
(``... | head``) ends the run quietly. The reading, replaying and comparing are
tokaido_nb.record's; this module only walks paths and prints.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from ..record import (
    RecordError,
    ReplayError,
    compare_result,
    read_record,
    replay,
    story,
)
from ..rules.language import N_, _, ngettext, pgettext
from .output import Output, one_line, warn

OK, DIFFERS, FAILED, UNSUPPORTED = "ok", "differ", "failed", "not supported"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the replay subcommand's arguments and set ``run`` as its action."""
    parser.description = _(
        "Replay game records through the rules and compare each with its recorded result. "
        "The record format is described in docs/record-format.md of the tokaido_nb repository. "
        "Exit code: 0 if every game is ok, 1 if any differs or cannot be replayed, 2 if no record "
        "was found or a path does not exist."
    )
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help=_("a record file, or a folder searched (with its subfolders) for *.json records"),
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help=_(
            "before each game's line, tell its journey turn by turn in plain words "
            "(this applies to every game replayed: give one file to read one game)"
        ),
    )
    parser.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        help=_("print only the games that are not ok, and the summary"),
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: Callable[[str], bool | None] | None = None) -> int:
    """Replay every record found under ``args.paths``; returns the exit code.

    ``out`` prints one line (default: standard output through ``cli.output.Output``); a line
    it cannot print (it returns False) ends the run.
    """
    output = Output(command="replay") if out is None else None
    say = output.line if output is not None else out
    assert say is not None  # ``out``, or standard output when it is not given
    started = time.perf_counter()
    counts: Counter[str] = Counter()
    code = None
    try:
        files, problems = find_records(args.paths)
        for name, problem in problems:
            warn(f"replay: {one_line(name)}: {_(problem)}")
        if not files:
            if not problems:
                looked = ", ".join(one_line(name) for name in args.paths)
                say(
                    _("no game record found (looked for *.json files in: {paths})").format(
                        paths=looked
                    )
                )
            return _ended(output, 2)
        for path in files:
            if args.verbose:
                lines = [f"{one_line(path)}:", *(f"  {line}" for line in _story_lines(path))]
                if say("\n".join(lines)) is False:
                    return _ended(output)
            outcome, line = replay_one(path)
            counts[outcome] += 1
            if (outcome != OK or not args.quiet) and say(f"{one_line(path)}: {line}") is False:
                return _ended(output)
    except KeyboardInterrupt:  # Ctrl-C: the summary of what was replayed, then exit 130
        code = 130
    total = sum(counts.values())
    say(_tally(counts, time.perf_counter() - started, stopped=code == 130))
    if code is None:
        code = 2 if problems else 0 if counts[OK] == total else 1
    return _ended(output, code)


def _tally(counts: Counter[str], elapsed: float, stopped: bool) -> str:
    """The summary line of a replay: the games by outcome and the time taken (and whether
    Ctrl-C stopped it)."""
    total = sum(counts.values())
    tally = ngettext(
        # TRANSLATORS: the summary of a replay; {count} games in all, then how many of them
        # replayed exactly (ok), gave another result (differ), stopped (failed) or used what
        # tokaido_nb does not play (not supported); {seconds} the time taken.
        "{count} game: {ok} ok, {differ} differ, {failed} failed, {unsupported} not supported "
        "({seconds} s)",
        "{count} games: {ok} ok, {differ} differ, {failed} failed, {unsupported} not supported "
        "({seconds} s)",
        total,
    )
    if stopped:
        tally = ngettext(
            "{count} game: {ok} ok, {differ} differ, {failed} failed, {unsupported} not "
            "supported ({seconds} s; stopped by Ctrl-C)",
            "{count} games: {ok} ok, {differ} differ, {failed} failed, {unsupported} not "
            "supported ({seconds} s; stopped by Ctrl-C)",
            total,
        )
    return tally.format(
        count=total,
        ok=counts[OK],
        differ=counts[DIFFERS],
        failed=counts[FAILED],
        unsupported=counts[UNSUPPORTED],
        seconds=f"{elapsed:.1f}",
    )


def _ended(output: Output | None, code: int = 1) -> int:
    """The exit code, 1 at least if the output could not be written."""
    return output.exit_code(code) if output is not None else code


def find_records(paths: list[str]) -> tuple[list[Path], list[tuple[str, str]]]:
    """The record files under the paths (folders searched for *.json), and the paths that
    cannot be searched, each with why (not found, or neither a file nor a folder: English,
    marked for the catalog, translated where printed)."""
    files: list[Path] = []
    problems: list[tuple[str, str]] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files += sorted(p for p in path.rglob("*.json") if p.is_file())
        elif path.is_file():
            files.append(path)
        elif path.exists():  # a pipe or a device: reading it could wait forever
            problems.append((name, N_("not a record file or a folder")))
        else:
            problems.append((name, N_("no such file or folder")))
    return list(dict.fromkeys(files)), problems


def replay_one(path: Path) -> tuple[str, str]:
    """Replay one record: its outcome (ok, differ, failed, not supported) and its line."""
    try:
        record = read_record(path)
        game = replay(record)
        differences = compare_result(game, record)
    except RecordError as error:
        return FAILED, _("not a valid record: {error}").format(error=error)
    except ReplayError as error:
        if error.turn is None and "not supported" in str(error):
            return UNSUPPORTED, str(error)
        return FAILED, _("replay stopped: {error}").format(error=error)
    except Exception as error:  # a bug in tokaido_nb: report it and go on with the next game
        return FAILED, internal_error(error)
    if differences:
        more = len(differences) - 1
        if not more:
            return DIFFERS, _("differs: {difference}").format(difference=differences[0])
        return DIFFERS, ngettext(
            "differs: {difference} (and {count} more difference)",
            "differs: {difference} (and {count} more differences)",
            more,
        ).format(difference=differences[0], count=more)
    if record.result:
        # TRANSLATORS: {turns} is a number of turns, {parts} the parts of the result compared
        # (scores, coins, achievements, translated below).
        line = ngettext(
            "ok ({turns} turn; {parts} as recorded)",
            "ok ({turns} turns; {parts} as recorded)",
            len(record.turns),
        )
    else:
        line = ngettext(
            "ok ({turns} turn; no result given)",
            "ok ({turns} turns; no result given)",
            len(record.turns),
        )
    parts = ", ".join(_result_part(key) for key in record.result or ())
    return OK, line.format(turns=len(record.turns), parts=parts)


def _result_part(key: str) -> str:
    """A part of a record's result, as the ok line names it (English: the record's key)."""
    words = {
        # TRANSLATORS: the parts of a recorded result that a replay checks (English shows the
        # record format's keys).
        "scores": pgettext("recorded result", "scores"),
        "coins": pgettext("recorded result", "coins"),
        "achievements": pgettext("recorded result", "achievements"),
    }
    return words.get(key, key)


def internal_error(error: Exception) -> str:
    """The line of a bug in tokaido_nb, for the user to report."""
    # TRANSLATORS: {kind} is Python's name of the error (English, for the report).
    return _("internal error (please report it): {kind}: {error}").format(
        kind=type(error).__name__, error=error
    )


def _story_lines(path: Path) -> list[str]:
    try:
        return story(path)
    except RecordError as error:
        return [_("(no story: {error})").format(error=error)]
    except Exception as error:  # the result line below reports what went wrong
        return [_("(no story: {error})").format(error=f"{type(error).__name__}: {error}")]
