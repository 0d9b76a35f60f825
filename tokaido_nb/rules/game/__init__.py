"""The game of Tokaido, in rooms of its own size: ``Game`` and the names other modules use."""

from .core import (
    AHEAD,
    BOX,
    CROSSROADS_PILES,
    GAME_FIELDS,
    HELD,
    MAX_DECISIONS,
    PILES,
    SAVE_FORMAT,
    Game,
    purchases,
)

# The tables tests/playouts/test_fast_paths.py reads by the names they had in game.py.
_AHEAD, _BOX, _HELD, _purchases = AHEAD, BOX, HELD, purchases

__all__ = ["CROSSROADS_PILES", "GAME_FIELDS", "MAX_DECISIONS", "PILES", "SAVE_FORMAT", "Game"]
