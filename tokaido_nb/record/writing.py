"""Writing a game record from a ``Game``, finished or not: the save file of the notebooks.

The game already keeps its turns in the record's form (``Game.turns``); this module adds the
set-up around them and the result once the journey is over. Reading it back is reading.py's job,
and replaying it replaying.py's.
"""

from __future__ import annotations

import copy
from typing import Any, cast

from ..rules import Game
from ..rules.decisions import FreeMeal
from .reading import FORMAT, VERSION, RecordError

DEFAULT_SOURCE = "played with tokaido_nb"

WAITING_KEYS = ("option", "play_amulet")
"""The decisions a game saved in the middle of a turn marks with ``"waiting"`` on its last turn:
the Crossroads choice of a stop, and Vitality after a stop (other decisions show as a key not
yet written, such as a village's ``bought``). A game saved after the Fortune amulet and before
the move it comes with ends with a turn of no ``"to"``, marked ``"waiting": "move"``."""


def _waits_at_the_stop(game: Game) -> bool:
    pending = game.pending
    return game.decision == "option" or getattr(pending, "amulet", None) == "vitality"


def write_record(game: Game, source: str = DEFAULT_SOURCE) -> dict[str, Any]:
    """The game as a game record (a JSON object), at any point of the journey.

    A finished game carries its ``result``; an unfinished one has none, and its last turn may
    stop at the decision the game is waiting for (a replay then stops there too). Refused with
    ``RecordError`` before the travellers are chosen. A game played with changed rules (a
    "what if" of the strategy lab) keeps them in ``options.rules``, and replays with them.

    >>> from tokaido_nb.rules import Game, Move
    >>> game = Game(2, travellers=["kinko", "satsuki"], kyoto=[2, 0, 1])
    >>> game.play(Move(5))
    >>> record = write_record(game, source="a doctest")
    >>> record["players"], record["turns"]
    ([{'name': 'Player 1', 'traveller': 'kinko'}, {'name': 'Player 2', 'traveller': 'satsuki'}], \
[{'player': 1, 'to': 5, 'hot_spring': 3}])
    """
    if game.decision == "traveller":
        raise RecordError(
            "the journey has not started: the players are still choosing their travellers, and "
            "a record begins at Kyoto"
        )
    players = [t for t in game.travellers if not t.neutral]
    turns = copy.deepcopy(game.turns)
    if game.decision == "keep_meal" and turns:
        # The free meal Satsuki is deciding on is drawn already but written only once she
        # decides; name it so that the replay deals her the same card.
        turns[-1]["satsuki"] = {"card": cast(FreeMeal, game.pending).card}
    if game.decision in WAITING_KEYS and turns and _waits_at_the_stop(game):
        # A decision no key of the turn can show as open (the base action leaves no key at a
        # farm, Vitality declined leaves none): say so, for the replay to stop there too.
        turns[-1]["waiting"] = game.decision
    if game.decision == "move" and game.before_move:
        # Fortune was played and the move not chosen yet: a turn with no "to".
        turns.append({"player": game.actor, **game.before_move, "waiting": "move"})
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "source": source,
        "options": {
            "players": game.players,
            "variants": list(game.variants),
            "expansions": list(game.expansions),
        },
        "players": [{"name": t.name, "traveller": t.key} for t in players],
        "kyoto": list(game.kyoto),
        "turns": turns,
    }
    changes = game.rules.changes()
    if changes:
        record["options"]["rules"] = changes
    if game.is_over():
        record["result"] = game.result()
    return record
