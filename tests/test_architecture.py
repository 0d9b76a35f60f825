"""The floors hold: every import, those inside functions included, goes to the same floor or to
one the floor table of docs/architecture.md allows; the rules import only the standard library;
no import goes round in a circle; and no module reaches into another's private names
(design/architecture.md, "Never")."""

from __future__ import annotations

import ast
import functools
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tokaido_nb"
ARCHITECTURE = ROOT / "docs" / "architecture.md"


@functools.cache  # parsed once for the five tests, which only read the trees
def modules() -> dict[str, ast.Module]:
    """Every module of the package, by dotted name, parsed."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = ast.parse(path.read_text(encoding="utf-8"))
    return found


@functools.cache  # the same answer for several tests
def imported(name: str, tree: ast.Module, lazy: bool) -> frozenset[str]:
    """The modules ``name`` imports: at module level (type-checking blocks included), and with
    ``lazy`` inside functions too."""
    package = name if (PACKAGE / Path(*name.split(".")[1:]) / "__init__.py").exists() else None
    base = (package or name.rpartition(".")[0]).split(".")
    nodes = ast.walk(tree) if lazy else _top_level(tree)
    names = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                root = ".".join(base[: len(base) - node.level + 1])
                target = f"{root}.{node.module}" if node.module else root
            else:
                target = node.module or ""
            names.add(target)
            names.update(f"{target}.{alias.name}" for alias in node.names)
    return frozenset(names)


def _top_level(tree: ast.Module):
    for node in tree.body:
        yield node
        if isinstance(node, ast.If):  # if TYPE_CHECKING: ...
            yield from node.body


def test_the_rules_floor_imports_only_the_standard_library():
    for name, tree in modules().items():
        if not name.startswith("tokaido_nb.rules"):
            continue
        for target in imported(name, tree, lazy=True):
            top = target.split(".")[0]
            assert (
                top == "tokaido_nb"
                and target.startswith("tokaido_nb.rules")
                or (top in sys.stdlib_module_names or top == "__future__")
            ), f"{name} imports {target}"


@functools.cache
def floor_table() -> dict[str, tuple[list[str], set[str], set[str]]]:
    """docs/architecture.md's table "What each floor may import": floor -> (its modules as paths
    in the package, the floors it may import, the outside packages it may import)."""
    text = ARCHITECTURE.read_text(encoding="utf-8")
    section = text.split("## What each floor may import", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")][1:]  # no header
    table = {}
    for row in rows:
        floor, paths, allowed = (cell.strip() for cell in row.strip("|").split("|"))
        floors, _, outside = allowed.partition(";")
        table[floor] = (
            re.findall(r"`([^`]+)`", paths),
            {f.strip() for f in floors.split(",") if f.strip() and f.strip() != "nothing else"},
            set(re.findall(r"`([^`]+)`", outside)),
        )
    for floor, (_, may, _) in table.items():
        if may == {"every floor"}:
            table[floor][1].clear()
            table[floor][1].update(set(table) - {floor})
    return table


def floor_of(module: str) -> str:
    """The floor of a module of the package (``tokaido_nb.render.road`` -> ``render``)."""
    relative = module.split(".")[1:]
    for floor, (paths, _, _) in floor_table().items():
        for path in paths:
            if path.endswith("/") and relative[:1] == [path.rstrip("/")]:
                return floor
            if path == "__init__.py" and not relative:
                return floor
            if path.endswith(".py") and relative == [path.removesuffix(".py")]:
                return floor
    raise AssertionError(f"{module} is on no floor of docs/architecture.md's floor table")


def test_the_floor_table_names_every_module_once_and_only_floors():
    table = floor_table()
    assert {"rules", "widgets", "render"} <= set(table), "the floor table was not found"
    for name in modules():
        floor_of(name)  # every module is on a floor
    listed = [path for paths, _, _ in table.values() for path in paths]
    assert len(listed) == len(set(listed)), f"a path is on two floors: {sorted(listed)}"
    for path in listed:
        assert (PACKAGE / path).exists(), f"the floor table names {path}, which does not exist"
    for floor, (_, may, _) in table.items():
        assert may <= set(table), f"floor {floor} may import {may - set(table)}: not floors"
    assert table["rules"][1:] == (set(), set()), "the rules floor imports only the standard library"


def test_every_import_stays_on_its_floor_or_goes_to_one_it_may_import():
    trees = modules()
    table = floor_table()
    wrong = []
    for name, tree in trees.items():
        floor = floor_of(name)
        _, may, outside = table[floor]
        for target in sorted(imported(name, tree, lazy=True)):
            top = target.split(".")[0]
            if top != "tokaido_nb":
                standard = top in sys.stdlib_module_names or top == "__future__"
                if not standard and top not in outside:
                    wrong.append(f"{name} ({floor}) imports {target}, not allowed on its floor")
                continue
            parts = target.split(".")
            while ".".join(parts) not in trees:  # tokaido_nb.rules.words.listed -> ...words
                parts.pop()
            module = ".".join(parts)
            if name.startswith(module + ".") or module == name:
                continue  # a package is loaded before its modules: not an import upward
            if (other := floor_of(module)) != floor and other not in may:
                wrong.append(f"{name} ({floor}) imports {target} (floor {other})")
    assert not wrong, "imports the floor table forbids:\n" + "\n".join(wrong)


def test_no_module_imports_round_in_a_circle():
    """Imports inside functions included: one there only hides a circle from Python's loader."""
    trees = modules()
    graph = {
        name: {t for t in imported(name, tree, lazy=True) if t in trees and t != name}
        for name, tree in trees.items()
    }
    # A package's __init__ gathering its modules is not a circle through them.
    for name in graph:
        graph[name] = {t for t in graph[name] if not name.startswith(t + ".")}
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            assert state.get(nxt) != 1, "import circle: " + " -> ".join([*path, node, nxt])
            if nxt not in state:
                visit(nxt, [*path, node])
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [])


