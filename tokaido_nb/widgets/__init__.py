"""Live lesson widgets: controls and views over the rules, deciding no rule themselves.

Every lesson's widget is importable from here (``from tokaido_nb.widgets import VillageTrip``);
the parts they are built from (the message line, the choice bar, a lesson's frame, a chart's
place) too, and ``gains_sentence``, which says what a traveller gained between two moments.
"""

from .achievement_calculator import AchievementCalculator
from .changes import gains_sentence
from .encounter_deck import EncounterDeck
from .final_scores import FinalScores
from .game_widget import GameWidget
from .parts import ChoiceBar, Lesson, MessageLine, guarded, show_figure
from .progress_map import ProgressMap
from .replay_viewer import ReplayViewer
from .road_walk import RoadWalk
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
    "ChoiceBar",
    "EncounterDeck",
    "FinalScores",
    "GameWidget",
    "Lesson",
    "MessageLine",
    "ProgressMap",
    "ReplayViewer",
    "RoadWalk",
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
