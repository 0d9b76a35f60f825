"""The coach's first guess: greedy's values plus the habits of strong players, on moves only."""

from __future__ import annotations

import pytest

from tokaido_nb.bots import Evaluator
from tokaido_nb.coach.prior import HABITS, StrongEvaluator, StrongGreedyBot, habit_points, habits
from tokaido_nb.rules import Game

from .conftest import first_decision


def test_a_move_is_worth_greedy_s_value_plus_the_habits() -> None:
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    strong, greedy = StrongEvaluator(game, None), Evaluator(game, None)
    for action in game.legal_actions():
        added = habit_points(game, action.to)
        assert strong.move(action.to) == pytest.approx(greedy.move(action.to) + added)
    # The farm at 7 is a farm, six spaces past the next one, early in the journey.
    assert habits(game, 7) == {
        "farm": 1.0,
        "spaces": 6.0,
        "spaces_squared": 3.6,
        "late_spaces": 0.0,
    }
    assert habit_points(game, 7) == pytest.approx(
        HABITS["farm"] + 6 * HABITS["spaces"] + 3.6 * HABITS["spaces_squared"]
    )


def test_a_village_counts_the_coins_held_up_to_twelve() -> None:
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    purse = min(game.travellers[game.actor].coins, 12) / 4
    assert habits(game, 1)["village_coins"] == pytest.approx(purse)


def test_other_decisions_and_the_neutral_keep_greedy_s_values() -> None:
    shop = first_decision(Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"]), "buy")
    actions = shop.legal_actions()
    assert StrongEvaluator(shop, None).values(actions) == Evaluator(shop, None).values(actions)
    two = Game(2, travellers=["kinko", "satsuki"], kyoto=[0, 1, 2])  # the neutral moves first
    assert two.travellers[two.actor].neutral
    moves = two.legal_actions()
    assert StrongEvaluator(two, None).values(moves) == Evaluator(two, None).values(moves)


def test_the_strong_greedy_bot_chooses_the_best_strong_value() -> None:
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    values = StrongEvaluator(game, None).values(game.legal_actions())
    assert StrongGreedyBot(seed=0)(game) == game.legal_actions()[values.index(max(values))]
