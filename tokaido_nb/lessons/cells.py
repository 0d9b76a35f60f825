"""What a chapter's cells call: check an exercise, show its answer, try an action, guard an
editable cell, mark a chapter read, see your progress.

These functions join the pure parts (answers.py, exercises.py) to the learner's progress file
(progress.py) and say things the same way in every chapter: a refusal is one line, "Refused
(rule id): why", whether it comes from an action tried on purpose or from a value typed into an
editable cell.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from html import escape
from typing import Any

from ..rules import Action, Game, IllegalAction
from ..rules.language import N_, _, ngettext, semicolons
from ..rules.words import action_label
from . import progress as store
from .answers import Feedback, respond, reveal
from .chapters import chapter as find_chapter
from .exercises import chapter_exercises, exercise
from .rule_names import rule_name


def _call(name: str, exercise_id: str, needs: str) -> str:
    given = f", {needs.split()[-1]}" if needs else ""
    return f'{name}("{exercise_id}"{given})'


def _saved(change: Any) -> str:
    """Apply ``change`` to the saved progress; a sentence if it could not be saved."""
    try:
        store.update(change)
    except OSError as error:
        return _("(Your progress could not be saved: {error}.)").format(error=error)
    return ""


def check(exercise_id: str, answer: Any, given: Any = None) -> Feedback:
    """Check ``answer`` to the exercise ``exercise_id``, and remember how it went.

    Any way a person would write the right answer is accepted. A first wrong answer gets a
    hint pointing at the rule, a second one a stronger hint, a third the answer and why.
    ``given`` is what the exercise is about, when the chapter built it (the study, the score
    sheet, the record): the check cell passes it.
    """
    task = exercise(exercise_id)
    exercise_id = task.id  # an old lesson's id is recorded under today's
    expected = task.expected(given)
    tries = store.load().exercises.get(exercise_id, store.ExerciseRecord()).tries
    feedback = respond(
        answer,
        expected,
        form=task.form,
        tries=tries,
        hints=(task.said(task.hints[0]), task.said(task.hints[1])),
        explanation=task.explain(given),
        notes=task.notes(),
        section=task.said(task.section),
        asks=task.said(task.asks),
        show_call=_call("show_answer", exercise_id, task.needs),
    )
    if feedback.correct:
        problem = _saved(lambda p: setattr(p.record(exercise_id), "right", True))
    elif feedback.wrong:
        problem = _saved(lambda p: setattr(p.record(exercise_id), "tries", tries + 1))
    else:
        problem = ""
    if problem:
        feedback = Feedback(feedback.kind, feedback.lines, feedback.section, feedback.anchor,
                            (*feedback.extra, problem))  # fmt: skip
    return feedback


def show_answer(exercise_id: str, given: Any = None) -> Feedback:
    """The answer to the exercise and why, whenever you want it (the map notes that you asked)."""
    task = exercise(exercise_id)
    exercise_id = task.id
    feedback = reveal(task.expected(given), task.explain(given))
    _saved(lambda p: setattr(p.record(exercise_id), "shown", True))
    return feedback


def refusal_line(error: Exception) -> str:
    """A refusal in one line: ``Refused (road.inn_stop): why``."""
    rule = getattr(error, "rule", None)
    if rule:
        # TRANSLATORS: {rule} is a rule's id, e.g. road.inn_stop (kept in English); {why} the
        # refusal's sentence.
        return _("Refused ({rule}): {why}").format(rule=rule, why=error)
    return _("Refused: {why}").format(why=error)


def attempt(game: Game, action: Action, player: int | None = None) -> None:
    """Play ``action`` on ``game``, or print which rule refuses it and why.

    A refused action leaves the game as it was. ``player`` plays as that player (to show that
    nobody may move out of turn).

    >>> from tokaido_nb.rules import Move
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> attempt(game, Move(4))
    Played: Stop at 4 · paddy field.
    >>> attempt(game, Move(4))  # doctest: +ELLIPSIS
    Refused (road.occupied): ...
    """
    try:
        label = action_label(game, action)
    except (KeyError, ValueError, TypeError, AttributeError):
        label = repr(action)
    try:
        game.play(action, player=player)
    except IllegalAction as refusal:
        print(refusal_line(refusal))
    else:
        print(_("Played: {action}.").format(action=label))


@contextmanager
def refusals_in_words() -> Iterator[None]:
    """Run a block, and if the rules or a function refuse a value, say why in one line.

    For the cells a learner is invited to edit: a mistake there prints the refusal, not a
    traceback.

    >>> from tokaido_nb.rules import Game
    >>> with refusals_in_words():
    ...     Game(6)  # doctest: +ELLIPSIS
    Refused (setup.players): ...
    """
    try:
        yield
    except (ValueError, TypeError) as error:  # IllegalAction is a ValueError
        print(refusal_line(error))


LINK_CSS = (
    ":is(.jp-RenderedMarkdown,.jp-RenderedHTMLCommon) a:is(:link,:visited,[href])"
    "{text-decoration:underline !important}"
)
"""Links in a lesson's text underlined, told apart by more than their colour (WCAG 1.4.1,
axe's link-in-text-block): JupyterLab's and Voilà's own style (``.jp-RenderedHTMLCommon
a:link``, as specific as a selector here could be) shows them in colour alone."""
PAGE_STYLE = f"<style>{LINK_CSS}</style>"
"""The page's style a lesson brings with its outputs: a ``<style>`` in a cell's HTML output or
in a widget applies to the whole page in JupyterLab, Voilà and Notebook 7 (the browser edition
has it in its own CSS, ``scripts/site_page/tokaido.css``). Every lesson ends with
``mark_read`` (``ChapterNote``) and every lesson widget carries it (``widgets.unrun``), so the
links are underlined whatever else the page holds."""


@dataclass(frozen=True)
class ChapterNote:
    """What ``mark_read`` says: the chapter is read, how its exercises went, and the rules it
    teaches, named in words (``rule_names``); a teacher finds each rule's checklist id in the
    tooltip of its name."""

    lines: tuple[str, ...]
    rules: tuple[str, ...] = ()
    problem: str = ""
    """Why the progress could not be saved, if it could not."""

    def _teaches(self, name: Callable[[str], str]) -> str:
        teaches = ngettext(
            "It teaches {count} rule: {rules}.",
            "It teaches {count} rules: {rules}.",
            len(self.rules),
        )
        rules = semicolons(name(rule) for rule in self.rules)
        return teaches.format(count=len(self.rules), rules=rules)

    def __repr__(self) -> str:
        text = list(self.lines)
        if self.rules:
            text.append(self._teaches(rule_name))
        if self.problem:
            text.append(self.problem)
        return "\n".join(text)

    def _repr_html_(self) -> str:
        items = [escape(line) for line in self.lines[1:]]
        if self.rules:
            items.append(
                self._teaches(
                    lambda rule: f'<span title="{escape(rule)}">{escape(rule_name(rule))}</span>'
                )
            )
        if self.problem:
            items.append(escape(self.problem))
        listed = "".join(f"<li>{item}</li>" for item in items)
        start = f'<a href="00_start_here.ipynb">{escape(_(find_chapter("00").title))}</a>'
        # TRANSLATORS: {start_here} is a link to the first chapter, "Start here".
        where = escape(_("Your progress map, by chapter and rule, is in {start_here}."))
        return (
            f'{PAGE_STYLE}<div class="tokaido-chapter-note"><b>{escape(self.lines[0])}</b>'
            f"<ul>{listed}</ul>"
            f"{where.replace('{start_here}', start)}</div>"
        )


_STATUS_WORDS = {
    "right": N_("✓ answered right"),
    "shown": N_("answer shown"),
    "new": N_("not answered yet"),
}
"""How an exercise went, in the note of a chapter read (translated where used)."""


def mark_read(number: str) -> ChapterNote:
    """Mark chapter ``number`` as read, and say how its exercises went and what it teaches."""
    chapter = find_chapter(number)
    problem = _saved(lambda p: p.read.add(chapter.number))
    saved = store.load()
    lines = [
        _("Chapter {number}, {title}: read.").format(number=chapter.number, title=_(chapter.title))
    ]
    for task in chapter_exercises(chapter.number):
        rec = saved.exercises.get(task.id, store.ExerciseRecord())
        if rec.status == "tried":
            tried = ngettext("✗ {count} wrong answer so far", "✗ {count} wrong answers so far",
                             rec.tries)  # fmt: skip
            words = tried.format(count=rec.tries)
        else:
            words = _(_STATUS_WORDS[rec.status])
        said = _("Exercise “{title}” ({id}): {status}.")
        lines.append(said.format(title=task.said(task.title), id=task.id, status=words))
    return ChapterNote(tuple(lines), chapter.rules, problem)


@dataclass(frozen=True)
class ProgressView:
    """The progress map, as text or as an HTML table (``my_progress``)."""

    progress: store.Progress

    def __repr__(self) -> str:
        return store.map_text(self.progress)

    def _repr_html_(self) -> str:
        return store.map_html(self.progress)


def my_progress() -> ProgressView:
    """Your progress map: each chapter, its exercises and its rules, with how far you got."""
    return ProgressView(store.load())


def reset_progress() -> str:
    """Forget every exercise checked and every chapter read (the progress file is removed)."""
    removed = store.reset()
    return _("Your progress is forgotten.") if removed else _("There was no progress to forget.")
