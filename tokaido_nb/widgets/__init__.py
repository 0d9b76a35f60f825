"""Live lesson widgets: controls and views over the rules, deciding no rule themselves."""

from .game_widget import GameWidget
from .parts import ChoiceBar, MessageLine, guarded
from .souvenir_sets import SouvenirSets

__all__ = ["ChoiceBar", "GameWidget", "MessageLine", "SouvenirSets", "guarded"]
