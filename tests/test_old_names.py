"""Every old module name still imports, as the very same module as its new home
(tokaido_nb/old_names.py), and every import the lessons, the docs, the README and the teacher's
kits write still finds its module and its names."""

from __future__ import annotations

import ast
import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tokaido_nb
from tokaido_nb.old_names import MOVED, new_name

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tokaido_nb"

# What the two old modules that are packages now held, by name: each is importable from the
# package as before, the very object of the module it lives in now.
KEPT = {
    "tokaido_nb.players": (
        "tokaido_nb.players.learners",
        ["FAULTS", "Match", "PlayerBot", "PlayerMistake", "ViewPlayer", "beats_random"]
        + ["fault_words", "play_games", "player_bot"],
    ),
    "tokaido_nb.scoresheet": (
        "tokaido_nb.scoresheet.sheet",
        ["END_GAME_ACHIEVEMENTS", "FIELDS", "PlayerSheet", "ScoreSheet", "ScoreSheetError"]
        + ["SheetResult", "check", "field_words", "holdings_of", "row_words", "score"]
        + ["sheet_from_game"],
    ),
}


@pytest.mark.parametrize("old", sorted(MOVED))
def test_an_old_name_is_the_very_same_module_as_its_new_home(old: str) -> None:
    new = importlib.import_module(f"tokaido_nb.{MOVED[old]}")
    assert importlib.import_module(f"tokaido_nb.{old}") is new
    assert sys.modules[f"tokaido_nb.{old}"] is new
    assert getattr(tokaido_nb, old) is new  # ``from tokaido_nb import bots`` too
    assert new.__spec__ is not None and new.__spec__.name == new.__name__  # its own spec kept
    assert not (PACKAGE / f"{old}.py").exists(), f"tokaido_nb/{old}.py is back: drop its alias"


def test_the_table_names_only_modules_that_exist_and_no_module_of_the_package() -> None:
    for old, new in MOVED.items():
        path = PACKAGE.joinpath(*new.split("."))
        assert path.with_suffix(".py").exists() or (path / "__init__.py").exists(), new
        assert importlib.util.find_spec(f"tokaido_nb.{MOVED[old]}") is not None
    assert new_name("tokaido_nb.rules") is None and new_name("bots") is None
    assert new_name("tokaido_nb.bots.x") is None, "an old name has no submodules"


@pytest.mark.parametrize("old", sorted(KEPT))
def test_the_old_modules_that_became_packages_keep_their_names(old: str) -> None:
    home, names = KEPT[old]
    package, module = importlib.import_module(old), importlib.import_module(home)
    for name in names:
        assert getattr(package, name) is getattr(module, name), f"{old}.{name}"


def test_an_old_name_imported_first_in_a_fresh_process_is_patched_for_its_new_home() -> None:
    script = (
        "import tokaido_nb.bots as old\n"
        "from tokaido_nb.study import fair_share\n"
        "import tokaido_nb.players.bots as new\n"
        "old.marker = 1\n"
        "from tokaido_nb.players.bots import RandomBot\n"
        "from tokaido_nb.bots import RandomBot as OldRandomBot\n"
        "assert new.marker == 1 and RandomBot is OldRandomBot\n"
        "import tokaido_nb.studies.results as results\n"
        "assert fair_share is results.fair_share\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr


IMPORT = re.compile(r"from (tokaido_nb(?:\.\w+)*) import ([\w ,]+)|import (tokaido_nb(?:\.\w+)*)")


def _imports_written() -> set[tuple[str, str]]:
    """Every (module, name) the lessons, the teacher's notebooks, the docs, the kits and the
    README import (name "" for a plain ``import``). The French and Polish lessons run the English
    lessons' code (scripts/translations.py), so the English ones stand for them."""
    files = [*ROOT.glob("notebooks/*.ipynb"), *ROOT.glob("docs/**/*.md"), ROOT / "README.md"]
    files += ROOT.glob("notebooks/data/**/*.py")  # learners' saved players
    found = set()
    for path in files:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".ipynb":
            cells = json.loads(text)["cells"]
            text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        for module, names, plain in IMPORT.findall(text):
            if plain:
                found.add((plain, ""))
            for name in names.split(","):
                if name.split():
                    found.add((module, name.split()[0]))
    return found


def test_every_import_the_lessons_docs_and_readme_write_still_works() -> None:
    written = _imports_written()
    modules = {module for module, _ in written}
    assert {"tokaido_nb.bots", "tokaido_nb.simulate", "tokaido_nb.scenarios"} <= modules
    missing = []
    for module, name in sorted(written):
        try:
            imported = importlib.import_module(module)
        except ImportError as error:
            missing.append(f"{module}: {error}")
            continue
        if name and not hasattr(imported, name):
            try:
                importlib.import_module(f"{module}.{name}")
            except ImportError:
                missing.append(f"{module}.{name}")
    assert not missing, missing


def _package_imports() -> list[tuple[str, str]]:
    """Every (module, module it imports from) of the package, relative imports resolved."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                root = ".".join(base[: len(base) - node.level + 1])
                found.append((name, f"{root}.{node.module}" if node.module else root))
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PACKAGE.name):
                found.append((name, node.module or ""))
            elif isinstance(node, ast.Import):
                found += [(name, a.name) for a in node.names if a.name.startswith(PACKAGE.name)]
    return found


def test_the_package_imports_its_modules_by_their_new_names_and_each_exists() -> None:
    """An old name would still work inside the package, but hides where a module lives, and a
    relative import left as it was before a move would name a module that does not exist."""
    modules = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in PACKAGE.rglob("*.py")
    }
    imports = _package_imports()
    assert len(imports) > 500, "the package's imports were not found"
    old = [f"{name} imports {target}" for name, target in imports if new_name(target)]
    assert not old, f"old names inside the package (use the new ones): {old}"
    absent = [f"{name} imports {target}" for name, target in imports if target not in modules]
    assert not absent, f"imports of modules that do not exist: {absent}"
