"""The scoring chapters show the engine's own code for their rule, read from the package with
inspect.getsource and never copied into the lesson (issue 33)."""

from __future__ import annotations

import inspect
import json
from pathlib import Path

import pytest

from tokaido_nb.lessons import rule_code
from tokaido_nb.lessons.source import code_of
from tokaido_nb.rules import scoring

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_the_code_shown_is_the_package_s_without_its_docstring():
    shown = code_of(scoring.temple_awards)
    real = inspect.getsource(scoring.temple_awards)
    assert shown.startswith("def temple_awards(") and '"""' not in shown
    for line in shown.splitlines():
        assert line in real.splitlines()
    assert "rules.temple_other_award" in shown


def test_a_changed_function_shows_changed_code(monkeypatch):
    def souvenir_points(families):
        """Changed."""
        return 99

    shown = str(rule_code(souvenir_points))
    assert "return 99" in shown and "Changed." not in shown


@pytest.mark.parametrize(
    ("notebook", "functions"),
    [
        ("05_villages_and_souvenirs", ["next_souvenir_points", "souvenir_points"]),
        ("03_temples", ["dense_ranks", "temple_awards"]),
        ("08_end_of_journey", ["achievement_winners"]),
    ],
)
def test_each_scoring_chapter_reads_its_rule_from_the_package(notebook, functions):
    cells = json.loads((NOTEBOOKS / f"{notebook}.ipynb").read_text())["cells"]
    calls = [c for c in cells if c["cell_type"] == "code" and "rule_code(" in "".join(c["source"])]
    assert len(calls) == 1
    (cell,) = calls
    source = "".join(cell["source"])
    assert f"rule_code({', '.join(functions)})" in source
    assert "def " not in source  # called, not copied
    shown = "".join(cell["outputs"][0]["data"]["text/plain"])
    for name in functions:
        real = code_of(getattr(scoring, name))
        assert real.rstrip() in shown, f"{notebook}: the stored output is not the package's {name}"
