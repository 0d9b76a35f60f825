"""Game records: save, share and replay whole games (the format: ``docs/record-format.md``).

A game record is to Tokaido what PGN is to chess: the set-up, every turn with its choices and
the cards chance dealt, and the result. ``read_record`` checks one, ``write_record`` writes one
from a ``Game``, ``replay`` plays one through the rules, ``compare_result`` checks its result and
``story`` tells it in plain words.

>>> from tokaido_nb.rules import Game, Move
>>> game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
>>> game.play(Move(7))
>>> replay(write_record(game)) == game
True
"""

from .reading import FORMAT, VERSION, Record, RecordError, RecordPlayer, read_record
from .replaying import (
    Difference,
    ReplayError,
    compare_result,
    position_differences,
    replay,
    replay_positions,
)
from .story import last_turn, story
from .writing import write_record

__all__ = [
    "FORMAT",
    "VERSION",
    "Difference",
    "Record",
    "RecordError",
    "RecordPlayer",
    "ReplayError",
    "compare_result",
    "last_turn",
    "position_differences",
    "read_record",
    "replay",
    "replay_positions",
    "story",
    "write_record",
]
