"""What a learner has done: the exercises checked and the chapters read, kept in a small file.

The file is ``progress.json`` in the user's data directory (``data_dir()``): on Linux
``$XDG_DATA_HOME/tokaido_nb`` (by default ``~/.local/share/tokaido_nb``), on macOS
``~/Library/Application Support/tokaido_nb``, on Windows ``%APPDATA%\\tokaido_nb``; in the
browser edition (JupyterLite) ``my_progress/`` beside the lessons, in the browser's storage. The
environment variable ``TOKAIDO_NB_DATA`` names another directory instead: the tests, nbval and
``make record`` point it at a temporary one. Nothing is sent anywhere. The file belongs to the
user account, so each learner who logs in keeps their own.

Reading and writing are the only I/O here; the map of a learner's progress by chapter and rule
(``progress_map``) is built from a ``Progress`` value and the tables of chapters.py and
exercises.py, and drawn as text or HTML.
"""

from __future__ import annotations

import errno
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from ..rules.language import _, pgettext
from ..rules.numbers import decimal as written_number
from ..rules.untrusted import MAX_BYTES, UntrustedInputError, parse_json
from .chapters import CHAPTERS, Chapter
from .exercises import EXERCISES, RENAMED, Exercise, chapter_exercises
from .puzzle_progress import PuzzleProgress
from .rule_names import rule_name

ENV_VAR = "TOKAIDO_NB_DATA"
"""The environment variable naming the directory of the progress file."""
FILE_NAME = "progress.json"
FORMAT = "tokaido-progress"
VERSION = 3
"""Version 2: chapter 15 (Crossroads) split in two, so chapters 16 and 17 became 17 and 18.
Version 3: chapter 18, "Puzzles from real games", came in, so "Your own player" became 19; the
file keeps the learner's puzzle rating and the puzzles answered (``puzzles``)."""

EXERCISES_RENAMED_IN_2 = RENAMED
"""The exercise ids of version 1 that changed in version 2, old -> new (exercises.RENAMED)."""
CHAPTERS_RENUMBERED_IN_2: dict[str, tuple[str, ...]] = {
    "15": ("15", "16"),
    "16": ("17",),
    "17": ("18",),
}
"""The chapter numbers of version 1 that changed in version 2: old -> the chapters it now is
(the old chapter 15, read to the end, is both Crossroads chapters read)."""
CHAPTERS_RENUMBERED_IN_3: dict[str, tuple[str, ...]] = {"18": ("19",)}
"""The chapter numbers of version 2 that changed in version 3 (chapter 18 has no exercise)."""


BROWSER_DRIVE = Path("/drive")
"""In the browser edition (JupyterLite), the learner's files, kept in the browser's storage."""
BROWSER_FOLDER = "my_progress"
"""The folder of the progress file there, beside the lessons, where the learner sees it."""


def upgraded(
    exercises: dict[str, Any], read: Iterable[str], version: int
) -> tuple[dict[str, Any], set[str]]:
    """Exercise records and chapters read, saved by ``version``, under today's ids and numbers.

    A learner's progress saved before chapter 15 was split, or before chapter 18 came in, still
    counts: its exercises and chapters are renamed (``EXERCISES_RENAMED_IN_2``,
    ``CHAPTERS_RENUMBERED_IN_2``, then ``CHAPTERS_RENUMBERED_IN_3``).

    >>> exercises, read = upgraded({"16.farm": "a record"}, ["15", "16", "17"], 1)
    >>> exercises, sorted(read)
    ({'17.farm': 'a record'}, ['15', '16', '17', '19'])
    """
    chapters = set(read)
    if version < 2:
        exercises = {EXERCISES_RENAMED_IN_2.get(key, key): rec for key, rec in exercises.items()}
        chapters = {new for n in chapters for new in CHAPTERS_RENUMBERED_IN_2.get(n, (n,))}
    if version < 3:
        chapters = {new for n in chapters for new in CHAPTERS_RENUMBERED_IN_3.get(n, (n,))}
    return dict(exercises), chapters


