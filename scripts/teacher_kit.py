"""The generated parts of the teacher's kit (teachers.md): reading times and the answer key.

    python scripts/teacher_kit.py            # rewrite the generated parts of teachers.md
    python scripts/teacher_kit.py --check    # exit 1 if teachers.md is out of date

Reading times are estimated by reading, not measured in a class: each chapter's prose is read
at 150 words a minute (study pace, slower than leisure reading at 200-250), each code cell
costs half a minute to run and look at, each live widget 3 minutes of play, each exercise 3
minutes to work out and check. The answer key comes from the package's own exercises
(tokaido_nb.lessons.exercises): each answer is worked out by the rules, so it cannot drift from
what a learner's check says. Three exercises ask about what their chapter built (the strategy
lab's study, the score sheet, the recorded game): the chapter's own cells are run to build it.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script from a checkout: find the package beside us
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tokaido_nb.lessons import CHAPTERS, EXERCISES  # noqa: E402
from tokaido_nb.lessons.answers import shown  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
NOTEBOOKS = REPO / "notebooks"
KIT = REPO / "teachers.md"
WORDS_PER_MINUTE = 150
CODE_CELL_MINUTES = 0.5
WIDGET_MINUTES = 3
EXERCISE_MINUTES = 3
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CHECK = re.compile(r'check\("(?P<id>[\w.]+)", \w+(?:, (?P<given>\w+))?\)')


def chapter_cells(file: str) -> list[dict]:
    return json.loads((NOTEBOOKS / file).read_text(encoding="utf-8"))["cells"]


def reading_time(file: str) -> dict[str, float]:
    """What one chapter holds, and the minutes it takes by the estimate above."""
    cells = chapter_cells(file)
    words = sum(len("".join(c["source"]).split()) for c in cells if c["cell_type"] == "markdown")
    code = [c for c in cells if c["cell_type"] == "code" and "".join(c["source"]).strip()]
    widgets = sum(
        1 for c in code if any(WIDGET_VIEW in o.get("data", {}) for o in c.get("outputs", []))
    )
    exercises = sum(1 for c in code if CHECK.search("".join(c["source"])))
    minutes = (
        words / WORDS_PER_MINUTE
        + CODE_CELL_MINUTES * (len(code) - exercises)
        + WIDGET_MINUTES * widgets
        + EXERCISE_MINUTES * exercises
    )
    return {
        "words": words,
        "code": len(code),
        "widgets": widgets,
        "exercises": exercises,
        "minutes": minutes,
    }


def times_table() -> str:
    rows = [
        "| Chapter | Words | Code cells | Widgets | Exercises | Minutes |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    total = 0.0
    for chapter in CHAPTERS:
        t = reading_time(chapter.file)
        total += t["minutes"]
        rows.append(
            f"| {chapter.number} {chapter.title} | {t['words']} | {t['code']} | {t['widgets']} | "
            f"{t['exercises']} | {round(t['minutes'])} |"
        )
    rows.append(f"| **All** | | | | | **{round(total)}** |")
    return "\n".join(rows)


def given(exercise_id: str):
    """What an exercise about its chapter's own making is asked with: the chapter's cells,
    run up to the check, build it."""
    chapter = next(c for c in CHAPTERS if c.number == exercise_id.split(".")[0])
    namespace: dict = {"display": lambda *args, **kwargs: None}
    here = os.getcwd()
    os.chdir(NOTEBOOKS)
    try:
        for cell in chapter_cells(chapter.file):
            source = "".join(cell["source"])
            if cell["cell_type"] != "code":
                continue
            found = CHECK.search(source)
            if found and found["id"] == exercise_id:
                return namespace[found["given"]]
            with (
                contextlib.redirect_stdout(io.StringIO()),
                contextlib.redirect_stderr(io.StringIO()),
            ):
                exec(compile(source, chapter.file, "exec"), namespace)
    finally:
        os.chdir(here)
    raise LookupError(f"{chapter.file} does not check {exercise_id}")


def answer_key() -> str:
    parts = []
    for chapter in CHAPTERS:
        tasks = [e for e in EXERCISES.values() if e.chapter == chapter.number]
        if not tasks:
            continue
        parts.append(f"### {chapter.number} {chapter.title}\n")
        for task in tasks:
            data = given(task.id) if task.needs else None
            expected = task.expected(data)
            lines = [
                f"**{task.id} · {task.title}{'' if task.title[-1] in '?!.' else '.'}** "
                f"{task.question}",
                f"- Answer: `{shown(expected)}`. {task.explain(data)}",
                f"- It practises: {', '.join(f'`{r}`' for r in task.rules)}; the section "
                f"“{task.section}” shows it.",
            ]
            for wrong, reveals in task.wrong.items():
                lines.append(f"- A common wrong answer, `{shown(wrong)}`: {reveals}")
            parts.append("\n".join(lines) + "\n")
    return "\n".join(parts).rstrip()


BLOCKS = {"times": times_table, "answers": answer_key}


def generated(text: str) -> str:
    """``text`` with every generated block written afresh."""
    for name, make in BLOCKS.items():
        start, end = f"<!-- {name}: generated -->", f"<!-- {name}: end -->"
        pattern = re.compile(re.escape(start) + r".*?" + re.escape(end), re.DOTALL)
        if not pattern.search(text):
            raise SystemExit(f"teachers.md has no {start} ... {end} block")
        text = pattern.sub(lambda _m, s=start, e=end, m=make: f"{s}\n{m()}\n{e}", text)
    return text


def main(argv: list[str]) -> int:
    text = KIT.read_text(encoding="utf-8")
    fresh = generated(text)
    if "--check" in argv:
        if fresh != text:
            print("teachers.md is out of date: run python scripts/teacher_kit.py")
            return 1
        return 0
    KIT.write_text(fresh, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
