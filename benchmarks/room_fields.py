"""How many of a game's shared private fields each room of the rules touches: the coupling
issue 42 measures ("the turn flow touching 29 and the journal 35 of 36 shared private fields").

    python -m benchmarks.room_fields                 # this checkout
    python -m benchmarks.room_fields --root /tmp/x   # another checkout (a git worktree)

A room is a module of ``tokaido_nb/rules/game/``. The shared fields are the game's private
slots, ``GAME_FIELDS`` (of ``rules/game/plain.py``, or ``core.py`` before it; read from the
source, so that an older checkout is counted by its own list). A module touches a field when
its code names it as an attribute of anything (``self._piles``, ``other._piles``,
``game._piles``): read, written, or both, each counted once. Counted with ``ast``, so
comments and docstrings do not count.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def game_fields(folder: Path) -> tuple[str, ...]:
    """The names in ``GAME_FIELDS = (...)``, in whichever module of ``folder`` (rules/game)
    assigns it."""
    for module in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "GAME_FIELDS"
                for target in node.targets
            ):
                return tuple(ast.literal_eval(node.value))
    raise SystemExit(f"no GAME_FIELDS in {folder}")


def touched(module: Path, fields: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """The fields ``module`` names as an attribute, and those of them it writes."""
    wanted = set(fields)
    names: set[str] = set()
    written: set[str] = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in wanted:
            names.add(node.attr)
            if isinstance(node.ctx, ast.Store | ast.Del):
                written.add(node.attr)
    return names, written


def count(root: Path) -> list[tuple[str, int, int]]:
    """(room, fields touched, fields written) for each module of ``root``'s rules/game."""
    folder = root / "tokaido_nb" / "rules" / "game"
    fields = game_fields(folder)
    rows = []
    for module in sorted(folder.glob("*.py")):
        names, written = touched(module, fields)
        rows.append((module.stem, len(names), len(written)))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to count")
    args = parser.parse_args(argv)
    fields = game_fields(args.root / "tokaido_nb" / "rules" / "game")
    print(f"{len(fields)} shared private fields (GAME_FIELDS)")
    print(f"{'room':<12} {'touched':>7} {'written':>7}")
    for room, names, written in count(args.root):
        print(f"{room:<12} {names:>7} {written:>7}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