def data_dir() -> Path:
    """The directory of the progress file (``TOKAIDO_NB_DATA`` if set).

    In the browser edition (Pyodide) it is ``my_progress`` beside the lessons: the home folder
    there is lost when the page closes, while the lessons' folder is kept in the browser.
    """
    chosen = os.environ.get(ENV_VAR, "").strip()
    if chosen:
        return Path(chosen).expanduser()
    if sys.platform == "emscripten" and BROWSER_DRIVE.is_dir():
        return BROWSER_DRIVE / BROWSER_FOLDER
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming") / "tokaido_nb"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "tokaido_nb"
    base = os.environ.get("XDG_DATA_HOME", "").strip() or home / ".local" / "share"
    return Path(base) / "tokaido_nb"


def progress_file() -> Path:
    """Where the progress is kept."""
    return data_dir() / FILE_NAME


@dataclass
class ExerciseRecord:
    """One exercise: wrong answers so far, whether it was answered right, whether the answer
    was shown."""

    tries: int = 0
    right: bool = False
    shown: bool = False

    @property
    def status(self) -> str:
        """``right``, ``shown``, ``tried`` or ``new``."""
        if self.right:
            return "right"
        if self.shown:
            return "shown"
        return "tried" if self.tries else "new"


@dataclass
class Progress:
    """A learner's exercises (by id) and the chapters they read to the end (by number).

    ``problem`` says why a saved file could not be read (it is then kept aside, not lost).
    """

    exercises: dict[str, ExerciseRecord] = field(default_factory=dict)
    read: set[str] = field(default_factory=set)
    problem: str = ""
    puzzles: PuzzleProgress = field(default_factory=PuzzleProgress)
    """The puzzle trainer's ratings and the puzzles answered (chapter 18)."""
    kept: str = field(default="", compare=False)
    """Why the file on disk was left as it is and must not be written over (it could not be
    read, or a newer tokaido_nb saved it), in words; empty when it may be saved."""

    def record(self, exercise_id: str) -> ExerciseRecord:
        """The record of an exercise (a new, empty one if never checked)."""
        return self.exercises.setdefault(exercise_id, ExerciseRecord())

    def to_json(self) -> dict[str, Any]:
        """The progress as plain JSON values."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "exercises": {
                key: {"tries": rec.tries, "right": rec.right, "shown": rec.shown}
                for key, rec in sorted(self.exercises.items())
            },
            "read": sorted(self.read),
            "puzzles": self.puzzles.to_json(),
        }

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """Progress from ``to_json`` output; anything else raises ``ValueError``."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(_("it is not a tokaido_nb progress file"))
        version = data.get("version", 1)
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise ValueError(_("its version is not a version of the progress file"))
        exercises = {}
        for key, rec in dict(data.get("exercises", {})).items():
            tries = rec.get("tries", 0)
            if isinstance(tries, bool) or not isinstance(tries, int) or tries < 0:
                said = _("its number of tries at the exercise {id} is not a count")
                raise ValueError(said.format(id=repr(str(key))[:40]))
            exercises[str(key)] = ExerciseRecord(
                tries=tries,
                right=bool(rec.get("right", False)),
                shown=bool(rec.get("shown", False)),
            )
        read = data.get("read", [])
        if not isinstance(read, list):
            raise ValueError(_("its list of the chapters read is not a list"))
        read = {str(number) for number in read}
        # A file saved before the puzzles came in (version 2 or older) has none.
        puzzles = PuzzleProgress.from_json(data["puzzles"]) if "puzzles" in data else None
        upgrade = upgraded(exercises, read, version)
        return cls(*upgrade, puzzles=puzzles or PuzzleProgress())


