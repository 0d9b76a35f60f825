"""Scoring functions for lessons: a short import path to ``tokaido_nb.rules.scoring``."""

from .rules.scoring import (
    Holdings,
    achievement_winners,
    calligraphy_points,
    dense_ranks,
    final_ranks,
    legendary_points,
    next_souvenir_points,
    souvenir_points,
    temple_awards,
)

__all__ = [
    "Holdings",
    "achievement_winners",
    "calligraphy_points",
    "dense_ranks",
    "final_ranks",
    "legendary_points",
    "next_souvenir_points",
    "souvenir_points",
    "temple_awards",
]
