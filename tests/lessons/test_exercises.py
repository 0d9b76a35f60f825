"""The answer key: twenty-four exercises, each answer worked out by the rules, each accepted in
every form a person would write it, with hints that do not give it away (lessons/exercises.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tokaido_nb.lessons import CHAPTERS, EXERCISES, check
from tokaido_nb.lessons.answers import (
    NAME,
    NAMES,
    NUMBER,
    NUMBERS,
    POSITION,
    read_answer,
    shown,
)
from tokaido_nb.record import read_record

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PLAIN = [key for key, each in EXERCISES.items() if not each.needs]
# The answers about what a chapter builds (its study, its score sheet) are tested with the
# chapter's own cells, in test_notebook_exercises.py; the recorded game is a file.
GIVEN = {"14.coins": lambda: read_record(NOTEBOOKS / "data" / "example_game.json")}

# What the rulebook says each answer is (the chapters explain each one step by step).
RULEBOOK = {
    "00.four_food": 4,
    "01.next": "Aiko",
    "02.farm_and_spring": (13, 2),
    "03.tied_givers": [10, 10, 7, 4],
    "04.guide": 3,
    "05.sets": 10,
    "06.sea": 15,
    "07.meals": {"soba", "misoshiru"},
    "08.achievements": [3, 9, 6],
    "08.winner": "Ben",
    "09.zen_emon": 3,
    "09.mitsukuni": 5,
    "10.preparations": [9, 3, 3, 8],
    "10.neutral_temple": 7,
    "11.next": "Ben",
    "11.box": 6,
    "15.gaming_room": 14,
    "15.legendary": 13,
    "16.devotion": 7,
    "16.calligraphies": 22,
    "16.gotozaemon": (2, 2),
    # Not from the rulebook: the coach's choice, clear of the runner-up by about 6 points (more
    # than ten standard errors of its deals), and what a strong player would pick.
    "17.tempo": 6,
    "17.farm": 31,
}


def equivalents(value, form):
    """Other ways a person would write ``value``."""
    if form == NUMBER:
        return [str(value), f" {value} ", float(value), f"{value} points"]
    if form == POSITION:
        return [str(value), float(value), f"Stop at {value}", f"space {value}."]
    if form == NUMBERS:
        return [list(value), tuple(value), ", ".join(map(str, value)), [str(v) for v in value]]
    if form == NAME:
        return [value.lower(), value.upper(), f"  {value} ", value.replace("_", "-")]
    return [
        sorted(value),
        sorted(value, reverse=True),
        ", ".join(value),
        {v.title() for v in value},
    ]


def test_there_are_twenty_seven_exercises_and_each_belongs_to_a_chapter():
    assert len(EXERCISES) == 27
    numbers = {chapter.number for chapter in CHAPTERS}
    assert {each.chapter for each in EXERCISES.values()} <= numbers


@pytest.mark.parametrize("key", PLAIN)
def test_the_rules_work_out_the_answer_the_rulebook_gives(key):
    each = EXERCISES[key]
    assert read_answer(each.expected(), each.form) == read_answer(RULEBOOK[key], each.form)


@pytest.mark.parametrize("key", PLAIN)
def test_every_exercise_accepts_its_answer_in_every_form_a_person_would_write(key):
    each = EXERCISES[key]
    for answer in equivalents(each.expected(), each.form):
        assert check(key, answer).correct, (key, answer)


@pytest.mark.parametrize("key", PLAIN + list(GIVEN))
def test_a_common_wrong_answer_is_wrong_and_the_first_hint_does_not_tell_the_answer(key):
    each = EXERCISES[key]
    given = GIVEN[key]() if key in GIVEN else None
    expected = read_answer(each.expected(given), each.form)
    for wrong in each.notes():
        assert wrong != expected, (key, wrong)
    said = each.expected(given)
    words = [said] if isinstance(said, str) else [shown(said)]
    numeric = each.form in (NUMBER, POSITION)
    if numeric:
        words = [rf"\b{said}\b"]
    for pattern in words:
        assert not re.search(pattern if numeric else re.escape(pattern),
                             each.hints[0]), (key, each.hints[0])  # fmt: skip


@pytest.mark.parametrize("key", list(EXERCISES))
def test_each_exercise_points_at_a_heading_of_its_chapter_and_at_checklist_rules(key):
    each = EXERCISES[key]
    (chapter,) = [c for c in CHAPTERS if c.number == each.chapter]
    cells = json.loads((NOTEBOOKS / chapter.file).read_text(encoding="utf-8"))["cells"]
    headings = {
        line.lstrip("#").strip()
        for cell in cells
        if cell["cell_type"] == "markdown"
        for line in "".join(cell["source"]).splitlines()
        if line.startswith("#")
    }
    assert each.section in headings, f"{key}: no heading {each.section!r} in {chapter.file}"
    assert each.rules and set(each.rules) <= {r for c in CHAPTERS for r in c.rules}


def test_an_exercise_about_what_the_chapter_built_asks_for_it_by_name():
    with pytest.raises(ValueError, match=r'check\("14.coins", answer, record\)'):
        check("14.coins", 9)


def test_an_unknown_exercise_is_refused_with_the_ids_of_its_chapter():
    with pytest.raises(ValueError, match="chapter 05 has: 05.sets"):
        check("05.set", 10)


def test_forms_cover_numbers_names_lists_sets_and_positions():
    assert {each.form for each in EXERCISES.values()} == {NUMBER, NAME, NUMBERS, NAMES, POSITION}


def test_a_road_position_written_as_a_sentence_is_read_as_its_number():  # issue 33
    assert check("17.farm", "Stop at 31").correct
    assert check("17.farm", "I would stop at space 31.").correct
    unsure = check("17.farm", "31 or 33")
    assert not unsure.correct and "holds 2 numbers: write one road position" in unsure.text
    assert "holds no number" in check("17.farm", "the farm").text


def test_right_answers_do_not_say_a_name_twice(monkeypatch):  # issue 33: "Umegae (umegae)"
    from types import SimpleNamespace

    from tokaido_nb.lessons import exercises

    widest = SimpleNamespace(key="umegae", games=12)
    monkeypatch.setattr(exercises, "widest", lambda _summary: widest)
    said = check("12.least_sure", "Umegae", object())
    assert said.correct and "Umegae played only 12 games" in said.text
    assert "(umegae)" not in said.text and said.text.count("Umegae") == 1
    assert check("12.least_sure", "umegae", object()).correct  # the key, as printed, too
