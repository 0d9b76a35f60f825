"""Every rule of both checklists is taught by some chapter.

Each chapter lists the checklist ids it teaches in its notebook metadata,
``"tokaido_nb": {"teaches": [...]}``. The checklists are read as tests/rules/test_checklist.py
reads them (the shared files beside the repository, or the copies kept in tests/rules/): the 70
ids of the base game (checklist.md) and the 28 of the Crossroads expansion
(checklist-crossroads.md).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

HERE = Path(__file__).parent
NOTEBOOKS = HERE.parent / "notebooks"


def _checklist_module():
    # Reuse the checklist reader of tests/rules (tests is not a package under importlib mode).
    spec = importlib.util.spec_from_file_location(
        "_checklist", HERE / "rules" / "test_checklist.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_checklists = _checklist_module()
checklist_ids = _checklists.checklist_ids
crossroads_ids = _checklists.crossroads_ids
all_checklist_ids = _checklists.all_checklist_ids


def taught() -> dict[str, list[str]]:
    """Each id taught, with the notebooks that teach it."""
    found: dict[str, list[str]] = {}
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        meta = json.loads(path.read_text(encoding="utf-8"))["metadata"].get("tokaido_nb", {})
        for rule in meta.get("teaches", []):
            found.setdefault(rule, []).append(path.name)
    return found


def _missing(ids: list[str]) -> list[str]:
    missing = [rule for rule in ids if rule not in taught()]
    if missing:
        print("Checklist ids no chapter teaches yet:", ", ".join(missing))
    return missing


def test_every_checklist_id_is_taught_by_a_chapter():
    missing = _missing(checklist_ids())
    assert not missing, f"{len(missing)} ids are taught by no chapter: {', '.join(missing)}"


def test_every_crossroads_checklist_id_is_taught_by_a_chapter():
    missing = _missing(crossroads_ids())
    assert len(crossroads_ids()) == 28
    assert not missing, f"{len(missing)} ids are taught by no chapter: {', '.join(missing)}"


def test_chapters_teach_only_ids_of_the_checklists():
    unknown = sorted(set(taught()) - set(all_checklist_ids()))
    assert not unknown, f"notebook metadata names ids neither checklist has: {unknown}"
