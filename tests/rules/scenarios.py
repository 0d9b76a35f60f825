"""Test helpers for rules scenarios: the package's ``tokaido_nb.scenarios`` plus ``refused``."""

from __future__ import annotations

from typing import Any

from tokaido_nb.rules import Game, IllegalAction
from tokaido_nb.scenarios import bring, finish, plainest, play_all, settle, walk

__all__ = ["bring", "finish", "plainest", "play_all", "refused", "settle", "walk"]


def refused(game: Game, action: Any, **kwargs: Any) -> IllegalAction:
    """The refusal of ``action``; fails unless the game is exactly as it was afterwards."""
    before = game.snapshot()
    try:
        game.play(action, **kwargs)
    except IllegalAction as error:
        assert game.snapshot() == before, "a refused action changed the game"
        return error
    raise AssertionError(f"{action!r} was not refused")
