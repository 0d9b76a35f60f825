"""Modules of a readable size: none of the package over ``MOST_LINES`` lines (issue 42). A module
that grows past it is split by job, its public names re-exported from the old module."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tokaido_nb"
MOST_LINES = 800
# The one module still over the limit, and how far it may go meanwhile. widgets/table.py is
# one class (Table) of about 840 lines: below 800 only by giving its set-up panel and its views
# objects of their own, a rewrite left for after the branches that edit it in the same session
# (issue 42's closing note). Not a licence to grow: the cap leaves room for their merge only.
NOT_YET: dict[str, int] = {"widgets/table.py": 1250}


def test_no_module_is_longer_than_a_reader_can_hold():
    sizes = {
        path.relative_to(PACKAGE).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }
    assert len(sizes) > 100, "the package was not found"
    too_long = {
        name: lines
        for name, lines in sorted(sizes.items())
        if lines > NOT_YET.get(name, MOST_LINES)
    }
    assert not too_long, f"modules over {MOST_LINES} lines (split them by job): {too_long}"
    mended = [name for name in NOT_YET if sizes.get(name, 0) <= MOST_LINES]
    assert not mended, f"{mended} are {MOST_LINES} lines or fewer now: take them off NOT_YET"