def load(path: Path | None = None) -> Progress:
    """The saved progress; none yet gives an empty one.

    A file that cannot be read is renamed ``progress.json.unreadable`` (kept, not lost) and
    the progress starts afresh, with ``problem`` saying so.
    """
    path = path or progress_file()
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Progress()
    except OSError as error:  # not readable at all (a folder, no permission): leave it be
        why = _("{path} could not be read ({why}).")
        # Something there (a folder, a file it may not read) is left as it is; where nothing
        # is (a file where the folder should be), saving will say why it cannot.
        kept = (
            _("the progress file there could not be read, so it is left as it is")
            if os.path.lexists(path)
            else ""
        )
        return Progress(problem=why.format(path=path, why=error.strerror), kept=kept)
    try:
        if len(data) > MAX_BYTES:
            # TRANSLATORS: {size} and {most} are numbers of bytes.
            said = _("it is {size} bytes long; a progress file is at most {most} bytes")
            raise ValueError(
                said.format(size=written_number(len(data), 0), most=written_number(MAX_BYTES, 0))
            )
        # The gate for untrusted text: not UTF-8, not JSON, nested too deep, a key twice
        # (a puzzle answered twice, one of which would be dropped), NaN: each said in words.
        value = parse_json(data)
        newer = _newer_version(value)
        if newer:
            said = _(
                "{path} was saved by a newer tokaido_nb (its version {version}; this one reads "
                "up to {known}). It is left as it is: what you do here is not saved in it."
            )
            kept = _("a newer tokaido_nb saved the progress file there")
            return Progress(problem=said.format(path=path, version=newer, known=VERSION), kept=kept)
        return Progress.from_json(value)
    except (UntrustedInputError, ValueError, TypeError, AttributeError) as error:
        aside = path.with_name(path.name + ".unreadable")
        try:
            path.replace(aside)
        except OSError as failed:  # a folder that cannot be written: leave the file be
            why = _("{path} could not be read ({why}), nor kept aside ({failed}).")
            kept = _("the progress file there could not be read, so it is left as it is")
            problem = why.format(path=path, why=error, failed=failed.strerror or failed)
            return Progress(problem=problem, kept=kept)
        why = _("{path} could not be read ({why}); it was kept as {aside}.")
        return Progress(problem=why.format(path=path, why=error, aside=aside))


def _newer_version(value: Any) -> int:
    """The version of a progress file saved by a newer tokaido_nb, else 0."""
    if isinstance(value, dict) and value.get("format") == FORMAT:
        version = value.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            return version
    return 0


class ProgressKeptError(OSError):
    """The progress file was left as it is (unreadable, or a newer tokaido_nb's): not written."""

    def __str__(self) -> str:
        return str(self.strerror)  # the reason in words, without OSError's "[Errno 1]"


def save(progress: Progress, path: Path | None = None) -> Path:
    """Write the progress (to a temporary file first, so a crash never leaves half a file)."""
    path = path or progress_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(progress.to_json(), indent=1)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".progress-", suffix=".json")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)  # no stray temporary file beside the progress
        raise
    return path


def update(change: Callable[[Progress], None], path: Path | None = None) -> Progress:
    """Load the progress, apply ``change`` to it, save it, and return it.

    A file that ``load`` left as it is (unreadable, or saved by a newer tokaido_nb) is never
    written over: ``ProgressKeptError`` (an ``OSError``) says why, and nothing is saved.
    """
    progress = load(path)
    change(progress)
    if progress.kept:
        raise ProgressKeptError(errno.EPERM, progress.kept)
    save(progress, path)
    return progress


def reset(path: Path | None = None) -> bool:
    """Forget everything: remove the progress file. True if there was one."""
    path = path or progress_file()
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    return True


# ---------------------------------------------------------------------------------- the map

RULE_PRACTISED = "practised"
"""A rule of an exercise answered right."""
RULE_READ = "read"
"""A rule of a chapter read to the end."""
RULE_NOT_YET = "not yet"


@dataclass(frozen=True)
class ChapterRow:
    """One line of the progress map: a chapter, its exercises and its rules, each with a status."""

    chapter: Chapter
    read: bool
    exercises: tuple[tuple[Exercise, str], ...]
    rules: tuple[tuple[str, str], ...]


