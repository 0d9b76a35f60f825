"""Reading a learner's answer and answering back: the pure core of the chapters' exercises.

A learner writes an answer the way a person would: ``10`` or ``"10"`` or ``"ten"`` (or ``"dix"``,
``"dziesięć"``: number words of the three languages, number_words.py), ``(13, 2)`` or
``[13, 2]``, ``"aiko"`` for Aiko, a card's name in English or as the lesson's glossary gives it,
a set or a list of meals in any order. ``read_answer``
turns it into one canonical value for the exercise's *form*, so that every way of writing the
same answer compares equal. ``respond`` then chooses what to say, in stages: a first wrong
answer gets a hint that points at the rule and the section showing it, a second one a stronger
hint, and only a third the answer with its explanation.

Standard library only and no I/O: the exercises themselves live in exercises.py, what a learner
has done in progress.py, and the notebook calls in cells.py. What it says is in the language of
the lesson (``rules.language``); the hints and explanations it is given are translated already.
"""

from __future__ import annotations

import numbers
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

from ..rules import language as languages
from ..rules.language import _, ngettext
from .number_words import read_number_words, split_numbers

NUMBER = "number"
"""One whole number: ``10``, ``"10"``, ``"10 points"``, ``"ten"``, ``"dix"`` and ``10.0`` are
the same."""
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

# What may follow a number, in the three languages: "10 points", "10 pièces", "10 monet".
_UNITS = re.compile(
    r"\s*(?:(?<=\d)|\b)(points?|pts?|coins?|cards?|tiles?|sections?|games?"
    r"|pi[eè]ces?|cartes?|tuiles?|parties?"
    r"|punkt(y|ów|ow)?|pkt|monet[ay]?|kart[ay]?|gr[ay]|gier|części|czesci|sekcj[aei])\.?$",
    flags=re.IGNORECASE,
)
_DECIMAL_COMMA = re.compile(r"-?\d+,\d+")  # "2,5": how French and Polish write 2.5
_BRACKETS = "()[]{}"


class UnreadableAnswer(ValueError):
    """An answer that cannot be read in the form an exercise asks for (not counted as a try)."""


def name_key(name: str) -> str:
    """A name reduced to what matters: lower-case letters and digits only, without accents.

    >>> name_key(" Zen-emon "), name_key("zen_emon"), name_key("Tai Meshi"), name_key("Zen-Émon")
    ('zenemon', 'zenemon', 'taimeshi', 'zenemon')
    """
    plain = unicodedata.normalize("NFKD", name.casefold().replace("ł", "l"))
    return "".join(ch for ch in plain if ch.isalnum() and not unicodedata.combining(ch))


def _glossary_codes() -> list[str]:
    """The glossaries to read names from: the lesson's language first, then the others."""
    spoken = languages.language()
    return [spoken] + [code for code in languages.LANGUAGES if code not in ("en", spoken)]


def _entries(code: str) -> Iterable[tuple[str, str]]:
    """(key, name) of every entry of a language's glossary."""
    for entries in languages.glossary(code).values():
        if not isinstance(entries, Mapping):
            continue
        for key, entry in entries.items():
            name = entry.get("name") if isinstance(entry, Mapping) else entry
            if isinstance(name, str) and name.strip():
                yield str(key), name


def glossary_aliases() -> dict[str, str]:
    """The names the glossaries give (``name_key``) -> the ``name_key`` of their keys, so that
    "Rizière" or "Pola ryżowe" reads as the paddy in every lesson; the lesson's own glossary
    comes first, and a name that one glossary gives to two different keys is left as it is."""
    aliases: dict[str, str] = {}
    for code in _glossary_codes():
        found: dict[str, set[str]] = {}
        for key, name in _entries(code):
            found.setdefault(name_key(name), set()).add(name_key(key))
        for alias, keys in found.items():
            if len(keys) == 1 and alias:
                aliases.setdefault(alias, next(iter(keys)))
    return aliases


def name_shown(value: str) -> str:
    """A name as the lesson's language writes it: a card's or traveller's key by its glossary
    name, anything else (a player's name) as it is."""
    if languages.language() == "en":
        return value
    for key, name in _entries(languages.language()):
        if key == value:
            return name
    return value


