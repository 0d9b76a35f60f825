"""The rules of Tokaido: standard library only, deterministic, no I/O.

``Game`` plays a whole journey; ``Rules`` holds the numbers; decisions.py the decisions a game
waits for (``game.pending``); prices.py what things cost; scoring.py how points are counted;
words.py how the game says things; data.py the board and cards.
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
from .decisions import (
    Decision,
    EncounterFee,
    FreeMeal,
    InnMeal,
    NextStop,
    PanoramaChoice,
    TempleOffering,
    TravellerDeal,
    TwoEncounters,
    VillageShop,
)
from .errors import IllegalAction
from .game import MAX_DECISIONS, Game
from .validation import SaveError

__all__ = [
    "MAX_DECISIONS",
    "OFFICIAL",
    "Action",
    "Buy",
    "ChooseTraveller",
    "Decision",
    "Donate",
    "Eat",
    "EncounterFee",
    "FreeMeal",
    "Game",
    "IllegalAction",
    "InnMeal",
    "KeepEncounter",
    "KeepMeal",
    "Move",
    "NextStop",
    "PanoramaChoice",
    "Pay",
    "Rules",
    "RulesError",
    "SaveError",
    "TakePanorama",
    "TempleOffering",
    "TravellerDeal",
    "TwoEncounters",
    "VillageShop",
]
