"""Modules of a readable size: none of the package over ``MOST_LINES`` lines (issue 42). A module
that grows past it is split by job, its public names re-exported from the old module."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tokaido_nb"
MOST_LINES = 800


def test_no_module_is_longer_than_a_reader_can_hold():
    sizes = {
        path.relative_to(PACKAGE).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }
    assert len(sizes) > 100, "the package was not found"
    too_long = {name: lines for name, lines in sorted(sizes.items()) if lines > MOST_LINES}
    assert not too_long, f"modules over {MOST_LINES} lines (split them by job): {too_long}"
