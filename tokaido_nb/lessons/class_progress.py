"""A class's progress: each learner exports theirs, the teacher reads a folder of them.

A learner exports their progress (``progress.py``) as a small JSON file or as a short code to
copy (the same content, compressed: ``TKD1.`` and letters), with a name of their choosing; the
teacher gathers the files (or pastes the codes into text files) in one folder, and
``read_class(folder)`` reads them all: chapters read, exercises right at the first, second or
third try, and the rules most missed. Nothing is sent anywhere: files are written and read on
the machines they are on.

Every file is checked before it counts. Only regular files are read (a FIFO, a folder or a link
to a device is refused unread), each within ``MAX_BYTES``, its JSON within the limits of
``rules.untrusted.parse_json`` (no number of thousands of digits, no lone surrogate, no key
twice), the learner's name one a page can show. One that is not an export of tokaido_nb
(another program's JSON, a broken code, a file too large, an exercise this version does not
know) is refused with its name and the reason, and the others still count. Two exports under
one name (two learners who chose the same, or one exported twice) are both shown and flagged
(``ClassProgress.duplicates``), never merged: the teacher sees which is whose.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import stat
import zlib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from ..masters.ratings import Rating
from ..masters.themes import THEME_NAMES, theme_name
from ..rules.language import N_, _, ngettext
from ..rules.numbers import decimal, percent
from ..rules.untrusted import UntrustedInputError, name_problem, parse_json, read_file
from .chapters import CHAPTERS
from .exercises import EXERCISES
from .progress import ExerciseRecord, Progress, upgraded
from .puzzle_progress import ThemeCount
from .rule_names import rule_name

EXPORT_FORMAT = "tokaido-progress-export"
EXPORT_VERSION = 3
"""Version 2: chapter 15 split in two; version 3: chapter 18 (puzzles) came in, so chapter 18
became 19, and the export carries the learner's puzzle rating and their puzzles answered right
and wrong by theme (``progress.upgraded`` reads an older export)."""
CODE_PREFIX = "TKD1."
MAX_BYTES = 64_000
"""The largest export read: a whole course's export is under 4 kB."""
MAX_NAME = 60
TRIES_SHOWN = 3
"""Exercises right at the first, second and third try are counted apart; after the third wrong
answer the check shows the answer, so an exercise answered later counts as shown."""

WORDS = {
    "no name": N_("Write your name (or a nickname your teacher knows) first."),
    "long name": N_("A name of at most {most} characters, please."),
    "exported": N_(
        "Saved as {file} in this folder, and as the code below: give either to your "
        "teacher. Nothing was sent anywhere."
    ),
    "not ours": N_("it is not a tokaido_nb progress export"),
    "too large": N_("it is larger than {most} bytes, which no export is"),
    "bad code": N_("its code is damaged (a letter missing or changed?)"),
    "bad json": N_("it is not readable JSON"),
    "newer": N_("it was exported by a newer tokaido_nb (version {version})"),
    "unknown exercise": N_("it names an exercise this tokaido_nb does not have: {exercise}"),
    "unknown chapter": N_("it names a chapter this tokaido_nb does not have: {chapter}"),
    # TRANSLATORS: {field} is the name of a field of the export file (version, read...).
    "bad field": N_("its {field} is not what an export holds"),
    "bad exercise": N_("its record of the exercise {exercise} is not what an export holds"),
    "bad puzzles": N_("its puzzles by theme are not what an export holds"),
    "unknown theme": N_("it names a puzzle theme this tokaido_nb does not have: {theme}"),
    "empty folder": N_("There is no export in {folder} yet: ask each learner for theirs."),
    # TRANSLATORS: {problem} says what is wrong with the name (a clause).
    "bad name": N_("The name {name} cannot be used: {problem}."),
    # TRANSLATORS: {names} lists the names, each with its files in brackets.
    "same name": N_(
        "Exported under one name more than once: {names}. Each export is counted apart: ask "
        "who is who, and for a name of their own."
    ),
    "no folder": N_("There is no folder {folder}."),
}
"""Every sentence of the class view, whole, with named placeholders (translated where used)."""


def said(key: str, **values: Any) -> str:
    """The sentence ``WORDS[key]`` in the lesson's language, its placeholders filled.

    >>> said("long name", most=60)
    'A name of at most 60 characters, please.'
    """
    return _(WORDS[key]).format(**values)


class ExportError(ValueError):
    """An export that cannot be read; the message says why, in words."""


