"""The chapters as a learner reads them: in order with links both ways, each exercise checked by
one call that gives nothing away, each chapter marked read at its end, one way to try an action,
an editable cell's mistake refused in one line, few import paths (issues 11 and 13)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
from pathlib import Path

import pytest

from tokaido_nb.lessons import CHAPTERS, EXERCISES
from tokaido_nb.lessons.answers import read_answer

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CHECK = re.compile(r'check\("(?P<id>[\w.]+)", (?P<answer>\w+)(?:, (?P<given>\w+))?\)')
IMPORT = re.compile(r"^\s*(?:from|import)\s+(tokaido_nb[\w.]*)", re.MULTILINE)

# Distinct tokaido_nb import paths the chapters used before issue 11's notebook part (27), and
# the most they may use now.
IMPORT_PATHS_BEFORE = 27
IMPORT_PATHS_AT_MOST = 14  # 11, tokaido_nb.cluster (issue 14, chapter 12), tokaido_nb.coach
# (issue 10, chapter 17), tokaido_nb.masters (issue 44, chapter 18: the themes and ratings)


def cells(chapter) -> list[dict]:
    return json.loads((NOTEBOOKS / chapter.file).read_text(encoding="utf-8"))["cells"]


def code(chapter) -> list[str]:
    return ["".join(c["source"]) for c in cells(chapter) if c["cell_type"] == "code"]


def run_cells(chapter, until: str) -> dict:
    """Run the chapter's code cells in order, up to the first containing ``until``."""
    namespace: dict = {"display": lambda *args, **kwargs: None}
    here = os.getcwd()
    os.chdir(NOTEBOOKS)
    try:
        for source in code(chapter):
            if until in source:
                return namespace
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(source, chapter.file, "exec"), namespace)
    finally:
        os.chdir(here)
    raise AssertionError(f"{chapter.file} has no cell with {until!r}")


def printed(source: str, namespace: dict) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(source, "<edited cell>", "exec"), namespace)
    return out.getvalue()


def test_the_chapters_table_lists_every_notebook_in_order_with_the_rules_it_teaches():
    numbered = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))  # not present.ipynb
    assert [c.file for c in CHAPTERS] == numbered
    for chapter in CHAPTERS:
        meta = json.loads((NOTEBOOKS / chapter.file).read_text())["metadata"]["tokaido_nb"]
        assert tuple(meta["teaches"]) == chapter.rules, chapter.file


@pytest.mark.parametrize("index", range(len(CHAPTERS)), ids=[c.number for c in CHAPTERS])
def test_every_chapter_links_its_previous_and_next_one_in_order(index):
    chapter = CHAPTERS[index]
    top = "".join(cells(chapter)[0]["source"]).splitlines()[0]
    previous = re.search(r"Previous: \[[^]]+\]\(([^)]+)\)", top)
    following = re.search(r"Next: \[[^]]+\]\(([^)]+)\)", top)
    if index == 0:
        assert previous is None
    else:
        assert previous and previous.group(1) == CHAPTERS[index - 1].file, top
    if index == len(CHAPTERS) - 1:
        assert following is None
    else:
        assert following and following.group(1) == CHAPTERS[index + 1].file, top


def test_every_exercise_is_checked_once_in_its_own_chapter():
    seen = []
    for chapter in CHAPTERS:
        for source in code(chapter):
            for found in CHECK.finditer(source):
                if not source.lstrip().startswith("#"):
                    seen.append((chapter.number, found["id"]))
    checked = [key for _, key in seen]
    assert sorted(checked) == sorted(EXERCISES), "each exercise once"
    assert all(key.split(".")[0] == number for number, key in seen)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda c: c.number)
def test_a_check_cell_only_calls_check_and_the_answer_waits_as_none(chapter):
    sources = code(chapter)
    for position, source in enumerate(sources):
        found = CHECK.search(source)
        if not found:
            continue
        lines = [
            line
            for line in source.splitlines()
            if line.strip() and not line.startswith("from tokaido_nb.lessons import")
        ]
        assert lines[0] == found.group(0), f"{chapter.file}: {source!r}"
        assert all(line.startswith("#") for line in lines[1:]), source
        assert f'# show_answer("{found["id"]}"' in source, "the answer is one step away"
        waiting = sources[position - 1].split("#")[0].strip()
        assert waiting == f"{found['answer']} = None", (chapter.file, waiting)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda c: c.number)
