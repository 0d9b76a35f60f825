"""Puzzle ratings: openskill moves the learner and the puzzle the right way."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tokaido_nb.masters.puzzles import Puzzle
from tokaido_nb.masters.ratings import Rating, after_answer, next_puzzle, puzzle_rating
from tokaido_nb.rules import Move


def test_a_right_answer_raises_the_learner_and_lowers_the_puzzle() -> None:
    learner, puzzle = Rating(), Rating(28.0)
    up, easier = after_answer(learner, puzzle, solved=True)
    assert up.mu > learner.mu and easier.mu < puzzle.mu
    assert up.sigma < learner.sigma and easier.sigma < puzzle.sigma


def test_a_wrong_answer_lowers_the_learner_and_raises_the_puzzle() -> None:
    learner, puzzle = Rating(), Rating(22.0)
    down, harder = after_answer(learner, puzzle, solved=False)
    assert down.mu < learner.mu and harder.mu > puzzle.mu


def test_missing_a_hard_puzzle_costs_less_than_missing_an_easy_one() -> None:
    hard, _ = after_answer(Rating(), Rating(32.0), solved=False)
    easy, _ = after_answer(Rating(), Rating(18.0), solved=False)
    assert Rating().mu - hard.mu < Rating().mu - easy.mu


def _puzzle(ident: str, theme: str, difficulty: float) -> Puzzle:
    return Puzzle(
        id=ident,
        record={},
        number=0,
        seat=0,
        decision="move",
        options=3,
        answers=(Move(to=1),),
        played=Move(to=1),
        lost=0.0,
        margin=3.0,
        reasons={"en": "."},
        theme=theme,
        difficulty=difficulty,
    )


def test_the_next_puzzle_is_the_nearest_of_the_themes_picked_and_not_answered() -> None:
    puzzles = [
        _puzzle("a", "temple", 20.0),
        _puzzle("b", "temple", 26.0),
        _puzzle("c", "meals", 25.0),
        _puzzle("d", "temple", 24.5),
    ]
    learner = Rating(25.2)
    assert next_puzzle(puzzles, learner).id == "c"
    assert next_puzzle(puzzles, learner, themes={"temple"}).id == "d"
    assert next_puzzle(puzzles, learner, themes={"temple"}, answered={"d"}).id == "b"
    # A puzzle's own rating, once it has one, counts instead of its starting difficulty.
    moved = {"a": replace(puzzle_rating(puzzles[0]), mu=25.3)}
    assert next_puzzle(puzzles, learner, themes={"temple"}, ratings=moved).id == "a"
    assert next_puzzle(puzzles, learner, themes={"luck"}) is None


@pytest.mark.parametrize(
    "kept",
    [None, {"mu": 25}, {"mu": True, "sigma": 1}, {"mu": 1e9, "sigma": 1}, {"mu": 1, "sigma": 0}],
)
def test_a_damaged_rating_in_a_progress_file_is_refused_in_words(kept) -> None:
    with pytest.raises(ValueError, match="rating"):
        Rating.from_json(kept)


def test_a_rating_survives_its_progress_file() -> None:
    rating = after_answer(Rating(), Rating(27.0), solved=True)[0]
    assert Rating.from_json(rating.to_json()) == Rating(*rating.to_json().values())


def test_every_theme_has_a_name_in_words_and_no_name_is_of_no_theme():
    from tokaido_nb.masters.puzzles import THEMES
    from tokaido_nb.masters.themes import THEME_NAMES, theme_name

    assert list(THEME_NAMES) == list(THEMES)
    assert all(theme_name(key) and "_" not in theme_name(key) for key in THEMES)
    with pytest.raises(ValueError, match="There is no theme 'nope'; the themes are: achievement"):
        theme_name("nope")
