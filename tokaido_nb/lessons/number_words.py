"""Whole numbers written in words, in English, French and Polish: "twenty-two", "vingt-deux",
"dwadzieścia dwa" are all 22.

A learner answers an exercise in the lesson's language, and may write a number in words. Every
form from 0 to 100 is generated once from each language's own rules (French "soixante et onze",
"quatre-vingts", the Belgian and Swiss "septante" and "nonante"; Polish "jeden" or "jedna"),
and an answer is compared with them after ``word_key`` has set aside what a person does not
mean: capitals, accents ("zero" is "zéro", "piec" is "pięć"), hyphens and the "and" of
"vingt et un". The words of all three languages are read in every lesson: no word of one
language means another number in another.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

_EN_UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_EN_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()

_FR_UNITS = (
    "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze "
    "seize dix-sept dix-huit dix-neuf"
).split()
_FR_TENS = {20: "vingt", 30: "trente", 40: "quarante", 50: "cinquante", 60: "soixante"}

_PL_UNITS = (
    "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście "
    "trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście"
).split()
_PL_TENS = (
    "dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt "
    "osiemdziesiąt dziewięćdziesiąt"
).split()

_JOINERS = {"and", "et", "i"}
"""Words that only join the parts of a number: "a hundred and one", "vingt et un"."""


def word_key(text: str) -> str:
    """``text`` reduced to what a number word is made of: lower-case letters without accents,
    one space between words; hyphens and joining words ("et", "and") left out.

    >>> word_key("Vingt-et-un"), word_key("  DZIESIĘĆ "), word_key("Quatre-vingts")
    ('vingt un', 'dziesiec', 'quatre vingts')
    """
    plain = unicodedata.normalize("NFKD", text.casefold().replace("ł", "l"))
    letters = "".join(ch for ch in plain if not unicodedata.combining(ch))
    words = re.split(r"[\s\-‐‑–]+", letters.strip())
    return " ".join(word for word in words if word and word not in _JOINERS)


def _english(value: int) -> list[str]:
    if value < 20:
        return [_EN_UNITS[value]]
    if value == 100:
        return ["one hundred", "a hundred", "hundred"]
    tens, unit = divmod(value, 10)
    return [_EN_TENS[tens - 2] + (f"-{_EN_UNITS[unit]}" if unit else "")]


def _french(value: int) -> list[str]:
    if value < 20:
        return [_FR_UNITS[value], "une"] if value == 1 else [_FR_UNITS[value]]
    if value == 100:
        return ["cent"]
    tens, unit = divmod(value, 10)
    forms = []
    # Belgian and Swiss French count on in tens: septante, huitante (octante), nonante.
    for regional, word in ((70, "septante"), (80, "huitante"), (80, "octante"), (90, "nonante")):
        if tens * 10 == regional:
            forms.append(word + (f" et {_FR_UNITS[unit]}" if unit == 1 else ""))
            forms[-1] += f"-{_FR_UNITS[unit]}" if unit > 1 else ""
    if value < 70:
        base = _FR_TENS[tens * 10]
        rest = "" if not unit else (" et un" if unit == 1 else f"-{_FR_UNITS[unit]}")
        forms.append(base + rest)
    elif value < 80:  # soixante-dix ... soixante-dix-neuf
        forms.append("soixante" + (" et onze" if unit == 1 else f"-{_FR_UNITS[10 + unit]}"))
    elif value == 80:
        forms += ["quatre-vingts", "quatre-vingt"]
    else:  # quatre-vingt-un ... quatre-vingt-dix-neuf
        forms.append(f"quatre-vingt-{_FR_UNITS[value - 80]}")
    return forms


def _polish(value: int) -> list[str]:
    if value < 20:
        extra = {1: ["jedna", "jedno"], 2: ["dwie"]}.get(value, [])
        return [_PL_UNITS[value], *extra]
    if value == 100:
        return ["sto"]
    tens, unit = divmod(value, 10)
    if not unit:
        return [_PL_TENS[tens - 2]]
    return [f"{_PL_TENS[tens - 2]} {form}" for form in _polish(unit)]


@cache
def number_words() -> dict[str, int]:
    """Every way to write 0 to 100 in words in the three languages (by ``word_key``) -> its
    value."""
    table: dict[str, int] = {}
    for value in range(101):
        for form in (*_english(value), *_french(value), *_polish(value)):
            key = word_key(form)
            assert table.get(key, value) == value, (form, value)  # no word means two numbers
            table[key] = value
    return table


def read_number_words(text: str) -> int | None:
    """The number ``text`` writes in words (0 to 100), or None if it is not one.

    >>> [read_number_words(w) for w in ("ten", "vingt-deux", "soixante et onze", "sto")]
    [10, 22, 71, 100]
    >>> read_number_words("quatre-vingt-dix-neuf"), read_number_words("dwadzieścia dwa")
    (99, 22)
    >>> read_number_words("dix dix") is None
    True
    """
    key = word_key(text)
    return number_words().get(key) if key else None


def split_numbers(text: str) -> list[str]:
    """A run of numbers written one after another, each as it was written: digits, or the
    longest run of words that makes one number ("dwadzieścia dwa trzy" is 22 then 3); a
    word that is no number stays on its own (the reader then says so).

    >>> split_numbers("13 2"), split_numbers("vingt et un et deux")
    (['13', '2'], ['vingt et un', 'deux'])
    """
    words = text.split()
    parts: list[str] = []
    start = 0
    while start < len(words):
        if not word_key(words[start]):
            start += 1  # "13 and 2": the joining word between two numbers
            continue
        end = start + 1
        for stop in range(len(words), start, -1):
            if not word_key(words[stop - 1]):  # "dix et" is 10 and a joining word
                continue
            if read_number_words(" ".join(words[start:stop])) is not None:
                end = stop
                break
        parts.append(" ".join(words[start:end]))
        start = end
    return parts
