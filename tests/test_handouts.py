"""The teacher's printable handouts (docs/handouts/): drawn by the package, up to date, with
their pictures inside (scripts/handouts.py, teachers.md). That each prints on one A4 page with
its pictures is checked in a real Chromium: browser/test_handouts_print.py."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
HANDOUTS = REPO / "docs" / "handouts"
SVG = re.compile(r"<svg\b[^>]*>(.*?)</svg>", re.DOTALL)


def script():
    spec = importlib.util.spec_from_file_location("handouts", REPO / "scripts" / "handouts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def handouts() -> list[Path]:
    return sorted(HANDOUTS.glob("*.html"))


def test_the_committed_handouts_are_what_the_package_draws_now(tmp_path):
    built = script().build(tmp_path)
    assert [p.name for p in built] == [p.name for p in handouts()]
    for fresh in built:
        assert fresh.read_text() == (HANDOUTS / fresh.name).read_text(), (
            f"{fresh.name} is out of date: run `make handouts`"
        )


@pytest.mark.parametrize("path", handouts(), ids=lambda p: p.stem)
def test_each_handout_has_its_pictures_drawn_in(path: Path):
    html = path.read_text()
    pictures = SVG.findall(html)
    assert pictures, f"{path.name} has no picture"
    for inside in pictures:
        assert re.search(r"<(rect|circle|path|text)\b", inside), "an empty picture"
    assert "jupyter-widgets" not in html and "<script" not in html  # nothing that needs a kernel


def test_every_worksheet_is_linked_from_the_kit_with_the_rules_answers():  # issue 33
    kit = (REPO / "teachers.md").read_text()
    answers = script().answers()
    sheets = [p.name for p in handouts() if p.name.startswith("w")]
    assert len(sheets) == 3
    for name in sheets:
        assert f"](docs/handouts/{name})" in kit, name
    for name, lines in answers.items():
        assert (HANDOUTS / name).is_file()
        for number, answer in enumerate(lines, 1):
            assert f"{number}. {answer}\n" in kit, (name, answer)


@pytest.mark.parametrize("path", [p for p in handouts() if p.name.startswith("w")],
                         ids=lambda p: p.stem)  # fmt: skip
def test_a_worksheet_has_questions_answer_lines_and_a_name_line(path: Path):
    html = path.read_text()
    questions = html.count("<li>")
    assert questions >= 4 and html.count('class="line"') >= questions
    assert "Name:" in html and SVG.search(html)


def test_a_worksheet_asks_who_moves_without_marking_the_mover():
    html = (HANDOUTS / "w1_first_game.html").read_text()
    assert "to move" not in html
