"""A class's progress (issue 33): a learner exports theirs as a file or a code, the teacher
reads a folder of them; chapters read, exercises by try, the rules most missed; a malformed or
foreign file is refused with its name and the others still count."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tokaido_nb.lessons.class_progress import (
    ClassProgress,
    ExportError,
    class_html,
    export_code,
    export_file,
    export_json,
    read_class,
    read_export,
)
from tokaido_nb.lessons.progress import ExerciseRecord, Progress

EXAMPLE = Path(__file__).resolve().parents[2] / "notebooks" / "data" / "class_example"


def aiko() -> Progress:
    return Progress(
        {
            "01.next": ExerciseRecord(right=True),
            "05.sets": ExerciseRecord(tries=1, right=True),
            "07.meals": ExerciseRecord(tries=2, right=True),
            "08.winner": ExerciseRecord(tries=5, right=True),
            "06.sea": ExerciseRecord(tries=2, shown=True),
            "03.tied_givers": ExerciseRecord(tries=1),
        },
        {"00", "01", "05"},
    )


def test_an_export_reads_back_the_same_as_a_file_and_as_a_code(tmp_path: Path):
    path = export_file(aiko(), "  Aiko  M. ", tmp_path)
    assert path.name == "progress-Aiko-M.json"
    from_file = read_export(path.read_bytes())
    from_code = read_export(export_code(aiko(), "Aiko M."))
    assert from_file.learner == from_code.learner == "Aiko M."
    assert from_file.progress == from_code.progress == aiko()
    assert len(export_code(aiko(), "Aiko M.")) < 400  # short enough to copy by hand


def test_the_class_counts_chapters_tries_and_the_rules_most_missed(tmp_path: Path):
    export_file(aiko(), "Aiko", tmp_path)
    ben = Progress({"05.sets": ExerciseRecord(right=True), "06.sea": ExerciseRecord(tries=1)})
    (tmp_path / "ben.txt").write_text(export_code(ben, "Ben"))
    result = read_class(tmp_path)
    assert [each.learner for each in result.learners] == ["Aiko", "Ben"] and not result.refused
    assert result.chapters_read()["05"] == 1 and result.chapters_read()["02"] == 0
    counts = result.exercise_counts()
    assert counts["01.next"]["1"] == 1 and counts["01.next"]["new"] == 1
    assert counts["05.sets"]["2"] == 1 and counts["05.sets"]["1"] == 1
    # right at the 6th try: the check had revealed the answer at the 3rd, so it counts as shown
    assert counts["07.meals"]["3"] == 1 and counts["08.winner"]["shown"] == 1
    assert counts["06.sea"]["shown"] == 1 and counts["06.sea"]["trying"] == 1
    missed = dict(result.rules_missed(most=50))
    assert missed["panorama.order"] == 2  # 06.sea, missed by both
    assert "road.last_moves" not in missed  # 01.next was right at once
    assert result.rules_missed(most=1)[0][1] == 2


def test_the_example_folder_refuses_the_foreign_and_the_broken_by_name():
    result = read_class(EXAMPLE)
    assert [each.learner for each in result.learners] == ["Aiko", "Ben", "Chiyo", "Daisuke"]
    refused = dict(result.refused)
    assert refused == {
        "emi-code.txt": "its code is damaged (a letter missing or changed?)",
        "notes.json": "it is not a tokaido_nb progress export",
    }
    shown = class_html(result)
    assert "emi-code.txt" in shown and "notes.json" in shown and "4 learners" in shown
    assert "the last traveller moves next" in shown  # a rule most missed, in words
    assert 'title="road.last_moves"' in shown  # its id for the teacher


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("{", "not readable JSON"),
        ('{"format": "tokaido-progress", "version": 1}', "not a tokaido_nb progress export"),
        ("TKD1.@@@@", "code is damaged"),
        ("x" * 70_000, "larger than"),
        (b"\xff\xfe\x00", "not a tokaido_nb progress export"),
    ],
)
def test_a_file_that_is_no_export_is_refused_in_words(content, why):
    with pytest.raises(ExportError, match=why):
        read_export(content)


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (lambda d: d.update(version=99), "newer tokaido_nb"),
        (lambda d: d.update(learner=""), "Write your name"),
        (lambda d: d["exercises"].update({"99.nope": {"tries": 0}}), "exercise this tokaido_nb"),
        (lambda d: d.update(read=["42"]), "chapter this tokaido_nb"),
        (lambda d: d["exercises"]["05.sets"].update(tries="many"), "exercise 05.sets"),
        (lambda d: d["exercises"]["05.sets"].update(right="yes"), "exercise 05.sets"),
        (lambda d: d.update(read="00"), "its read is not"),
    ],
)
def test_a_malformed_export_is_refused_and_the_others_still_count(tmp_path, change, why):
    export_file(aiko(), "Aiko", tmp_path)
    data = export_json(aiko(), "Ben")
    change(data)
    (tmp_path / "ben.json").write_text(json.dumps(data))
    result = read_class(tmp_path)
    assert [each.learner for each in result.learners] == ["Aiko"]
    ((name, said),) = result.refused
    assert name == "ben.json" and why in said, said


def test_a_missing_folder_and_an_empty_one_are_said(tmp_path):
    assert "There is no folder" in read_class(tmp_path / "nope").refused[0][1]
    assert read_class(tmp_path).learners == []


def test_the_progress_map_exports_a_file_and_a_code(progress_dir, tmp_path):
    from tokaido_nb.lessons import check
    from tokaido_nb.widgets import ProgressMap

    check("05.sets", 9)
    check("05.sets", 10)
    view = ProgressMap()
    out = tmp_path / "lessons"
    out.mkdir()
    view.folder = out
    view.export_button.click()
    assert "Write your name" in view.message.text and not list(out.iterdir())
    view.name_box.value = "Aiko"
    view.export_button.click()
    path = out / "progress-Aiko.json"
    assert path.is_file() and "Nothing was sent anywhere" in view.message.text
    learner = read_export(view.code_box.value)
    assert learner.progress.exercises["05.sets"] == ExerciseRecord(tries=1, right=True)
    assert "progress-Aiko.json" in view.download.value


def test_an_export_made_before_chapter_15_was_split_still_counts():
    old = {
        "format": "tokaido-progress-export",
        "version": 1,
        "learner": "Emi",
        "read": ["15", "17"],
        "exercises": {"15.gotozaemon": {"tries": 0, "right": True, "shown": False}},
    }
    learner = read_export(json.dumps(old))
    assert learner.progress.read == {"15", "16", "19"}  # 17 became 18, then 19
    assert set(learner.progress.exercises) == {"16.gotozaemon"}
    assert export_json(learner.progress, "Emi")["version"] == 3
    # Today's export of the same numbers is read as it is.
    assert read_export(export_code(learner.progress, "Emi")).progress.read == {"15", "16", "19"}


def test_the_export_carries_the_puzzles_by_theme_and_the_class_sees_which_it_misses():
    from tokaido_nb.lessons.puzzle_progress import PuzzleAnswer
    from tokaido_nb.masters.ratings import Rating

    def answered(*marks: tuple[str, bool]) -> Progress:
        progress = Progress()
        progress.puzzles.rating = Rating(27.5, 6.0)
        for number, (theme, right) in enumerate(marks):
            progress.puzzles.answered[f"g#{number}"] = PuzzleAnswer(theme, right, Rating())
        return progress

    aiko = answered(("temple", True), ("temple", False), ("panorama", True))
    ben = answered(("temple", False), ("souvenirs", True))
    plain = export_json(aiko, "Aiko")["puzzles"]
    assert plain["themes"] == {
        "temple": {"right": 1, "wrong": 1},
        "panorama": {"right": 1, "wrong": 0},
    }
    assert plain["rating"] == {"mu": 27.5, "sigma": 6.0}
    result = ClassProgress(
        [read_export(export_code(aiko, "Aiko")), read_export(export_code(ben, "Ben"))]
    )
    themes = result.puzzle_themes()
    assert list(themes) == ["temple", "panorama", "souvenirs"]  # the theme most missed first
    assert (
        themes["temple"][0].right == 1
        and themes["temple"][0].wrong == 2
        and themes["temple"][1] == 2
    )
    shown = class_html(result)
    assert "Puzzles by theme" in shown and "The temple race" in shown and "33%" in shown
    assert "27.5" in shown  # each learner's puzzle rating


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (
            {"themes": {"nope": {"right": 1, "wrong": 0}}},
            "a puzzle theme this tokaido_nb does not have",
        ),
        ({"themes": {"temple": {"right": -1, "wrong": 0}}}, "puzzles by theme are not"),
        ({"rating": {"mu": 25.0}}, "puzzles by theme are not"),
    ],
)
def test_an_export_with_damaged_puzzles_is_refused_in_words(change, why):
    data = export_json(Progress(), "Aiko")
    data["puzzles"] = {**data["puzzles"], **change}
    with pytest.raises(ExportError, match=why):
        read_export(json.dumps(data))


def test_a_version_2_export_has_no_puzzles_and_still_counts():
    data = export_json(Progress(), "Aiko")
    del data["puzzles"]
    data["version"] = 2
    data["read"] = ["18"]
    learner = read_export(json.dumps(data))
    assert learner.themes == {} and learner.puzzle_rating is None
    assert learner.progress.read == {"19"}