@dataclass(frozen=True)
class LearnerProgress:
    """One learner's exported progress."""

    learner: str
    progress: Progress
    source: str = ""
    """The file it was read from."""
    puzzle_rating: Rating | None = None
    """The learner's puzzle rating (None: no puzzle answered, or an export from before)."""
    themes: dict[str, ThemeCount] = field(default_factory=dict)
    """The puzzles answered right and wrong, by theme."""


def export_json(progress: Progress, learner: str) -> dict[str, Any]:
    """A learner's progress as an export: their name, the chapters read, each exercise's wrong
    tries and whether it was answered right or shown, and their puzzles: their rating and the
    puzzles answered right and wrong by theme (not each puzzle: the export stays small).

    >>> from tokaido_nb.lessons.progress import Progress, ExerciseRecord
    >>> export_json(Progress({"05.sets": ExerciseRecord(tries=1, right=True)}, {"05"}), "Aiko")
    ... # doctest: +NORMALIZE_WHITESPACE
    {'format': 'tokaido-progress-export', 'version': 3, 'learner': 'Aiko', 'read': ['05'],
     'exercises': {'05.sets': {'tries': 1, 'right': True, 'shown': False}},
     'puzzles': {'rating': {'mu': 25.0, 'sigma': 8.3333}, 'themes': {}}}
    """
    name = _checked_name(learner)
    plain = progress.to_json()
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "learner": name,
        "read": plain["read"],
        "exercises": plain["exercises"],
        "puzzles": {
            "rating": progress.puzzles.rating.to_json(),
            "themes": {
                theme: {"right": count.right, "wrong": count.wrong}
                for theme, count in progress.puzzles.theme_counts().items()
            },
        },
    }


def export_code(progress: Progress, learner: str) -> str:
    """The export as a short code to copy: ``TKD1.`` then the export, compressed, in letters,
    digits, ``-`` and ``_`` (a few hundred characters for a whole course)."""
    text = json.dumps(export_json(progress, learner), separators=(",", ":"))
    packed = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")
    return CODE_PREFIX + packed.rstrip("=")


def export_file(progress: Progress, learner: str, folder: Path | str = ".") -> Path:
    """Write the export as ``progress-<name>.json`` in ``folder``; returns the path."""
    data = export_json(progress, learner)
    stem = "".join(ch if ch.isalnum() else "-" for ch in data["learner"]).strip("-") or "learner"
    path = Path(folder) / f"progress-{stem}.json"
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def read_export(content: str | bytes, source: str = "") -> LearnerProgress:
    """An export read back, from the JSON of ``export_file`` or the code of ``export_code``;
    ``ExportError`` says in words why one cannot be read."""
    if len(content) > MAX_BYTES:
        raise ExportError(_(WORDS["too large"]).format(most=MAX_BYTES))
    try:
        text = content.decode("utf-8-sig") if isinstance(content, bytes) else content
    except UnicodeDecodeError:
        raise ExportError(_(WORDS["not ours"])) from None
    text = text.strip()
    if text.startswith(CODE_PREFIX):
        text = _unpack(text[len(CODE_PREFIX) :])
    try:
        # Within the limits of any untrusted JSON: a number of 5,000 digits, a lone surrogate
        # or a key twice is refused here, not met later by the page or the counts.
        data = parse_json(text)
    except UntrustedInputError as error:
        try:  # text that is no JSON at all is said so plainly
            json.loads(text)
        except json.JSONDecodeError:
            raise ExportError(_(WORDS["bad json"])) from None
        except (ValueError, RecursionError):
            pass
        raise ExportError(str(error)) from None
    name = _checked_name(data_field(data, "learner"))
    rating, themes = _puzzles(data)
    return LearnerProgress(name, _progress(data), source, rating, themes)


def _unpack(code: str) -> str:
    padded = "".join(code.split()) + "=" * (-len(code) % 4)
    try:
        packed = base64.urlsafe_b64decode(padded.encode("ascii"))
        # Decompressed little by little: a code cannot unpack into gigabytes.
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_BYTES)
        if inflater.unconsumed_tail:
            raise ExportError(_(WORDS["too large"]).format(most=MAX_BYTES))
        if not inflater.eof:  # cut short: part of the code was not copied
            raise ExportError(_(WORDS["bad code"]))
        return raw.decode("utf-8")
    except (binascii.Error, ValueError, zlib.error, UnicodeError) as error:
        if isinstance(error, ExportError):
            raise
        raise ExportError(_(WORDS["bad code"])) from None


