"""The rules of Tokaido: standard library only, deterministic, no I/O.

``Game`` plays a whole journey; ``Rules`` holds the numbers; scoring.py holds the pure scoring
functions; data.py the board and cards.
"""

from .actions import (
    Action,
    Buy,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    TakePanorama,
)
from .config import OFFICIAL, Rules, RulesError
from .errors import IllegalAction
from .game import Game
from .validation import SaveError

__all__ = [
    "OFFICIAL",
    "Action",
    "Buy",
    "ChooseTraveller",
    "Donate",
    "Eat",
    "Game",
    "IllegalAction",
    "KeepEncounter",
    "KeepMeal",
    "Move",
    "Pay",
    "Rules",
    "RulesError",
    "SaveError",
    "TakePanorama",
]
