"""Guess the winner's move, through a real game to its end."""

from __future__ import annotations

import itertools

import pytest

from tokaido_nb.coach.review import decisions
from tokaido_nb.coach.search import Budget
from tokaido_nb.masters import real_games
from tokaido_nb.masters.guess import GuessTheMove
from tokaido_nb.record import replay
from tokaido_nb.rules import Move

TINY = Budget(rollouts=2, most=4, screen=1, candidates=2)


@pytest.fixture(scope="module")
def record() -> dict:
    return next(itertools.islice(real_games(["bga-4p-crossroads"]), 3, None)).record


def real_moves(record: dict, seat: int) -> list[tuple[list, object]]:
    """The seat's decisions with a choice, each with the action the real player chose, from a
    replay of the test's own."""
    return [
        (position.legal_actions(), played)
        for position, played in decisions(replay(record))
        if position.to_move == seat and len(position.legal_actions()) > 1
    ]


def test_a_real_game_is_guessed_to_its_end_from_the_winners_seat(record) -> None:
    walk = GuessTheMove(record, strength=TINY)
    assert walk.seat in replay(record).winners()
    for legal, played in real_moves(record, walk.seat):
        view = walk.view
        assert view.my_decision and view.to_move == walk.seat
        assert walk.legal_actions() == legal == view.legal_actions
        guess = walk.guess(played)  # the real player's move, guessed every time
        assert guess.matched and guess.lost == pytest.approx(guess.played_lost)
        assert bool(guess.why_played) == (guess.best != guess.played)
    assert walk.finished and walk.guessed == walk.matched == len(real_moves(record, walk.seat))
    with pytest.raises(ValueError, match="every decision of this seat"):
        walk.legal_actions()


def test_a_wrong_guess_is_judged_and_the_real_move_shown(record) -> None:
    walk = GuessTheMove(record, seat=2, strength=TINY)
    (legal, played), *_rest = real_moves(record, 2)
    wrong = next(action for action in legal if action != played)
    guess = walk.guess(wrong)
    assert not guess.matched and guess.played == played and guess.guess == wrong
    assert guess.lost >= 0 and guess.verdict
    assert walk.matched == 0 and walk.guessed == 1


def test_a_guess_that_is_not_an_action_of_the_decision_is_refused_and_loses_nothing(
    record,
) -> None:
    walk = GuessTheMove(record, strength=TINY)
    before = walk.legal_actions()
    with pytest.raises(ValueError, match="is not one of this decision's"):
        walk.guess(Move(to=54))
    assert walk.guessed == 0 and walk.legal_actions() == before


@pytest.mark.parametrize("seat", [4, -1, True, "0"])
def test_a_seat_not_in_the_game_is_refused_by_value(record, seat) -> None:
    with pytest.raises(ValueError, match="no seat"):
        GuessTheMove(record, seat=seat, strength=TINY)
