"""Fixtures of the drawing tests."""

from __future__ import annotations

import pytest

from tokaido_nb.rules import Game


@pytest.fixture
def four() -> Game:
    """A fresh four-player game with fixed travellers and Kyoto line."""
    return Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
