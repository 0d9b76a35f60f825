"""What a teacher would mark in the stored outputs of the translated lessons.

    python scripts/lesson_outputs.py [NOTEBOOKS_FOLDER] [--show KIND]

reads ``NOTEBOOKS_FOLDER/fr/*.ipynb`` and ``NOTEBOOKS_FOLDER/pl/*.ipynb`` (default: this
repository's ``notebooks``) and counts, per language, the lines a French or Polish teacher
would mark: English left, decimal points, the French spacing of « % » and « : ; ? ! », the
French singular below 2, Polish plurals after a decimal, and the plain errors found by a
native reading (``KNOWN_ERRORS``). ``tests/i18n/test_lesson_outputs.py`` keeps them at zero.
Standard library only.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent

# Words that are English and neither French nor Polish: a line with two of them (or one of
# the fragments below) is English left in a translated lesson.
ENGLISH_WORDS = frozenset(
    "the and of to for with players player turn game games seats seat paint next or is are "
    "this your you from by not it be has have will can should take takes took points coins "
    "cards stop stops move moves what which when where who than then there their they".split()
)
ENGLISH_FRAGMENTS = re.compile(
    r"\bset \d|<Game \d|\d+ games\b|\d+ players\b|\bGame over\b|\bSummary\b|\bAt an? \w"
    # a widget's Python repr shown before its cell runs, instead of a sentence
    r"|^[A-Z]\w*\(.*\) · "
)
ENGLISH_UNIT = re.compile(r"\bgames?/s\b")
# Printed Python source (a lesson shows a function's code): English on purpose.
CODE_LINE = re.compile(r"^\s*(def |return |# tokaido_nb\.|for |if |class |@|\w+ = )")

DECIMAL_POINT = re.compile(r"(?<![\w.])[+-]?\d+\.\d+(?![\w.])")
FRENCH_PERCENT = re.compile(r"\d(?: ?)%")  # no space, or an ordinary one, before %
# An ordinary space (or none after a word) before : ; ? ! in French.
FRENCH_PUNCTUATION = re.compile(r"(?: [:;?!]|[^\W\d_][;?!](?:\s|$)|[^\W\d_]:(?:\s|$))")
FRENCH_PLURAL_BELOW_TWO = re.compile(
    r"(?<![\d,.])(?:0|1)(?:,\d+)?\s(points|pièces|parties|cartes|victoires|coups|tours|"
    r"souvenirs|voyageurs|joueurs)\b"
)
POLISH_DECIMAL_PLURAL = re.compile(r"\d,\d+\s(punktów|punkty|monet)\b")


class KnownError(NamedTuple):
    language: str
    pattern: re.Pattern[str]
    why: str


KNOWN_ERRORS = (
    KnownError("pl", re.compile(r"\bDaj: \d"), "a value pasted after a colon: « Daj: 2 monety »"),
    KnownError("pl", re.compile(r"kosztują: \d"), "« kosztują: 8 monet »"),
    KnownError("pl", re.compile(r"\bma monet: \d"), "« ma monet: 7 »"),
    KnownError("pl", re.compile(r"(lepsze|[Gg]orsze) od: "), "« lepsze od: spotkanie »"),
    KnownError("pl", re.compile(r"najwyżej [2-4] monet\b"), "« najwyżej 3 monet » (monety)"),
    KnownError("pl", re.compile(r"\bza cztery żywności"), "« za cztery żywności »"),
    KnownError("pl", re.compile(r"postać \w+, \w+"), "an apposition in the nominative"),
    KnownError("pl", re.compile(r"\bZatrzymaj: "), "*keep* as « Zatrzymaj » (to stop)"),
    KnownError("pl", re.compile(r"rzemieślni\w*"), "Shokunin is « podróżujący kupiec »"),
    KnownError("pl", re.compile(r"\bmnich\w*"), "Takuhatsuso is « żebrak »"),
    KnownError("pl", re.compile(r"\bkafel\w*"), "the rules say « karty Podróżników »"),
    KnownError("pl", re.compile(r"zapłacić za łaźnię \("), "« zapłacić 1 monetę za łaźnię »"),
    KnownError("pl", re.compile(r"\bstoi tu: "), "a place pasted after a colon: « stoi tu: »"),
    KnownError(
        "pl",
        re.compile(r"jako pierwszy kończy|dotarł tam ostatni|nie ruszył\(a\)"),
        "a masculine form for a traveller who may be a woman",
    ),  # fmt: skip
    KnownError("fr", re.compile(r"\bcollections?\b"), "a souvenir set is a « groupe »"),
    KnownError("fr", re.compile(r"Vitalité\s*: il\b"), "« il » for a traveller who may be a woman"),
    KnownError("fr", re.compile(r"\brobots? gourmands?\b"), "a greedy bot is « glouton » (NSI)"),
    KnownError("fr", re.compile(r"\bà Relais\b"), "« au Relais »"),
    KnownError("fr", re.compile(r"(?<![-\w:])bots?\b(?![:=_])"), "« robot »"),
    KnownError("fr", re.compile(r"\b(Aiko|Chiyo)\b[^.:\n]{0,12}est le moins avancé"), "agreement"),
)


class Finding(NamedTuple):
    kind: str
    notebook: str
    line: str


def _svg_text(svg: str) -> str:
    """The words an SVG shows (its <text> and <title> elements), one a line."""
    parts = re.findall(r"<(?:text|title|tspan)[^>]*>([^<]*)<", svg)
    # and what a screen reader says for the whole picture (the road's who stands where)
    parts += re.findall(r'aria-label="([^"]*)"', svg)
    return "\n".join(html.unescape(part) for part in parts)


def _html_text(markup: str) -> str:
    markup = re.sub(r"<(script|style)\b.*?</\1>", " ", markup, flags=re.S)
    markup = re.sub(
        r"<svg\b.*?</svg>", lambda m: "\n" + _svg_text(m.group(0)) + "\n", markup, flags=re.S
    )
    # alt texts and titles are read aloud by a screen reader: keep them.
    alts = re.findall(r'(?:alt|title|aria-label)="([^"]*)"', markup)
    markup = re.sub(
        r"<br\s*/?>|</?(p|div|li|ul|ol|tr|h\d|caption|figcaption)\b[^>]*>", "\n", markup
    )
    markup = re.sub(r"</t[dh]>", " | ", markup)
    text = re.sub(r"<[^>]+>", "", markup)
    return html.unescape(text + "\n" + "\n".join(alts))


def output_texts(notebook: dict) -> list[str]:
    """Every text a stored output shows, one string per output."""
    texts: list[str] = []
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                texts.append("".join(output.get("text", "")))
                continue
            data = output.get("data", {})
            if "text/html" in data:
                texts.append(_html_text("".join(data["text/html"])))
            elif "image/svg+xml" in data:
                texts.append(_svg_text("".join(data["image/svg+xml"])))
            elif "text/plain" in data:
                texts.append("".join(data["text/plain"]))
    return texts


# Words that are also Polish or French ("to" is Polish for "this").
NOT_ENGLISH_IN = {"pl": frozenset({"to"}), "fr": frozenset()}
# An identifier (a rule id, a record's key, a file name) or a Python value is code, not English.
IDENTIFIER = re.compile(r"[\w'\"]+(?:[._][\w'\"]+)+|\w+\(|'[^']*'")


def _english(line: str, language: str) -> bool:
    if line.lstrip().startswith(("(", "[", "{", "'")):
        return False  # a Python value
    prose = IDENTIFIER.sub(" ", line)
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", prose)} - NOT_ENGLISH_IN[language]
    return len(words & ENGLISH_WORDS) >= 2 or bool(ENGLISH_FRAGMENTS.search(line))


# A progress bar (tqdm) drawn while a study runs: the library's layout, and ignored by nbval.
PROGRESS_BAR = re.compile(r"\d+%\|.*\| *\d+/\d+ \[")


def line_findings(line: str, language: str) -> list[str]:
    """The kinds of mistake one line of output shows in ``language``."""
    kinds: list[str] = []
    if PROGRESS_BAR.search(line):
        # A progress bar's own marks are not words, but its unit is (« [?game/s] »).
        return ["English"] if ENGLISH_UNIT.search(line) else kinds
    if _english(line, language):
        kinds.append("English")
    python_value = line.lstrip().startswith(("(", "[", "{", "'"))  # a value, printed as is
    if DECIMAL_POINT.search(line) and not python_value:
        kinds.append("decimal point")
    if language == "fr" and not python_value:
        if FRENCH_PERCENT.search(line):
            kinds.append("French %")
        if FRENCH_PUNCTUATION.search(line):
            kinds.append("French space before : ; ? !")
        if FRENCH_PLURAL_BELOW_TWO.search(line):
            kinds.append("French plural below 2")
    if language == "pl" and POLISH_DECIMAL_PLURAL.search(line):
        kinds.append("Polish plural after a decimal")
    for error in KNOWN_ERRORS:
        if error.language == language and error.pattern.search(line):
            kinds.append("known error: " + error.why)
    return kinds


def findings(path: Path, language: str) -> list[Finding]:
    """What a teacher of ``language`` would mark in the stored outputs of one lesson."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    found = []
    for text in output_texts(notebook):
        lines = text.splitlines()
        if sum(bool(CODE_LINE.match(line)) for line in lines) >= 2:
            continue  # a function's source, printed on purpose
        for line in lines:
            found += [
                Finding(kind, path.name, line.strip()) for kind in line_findings(line, language)
            ]
    return found


def folder_findings(folder: Path, language: str) -> list[Finding]:
    return [
        f for path in sorted((folder / language).glob("*.ipynb")) for f in findings(path, language)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "notebooks")
    parser.add_argument("--show", default="", help="print the lines of kinds containing this")
    options = parser.parse_args(argv)
    for language in ("fr", "pl"):
        found = folder_findings(options.folder, language)
        counts = Counter(
            "known errors" if f.kind.startswith("known error") else f.kind for f in found
        )
        print(f"{language}: " + ", ".join(f"{kind} {n}" for kind, n in sorted(counts.items())))
        errors = Counter(f.kind for f in found if f.kind.startswith("known error"))
        for kind, n in sorted(errors.items()):
            print(f"    {kind[len('known error: ') :]}: {n}")
        for f in found:
            if options.show and options.show in f.kind:
                print(f"   {f.notebook}: [{f.kind}] {f.line[:160]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