def _read_name(text: str, aliases: Mapping[str, str]) -> str:
    key = name_key(text)
    return aliases.get(key, key)


def read_number(answer: Any) -> int | float:
    """A whole number from an int, an integral float or a string a person would write.

    >>> read_number("10"), read_number(" 10 points "), read_number("Ten"), read_number(10.0)
    (10, 10, 10, 10)
    >>> read_number("vingt-deux"), read_number("dwadzieścia dwa punkty")
    (22, 22)
    >>> read_number(2.5)
    2.5
    >>> read_number(True)
    Traceback (most recent call last):
    ...
    tokaido_nb.lessons.answers.UnreadableAnswer: True is a yes or no, not a number
    """
    if isinstance(answer, bool):
        raise UnreadableAnswer(_("{answer} is a yes or no, not a number").format(answer=answer))
    if isinstance(answer, numbers.Integral):
        return int(answer)
    if isinstance(answer, numbers.Real):
        value = float(answer)
        return int(value) if value.is_integer() else value
    if isinstance(answer, str):
        text = _UNITS.sub("", answer.strip()).strip()
        worded = read_number_words(text)
        if worded is not None:
            return worded
        if _DECIMAL_COMMA.fullmatch(text):
            text = text.replace(",", ".")
        try:
            return read_number(float(text)) if "." in text else int(text)
        except ValueError:
            pass
    raise UnreadableAnswer(_("{answer} is not a number").format(answer=repr(answer)))


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
    if not found:
        why = _("{answer} holds no number: write one road position")
        raise UnreadableAnswer(why.format(answer=repr(answer))) from None
    if len(found) > 1:
        why = ngettext(
            "{answer} holds {count} number: write one road position",
            "{answer} holds {count} numbers: write one road position",
            len(found),
        )
        raise UnreadableAnswer(why.format(answer=repr(answer), count=len(found))) from None
    return int(found[0])


_SEPARATORS = re.compile(r"\s*[,;&]\s*")
_AND = re.compile(r"\s+(?:and|et|i|oraz)\s+", flags=re.IGNORECASE)  # "and" in the 3 languages


def _items(answer: Any, numbers: bool = False, names: Mapping[str, str] | None = None) -> list[Any]:
    """The items of a list-like answer. A string is split on commas, semicolons and "and"
    ("et", "i"), then on spaces: numbers where words end one number ("vingt et un" is one),
    names where a part is not one name the glossary knows ("soupe miso" stays one)."""
    if isinstance(answer, str):
        items = []
        for part in _SEPARATORS.split(answer.strip().strip(_BRACKETS)):
            part = part.strip().strip("'\"")
            if not part:
                continue
            if numbers:
                items += [n.strip("'\"") for n in split_numbers(part) if n.strip("'\"")]
            elif names is not None and name_key(part) in names:
                items.append(part)
            else:
                for each in _AND.split(part):
                    if names is not None and name_key(each) in names:
                        items.append(each)
                    else:
                        items += [word.strip("'\"") for word in each.split() if word.strip("'\"")]
        return items
    if isinstance(answer, Mapping):
        raise UnreadableAnswer(_("a dictionary is not a list of answers"))
    if isinstance(answer, Iterable):
        return list(answer)
    raise UnreadableAnswer(_("{answer} is not a list").format(answer=repr(answer)))


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
            why = _("{answer} is not a name: write it in quotes, like {example}")
            raise UnreadableAnswer(why.format(answer=repr(answer), example='"Ben"'))
        key = _read_name(answer, glossary_aliases())
        if not key:
            raise UnreadableAnswer(_("the name is empty"))
        return key
    if form == NUMBERS:
        if isinstance(answer, set | frozenset):
            why = _("a set has no order, and the order matters here: write a list, like {example}")
            raise UnreadableAnswer(why.format(example="[1, 2]"))
        return tuple(read_number(item) for item in _items(answer, numbers=True))
    if form == NAMES:
        aliases = glossary_aliases()
        known = {**dict.fromkeys(aliases.values(), ""), **aliases}
        items = _items(answer, names=known)
        if not all(isinstance(item, str) for item in items):
            why = _("write names in quotes, like {example}")
            raise UnreadableAnswer(why.format(example='{"soba"}'))
        return frozenset(_read_name(item, aliases) for item in items if name_key(item))
    raise ValueError(f"unknown form {form!r}; forms: {', '.join(FORMS)}")


