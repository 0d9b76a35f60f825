"""Players: whatever chooses a game's actions, the built-in bots and a learner's own player.

A player is one protocol, ``bots.Player``: a callable from a game to one of its legal actions.
``bots.py`` holds the random, greedy and search bots (the greedy bot's judgement in
``evaluator.py``, what things are worth to it in ``values.py``, its rules of thumb for
Crossroads in ``crossroads.py``); ``games.py`` plays one game between players, seeded;
``learners.py`` makes a learner's ``play(view)`` a player and says its mistakes in words.

What a learner's player needs is importable from here, as from the one module
``tokaido_nb.players`` was (``from tokaido_nb.players import play_games``).
"""

from .learners import (
    FAULTS,
    Match,
    PlayerBot,
    PlayerMistake,
    ViewPlayer,
    beats_random,
    fault_words,
    play_games,
    player_bot,
)

__all__ = [
    "FAULTS",
    "Match",
    "PlayerBot",
    "PlayerMistake",
    "ViewPlayer",
    "beats_random",
    "fault_words",
    "play_games",
    "player_bot",
]
