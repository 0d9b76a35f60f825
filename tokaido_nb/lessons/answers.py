"""Reading a learner's answer and answering back: the pure core of the chapters' exercises.

A learner writes an answer the way a person would: ``10`` or ``"10"`` or ``"ten"``, ``(13, 2)``
or ``[13, 2]``, ``"aiko"`` for Aiko, a set or a list of meals in any order. ``read_answer``
turns it into one canonical value for the exercise's *form*, so that every way of writing the
same answer compares equal. ``respond`` then chooses what to say, in stages: a first wrong
answer gets a hint that points at the rule and the section showing it, a second one a stronger
hint, and only a third the answer with its explanation.

Standard library only and no I/O: the exercises themselves live in exercises.py, what a learner
has done in progress.py, and the notebook calls in cells.py.
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

NUMBER = "number"
"""One whole number: ``10``, ``"10"``, ``"10 points"``, ``"ten"`` and ``10.0`` are the same."""
NAME = "name"
"""One name: case, spaces, hyphens and underscores do not matter (``"zen_emon"`` is Zen-emon)."""
NUMBERS = "numbers"
"""Numbers in a given order: a list, a tuple or ``"13, 2"``."""
NAMES = "names"
"""Names in any order: a set, a list, a tuple or ``"soba, misoshiru"``."""
POSITION = "position"
"""A road position: a number as for ``NUMBER``, or a sentence with one whole number in it
(``"Stop at 31"``, ``"space 31"``), read as that number."""
FORMS = (NUMBER, NAME, NUMBERS, NAMES, POSITION)

_NUMBER_WORDS = {
    word: value
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_UNITS = re.compile(
    r"\s*(points?|pts?|coins?|cards?|tiles?|sections?|games?)\.?$", flags=re.IGNORECASE
)
_BRACKETS = "()[]{}"


class UnreadableAnswer(ValueError):
    """An answer that cannot be read in the form an exercise asks for (not counted as a try)."""


def name_key(name: str) -> str:
    """A name reduced to what matters: lower-case letters and digits only.

    >>> name_key(" Zen-emon "), name_key("zen_emon"), name_key("Tai Meshi")
    ('zenemon', 'zenemon', 'taimeshi')
    """
    return "".join(ch for ch in name.casefold() if ch.isalnum())


def read_number(answer: Any) -> int | float:
    """A whole number from an int, an integral float or a string a person would write.

    >>> read_number("10"), read_number(" 10 points "), read_number("Ten"), read_number(10.0)
    (10, 10, 10, 10)
    >>> read_number(2.5)
    2.5
    >>> read_number(True)
    Traceback (most recent call last):
    ...
    tokaido_nb.lessons.answers.UnreadableAnswer: True is a yes or no, not a number
    """
    if isinstance(answer, bool):
        raise UnreadableAnswer(f"{answer} is a yes or no, not a number")
    if isinstance(answer, numbers.Integral):
        return int(answer)
    if isinstance(answer, numbers.Real):
        value = float(answer)
        return int(value) if value.is_integer() else value
    if isinstance(answer, str):
        text = _UNITS.sub("", answer.strip()).strip()
        if text.casefold() in _NUMBER_WORDS:
            return _NUMBER_WORDS[text.casefold()]
        try:
            return read_number(float(text)) if "." in text else int(text)
        except ValueError:
            raise UnreadableAnswer(f"{answer!r} is not a number") from None
    raise UnreadableAnswer(f"{answer!r} is not a number")


_WHOLE = re.compile(r"(?<![\d.])\d+(?!\d|\.\d)")  # not a part of 2.5; "at 31." is 31


def read_position(answer: Any) -> int | float:
    """A road position: a number (``read_number``), or the one whole number of a sentence.

    >>> read_position("Stop at 31"), read_position("space 9."), read_position(12)
    (31, 9, 12)
    >>> read_position("from 3 to 7")
    Traceback (most recent call last):
    ...
    tokaido_nb.lessons.answers.UnreadableAnswer: 'from 3 to 7' holds 2 numbers: write one \
