"""The teacher's kit (teachers.md): linked from the README, its reading times and answer key as
the notebooks and the package give them now, every exercise answered, every handout linked."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from tokaido_nb.lessons import EXERCISES

REPO = Path(__file__).resolve().parents[1]
KIT = REPO / "teachers.md"


def kit_script():
    spec = importlib.util.spec_from_file_location(
        "teacher_kit", REPO / "scripts" / "teacher_kit.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_readme_links_the_teacher_s_kit():
    assert "](teachers.md)" in (REPO / "README.md").read_text()


def test_the_generated_parts_of_the_kit_are_up_to_date():
    text = KIT.read_text(encoding="utf-8")
    assert kit_script().generated(text) == text, "run python scripts/teacher_kit.py"


def test_the_kit_answers_every_exercise_and_says_how_times_were_estimated():
    text = KIT.read_text(encoding="utf-8")
    for key in EXERCISES:
        assert f"**{key} · " in text, key
    assert "estimated by reading, not measured" in text
    assert "A 50-minute lesson" in text and "Two lessons of 50 minutes" in text
    assert "## Discussion questions" in text


def test_every_handout_is_linked_and_every_link_opens_a_file():
    text = KIT.read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#\s]+)\)", text)
    for handout in (REPO / "docs" / "handouts").glob("*.html"):
        assert f"docs/handouts/{handout.name}" in links
    for link in links:
        if not re.match(r"[a-z]+:", link):
            assert (REPO / link).exists(), link
