"""Live lesson widgets: controls and views over the rules, deciding no rule themselves."""

from .souvenir_sets import SouvenirSets

__all__ = ["SouvenirSets"]
