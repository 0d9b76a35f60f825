"""The chapters' exercises and a learner's progress.

A chapter's check cell calls ``check("05.sets", answer)``: any way a person would write the
right answer is accepted, a wrong one gets a hint before the answer is told, and
``show_answer("05.sets")`` tells it at once. What a learner did is kept in a small file of their
data directory (see ``progress``); ``my_progress()`` shows the map by chapter and rule,
``reset_progress()`` forgets it, ``mark_read("05")`` notes a chapter read to its end.
``rule_code(souvenir_points)`` shows the engine's own code for a rule (source.py).
``play_games(play)``, ``player_bot(play)`` and ``beats_random(play)`` play a learner's own
player (chapter 19; ``tokaido_nb.players``). ``coach_position("tempo")`` builds a worked
position of chapter 17 (positions.py).
``attempt(game, action)`` tries an action and prints its refusal in one line, and an editable
cell runs under ``with refusals_in_words():`` so that a mistake there reads the same way.

answers.py is the pure core (reading answers, choosing what to say); exercises.py the answer
key; chapters.py the chapters and the rules each teaches; progress.py the file and the map.
"""

from ..players.learners import beats_random, play_games, player_bot
from .answers import Feedback, read_answer, respond
from .cells import (
    attempt,
    check,
    mark_read,
    my_progress,
    refusal_line,
    refusals_in_words,
    reset_progress,
    show_answer,
)
from .chapters import CHAPTERS, Chapter
from .exercises import EXERCISES, Exercise
from .positions import coach_position
from .source import rule_code

__all__ = [
    "CHAPTERS",
    "EXERCISES",
    "Chapter",
    "Exercise",
    "Feedback",
    "attempt",
    "beats_random",
    "check",
    "coach_position",
    "mark_read",
    "my_progress",
    "play_games",
    "player_bot",
    "read_answer",
    "refusal_line",
    "refusals_in_words",
    "reset_progress",
    "respond",
    "rule_code",
    "show_answer",
]
