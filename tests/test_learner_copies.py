"""Learners work on copies: `make lab` copies the lessons into my_lessons/ and opens
00_start_here there; `make fresh-lessons` starts again and keeps the old copies aside
(scripts/lessons.py, the Makefile)."""

from __future__ import annotations

import importlib.util
import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"


def lessons_script():
    spec = importlib.util.spec_from_file_location("lessons_script", REPO / "scripts" / "lessons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def make(*args: str) -> str:
    result = subprocess.run(
        ["make", "--no-print-directory", *args], cwd=REPO, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_the_first_copy_holds_every_lesson_and_its_data(tmp_path):
    target = tmp_path / "my_lessons"
    make(f"LESSONS={target}", "lessons")
    for notebook in NOTEBOOKS.glob("*.ipynb"):
        assert (target / notebook.name).read_bytes() == notebook.read_bytes()
    assert (target / "data" / "example_game.json").is_file()
    assert not list(target.rglob(".ipynb_checkpoints"))


def test_a_learner_s_edits_survive_the_next_make_lab_and_a_new_lesson_arrives(tmp_path):
    script = lessons_script()
    source, target = tmp_path / "notebooks", tmp_path / "my_lessons"
    source.mkdir()
    (source / "01_a.ipynb").write_text("original")
    script.copy(source, target)
    (target / "01_a.ipynb").write_text("my edits")
    (source / "02_b.ipynb").write_text("a new lesson")
    assert script.copy(source, target) == [Path("02_b.ipynb")]
    assert (target / "01_a.ipynb").read_text() == "my edits"
    assert (source / "01_a.ipynb").read_text() == "original"


def test_starting_again_keeps_the_old_copies_aside(tmp_path):
    script = lessons_script()
    source, target = tmp_path / "notebooks", tmp_path / "my_lessons"
    source.mkdir()
    (source / "01_a.ipynb").write_text("original")
    (source / "02_b.ipynb").write_text("original b")
    script.copy(source, target)
    (target / "01_a.ipynb").write_text("my edits")
    (target / "02_b.ipynb").write_text("my b")
    kept = script.fresh(source, target, ["01_a.ipynb"])  # one lesson only
    assert (target / "01_a.ipynb").read_text() == "original"
    assert (target / "02_b.ipynb").read_text() == "my b"
    assert (kept / "01_a.ipynb").read_text() == "my edits"
    kept_all = script.fresh(source, target, [])  # every lesson
    assert kept_all.name.startswith("my_lessons-old-")
    assert (kept_all / "02_b.ipynb").read_text() == "my b"
    assert (target / "02_b.ipynb").read_text() == "original b"


def test_make_fresh_lessons_is_one_command(tmp_path):
    target = tmp_path / "my_lessons"
    make(f"LESSONS={target}", "lessons")
    edited = target / "05_villages_and_souvenirs.ipynb"
    edited.write_text("my edits")
    out = make(f"LESSONS={target}", "fresh-lessons", "LESSON=05_villages_and_souvenirs.ipynb")
    assert "old copies are kept in" in out
    assert edited.read_bytes() == (NOTEBOOKS / edited.name).read_bytes()
    (old,) = tmp_path.glob("my_lessons-old-*")
    assert (old / edited.name).read_text() == "my edits"


def test_an_unknown_lesson_is_refused_by_name(tmp_path):
    result = subprocess.run(
        ["python3", "scripts/lessons.py", "fresh", "notebooks", str(tmp_path / "x"), "99.ipynb"],
        cwd=REPO, capture_output=True, text=True,
    )  # fmt: skip
    assert result.returncode != 0 and "There is no lesson '99.ipynb'" in result.stderr


def test_make_lab_serves_the_copies_and_opens_start_here():
    plan = make("-n", "lab", "LESSONS=my_lessons")
    assert "scripts/lessons.py copy notebooks my_lessons" in plan
    command = next(line for line in plan.splitlines() if "-m jupyterlab" in line)
    assert "--ServerApp.root_dir=my_lessons" in command.replace("\\", "")
    assert re.search(r"--LabApp\.default_url=/lab/tree/00_start_here\.ipynb", plan)


def test_git_ignores_the_learner_s_copies():
    ignored = (REPO / ".gitignore").read_text().splitlines()
    assert "my_lessons/" in ignored and "my_lessons-old-*/" in ignored


def test_an_older_copy_of_a_renamed_lesson_is_named_and_kept(tmp_path, capsys):
    script = lessons_script()
    source, target = tmp_path / "notebooks", tmp_path / "my_lessons"
    source.mkdir()
    target.mkdir()
    (source / "17_playing_well.ipynb").write_text("the lesson now")
    (target / "16_playing_well.ipynb").write_text("my edits")
    assert script.main(["copy", str(source), str(target)]) == 0
    said = capsys.readouterr().out
    assert "16_playing_well.ipynb is an older copy" in said and "17_playing_well.ipynb" in said
    assert (target / "16_playing_well.ipynb").read_text() == "my edits"
    assert (target / "17_playing_well.ipynb").read_text() == "the lesson now"
    assert script.renamed_copies(source) == []
