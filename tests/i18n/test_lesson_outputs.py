"""What a French or Polish teacher would mark in the stored outputs of the translated lessons:
English left, decimal points, the French spacing of « % » and « : ; ? ! », the French singular
below 2, Polish plurals after a decimal, and the errors a native reading found
(scripts/lesson_outputs.py, which also counts them: python scripts/lesson_outputs.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import lesson_outputs  # noqa: E402

sys.path.pop(0)

# The tournament notebook quotes the learners' own Python errors ("IndexError: list index out of
# range", "SyntaxError: expected ':'") and the faults' keys: Python's words, not ours to space.
NOT_YET = {("teacher_tournament.ipynb", "French space before : ; ? !")}


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_the_translated_lessons_outputs_read_as_the_language_writes(code: str) -> None:
    found = [
        f
        for f in lesson_outputs.folder_findings(ROOT / "notebooks", code)
        if (f.notebook, f.kind) not in NOT_YET
    ]
    assert not found, f"{len(found)} lines a teacher would mark, the first:\n" + "\n".join(
        f"{f.notebook}: [{f.kind}] {f.line[:150]}" for f in found[:25]
    )


@pytest.mark.parametrize(
    ("code", "line", "kind"),
    [
        ("fr", "At a rizière: paint the next paddy section, or prendre un cerisier.", "English"),
        ("pl", "Table(4 seats: person, greedy; turn 0) · uruchom tę komórkę", "English"),
        ("fr", "Gain moyen d'un pari : +2.33 pièces (une ferme : +3).", "decimal point"),
        ("fr", "Chuubei : victoires 96 sur 232 parties (41%)", "French %"),
        ("fr", "les collections; acheter", "French space before : ; ? !"),
        ("fr", "environ 1,5 points tout de suite", "French plural below 2"),
        ("pl", "mniej więcej 2,5 punktów", "Polish plural after a decimal"),
        ("pl", "· Daj: 2 monety", "known error: a value pasted after a colon: « Daj: 2 monety »"),
        ("fr", "Étape 1 : de Kyoto à Relais 1", "known error: « au Relais »"),
    ],
)
def test_the_count_finds_what_a_teacher_marks(code: str, line: str, kind: str) -> None:
    assert kind in lesson_outputs.line_findings(line, code)


@pytest.mark.parametrize(
    ("code", "line"),
    [
        ("fr", "Gain moyen d'un pari\u00a0: +2,33 pièces (une ferme\u00a0: +3)."),
        ("fr", "Chuubei\u00a0: victoires 96 sur 232 parties (41\u202f%)"),
        ("fr", "environ 1,5 point tout de suite\u202f; 0 partie"),
        ("pl", "mniej więcej 2,5 punktu; Daj 2 monety"),
        ("pl", "[0.5, 1.0]"),  # a Python value, printed on purpose
    ],
)
def test_the_count_passes_what_the_language_writes(code: str, line: str) -> None:
    assert lesson_outputs.line_findings(line, code) == []
