"""The coach: the best move and why at every decision, and a review of a whole game.

``advise(game)`` ranks every legal action of the decision with a value (the expected final
margin over the best other player, in points) and a reason in plain words; ``verdict`` says how
a played action compares; ``space_reasons`` explains every space of the road; ``review`` goes
through a finished game or a game record and finds, for each player, the decisions that cost
the most. The coach stands on the bots' search and never reads a hidden card.

What a widget needs, and where it is:

- a Hint: ``advise(game)[:3]``, each with ``.label``, ``.value``, ``.reason``; the space to
  highlight on the road is ``advice[0].stop`` (None when the decision is not a move);
- a verdict after a person's move: ask ``advise(game)`` *before* playing the action, then
  ``verdict(advice, action)``: ``.good``, ``.lost`` (points) and ``.sentence``;
- a tooltip on every space of the road: ``space_reasons(game, advice)`` (the refusal for a space
  the mover cannot reach, ``Game.why_not``; the coach's reason for the others);
- the review panel: ``review(game_or_record, progress=...)``; for each player
  ``PlayerReview.by_turn()`` (value lost per turn, for a chart), ``.lost``, ``.mistakes()``;
  ``Review.lines()`` in words;
- time: ``advise(game, time_limit=0.5)`` caps a hint; ``"quick"`` is a rough coach for lessons.
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