road position
    """
    try:
        return read_number(answer)
    except UnreadableAnswer:
        if not isinstance(answer, str):
            raise
    found = _WHOLE.findall(answer)
    if len(found) != 1:
        count = "no number" if not found else f"{len(found)} numbers"
        raise UnreadableAnswer(f"{answer!r} holds {count}: write one road position") from None
    return int(found[0])


def _items(answer: Any) -> list[Any]:
    """The items of a list-like answer; a string is split on commas, "and" and spaces."""
    if isinstance(answer, str):
        text = answer.strip().strip(_BRACKETS)
        parts = re.split(r"\s*(?:,|;|&|\band\b)\s*|\s+", text)
        return [part.strip("'\"") for part in parts if part.strip("'\"")]
    if isinstance(answer, Mapping):
        raise UnreadableAnswer("a dictionary is not a list of answers")
    if isinstance(answer, Iterable):
        return list(answer)
    raise UnreadableAnswer(f"{answer!r} is not a list")


def read_answer(answer: Any, form: str) -> Any:
    """The canonical value of ``answer`` for ``form`` (one of ``FORMS``).

    Two answers a person would call the same give the same value:

    >>> read_answer("10", NUMBER) == read_answer(10, NUMBER)
    True
    >>> read_answer([13, 2], NUMBERS) == read_answer((13, 2), NUMBERS)
    True
    >>> read_answer("13, 2", NUMBERS)
    (13, 2)
    >>> read_answer(" aiko", NAME) == read_answer("Aiko", NAME)
    True
    >>> read_answer(["Soba", "misoshiru"], NAMES) == read_answer({"misoshiru", "soba"}, NAMES)
    True

    An answer of the wrong kind raises ``UnreadableAnswer`` with the reason:

    >>> read_answer({"soba"}, NUMBERS)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tokaido_nb.lessons.answers.UnreadableAnswer: a set has no order, and the order matters ...
    """
    if form == NUMBER:
        return read_number(answer)
    if form == POSITION:
        return read_position(answer)
    if form == NAME:
        if not isinstance(answer, str):
            raise UnreadableAnswer(f'{answer!r} is not a name: write it in quotes, like "Ben"')
        key = name_key(answer)
        if not key:
            raise UnreadableAnswer("the name is empty")
        return key
    if form == NUMBERS:
        if isinstance(answer, set | frozenset):
            raise UnreadableAnswer(
                "a set has no order, and the order matters here: write a list, like [1, 2]"
            )
        return tuple(read_number(item) for item in _items(answer))
    if form == NAMES:
        items = _items(answer)
        if not all(isinstance(item, str) for item in items):
            raise UnreadableAnswer('write names in quotes, like {"soba"}')
        return frozenset(name_key(item) for item in items if name_key(item))
    raise ValueError(f"unknown form {form!r}; forms: {', '.join(FORMS)}")


def shape_problem(answer: Any, expected: Any, form: str) -> str | None:
    """Why a readable answer cannot be compared at all (a list of the wrong length), or None.

    >>> shape_problem((10, 7), (10, 10, 7, 4), NUMBERS)
    'The answer is a list of 4 numbers, and yours has 2.'
    """
    if form == NUMBERS and len(answer) != len(expected):
        return f"The answer is a list of {len(expected)} numbers, and yours has {len(answer)}."
    return None


def shown(value: Any) -> str:
    """A value as an answer key writes it: sets sorted, tuples and lists as written.

    >>> shown({"soba", "misoshiru"}), shown((13, 2)), shown("Aiko")
    ('{"misoshiru", "soba"}', '(13, 2)', '"Aiko"')
    """
    if isinstance(value, set | frozenset):
        return "{" + ", ".join(f'"{item}"' for item in sorted(value)) + "}"
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)


# ------------------------------------------------------------------------------- feedback

EMPTY = "empty"
UNREADABLE = "unreadable"
RIGHT = "right"
HINT = "hint"
STRONGER_HINT = "stronger_hint"
ANSWER = "answer"
SHOWN = "shown"
"""The kinds of ``Feedback``; HINT, STRONGER_HINT and ANSWER answer a wrong answer."""

_MARKS = {EMPTY: "…", UNREADABLE: "…", RIGHT: "✓", HINT: "✗", STRONGER_HINT: "✗", ANSWER: "✗"}
_COLOURS = {RIGHT: "#1a7f37", HINT: "#a11", STRONGER_HINT: "#a11", ANSWER: "#a11"}


@dataclass(frozen=True)
class Feedback:
    """What an exercise says back: its kind (``EMPTY`` ... ``SHOWN``) and its sentences.

    It prints as plain text and shows as a coloured box in a notebook. ``section`` and
    ``anchor`` name the part of the chapter that shows the rule (a link in the notebook).
    """

    kind: str
    lines: tuple[str, ...]
    section: str = ""
    anchor: str = ""
    extra: tuple[str, ...] = field(default=())

    @property
    def correct(self) -> bool:
        """True for a right answer."""
        return self.kind == RIGHT

    @property
    def wrong(self) -> bool:
        """True for a wrong answer (one that counts as a try)."""
        return self.kind in (HINT, STRONGER_HINT, ANSWER)

    @property
    def text(self) -> str:
        """The whole feedback as plain text."""
        return " ".join((*self.lines, *self.extra))

    def __repr__(self) -> str:
        mark = _MARKS.get(self.kind, "")
        return f"{mark} {self.text}".strip()

    def _repr_html_(self) -> str:
        colour = _COLOURS.get(self.kind, "#6f6456")
        mark = _MARKS.get(self.kind, "")
        body = " ".join(escape(line) for line in self.lines)
        if self.section and self.anchor:
            link = f'<a href="#{escape(self.anchor)}">{escape(self.section)}</a>'
            body = body.replace(escape(f"“{self.section}”"), f"“{link}”")
        extra = "".join(
            f'<div style="color:#6f6456;font-size:13px;margin-top:4px">{escape(line)}</div>'
            for line in self.extra
        )
        return (
            f'<div class="tokaido-feedback tokaido-feedback-{self.kind}" '
            f'style="border-left:4px solid {colour};padding:4px 10px;font-size:15px">'
            f'<span style="color:{colour};font-weight:bold">{mark}</span> {body}{extra}</div>'
        )


def respond(
    answer: Any,
    expected: Any,
    *,
    form: str,
    tries: int,
    hints: tuple[str, str],
    explanation: str,
    notes: Mapping[Any, str] | None = None,
    section: str = "",
    asks: str = "",
    show_call: str = "",
) -> Feedback:
    """What to say to ``answer``, after ``tries`` wrong answers to the same exercise.

    ``expected`` is the answer (in any form ``read_answer`` reads); ``hints`` a hint that
    points at the rule and a stronger one; ``explanation`` says why the answer is what it is;
    ``notes`` maps common wrong answers (canonical values) to what each one reveals; ``section``
    names the part of the chapter that shows the rule; ``asks`` says what kind of answer the
    exercise wants (``a number, like 7``); ``show_call`` is the call that shows the answer.

    >>> ask = dict(form=NUMBER, hints=("Sets hold different families.", "Food, art, clothing."),
    ...            explanation="9 for the set of three, 1 for the second food.")
    >>> respond("10", 10, tries=0, **ask)
    ✓ Right! 9 for the set of three, 1 for the second food.
    >>> respond(9, 10, tries=0, **ask)
    ✗ Not yet. Hint: Sets hold different families.
    >>> respond(9, 10, tries=1, **ask)
    ✗ Still not it. A stronger hint: Food, art, clothing.
    >>> respond(9, 10, tries=2, **ask)
    ✗ Not quite: the answer is 10. 9 for the set of three, 1 for the second food.
    >>> respond(None, 10, tries=0, **ask)
    … Put your answer in place of None, then run the cell again.
    """
    if answer is None or answer is ...:
        return Feedback(EMPTY, ("Put your answer in place of None, then run the cell again.",))
    want = read_answer(expected, form)
    try:
        got = read_answer(answer, form)
    except UnreadableAnswer as why:
        asked = f" This exercise asks for {asks}." if asks else ""
        return Feedback(UNREADABLE, (f"I cannot read this answer: {why}.{asked}",))
    problem = shape_problem(got, want, form)
    if problem:
        return Feedback(UNREADABLE, (problem,))
    if got == want:
        return Feedback(RIGHT, (f"Right! {explanation}",))
    note = (notes or {}).get(got, "")
    more = (f"Try again, or run {show_call} to see the answer.",) if show_call else ()
    where = f" (See “{section}” above.)" if section else ""
    if tries <= 0:
        lines = (f"Not yet. {note}".strip(), f"Hint: {hints[0]}{where}")
        return Feedback(HINT, lines, section, _anchor(section), more)
    if tries == 1:
        lines = (f"Still not it. {note}".strip(), f"A stronger hint: {hints[1]}")
        return Feedback(STRONGER_HINT, lines, section, _anchor(section), more)
    return Feedback(ANSWER, (f"Not quite: the answer is {shown(expected)}. {explanation}",))


def reveal(expected: Any, explanation: str) -> Feedback:
    """The answer and why, asked for ("show the answer").

    >>> reveal(10, "9 + 1.")
    The answer is 10. 9 + 1.
    """
    return Feedback(SHOWN, (f"The answer is {shown(expected)}. {explanation}",))


def _anchor(section: str) -> str:
    # JupyterLab gives a heading the id of its text with spaces turned into hyphens.
    return "-".join(section.split())