def data_field(data: Any, name: str) -> Any:
    """``data[name]`` of an export, refused in words if ``data`` is no export at all."""
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ExportError(_(WORDS["not ours"]))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ExportError(_(WORDS["bad field"]).format(field="version"))
    if version > EXPORT_VERSION:
        raise ExportError(_(WORDS["newer"]).format(version=version))
    if name not in data:
        raise ExportError(_(WORDS["bad field"]).format(field=name))
    return data[name]


def _checked_name(learner: Any) -> str:
    if not isinstance(learner, str) or not learner.strip():
        raise ExportError(_(WORDS["no name"]))
    name = " ".join(learner.split())
    if len(name) > MAX_NAME:
        raise ExportError(_(WORDS["long name"]).format(most=MAX_NAME))
    problem = name_problem(name)  # control characters, a lone surrogate: no page shows them
    if problem:
        raise ExportError(_(WORDS["bad name"]).format(name=ascii(name), problem=problem))
    return name


def _progress(data: dict[str, Any]) -> Progress:
    chapters = {chapter.number for chapter in CHAPTERS}
    read = data_field(data, "read")
    if not isinstance(read, list) or not all(isinstance(n, str) for n in read):
        raise ExportError(_(WORDS["bad field"]).format(field="read"))
    exercises = data_field(data, "exercises")
    if not isinstance(exercises, dict):
        raise ExportError(_(WORDS["bad field"]).format(field="exercises"))
    # An export made before chapter 15 was split names the old exercises and chapters.
    exercises, renumbered = upgraded(exercises, read, data["version"])
    read = sorted(renumbered)
    for number in read:
        if number not in chapters:
            raise ExportError(_(WORDS["unknown chapter"]).format(chapter=number[:20]))
    records = {}
    for key, rec in exercises.items():
        if key not in EXERCISES:
            raise ExportError(_(WORDS["unknown exercise"]).format(exercise=str(key)[:20]))
        tries = rec.get("tries") if isinstance(rec, dict) else None
        flags = (
            [rec.get(flag, False) for flag in ("right", "shown")] if isinstance(rec, dict) else []
        )
        if (
            not isinstance(tries, int)
            or isinstance(tries, bool)
            or not 0 <= tries < 10_000
            or not all(isinstance(flag, bool) for flag in flags)
        ):
            raise ExportError(_(WORDS["bad exercise"]).format(exercise=str(key)[:20]))
        records[key] = ExerciseRecord(tries=tries, right=flags[0], shown=flags[1])
    return Progress(records, set(read))


def _puzzles(data: dict[str, Any]) -> tuple[Rating | None, dict[str, ThemeCount]]:
    """The puzzle rating and the counts by theme of an export (none before version 3)."""
    if data["version"] < 3:
        return None, {}
    puzzles = data_field(data, "puzzles")
    bad = ExportError(_(WORDS["bad puzzles"]))
    if not isinstance(puzzles, dict) or set(puzzles) != {"rating", "themes"}:
        raise bad
    try:
        rating = Rating.from_json(puzzles["rating"])
    except ValueError:
        raise bad from None
    themes = puzzles["themes"]
    if not isinstance(themes, dict):
        raise bad
    counts = {}
    for theme, count in themes.items():
        if theme not in THEME_NAMES:
            raise ExportError(_(WORDS["unknown theme"]).format(theme=str(theme)[:20]))
        if not isinstance(count, dict) or set(count) != {"right", "wrong"}:
            raise bad
        right, wrong = count["right"], count["wrong"]
        if not all(type(n) is int and 0 <= n < 100_000 for n in (right, wrong)):
            raise bad
        counts[theme] = ThemeCount(right, wrong)
    # A learner who answered no puzzle has the starting rating: nothing to show.
    return (rating if counts else None), counts


