"""Live lesson widgets: controls and views over the rules, deciding no rule themselves.

Every lesson's widget is importable from here (``from tokaido_nb.widgets import VillageTrip``);
the parts they are built from (the message line, the choice bar, a lesson's frame, a chart's
place) too, and ``gains_sentence``, which says what a traveller gained between two moments.

Each name is imported on first use (``__getattr__``): a lesson's first cell imports its own
widget's modules, not every lesson's (in the browser edition, every module imported is paid at
each lesson's start).
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .achievement_calculator import AchievementCalculator
    from .amulet_moments import AmuletMoments
    from .calligraphy_scorer import CalligraphyScorer
    from .changes import gains_sentence
    from .crossroads_stops import CrossroadsStops
    from .crossroads_travellers import CrossroadsTravellers
    from .encounter_deck import EncounterDeck
    from .final_scores import FinalScores
    from .game_widget import GameWidget
    from .gaming_room import GamingRoom
    from .guess_the_move import GuessTheMoveWidget
    from .parts import ChoiceBar, Lesson, MessageLine, guarded, show_figure
    from .progress_map import ProgressMap
    from .puzzle_trainer import PuzzleTrainer
    from .replay_viewer import ReplayViewer
    from .road_walk import RoadWalk
    from .scene_picker import Scene, ScenePicker
    from .score_sheet import ScoreSheetForm
    from .souvenir_sets import SouvenirSets
    from .strategy_lab import StrategyLab, default_changes
    from .table import Table
    from .temple_standings import TempleStandings
    from .traveller_powers import TravellerPowers
    from .variant_chooser import VariantChooser
    from .village_trip import VillageTrip

# Where each public name lives.
_WHERE = {
    "AchievementCalculator": "achievement_calculator",
    "AmuletMoments": "amulet_moments",
    "CalligraphyScorer": "calligraphy_scorer",
    "gains_sentence": "changes",
    "CrossroadsStops": "crossroads_stops",
    "CrossroadsTravellers": "crossroads_travellers",
    "EncounterDeck": "encounter_deck",
    "FinalScores": "final_scores",
    "GameWidget": "game_widget",
    "GamingRoom": "gaming_room",
    "GuessTheMoveWidget": "guess_the_move",
    "ChoiceBar": "parts",
    "Lesson": "parts",
    "MessageLine": "parts",
    "guarded": "parts",
    "show_figure": "parts",
    "ProgressMap": "progress_map",
    "PuzzleTrainer": "puzzle_trainer",
    "ReplayViewer": "replay_viewer",
    "RoadWalk": "road_walk",
    "Scene": "scene_picker",
    "ScenePicker": "scene_picker",
    "ScoreSheetForm": "score_sheet",
    "SouvenirSets": "souvenir_sets",
    "StrategyLab": "strategy_lab",
    "default_changes": "strategy_lab",
    "Table": "table",
    "TempleStandings": "temple_standings",
    "TravellerPowers": "traveller_powers",
    "VariantChooser": "variant_chooser",
    "VillageTrip": "village_trip",
}

__all__ = [
    "AchievementCalculator",
    "AmuletMoments",
    "CalligraphyScorer",
    "ChoiceBar",
    "CrossroadsStops",
    "CrossroadsTravellers",
    "EncounterDeck",
    "FinalScores",
    "GameWidget",
    "GamingRoom",
    "GuessTheMoveWidget",
    "Lesson",
    "MessageLine",
    "ProgressMap",
    "PuzzleTrainer",
    "ReplayViewer",
    "RoadWalk",
    "Scene",
    "ScenePicker",
    "ScoreSheetForm",
    "SouvenirSets",
    "StrategyLab",
    "Table",
    "TempleStandings",
    "TravellerPowers",
    "VariantChooser",
    "VillageTrip",
    "default_changes",
    "gains_sentence",
    "guarded",
    "show_figure",
]


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    elif importlib.util.find_spec(f"{__name__}.{name}") is not None:  # a module of the package
        value = importlib.import_module(f".{name}", __name__)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