def test_game_and_refusals_do_not_import_each_other_both_ways():
    trees = modules()
    refusals = imported("tokaido_nb.rules.refusals", trees["tokaido_nb.rules.refusals"], True)
    assert not any(t.startswith("tokaido_nb.rules.game") for t in refusals)


def test_no_module_imports_a_private_name_of_another():
    for name, tree in modules().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                # ``_`` is gettext's name for "translate", imported from rules/language.py.
                names = [a.name for a in node.names if a.name != "_"]
                private = [name for name in names if name.startswith("_")]
                assert not private, f"{name} imports {private} from {node.module}"


def _owned(tree: ast.Module) -> set[str]:
    """The members a module owns: the attributes it stores, the functions and classes it defines."""
    own = {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
    }
    own |= {
        node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.ClassDef)
    }
    return own


# The rooms of ``Game`` (tokaido_nb/rules/game/) are one class split into mixins, each in a
# module of its own: a room reads the game's private fields and calls the helpers of the rooms
# below it on ``self``, as the one class did. So inside that package a module owns every private
# member the package owns; a module outside it still owns only its own.
ROOMS_OF_ONE_CLASS = "tokaido_nb.rules.game"


def _a_room(name: str) -> bool:
    return name == ROOMS_OF_ONE_CLASS or name.startswith(ROOMS_OF_ONE_CLASS + ".")


def test_no_module_reads_another_module_s_private_members():
    trees = modules()
    rooms = set().union(*(_owned(tree) for name, tree in trees.items() if _a_room(name)))
    for name, tree in trees.items():
        own = _owned(tree)
        if _a_room(name):
            own |= rooms
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
                continue
            if node.attr.startswith("__") or node.attr.startswith("_repr_"):
                continue  # Python's own hooks and IPython's display protocol
            assert node.attr in own, f"{name} reads {ast.unparse(node)}, private to another module"
