"""The coach: the best move and why at every decision, and a review of a whole game.

``advise(game)`` ranks every legal action of the decision with a value (the expected final
margin over the best other player, in points) and a reason in plain words; ``verdict`` says how
a played action compares; ``space_reasons`` explains every space of the road; ``review`` goes
through a finished game or a game record and finds, for each player, the decisions that cost
the most. The coach stands on the bots' search and never reads a hidden card.
"""

from .advice import (
    GOOD_ENOUGH,
    STRENGTHS,
    Advice,
    CoachBot,
    Verdict,
    advise,
    space_reasons,
    strength_budget,
    verdict,
)
from .review import MISTAKE, Choice, PlayerReview, Review, review
from .search import Budget

__all__ = [
    "GOOD_ENOUGH",
    "MISTAKE",
    "STRENGTHS",
    "Advice",
    "Budget",
    "Choice",
    "CoachBot",
    "PlayerReview",
    "Review",
    "Verdict",
    "advise",
    "review",
    "space_reasons",
    "strength_budget",
    "verdict",
]
