"""A lesson widget whose cell has not run (or whose notebook is not trusted yet) says to run
it, instead of a bare ``Table(4 seats: …)`` (issue 13)."""

from __future__ import annotations

import ipywidgets

import tokaido_nb.widgets as package
from tokaido_nb.widgets import Table
from tokaido_nb.widgets.unrun import RUN_HINT, RunToShow


def test_an_unrun_table_cell_says_to_run_it():
    table = Table(["person", "greedy", "greedy", "search"], seed=11)
    text = table._repr_mimebundle_()["text/plain"]
    assert text.startswith("Table(4 seats: person, greedy, greedy, search")
    assert text.endswith(f" · {RUN_HINT}")
    assert repr(table) == "Table(4 seats: person, greedy, greedy, search; turn 0)"  # unchanged


def test_every_lesson_widget_of_the_package_says_to_run_its_cell():
    lessons = [
        getattr(package, name)
        for name in package.__all__
        if isinstance(getattr(package, name), type)
        and issubclass(getattr(package, name), ipywidgets.Box)
        and name not in {"ChoiceBar", "Lesson"}  # parts, never shown alone by a lesson
    ]
    assert len(lessons) >= 15
    missing = [cls.__name__ for cls in lessons if not issubclass(cls, RunToShow)]
    assert not missing, f"these widgets show a bare repr before their cell runs: {missing}"
