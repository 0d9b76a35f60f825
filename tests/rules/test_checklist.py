"""Every rule of the checklists has a test that names it: a reader goes from a rule to its proof.

The ids are read from the two checklists, the base game's (``shared/rules/checklist.md``) and the
Crossroads expansion's (``shared/rules/checklist-crossroads.md``); a test names one in its name,
its docstring or the comment on its ``def`` line
(``def test_no_passing_an_inn():  # road.inn_stop``).
The shared folder sits beside the repository on a project machine; a clone elsewhere (CI) reads
the copies kept here, ``tests/rules/checklist.md`` and ``tests/rules/checklist-crossroads.md``,
which must match the shared ones when both exist.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SHARED_RULES = HERE.parents[2] / "shared" / "rules"
CHECKLISTS = ("checklist.md", "checklist-crossroads.md")
ID = re.compile(r"^- `([a-z_]+\.[a-z_]+)`:", re.MULTILINE)


def _ids(name: str) -> list[str]:
    shared = SHARED_RULES / name
    source = shared if shared.exists() else HERE / name
    return ID.findall(source.read_text(encoding="utf-8"))


def checklist_ids() -> list[str]:
    """The rule ids of the base game's checklist, in its order."""
    return _ids("checklist.md")


def crossroads_ids() -> list[str]:
    """The rule ids of the Crossroads checklist, in its order."""
    return _ids("checklist-crossroads.md")


def all_checklist_ids() -> list[str]:
    """The rule ids of both checklists: the base game's, then Crossroads'."""
    return checklist_ids() + crossroads_ids()


@functools.cache
def labels() -> dict[str, str]:
    """Each test function here (``file::name``): its name, docstring and ``def`` line."""
    found = {}
    for path in sorted(HERE.glob("test_*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                doc = ast.get_docstring(node) or ""
                found[f"{path.name}::{node.name}"] = f"{lines[node.lineno - 1]}\n{doc}"
    return found


def test_the_checklist_is_readable():
    ids = checklist_ids()
    assert len(ids) >= 60
    assert len(ids) == len(set(ids)), "an id appears twice in the checklist"
    for rule in ("road.inn_stop", "end.temple_ties", "new.takuhatsuso", "two.neutral_inn"):
        assert rule in ids


def test_the_crossroads_checklist_is_readable():
    ids = crossroads_ids()
    assert len(ids) == 28
    assert len(set(all_checklist_ids())) == len(all_checklist_ids()), "an id appears twice"
    for rule in ("cross.choice", "cross.amulet_devotion", "traveller.kita"):
        assert rule in ids


@pytest.mark.parametrize("name", CHECKLISTS)
def test_the_copy_of_each_checklist_is_current(name: str):
    shared, copy = SHARED_RULES / name, HERE / name
    assert copy.exists(), f"{copy} is missing: copy the shared checklist here"
    if not shared.exists():
        return  # nothing to compare with outside a project machine
    assert copy.read_text(encoding="utf-8") == shared.read_text(encoding="utf-8"), (
        f"{copy} differs from {shared}: copy the shared checklist again"
    )


def naming_tests(rule: str) -> list[str]:
    """The tests whose name, docstring or ``def`` line names ``rule``."""
    pattern = re.compile(rf"(?<![\w.]){re.escape(rule)}(?![\w.])")
    return [test for test, label in labels().items() if pattern.search(label)]


def test_every_checklist_rule_is_named_by_a_test():
    missing = [rule for rule in all_checklist_ids() if not naming_tests(rule)]
    assert not missing, "checklist rules that no test in tests/rules/ names: " + ", ".join(missing)


def test_a_rule_id_inside_a_longer_one_does_not_count():
    line = "def test_x():  # encounter.annaibito_complete"
    pattern = re.compile(r"(?<![\w.])encounter\.annaibito(?![\w.])")
    assert not pattern.search(line)
    assert naming_tests("road.inn_stop")  # and a real one is found