def test_what_a_learner_reads_before_answering_does_not_give_the_answer_away(chapter):
    texts = ["".join(c["source"]) for c in cells(chapter)]
    for position, text in enumerate(texts):
        found = CHECK.search(text)
        if not found or found["given"]:
            continue
        answer = EXERCISES[found["id"]].expected()
        question = "\n".join(texts[position - 3 : position + 1])
        for example in re.findall(r"`\w+ = ([^`]+)`|for example (\[[^\]]*\]|\([^)]*\))", question):
            written = next(filter(None, example))
            with contextlib.suppress(Exception):
                assert read_answer(eval(written), EXERCISES[found["id"]].form) != read_answer(
                    answer, EXERCISES[found["id"]].form
                ), f"{found['id']}: the example {written} is the answer"


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda c: c.number)
def test_every_chapter_ends_by_marking_itself_read(chapter):
    marks = [s.strip() for s in code(chapter) if "mark_read(" in s]
    assert marks and f'mark_read("{chapter.number}")' in marks[-1]


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda c: c.number)
def test_one_way_to_try_an_action_one_spelling_of_a_rule_change_and_pictures_unwrapped(chapter):
    for source in code(chapter):
        assert "except IllegalAction" not in source and "def attempt" not in source
        assert "replace(OFFICIAL" not in source, "a rule change is spelt Rules(...)"
        assert not re.search(r"\b(SVG|HTML)\(", source), "pictures display themselves"
        assert not re.search(r"\b5[45]\b", source), "Edo is data.EDO"
        assert not re.search(r"tokaido_nb\.widgets\.\w+ import", source), "from tokaido_nb.widgets"


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda c: c.number)
def test_an_editable_cell_refuses_a_mistake_in_words(chapter):
    editable = [s for s in code(chapter) if s.startswith("# Try changing this")]
    for source in editable:
        assert "refusals_in_words()" in source or "Refused" in source, source


def test_the_learner_meets_few_import_paths():
    paths = {found for c in CHAPTERS for s in code(c) for found in IMPORT.findall(s)}
    print(f"distinct tokaido_nb import paths: {len(paths)} (before: {IMPORT_PATHS_BEFORE})")
    assert len(paths) <= IMPORT_PATHS_AT_MOST, sorted(paths)


def test_a_bad_kyoto_line_in_chapter_01_prints_the_short_refusal():
    (road,) = [c for c in CHAPTERS if c.number == "01"]
    namespace = run_cells(road, "# Try changing this: the Kyoto line")
    (cell,) = [s for s in code(road) if s.startswith("# Try changing this: the Kyoto line")]
    out = printed(cell.replace("line = [2, 0, 3, 1]", "line = [2, 0, 3, 3]"), namespace)
    assert out.startswith("Refused (") and out.count("\n") == 1, out


def test_turn_120_in_chapter_14_prints_a_refusal_not_the_old_turn_again():
    (replay,) = [c for c in CHAPTERS if c.number == "14"]
    namespace = run_cells(replay, "# Try changing this: the turn to jump to")
    (cell,) = [s for s in code(replay) if s.startswith("# Try changing this: the turn")]
    out = printed(cell.replace("turn = 62", "turn = 120"), namespace)
    assert out.startswith("Refused: There is no turn 120"), out
    assert printed(cell, namespace).startswith("Turn 62: ")


@pytest.mark.parametrize(
    "number, until, key, expected",
    [
        ("13", 'check("13.tie"', "13.tie", "Aiko"),
        ("13", 'check("13.temple"', "13.temple", 18),
        ("14", 'check("14.coins"', "14.coins", 9),
    ],
)
def test_an_exercise_about_what_the_chapter_built_is_answered_from_the_chapter(
    number, until, key, expected
):
    (chapter,) = [c for c in CHAPTERS if c.number == number]
    namespace = run_cells(chapter, until)
    (source,) = [s for s in code(chapter) if until in s]
    given = namespace[CHECK.search(source)["given"]]
    exercise = EXERCISES[key]
    assert read_answer(exercise.expected(given), exercise.form) == read_answer(
        expected, exercise.form
    )