def shape_problem(answer: Any, expected: Any, form: str) -> str | None:
    """Why a readable answer cannot be compared at all (a list of the wrong length), or None.

    >>> shape_problem((10, 7), (10, 10, 7, 4), NUMBERS)
    'The answer is a list of 4 numbers, and yours has 2.'
    """
    if form == NUMBERS and len(answer) != len(expected):
        said = ngettext(
            "The answer is a list of {count} number, and yours has {given}.",
            "The answer is a list of {count} numbers, and yours has {given}.",
            len(expected),
        )
        return said.format(count=len(expected), given=len(answer))
    return None


def shown(value: Any) -> str:
    """A value as an answer key writes it: sets sorted, tuples and lists as written, a card's
    key by its name in the lesson's language (``name_shown``).

    >>> shown({"soba", "misoshiru"}), shown((13, 2)), shown("Aiko")
    ('{"misoshiru", "soba"}', '(13, 2)', '"Aiko"')
    """
    if isinstance(value, set | frozenset):
        return (
            "{"
            + ", ".join(f'"{item}"' for item in sorted(map(name_shown, value), key=str.casefold))
            + "}"
        )
    if isinstance(value, str):
        return f'"{name_shown(value)}"'
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

_QUOTES = (("“", "”"), ("« ", " »"), ("«\u00a0", "\u00a0»"), ("«", "»"), ("„", "”"), ('"', '"'))
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
            # The section is quoted in the hint, with the quotation marks of its language.
            for left, right in _QUOTES:
                quoted = escape(f"{left}{self.section}{right}")
                if quoted in body:
                    body = body.replace(quoted, f"{escape(left)}{link}{escape(right)}")
                    break
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
        return Feedback(EMPTY, (_("Put your answer in place of None, then run the cell again."),))
    want = read_answer(expected, form)
    try:
        got = read_answer(answer, form)
    except UnreadableAnswer as why:
        if asks:
            # TRANSLATORS: {why} says what is wrong with the answer; {asks} is what the exercise
            # asks for, e.g. "a number, like 7".
            said = _("I cannot read this answer: {why}. This exercise asks for {asks}.")
        else:
            said = _("I cannot read this answer: {why}.")
        return Feedback(UNREADABLE, (said.format(why=why, asks=asks),))
    problem = shape_problem(got, want, form)
    if problem:
        return Feedback(UNREADABLE, (problem,))
    if got == want:
        return Feedback(RIGHT, (_("Right! {explanation}").format(explanation=explanation),))
    note = (notes or {}).get(got, "")
    # TRANSLATORS: {call} is the notebook call that shows the answer, e.g. show_answer("05.sets").
    more: tuple[str, ...] = ()
    if show_call:
        more = (_("Try again, or run {call} to see the answer.").format(call=show_call),)
    if section:
        # TRANSLATORS: {section} is a heading of the chapter; keep the quotation marks around
        # it (the notebook turns the quoted heading into a link).
        hint = _("Hint: {hint} (See “{section}” above.)").format(hint=hints[0], section=section)
    else:
        hint = _("Hint: {hint}").format(hint=hints[0])
    if tries <= 0:
        lines = (_("Not yet. {note}").format(note=note).strip(), hint)
        return Feedback(HINT, lines, section, _anchor(section), more)
    if tries == 1:
        stronger = _("A stronger hint: {hint}").format(hint=hints[1])
        lines = (_("Still not it. {note}").format(note=note).strip(), stronger)
        return Feedback(STRONGER_HINT, lines, section, _anchor(section), more)
    said = _("Not quite: the answer is {answer}. {explanation}")
    return Feedback(ANSWER, (said.format(answer=shown(expected), explanation=explanation),))


def reveal(expected: Any, explanation: str) -> Feedback:
    """The answer and why, asked for ("show the answer").

    >>> reveal(10, "9 + 1.")
    The answer is 10. 9 + 1.
    """
    said = _("The answer is {answer}. {explanation}")
    return Feedback(SHOWN, (said.format(answer=shown(expected), explanation=explanation),))


def _anchor(section: str) -> str:
    # JupyterLab gives a heading the id of its text with spaces turned into hyphens.
    return "-".join(section.split())
