"""Fixtures for the game-record tests (helpers live in support.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tokaido_nb.record import write_record
from tokaido_nb.rules import Game

from .support import play_randomly


@pytest.fixture
def finished_record() -> dict[str, Any]:
    """A whole four-player game with the New Encounters, as a record."""
    game = Game(
        4,
        travellers=["kinko", "hirotada", "yoshiyasu", "chuubei"],
        kyoto=[0, 1, 2, 3],
        expansions=["new_encounters"],
        seed=7,
    )
    return write_record(play_randomly(game, seed=7))
