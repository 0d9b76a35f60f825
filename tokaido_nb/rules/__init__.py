"""The rules of Tokaido: standard library only, deterministic, no I/O.

``Game`` plays a whole journey; ``Rules`` holds the numbers; decisions.py the decisions a game
waits for (``game.pending``); prices.py what things cost; scoring.py how points are counted;
words.py how the game says things; data.py the board and cards.
"""

from .actions import (
    Action,
    Bet,
    Buy,
    ChooseOption,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
)
from .config import OFFICIAL, Rules, RulesError
from .decisions import (
    AmuletMoment,
    AmuletShop,
    CalligraphyShop,
    Decision,
    EncounterFee,
    FortuneBet,
    FreeMeal,
    InnMeal,
    LegendaryShop,
    NextStop,
    PanoramaChoice,
    StopOption,
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
    "AmuletMoment",
    "AmuletShop",
    "Bet",
    "Buy",
    "CalligraphyShop",
    "ChooseOption",
    "ChooseTraveller",
    "Decision",
    "Donate",
    "Eat",
    "EncounterFee",
    "FortuneBet",
    "FreeMeal",
    "Game",
    "IllegalAction",
    "InnMeal",
    "KeepEncounter",
    "KeepMeal",
    "LegendaryShop",
    "Move",
    "NextStop",
    "PanoramaChoice",
    "Pay",
    "PlayAmulet",
    "Rules",
    "RulesError",
    "SaveError",
    "StopOption",
    "TakeAmulet",
    "TakeCalligraphy",
    "TakeLegendary",
    "TakePanorama",
    "TempleOffering",
    "TravellerDeal",
    "TwoEncounters",
    "VillageShop",
]
