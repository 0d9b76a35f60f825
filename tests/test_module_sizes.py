"""Modules of a readable size: none of the package over ``MOST_LINES`` lines (issue 42). A module
that grows past it is split by job, its public names re-exported from the old module."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tokaido_nb"
MOST_LINES = 800
# A module may be let over the limit for a while, named here with how far it may go meanwhile
# (none is today: widgets/table.py was the last, cut into table_seats, table_setup and
# table_views in issue 42).
NOT_YET: dict[str, int] = {}


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