# ------------------------------------------------------------------------------ the class
@dataclass
class ClassProgress:
    """The exports of a class, and the files refused with the reason."""

    learners: list[LearnerProgress] = field(default_factory=list)
    refused: list[tuple[str, str]] = field(default_factory=list)
    """(file name, why) for each file that did not count."""

    @property
    def duplicates(self) -> dict[str, list[LearnerProgress]]:
        """The names exported more than once (by case-blind name), with each export: all are
        counted and shown, flagged, never merged."""
        by_name: dict[str, list[LearnerProgress]] = {}
        for each in self.learners:
            by_name.setdefault(each.learner.casefold(), []).append(each)
        return {name: found for name, found in by_name.items() if len(found) > 1}

    def chapters_read(self) -> dict[str, int]:
        """For each chapter (by number), how many learners read it to the end."""
        counts = Counter(n for each in self.learners for n in each.progress.read)
        return {chapter.number: counts.get(chapter.number, 0) for chapter in CHAPTERS}

    def exercise_counts(self) -> dict[str, Counter[str]]:
        """For each exercise, how many learners answered it right at the ``1``st, ``2``nd,
        ``3``rd try, were ``shown`` the answer (or the check revealed it), are still ``trying``, or
        ``new``."""
        found: dict[str, Counter[str]] = {key: Counter() for key in EXERCISES}
        for each in self.learners:
            for key in EXERCISES:
                found[key][attempt(each.progress.exercises.get(key))] += 1
        return found

    def rules_missed(self, most: int = 5) -> list[tuple[str, int]]:
        """The rules most missed: for each rule, how many learners gave a wrong answer (or
        asked for the answer) to an exercise on it; the ``most`` largest, then by id."""
        missed: Counter[str] = Counter()
        for each in self.learners:
            rules: set[str] = set()
            for key, rec in each.progress.exercises.items():
                if rec.tries or rec.shown:
                    rules.update(EXERCISES[key].rules)
            missed.update(rules)
        return sorted(missed.items(), key=lambda item: (-item[1], item[0]))[:most]

    def puzzle_themes(self) -> dict[str, tuple[ThemeCount, int]]:
        """For each theme some learner answered a puzzle of: the class's puzzles answered
        right and wrong, and how many learners answered one; the theme answered worst first
        (its share right), then by key."""
        right: Counter[str] = Counter()
        wrong: Counter[str] = Counter()
        learners: Counter[str] = Counter()
        for each in self.learners:
            for theme, count in each.themes.items():
                right[theme] += count.right
                wrong[theme] += count.wrong
                learners[theme] += 1
        found = {t: (ThemeCount(right[t], wrong[t]), learners[t]) for t in learners}
        return dict(sorted(found.items(), key=lambda item: (_share(item[1][0]), item[0])))


def _share(count: ThemeCount) -> float:
    return count.right / count.answered if count.answered else 1.0


def attempt(rec: ExerciseRecord | None) -> str:
    """At which try an exercise was answered right (``"1"``, ``"2"``, ``"3"``), or ``"shown"``
    (the learner asked for the answer, or the check revealed it after a third wrong answer,
    whether or not it was typed in afterwards), ``"trying"`` (wrong so far), ``"new"``."""
    if rec is None or (not rec.tries and not rec.right and not rec.shown):
        return "new"
    if rec.shown or rec.tries >= TRIES_SHOWN:
        return "shown"
    return str(rec.tries + 1) if rec.right else "trying"


def read_class(folder: Path | str, codes: Iterable[str] = ()) -> ClassProgress:
    """Read every export in ``folder`` (``*.json`` files, and ``*.txt`` files holding a code)
    and the ``codes`` pasted; a file or code that cannot be read is refused with its name and
    why, and the others count. Two exports under one name both count, and are flagged
    (``ClassProgress.duplicates``)."""
    folder = Path(folder)
    result = ClassProgress()
    if not folder.is_dir():
        result.refused.append((str(folder), _(WORDS["no folder"]).format(folder=folder)))
        return result
    found: list[LearnerProgress] = []
    paths = sorted(p for p in folder.iterdir() if p.suffix.lower() in {".json", ".txt"})
    sources: list[tuple[str, Any]] = [(_shown_name(p.name), p) for p in paths]
    named = _("code {number}")
    codes = [codes] if isinstance(codes, str) else codes  # one code given alone, not a list
    # A code that is not text (a number pasted without quotes) is refused below, not dropped.
    sources += [
        (named.format(number=n), code)
        for n, code in enumerate(codes, 1)
        if not isinstance(code, str) or code.strip()
    ]
    for name, source in sources:
        try:
            content = _read(source) if isinstance(source, Path) else source
            if not isinstance(content, (str, bytes)):
                raise ExportError(_(WORDS["not ours"]))
            found.append(read_export(content, name))
        except ExportError as why:
            result.refused.append((name, str(why)))
        except UntrustedInputError as why:
            result.refused.append((name, str(why)))
        except OSError as error:
            result.refused.append((name, error.strerror or str(error)))
    result.learners = sorted(found, key=lambda each: (each.learner.casefold(), each.source))
    return result


