"""Ratings for puzzles and the learners who solve them, from openskill (not a formula of ours).

Each answer is a game of two: the learner against the puzzle. A right answer is a win for the
learner, a wrong one a win for the puzzle; openskill's Plackett-Luce model moves both ratings.
A new learner starts at openskill's default (mu 25); a puzzle at its starting difficulty
(``Puzzle.difficulty``, on the same scale). The next puzzle is the one whose rating is nearest
the learner's, among the themes the learner picked, not yet answered.

openskill comes with the ``tournament`` extra (the puzzle trainer needs it in the ``lab``
extra and the browser edition too); without it, ``after_answer`` says so in one sentence.
``Rating`` itself needs neither openskill nor the coach: the lessons' progress file keeps
ratings with it.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the progress file reads ratings without loading the coach
    from .puzzles import Puzzle

LEARNER_START = 25.0
"""A new learner's rating (openskill's own default mu)."""
SIGMA_START = 25.0 / 3
"""The uncertainty of a new rating (openskill's own default sigma: mu / 3)."""

__all__ = ["LEARNER_START", "Rating", "after_answer", "next_puzzle", "puzzle_rating"]


@dataclass(frozen=True)
class Rating:
    """A rating: ``mu``, what it is thought to be, and ``sigma``, how unsure that is."""

    mu: float = LEARNER_START
    sigma: float = SIGMA_START

    def to_json(self) -> dict[str, float]:
        """The rating as a progress file keeps it."""
        return {"mu": round(self.mu, 4), "sigma": round(self.sigma, 4)}

    @classmethod
    def from_json(cls, data: Any) -> Rating:
        """A rating from a progress file; ``ValueError`` naming what is wrong."""
        if not isinstance(data, dict) or set(data) != {"mu", "sigma"}:
            raise ValueError(f"a rating is {{'mu': ..., 'sigma': ...}}, not {data!r:.60}")
        values = [data["mu"], data["sigma"]]
        if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in values):
            raise ValueError(f"a rating's mu and sigma are numbers, not {values!r:.60}")
        mu, sigma = (float(v) for v in values)
        if not (-1000 < mu < 1000 and 0 < sigma < 100):
            raise ValueError(f"a rating of mu {mu} and sigma {sigma} is out of range")
        return cls(mu, sigma)


def puzzle_rating(puzzle: Puzzle) -> Rating:
    """A puzzle's starting rating: its difficulty, as unsure as a new learner's."""
    return Rating(puzzle.difficulty, SIGMA_START)


def _model() -> Any:
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise ImportError(
            "puzzle ratings need openskill, which is not installed: "
            "pip install 'tokaido_nb[tournament]' brings it"
        ) from None
    return PlackettLuce()


def after_answer(learner: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """The learner's and the puzzle's ratings after one answer (``solved``: right or wrong).

    >>> learner, puzzle = after_answer(Rating(), Rating(27.0), solved=True)
    >>> learner.mu > 25.0, puzzle.mu < 27.0
    (True, True)
    """
    model = _model()
    teams = [
        [model.rating(mu=learner.mu, sigma=learner.sigma)],
        [model.rating(mu=puzzle.mu, sigma=puzzle.sigma)],
    ]
    (rated_learner,), (rated_puzzle,) = model.rate(teams, ranks=[1, 2] if solved else [2, 1])
    return (
        Rating(rated_learner.mu, rated_learner.sigma),
        Rating(rated_puzzle.mu, rated_puzzle.sigma),
    )


def next_puzzle(
    puzzles: Iterable[Puzzle],
    learner: Rating,
    *,
    ratings: dict[str, Rating] | None = None,
    themes: Collection[str] | None = None,
    answered: Collection[str] = (),
) -> Puzzle | None:
    """The puzzle to give next: of ``themes`` (all if None), not in ``answered`` (ids), the
    one whose rating (``ratings`` by id, else its starting one) is nearest the learner's; ties
    go to the lower id. None when none is left."""
    known = ratings or {}
    left = [p for p in puzzles if p.id not in answered and (themes is None or p.theme in themes)]
    if not left:
        return None
    return min(
        left,
        key=lambda p: (abs(known.get(p.id, puzzle_rating(p)).mu - learner.mu), p.id),
    )
