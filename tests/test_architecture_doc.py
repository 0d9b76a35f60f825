"""docs/architecture.md tells the truth about the package: its list of modules is the package's,
and every file it names exists (tests/test_architecture.py checks its floor table)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tokaido_nb"
ARCHITECTURE = ROOT / "docs" / "architecture.md"
# Where a bare file name in the text may live: the rooms of the game are named without their
# folder in the table of rules/game/, the rules modules in the paragraphs about the rules floor.
FOLDERS = (ROOT, PACKAGE, PACKAGE / "rules", PACKAGE / "rules" / "game")
A_PATH = re.compile(r"^[\w./-]+(/|\.(py|md|ipynb|toml|txt|cfg|json|po|pot|mo))$")


def _section(title: str) -> str:
    return ARCHITECTURE.read_text(encoding="utf-8").split(f"## {title}\n", 1)[1].split("\n## ")[0]


def test_the_list_of_modules_is_the_package_s():
    found = re.findall(r"`([\w/]+(?:\.py|/))`", _section("Every module"))
    named = {path for path in found if not path.startswith("tests/")}
    package = {
        path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*.py")
        if path.name != "__init__.py" or path.parent == PACKAGE
    }
    package |= {
        path.parent.relative_to(PACKAGE).as_posix() + "/"
        for path in PACKAGE.rglob("__init__.py")
        if path.parent != PACKAGE
    }
    missing, gone = sorted(package - named), sorted(named - package)
    assert not missing, f"docs/architecture.md, 'Every module', does not name {missing}"
    assert not gone, f"docs/architecture.md, 'Every module', names {gone}, not in the package"


def test_every_file_the_architecture_names_exists():
    text = ARCHITECTURE.read_text(encoding="utf-8")
    tokens = {t for t in re.findall(r"`([^`\s]+)`", text) if A_PATH.match(t)}
    assert len(tokens) > 50, "the architecture names fewer files than it should: read wrongly?"
    absent = sorted(t for t in tokens if not any((folder / t).exists() for folder in FOLDERS))
    assert not absent, f"docs/architecture.md names files that do not exist: {absent}"


def test_where_things_live_names_every_folder_and_the_few_modules_beside_them():
    section = _section("Where things live")
    named = set(re.findall(r"`([\w/.]+)`", section))
    folders = {p.parent.name + "/" for p in PACKAGE.glob("*/__init__.py")}
    assert folders <= named, f"'Where things live' leaves out {sorted(folders - named)}"
    loose = {p.name for p in PACKAGE.glob("*.py")}
    said = {name for name in named if "/" not in name and name.endswith(".py")}
    assert loose == said, f"beside the folders: {sorted(loose)}; the text says {sorted(said)}"


def test_the_compiled_experiment_names_modules_that_exist():
    from benchmarks.experiments.compiled import MODULES

    assert any(path.startswith("tokaido_nb/rules/game/") for path in MODULES)
    absent = [path for path in MODULES if not (ROOT / path).is_file()]
    assert not absent, f"benchmarks/experiments/compiled.py compiles {absent}: not in the package"
