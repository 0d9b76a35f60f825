"""The teacher's kit in French and Polish names what is on screen: the buttons it quotes are
the package's labels in that language, and the answer key's exercises have the titles the
lessons and the class view show (scripts/translations.py builds docs/<lang>/teachers.md)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tokaido_nb.lessons import EXERCISES
from tokaido_nb.lessons.class_progress import ClassProgress, LearnerProgress, class_html
from tokaido_nb.lessons.progress import ExerciseRecord, Progress
from tokaido_nb.rules.language import in_language, set_language

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations  # noqa: E402

sys.path.pop(0)

BUTTONS = ("Forget my progress…", "Export my progress", "Let the bots play to the end")


def test_the_kit_quotes_buttons_that_exist() -> None:
    kit = (ROOT / "teachers.md").read_text(encoding="utf-8")
    quoted = set(translations.QUOTED_LABEL.findall(kit))
    labels = translations.package_labels("fr")
    assert set(BUTTONS) <= quoted & set(labels), set(BUTTONS) - quoted


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_the_translated_kit_quotes_the_buttons_as_the_screen_shows_them(code: str) -> None:
    kit = (ROOT / "docs" / code / "teachers.md").read_text(encoding="utf-8")
    for label in BUTTONS:
        shown = in_language(code, label)
        assert shown != label and f"**{shown}**" in kit, (code, label, shown)
        assert f"**{label}**" not in kit


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_the_answer_keys_titles_are_the_lessons_and_the_class_views(code: str) -> None:
    kit = (ROOT / "docs" / code / "teachers.md").read_text(encoding="utf-8")
    set_language(code)
    wrong = []
    for key, task in EXERCISES.items():
        title = task.said(task.title)
        m = re.search(r"\*\*" + re.escape(key) + r" · ([^*]+)\*\*", kit)
        if m is None or m.group(1).rstrip(".") != title.rstrip("."):
            wrong.append(f"{key}: kit {m and m.group(1)!r}, lessons {title!r}")
    assert not wrong, "\n".join(wrong)
    one = LearnerProgress("Aiko", Progress({"05.sets": ExerciseRecord(right=True)}))
    assert EXERCISES["05.sets"].said(EXERCISES["05.sets"].title) in class_html(ClassProgress([one]))


def test_the_class_view_lists_learners_by_name_and_counts_a_revealed_answer_as_shown() -> None:
    aiko = Progress(
        {
            "05.sets": ExerciseRecord(right=True),
            "06.sea": ExerciseRecord(tries=3),  # the third wrong answer revealed it
            "07.meals": ExerciseRecord(tries=4, right=True),  # typed in after it was shown
        },
        {"05"},
    )
    ben = Progress({"06.sea": ExerciseRecord(tries=1)})
    page = class_html(ClassProgress([LearnerProgress("Aiko", aiko), LearnerProgress("Ben", ben)]))
    learners = page.split('class="tokaido-class-learners"')[1].split("</table>")[0]
    rows = re.findall(r"<tr><td[^>]*>([^<]+)</td>((?:<td[^>]*>[^<]*</td>)+)</tr>", learners)
    cells = {name: re.findall(r">([^<]*)</td>", rest) for name, rest in rows}
    # chapters read, right at the 1st, 2nd, 3rd try, answer shown, not right yet, puzzle rating
    assert cells == {"Aiko": ["1", "1", "", "", "2", "", ""], "Ben": ["", "", "", "", "", "1", ""]}
