"""Live lesson widgets: controls and views over the rules, deciding no rule themselves.

Every lesson's widget is importable from here (``from tokaido_nb.widgets import VillageTrip``);
the parts they are built from (the message line, the choice bar, a lesson's frame, a chart's
place) too, and ``gains_sentence``, which says what a traveller gained between two moments.
"""

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
