"""Learning from the masters: the real games shipped with the package, and what their winners do.

``real_games`` reads the 975 real four-player games played online (each with one of the online
site's ten best arena players at its table); ``puzzles`` cuts puzzles from them, ``ratings``
rates a learner and each puzzle (openskill), ``themes`` names the puzzles' themes; ``winners``
replays them and compares the winners with the other players (win rate per traveller, points
per category, when the first panorama card and the first temple offering come, coins carried
into inns, Crossroads options), and ``shipped_facts`` gives every seat's facts, counted once
and shipped with the package.
"""

from .ratings import Rating, after_answer
from .real_games import BUNDLES, RealGame, real_games
from .shipped_facts import shipped_facts
from .themes import THEME_NAMES, theme_name

__all__ = [
    "BUNDLES",
    "THEME_NAMES",
    "Rating",
    "RealGame",
    "after_answer",
    "real_games",
    "shipped_facts",
    "theme_name",
]
