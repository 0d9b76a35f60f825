"""French typography in every French catalog: the space before « : ; ? ! % » is a no-break one.

An ordinary space there lets a line start with « ; » or « : » on a page or a projector. The
lessons' outputs are scanned too (test_lesson_outputs.py); this reads every catalog entry, so a
new sentence is caught before any lesson shows it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))

import translations  # noqa: E402  (the project's own catalog reader, in scripts/)

# An ordinary space before the punctuation, outside {placeholders} and `code`.
ORDINARY_SPACE = re.compile(r" (:(?=\s|$)|[;?!%])")
OUTSIDE = re.compile(r"\{[^{}]*\}|`[^`]*`")


def offending(text: str) -> list[str]:
    """The places in ``text`` where an ordinary space stands before « : ; ? ! % »."""
    bare = OUTSIDE.sub("", text)
    return [bare[max(0, m.start() - 15) : m.end() + 5] for m in ORDINARY_SPACE.finditer(bare)]


def test_the_checker_finds_an_ordinary_space_and_passes_a_no_break_one() -> None:
    assert len(offending("Total : 3 points ; bravo ! 41 %")) == 4
    assert offending("Total\u00a0: 3 points\u202f; bravo\u202f! 41\u202f%") == []
    # A placeholder's or a code span's own characters are not the sentence's.
    assert offending("{value:.1f} `a ; b`") == []
    assert len(offending("{name} : `a ; b`")) == 1


@pytest.mark.parametrize("path", sorted((REPO / "po" / "fr").rglob("*.po")), ids=lambda p: p.name)
def test_every_french_translation_keeps_its_no_break_spaces(path: Path) -> None:
    found = []
    for message in translations.read_catalog(path):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            found += offending(text or "")
    assert not found, f"{path.relative_to(REPO)}: an ordinary space before : ; ? ! %: {found[:5]}"
