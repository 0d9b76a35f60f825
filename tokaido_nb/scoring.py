"""Scoring functions for lessons: a short import path to ``tokaido_nb.rules.scoring``."""

from .rules.scoring import (
    achievement_winners,
    dense_ranks,
    final_ranks,
    next_souvenir_points,
    souvenir_points,
    temple_awards,
)

__all__ = [
    "achievement_winners",
    "dense_ranks",
    "final_ranks",
    "next_souvenir_points",
    "souvenir_points",
    "temple_awards",
]
