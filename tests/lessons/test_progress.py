"""A learner's progress: kept in a small file of their data directory, read again after a
restart, shown as a map by chapter and rule, forgotten on request (lessons/progress.py, cells.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tokaido_nb.lessons import check, mark_read, my_progress, reset_progress, show_answer
from tokaido_nb.lessons import progress as store
from tokaido_nb.lessons.answers import ANSWER, HINT, RIGHT, STRONGER_HINT
from tokaido_nb.widgets import ProgressMap


def test_the_progress_file_lives_where_the_environment_variable_says(progress_dir: Path):
    assert store.progress_file() == progress_dir / "progress.json"
    check("05.sets", 10)
    assert (progress_dir / "progress.json").is_file()


def test_without_the_variable_the_file_is_in_the_user_s_data_directory(monkeypatch, tmp_path):
    monkeypatch.delenv("TOKAIDO_NB_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr("sys.platform", "linux")
    assert store.data_dir() == tmp_path / "xdg" / "tokaido_nb"


def test_in_the_browser_edition_the_file_is_beside_the_lessons(monkeypatch, tmp_path):
    # JupyterLite keeps /drive (the lessons' folder) in the browser; Pyodide's home is lost.
    monkeypatch.delenv("TOKAIDO_NB_DATA")
    monkeypatch.setattr("sys.platform", "emscripten")
    monkeypatch.setattr(store, "BROWSER_DRIVE", tmp_path)
    assert store.data_dir() == tmp_path / "my_progress"
    monkeypatch.setattr(store, "BROWSER_DRIVE", tmp_path / "not_there")
    assert store.data_dir() != tmp_path / "not_there" / "my_progress"


def test_a_checked_exercise_is_remembered_by_a_fresh_read_as_after_a_restart(progress_dir):
    assert check("05.sets", "10").correct
    again = store.load()  # nothing kept in memory: what a new kernel would read
    assert again.exercises["05.sets"].right
    saved = json.loads((progress_dir / "progress.json").read_text())
    assert saved["exercises"]["05.sets"]["right"] is True


def test_the_hints_keep_their_stage_across_a_restart():
    kinds = [check("05.sets", 9).kind for _ in range(3)]
    assert kinds == [HINT, STRONGER_HINT, ANSWER]
    assert store.load().exercises["05.sets"].tries == 3
    assert check("05.sets", 10).kind == RIGHT


def test_an_empty_answer_is_not_counted_as_a_try():
    check("05.sets", None)
    check("05.sets", "lots")
    assert "05.sets" not in store.load().exercises


def test_showing_the_answer_is_always_possible_and_noted():
    feedback = show_answer("05.sets")
    assert "The answer is 10." in feedback.text
    assert store.load().exercises["05.sets"].status == "shown"


def test_a_chapter_read_marks_its_rules_and_says_how_its_exercises_went():
    check("09.zen_emon", 4)
    note = mark_read("09")
    assert "Chapter 09, The travellers: read." in repr(note)
    assert "✗ 1 wrong answer so far" in repr(note)
    assert "not answered yet" in repr(note)  # 09.mitsukuni
    assert "09" in store.load().read
    assert "Start here" in note._repr_html_()


def test_the_map_shows_each_chapter_with_its_exercises_and_rules():
    check("05.sets", 10)
    mark_read("03")
    rows = {row.chapter.number: row for row in store.progress_map(store.load())}
    assert dict(rows["05"].rules)["souvenir.sets"] == store.RULE_PRACTISED
    assert dict(rows["00"].rules)["souvenir.sets"] == store.RULE_PRACTISED  # met anywhere
    assert dict(rows["03"].rules)["end.temple"] == store.RULE_READ
    assert dict(rows["04"].rules)["encounter.miko"] == store.RULE_NOT_YET
    assert rows["03"].read and not rows["05"].read
    text = repr(my_progress())
    assert "Exercises right: 1 of 27 · chapters read: 1 of 20" in text
    html = my_progress()._repr_html_()
    assert html.count('<tr class="tokaido-progress-chapter-') == 20
    assert 'href="05_villages_and_souvenirs.ipynb"' in html


def test_the_map_has_the_two_crossroads_chapters_with_their_rules():
    check("15.gaming_room", 14)
    rows = {row.chapter.number: row for row in store.progress_map(store.load())}
    stops, travellers = rows["15"], rows["16"]
    assert stops.chapter.file == "15_crossroads_stops.ipynb" and len(stops.rules) == 11
    assert travellers.chapter.file == "16_crossroads_travellers.ipynb"
    assert len(travellers.rules) == 18
    assert rows["17"].chapter.file == "17_playing_well.ipynb"
    assert rows["18"].chapter.file == "18_puzzles_from_real_games.ipynb"
    assert rows["19"].chapter.file == "19_your_own_player.ipynb"
    assert dict(stops.rules)["cross.gaming_room"] == store.RULE_PRACTISED
    assert dict(travellers.rules)["traveller.kita"] == store.RULE_NOT_YET
    assert [status for _, status in stops.exercises] == ["right", "new"]
    assert [each.id for each, _ in travellers.exercises] == [
        "16.devotion",
        "16.calligraphies",
        "16.gotozaemon",
    ]
    assert "15 The Crossroads stops: not read" in repr(my_progress())
    assert 'href="15_crossroads_stops.ipynb"' in my_progress()._repr_html_()
    assert "rules met: 1 of 98" in store.summary_line(store.load())


def test_progress_saved_before_chapter_15_was_split_still_counts(progress_dir: Path):
    progress_dir.mkdir(parents=True)
    old = {
        "format": "tokaido-progress",
        "version": 1,
        "exercises": {
            "15.devotion": {"tries": 1, "right": True, "shown": False},
            "16.farm": {"tries": 2, "right": False, "shown": True},
            "05.sets": {"tries": 0, "right": True, "shown": False},
        },
        "read": ["05", "15", "16", "17"],
    }
    (progress_dir / "progress.json").write_text(json.dumps(old))
    loaded = store.load()
    assert set(loaded.exercises) == {"16.devotion", "17.farm", "05.sets"}
    assert loaded.exercises["16.devotion"] == store.ExerciseRecord(tries=1, right=True)
    assert loaded.exercises["17.farm"].status == "shown"
    assert loaded.read == {"05", "15", "16", "17", "19"}
    # Saved again in today's version, it is not renamed a second time.
    check("05.sets", 10)
    saved = json.loads((progress_dir / "progress.json").read_text())
    assert saved["version"] == store.VERSION == 3
    assert set(saved["exercises"]) == {"16.devotion", "17.farm", "05.sets"}
    assert store.load().read == {"05", "15", "16", "17", "19"}


def test_a_version_2_file_keeps_its_chapter_numbers_but_your_own_player_is_now_19(
    progress_dir: Path,
):
    progress_dir.mkdir(parents=True)
    before = {"format": "tokaido-progress", "version": 2, "exercises": {}, "read": ["16", "18"]}
    (progress_dir / "progress.json").write_text(json.dumps(before))
    loaded = store.load()
    assert loaded.read == {"16", "19"} and not loaded.puzzles.answered and not loaded.problem


def test_forgetting_the_progress_empties_the_map():
    check("05.sets", 10)
    assert reset_progress() == "Your progress is forgotten."
    assert store.load().exercises == {}
    assert reset_progress() == "There was no progress to forget."


def test_an_unreadable_file_is_kept_aside_and_the_map_says_so(progress_dir: Path):
    progress_dir.mkdir(parents=True)
    (progress_dir / "progress.json").write_text("{not json")
    loaded = store.load()
    assert loaded.exercises == {} and "could not be read" in loaded.problem
    assert (progress_dir / "progress.json.unreadable").read_text() == "{not json"


def test_a_progress_file_that_cannot_be_written_does_not_stop_the_check(progress_dir: Path):
    progress_dir.parent.mkdir(parents=True, exist_ok=True)
    progress_dir.write_text("a file where the directory should be")
    feedback = check("05.sets", 10)
    assert feedback.correct and "could not be saved" in feedback.text


def test_the_progress_map_widget_reads_the_file_and_forgets_after_asking_twice():
    check("05.sets", 10)
    view = ProgressMap()
    assert "Exercises right: 1 of 27" in view.view.value
    check("06.sea", 15)
    view.refresh_button.click()
    assert "Exercises right: 2 of 27" in view.view.value
    view.forget_button.click()
    assert view.confirm.layout.display is None
    assert "Exercises right: 2 of 27" in view.view.value  # nothing forgotten yet
    view.yes_button.click()
    assert "Exercises right: 0 of 27" in view.view.value
    assert view.message.text == "Your progress is forgotten."
    assert repr(view) == "ProgressMap(your progress by chapter and rule)"  # no counts


@pytest.mark.parametrize("number", ["05", "5", 5])
def test_a_chapter_is_found_by_its_number_however_written(number):
    assert "Chapter 05" in repr(mark_read(number))


# ------------------------------------------------------------------ rules named in words
def test_every_rule_a_chapter_teaches_has_a_name_in_words():  # issue 33
    from tokaido_nb.lessons.chapters import CHAPTERS
    from tokaido_nb.lessons.rule_names import RULE_NAMES

    taught = {rule for chapter in CHAPTERS for rule in chapter.rules}
    assert taught <= set(RULE_NAMES), sorted(taught - set(RULE_NAMES))
    for rule, name in RULE_NAMES.items():
        assert "." not in name and "_" not in name and name != rule, rule


def test_the_map_names_rules_in_words_and_keeps_ids_in_the_tooltips():  # issue 33
    import re

    from tokaido_nb.lessons.progress import Progress, map_html

    shown = map_html(Progress())
    chips = re.findall(r'<span title="([^"]*)"[^>]*>([^<]*)</span>', shown)
    texts = {text for _, text in chips}
    assert "an inn cannot be passed" in texts
    assert not any(re.fullmatch(r"[a-z_]+\.[a-z_]+", text) for text in texts), texts
    assert any("(road.inn_stop)" in title for title, _ in chips)


def test_a_chapter_note_names_its_rules_in_words_and_keeps_ids_for_teachers():  # issue 33
    import re

    from tokaido_nb.lessons.rule_names import rule_name

    note = mark_read("03")
    text = repr(note)
    assert f"It teaches 4 rules: {rule_name('temple.donate')}; " in text
    assert not re.search(r"\b[a-z_]+\.[a-z_]+\b", text.split("It teaches")[1]), text
    html = note._repr_html_()
    assert f'<span title="end.temple_ties">{rule_name("end.temple_ties")}</span>' in html


def test_a_copy_of_an_old_lesson_still_checks_its_exercise_under_the_new_id():
    assert check("16.farm", 31).correct  # 16_playing_well's check, before the renumbering
    assert store.load().exercises["17.farm"].right
    assert "16.farm" not in store.load().exercises
    show_answer("15.devotion")
    assert store.load().exercises["16.devotion"].status == "shown"
