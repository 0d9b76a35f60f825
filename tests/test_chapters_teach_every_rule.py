"""Every rule of the checklist is taught by some chapter.

Each chapter lists the checklist ids it teaches in its notebook metadata,
``"tokaido_nb": {"teaches": [...]}``. The checklist is read as tests/rules/test_checklist.py
reads it (the shared file beside the repository, or the copy kept in tests/rules/).
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


checklist_ids = _checklist_module().checklist_ids


def taught() -> dict[str, list[str]]:
    """Each id taught, with the notebooks that teach it."""
    found: dict[str, list[str]] = {}
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        meta = json.loads(path.read_text(encoding="utf-8"))["metadata"].get("tokaido_nb", {})
        for rule in meta.get("teaches", []):
            found.setdefault(rule, []).append(path.name)
    return found


def test_every_checklist_id_is_taught_by_a_chapter():
    missing = [rule for rule in checklist_ids() if rule not in taught()]
    if missing:
        print("Checklist ids no chapter teaches yet:", ", ".join(missing))
    assert not missing, f"{len(missing)} ids are taught by no chapter: {', '.join(missing)}"


def test_chapters_teach_only_ids_of_the_checklist():
    unknown = sorted(set(taught()) - set(checklist_ids()))
    assert not unknown, f"notebook metadata names ids the checklist does not have: {unknown}"