def rule_statuses(progress: Progress) -> dict[str, str]:
    """Every rule taught by a chapter, with its status for this learner."""
    statuses = {rule: RULE_NOT_YET for chapter in CHAPTERS for rule in chapter.rules}
    for chapter in CHAPTERS:
        if chapter.number in progress.read:
            statuses.update(dict.fromkeys(chapter.rules, RULE_READ))
    for key, rec in progress.exercises.items():
        if rec.right and key in EXERCISES:
            statuses.update(dict.fromkeys(EXERCISES[key].rules, RULE_PRACTISED))
    return statuses


def progress_map(progress: Progress) -> list[ChapterRow]:
    """The progress map: one row per chapter, in reading order.

    >>> rows = progress_map(Progress({"05.sets": ExerciseRecord(right=True)}, {"05"}))
    >>> row = rows[5]
    >>> row.chapter.title, row.read, [status for _, status in row.exercises]
    ('Villages and souvenirs', True, ['right'])
    >>> dict(row.rules)["souvenir.sets"], dict(row.rules)["village.buy"]
    ('practised', 'read')
    """
    statuses = rule_statuses(progress)
    rows = []
    for chapter in CHAPTERS:
        exercises = tuple(
            (each, progress.exercises.get(each.id, ExerciseRecord()).status)
            for each in chapter_exercises(chapter.number)
        )
        rules = tuple((rule, statuses[rule]) for rule in chapter.rules)
        rows.append(ChapterRow(chapter, chapter.number in progress.read, exercises, rules))
    return rows


def summary_line(progress: Progress) -> str:
    """The whole progress in one line.

    >>> summary_line(Progress())
    'Exercises right: 0 of 27 · chapters read: 0 of 20 · rules met: 0 of 98.'
    """
    right = sum(1 for key, rec in progress.exercises.items() if rec.right and key in EXERCISES)
    read = sum(1 for chapter in CHAPTERS if chapter.number in progress.read)
    statuses = rule_statuses(progress)
    met = sum(1 for status in statuses.values() if status != RULE_NOT_YET)
    said = _(
        "Exercises right: {right} of {exercises} · chapters read: {read} of {chapters} · "
        "rules met: {met} of {rules}."
    )
    return said.format(
        right=right,
        exercises=len(EXERCISES),
        read=read,
        chapters=len(CHAPTERS),
        met=met,
        rules=len(statuses),
    )


def _exercise_status(status: str) -> str:
    """An exercise's status (``ExerciseRecord.status``) in words."""
    return {
        "right": pgettext("exercise status", "right"),
        "shown": pgettext("exercise status", "shown"),
        "tried": pgettext("exercise status", "tried"),
        "new": pgettext("exercise status", "new"),
    }[status]


def _rule_status(status: str) -> str:
    """A rule's status (``RULE_PRACTISED`` ...) in words."""
    return {
        RULE_PRACTISED: pgettext("rule status", "practised"),
        RULE_READ: pgettext("rule status", "read"),
        RULE_NOT_YET: pgettext("rule status", "not yet"),
    }[status]


_EXERCISE_MARKS = {"right": "✓", "shown": "", "tried": "✗", "new": "·"}
_EXERCISE_COLOURS = {"right": "#1a7f37", "shown": "#9c6f19", "tried": "#a11", "new": "#8a8177"}
_RULE_COLOURS = {RULE_PRACTISED: "#1a7f37", RULE_READ: "#1c6ed6", RULE_NOT_YET: "#b8b0a4"}


def _exercise_words(exercise: Exercise, status: str, progress: Progress) -> str:
    mark = _EXERCISE_MARKS[status] or _("answer shown")
    if status == "tried":
        mark = f"✗ {progress.exercises[exercise.id].tries}"
    return f"{exercise.id} {mark}"