def _read(path: Path) -> bytes:
    """A file's bytes, if it is a regular file within ``MAX_BYTES``: a FIFO, a folder or a link
    to ``/dev/zero`` is refused unread (``UntrustedInputError``), never waited on."""
    info = os.stat(path)
    if stat.S_ISREG(info.st_mode) and info.st_size > MAX_BYTES:
        raise ExportError(_(WORDS["too large"]).format(most=MAX_BYTES))
    content = read_file(path)  # refuses what is not a regular file, without opening it to wait
    if len(content) > MAX_BYTES:  # grown since
        raise ExportError(_(WORDS["too large"]).format(most=MAX_BYTES))
    return content


def _shown_name(name: str) -> str:
    """A file's name as a page can show it: bytes that are not UTF-8 (which Python keeps as
    lone surrogates) become the replacement character."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


_COLUMNS = ("1", "2", "3", "shown", "trying", "new")
_HEADINGS = {
    "1": N_("right at the 1st try"),
    "2": N_("right at the 2nd try"),
    "3": N_("right at the 3rd try"),
    "shown": N_("answer shown"),
    "trying": N_("not right yet"),
    "new": N_("not tried"),
}


def class_html(result: ClassProgress, most_missed: int = 5) -> str:
    """The class at a glance, as HTML: who counted and which files did not, chapters read,
    the exercises by try, and the rules most missed (in words; ids in the tooltips)."""
    cell = "padding:2px 8px;border-bottom:1px solid #eee;text-align:right"
    left = "padding:2px 8px;border-bottom:1px solid #eee;text-align:left"
    count = len(result.learners)
    learners = ngettext("{count} learner", "{count} learners", count).format(count=count)
    duplicates = result.duplicates
    if count:
        # TRANSLATORS: {learners} is "3 learners"; {names} their names, separated by commas.
        said = _("{learners}: {names}").format(
            learners=f"<b>{escape(learners)}</b>",
            names=", ".join(
                f'<span style="color:#a11">⚠ {escape(each.learner)}</span>'
                if each.learner.casefold() in duplicates
                else escape(each.learner)
                for each in result.learners
            ),
        )
    else:
        said = f"<b>{escape(learners)}</b>"
    parts = [
        '<div class="tokaido-class-progress" style="font-size:14px;line-height:1.5">',
        f"<p>{said}</p>",
    ]
    if duplicates:
        names = "; ".join(
            f"{found[0].learner} ({', '.join(each.source or '?' for each in found)})"
            for found in duplicates.values()
        )
        parts.append(
            '<p class="tokaido-class-duplicates" style="color:#a11">'
            f"⚠ {escape(_(WORDS['same name']).format(names=names))}</p>"
        )
    if result.refused:
        not_counted = _("Not counted:")
        # TRANSLATORS: a file of the class folder that did not count, and why.
        refused = _("{file}: {why}")
        items = "".join(
            "<li>" + refused.format(file=f"<b>{escape(name)}</b>", why=escape(why)) + "</li>"
            for name, why in result.refused
        )
        parts.append(
            f'<div class="tokaido-class-refused" style="color:#a11">{escape(not_counted)}'
            f"<ul>{items}</ul></div>"
        )
    if count:
        parts.append(_learners_table(result, cell, left))
    read = result.chapters_read()
    chapters_read = _("Chapters read to the end")
    # TRANSLATORS: how many learners of the class read a chapter: "12 of 25".
    of = _("{some} of {count}")
    rows = "".join(
        f'<tr><td style="{left}">{chapter.number} {escape(_(chapter.title))}</td>'
        f'<td style="{cell}">{escape(of.format(some=read[chapter.number], count=count))}</td></tr>'
        for chapter in CHAPTERS
    )
    parts.append(
        f"<h4>{escape(chapters_read)}</h4>"
        '<table class="tokaido-class-chapters" '
        f'style="border-collapse:collapse">{rows}</table>'
    )
    exercises_heading, exercise_heading = _("Exercises"), _("Exercise")
    head = "".join(f'<th style="{cell}">{escape(_(_HEADINGS[c]))}</th>' for c in _COLUMNS)
    body = []
    for key, counts in result.exercise_counts().items():
        title = EXERCISES[key].said(EXERCISES[key].title)
        cells = "".join(f'<td style="{cell}">{counts.get(c, 0) or ""}</td>' for c in _COLUMNS)
        body.append(
            f'<tr><td style="{left}" title="{escape(key)}">{escape(title)}</td>{cells}</tr>'
        )
    parts.append(
        f"<h4>{escape(exercises_heading)}</h4>"
        '<table class="tokaido-class-exercises" style="border-collapse:collapse">'
        f'<tr><th style="{left}">{escape(exercise_heading)}</th>{head}</tr>'
        f"{''.join(body)}</table>"
    )
    parts.append(_puzzles_table(result, cell, left))
    missed = result.rules_missed(most_missed)
    most_missed_heading = _("The rules most missed")
    heading = f"<h4>{escape(most_missed_heading)}</h4>"
    if missed:
        # TRANSLATORS: {rule} is a rule named in words; {some} learners of {count} missed it.
        by = _("{rule}: missed by {some} of {count}")
        items = "".join(
            f'<li title="{escape(rule)}">'
            f"{escape(by.format(rule=rule_name(rule), some=n, count=count))}</li>"
            for rule, n in missed
        )
        parts.append(f'{heading}<ol class="tokaido-class-missed">{items}</ol>')
    else:
        none_yet = _("No rule missed yet.")
        parts.append(f"{heading}<p>{escape(none_yet)}</p>")
    parts.append("</div>")
    return "".join(parts)


def _puzzles_table(result: ClassProgress, cell: str, left: str) -> str:
    """The puzzles of chapter 18 by theme: the class's answers right and wrong, the share
    right, and how many learners tried; the theme the class misses most first."""
    title, none_yet = _("Puzzles by theme"), _("No puzzle answered yet.")
    heading = f"<h4>{escape(title)}</h4>"
    themes = result.puzzle_themes()
    if not themes:
        return f"{heading}<p>{escape(none_yet)}</p>"
    heads = [_("Theme"), _("answered right"), _("answered wrong"), _("share right"), _("learners")]
    head = f'<th style="{left}">{escape(heads[0])}</th>' + "".join(
        f'<th style="{cell}">{escape(h)}</th>' for h in heads[1:]
    )
    rows = "".join(
        f'<tr><td style="{left}" title="{escape(theme)}">{escape(theme_name(theme))}</td>'
        f'<td style="{cell}">{count.right}</td><td style="{cell}">{count.wrong}</td>'
        f'<td style="{cell}">{escape(percent(_share(count)))}</td>'
        f'<td style="{cell}">{learners}</td></tr>'
        for theme, (count, learners) in themes.items()
    )
    return (
        f'{heading}<table class="tokaido-class-puzzles" style="border-collapse:collapse">'
        f"<tr>{head}</tr>{rows}</table>"
    )


def _learners_table(result: ClassProgress, cell: str, left: str) -> str:
    """One row per learner, by name: chapters read, and their exercises by how they went."""
    heads = [
        _("Learner"),
        _("Chapters read to the end"),
        *(_(_HEADINGS[c]) for c in ("1", "2", "3", "shown", "trying")),
        _("Puzzle rating"),
    ]
    head = f'<th style="{left}">{escape(heads[0])}</th>' + "".join(
        f'<th style="{cell}">{escape(h)}</th>' for h in heads[1:]
    )
    rows = []
    for each in result.learners:
        tries = Counter(attempt(each.progress.exercises.get(key)) for key in EXERCISES)
        numbers = [len(each.progress.read), *(tries[c] for c in ("1", "2", "3", "shown", "trying"))]
        rating = decimal(each.puzzle_rating.mu, 1) if each.puzzle_rating else ""
        rows.append(
            f'<tr><td style="{left}">{escape(each.learner)}</td>'
            + "".join(f'<td style="{cell}">{n or ""}</td>' for n in numbers)
            + f'<td style="{cell}">{escape(rating)}</td></tr>'
        )
    heading = _("Learners")
    return (
        f"<h4>{escape(heading)}</h4>"
        '<table class="tokaido-class-learners" style="border-collapse:collapse">'
        f"<tr>{head}</tr>{''.join(rows)}</table>"
    )


class ClassView:
    """The class at a glance in a notebook (``class_html``), read from ``folder``."""

    def __init__(self, folder: Path | str, codes: Iterable[str] = ()) -> None:
        self.result = read_class(folder, codes)

    def _repr_html_(self) -> str:
        return class_html(self.result)

    def __repr__(self) -> str:
        r = self.result
        return f"ClassView({len(r.learners)} learners, {len(r.refused)} files not counted)"


__all__ = [
    "CODE_PREFIX",
    "EXPORT_FORMAT",
    "ClassProgress",
    "ClassView",
    "ExportError",
    "LearnerProgress",
    "attempt",
    "class_html",
    "export_code",
    "export_file",
    "export_json",
    "read_class",
    "read_export",
    "said",
]
