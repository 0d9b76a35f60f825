"""The learner's working copies of the lessons: copy them, or start again from clean ones.

    python scripts/lessons.py copy notebooks my_lessons     # what `make lab` runs first
    python scripts/lessons.py fresh notebooks my_lessons    # `make fresh-lessons`
    python scripts/lessons.py fresh notebooks my_lessons 05_villages_and_souvenirs.ipynb

``copy`` copies every lesson (and the data folder beside them) that the working folder does not
have yet, and never overwrites one that is there: a learner's edits stay, and a lesson added to
the repository later appears on the next ``make lab``. ``fresh`` moves the working folder (or
only the lessons named) aside into a dated folder beside it, ``my_lessons-old-YYYYmmdd-HHMMSS``,
then copies clean ones: nothing a learner wrote is deleted. Standard library only, so it runs
before any virtual environment exists.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

SKIP = {".ipynb_checkpoints", "__pycache__"}
RENAMED = {
    "15_crossroads.ipynb": "15_crossroads_stops.ipynb and 16_crossroads_travellers.ipynb",
    "16_playing_well.ipynb": "17_playing_well.ipynb",
    "17_your_own_player.ipynb": "19_your_own_player.ipynb",
    "18_your_own_player.ipynb": "19_your_own_player.ipynb",
}
"""Lessons renamed, old file -> what it is now: when chapter 15 was split in two, and when
chapter 18 (puzzles from real games) came in."""


def lesson_files(source: Path) -> list[Path]:
    """Every file of the lessons, relative to ``source``: the notebooks and their data."""
    return sorted(
        path.relative_to(source)
        for path in source.rglob("*")
        if path.is_file() and not SKIP & set(path.relative_to(source).parts)
    )


def copy(source: Path, target: Path) -> list[Path]:
    """Copy the lesson files ``target`` does not have; return those copied."""
    copied = []
    for relative in lesson_files(source):
        destination = target / relative
        if not destination.exists():
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source / relative, destination)
            copied.append(relative)
    return copied


def renamed_copies(target: Path) -> list[str]:
    """A sentence for each copy in ``target`` of a lesson that has since been renamed: the new
    lesson is copied beside it, and the old copy (with the learner's edits) is left as it is."""
    return [
        f"{target / old} is an older copy: that lesson is now {new}, beside it. Your old copy "
        "is kept as it was; its exercises still count."
        for old, new in RENAMED.items()
        if (target / old).exists()
    ]


def fresh(source: Path, target: Path, names: list[str]) -> Path | None:
    """Move ``target`` (or only ``names`` in it) aside, then copy clean lessons; return where
    the old copies went (None if there was nothing to keep)."""
    aside = target.with_name(f"{target.name}-old-{time.strftime('%Y%m%d-%H%M%S')}")
    number = 1
    while aside.exists():  # twice in one second: never mix two sets of old copies
        number += 1
        aside = aside.with_name(f"{aside.name.split('+')[0]}+{number}")
    kept = None
    if not names:
        if target.exists():
            target.rename(aside)
            kept = aside
    else:
        for name in names:
            if not (source / name).is_file():
                known = ", ".join(p.name for p in sorted(source.glob("*.ipynb")))
                raise SystemExit(f"There is no lesson {name!r}; lessons: {known}.")
            old = target / name
            if old.exists():
                aside.mkdir(parents=True, exist_ok=True)
                old.rename(aside / name)
                kept = aside
    copy(source, target)
    return kept


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["copy", "fresh"])
    parser.add_argument("source", type=Path, help="the original lessons (notebooks)")
    parser.add_argument("target", type=Path, help="the working copies (my_lessons)")
    parser.add_argument("names", nargs="*", help="fresh: only these lessons")
    args = parser.parse_args(argv)
    if args.command == "copy":
        copied = copy(args.source, args.target)
        if copied:
            print(f"Copied {len(copied)} lesson files into {args.target}/: work there.")
        for line in renamed_copies(args.target):
            print(line)
        return 0
    kept = fresh(args.source, args.target, args.names)
    what = ", ".join(args.names) if args.names else "every lesson"
    print(f"Clean copies of {what} are in {args.target}/.")
    if kept:
        print(f"Your old copies are kept in {kept}/.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