def map_text(progress: Progress) -> str:
    """The progress map as plain text, one chapter a line."""
    lines = [summary_line(progress)]
    if progress.problem:
        lines.insert(0, progress.problem)
    for row in progress_map(progress):
        read = pgettext("chapter", "read") if row.read else pgettext("chapter", "not read")
        exercises = ", ".join(_exercise_words(e, s, progress) for e, s in row.exercises)
        practised = sum(1 for _rule, s in row.rules if s == RULE_PRACTISED)
        met = sum(1 for _rule, s in row.rules if s != RULE_NOT_YET)
        if exercises:
            # TRANSLATORS: a line of the progress map; {read} is "read" or "not read",
            # {exercises} the chapter's exercises with a mark each (05.sets ✓).
            line = _(
                "{number} {title}: {read}; exercises {exercises}; rules met {met} of {rules} "
                "({practised} practised)"
            )
        else:
            line = _("{number} {title}: {read}; rules met {met} of {rules} ({practised} practised)")
        words: dict[str, Any] = dict(number=row.chapter.number, title=_(row.chapter.title))
        words.update(read=read, exercises=exercises)
        words.update(met=met, rules=len(row.rules), practised=practised)
        lines.append(line.format(**words))
    return "\n".join(lines)


def _chip(text: str, colour: str, title: str, filled: bool) -> str:
    background = colour if filled else "transparent"
    ink = "#ffffff" if filled else colour
    return (
        f'<span title="{escape(title)}" style="display:inline-block;margin:1px 2px;'
        f"padding:0 5px;border:1px solid {colour};border-radius:8px;background:{background};"
        f'color:{ink};font-size:12px;white-space:nowrap">{escape(text)}</span>'
    )


def map_html(progress: Progress) -> str:
    """The progress map as an HTML table: chapters down, their exercises and rules across."""
    rows = []
    for row in progress_map(progress):
        link = f'<a href="{escape(row.chapter.file)}">{escape(_(row.chapter.title))}</a>'
        read = _("✓ read") if row.read else ""
        exercises = "".join(
            _chip(
                _exercise_words(each, status, progress),
                _EXERCISE_COLOURS[status],
                _("{exercise}: {status}").format(
                    exercise=each.said(each.title), status=_exercise_status(status)
                ),
                status == "right",
            )
            for each, status in row.exercises
        )
        # The rule in words on the chip; its checklist id, for teachers, in the tooltip.
        rules = "".join(
            _chip(
                rule_name(rule),
                _RULE_COLOURS[status],
                # TRANSLATORS: a rule's tooltip on the map; {id} is its checklist id (English).
                _("{rule}: {status} ({id})").format(
                    rule=rule_name(rule), status=_rule_status(status), id=rule
                ),
                status == RULE_PRACTISED,
            )
            for rule, status in row.rules
        )
        rows.append(
            f'<tr class="tokaido-progress-chapter-{row.chapter.number}">'
            f'<td style="text-align:left;white-space:nowrap">{row.chapter.number} {link}</td>'
            f'<td style="text-align:left;color:#1c6ed6;white-space:nowrap">{read}</td>'
            f'<td style="text-align:left">{exercises}</td>'
            f'<td style="text-align:left">{rules}</td></tr>'
        )
    legend = (
        _chip(
            _rule_status(RULE_PRACTISED),
            _RULE_COLOURS[RULE_PRACTISED],
            _("an exercise on it answered right"),
            True,
        )
        + _chip(
            _rule_status(RULE_READ),
            _RULE_COLOURS[RULE_READ],
            _("its chapter read to the end"),
            False,
        )
        + _chip(_rule_status(RULE_NOT_YET), _RULE_COLOURS[RULE_NOT_YET], _("not met yet"), False)
    )
    problem = f'<p style="color:#a11">{escape(progress.problem)}</p>' if progress.problem else ""
    # TRANSLATORS: the map's legend; {legend} is the three statuses of a rule, as chips.
    rules_legend = escape(_("Rules: {legend}")).replace("{legend}", legend)
    headings = (_("Chapter"), _("Exercises"), _("Rules"))
    return (
        f'<div class="tokaido-progress-map">{problem}'
        f"<p><b>{escape(summary_line(progress))}</b></p>"
        '<table style="border-collapse:collapse;font-size:13px">'
        f"<thead><tr><th style='text-align:left'>{escape(headings[0])}</th><th></th>"
        f"<th style='text-align:left'>{escape(headings[1])}</th>"
        f"<th style='text-align:left'>{escape(headings[2])}</th>"
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        f'<p style="font-size:12px;color:#6f6456">{rules_legend}</p></div>'
    )
