"""Polish sentences say a value in the sentence, not pasted after a colon (issue 41).

« Te pamiątki kosztują: 8 monet » or « łaźnie: 5, ale na drodze jest gorących źródeł: 4 » is
how a sentence reads when a translator dodges the case a number or a noun needs. This reads
every Polish catalog entry and finds the ones with more « : {value} » than their English has,
so a new sentence is caught before any lesson shows it. The few left are labels, where a colon
is how Polish writes them too.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))

import translations  # noqa: E402  (the project's own catalog reader, in scripts/)

PASTED = re.compile(r":\s*(«\s*)?\{[a-z_0-9]+[^}]*\}")
LABELS = {
    # a picture's or a table's label, a count after its name, as Polish labels are written
    "{count} face down",
    "{name}: won {wins} of {games} games, {rate} (95% interval {low} to {high})",
    "{done} of {total} games done, {found} puzzle so far",
    # the lists of actions the rules allow, introduced by a colon as in any Polish list
    "the record does not say {question}; the rules allow {options}",
    "The rules allow {options}.",
    # the tie-break's winner: a colon before the explanation, the count in the sentence
    "Tied on points with {names}; {winner}'s {count} achievement card beat {others}.",
}


def pasted(english: tuple[str, ...], polish: tuple[str, ...]) -> bool:
    """Whether a Polish form has more « : {value} » than the English has."""
    most = max(len(PASTED.findall(text)) for text in english)
    return any(len(PASTED.findall(text or "")) > most for text in polish)


def test_the_checker_finds_a_value_pasted_after_a_colon() -> None:
    assert pasted(("Give {coins}",), ("Daj: {coins}",))
    assert not pasted(("Give {coins}",), ("Daj {coins}",))
    assert not pasted(("{name}: {action}.",), ("{name}: {action}.",))


@pytest.mark.parametrize("path", sorted((REPO / "po" / "pl").rglob("*.po")), ids=lambda p: p.name)
def test_no_polish_sentence_pastes_a_value_after_a_colon(path: Path) -> None:
    found = []
    for message in translations.read_catalog(path):
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        polish = message.string if isinstance(message.string, tuple) else (message.string,)
        if english[0] and english[0] not in LABELS and pasted(english, polish):
            found.append(polish[0])
    assert not found, f"{path.relative_to(REPO)}: a value pasted after a colon: {found[:5]}"
