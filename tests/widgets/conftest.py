"""Fixtures of the tests of chapter 18's widgets (test_puzzle_trainer.py,
test_guess_the_move.py, test_masters_mischief.py); their constants are in masters_widgets.py."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from tests.widgets.masters_widgets import TINY
from tokaido_nb.masters import real_games
from tokaido_nb.widgets.guess_the_move import GuessTheMoveWidget


@pytest.fixture
def progress_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty data directory for the progress file (as tests/lessons/conftest.py)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("TOKAIDO_NB_DATA", str(folder))
    return folder


@pytest.fixture(scope="module")
def crossroads() -> dict:
    """A real Crossroads game: its players hold amulets and calligraphies the others cannot see."""
    return next(itertools.islice(real_games(["bga-4p-crossroads"]), 3, None)).record


@pytest.fixture(scope="module")
def guessing(crossroads) -> GuessTheMoveWidget:
    """A widget one guess into the winner's decisions: every refusal must leave it so."""
    widget = GuessTheMoveWidget(crossroads, name="the game", strength=TINY)
    widget.choices.buttons[0].click()
    return widget
